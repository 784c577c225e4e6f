// Roles of a company and the permission codes they grant.
import { type DataSource, type EntityManager, In } from "typeorm";
import { paginate, pageSort, type Page } from "../../db/paging";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { permissionCodesOf } from "../auth/auth.service";
import { assertMayGrant, assertMayManageRole, operatorCompanyId } from "../auth/grants";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { PermissionCode } from "../permission/permission-codes";
import { Permission } from "../permission/permission.entity";
import { IMPLICIT_CODES } from "../auth/viewer";
import { assertKeepsManagement } from "../user/user.service";
import type {
  CreateRoleInput,
  DeleteRoleInput,
  RoleListArgs,
  RoleSortField,
  SetRolePermissionsInput,
  UpdateRoleInput,
} from "./role.inputs";
import { Role } from "./role.entity";

/** The only columns the role list is ever ordered by. */
const SORT_COLUMNS: Record<RoleSortField, string> = {
  name: "role.name",
  createdAt: "role.createdAt",
};

export class RoleService {
  constructor(private readonly dataSource: DataSource) {}

  async list(viewer: Viewer, args: RoleListArgs): Promise<Page<Role>> {
    await assertValid(args);
    const query = scopeQuery(
      this.dataSource.getRepository(Role).createQueryBuilder("role"),
      viewer,
    );
    if (args.companyId !== undefined && args.companyId !== null) {
      query.andWhere("role.companyId = :companyId", { companyId: args.companyId });
    }
    return paginate(query, args, ["role.name"], pageSort(SORT_COLUMNS, args));
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Role> {
    const role = await manager
      .getRepository(Role)
      .findOne({ where: { id }, relations: { permissions: true } });
    if (!role || !canSeeCompany(viewer, role.companyId)) throw notFound("role");
    return role;
  }

  async create(viewer: Viewer, input: CreateRoleInput): Promise<Role> {
    await assertValid(input);
    const companyId = input.companyId ?? viewer.companyId;
    if (!canSeeCompany(viewer, companyId)) throw notFound("company");
    try {
      return await this.dataSource.transaction(async (manager) => {
        const permissions = await this.grantable(
          manager,
          viewer,
          companyId,
          input.permissionCodes ?? [],
        );
        const role = manager.getRepository(Role).create({
          companyId,
          name: input.name.trim(),
          description: input.description ?? null,
          permissions,
        });
        return manager.save(role);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("roleNameTaken", { name: input.name });
      throw error;
    }
  }

  async update(viewer: Viewer, input: UpdateRoleInput): Promise<Role> {
    await assertValid(input);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const role = await this.manageable(viewer, input.id, manager);
        if (input.name !== undefined && input.name !== null) role.name = input.name.trim();
        if (input.description !== undefined) role.description = input.description ?? null;
        delete role.permissions; // leave the grants as they are
        return manager.save(role);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("roleNameTaken", { name: input.name ?? "" });
      throw error;
    }
  }

  async setPermissions(viewer: Viewer, input: SetRolePermissionsInput): Promise<Role> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const role = await this.manageable(viewer, input.roleId, manager);
      role.permissions = await this.grantable(
        manager,
        viewer,
        role.companyId,
        input.permissionCodes,
      );
      if (await this.viewerHolds(manager, viewer, role.id)) {
        const others = await this.viewerRolesExcept(manager, viewer, role.id);
        assertKeepsManagement(viewer, [
          ...permissionCodesOf(others),
          ...role.permissions.map((p) => p.code),
        ]);
      }
      return manager.save(role);
    });
  }

  /** Deletes a role; users holding it move to `reassignToRoleId`, required while it is in use. */
  async delete(viewer: Viewer, input: DeleteRoleInput): Promise<boolean> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const role = await this.get(viewer, input.id, manager);
      const targetId = input.reassignToRoleId;
      // Another company's role answers NOT_FOUND before any rule about codes is applied.
      const target =
        targetId === undefined || targetId === null || targetId === role.id
          ? null
          : await this.get(viewer, targetId, manager);
      if (target && target.companyId !== role.companyId) throw notFound("role");
      assertMayManageRole(viewer, permissionCodesOf([role]));
      const holders = await manager.query<Array<{ user_id: number }>>(
        "SELECT user_id FROM user_role WHERE role_id = $1",
        [role.id],
      );
      if (holders.length > 0) {
        if (targetId === undefined || targetId === null) {
          throw conflict("roleInUse", { name: role.name, count: holders.length });
        }
        if (!target) throw badInput("reassignToRoleId", "reassignSameRole");
        // Moving the holders onto the target role grants them its codes.
        assertMayGrant(viewer, permissionCodesOf([target]));
        if (holders.some((h) => h.user_id === viewer.userId)) {
          const others = await this.viewerRolesExcept(manager, viewer, role.id);
          assertKeepsManagement(viewer, permissionCodesOf([...others, target]));
        }
        await manager.query(
          `INSERT INTO user_role (user_id, role_id)
           SELECT user_id, $2 FROM user_role WHERE role_id = $1
           ON CONFLICT DO NOTHING`,
          [role.id, target.id],
        );
      }
      await manager.delete(Role, role.id);
      return true;
    });
  }

  /** A role the viewer may change: visible to them and granting no code they lack. */
  private async manageable(viewer: Viewer, id: number, manager: EntityManager): Promise<Role> {
    const role = await this.get(viewer, id, manager);
    assertMayManageRole(viewer, permissionCodesOf([role]));
    return role;
  }

  /**
   * Permissions with these codes for a role of the company; unknown codes, codes the viewer
   * lacks and `sys` outside the operator's company are refused.
   */
  private async grantable(
    manager: EntityManager,
    viewer: Viewer,
    companyId: number,
    codes: string[],
  ): Promise<Permission[]> {
    const unique = [...new Set(codes.map((c) => c.trim()))].filter(Boolean);
    const implicit = unique.filter((code) => IMPLICIT_CODES.includes(code));
    const wanted = unique.filter((code) => !IMPLICIT_CODES.includes(code));
    const permissions = wanted.length
      ? await manager.getRepository(Permission).findBy({ code: In(wanted) })
      : [];
    const unknown = wanted
      .filter((code) => !permissions.some((p) => p.code === code))
      .concat(implicit);
    if (unknown.length > 0)
      throw badInput("permissionCodes", "unknownPermission", { codes: unknown.join(", ") });
    assertMayGrant(viewer, wanted);
    if (
      wanted.includes(PermissionCode.PlatformAdmin) &&
      companyId !== (await operatorCompanyId(manager))
    ) {
      throw badInput("permissionCodes", "sysOperatorOnly");
    }
    return permissions;
  }

  private async viewerHolds(
    manager: EntityManager,
    viewer: Viewer,
    roleId: number,
  ): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      "SELECT 1 FROM user_role WHERE user_id = $1 AND role_id = $2",
      [viewer.userId, roleId],
    );
    return rows.length > 0;
  }

  private async viewerRolesExcept(
    manager: EntityManager,
    viewer: Viewer,
    roleId: number,
  ): Promise<Role[]> {
    return manager
      .getRepository(Role)
      .createQueryBuilder("role")
      .innerJoin("user_role", "ur", "ur.role_id = role.id")
      .leftJoinAndSelect("role.permissions", "permission")
      .where("ur.user_id = :userId", { userId: viewer.userId })
      .andWhere("role.id <> :roleId", { roleId })
      .getMany();
  }
}

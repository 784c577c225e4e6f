// Users of a company: listing, creation with the company's initial password, roles, removal.
import type { DataSource, EntityManager } from "typeorm";
import { paginate, pageSort, type Page } from "../../db/paging";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, forbidden, notFound } from "../../lib/errors";
import { hashPassword, passwordRuleViolation } from "../../lib/password";
import { assertValid } from "../../lib/validation";
import type { AuthService } from "../auth/auth.service";
import { permissionCodesOf } from "../auth/auth.service";
import { assertMayGrant, assertMayManageUser } from "../auth/grants";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import { PermissionCode } from "../permission/permission-codes";
import { Role } from "../role/role.entity";
import type {
  AssignUserRolesInput,
  CreateUserInput,
  UpdateUserInput,
  UserListArgs,
  UserSortField,
} from "./user.inputs";
import { User, UserStatus } from "./user.entity";

/** Codes whose loss would lock the viewer out of managing users and roles. */
const SELF_GUARDED = [PermissionCode.UserList, PermissionCode.UserEdit, PermissionCode.RoleEdit];

/** The only columns the user list is ever ordered by. */
const SORT_COLUMNS: Record<UserSortField, string> = {
  username: "user.username",
  realname: "user.realname",
  status: "user.status",
  createdAt: "user.createdAt",
  lastLoginAt: "user.lastLoginAt",
};

export class UserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
  ) {}

  async list(viewer: Viewer, args: UserListArgs): Promise<Page<User>> {
    await assertValid(args);
    const query = scopeQuery(
      this.dataSource.getRepository(User).createQueryBuilder("user"),
      viewer,
    );
    if (args.companyId !== undefined && args.companyId !== null) {
      query.andWhere("user.companyId = :companyId", { companyId: args.companyId });
    }
    if (args.status !== undefined && args.status !== null) {
      query.andWhere("user.status = :status", { status: args.status });
    }
    return paginate(query, args, ["user.username", "user.realname"], pageSort(SORT_COLUMNS, args));
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<User> {
    const user = await manager.getRepository(User).findOneBy({ id });
    if (!user || !canSeeCompany(viewer, user.companyId)) throw notFound("user");
    return user;
  }

  async create(viewer: Viewer, input: CreateUserInput): Promise<User> {
    await assertValid(input);
    const companyId = input.companyId ?? viewer.companyId;
    if (!canSeeCompany(viewer, companyId)) throw notFound("company");
    try {
      return await this.dataSource.transaction(async (manager) => {
        const company = await manager.getRepository(Company).findOneByOrFail({ id: companyId });
        const roles = await this.companyRoles(manager, companyId, input.roleIds ?? []);
        assertMayGrant(viewer, permissionCodesOf(roles));
        // A password of the user's own, which the creator is shown and passes on; it follows the
        // password rules and must be changed at the first sign-in like the company's.
        let passwordHash = company.initialPasswordHash;
        if (input.initialPassword !== undefined && input.initialPassword !== null) {
          const rule = passwordRuleViolation(input.initialPassword);
          if (rule) throw badInput("initialPassword", rule);
          passwordHash = await hashPassword(input.initialPassword);
        }
        const user = manager.getRepository(User).create({
          companyId,
          username: input.username.trim(),
          realname: input.realname.trim(),
          avatar: input.avatar ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          passwordHash,
          mustChangePassword: true,
          status: UserStatus.Active,
          roles,
        });
        return manager.save(user);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("usernameTaken", { username: input.username });
      throw error;
    }
  }

  async update(viewer: Viewer, input: UpdateUserInput): Promise<User> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.get(viewer, input.id, manager);
      const roles =
        input.roleIds === undefined || input.roleIds === null
          ? undefined
          : await this.companyRoles(manager, user.companyId, input.roleIds);
      await this.assertManageable(viewer, user, manager);
      if (input.status !== undefined && input.status !== null && input.status !== user.status) {
        if (user.id === viewer.userId && input.status !== UserStatus.Active) {
          throw forbidden("cannotDisableSelf", {}, "SELF_PROTECTION");
        }
        user.status = input.status;
        if (input.status !== UserStatus.Active) await this.auth.revokeSessions(manager, user.id);
      }
      if (input.realname !== undefined && input.realname !== null)
        user.realname = input.realname.trim();
      if (input.avatar !== undefined) user.avatar = input.avatar ?? null;
      if (input.email !== undefined) user.email = input.email ?? null;
      if (input.phone !== undefined) user.phone = input.phone ?? null;
      if (roles) this.replaceRoles(viewer, user, roles);
      return manager.save(user);
    });
  }

  /**
   * Puts a user back on the company's initial password (a forgotten password): they must change
   * it at their next sign-in, and every session they have ends now.
   */
  async resetToInitialPassword(viewer: Viewer, id: number): Promise<User> {
    if (id === viewer.userId) throw forbidden("cannotResetOwnPassword", {}, "SELF_PROTECTION");
    return this.dataSource.transaction(async (manager) => {
      const user = await this.manageable(viewer, id, manager);
      const company = await manager.getRepository(Company).findOneByOrFail({ id: user.companyId });
      user.passwordHash = company.initialPasswordHash;
      user.mustChangePassword = true;
      await this.auth.revokeSessions(manager, user.id);
      return manager.save(user);
    });
  }

  async delete(viewer: Viewer, id: number): Promise<boolean> {
    if (id === viewer.userId) throw forbidden("cannotDeleteSelf", {}, "SELF_PROTECTION");
    return this.dataSource.transaction(async (manager) => {
      const user = await this.manageable(viewer, id, manager);
      await manager.delete(User, user.id);
      return true;
    });
  }

  async assignRoles(viewer: Viewer, input: AssignUserRolesInput): Promise<User> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.get(viewer, input.userId, manager);
      const roles = await this.companyRoles(manager, user.companyId, input.roleIds);
      await this.assertManageable(viewer, user, manager);
      this.replaceRoles(viewer, user, roles);
      return manager.save(user);
    });
  }

  private replaceRoles(viewer: Viewer, user: User, roles: Role[]) {
    assertMayGrant(viewer, permissionCodesOf(roles));
    if (user.id === viewer.userId) assertKeepsManagement(viewer, permissionCodesOf(roles));
    user.roles = roles;
  }

  /**
   * A user the viewer may change: visible to them and holding no code the viewer lacks, so that
   * nobody can reset, disable, edit or delete a stronger account (the viewer themself aside).
   */
  private async manageable(viewer: Viewer, id: number, manager: EntityManager): Promise<User> {
    const user = await this.get(viewer, id, manager);
    await this.assertManageable(viewer, user, manager);
    return user;
  }

  private async assertManageable(viewer: Viewer, user: User, manager: EntityManager) {
    if (user.id !== viewer.userId) {
      assertMayManageUser(viewer, permissionCodesOf(await this.auth.rolesOf(user.id, manager)));
    }
  }

  /** The roles with these ids, all of which must belong to the company. */
  private async companyRoles(
    manager: EntityManager,
    companyId: number,
    roleIds: number[],
  ): Promise<Role[]> {
    const unique = [...new Set(roleIds)];
    if (unique.length === 0) return [];
    const roles = await manager
      .getRepository(Role)
      .createQueryBuilder("role")
      .leftJoinAndSelect("role.permissions", "permission")
      .where("role.id IN (:...ids)", { ids: unique })
      .andWhere("role.companyId = :companyId", { companyId })
      .getMany();
    if (roles.length !== unique.length) throw notFound("role");
    return roles;
  }
}

/** Refuses a change that would take user and role management away from the viewer themself. */
export function assertKeepsManagement(viewer: Viewer, codesAfter: string[]): void {
  const after = new Set(codesAfter);
  const lost = SELF_GUARDED.filter((code) => viewer.permissions.has(code) && !after.has(code));
  if (lost.length > 0) throw forbidden("cannotDemoteSelf", {}, "SELF_PROTECTION");
}

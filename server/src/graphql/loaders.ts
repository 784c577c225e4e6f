// One set of DataLoaders per request: lists resolve their related rows in one query per kind.
import DataLoader from "dataloader";
import { type DataSource, In } from "typeorm";
import { Company } from "../modules/company/company.entity";
import { EmissionFactor } from "../modules/factor/emission-factor.entity";
import { Role } from "../modules/role/role.entity";

export interface Loaders {
  companyById: DataLoader<number, Company | null>;
  rolesByUserId: DataLoader<number, Role[]>;
  permissionCodesByRoleId: DataLoader<number, string[]>;
  /** Factors an activity line points at; lines are already tenant-checked. */
  factorById: DataLoader<number, EmissionFactor | null>;
}

export function createLoaders(dataSource: DataSource): Loaders {
  return {
    factorById: new DataLoader(async (ids) => {
      const rows = await dataSource.getRepository(EmissionFactor).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    companyById: new DataLoader(async (ids) => {
      const rows = await dataSource.getRepository(Company).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    rolesByUserId: new DataLoader(async (userIds) => {
      const rows = await dataSource
        .getRepository(Role)
        .createQueryBuilder("role")
        .innerJoin("user_role", "ur", "ur.role_id = role.id")
        .addSelect("ur.user_id", "ur_user_id")
        .where("ur.user_id IN (:...userIds)", { userIds: [...userIds] })
        .orderBy("role.id")
        .getRawAndEntities();
      const byUser = new Map<number, Role[]>();
      rows.raw.forEach((raw: { ur_user_id: number; role_id: number }) => {
        const role = rows.entities.find((entity) => entity.id === raw.role_id);
        if (!role) return;
        const list = byUser.get(Number(raw.ur_user_id)) ?? [];
        list.push(role);
        byUser.set(Number(raw.ur_user_id), list);
      });
      return userIds.map((id) => byUser.get(id) ?? []);
    }),
    permissionCodesByRoleId: new DataLoader(async (roleIds) => {
      const rows = await dataSource.query<Array<{ role_id: number; permission_code: string }>>(
        "SELECT role_id, permission_code FROM role_permission WHERE role_id = ANY($1) ORDER BY permission_code",
        [[...roleIds]],
      );
      const byRole = new Map<number, string[]>();
      for (const row of rows) {
        const list = byRole.get(row.role_id) ?? [];
        list.push(row.permission_code);
        byRole.set(row.role_id, list);
      }
      return roleIds.map((id) => byRole.get(id) ?? []);
    }),
  };
}

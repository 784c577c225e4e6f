// One set of DataLoaders per request: lists resolve their related rows in one query per kind.
import DataLoader from "dataloader";
import { type DataSource, In } from "typeorm";
import { CalculationRun } from "../modules/accounting/calculation-run.entity";
import { Case } from "../modules/accounting/case.entity";
import { Corporation } from "../modules/accounting/corporation.entity";
import { Company } from "../modules/company/company.entity";
import { EmissionFactor } from "../modules/factor/emission-factor.entity";
import { Role } from "../modules/role/role.entity";

export interface Loaders {
  companyById: DataLoader<number, Company | null>;
  rolesByUserId: DataLoader<number, Role[]>;
  permissionCodesByRoleId: DataLoader<number, string[]>;
  /** Factors an activity line points at; lines are already tenant-checked. */
  factorById: DataLoader<number, EmissionFactor | null>;
  /**
   * The cases of corporations, newest year first. The corporations come from a tenant-scoped
   * list or lookup, and a case belongs to its corporation's company, so the cases need no second
   * scope check.
   */
  casesByCorporationId: DataLoader<number, Case[]>;
  /** The corporation of cases read through a tenant-scoped query. */
  corporationById: DataLoader<number, Corporation | null>;
  /** Runs named by cases read through a tenant-scoped query (their latest run). */
  runById: DataLoader<number, CalculationRun | null>;
}

function byIdLoader<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const byId = new Map((await load([...ids])).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

export function createLoaders(dataSource: DataSource): Loaders {
  return {
    factorById: byIdLoader((ids) =>
      dataSource.getRepository(EmissionFactor).findBy({ id: In(ids) }),
    ),
    companyById: byIdLoader((ids) => dataSource.getRepository(Company).findBy({ id: In(ids) })),
    corporationById: byIdLoader((ids) =>
      dataSource.getRepository(Corporation).findBy({ id: In(ids) }),
    ),
    runById: byIdLoader((ids) => dataSource.getRepository(CalculationRun).findBy({ id: In(ids) })),
    casesByCorporationId: new DataLoader(async (corporationIds) => {
      const rows = await dataSource
        .getRepository(Case)
        .createQueryBuilder("case")
        .leftJoinAndSelect("case.tags", "tag")
        .where("case.corporationId IN (:...corporationIds)", {
          corporationIds: [...corporationIds],
        })
        .orderBy("case.year", "DESC")
        .addOrderBy("case.id", "DESC")
        .getMany();
      const byCorporation = new Map<number, Case[]>();
      for (const row of rows) {
        const list = byCorporation.get(row.corporationId) ?? [];
        list.push(row);
        byCorporation.set(row.corporationId, list);
      }
      return corporationIds.map((id) => byCorporation.get(id) ?? []);
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

// Per-request loaders of cases.
import type DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { groupedLoader } from "../../lib/loaders";
import { Case } from "./case.entity";

export interface CaseLoaders {
  /**
   * The cases of corporations, newest year first. The corporations come from a tenant-scoped
   * list or lookup, and a case belongs to its corporation's company, so the cases need no second
   * scope check.
   */
  casesByCorporationId: DataLoader<number, Case[]>;
}

export const caseLoaders = (dataSource: DataSource): CaseLoaders => ({
  casesByCorporationId: groupedLoader(
    (corporationIds) =>
      dataSource
        .getRepository(Case)
        .createQueryBuilder("case")
        .leftJoinAndSelect("case.tags", "tag")
        .where("case.corporationId IN (:...corporationIds)", { corporationIds })
        .orderBy("case.year", "DESC")
        .addOrderBy("case.id", "DESC")
        .getMany(),
    (row) => row.corporationId,
  ),
});

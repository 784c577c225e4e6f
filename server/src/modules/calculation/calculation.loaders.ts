// Per-request loaders of calculation runs.
import type DataLoader from "dataloader";
import { type DataSource, In } from "typeorm";
import { byIdLoader } from "../../lib/loaders";
import { CalculationRun } from "./calculation-run.entity";

export interface CalculationLoaders {
  /** Runs named by cases read through a tenant-scoped query (their latest run). */
  runById: DataLoader<number, CalculationRun | null>;
}

export const calculationLoaders = (dataSource: DataSource): CalculationLoaders => ({
  runById: byIdLoader((ids) => dataSource.getRepository(CalculationRun).findBy({ id: In(ids) })),
});

// Per-request loaders of emission factors.
import type DataLoader from "dataloader";
import { type DataSource, In } from "typeorm";
import { byIdLoader } from "../../lib/loaders";
import { EmissionFactor } from "./emission-factor.entity";

export interface FactorLoaders {
  /** Factors an activity line points at; lines are already tenant-checked. */
  factorById: DataLoader<number, EmissionFactor | null>;
}

export const factorLoaders = (dataSource: DataSource): FactorLoaders => ({
  factorById: byIdLoader((ids) => dataSource.getRepository(EmissionFactor).findBy({ id: In(ids) })),
});

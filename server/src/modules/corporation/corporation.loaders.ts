// Per-request loaders of corporations.
import type DataLoader from "dataloader";
import { type DataSource, In } from "typeorm";
import { byIdLoader } from "../../lib/loaders";
import { Corporation } from "./corporation.entity";

export interface CorporationLoaders {
  /** The corporation of cases read through a tenant-scoped query. */
  corporationById: DataLoader<number, Corporation | null>;
}

export const corporationLoaders = (dataSource: DataSource): CorporationLoaders => ({
  corporationById: byIdLoader((ids) =>
    dataSource.getRepository(Corporation).findBy({ id: In(ids) }),
  ),
});

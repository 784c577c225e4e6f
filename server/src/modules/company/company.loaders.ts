// Per-request loaders of companies.
import type DataLoader from "dataloader";
import { type DataSource, In } from "typeorm";
import { byIdLoader } from "../../lib/loaders";
import { Company } from "./company.entity";

export interface CompanyLoaders {
  companyById: DataLoader<number, Company | null>;
}

export const companyLoaders = (dataSource: DataSource): CompanyLoaders => ({
  companyById: byIdLoader((ids) => dataSource.getRepository(Company).findBy({ id: In(ids) })),
});

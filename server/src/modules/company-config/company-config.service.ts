// Company configurations (企业配置): each company's defaults for new work (the GWP set of a new
// case, the upstream database of a new LCA product, the fiscal year a new case's period follows),
// how it reads figures (unit, number format) and the modules it switched off. A company without a
// row has the defaults; the first save creates its row.
import type { DataSource, EntityManager } from "typeorm";
import { type Page, paginate } from "../../db/paging";
import { badInput, notFound } from "../../lib/errors";
import { gwpSetOf } from "../../lib/gwp-set";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import { UpstreamDatabase } from "../upstream-database/upstream-database.entity";
import { CompanyConfig } from "./company-config.entity";
import { CompanyConfigInput, type CompanyConfigListArgs } from "./company-config.inputs";

/** The settings of a company that never saved any. */
export function defaultConfig(companyId: number): CompanyConfig {
  return Object.assign(new CompanyConfig(), {
    companyId,
    defaultGwpSet: "AR6",
    defaultDatabaseId: null,
    fiscalYearStartMonth: 1,
    emissionUnit: "t",
    numberFormat: "comma-point",
    decimals: 2,
    disabledModules: [],
    updatedBy: null,
    updatedAt: null,
  });
}

/**
 * A company's settings as other modules apply them (a new case's GWP set and period, a new
 * product's database), read in the caller's transaction.
 */
export async function companyDefaults(
  manager: EntityManager,
  companyId: number,
): Promise<CompanyConfig> {
  return (await manager.findOneBy(CompanyConfig, { companyId })) ?? defaultConfig(companyId);
}

/**
 * The default period of a case of `year` for a fiscal year starting in `startMonth`: the fiscal
 * year named by the calendar year it starts in (April: 2025-04-01 to 2026-03-31).
 */
export function fiscalPeriod(year: number, startMonth: number): { start: string; end: string } {
  if (startMonth === 1) return { start: `${year}-01-01`, end: `${year}-12-31` };
  const month = String(startMonth).padStart(2, "0");
  // The day before the next fiscal year starts: day 0 of startMonth in year + 1.
  const last = new Date(Date.UTC(year + 1, startMonth - 1, 0));
  const endMonth = String(last.getUTCMonth() + 1).padStart(2, "0");
  const endDay = String(last.getUTCDate()).padStart(2, "0");
  return { start: `${year}-${month}-01`, end: `${last.getUTCFullYear()}-${endMonth}-${endDay}` };
}

export interface CompanyConfigRow {
  companyId: number;
  companyName: string;
  config: CompanyConfig;
}

export interface DatabaseChoice {
  id: number;
  name: string;
  version: string;
}

export class CompanyConfigService {
  constructor(private readonly dataSource: DataSource) {}

  /** The settings of a company the viewer sees (their own by default); NOT_FOUND otherwise. */
  async get(viewer: Viewer, companyId: number = viewer.companyId): Promise<CompanyConfig> {
    if (!canSeeCompany(viewer, companyId)) throw notFound("company");
    return companyDefaults(this.dataSource.manager, companyId);
  }

  /** The companies the viewer sees with their settings, by name. */
  async list(viewer: Viewer, args: CompanyConfigListArgs): Promise<Page<CompanyConfigRow>> {
    await assertValid(args);
    const query = scopeQuery(
      this.dataSource.getRepository(Company).createQueryBuilder("company"),
      viewer,
      "company.id",
    );
    const { items: companies, total } = await paginate(query, args, ["company.name"], {
      column: "company.name",
    });
    const configs =
      companies.length === 0
        ? []
        : await this.dataSource
            .getRepository(CompanyConfig)
            .createQueryBuilder("config")
            .where("config.companyId IN (:...ids)", { ids: companies.map((c) => c.id) })
            .getMany();
    const byCompany = new Map(configs.map((config) => [config.companyId, config]));
    return {
      items: companies.map((company) => ({
        companyId: company.id,
        companyName: company.name,
        config: byCompany.get(company.id) ?? defaultConfig(company.id),
      })),
      total,
    };
  }

  /** The upstream databases a company may take as its default, by name and version. */
  async databaseChoices(): Promise<DatabaseChoice[]> {
    return this.dataSource.getRepository(UpstreamDatabase).find({
      select: { id: true, name: true, version: true },
      order: { name: "ASC", version: "ASC", id: "ASC" },
    });
  }

  /** Saves every setting of a company the viewer sees. */
  async update(viewer: Viewer, input: CompanyConfigInput): Promise<CompanyConfig> {
    await assertValid(Object.assign(new CompanyConfigInput(), input));
    if (!canSeeCompany(viewer, input.companyId)) throw notFound("company");
    const seen = new Set<string>();
    for (const key of input.disabledModules) {
      if (seen.has(key)) {
        throw badInput("disabledModules", "companyConfigDuplicateModule", { module: key });
      }
      seen.add(key);
    }
    return this.dataSource.transaction(async (manager) => {
      const databaseId = input.defaultDatabaseId ?? null;
      if (databaseId !== null && !(await manager.existsBy(UpstreamDatabase, { id: databaseId }))) {
        throw badInput("defaultDatabaseId", "companyConfigDatabaseNotFound", { id: databaseId });
      }
      const companyExists = await manager.existsBy(Company, { id: input.companyId });
      if (!companyExists) throw notFound("company");
      await manager.upsert(
        CompanyConfig,
        {
          companyId: input.companyId,
          defaultGwpSet: gwpSetOf(input.defaultGwpSet)!,
          defaultDatabaseId: databaseId,
          fiscalYearStartMonth: input.fiscalYearStartMonth,
          emissionUnit: input.emissionUnit,
          numberFormat: input.numberFormat,
          decimals: input.decimals,
          disabledModules: [...seen],
          updatedBy: viewer.userId,
          updatedAt: new Date(),
        },
        ["companyId"],
      );
      return manager.findOneByOrFail(CompanyConfig, { companyId: input.companyId });
    });
  }
}

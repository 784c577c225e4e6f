// Upstream databases: the platform operator imports (a background job) and deletes them; every
// signed-in user lists and searches them, opens a process with its exchanges and sees the GWP of
// its product, calculated on the database's system built from its rows once and cached.
import type { DataSource } from "typeorm";
import { EN15804_METHOD_ID, EN15804_PACK, matchReport } from "../../calc/lca/method-en15804";
import { gwp100MethodId } from "../../calc/lca/methods";
import { calculate } from "../../calc/lca/results";
import type { Distribution } from "../../calc/lca/types";
import { type Page, type PageRequest, likePattern } from "../../db/paging";
import { badInput, conflict, DomainError, ErrorCode, forbidden } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import type { FileService } from "../file/file.service";
import { FilePurpose } from "../file/stored-file.entity";
import type { Job } from "../job/job.entity";
import type { JobService } from "../job/job.service";
import { PermissionCode } from "../permission/permission-codes";
import { UpstreamDatabase } from "./upstream-database.entity";
import type {
  DeleteUpstreamDatabaseInput,
  ImportUpstreamDatabaseInput,
} from "./upstream-database.inputs";
import type {
  UpstreamExchangeView,
  UpstreamGwp,
  UpstreamIndicators,
  UpstreamUncertainty,
} from "./upstream-database.types";
import { UpstreamExchange } from "./upstream-exchange.entity";
import { UpstreamFlow, type UpstreamFlowKind } from "./upstream-flow.entity";
import { upstreamImportJob } from "./upstream-import.job";
import { UpstreamProcess } from "./upstream-process.entity";
import { searchTextOf } from "./upstream-rows";
import { UpstreamSystemCache } from "./upstream-system";

const notFoundDatabase = (id: number) =>
  DomainError.of(
    ErrorCode.NotFound,
    "upstreamDatabaseNotFound",
    { id },
    { entity: "upstreamDatabase" },
  );
const notFoundProcess = (id: number) =>
  DomainError.of(
    ErrorCode.NotFound,
    "upstreamProcessNotFound",
    { id },
    { entity: "upstreamProcess" },
  );

/** The keyword as search compares it: the pattern over normalised names. */
const searchPattern = (keyword: string | null | undefined) => {
  const text = searchTextOf(keyword);
  return text ? likePattern(text) : undefined;
};

/** What a later module reports of its rows that use a database (named for the refusal). */
export type DatabaseUsageCheck = (databaseId: number) => Promise<string[]>;

export class UpstreamDatabaseService {
  readonly systems: UpstreamSystemCache;
  private readonly usageChecks: DatabaseUsageCheck[] = [];
  /** The background import (kind "upstream-database-import"). */
  readonly importJob: ReturnType<typeof upstreamImportJob>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FileService,
    private readonly jobs: JobService,
  ) {
    this.systems = new UpstreamSystemCache(dataSource);
    this.importJob = upstreamImportJob(dataSource, files);
  }

  /** Adds a check of what uses a database, run before a database is deleted. */
  registerUsage(check: DatabaseUsageCheck): void {
    this.usageChecks.push(check);
  }

  /** Upstream databases are platform-wide: only the operator (sys) changes them. */
  assertOperator(viewer: Viewer): void {
    if (!viewer.permissions.has(PermissionCode.PlatformAdmin)) {
      throw forbidden("upstreamDatabaseOperatorOnly", {}, "PLATFORM_DATA");
    }
  }

  /**
   * Starts the import of an uploaded EcoSpold2 zip as a background job and answers with the job.
   * The file and a free name and version are checked now; the job checks the contents. The
   * name and version of the database this very file was imported as are no clash: the job
   * answers that database (outcome existing).
   */
  async startImport(viewer: Viewer, input: ImportUpstreamDatabaseInput): Promise<Job> {
    await assertValid(input);
    this.assertOperator(viewer);
    const file = await this.files.find(input.fileId, FilePurpose.UpstreamDatabase);
    const taken = await this.dataSource
      .getRepository(UpstreamDatabase)
      .findOneBy({ name: input.name.trim(), version: input.version.trim() });
    if (taken && taken.sha256 !== file.sha256) {
      throw conflict("upstreamNameVersionTaken", { name: input.name, version: input.version });
    }
    return this.jobs.start(
      this.importJob,
      {
        fileId: input.fileId,
        name: input.name.trim(),
        version: input.version.trim(),
        licence: input.licence.trim(),
        source: input.source.trim(),
      },
      { companyId: viewer.companyId, userId: viewer.userId },
    );
  }

  async list(args: PageRequest): Promise<Page<UpstreamDatabase>> {
    const query = this.dataSource.getRepository(UpstreamDatabase).createQueryBuilder("db");
    const pattern = searchPattern(args.keyword);
    if (pattern) {
      query.where("(LOWER(db.name) LIKE :pattern OR LOWER(db.version) LIKE :pattern)", { pattern });
    }
    const [items, total] = await query
      .orderBy("db.name", "ASC")
      .addOrderBy("db.version", "ASC")
      .addOrderBy("db.id", "ASC")
      .skip((args.page - 1) * args.pageSize)
      .take(args.pageSize)
      .getManyAndCount();
    return { items, total };
  }

  async get(id: number): Promise<UpstreamDatabase> {
    const database = await this.dataSource.getRepository(UpstreamDatabase).findOneBy({ id });
    if (!database) throw notFoundDatabase(id);
    return database;
  }

  /** Processes (each with its reference product) whose process or product name holds the keyword. */
  async processes(databaseId: number, args: PageRequest): Promise<Page<UpstreamProcess>> {
    await this.get(databaseId);
    const query = this.dataSource
      .getRepository(UpstreamProcess)
      .createQueryBuilder("p")
      .where("p.databaseId = :databaseId", { databaseId });
    const pattern = searchPattern(args.keyword);
    if (pattern) query.andWhere("p.searchText LIKE :pattern", { pattern });
    const [items, total] = await query
      .orderBy("p.name", "ASC")
      .addOrderBy("p.id", "ASC")
      .skip((args.page - 1) * args.pageSize)
      .take(args.pageSize)
      .getManyAndCount();
    return { items, total };
  }

  /** Products (delivered or cut off) or elementary flows whose name holds the keyword. */
  async flows(
    databaseId: number,
    kind: UpstreamFlowKind,
    args: PageRequest,
  ): Promise<Page<UpstreamFlow>> {
    await this.get(databaseId);
    const query = this.dataSource
      .getRepository(UpstreamFlow)
      .createQueryBuilder("f")
      .where("f.databaseId = :databaseId AND f.kind = :kind", { databaseId, kind });
    const pattern = searchPattern(args.keyword);
    if (pattern) query.andWhere("f.searchText LIKE :pattern", { pattern });
    const [items, total] = await query
      .orderBy("f.name", "ASC")
      .addOrderBy("f.id", "ASC")
      .skip((args.page - 1) * args.pageSize)
      .take(args.pageSize)
      .getManyAndCount();
    return { items, total };
  }

  async process(id: number): Promise<UpstreamProcess> {
    const process = await this.dataSource.getRepository(UpstreamProcess).findOneBy({ id });
    if (!process) throw notFoundProcess(id);
    return process;
  }

  /** A process's exchanges: outputs, then inputs, then elementary exchanges, in the data's order. */
  async exchanges(process: UpstreamProcess): Promise<UpstreamExchangeView[]> {
    const rows = await this.dataSource.getRepository(UpstreamExchange).find({
      where: { processId: process.id },
      order: { kind: "DESC", position: "ASC" },
    });
    const codes = (kind: string) => [
      ...new Set(rows.filter((r) => r.kind === kind).map((r) => r.flowCode)),
    ];
    const flows = await this.dataSource
      .getRepository(UpstreamFlow)
      .createQueryBuilder("f")
      .where("f.databaseId = :databaseId", { databaseId: process.databaseId })
      .andWhere(
        "((f.kind = 'product' AND f.code IN (:...products)) OR (f.kind = 'elementary' AND f.code IN (:...elementary)))",
        { products: ["", ...codes("input")], elementary: ["", ...codes("elementary")] },
      )
      .getMany();
    const product = new Map(flows.filter((f) => f.kind === "product").map((f) => [f.code, f]));
    const elementary = new Map(
      flows.filter((f) => f.kind === "elementary").map((f) => [f.code, f]),
    );
    // Providers: the one named, else the only process delivering the product.
    const inputCodes = codes("input");
    const providers = await this.dataSource
      .getRepository(UpstreamProcess)
      .createQueryBuilder("p")
      .select(["p.id", "p.code", "p.name", "p.productCode"])
      .where("p.databaseId = :databaseId", { databaseId: process.databaseId })
      .andWhere("(p.productCode IN (:...inputCodes) OR p.code IN (:...named))", {
        inputCodes: ["", ...inputCodes],
        named: ["", ...rows.map((r) => r.providerCode).filter((c): c is string => !!c)],
      })
      .getMany();
    const byCode = new Map(providers.map((p) => [p.code, p]));
    const byProduct = new Map<string, UpstreamProcess[]>();
    for (const p of providers)
      byProduct.set(p.productCode, [...(byProduct.get(p.productCode) ?? []), p]);
    // The kinds sort output, input, elementary (DESC of their names).
    return rows.map((row) => {
      const flow =
        row.kind === "elementary" ? elementary.get(row.flowCode) : product.get(row.flowCode);
      const provider =
        row.kind !== "input"
          ? undefined
          : row.providerCode
            ? byCode.get(row.providerCode)
            : byProduct.get(row.flowCode)?.length === 1
              ? byProduct.get(row.flowCode)![0]
              : undefined;
      return {
        kind: row.kind,
        direction: row.kind === "elementary" ? (flow?.direction ?? "emission") : row.kind,
        flowCode: row.flowCode,
        flowName: row.name ?? flow?.name ?? row.flowCode,
        compartment: row.kind === "elementary" ? (flow?.compartment ?? null) : null,
        amount: row.amount,
        unit: row.unit,
        cutOff: row.kind === "input" && (flow?.providerCount ?? 0) === 0,
        providerId: provider?.id ?? null,
        providerName: provider?.name ?? null,
        physical: row.physical,
        price: row.price,
        uncertainty: uncertaintyView(row.uncertainty),
      };
    });
  }

  /** One unit of a process's reference product solved on its database's cached system. */
  private async solve(processId: number) {
    // The process with its database's version and allocation: one statement.
    const [process] = await this.dataSource.query<
      {
        code: string;
        productCode: string;
        productName: string;
        productUnit: string;
        outputAmount: number;
        databaseId: number;
        version: string;
        allocation: UpstreamDatabase["allocation"];
      }[]
    >(
      `SELECT p.code, p.product_code AS "productCode", p.product_name AS "productName",
              p.product_unit AS "productUnit", p.output_amount AS "outputAmount",
              d.id AS "databaseId", d.version, d.allocation
         FROM upstream_process p JOIN upstream_database d ON d.id = p.database_id
        WHERE p.id = $1`,
      [processId],
    );
    if (!process) throw notFoundProcess(processId);
    const cached = await this.systems.get({
      id: process.databaseId,
      version: process.version,
      allocation: process.allocation,
    });
    // A treatment delivers a negative amount of its waste: one unit treated is a demand of -1.
    const amount = process.outputAmount < 0 ? -1 : 1;
    const result = calculate(cached.matrices, [
      { product: process.productCode, amount, provider: process.code },
    ]);
    const impact = (method: string, category?: string) => {
      const k = cached.matrices.impacts.findIndex(
        (row) => row.method === method && (category === undefined || row.category === category),
      );
      return k < 0 ? 0 : result.impacts[k];
    };
    return { process, cached, result, impact };
  }

  /** GWP100 (AR5, AR6) of one unit of a process's reference product, on the cached system. */
  async gwp(processId: number): Promise<UpstreamGwp> {
    const { process, cached, result, impact } = await this.solve(processId);
    const { matrices } = cached;
    const reached = new Set<string>();
    matrices.activities.forEach((a, j) => {
      if (result.scaling[j] !== 0) reached.add(a.process);
    });
    const cutOff = new Set(
      matrices.cutoffs.filter((c) => reached.has(c.process)).map((c) => c.product),
    );
    return {
      processId,
      productName: process.productName,
      unit: process.productUnit,
      ar5: impact(gwp100MethodId("AR5")),
      ar6: impact(gwp100MethodId("AR6")),
      cutOffProducts: cutOff.size,
    };
  }

  /**
   * The EN 15804+A2 core indicators of one unit of a process's reference product, on the cached
   * system, with the match report of its inventory (calc/lca/method-en15804.ts).
   */
  async en15804(processId: number): Promise<UpstreamIndicators> {
    const { process, cached, result, impact } = await this.solve(processId);
    const inventory = cached.matrices.flows.map((flow, i) => ({
      flow: flow.id,
      amount: result.inventory[i],
    }));
    const report = matchReport(inventory, cached.en15804);
    return {
      processId,
      productName: process.productName,
      unit: process.productUnit,
      citation: report.citation,
      indicators: EN15804_PACK.core.map((indicator) => ({
        code: indicator.code,
        name: indicator.category,
        unit: indicator.unit,
        value: impact(EN15804_METHOD_ID, indicator.code),
      })),
      flows: report.coverage.flows,
      matched: report.coverage.matched,
      assumed: report.coverage.assumed,
      unmatched: report.coverage.unmatched,
      coverage: report.coverage.share,
      massCoverage: report.coverage.massShare,
      unmatchedFlows: report.unmatched.slice(0, 20).map((flow) => ({
        name: flow.name,
        compartment: flow.compartment,
        amount: flow.amount,
        unit: flow.unit,
        share: flow.share,
        reason: flow.reason,
      })),
    };
  }

  /**
   * Deletes a database with all its rows, once confirmed by its name and version. A database
   * other data uses (none does yet: product models will) is refused.
   */
  async delete(viewer: Viewer, input: DeleteUpstreamDatabaseInput): Promise<boolean> {
    await assertValid(input);
    this.assertOperator(viewer);
    const database = await this.get(input.id);
    const expected = `${database.name} ${database.version}`;
    if (input.confirm.trim().replace(/\s+/g, " ") !== expected) {
      throw badInput("confirm", "upstreamDatabaseConfirm", {
        name: database.name,
        version: database.version,
        processes: database.processCount,
      });
    }
    const uses = await this.usesOf(database.id);
    if (uses.length > 0) {
      throw conflict("upstreamDatabaseInUse", {
        name: database.name,
        version: database.version,
        uses: uses.join(", "),
      });
    }
    await this.dataSource.transaction(async (manager) => {
      // Children first: one statement per table rather than a cascade row by row.
      await manager.delete(UpstreamExchange, { databaseId: database.id });
      await manager.delete(UpstreamProcess, { databaseId: database.id });
      await manager.delete(UpstreamFlow, { databaseId: database.id });
      await manager.delete(UpstreamDatabase, { id: database.id });
    });
    this.systems.forget(database);
    return true;
  }

  /**
   * What uses a database, named for the message: material data linked to it or to one of its
   * processes (the lca-data module's rows, read here; their ids are kept as text there), and
   * what the modules that registered a check report (process models, LCA products).
   */
  private async usesOf(databaseId: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ name: string; total: number }[]>(
      `SELECT m.name, count(*) OVER ()::int AS total FROM material_datum m
        WHERE m.upstream_database_id = $1
           OR m.upstream_process_id IN (SELECT id::text FROM upstream_process WHERE database_id = $2)
        ORDER BY m.id LIMIT 3`,
      [String(databaseId), databaseId],
    );
    const uses: string[] = [];
    if (rows.length > 0) {
      const names = rows.map((r) => `"${r.name}"`).join(", ");
      const more = rows[0].total > rows.length ? ` (+${rows[0].total - rows.length})` : "";
      uses.push(`${rows[0].total} material data: ${names}${more}`);
    }
    for (const check of this.usageChecks) uses.push(...(await check(databaseId)));
    return uses;
  }
}

function uncertaintyView(d: Distribution | null): UpstreamUncertainty | null {
  if (!d) return null;
  switch (d.kind) {
    case "lognormal":
      return { kind: d.kind, sigma: d.sigma, pedigree: d.pedigree ? [...d.pedigree] : undefined };
    case "normal":
      return { kind: d.kind, sd: d.sd };
    case "triangular":
      return { kind: d.kind, min: d.min, max: d.max, mode: d.mode };
    case "uniform":
      return { kind: d.kind, min: d.min, max: d.max };
  }
}

// Calculations of products: started in a request (the model checked whole, a blocked line
// named with its reason, one calculation per model version at a time) and run as background
// jobs on the matrix engine over the study's upstream database. A calculation keeps the model
// it used, the database's version and the results; a Monte Carlo run and a comparison of two
// calculations are jobs too, the samples drawn in a worker thread.
import type { DataSource, EntityManager } from "typeorm";
import { en15804Methods } from "../../calc/lca/method-en15804";
import { emissionsMethodsFor } from "../../calc/lca/methods";
import { buildMatrices } from "../../calc/lca/matrices";
import { summariseProduct, type ProductUncertainty } from "../../calc/lca/product-results";
import { composeProductSystem, type ForegroundProcess } from "../../calc/lca/product-system";
import { runUncertaintyInWorker, type UncertaintyAnswer } from "../../calc/lca/product-uncertainty";
import { calculate } from "../../calc/lca/results";
import type { AllocationMethod, ProductSystem } from "../../calc/lca/types";
import { conflict, DomainError, ErrorCode, badInput } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { runWithLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { operatorCompanyId } from "../auth/grants";
import { scopeQuery, type Viewer } from "../auth/viewer";
import { Job } from "../job/job.entity";
import type { JobService } from "../job/job.service";
import { defineJob, type JobContext, JobStatus } from "../job/job.types";
import type { UpstreamDatabaseService } from "../upstream-database/upstream-database.service";
import { UpstreamDatabase } from "../upstream-database/upstream-database.entity";
import { LcaCalculation } from "./lca-calculation.entity";
import type { LcaLogService } from "./lca-log.service";
import { ModelResolver, type LineProblem, type ResolvedModel } from "./lca-model-resolve";
import { METHODS, MONTE_CARLO_DEFAULT_ITERATIONS, stagesOf } from "./lca-product.codes";
import { LcaModelLine, LcaProduct } from "./lca-product.entity";
import type { CompareLcaCalculationsInput, RunLcaMonteCarloInput } from "./lca-product.inputs";
import type { LcaProductService } from "./lca-product.service";

export const LCA_CALCULATION_JOB = "lca-product-calculation";
export const LCA_MONTE_CARLO_JOB = "lca-product-monte-carlo";
export const LCA_COMPARISON_JOB = "lca-product-comparison";

/** The cut-off share of the tree and the Sankey graph of a stored result. */
export const RESULT_CUTOFF = 0.01;

const ACTIVE = ["queued", "running"];

const notFoundCalculation = () => DomainError.of(ErrorCode.NotFound, "lcaCalculationNotFound");

export interface ComparisonResult extends UncertaintyAnswer {
  first: { calculationId: number; name: string; version: number; deterministic: number };
  second: { calculationId: number; name: string; version: number; deterministic: number };
}

export class LcaCalculationService {
  /** Checks that refuse to delete a calculation another module stands on (a review, a label). */
  private readonly removalGuards: ((
    manager: EntityManager,
    calculation: LcaCalculation,
  ) => Promise<void>)[] = [];

  guardRemoval(
    guard: (manager: EntityManager, calculation: LcaCalculation) => Promise<void>,
  ): void {
    this.removalGuards.push(guard);
  }

  readonly calculationJob;
  readonly monteCarloJob;
  readonly comparisonJob;

  constructor(
    private readonly dataSource: DataSource,
    private readonly products: LcaProductService,
    private readonly upstream: UpstreamDatabaseService,
    private readonly jobs: JobService,
    private readonly log: LcaLogService,
  ) {
    this.calculationJob = defineJob<{ calculationId: number }, { calculationId: number }>({
      kind: LCA_CALCULATION_JOB,
      run: (payload, context) => this.runCalculation(payload.calculationId, context),
      retryLimit: 1,
      expireInSeconds: 600,
    });
    this.monteCarloJob = defineJob<
      { calculationId: number; iterations: number; seed: number },
      ProductUncertainty
    >({
      kind: LCA_MONTE_CARLO_JOB,
      run: (payload, context) => this.runMonteCarlo(payload, context),
      retryLimit: 1,
      expireInSeconds: 1800,
    });
    this.comparisonJob = defineJob<
      { firstId: number; secondId: number; iterations: number; seed: number },
      ComparisonResult
    >({
      kind: LCA_COMPARISON_JOB,
      run: (payload, context) => this.runComparison(payload, context),
      retryLimit: 1,
      expireInSeconds: 1800,
    });
  }

  /** The model's lines that block a calculation, with their reasons (none: it can run). */
  async check(viewer: Viewer, productId: number): Promise<LineProblem[]> {
    const product = await this.products.get(viewer, productId);
    const lines = await this.products.lines(viewer, productId);
    const resolved = await this.resolve(this.dataSource.manager, product, lines);
    return resolved.problems;
  }

  private async resolve(
    manager: EntityManager,
    product: LcaProduct,
    lines: readonly LcaModelLine[],
  ): Promise<ResolvedModel> {
    const operator = (await operatorCompanyId(manager)) === product.companyId;
    return ModelResolver.resolve(manager, product, lines, operator);
  }

  /**
   * Starts a calculation of the current model version: refused while a line is blocked or a
   * calculation of the version is queued or running. The count of the product rises with it.
   */
  async start(viewer: Viewer, productId: number): Promise<LcaCalculation> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.products.lock(viewer, productId, manager);
      await this.reconcile(manager, { productId, version: product.version });
      const running = await manager
        .getRepository(LcaCalculation)
        .createQueryBuilder("c")
        .where("c.productId = :productId AND c.version = :version AND c.status IN (:...active)", {
          productId,
          version: product.version,
          active: ACTIVE,
        })
        .getOne();
      if (running) {
        throw conflict("lcaCalculationRunning", {
          name: product.name,
          version: product.version,
          number: running.number,
        });
      }
      const lines = await manager.find(LcaModelLine, {
        where: { productId, version: product.version },
        order: { position: "ASC", id: "ASC" },
      });
      if (lines.length === 0) throw badInput("productId", "lcaModelEmpty", { name: product.name });
      const resolved = await this.resolve(manager, product, lines);
      if (resolved.problems.length > 0) {
        throw DomainError.of(
          ErrorCode.BadUserInput,
          "lcaModelBlocked",
          {
            name: product.name,
            problems: resolved.problems.map((p) => `${p.name}: ${p.reason}`).join("; "),
          },
          { field: "lines", problems: resolved.problems },
        );
      }
      const [{ next }]: { next: number }[] = await manager.query(
        `SELECT COALESCE(MAX(number), 0) + 1 AS next FROM lca_calculation WHERE product_id = $1`,
        [productId],
      );
      const database = resolved.database;
      const calculation = manager.create(LcaCalculation, {
        companyId: product.companyId,
        productId,
        number: Number(next),
        version: product.version,
        status: "queued",
        databaseId: database?.id ?? null,
        databaseLabel: database ? `${database.name} ${database.version}` : "",
        method: product.method,
        model: resolved.snapshot,
        system: { root: resolved.root, foreground: resolved.foreground, lines: resolved.lines },
        createdBy: viewer.userId,
      });
      await manager.save(calculation);
      const job = await this.jobs.start(
        this.calculationJob,
        { calculationId: calculation.id },
        { companyId: product.companyId, userId: viewer.userId },
        manager,
      );
      calculation.jobId = job.id;
      await manager.update(LcaCalculation, calculation.id, { jobId: job.id });
      await manager.increment(LcaProduct, { id: productId }, "calculationCount", 1);
      await this.log.write(manager, viewer, product.companyId, {
        productId,
        productName: product.name,
        action: "calculate",
        version: product.version,
        summary: `开始第 ${calculation.number} 次计算（${lines.length} 条明细，${calculation.databaseLabel || "无背景数据库"}）`,
        summaryEn: `Started calculation ${calculation.number} (${lines.length} lines, ${calculation.databaseLabel || "no background database"})`,
      });
      return calculation;
    });
  }

  /** A calculation whose job ended without it (cancelled while queued, lost) takes its state. */
  private async reconcile(
    manager: EntityManager,
    where: { productId: number; version?: number },
  ): Promise<void> {
    const open = await manager
      .getRepository(LcaCalculation)
      .createQueryBuilder("c")
      .where("c.productId = :productId", { productId: where.productId })
      .andWhere(where.version !== undefined ? "c.version = :version" : "TRUE", {
        version: where.version,
      })
      .andWhere("c.status IN (:...active)", { active: ACTIVE })
      .getMany();
    for (const calculation of open) {
      if (!calculation.jobId) continue;
      const job = await manager.findOneBy(Job, { id: calculation.jobId });
      if (job && (job.status === JobStatus.failed || job.status === JobStatus.cancelled)) {
        await manager.update(LcaCalculation, calculation.id, {
          status: job.status,
          error: job.error,
          finishedAt: job.finishedAt ?? new Date(),
        });
      }
    }
  }

  /** The background system of a database (its cached matrices' source), or an empty one. */
  private async background(
    databaseId: number | null,
  ): Promise<{ key: string; system: ProductSystem; allocation: AllocationMethod }> {
    const database = databaseId
      ? await this.dataSource.manager.findOneBy(UpstreamDatabase, { id: databaseId })
      : null;
    if (!database) {
      return {
        key: "none",
        system: {
          processes: [],
          flows: [],
          methods: [
            ...emissionsMethodsFor([]),
            en15804Methods([]).core,
            en15804Methods([]).inventory,
          ],
        },
        allocation: "physical",
      };
    }
    const cached = await this.upstream.systems.get(database);
    return {
      key: `${database.id}\u0000${database.version}`,
      system: {
        ...cached.system,
        // The 13 core indicators and the inventory indicators (resources, wastes, outputs) an
        // EN 15804+A2 EPD reports by module.
        methods: [...cached.system.methods, cached.en15804.core, cached.en15804.inventory],
      },
      allocation: database.allocation,
    };
  }

  private headline(method: string): { method: string; category: string } {
    const found = METHODS.find((m) => m.code === method) ?? METHODS[0];
    return { method: found.method, category: found.category };
  }

  private async runCalculation(
    calculationId: number,
    context: JobContext,
  ): Promise<{ calculationId: number }> {
    return runWithLocale(context.locale, async () => {
      const calculation = await this.dataSource.manager.findOneBy(LcaCalculation, {
        id: calculationId,
      });
      if (!calculation || calculation.companyId !== context.companyId) {
        throw notFoundCalculation();
      }
      try {
        await this.dataSource.manager.update(LcaCalculation, calculationId, {
          status: "running",
        });
        await context.progress(1, 4, translate("lcaStepSystem"));
        const { system, allocation } = await this.background(calculation.databaseId);
        const composed = composeProductSystem(system, calculation.system.foreground);
        const matrices = buildMatrices(composed, { allocation });
        await context.progress(2, 4, translate("lcaStepSolve"));
        const result = calculate(matrices, [{ product: calculation.system.root, amount: 1 }]);
        await context.progress(3, 4, translate("lcaStepResults"));
        const product = await this.dataSource.manager.findOneBy(LcaProduct, {
          id: calculation.productId,
        });
        const standard = calculation.model.product.standard;
        const summary = summariseProduct(result, {
          lines: calculation.system.lines,
          stages: stagesOf(standard).map((s) => ({
            code: s.code,
            name: context.locale === "zh-CN" ? s.name : s.nameEn,
          })),
          headline: this.headline(calculation.method),
          cutoff: RESULT_CUTOFF,
        });
        const username = await this.username(context.userId);
        await this.dataSource.transaction(async (manager) => {
          await manager.update(LcaCalculation, calculationId, {
            status: "succeeded",
            result: summary,
            finishedAt: new Date(),
          });
          const headline = summary.indicators[summary.headline];
          await this.log.write(
            manager,
            { userId: context.userId, username, companyId: context.companyId },
            context.companyId,
            {
              productId: calculation.productId,
              productName: product?.name ?? calculation.model.product.name,
              action: "calculation-finished",
              version: calculation.version,
              summary: `第 ${calculation.number} 次计算完成：${headline.total.toPrecision(6)} ${headline.unit}`,
              summaryEn: `Calculation ${calculation.number} finished: ${headline.total.toPrecision(6)} ${headline.unit}`,
            },
          );
        });
        await context.progress(4, 4);
        return { calculationId };
      } catch (error) {
        const cancelled = context.signal.aborted;
        await this.dataSource.manager.update(LcaCalculation, calculationId, {
          status: cancelled ? "cancelled" : "failed",
          error: cancelled ? null : error instanceof Error ? error.message : String(error),
          finishedAt: new Date(),
        });
        throw error;
      }
    });
  }

  private async username(userId: number): Promise<string> {
    const rows: { username: string }[] = await this.dataSource.query(
      `SELECT username FROM user_account WHERE id = $1`,
      [userId],
    );
    return rows[0]?.username ?? "";
  }

  async list(viewer: Viewer, productId: number): Promise<LcaCalculation[]> {
    await this.products.get(viewer, productId);
    await this.reconcile(this.dataSource.manager, { productId });
    const query = this.dataSource
      .getRepository(LcaCalculation)
      .createQueryBuilder("c")
      .where("c.productId = :productId", { productId })
      .orderBy("c.number", "DESC");
    scopeQuery(query, viewer);
    return query.getMany();
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LcaCalculation> {
    const found = await manager.findOneBy(LcaCalculation, { id });
    if (!found) throw notFoundCalculation();
    await this.products.get(viewer, found.productId, manager);
    if (ACTIVE.includes(found.status)) {
      await this.reconcile(manager, { productId: found.productId });
      return (await manager.findOneBy(LcaCalculation, { id }))!;
    }
    return found;
  }

  /** A calculation with results, or a clear refusal. */
  async succeeded(viewer: Viewer, id: number): Promise<LcaCalculation> {
    const calculation = await this.get(viewer, id);
    if (calculation.status !== "succeeded" || !calculation.result) {
      throw conflict("lcaNoSucceeded", { number: calculation.number, status: calculation.status });
    }
    return calculation;
  }

  /** Deletes a finished calculation; the product's count falls with it. */
  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const calculation = await this.get(viewer, id, manager);
      if (ACTIVE.includes(calculation.status)) {
        const product = await this.products.get(viewer, calculation.productId, manager);
        throw conflict("lcaCalculationRunning", {
          name: product.name,
          version: calculation.version,
          number: calculation.number,
        });
      }
      const product = await this.products.get(viewer, calculation.productId, manager);
      for (const guard of this.removalGuards) await guard(manager, calculation);
      await manager.delete(LcaCalculation, id);
      await manager.decrement(LcaProduct, { id: product.id }, "calculationCount", 1);
      await this.log.write(manager, viewer, product.companyId, {
        productId: product.id,
        productName: product.name,
        action: "delete-calculation",
        version: calculation.version,
        summary: `删除第 ${calculation.number} 次计算`,
        summaryEn: `Deleted calculation ${calculation.number}`,
      });
      return true;
    });
  }

  // ---- Monte Carlo and comparison ----

  async startMonteCarlo(viewer: Viewer, input: RunLcaMonteCarloInput): Promise<Job> {
    await assertValid(input);
    const calculation = await this.succeeded(viewer, input.calculationId);
    const iterations = input.iterations ?? MONTE_CARLO_DEFAULT_ITERATIONS;
    const seed = input.seed ?? 1;
    return this.dataSource.transaction(async (manager) => {
      const job = await this.jobs.start(
        this.monteCarloJob,
        { calculationId: calculation.id, iterations, seed },
        { companyId: calculation.companyId, userId: viewer.userId },
        manager,
      );
      await this.log.write(manager, viewer, calculation.companyId, {
        productId: calculation.productId,
        productName: calculation.model.product.name,
        action: "monte-carlo",
        version: calculation.version,
        summary: `第 ${calculation.number} 次计算的蒙特卡洛分析：${iterations} 次迭代，种子 ${seed}`,
        summaryEn: `Monte Carlo of calculation ${calculation.number}: ${iterations} iterations, seed ${seed}`,
      });
      return job;
    });
  }

  async startComparison(viewer: Viewer, input: CompareLcaCalculationsInput): Promise<Job> {
    await assertValid(input);
    const first = await this.succeeded(viewer, input.firstId);
    const second = await this.succeeded(viewer, input.secondId);
    if (first.databaseId !== second.databaseId) {
      throw badInput("secondId", "lcaCompareDatabases", {
        first: first.databaseLabel || "—",
        second: second.databaseLabel || "—",
      });
    }
    return this.jobs.start(
      this.comparisonJob,
      {
        firstId: first.id,
        secondId: second.id,
        iterations: input.iterations ?? MONTE_CARLO_DEFAULT_ITERATIONS,
        seed: input.seed ?? 1,
      },
      { companyId: first.companyId, userId: viewer.userId },
    );
  }

  private async jobCalculation(id: number, context: JobContext): Promise<LcaCalculation> {
    const calculation = await this.dataSource.manager.findOneBy(LcaCalculation, { id });
    if (!calculation || calculation.companyId !== context.companyId || !calculation.result) {
      throw notFoundCalculation();
    }
    return calculation;
  }

  private async runMonteCarlo(
    payload: { calculationId: number; iterations: number; seed: number },
    context: JobContext,
  ): Promise<ProductUncertainty> {
    return runWithLocale(context.locale, async () => {
      const calculation = await this.jobCalculation(payload.calculationId, context);
      const answer = await this.sample(
        calculation.databaseId,
        calculation.system.foreground,
        [calculation.system.root],
        payload,
        calculation.method,
        context,
      );
      const uncertainty = answer.products[0];
      await this.dataSource.manager.update(LcaCalculation, calculation.id, {
        uncertainty,
      });
      return uncertainty;
    });
  }

  private async runComparison(
    payload: { firstId: number; secondId: number; iterations: number; seed: number },
    context: JobContext,
  ): Promise<ComparisonResult> {
    return runWithLocale(context.locale, async () => {
      const first = await this.jobCalculation(payload.firstId, context);
      const second = await this.jobCalculation(payload.secondId, context);
      // Two versions of one product share its process id: the second's root is renamed.
      const secondRoot = `${second.system.root}@${second.id}`;
      const renamed = second.system.foreground.map((p) =>
        p.id === second.system.root ? { ...p, id: secondRoot } : p,
      );
      const seen = new Set<string>();
      const foreground: ForegroundProcess[] = [];
      for (const p of [...first.system.foreground, ...renamed]) {
        if (seen.has(p.id)) continue;
        seen.add(p.id);
        foreground.push(p);
      }
      const answer = await this.sample(
        first.databaseId,
        foreground,
        [first.system.root, secondRoot],
        payload,
        first.method,
        context,
      );
      const describe = (c: LcaCalculation, k: number) => ({
        calculationId: c.id,
        name: c.model.product.name,
        version: c.version,
        deterministic: answer.products[k].deterministic,
      });
      return { ...answer, first: describe(first, 0), second: describe(second, 1) };
    });
  }

  private async sample(
    databaseId: number | null,
    foreground: ForegroundProcess[],
    roots: string[],
    options: { iterations: number; seed: number },
    method: string,
    context: JobContext,
  ): Promise<UncertaintyAnswer> {
    const background = await this.background(databaseId);
    let reported = Promise.resolve();
    const answer = await runUncertaintyInWorker(
      {
        backgroundKey: background.key,
        foreground,
        allocation: background.allocation,
        demands: roots.map((product) => ({ product, amount: 1 })),
        iterations: options.iterations,
        seed: options.seed,
        headline: this.headline(method),
      },
      () => Promise.resolve(background.system),
      (done, total) => {
        reported = reported.then(() => context.progress(done, total)).catch(() => undefined);
      },
      context.signal,
    );
    await reported;
    return answer;
  }
}

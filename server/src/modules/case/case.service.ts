// Cases (inventories of a corporation for a period) and their processes. Every change to a
// case's inputs marks it in progress again: its last result no longer holds.
import { In, type DataSource, type EntityManager } from "typeorm";
import { paginate, type Page } from "../../db/paging";
import { badInput, conflict, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import type { TemplateService } from "../template/template.service";
import { gwpSetOf } from "../../lib/gwp-set";
import { companyDefaults, fiscalPeriod } from "../company-config/company-config.service";
import { CaseProcess } from "./case-process.entity";
import { CorporationService } from "../corporation/corporation.service";
import { ActivityLine } from "../activity-line/activity-line.entity";
import { Tag } from "../tag/tag.entity";
import { Case, CaseStatus } from "./case.entity";
import type {
  AddTemplateProcessesInput,
  CaseInput,
  CopyCaseInput,
  CaseListArgs,
  CaseProcessInput,
  UpdateCaseInput,
} from "./case.inputs";

export class CaseService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly corporations: CorporationService,
    private readonly templates: TemplateService,
  ) {}

  // ---- cases ----

  async list(viewer: Viewer, args: CaseListArgs): Promise<Page<Case>> {
    await assertValid(args);
    const query = scopeQuery(
      this.dataSource
        .getRepository(Case)
        .createQueryBuilder("case")
        .leftJoinAndSelect("case.tags", "tag"),
      viewer,
    );
    if (args.corporationId) {
      query.andWhere("case.corporationId = :corporationId", { corporationId: args.corporationId });
    }
    if (args.status) query.andWhere("case.status = :status", { status: args.status });
    if (args.year) query.andWhere("case.year = :year", { year: args.year });
    if (args.tagId) {
      query.andWhere("case.id IN (SELECT case_id FROM carbon_case_tag WHERE tag_id = :tagId)", {
        tagId: args.tagId,
      });
    }
    return paginate(query, args, ["case.name"]);
  }

  /** A corporation's cases, newest year first. */
  ofCorporation(viewer: Viewer, corporationId: number): Promise<Case[]> {
    return scopeQuery(
      this.dataSource
        .getRepository(Case)
        .createQueryBuilder("case")
        .leftJoinAndSelect("case.tags", "tag")
        .where("case.corporationId = :corporationId", { corporationId }),
      viewer,
    )
      .orderBy("case.year", "DESC")
      .addOrderBy("case.id", "DESC")
      .getMany();
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Case> {
    const found = await manager
      .getRepository(Case)
      .findOne({ where: { id }, relations: { tags: true } });
    if (!found || !canSeeCompany(viewer, found.companyId)) throw notFound("case");
    return found;
  }

  /**
   * Creates a case; a template's processes and sources are copied in as empty lines. Within a
   * caller's transaction when given its `manager`; `withoutTemplate` leaves the case empty
   * whatever the corporation's or industry's default template (a case the caller fills itself).
   */
  async create(
    viewer: Viewer,
    input: CaseInput,
    options: { manager?: EntityManager; withoutTemplate?: boolean } = {},
  ): Promise<Case> {
    await assertValid(input);
    const work = async (manager: EntityManager) => {
      const corporation = await this.corporations.get(viewer, input.corporationId, manager);
      // The company's configuration decides what the input leaves open: the GWP set, and the
      // period (its fiscal year) when neither end is given.
      const defaults = await companyDefaults(manager, corporation.companyId);
      const fiscal =
        input.periodStart || input.periodEnd
          ? null
          : fiscalPeriod(input.year, defaults.fiscalYearStartMonth);
      const { periodStart, periodEnd } = period(
        input.year,
        input.periodStart ?? fiscal?.start,
        input.periodEnd ?? fiscal?.end,
      );
      const industryDefault = options.withoutTemplate
        ? null
        : await this.templates.industryDefault(corporation.industryId, manager);
      const templateId = options.withoutTemplate
        ? null
        : (input.templateId ?? corporation.templateId ?? industryDefault?.templateId ?? null);
      const created = await manager.save(Case, {
        companyId: corporation.companyId,
        corporationId: corporation.id,
        name: input.name.trim(),
        year: input.year,
        periodStart,
        periodEnd,
        templateId,
        gwpSet: gwpSetOf(input.gwpSet) ?? defaults.defaultGwpSet,
        boundary: input.boundary,
        status: CaseStatus.InProgress,
        calculationCount: 0,
        outputAmount: input.outputAmount ?? null,
        outputUnit: input.outputUnit?.trim() || null,
        revenue: input.revenue ?? null,
        revenueUnit: input.revenueUnit?.trim() || null,
        remark: input.remark?.trim() || null,
        tags: await this.tagsOf(viewer, corporation.companyId, input.tagIds ?? [], manager),
      });
      if (templateId) await this.copyTemplate(viewer, manager, created, templateId);
      return this.get(viewer, created.id, manager);
    };
    return options.manager ? work(options.manager) : this.dataSource.transaction(work);
  }

  async update(viewer: Viewer, input: UpdateCaseInput): Promise<Case> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const found = await this.get(viewer, input.id, manager);
      const before = { ...found };
      const year = input.year ?? found.year;
      const { periodStart, periodEnd } = period(
        year,
        input.periodStart ?? (input.year ? undefined : found.periodStart),
        input.periodEnd ?? (input.year ? undefined : found.periodEnd),
      );
      Object.assign(found, {
        name: input.name?.trim() ?? found.name,
        year,
        periodStart,
        periodEnd,
        gwpSet: gwpSetOf(input.gwpSet) ?? found.gwpSet,
        boundary: input.boundary ?? found.boundary,
      });
      if (input.outputAmount !== undefined) found.outputAmount = input.outputAmount;
      if (input.outputUnit !== undefined) found.outputUnit = input.outputUnit?.trim() || null;
      if (input.revenue !== undefined) found.revenue = input.revenue;
      if (input.revenueUnit !== undefined) found.revenueUnit = input.revenueUnit?.trim() || null;
      if (input.remark !== undefined) found.remark = input.remark?.trim() || null;
      if (input.tagIds)
        found.tags = await this.tagsOf(viewer, found.companyId, input.tagIds, manager);
      if (
        input.gwpSet ||
        input.year ||
        input.outputAmount !== undefined ||
        input.revenue !== undefined
      ) {
        found.status = CaseStatus.InProgress;
      }
      const figuresChanged = FIGURE_SETTINGS.some((key) => found[key] !== before[key]);
      await manager.save(found);
      if (figuresChanged) await this.markChanged(manager, found.id);
      return this.get(viewer, found.id, manager);
    });
  }

  async delete(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.get(viewer, id, manager);
      await manager.delete(Case, found.id);
      await this.corporations.refreshReportDate(manager, found.corporationId);
      return true;
    });
  }

  /**
   * A new case for another period from an existing one, in one transaction: the source's
   * settings, tags, processes and lines with their factors. Amounts (and the period's measured
   * values: NCV, carbon content, oxidation, covered quantities, output and revenue) are copied
   * only when asked; evidence never is, since last period's invoices do not back this period's
   * figures. A corporation that already has a case overlapping the period gets another only
   * with `allowSamePeriod`.
   */
  async copy(viewer: Viewer, input: CopyCaseInput): Promise<Case> {
    await assertValid(input);
    const { periodStart, periodEnd } = period(input.year, input.periodStart, input.periodEnd);
    return this.dataSource.transaction(async (manager) => {
      const source = await this.get(viewer, input.sourceCaseId, manager);
      const corporation = await this.corporations.get(
        viewer,
        input.corporationId ?? source.corporationId,
        manager,
      );
      if (corporation.companyId !== source.companyId) throw notFound("corporation");
      if (!input.allowSamePeriod) {
        const taken = await this.samePeriod(manager, corporation.id, periodStart, periodEnd);
        if (taken.length > 0) {
          throw conflict("casePeriodTaken", {
            corporation: corporation.name,
            names: taken.map((item) => item.name).join(", "),
          });
        }
      }
      const amounts = input.copyAmounts;
      const created = await manager.save(Case, {
        companyId: source.companyId,
        corporationId: corporation.id,
        name: input.name.trim(),
        year: input.year,
        periodStart,
        periodEnd,
        templateId: source.templateId,
        gwpSet: source.gwpSet,
        boundary: source.boundary,
        status: CaseStatus.InProgress,
        calculationCount: 0,
        outputAmount: amounts ? source.outputAmount : null,
        outputUnit: source.outputUnit,
        revenue: amounts ? source.revenue : null,
        revenueUnit: source.revenueUnit,
        remark: null,
        tags: source.tags ?? [],
      });
      const processes = await manager.find(CaseProcess, {
        where: { caseId: source.id },
        order: { sort: "ASC", id: "ASC" },
      });
      const lines = await manager.find(ActivityLine, {
        where: { caseId: source.id },
        order: { sort: "ASC", id: "ASC" },
      });
      for (const process of processes) {
        const copied = await manager.save(CaseProcess, {
          ...without(process, ["id", "case"]),
          caseId: created.id,
        });
        const own = lines.filter((line) => line.processId === process.id);
        if (own.length === 0) continue;
        await manager.insert(
          ActivityLine,
          own.map((line) => copyLine(line, created.id, copied.id, amounts)),
        );
      }
      return this.get(viewer, created.id, manager);
    });
  }

  /** A corporation's cases whose period overlaps the one given. */
  samePeriod(
    manager: EntityManager,
    corporationId: number,
    periodStart: string,
    periodEnd: string,
  ): Promise<Case[]> {
    return manager
      .getRepository(Case)
      .createQueryBuilder("case")
      .where("case.corporationId = :corporationId", { corporationId })
      .andWhere("case.periodStart <= :periodEnd AND case.periodEnd >= :periodStart", {
        periodStart,
        periodEnd,
      })
      .orderBy("case.id", "ASC")
      .getMany();
  }

  // ---- processes ----

  async processes(viewer: Viewer, caseId: number): Promise<CaseProcess[]> {
    await this.get(viewer, caseId);
    return scopeQuery(
      this.dataSource
        .getRepository(CaseProcess)
        .createQueryBuilder("process")
        .where("process.caseId = :caseId", { caseId }),
      viewer,
    )
      .orderBy("process.scope", "ASC")
      .addOrderBy("process.sort", "ASC")
      .addOrderBy("process.id", "ASC")
      .getMany();
  }

  /** Adds a process to a case, within a caller's transaction when given its `manager`. */
  async addProcess(
    viewer: Viewer,
    input: CaseProcessInput,
    outer?: EntityManager,
  ): Promise<CaseProcess> {
    await assertValid(input);
    const work = async (manager: EntityManager) => {
      const target = await this.get(viewer, input.caseId, manager);
      const process = await manager.save(CaseProcess, {
        companyId: target.companyId,
        caseId: target.id,
        name: input.name.trim(),
        nameEn: input.nameEn?.trim() ?? "",
        scope: input.scope,
        isoCategory: input.isoCategory,
        scope3Category: input.scope === 3 ? (input.scope3Category ?? null) : null,
        deducted: input.deducted,
        templateProcessId: null,
        sort: await this.nextSort(manager, "case_process", "case_id", target.id),
      });
      await this.markChanged(manager, target.id);
      return process;
    };
    return outer ? work(outer) : this.dataSource.transaction(work);
  }

  /** Deletes a process with its lines. */
  async deleteProcess(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const process = await this.process(viewer, id, manager);
      await manager.delete(CaseProcess, process.id);
      await this.markChanged(manager, process.caseId);
      return true;
    });
  }

  /** Copies a template's processes (all, or the ones chosen) into a case. */
  async addTemplateProcesses(
    viewer: Viewer,
    input: AddTemplateProcessesInput,
  ): Promise<CaseProcess[]> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.get(viewer, input.caseId, manager);
      const created = await this.copyTemplate(
        viewer,
        manager,
        target,
        input.templateId,
        input.processIds,
      );
      await this.markChanged(manager, target.id);
      return created;
    });
  }

  // ---- helpers ----

  /** A process of the case the caller names: line operations all name the case. */
  async processOfCase(
    viewer: Viewer,
    caseId: number,
    processId: number,
    manager: EntityManager,
  ): Promise<CaseProcess> {
    const target = await this.get(viewer, caseId, manager);
    const process = await this.process(viewer, processId, manager);
    if (process.caseId !== target.id) {
      throw badInput("processId", "processNotInCase", { id: processId });
    }
    return process;
  }

  async process(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CaseProcess> {
    const process = await manager.findOneBy(CaseProcess, { id });
    if (!process || !canSeeCompany(viewer, process.companyId)) throw notFound("caseProcess");
    return process;
  }

  /**
   * Results no longer match the inputs: the case is in progress until calculated again, and its
   * data changed now. The time is the statement's, not the transaction's: a change that waited
   * for a calculation holding the case reads as later than that calculation's run.
   */
  async markChanged(manager: EntityManager, caseId: number): Promise<void> {
    await manager.query(
      "UPDATE carbon_case SET status = $2, data_changed_at = clock_timestamp() WHERE id = $1",
      [caseId, CaseStatus.InProgress],
    );
  }

  /** Holds the case for a calculation: parallel ones run one after another. */
  async lockForCalculation(manager: EntityManager, caseId: number): Promise<void> {
    await manager.query("SELECT id FROM carbon_case WHERE id = $1 FOR UPDATE", [caseId]);
  }

  /** A successful run becomes the case's result: one more calculation, completed. */
  async recordRun(manager: EntityManager, caseId: number, runId: number): Promise<void> {
    await manager.query(
      `UPDATE carbon_case SET calculation_count = calculation_count + 1, status = $2, latest_run_id = $3,
         updated_at = now() WHERE id = $1`,
      [caseId, CaseStatus.Completed, runId],
    );
  }

  private async copyTemplate(
    viewer: Viewer,
    manager: EntityManager,
    target: Case,
    templateId: number,
    processIds?: number[],
  ): Promise<CaseProcess[]> {
    const model = await this.templates.get(viewer, templateId, manager);
    const chosen = (model.processes ?? []).filter(
      (process) => !processIds || processIds.includes(process.id),
    );
    let sort = await this.nextSort(manager, "case_process", "case_id", target.id);
    const created: CaseProcess[] = [];
    for (const template of chosen) {
      const process = await manager.save(CaseProcess, {
        companyId: target.companyId,
        caseId: target.id,
        name: template.name,
        nameEn: template.nameEn,
        scope: template.scope,
        isoCategory: template.isoCategory,
        scope3Category: template.scope3Category,
        deducted: template.deducted,
        templateProcessId: template.id,
        sort: sort++,
      });
      const sources = template.sources ?? [];
      if (sources.length > 0) {
        await manager.insert(
          ActivityLine,
          sources.map((source, index) => ({
            companyId: target.companyId,
            caseId: target.id,
            processId: process.id,
            name: source.name,
            amount: null,
            unitId: source.unitId,
            method: source.method,
            factorId: source.factorId,
            dataSourceType: 3,
            evidence: [],
            sourceId: source.id,
            sort: index,
          })),
        );
      }
      created.push(process);
    }
    return created;
  }

  private async tagsOf(
    viewer: Viewer,
    companyId: number,
    ids: number[],
    manager: EntityManager,
  ): Promise<Tag[]> {
    if (ids.length === 0) return [];
    const tags = await manager.findBy(Tag, { id: In(ids), companyId });
    if (tags.length !== new Set(ids).size || !canSeeCompany(viewer, companyId)) {
      throw notFound("tag");
    }
    return tags;
  }

  /**
   * The next free position among a case's processes or a process's lines. The parent row is
   * locked first, so parallel additions to one case or process take their positions one after
   * another within their transactions; a unique index backs the rule.
   */
  async nextSort(
    manager: EntityManager,
    table: "case_process" | "activity_line",
    column: "case_id" | "process_id",
    id: number,
  ): Promise<number> {
    const parent = table === "case_process" ? "carbon_case" : "case_process";
    await manager.query(`SELECT id FROM ${parent} WHERE id = $1 FOR UPDATE`, [id]);
    const rows: Array<{ next: number }> = await manager.query(
      `SELECT coalesce(max(sort) + 1, 0)::int AS next FROM ${table} WHERE ${column} = $1`,
      [id],
    );
    return rows[0]?.next ?? 0;
  }
}

/** The settings that enter a calculation's figures. */
const FIGURE_SETTINGS = [
  "year",
  "periodStart",
  "periodEnd",
  "gwpSet",
  "outputAmount",
  "outputUnit",
  "revenue",
  "revenueUnit",
] as const;

/**
 * The measured values of a period, copied with the amounts: a line's quantity, its measured NCV,
 * carbon content and oxidation, and the quantity a market instrument covers.
 */
const PERIOD_VALUES = [
  "amount",
  "ncv",
  "carbonContent",
  "oxidation",
  "marketCoveredAmount",
] as const satisfies ReadonlyArray<keyof ActivityLine>;

/** A line of a copied case: the same line in the new process, without evidence. */
function copyLine(
  line: ActivityLine,
  caseId: number,
  processId: number,
  amounts: boolean,
): Partial<ActivityLine> {
  const copied: Partial<ActivityLine> = {
    ...without(line, ["id", "createdAt", "updatedAt", "process"]),
    caseId,
    processId,
    evidence: [],
  };
  if (!amounts) {
    for (const key of PERIOD_VALUES) copied[key] = null;
    // A line entered by month stays one, its twelve months to fill.
    const months = copied as { monthAmounts?: Array<number | null> | null };
    if (Array.isArray(months.monthAmounts)) months.monthAmounts = Array(12).fill(null);
  }
  return copied;
}

/** A row's columns but the ones named (its id, timestamps and relations), for a copy. */
function without<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The period of a case: the calendar year unless both ends are given. */
function period(
  year: number,
  start: string | undefined,
  end: string | undefined,
): { periodStart: string; periodEnd: string } {
  const periodStart = start ?? `${year}-01-01`;
  const periodEnd = end ?? `${year}-12-31`;
  for (const [field, day] of [
    ["periodStart", periodStart],
    ["periodEnd", periodEnd],
  ] as const) {
    if (!isCalendarDay(day)) {
      throw badInput(field, "invalidFormat", {
        field,
        hint: `${day} is not a day of the calendar`,
      });
    }
  }
  if (periodEnd < periodStart) throw badInput("periodEnd", "periodOrder");
  return { periodStart, periodEnd };
}

/** "2024-02-30" has the shape of a date but is none. */
function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

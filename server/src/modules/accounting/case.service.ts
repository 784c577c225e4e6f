// Cases (inventories of a corporation for a period), their processes, activity lines and tags.
// Every change to a case's inputs marks it in progress again: its last result no longer holds.
import { type DataSource, type EntityManager, In } from "typeorm";
import { paginate, type Page } from "../../db/paging";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import type { BaseModelService } from "../base-model/base-model.service";
import type { FactorService } from "../factor/factor.service";
import { filesOfCompany, fileUrl } from "../file/file.service";
import { resolveGasCode } from "../../calc/ghg/gases";
import type { GasCode, GwpSet } from "../../calc/ghg/types";
import { gwpSetOf } from "../../lib/gwp-set";
import { unitById, UnitConversionError, UNITS } from "../../calc/units";
import type {
  AddCustomLineInput,
  AddLibraryLinesInput,
  AddProcessModelInput,
  CaseInput,
  CaseListArgs,
  CaseProcessInput,
  CustomFactorInput,
  LibraryLineInput,
  DeleteLinesInput,
  EvidenceInput,
  ProcessDataListArgs,
  ProcessDataPatch,
  RemoveTagInput,
  TagInput,
  UpdateCaseInput,
  UpdateProcessDataInput,
} from "./accounting.inputs";
import { CaseProcess } from "./case-process.entity";
import { Case, CaseStatus } from "./case.entity";
import type { CorporationService } from "./corporation.service";
import { type CustomFactor, ProcessData } from "./process-data.entity";
import { Tag } from "./tag.entity";

export class CaseService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly corporations: CorporationService,
    private readonly baseModels: BaseModelService,
    private readonly factors: FactorService,
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

  /** Creates a case; a template's processes and sources are copied in as empty lines. */
  async create(viewer: Viewer, input: CaseInput): Promise<Case> {
    await assertValid(input);
    const { periodStart, periodEnd } = period(input.year, input.periodStart, input.periodEnd);
    return this.dataSource.transaction(async (manager) => {
      const corporation = await this.corporations.get(viewer, input.corporationId, manager);
      const industryDefault = await this.baseModels.industryDefault(
        corporation.industryId,
        manager,
      );
      const baseModelId =
        input.baseModelId ?? corporation.baseModelId ?? industryDefault?.baseModelId ?? null;
      const created = await manager.save(Case, {
        companyId: corporation.companyId,
        corporationId: corporation.id,
        name: input.name.trim(),
        year: input.year,
        periodStart,
        periodEnd,
        baseModelId,
        gwpSet: gwpSetOf(input.gwpSet) as GwpSet,
        boundary: input.boundary,
        status: CaseStatus.InProgress,
        calcNums: 0,
        outputAmount: input.outputAmount ?? null,
        outputUnit: input.outputUnit?.trim() || null,
        revenue: input.revenue ?? null,
        revenueUnit: input.revenueUnit?.trim() || null,
        remark: input.remark?.trim() || null,
        tags: await this.tagsOf(viewer, corporation.companyId, input.tagIds ?? [], manager),
      });
      if (baseModelId) await this.copyTemplate(viewer, manager, created, baseModelId);
      return this.get(viewer, created.id, manager);
    });
  }

  async update(viewer: Viewer, input: UpdateCaseInput): Promise<Case> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const found = await this.get(viewer, input.id, manager);
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
      await manager.save(found);
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

  // ---- tags ----

  tags(viewer: Viewer): Promise<Tag[]> {
    return this.dataSource
      .getRepository(Tag)
      .find({ where: { companyId: viewer.companyId }, order: { name: "ASC" } });
  }

  /** Adds a tag to the company (or finds it by name) and puts it on a case when given. */
  async addTag(viewer: Viewer, input: TagInput): Promise<Tag> {
    await assertValid(input);
    const name = input.name.trim();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const target = input.caseId ? await this.get(viewer, input.caseId, manager) : null;
        const companyId = target?.companyId ?? viewer.companyId;
        const tag =
          (await manager.findOneBy(Tag, { companyId, name })) ??
          (await manager.save(Tag, { companyId, name }));
        if (target && !target.tags?.some((existing) => existing.id === tag.id)) {
          await manager.createQueryBuilder().relation(Case, "tags").of(target.id).add(tag.id);
        }
        return tag;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("tagNameTaken", { name });
      throw error;
    }
  }

  /** Takes a tag off one case, or deletes it from the company (and every case) without one. */
  async removeTag(viewer: Viewer, input: RemoveTagInput): Promise<boolean> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const tag = await manager.findOneBy(Tag, { id: input.id });
      if (!tag || !canSeeCompany(viewer, tag.companyId)) throw notFound("tag");
      if (input.caseId) {
        const target = await this.get(viewer, input.caseId, manager);
        await manager.createQueryBuilder().relation(Case, "tags").of(target.id).remove(tag.id);
      } else {
        await manager.query("DELETE FROM carbon_case_tag WHERE tag_id = $1", [tag.id]);
        await manager.delete(Tag, tag.id);
      }
      return true;
    });
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

  async addProcess(viewer: Viewer, input: CaseProcessInput): Promise<CaseProcess> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
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
        baseModelProcessId: null,
        sort: await this.nextSort(manager, "case_process", "case_id", target.id),
      });
      await this.markChanged(manager, target.id);
      return process;
    });
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
  async addProcessModel(viewer: Viewer, input: AddProcessModelInput): Promise<CaseProcess[]> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.get(viewer, input.caseId, manager);
      const created = await this.copyTemplate(
        viewer,
        manager,
        target,
        input.baseModelId,
        input.processIds,
      );
      await this.markChanged(manager, target.id);
      return created;
    });
  }

  // ---- activity lines ----

  async lines(viewer: Viewer, args: ProcessDataListArgs): Promise<Page<ProcessData>> {
    await assertValid(args);
    await this.get(viewer, args.caseId);
    const query = this.dataSource
      .getRepository(ProcessData)
      .createQueryBuilder("line")
      .where("line.caseId = :caseId", { caseId: args.caseId });
    if (args.processId) query.andWhere("line.processId = :processId", args);
    return paginate(query, args, ["line.name"], {
      column: "line.processId",
      thenBy: ["line.sort"],
    });
  }

  /**
   * One line per library factor, with its amount in a unit that converts to the factor's (the
   * factor's unit when none is given), named after the factor unless named.
   */
  async addLibraryLines(viewer: Viewer, input: AddLibraryLinesInput): Promise<ProcessData[]> {
    await assertValid(input);
    if (input.lines && input.factorIds) {
      throw badInput("factorIds", "invalidFormat", {
        field: "factorIds",
        hint: "give lines (with amounts) or factorIds, not both",
      });
    }
    const field = input.lines ? "lines" : "factorIds";
    const entries: LibraryLineInput[] =
      input.lines ?? (input.factorIds ?? []).map((factorId) => ({ factorId }));
    if (entries.length === 0) throw badInput("lines", "required", { field: "lines" });
    return this.dataSource.transaction(async (manager) => {
      const process = await this.processOfCase(viewer, input.caseId, input.processId, manager);
      const factorIds = entries.map((entry) => entry.factorId);
      const factors = await this.factors.usable(viewer, factorIds, manager);
      const missing = factorIds.find((id) => !factors.has(id));
      if (missing) throw notFound("factor");
      const retired = [...factors.values()].find((factor) => factor.retired);
      if (retired) throw badInput(field, "factorRetired", { code: retired.code });
      let sort = await this.nextSort(manager, "process_data", "process_id", process.id);
      const rows = entries.map((entry, index) => {
        const factor = factors.get(entry.factorId)!;
        const unitId = entry.unitId ?? factor.unitId;
        checkConvertible(`lines.${index}.unitId`, unitId, factor.unitId, factor.name);
        return manager.create(ProcessData, {
          companyId: process.companyId,
          caseId: process.caseId,
          processId: process.id,
          name: entry.name?.trim() || factor.name,
          amount: entry.amount ?? null,
          unitId,
          method: "factor",
          factorId: factor.id,
          dataSourceType: 3,
          evidence: [],
          month: entry.month ?? null,
          remark: entry.remark?.trim() || null,
          sort: sort++,
        });
      });
      const saved = await manager.save(rows);
      await this.markChanged(manager, process.caseId);
      return saved;
    });
  }

  /**
   * A line with a factor the user enters (supplier data, a measured value), or, with method
   * gas, the mass of a gas released (a refrigerant top-up, an SF6 leak), which needs no factor.
   */
  async addCustomLine(viewer: Viewer, input: AddCustomLineInput): Promise<ProcessData> {
    await assertValid(input);
    checkUnit("unitId", input.unitId);
    const gas = input.method === "gas" ? toGas("gas", input.gas ?? "") : null;
    if (gas) checkMass("unitId", input.unitId);
    const customFactor = gas || !input.factor ? null : toCustomFactor(input.factor, "factor");
    return this.dataSource.transaction(async (manager) => {
      const process = await this.processOfCase(viewer, input.caseId, input.processId, manager);
      const saved = await manager.save(ProcessData, {
        companyId: process.companyId,
        caseId: process.caseId,
        processId: process.id,
        name: input.name.trim(),
        amount: input.amount ?? null,
        unitId: input.unitId,
        method: input.method,
        gas,
        factorId: null,
        customFactor,
        dataSourceType: input.dataSourceType,
        evidence: [],
        month: input.month ?? null,
        remark: input.remark?.trim() || null,
        sort: await this.nextSort(manager, "process_data", "process_id", process.id),
      });
      await this.markChanged(manager, process.caseId);
      return saved;
    });
  }

  /** Applies every change or none; the changed lines are written by one statement. */
  async updateLines(viewer: Viewer, input: UpdateProcessDataInput): Promise<ProcessData[]> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.get(viewer, input.caseId, manager);
      const ids = input.lines.map((line) => line.id);
      const existing = await manager
        .getRepository(ProcessData)
        .findBy({ id: In(ids), caseId: target.id });
      const byId = new Map(existing.map((line) => [line.id, line]));
      const missing = ids.find((id) => !byId.has(id));
      if (missing) throw badInput("lines", "lineNotInCase", { id: missing });
      const factorIds = input.lines.flatMap((patch) =>
        [patch.factorId, patch.marketFactorId].filter((id): id is number => typeof id === "number"),
      );
      const factors = await this.factors.usable(viewer, factorIds, manager);
      const unknownFactor = factorIds.find((id) => !factors.has(id));
      if (unknownFactor) throw notFound("factor");
      // A retired factor stays on the lines that have it, but is not given to others.
      input.lines.forEach((patch, index) => {
        const line = byId.get(patch.id)!;
        for (const [key, current] of [
          ["factorId", line.factorId],
          ["marketFactorId", line.marketFactorId],
        ] as const) {
          const id = patch[key];
          const factor = typeof id === "number" ? factors.get(id) : undefined;
          if (factor?.retired && id !== current) {
            throw badInput(`lines.${index}.${key}`, "factorRetired", { code: factor.code });
          }
        }
      });
      await checkEvidence(manager, target.companyId, input.lines, byId);
      const changed = input.lines.map((patch, index) =>
        applyPatch(byId.get(patch.id)!, patch, `lines.${index}`),
      );
      await writeLines(manager, changed);
      await this.markChanged(manager, target.id);
      return manager.getRepository(ProcessData).find({
        where: { id: In(ids) },
        order: { processId: "ASC", sort: "ASC" },
      });
    });
  }

  async deleteLines(viewer: Viewer, input: DeleteLinesInput): Promise<number> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.get(viewer, input.caseId, manager);
      const result = await manager.delete(ProcessData, { id: In(input.ids), caseId: target.id });
      if ((result.affected ?? 0) !== new Set(input.ids).size) {
        const found = await manager.countBy(ProcessData, { id: In(input.ids) });
        if (found > 0) throw badInput("ids", "lineNotInCase", { id: input.ids.join(", ") });
      }
      await this.markChanged(manager, target.id);
      return result.affected ?? 0;
    });
  }

  /** Removes the lines nobody entered an amount for (template sources the site does not have). */
  async removeUnneededLines(viewer: Viewer, caseId: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.get(viewer, caseId, manager);
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(ProcessData)
        .where("case_id = :caseId AND (amount IS NULL OR amount = 0)", { caseId: target.id })
        .execute();
      await this.markChanged(manager, target.id);
      return result.affected ?? 0;
    });
  }

  /**
   * Gives lines their default factor: lines copied from a template get the template source's
   * factor; scope 2 lines in an energy unit get the industry's purchased electricity factor, or
   * heat factor for heat processes (GJ, MJ lines). Only lines without a factor, or every such
   * line with `overwrite`. Answers how many lines changed.
   */
  async applyDefaultFactors(viewer: Viewer, caseId: number, overwrite: boolean): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.get(viewer, caseId, manager);
      const rows: Array<{ affected: number }> = await manager.query(
        `WITH changed AS (
           UPDATE process_data line SET factor_id = source.factor_id, custom_factor = NULL,
             method = source.method, updated_at = now()
           FROM base_model_source source
           WHERE line.case_id = $1 AND line.source_id = source.id
             AND source.factor_id IS NOT NULL
             AND ($2 OR (line.factor_id IS NULL AND line.custom_factor IS NULL))
           RETURNING line.id)
         SELECT count(*)::int AS affected FROM changed`,
        [target.id, overwrite],
      );
      let affected = rows[0]?.affected ?? 0;
      const corporation = await this.corporations.get(viewer, target.corporationId, manager);
      const defaults = await this.baseModels.industryDefault(corporation.industryId, manager);
      if (defaults && (defaults.electricityFactorId || defaults.heatFactorId)) {
        const energyUnits = new Set(
          UNITS.filter((unit) => unit.dimension === "energy").map((unit) => unit.id),
        );
        const scope2 = await manager.findBy(CaseProcess, { caseId: target.id, scope: 2 });
        const templated: Array<{ id: number }> = await manager.query(
          `SELECT line.id FROM process_data line JOIN base_model_source source
             ON source.id = line.source_id AND source.factor_id IS NOT NULL
           WHERE line.case_id = $1`,
          [target.id],
        );
        const fromTemplate = new Set(templated.map((row) => row.id));
        const lines = await manager.findBy(ProcessData, {
          caseId: target.id,
          processId: In(scope2.map((process) => process.id).concat(0)),
        });
        const processOf = new Map(scope2.map((process) => [process.id, process]));
        const changed = lines.flatMap((line) => {
          if (!energyUnits.has(line.unitId) || fromTemplate.has(line.id)) return [];
          if (!overwrite && (line.factorId !== null || line.customFactor !== null)) return [];
          const process = processOf.get(line.processId)!;
          // Heat and steam processes take the heat factor; other energy is electricity.
          const isHeat = /热|蒸汽|heat|steam/i.test(
            `${process.name} ${process.nameEn} ${line.name}`,
          );
          const factorId = isHeat ? defaults.heatFactorId : defaults.electricityFactorId;
          if (!factorId || line.factorId === factorId) return [];
          line.factorId = factorId;
          line.customFactor = null;
          line.method = "factor";
          return [line];
        });
        await writeLines(manager, changed);
        affected += changed.length;
      }
      await this.markChanged(manager, target.id);
      return affected;
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

  /** Results no longer match the inputs: the case is in progress until calculated again. */
  async markChanged(manager: EntityManager, caseId: number): Promise<void> {
    await manager.update(Case, caseId, { status: CaseStatus.InProgress });
  }

  /** Holds the case for a calculation: parallel ones run one after another. */
  async lockForCalculation(manager: EntityManager, caseId: number): Promise<void> {
    await manager.query("SELECT id FROM carbon_case WHERE id = $1 FOR UPDATE", [caseId]);
  }

  /**
   * The lines a calculation reads, as plain rows in process and position order: hydrating
   * 10,000 entities costs more than the calculation itself.
   */
  linesForCalculation(manager: EntityManager, caseId: number): Promise<ProcessData[]> {
    return manager.query(
      `SELECT id, process_id AS "processId", name, amount, unit_id AS "unitId", method, gas,
         factor_id AS "factorId", custom_factor AS "customFactor", ncv,
         carbon_content AS "carbonContent", oxidation, market_factor_id AS "marketFactorId",
         market_custom_factor AS "marketCustomFactor", market_basis AS "marketBasis",
         market_covered_amount AS "marketCoveredAmount",
         market_covered_unit_id AS "marketCoveredUnitId"
       FROM process_data WHERE case_id = $1 ORDER BY process_id, sort, id`,
      [caseId],
    );
  }

  /** A successful run becomes the case's result: one more calculation, completed. */
  async recordRun(manager: EntityManager, caseId: number, runId: number): Promise<void> {
    await manager.query(
      `UPDATE carbon_case SET calc_nums = calc_nums + 1, status = $2, latest_run_id = $3,
         updated_at = now() WHERE id = $1`,
      [caseId, CaseStatus.Completed, runId],
    );
  }

  /**
   * Writes the lines a process-data workbook changed and adds the new ones after each process's
   * last line, in the workbook's row order (their `sort` holds the row number until then).
   */
  async saveImportedLines(
    manager: EntityManager,
    caseId: number,
    updates: ProcessData[],
    inserts: Array<Partial<ProcessData>>,
  ): Promise<void> {
    const next = new Map<number, number>();
    for (const line of inserts.sort((a, b) => a.sort! - b.sort!)) {
      const processId = line.processId!;
      const position =
        next.get(processId) ??
        (await this.nextSort(manager, "process_data", "process_id", processId));
      line.sort = position;
      next.set(processId, position + 1);
    }
    await writeLines(manager, updates);
    await insertLines(manager, inserts);
    if (updates.length + inserts.length > 0) await this.markChanged(manager, caseId);
  }

  private async copyTemplate(
    viewer: Viewer,
    manager: EntityManager,
    target: Case,
    baseModelId: number,
    processIds?: number[],
  ): Promise<CaseProcess[]> {
    const model = await this.baseModels.get(viewer, baseModelId, manager);
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
        baseModelProcessId: template.id,
        sort: sort++,
      });
      const sources = template.sources ?? [];
      if (sources.length > 0) {
        await manager.insert(
          ProcessData,
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
    table: "case_process" | "process_data",
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

export function checkUnit(field: string, unitId: number): void {
  try {
    unitById(unitId);
  } catch (error) {
    if (error instanceof UnitConversionError) {
      throw badInput(field, "lineUnknownUnit", { detail: error.message });
    }
    throw error;
  }
}

/** A line's amount must convert to its factor's unit (t to a per-kg factor, MWh to per-kWh). */
function checkConvertible(field: string, unitId: number, factorUnitId: number, factor: string) {
  checkUnit(field, unitId);
  const unit = unitById(unitId);
  const factorUnit = unitById(factorUnitId);
  if (unit.dimension !== factorUnit.dimension) {
    throw badInput(field, "lineUnitNotConvertible", {
      field,
      unit: `${unit.symbol} (${unit.dimension})`,
      factorUnit: `${factorUnit.symbol} (${factorUnit.dimension})`,
      factor,
    });
  }
}

/** Method gas weighs a mass released. */
function checkMass(field: string, unitId: number): void {
  const unit = unitById(unitId);
  if (unit.dimension !== "mass") {
    throw badInput(field, "lineUnitMismatch", {
      detail: `${unit.symbol} (${unit.dimension}) is not a mass: method gas takes the kg or t of gas released`,
    });
  }
}

/** A gas as the user spells it ("R-134a", "hfc-134a") as its catalogue code. */
export function toGas(field: string, text: string): GasCode {
  const code = resolveGasCode(text);
  if (!code) throw badInput(field, "lineUnknownGas", { detail: text || "(none)" });
  return code;
}

export function toCustomFactor(input: CustomFactorInput, field: string): CustomFactor {
  checkUnit(`${field}.unitId`, input.unitId);
  const gases = input.gases.map((gas, index) => ({
    gas: toGas(`${field}.gases.${index}.gas`, gas.gas),
    value: gas.value,
  }));
  const given = [input.ncv, input.carbonContent, input.oxidation].filter(
    (value) => value !== undefined && value !== null,
  ).length;
  if (given !== 0 && given !== 3) {
    throw badInput(`${field}.ncv`, "lineMissingCombustion", {
      detail: "give NCV, carbon content and oxidation together",
    });
  }
  return {
    name: input.name.trim(),
    unitId: input.unitId,
    gases,
    source: input.source.trim(),
    ncv: input.ncv ?? null,
    carbonContent: input.carbonContent ?? null,
    oxidation: input.oxidation ?? null,
  };
}

/**
 * Evidence is an uploaded file of the line's company or a link: a file id of another company
 * reads as a file that does not exist, as every row of another tenant does.
 */
async function checkEvidence(
  manager: EntityManager,
  companyId: number,
  patches: readonly ProcessDataPatch[],
  lines: ReadonlyMap<number, ProcessData>,
): Promise<void> {
  const fileIds = patches.flatMap((patch) =>
    (patch.evidence ?? []).flatMap((item) => evidenceFileId(item) ?? []),
  );
  const files = await filesOfCompany(manager, companyId, fileIds);
  patches.forEach((patch, index) => {
    const line = patch.name?.trim() || lines.get(patch.id)!.name;
    (patch.evidence ?? []).forEach((item, position) => {
      const field = `lines.${index}.evidence.${position}`;
      const fileId = evidenceFileId(item);
      if (fileId && !files.has(fileId)) {
        throw badInput(`${field}.fileId`, "evidenceFileUnknown", { name: item.name, line });
      }
      if (!fileId && !item.url?.trim()) {
        throw badInput(`${field}.url`, "evidenceNeedsFileOrUrl", { name: item.name, line });
      }
    });
  });
}

/** Legacy bodies arrive unvalidated: an id of any type is read as text. */
const evidenceFileId = (item: EvidenceInput): string | null =>
  item.fileId ? String(item.fileId).toLowerCase() : null;

function applyPatch(line: ProcessData, patch: ProcessDataPatch, field: string): ProcessData {
  if (patch.name !== undefined && patch.name !== null) line.name = patch.name.trim();
  if (patch.amount !== undefined) line.amount = patch.amount;
  if (patch.unitId !== undefined && patch.unitId !== null) {
    checkUnit(`${field}.unitId`, patch.unitId);
    line.unitId = patch.unitId;
  }
  if (patch.method) line.method = patch.method;
  if (patch.gas !== undefined) {
    line.gas =
      patch.gas === null || patch.gas.trim() === "" ? null : toGas(`${field}.gas`, patch.gas);
  }
  if (patch.factorId !== undefined) {
    line.factorId = patch.factorId;
    if (patch.factorId !== null) line.customFactor = null;
  }
  if (patch.customFactor !== undefined) {
    line.customFactor = patch.customFactor
      ? toCustomFactor(patch.customFactor, `${field}.customFactor`)
      : null;
    if (line.customFactor) line.factorId = null;
  }
  if (patch.ncv !== undefined) line.ncv = patch.ncv;
  if (patch.carbonContent !== undefined) line.carbonContent = patch.carbonContent;
  if (patch.oxidation !== undefined) line.oxidation = patch.oxidation;
  if (patch.marketFactorId !== undefined) {
    line.marketFactorId = patch.marketFactorId;
    if (patch.marketFactorId !== null) line.marketCustomFactor = null;
  }
  if (patch.marketCustomFactor !== undefined) {
    line.marketCustomFactor = patch.marketCustomFactor
      ? toCustomFactor(patch.marketCustomFactor, `${field}.marketCustomFactor`)
      : null;
    if (line.marketCustomFactor) line.marketFactorId = null;
  }
  if (patch.marketBasis !== undefined) line.marketBasis = patch.marketBasis;
  if (patch.marketCoveredAmount !== undefined) {
    line.marketCoveredAmount = patch.marketCoveredAmount;
  }
  if (patch.marketCoveredUnitId !== undefined) {
    if (patch.marketCoveredUnitId !== null) {
      checkUnit(`${field}.marketCoveredUnitId`, patch.marketCoveredUnitId);
    }
    line.marketCoveredUnitId = patch.marketCoveredUnitId;
  }
  if (patch.dataSourceType !== undefined && patch.dataSourceType !== null) {
    line.dataSourceType = patch.dataSourceType;
  }
  if (patch.evidence !== undefined && patch.evidence !== null) {
    line.evidence = patch.evidence.map((item) => {
      const fileId = evidenceFileId(item);
      return fileId
        ? { name: item.name, url: fileUrl(fileId), fileId }
        : { name: item.name, url: item.url! };
    });
  }
  if (patch.month !== undefined) line.month = patch.month;
  if (patch.remark !== undefined) line.remark = patch.remark?.trim() || null;
  return line;
}

/** Writes many lines with one UPDATE, whatever their number. */
export async function writeLines(manager: EntityManager, lines: ProcessData[]): Promise<void> {
  if (lines.length === 0) return;
  const payload = lines.map((line) => ({
    id: line.id,
    process_id: line.processId,
    name: line.name,
    amount: line.amount,
    unit_id: line.unitId,
    method: line.method,
    gas: line.gas,
    factor_id: line.factorId,
    custom_factor: line.customFactor,
    ncv: line.ncv,
    carbon_content: line.carbonContent,
    oxidation: line.oxidation,
    market_factor_id: line.marketFactorId,
    market_custom_factor: line.marketCustomFactor,
    market_basis: line.marketBasis,
    market_covered_amount: line.marketCoveredAmount,
    market_covered_unit_id: line.marketCoveredUnitId,
    data_source_type: line.dataSourceType,
    evidence: line.evidence,
    month: line.month,
    remark: line.remark,
  }));
  await manager.query(
    `UPDATE process_data AS line SET
       process_id = patch.process_id, name = patch.name, amount = patch.amount, unit_id = patch.unit_id, method = patch.method, gas = patch.gas,
       factor_id = patch.factor_id, custom_factor = patch.custom_factor, ncv = patch.ncv,
       carbon_content = patch.carbon_content, oxidation = patch.oxidation,
       market_factor_id = patch.market_factor_id, market_custom_factor = patch.market_custom_factor,
       market_basis = patch.market_basis, market_covered_amount = patch.market_covered_amount,
       market_covered_unit_id = patch.market_covered_unit_id, data_source_type = patch.data_source_type,
       evidence = patch.evidence, month = patch.month, remark = patch.remark, updated_at = now()
     FROM jsonb_to_recordset($1::jsonb) AS patch(
       id int, process_id int, name varchar, amount double precision, unit_id int, method varchar, gas varchar,
       factor_id int, custom_factor jsonb, ncv double precision, carbon_content double precision,
       oxidation double precision, market_factor_id int, market_custom_factor jsonb,
       market_basis varchar, market_covered_amount double precision, market_covered_unit_id int,
       data_source_type smallint, evidence jsonb, month smallint,
       remark text)
     WHERE line.id = patch.id`,
    [JSON.stringify(payload)],
  );
}

/** Inserts many new lines with one statement. */
export async function insertLines(
  manager: EntityManager,
  lines: ReadonlyArray<Partial<ProcessData>>,
): Promise<void> {
  if (lines.length === 0) return;
  const payload = lines.map((line) => ({
    company_id: line.companyId,
    case_id: line.caseId,
    process_id: line.processId,
    name: line.name,
    amount: line.amount ?? null,
    unit_id: line.unitId,
    method: line.method ?? "factor",
    gas: line.gas ?? null,
    factor_id: line.factorId ?? null,
    custom_factor: line.customFactor ?? null,
    data_source_type: line.dataSourceType ?? 3,
    evidence: line.evidence ?? [],
    month: line.month ?? null,
    remark: line.remark ?? null,
    sort: line.sort ?? 0,
  }));
  await manager.query(
    `INSERT INTO process_data (company_id, case_id, process_id, name, amount, unit_id, method,
       gas, factor_id, custom_factor, data_source_type, evidence, month, remark, sort)
     SELECT company_id, case_id, process_id, name, amount, unit_id, method, gas, factor_id,
       custom_factor, data_source_type, evidence, month, remark, sort
     FROM jsonb_to_recordset($1::jsonb) AS line(company_id int, case_id int, process_id int,
       name varchar, amount double precision, unit_id int, method varchar, gas varchar, factor_id int,
       custom_factor jsonb, data_source_type smallint, evidence jsonb, month smallint,
       remark text, sort int)`,
    [JSON.stringify(payload)],
  );
}

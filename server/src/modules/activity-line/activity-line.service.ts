// Activity lines of a case: library and custom lines, edits, deletion, default factors, and the
// lines a calculation reads or a workbook import writes. Each change marks the case changed
// through the case service, which owns the case.
import { type DataSource, type EntityManager, In } from "typeorm";
import { type Page, paginate } from "../../db/paging";
import { badInput, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { type Viewer } from "../auth/viewer";
import type { TemplateService } from "../template/template.service";
import type { FactorService } from "../factor/factor.service";
import { UNITS } from "../../calc/units";
import { CaseProcess } from "../case/case-process.entity";
import { CaseService } from "../case/case.service";
import { CorporationService } from "../corporation/corporation.service";
import { EmissionFactor } from "../factor/emission-factor.entity";
import { chooseGridFactor } from "../template/grid-factor-choice";
import { GRID_AVERAGE_PATTERN, isGridAverageCode } from "../../db/seed/factors/china-grid";
import {
  applyPatch,
  checkConvertible,
  checkEvidence,
  checkMass,
  checkUnit,
  toCustomFactor,
  toGas,
} from "./line-rules";
import { insertLines, writeLines } from "./line-writes";
import { ActivityLine } from "./activity-line.entity";
import {
  AddCustomLineInput,
  AddLibraryLinesInput,
  DeleteLinesInput,
  LibraryLineInput,
  ActivityLineListArgs,
  UpdateActivityLinesInput,
} from "./activity-line.inputs";

export class ActivityLineService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    private readonly corporations: CorporationService,
    private readonly templates: TemplateService,
    private readonly factors: FactorService,
  ) {}

  // ---- activity lines ----

  async lines(viewer: Viewer, args: ActivityLineListArgs): Promise<Page<ActivityLine>> {
    await assertValid(args);
    await this.cases.get(viewer, args.caseId);
    const query = this.dataSource
      .getRepository(ActivityLine)
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
  async addLibraryLines(
    viewer: Viewer,
    input: AddLibraryLinesInput,
    /** A caller's transaction to write in; the lines get their own otherwise. */
    outer?: EntityManager,
  ): Promise<ActivityLine[]> {
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
    const work = async (manager: EntityManager) => {
      const process = await this.cases.processOfCase(
        viewer,
        input.caseId,
        input.processId,
        manager,
      );
      const factorIds = entries.map((entry) => entry.factorId);
      const factors = await this.factors.usable(viewer, factorIds, manager);
      const missing = factorIds.find((id) => !factors.has(id));
      if (missing) throw notFound("factor");
      const retired = [...factors.values()].find((factor) => factor.retired);
      if (retired) throw badInput(field, "factorRetired", { code: retired.code });
      let sort = await this.cases.nextSort(manager, "activity_line", "process_id", process.id);
      const rows = entries.map((entry, index) => {
        const factor = factors.get(entry.factorId)!;
        const unitId = entry.unitId ?? factor.unitId;
        checkConvertible(`lines.${index}.unitId`, unitId, factor.unitId, factor.name);
        return manager.create(ActivityLine, {
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
      await this.cases.markChanged(manager, process.caseId);
      return saved;
    };
    return outer ? work(outer) : this.dataSource.transaction(work);
  }

  /**
   * A line with a factor the user enters (supplier data, a measured value), or, with method
   * gas, the mass of a gas released (a refrigerant top-up, an SF6 leak), which needs no factor.
   */
  async addCustomLine(viewer: Viewer, input: AddCustomLineInput): Promise<ActivityLine> {
    await assertValid(input);
    checkUnit("unitId", input.unitId);
    const gas = input.method === "gas" ? toGas("gas", input.gas ?? "") : null;
    if (gas) checkMass("unitId", input.unitId);
    const customFactor = gas || !input.factor ? null : toCustomFactor(input.factor, "factor");
    return this.dataSource.transaction(async (manager) => {
      const process = await this.cases.processOfCase(
        viewer,
        input.caseId,
        input.processId,
        manager,
      );
      const saved = await manager.save(ActivityLine, {
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
        sort: await this.cases.nextSort(manager, "activity_line", "process_id", process.id),
      });
      await this.cases.markChanged(manager, process.caseId);
      return saved;
    });
  }

  /** Applies every change or none; the changed lines are written by one statement. */
  async updateLines(viewer: Viewer, input: UpdateActivityLinesInput): Promise<ActivityLine[]> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.cases.get(viewer, input.caseId, manager);
      const ids = input.lines.map((line) => line.id);
      const existing = await manager
        .getRepository(ActivityLine)
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
      await this.cases.markChanged(manager, target.id);
      return manager.getRepository(ActivityLine).find({
        where: { id: In(ids) },
        order: { processId: "ASC", sort: "ASC" },
      });
    });
  }

  async deleteLines(viewer: Viewer, input: DeleteLinesInput): Promise<number> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.cases.get(viewer, input.caseId, manager);
      const result = await manager.delete(ActivityLine, { id: In(input.ids), caseId: target.id });
      if ((result.affected ?? 0) !== new Set(input.ids).size) {
        const found = await manager.countBy(ActivityLine, { id: In(input.ids) });
        if (found > 0) throw badInput("ids", "lineNotInCase", { id: input.ids.join(", ") });
      }
      await this.cases.markChanged(manager, target.id);
      return result.affected ?? 0;
    });
  }

  /** Removes the lines nobody entered an amount for (template sources the site does not have). */
  async removeUnneededLines(viewer: Viewer, caseId: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.cases.get(viewer, caseId, manager);
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(ActivityLine)
        .where("case_id = :caseId AND (amount IS NULL OR amount = 0)", { caseId: target.id })
        .execute();
      await this.cases.markChanged(manager, target.id);
      return result.affected ?? 0;
    });
  }

  /**
   * Gives lines their default factor: lines copied from a template get the template source's
   * factor; scope 2 lines in an energy unit get the industry's purchased electricity factor, or
   * heat factor for heat processes (GJ, MJ lines). Purchased electricity whose default is a
   * MEE/NBS grid average takes the one of the corporation's province, region or the nation for
   * the case's year (`chooseGridFactor`). Only lines without a factor, or every such line with
   * `overwrite`. Answers how many lines changed.
   */
  async applyDefaultFactors(viewer: Viewer, caseId: number, overwrite: boolean): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.cases.get(viewer, caseId, manager);
      const corporation = await this.corporations.get(viewer, target.corporationId, manager);
      const grid = await chooseGridFactor(manager, target.year, corporation.province);
      const templated: Array<{ id: number }> = await manager.query(
        `WITH changed AS (
           UPDATE activity_line line SET factor_id = source.factor_id, custom_factor = NULL,
             method = source.method, updated_at = now()
           FROM template_source source
           WHERE line.case_id = $1 AND line.source_id = source.id
             AND source.factor_id IS NOT NULL
             AND ($2 OR (line.factor_id IS NULL AND line.custom_factor IS NULL))
           RETURNING line.id)
         SELECT id FROM changed`,
        [target.id, overwrite],
      );
      const changedIds = new Set(templated.map((row) => row.id));
      if (grid) {
        // Scope 2 lines holding their template's grid average (just given, or as copied from
        // the template) take the one chosen for the case's province and year.
        const regridded: Array<{ id: number }> = await manager.query(
          `WITH changed AS (
             UPDATE activity_line line SET factor_id = $2, updated_at = now()
             FROM case_process process, emission_factor factor, template_source source
             WHERE line.case_id = $1 AND process.id = line.process_id AND process.scope = 2
               AND source.id = line.source_id AND factor.id = line.factor_id
               AND factor.company_id IS NULL AND factor.code ~ $3 AND line.factor_id <> $2
               AND (line.id = ANY($4) OR line.factor_id = source.factor_id)
             RETURNING line.id)
           SELECT id FROM changed`,
          [target.id, grid.factor.id, GRID_AVERAGE_PATTERN, [...changedIds]],
        );
        regridded.forEach((row) => changedIds.add(row.id));
      }
      let affected = changedIds.size;
      const defaults = await this.templates.industryDefault(corporation.industryId, manager);
      const industryElectricity = defaults?.electricityFactorId
        ? await manager.findOneBy(EmissionFactor, { id: defaults.electricityFactorId })
        : null;
      const electricityFactorId =
        grid && (!industryElectricity || isGridAverageCode(industryElectricity.code))
          ? grid.factor.id
          : (industryElectricity?.id ?? null);
      const heatFactorId = defaults?.heatFactorId ?? null;
      if (electricityFactorId || heatFactorId) {
        const energyUnits = new Set(
          UNITS.filter((unit) => unit.dimension === "energy").map((unit) => unit.id),
        );
        const scope2 = await manager.findBy(CaseProcess, { caseId: target.id, scope: 2 });
        const fromTemplate: Array<{ id: number }> = await manager.query(
          `SELECT line.id FROM activity_line line JOIN template_source source
             ON source.id = line.source_id AND source.factor_id IS NOT NULL
           WHERE line.case_id = $1`,
          [target.id],
        );
        const skip = new Set(fromTemplate.map((row) => row.id));
        const lines = await manager.findBy(ActivityLine, {
          caseId: target.id,
          processId: In(scope2.map((process) => process.id).concat(0)),
        });
        const processOf = new Map(scope2.map((process) => [process.id, process]));
        const changed = lines.flatMap((line) => {
          if (!energyUnits.has(line.unitId) || skip.has(line.id)) return [];
          if (!overwrite && (line.factorId !== null || line.customFactor !== null)) return [];
          const process = processOf.get(line.processId)!;
          // Heat and steam processes take the heat factor; other energy is electricity.
          const isHeat = /热|蒸汽|heat|steam/i.test(
            `${process.name} ${process.nameEn} ${line.name}`,
          );
          const factorId = isHeat ? heatFactorId : electricityFactorId;
          if (!factorId || line.factorId === factorId) return [];
          line.factorId = factorId;
          line.customFactor = null;
          line.method = "factor";
          return [line];
        });
        await writeLines(manager, changed);
        affected += changed.length;
      }
      await this.cases.markChanged(manager, target.id);
      return affected;
    });
  }

  /**
   * The lines a calculation reads, as plain rows in process and position order: hydrating
   * 10,000 entities costs more than the calculation itself.
   */
  linesForCalculation(manager: EntityManager, caseId: number): Promise<ActivityLine[]> {
    return manager.query(
      `SELECT id, process_id AS "processId", name, amount, unit_id AS "unitId", method, gas,
         factor_id AS "factorId", custom_factor AS "customFactor", ncv,
         carbon_content AS "carbonContent", oxidation, market_factor_id AS "marketFactorId",
         market_custom_factor AS "marketCustomFactor", market_basis AS "marketBasis",
         market_covered_amount AS "marketCoveredAmount",
         market_covered_unit_id AS "marketCoveredUnitId", month, month_amounts AS "monthAmounts"
       FROM activity_line WHERE case_id = $1 ORDER BY process_id, sort, id`,
      [caseId],
    );
  }

  /**
   * Writes the lines an activity-line workbook changed and adds the new ones after each process's
   * last line, in the workbook's row order (their `sort` holds the row number until then).
   */
  async saveImportedLines(
    manager: EntityManager,
    caseId: number,
    updates: ActivityLine[],
    inserts: Array<Partial<ActivityLine>>,
  ): Promise<void> {
    const next = new Map<number, number>();
    for (const line of inserts.sort((a, b) => a.sort! - b.sort!)) {
      const processId = line.processId!;
      const position =
        next.get(processId) ??
        (await this.cases.nextSort(manager, "activity_line", "process_id", processId));
      line.sort = position;
      next.set(processId, position + 1);
    }
    await writeLines(manager, updates);
    await insertLines(manager, inserts);
    if (updates.length + inserts.length > 0) await this.cases.markChanged(manager, caseId);
  }
}

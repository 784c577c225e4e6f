// The panorama of a company: its saved charts, the home panorama's arrangement of them, and each
// chart's figures over the company's calculated cases (each case's latest succeeded run). The
// runs' totals of every case are read in one statement and serve all the charts of a request;
// only top sources by line read result lines, through the calculation service.
//
// Charts and the home belong to the viewer's own company: the operator's `sys` code does not
// widen them, since a panorama is a company's view of its own inventories.
import { In, type DataSource, type EntityManager } from "typeorm";
import type { CaseTotals } from "../../calc/ghg/types";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, DomainError, ErrorCode } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import type { CalculationRun } from "../calculation/calculation-run.entity";
import type { CalculationService } from "../calculation/calculation.service";
import { PanoramaChart } from "./panorama-chart.entity";
import {
  chartData,
  selectCases,
  type CaseFigures,
  type ChartData,
  type ChartDefinition,
  type LineSource,
} from "./panorama-data";
import { PanoramaHomeItem } from "./panorama-home.entity";
import { PanoramaShare } from "./panorama-share.entity";
import {
  KIND_RULES,
  PanoramaChartType,
  PanoramaDataKind,
  PanoramaGrouping,
  SourceLevel,
} from "./panorama.codes";
import {
  CreatePanoramaChartInput,
  PanoramaChartListArgs,
  PanoramaPreviewInput,
  SetPanoramaHomeInput,
  UpdatePanoramaChartInput,
} from "./panorama.inputs";
import type { PanoramaHome, PanoramaOptions } from "./panorama.types";

const chartNotFound = () => DomainError.of(ErrorCode.NotFound, "panoramaChartNotFound");

/** The definition fields of a chart, as stored: unused settings cleared, lists sorted. */
type Definition = Omit<ChartDefinition, "corporationIds" | "years" | "caseIds" | "scopes"> & {
  corporationIds: number[];
  years: number[];
  caseIds: number[];
  scopes: number[];
  topN: number | null;
  sourceLevel: SourceLevel | null;
  baseYear: number | null;
  targetYear: number | null;
  reductionPct: number | null;
  chartType: PanoramaChartType;
};

const sortedSet = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

interface CaseRow {
  caseId: number;
  caseName: string;
  year: number;
  corporationId: number;
  corporationName: string;
  baseYearCaseId: number | null;
  runId: number;
  totals: CaseTotals | string;
}

export class PanoramaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly calculations: CalculationService,
  ) {}

  // ---- figures ----

  /**
   * The company's calculated cases with their latest succeeded run's totals, in one statement.
   * The processes' roll-up is left in the database unless a chart of top sources needs it.
   */
  async calculatedCases(companyId: number, withProcesses = true): Promise<CaseFigures[]> {
    const rows = await this.dataSource.query<CaseRow[]>(
      `SELECT c.id AS "caseId", c.name AS "caseName", c.year, c.corporation_id AS "corporationId",
              co.name AS "corporationName", co.base_year_case_id AS "baseYearCaseId",
              r.id AS "runId",
              CASE WHEN $2 THEN r.totals ELSE r.totals - 'byProcess' END AS totals
         FROM carbon_case c
         JOIN corporation co ON co.id = c.corporation_id AND co.company_id = c.company_id
         JOIN calculation_run r ON r.id = c.latest_run_id AND r.case_id = c.id
        WHERE c.company_id = $1 AND r.status = 'succeeded' AND r.totals IS NOT NULL
        ORDER BY c.year, c.id`,
      [companyId, withProcesses],
    );
    return rows.map((row) => ({
      ...row,
      totals: typeof row.totals === "string" ? (JSON.parse(row.totals) as CaseTotals) : row.totals,
    }));
  }

  /** The figures of several charts over one read of the company's cases. */
  async figures(companyId: number, charts: readonly ChartDefinition[]): Promise<ChartData[]> {
    if (charts.length === 0) return [];
    const sources = charts.filter((chart) => chart.dataKind === PanoramaDataKind.topSources);
    const cases = await this.calculatedCases(companyId, sources.length > 0);
    const results: ChartData[] = [];
    for (const chart of charts) {
      const lines =
        chart.dataKind === PanoramaDataKind.topSources && chart.sourceLevel === SourceLevel.line
          ? await this.lineSources(selectCases(cases, chart))
          : [];
      results.push(chartData(cases, chart, lines));
    }
    return results;
  }

  /** The result lines of the cases' runs, as sources. */
  private async lineSources(cases: readonly CaseFigures[]): Promise<LineSource[]> {
    const sources: LineSource[] = [];
    for (const item of cases) {
      // allLines reads a run's stored lines by its id alone; the run is the case's latest.
      const lines = await this.calculations.allLines({ id: item.runId } as CalculationRun);
      for (const line of lines) {
        sources.push({
          caseId: item.caseId,
          processName: line.processName,
          name: line.name,
          scope: line.scope,
          co2eKg: line.co2eKg,
        });
      }
    }
    return sources;
  }

  /** A chart's figures before it is saved: the builder's live preview. */
  async preview(viewer: Viewer, input: PanoramaPreviewInput): Promise<ChartData> {
    const definition = await this.definition(viewer, input);
    const [data] = await this.figures(viewer.companyId, [definition]);
    return data;
  }

  /** What a chart can be built over: corporations and their calculated cases. */
  async options(viewer: Viewer): Promise<PanoramaOptions> {
    const rows = await this.dataSource.query<CaseRow[]>(
      `SELECT c.id AS "caseId", c.name AS "caseName", c.year, c.corporation_id AS "corporationId",
              co.name AS "corporationName", co.base_year_case_id AS "baseYearCaseId"
         FROM carbon_case c
         JOIN corporation co ON co.id = c.corporation_id AND co.company_id = c.company_id
         JOIN calculation_run r ON r.id = c.latest_run_id AND r.status = 'succeeded'
        WHERE c.company_id = $1
        ORDER BY co.name, c.year, c.name`,
      [viewer.companyId],
    );
    const corporations = new Map<number, PanoramaOptions["corporations"][number]>();
    for (const row of rows) {
      corporations.set(row.corporationId, {
        id: row.corporationId,
        name: row.corporationName,
        baseYearCaseId: row.baseYearCaseId,
      });
    }
    return {
      corporations: [...corporations.values()],
      cases: rows.map((row) => ({
        id: row.caseId,
        name: row.caseName,
        year: row.year,
        corporationId: row.corporationId,
      })),
    };
  }

  // ---- charts ----

  async list(viewer: Viewer, args: PanoramaChartListArgs): Promise<Page<PanoramaChart>> {
    await assertValid(args);
    const query = this.dataSource
      .getRepository(PanoramaChart)
      .createQueryBuilder("chart")
      .where("chart.companyId = :companyId", { companyId: viewer.companyId });
    return paginate(query, args, ["chart.name"], {
      column: "chart.updatedAt",
      order: SortOrder.DESC,
    });
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PanoramaChart> {
    const chart = await manager.findOneBy(PanoramaChart, { id, companyId: viewer.companyId });
    if (!chart) throw chartNotFound();
    return chart;
  }

  /** Which of the company's charts are on its home panorama. */
  async onHome(viewer: Viewer, chartIds: readonly number[]): Promise<Set<number>> {
    if (chartIds.length === 0) return new Set();
    const items = await this.dataSource.getRepository(PanoramaHomeItem).findBy({
      companyId: viewer.companyId,
      chartId: In([...chartIds]),
    });
    return new Set(items.map((item) => item.chartId));
  }

  async create(viewer: Viewer, input: CreatePanoramaChartInput): Promise<PanoramaChart> {
    await assertValid(input);
    const definition = await this.definition(viewer, input);
    const name = input.name.trim();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const chart = await manager.save(PanoramaChart, {
          ...definition,
          companyId: viewer.companyId,
          name,
          createdBy: viewer.userId,
        });
        if (input.addToHome) {
          const [{ next }] = await manager.query<Array<{ next: number }>>(
            `SELECT coalesce(max(position), 0)::int + 1 AS next
               FROM panorama_home_item WHERE company_id = $1`,
            [viewer.companyId],
          );
          await manager.save(PanoramaHomeItem, {
            companyId: viewer.companyId,
            chartId: chart.id,
            position: next,
            width: 6,
          });
        }
        return chart;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("panoramaChartNameTaken", { name });
      throw error;
    }
  }

  async update(viewer: Viewer, input: UpdatePanoramaChartInput): Promise<PanoramaChart> {
    await assertValid(input);
    const chart = await this.get(viewer, input.id);
    const definition = await this.definition(viewer, input);
    const name = input.name.trim();
    try {
      return await this.dataSource.manager.save(PanoramaChart, { ...chart, ...definition, name });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("panoramaChartNameTaken", { name });
      throw error;
    }
  }

  /** Deletes a chart: it leaves the home panorama, and its share links are revoked. */
  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const chart = await this.get(viewer, id, manager);
      await manager
        .createQueryBuilder()
        .update(PanoramaShare)
        .set({ revokedAt: () => "now()" })
        .where("chart_id = :id AND revoked_at IS NULL", { id: chart.id })
        .execute();
      await manager.delete(PanoramaChart, chart.id);
      return true;
    });
  }

  // ---- the home panorama ----

  /** The home panorama's charts in order, each with its figures. */
  async home(viewer: Viewer): Promise<PanoramaHome> {
    const items = await this.homeItems(viewer.companyId);
    const data = await this.figures(
      viewer.companyId,
      items.map((item) => item.chart!),
    );
    return {
      items: items.map((item, index) => ({
        chart: item.chart!,
        width: item.width,
        data: data[index],
      })),
    };
  }

  async homeItems(companyId: number): Promise<PanoramaHomeItem[]> {
    return this.dataSource.getRepository(PanoramaHomeItem).find({
      where: { companyId },
      relations: { chart: true },
      order: { position: "ASC", id: "ASC" },
    });
  }

  /** Replaces the home panorama's arrangement: these charts, in this order, at these widths. */
  async setHome(viewer: Viewer, input: SetPanoramaHomeInput): Promise<PanoramaHome> {
    await assertValid(input);
    const ids = input.items.map((item) => item.chartId);
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
    if (duplicate !== undefined) {
      throw badInput("items", "panoramaHomeDuplicate", { id: duplicate });
    }
    await this.dataSource.transaction(async (manager) => {
      const owned =
        ids.length === 0
          ? []
          : await manager.findBy(PanoramaChart, { id: In(ids), companyId: viewer.companyId });
      if (owned.length !== ids.length) throw chartNotFound();
      await manager.delete(PanoramaHomeItem, { companyId: viewer.companyId });
      if (input.items.length > 0) {
        await manager.insert(
          PanoramaHomeItem,
          input.items.map((item, index) => ({
            companyId: viewer.companyId,
            chartId: item.chartId,
            position: index + 1,
            width: item.width,
          })),
        );
      }
    });
    return this.home(viewer);
  }

  // ---- definitions ----

  /**
   * A definition checked against the kind's rules and the company's rows, with the settings
   * its kind does not use cleared: what is stored and computed.
   */
  async definition(viewer: Viewer, input: PanoramaPreviewInput): Promise<Definition> {
    await assertValid(input);
    const kind = input.dataKind;
    const rules = KIND_RULES[kind];
    if (!rules.groupings.includes(input.grouping)) {
      throw badInput("grouping", "panoramaGroupingUnfit", { kind, grouping: input.grouping });
    }
    if (!rules.chartTypes.includes(input.chartType)) {
      throw badInput("chartType", "panoramaChartTypeUnfit", { kind, chartType: input.chartType });
    }
    if (input.chartType === PanoramaChartType.pie && input.grouping !== PanoramaGrouping.none) {
      throw badInput("grouping", "panoramaPieGrouped");
    }
    const isTarget = kind === PanoramaDataKind.target;
    if (isTarget) {
      for (const field of ["baseYear", "targetYear", "reductionPct"] as const) {
        if (input[field] === null || input[field] === undefined) {
          throw badInput(field, "panoramaTargetRequired");
        }
      }
      if ((input.targetYear as number) <= (input.baseYear as number)) {
        throw badInput("targetYear", "panoramaTargetYears");
      }
    }
    const corporationIds = sortedSet(input.corporationIds ?? []);
    const caseIds = sortedSet(input.caseIds ?? []);
    await this.assertOwned(viewer, "corporation", "corporationIds", corporationIds);
    await this.assertOwned(viewer, "carbon_case", "caseIds", caseIds);
    const isSources = kind === PanoramaDataKind.topSources;
    return {
      dataKind: kind,
      grouping: input.grouping,
      chartType: input.chartType,
      corporationIds,
      years: sortedSet(input.years ?? []),
      caseIds,
      scopes: sortedSet(input.scopes ?? [1, 2, 3]),
      scope2Basis: input.scope2Basis,
      topN: isSources ? (input.topN ?? 10) : null,
      sourceLevel: isSources ? (input.sourceLevel ?? SourceLevel.process) : null,
      baseYear: isTarget ? (input.baseYear ?? null) : null,
      targetYear: isTarget ? (input.targetYear ?? null) : null,
      reductionPct: isTarget ? (input.reductionPct ?? null) : null,
    };
  }

  /** Every id names a row of the viewer's company, or the field is refused naming the first not. */
  private async assertOwned(
    viewer: Viewer,
    table: "corporation" | "carbon_case",
    field: string,
    ids: readonly number[],
  ): Promise<void> {
    if (ids.length === 0) return;
    const rows = await this.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM ${table} WHERE company_id = $1 AND id = ANY($2::int[])`,
      [viewer.companyId, ids],
    );
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) {
      const key = table === "corporation" ? "panoramaUnknownCorporation" : "panoramaUnknownCase";
      throw badInput(field, key, { id: missing });
    }
  }
}

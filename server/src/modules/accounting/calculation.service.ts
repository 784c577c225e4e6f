// Calculation runs: loads a case's lines with the factors they use, lets the inventory engine
// compute them, and stores the run with every line's factor copied in, so an old run still
// explains itself after the library changes. Also the two workbooks and the process-data import.
import { performance } from "node:perf_hooks";
import { gunzipSync, gzipSync } from "node:zlib";
import { type DataSource, type EntityManager, In } from "typeorm";
import { calculateCase, directGasFactor } from "../../calc/ghg";
import type {
  CalculationOutcome,
  EngineLine,
  FactorValues,
  GasCode,
  GwpSet,
  LineError,
  LineResult,
  MarketBasis,
  Scope,
} from "../../calc/ghg/types";
import type { Page } from "../../db/paging";
import { badInput, notFound } from "../../lib/errors";
import { translate, type MessageKey } from "../../lib/messages";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { EmissionFactor } from "../factor/emission-factor.entity";
import type { RejectedRow } from "../factor/factor-data";
import { unitById, UNITS } from "../../calc/units";
import type { DischargeLineArgs, ImportProcessDataInput } from "./accounting.inputs";
import { CalculationRun, DischargeLine } from "./calculation-run.entity";
import { CaseProcess } from "./case-process.entity";
import type { Case } from "./case.entity";
import type { CaseService } from "./case.service";
import { Corporation } from "./corporation.entity";
import type { CorporationService } from "./corporation.service";
import {
  parseProcessWorkbook,
  writeProcessWorkbook,
  writeResultWorkbook,
  type ProcessWorkbookLine,
  type ResultWorkbookLine,
  type WorkbookCase,
} from "./excel";
import { type CustomFactor, ProcessData } from "./process-data.entity";

const DECODED_RUNS_KEPT = 8;

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface GeneratedFile {
  filename: string;
  mimeType: string;
  content: Buffer;
}

export interface ProcessImportOutcome {
  added: number;
  changed: number;
  unchanged: number;
  rejected: RejectedRow[];
}

const REASON_KEYS: Record<string, MessageKey> = {
  MISSING_AMOUNT: "lineMissingAmount",
  MISSING_FACTOR: "lineMissingFactor",
  UNIT_MISMATCH: "lineUnitMismatch",
  UNKNOWN_UNIT: "lineUnknownUnit",
  MISSING_COMBUSTION_PARAMETERS: "lineMissingCombustion",
  INVALID_AMOUNT: "lineInvalidAmount",
  UNKNOWN_GAS: "lineUnknownGas",
  MISSING_MARKET_FACTOR: "lineMissingMarketFactor",
  NOT_FINITE: "lineNotFinite",
};

/** A line error in the caller's language. */
export function lineErrorMessage(
  error: LineError | (Omit<LineError, "reason"> & { reason: string }),
) {
  const key = REASON_KEYS[error.reason];
  const text = key ? translate(key, { detail: error.detail }) : error.detail;
  return `${error.processName} / ${error.name}: ${text}`;
}

export class CalculationService {
  /** Decoded result lines of recent runs, by run id (runs are immutable). */
  private readonly decodedRuns = new Map<number, DischargeLine[]>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    private readonly corporations: CorporationService,
  ) {}

  /**
   * Calculates a case. A case with a line that cannot be computed is not half-calculated: the
   * run is stored as failed with the offending lines, and the case keeps its last result.
   */
  async calculate(viewer: Viewer, caseId: number): Promise<CalculationRun> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.cases.get(viewer, caseId, manager);
      // Calculations of one case run one after another: each sees the lines as the one before
      // left them and takes the next run number.
      await this.cases.lockForCalculation(manager, target.id);
      const processes = await manager.findBy(CaseProcess, { caseId: target.id });
      const lines = await this.cases.linesForCalculation(manager, target.id);
      // Nothing to calculate is not a zero inventory: no run is recorded.
      if (lines.length === 0) throw badInput("caseId", "caseHasNoLines");
      const factorIds = lines.flatMap((line) =>
        [line.factorId, line.marketFactorId].filter((id): id is number => id !== null),
      );
      const factors = new Map(
        factorIds.length === 0
          ? []
          : (await manager.findBy(EmissionFactor, { id: In([...new Set(factorIds)]) })).map(
              (factor) => [factor.id, factor],
            ),
      );
      const { engineLines, blank } = toEngineLines(lines, processes, factors);
      const started = performance.now();
      // Blank lines are reported together with whatever else is wrong in the others.
      const computed = calculateCase({
        gwpSet: target.gwpSet,
        lines: engineLines,
        output:
          target.outputAmount && target.outputUnit
            ? { amount: target.outputAmount, unit: target.outputUnit }
            : null,
        revenue:
          target.revenue && target.revenueUnit
            ? { amount: target.revenue, unit: target.revenueUnit }
            : null,
      });
      const outcome: CalculationOutcome =
        blank.length === 0
          ? computed
          : { ok: false, gwpSet: target.gwpSet, errors: computed.ok ? [] : computed.errors };
      const engineMs = performance.now() - started;
      const runNo = await this.nextRunNo(manager, target.id);
      if (!outcome.ok) {
        const errors = [...blank, ...outcome.errors];
        return manager.save(CalculationRun, {
          companyId: target.companyId,
          caseId: target.id,
          runNo,
          gwpSet: target.gwpSet,
          status: "failed",
          lineCount: lines.length,
          totalKg: null,
          totalMarketKg: null,
          totals: null,
          errors,
          engineMs,
          createdBy: viewer.userId,
        });
      }
      const run = await manager.save(CalculationRun, {
        companyId: target.companyId,
        caseId: target.id,
        runNo,
        gwpSet: outcome.gwpSet,
        status: "succeeded",
        lineCount: lines.length,
        totalKg: outcome.totals.totalKg,
        totalMarketKg: outcome.totals.totalMarketKg,
        totals: outcome.totals,
        errors: null,
        engineMs,
        createdBy: viewer.userId,
      });
      const snapshots = new Map(engineLines.map((line) => [line.id, line]));
      const stored = dischargeLines(run.id, outcome.lines, snapshots, outcome.gwpSet);
      // Level 1: the trace compresses ~10x already; higher levels cost time for little.
      const blob = gzipSync(JSON.stringify(stored), { level: 1 });
      // As base64 text decoded in SQL: binary parameters are far slower through embedded PGlite.
      await manager.query(
        "UPDATE calculation_run SET result_lines = decode($2, 'base64') WHERE id = $1",
        [run.id, blob.toString("base64")],
      );
      this.decodedRuns.set(run.id, stored);
      await this.cases.recordRun(manager, target.id, run.id);
      await this.corporations.refreshReportDate(manager, target.corporationId);
      return run;
    });
  }

  /** The runs of a case, newest first. */
  async runs(viewer: Viewer, caseId: number): Promise<CalculationRun[]> {
    const target = await this.cases.get(viewer, caseId);
    return this.dataSource
      .getRepository(CalculationRun)
      .find({ where: { caseId: target.id }, order: { runNo: "DESC" } });
  }

  /** A run by id, or the latest successful run of a case. */
  async run(viewer: Viewer, args: { caseId?: number; runId?: number }): Promise<CalculationRun> {
    if (args.runId) {
      const run = await this.dataSource.getRepository(CalculationRun).findOneBy({ id: args.runId });
      if (!run || !canSeeCompany(viewer, run.companyId)) throw notFound("run");
      return run;
    }
    if (!args.caseId) throw badInput("caseId", "required", { field: "caseId" });
    const target = await this.cases.get(viewer, args.caseId);
    if (!target.latestRunId) throw badInput("caseId", "notCalculated");
    const run = await this.dataSource
      .getRepository(CalculationRun)
      .findOneBy({ id: target.latestRunId });
    if (!run) throw badInput("caseId", "notCalculated");
    return run;
  }

  async lines(viewer: Viewer, args: DischargeLineArgs): Promise<Page<DischargeLine>> {
    await assertValid(args);
    const run = await this.run(viewer, { runId: args.runId });
    const keyword = args.keyword?.trim().toLowerCase();
    const matching = (await this.allLines(run)).filter(
      (line) =>
        (!args.scope || line.scope === args.scope) &&
        (!args.processId || line.processId === args.processId) &&
        (!keyword ||
          line.name.toLowerCase().includes(keyword) ||
          line.processName.toLowerCase().includes(keyword)),
    );
    const start = (args.page - 1) * args.pageSize;
    return { items: matching.slice(start, start + args.pageSize), total: matching.length };
  }

  /** Every result line of a run. Runs never change, so decoded lines are kept for a while. */
  async allLines(run: CalculationRun): Promise<DischargeLine[]> {
    const cached = this.decodedRuns.get(run.id);
    if (cached) return cached;
    const rows: Array<{ lines: string | null }> = await this.dataSource.query(
      "SELECT encode(result_lines, 'base64') AS lines FROM calculation_run WHERE id = $1",
      [run.id],
    );
    const blob = rows[0]?.lines;
    const lines = blob
      ? (JSON.parse(gunzipSync(Buffer.from(blob, "base64")).toString("utf8")) as DischargeLine[])
      : [];
    this.decodedRuns.set(run.id, lines);
    if (this.decodedRuns.size > DECODED_RUNS_KEPT) {
      this.decodedRuns.delete(this.decodedRuns.keys().next().value as number);
    }
    return lines;
  }

  async exportResult(
    viewer: Viewer,
    args: { caseId?: number; runId?: number },
  ): Promise<GeneratedFile> {
    const run = await this.run(viewer, args);
    if (run.status !== "succeeded" || !run.totals) throw badInput("runId", "notCalculated");
    const target = await this.cases.get(viewer, run.caseId);
    const lines = await this.allLines(run);
    const content = await writeResultWorkbook({
      case: await this.workbookCase(target),
      runNo: run.runNo,
      calculatedAt: run.createdAt,
      totals: run.totals,
      language: currentLocale(),
      lines: lines.map((line): ResultWorkbookLine => ({
        processName: line.processName,
        name: line.name,
        scope: line.scope,
        isoCategory: line.isoCategory,
        scope3Category: line.scope3Category,
        deducted: line.deducted,
        amount: line.amount,
        unitSymbol: symbol(line.unitId),
        factor: line.factor,
        factorValues: describeValues(
          (line.factor as { gases?: Array<{ gas: string; value: number }> }).gases ?? [],
          line.factorUnitId,
        ),
        gases: line.gases,
        co2eKg: line.co2eKg,
        biogenicCo2Kg: line.biogenicCo2Kg,
        marketCo2eKg: line.market?.co2eKg ?? null,
        marketBasis: line.market?.basis ?? null,
        formula: line.formula,
      })),
    });
    return {
      filename: `${fileSafe(target.name)}-result-run${run.runNo}.xlsx`,
      mimeType: XLSX_MIME,
      content,
    };
  }

  async exportProcessData(viewer: Viewer, caseId: number): Promise<GeneratedFile> {
    const target = await this.cases.get(viewer, caseId);
    const processes = await this.dataSource.getRepository(CaseProcess).find({
      where: { caseId: target.id },
      order: { scope: "ASC", sort: "ASC", id: "ASC" },
    });
    const lines = await this.dataSource
      .getRepository(ProcessData)
      .find({ where: { caseId: target.id }, order: { sort: "ASC", id: "ASC" } });
    const factorIds = lines.map((line) => line.factorId).filter((id): id is number => id !== null);
    const factors = new Map(
      factorIds.length === 0
        ? []
        : (
            await this.dataSource
              .getRepository(EmissionFactor)
              .findBy({ id: In([...new Set(factorIds)]) })
          ).map((factor) => [factor.id, factor]),
    );
    const order = new Map(processes.map((process, index) => [process.id, index]));
    const byProcess = new Map(processes.map((process) => [process.id, process]));
    const rows = [...lines]
      .sort((a, b) => (order.get(a.processId) ?? 0) - (order.get(b.processId) ?? 0))
      .map((line): ProcessWorkbookLine => {
        const process = byProcess.get(line.processId)!;
        const factor = line.factorId ? factors.get(line.factorId) : undefined;
        const custom = line.customFactor;
        return {
          id: line.id,
          processName: process.name,
          scope: process.scope,
          name: line.name,
          amount: line.amount,
          unitSymbol: symbol(line.unitId),
          method: line.method,
          gas: line.method === "gas" ? line.gas : null,
          factorCode: factor?.code ?? null,
          factorName: factor?.name ?? custom?.name ?? null,
          factorValues: factor
            ? describeValues(factor.gases, factor.unitId)
            : custom
              ? describeValues(custom.gases, custom.unitId)
              : "",
          factorUnitSymbol: factor ? symbol(factor.unitId) : custom ? symbol(custom.unitId) : null,
          factorSource: factor?.source ?? custom?.source ?? null,
          dataSourceType: line.dataSourceType,
          month: line.month,
          remark: line.remark,
        };
      });
    const content = await writeProcessWorkbook({
      case: await this.workbookCase(target),
      lines: rows,
      language: currentLocale(),
    });
    return {
      filename: `${fileSafe(target.name)}-process-data.xlsx`,
      mimeType: XLSX_MIME,
      content,
    };
  }

  /**
   * Imports the process-data workbook: rows with an id update that line, rows without one add
   * a line. All or nothing: with any rejected row nothing is written, and every reason is told.
   */
  async importProcessData(
    viewer: Viewer,
    input: ImportProcessDataInput,
  ): Promise<ProcessImportOutcome> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.cases.get(viewer, input.caseId, manager);
      const processes = await manager.findBy(CaseProcess, { caseId: target.id });
      let parsed;
      try {
        parsed = await parseProcessWorkbook(Buffer.from(input.base64, "base64"), { processes });
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw badInput("base64", "fileUnreadable", { detail });
      }
      const rejected = [...parsed.rejected];
      const existing = new Map(
        (await manager.find(ProcessData, { where: { caseId: target.id } })).map((line) => [
          line.id,
          line,
        ]),
      );
      const codes = [
        ...new Set(parsed.rows.map((row) => row.factorCode).filter((c): c is string => !!c)),
      ];
      const factorByCode = await this.factorsByCode(manager, viewer, target.companyId, codes);
      const updates: ProcessData[] = [];
      const inserts: Array<Partial<ProcessData>> = [];
      let unchanged = 0;
      for (const row of parsed.rows) {
        const factor = row.factorCode ? factorByCode.get(row.factorCode) : undefined;
        if (row.factorCode && !factor) {
          rejected.push({
            row: row.row,
            key: row.name,
            reason: `factor code "${row.factorCode}" is not in the library`,
          });
          continue;
        }
        const current = row.id !== null ? existing.get(row.id) : undefined;
        if (factor?.retired && current?.factorId !== factor.id) {
          rejected.push({
            row: row.row,
            key: row.name,
            reason: translate("factorRetired", { code: factor.code }),
          });
          continue;
        }
        if (row.processId === 0 && current) {
          if (!row.processCandidates.includes(current.processId)) {
            rejected.push({
              row: row.row,
              key: row.name,
              reason: "the process name matches more than one process of this case",
            });
            continue;
          }
          row.processId = current.processId;
        }
        if (row.id !== null) {
          const line = existing.get(row.id);
          if (!line) {
            rejected.push({
              row: row.row,
              key: row.name,
              reason: `line id ${row.id} is not a line of this case`,
            });
            continue;
          }
          const next = {
            processId: row.processId,
            name: row.name,
            amount: row.amount,
            unitId: row.unitId,
            method: row.method,
            gas: row.method === "gas" ? row.gas : line.gas,
            factorId: factor ? factor.id : line.factorId,
            customFactor: factor ? null : line.customFactor,
            dataSourceType: row.dataSourceType,
            month: row.month,
            remark: row.remark,
          };
          const same = (Object.keys(next) as Array<keyof typeof next>).every(
            (key) => JSON.stringify(line[key]) === JSON.stringify(next[key]),
          );
          if (same) unchanged += 1;
          else updates.push(Object.assign(line, next));
        } else {
          inserts.push({
            companyId: target.companyId,
            caseId: target.id,
            processId: row.processId,
            name: row.name,
            amount: row.amount,
            unitId: row.unitId,
            method: row.method,
            gas: row.gas,
            factorId: factor?.id ?? null,
            customFactor: null,
            dataSourceType: row.dataSourceType,
            evidence: [],
            month: row.month,
            remark: row.remark,
            sort: row.row,
          });
        }
      }
      if (rejected.length > 0) {
        return {
          added: 0,
          changed: 0,
          unchanged: 0,
          rejected: rejected.sort((a, b) => a.row - b.row),
        };
      }
      await this.cases.saveImportedLines(manager, target.id, updates, inserts);
      return { added: inserts.length, changed: updates.length, unchanged, rejected: [] };
    });
  }

  private async factorsByCode(
    manager: EntityManager,
    viewer: Viewer,
    companyId: number,
    codes: string[],
  ): Promise<Map<string, EmissionFactor>> {
    if (codes.length === 0) return new Map();
    const rows = await manager.findBy(EmissionFactor, { code: In(codes) });
    const result = new Map<string, EmissionFactor>();
    // The company's own factor wins over a global one of the same code.
    for (const row of rows.sort(
      (a, b) => (a.companyId === null ? -1 : 1) - (b.companyId === null ? -1 : 1),
    )) {
      if (
        row.companyId === null ||
        (row.companyId === companyId && canSeeCompany(viewer, companyId))
      ) {
        result.set(row.code, row);
      }
    }
    return result;
  }

  private async workbookCase(target: Case): Promise<WorkbookCase> {
    const corporation = await this.dataSource
      .getRepository(Corporation)
      .findOneBy({ id: target.corporationId });
    return {
      corporationName: corporation?.name ?? "",
      caseName: target.name,
      year: target.year,
      periodStart: target.periodStart,
      periodEnd: target.periodEnd,
      gwpSet: target.gwpSet,
      boundary: target.boundary,
    };
  }

  private async nextRunNo(manager: EntityManager, caseId: number): Promise<number> {
    const rows: Array<{ next: number }> = await manager.query(
      "SELECT coalesce(max(run_no), 0)::int + 1 AS next FROM calculation_run WHERE case_id = $1",
      [caseId],
    );
    return rows[0]?.next ?? 1;
  }
}

/** The engine's view of the lines: factors resolved, line-level combustion values applied. */
export function toEngineLines(
  lines: readonly ProcessData[],
  processes: readonly CaseProcess[],
  factors: ReadonlyMap<number, EmissionFactor>,
): { engineLines: EngineLine[]; blank: LineError[] } {
  const byId = new Map(processes.map((process) => [process.id, process]));
  const blank: LineError[] = [];
  const engineLines: EngineLine[] = [];
  for (const line of lines) {
    const process = byId.get(line.processId)!;
    if (line.amount === null) {
      blank.push({
        lineId: line.id,
        name: line.name,
        processName: process.name,
        reason: "MISSING_AMOUNT",
        detail: "no activity amount entered",
      });
      continue;
    }
    const factor = factorValues(line.factorId, line.customFactor, factors);
    engineLines.push({
      id: line.id,
      name: line.name,
      processId: process.id,
      processName: process.name,
      scope: process.scope as Scope,
      isoCategory: process.isoCategory,
      scope3Category: process.scope3Category,
      deducted: process.deducted,
      amount: line.amount,
      unitId: line.unitId,
      method: line.method === "combustion" || line.method === "gas" ? line.method : "factor",
      gas: line.method === "gas" ? ((line.gas as GasCode | null) ?? null) : null,
      factor: factor && withMeasured(factor, line),
      marketFactor:
        process.scope === 2
          ? factorValues(line.marketFactorId, line.marketCustomFactor, factors)
          : null,
      marketBasis: (line.marketBasis as MarketBasis | null) ?? null,
      marketCovered:
        process.scope === 2 && line.marketCoveredAmount !== null
          ? {
              amount: line.marketCoveredAmount,
              unitId: line.marketCoveredUnitId ?? line.unitId,
            }
          : null,
    });
  }
  return { engineLines, blank };
}

function factorValues(
  id: number | null,
  custom: CustomFactor | null,
  factors: ReadonlyMap<number, EmissionFactor>,
): FactorValues | null {
  if (id !== null) {
    const factor = factors.get(id);
    if (!factor) return null;
    return {
      unitId: factor.unitId,
      gases: factor.gases,
      combustion: combustionOf(factor),
      ref: {
        id: factor.id,
        code: factor.code,
        name: factor.name,
        source: factor.source,
        year: factor.year,
        version: factor.version,
        region: factor.region,
        gwpBasis: factor.gwpBasis,
      },
    };
  }
  if (!custom) return null;
  return {
    unitId: custom.unitId,
    gases: custom.gases,
    combustion: combustionOf(custom),
    ref: {
      id: null,
      code: null,
      name: custom.name,
      source: custom.source,
      year: null,
      version: null,
      region: null,
      gwpBasis: null,
    },
  };
}

/** The combustion parameters of a factor that has all three. */
function combustionOf(values: {
  ncv: number | null;
  carbonContent: number | null;
  oxidation: number | null;
}): FactorValues["combustion"] {
  const { ncv, carbonContent, oxidation } = values;
  return ncv !== null && carbonContent !== null && oxidation !== null
    ? { ncv, carbonContent, oxidation }
    : null;
}

/** Measured NCV, carbon content or oxidation on the line replace the factor's defaults. */
function withMeasured(factor: FactorValues, line: ProcessData): FactorValues {
  if (line.ncv === null && line.carbonContent === null && line.oxidation === null) return factor;
  const base = factor.combustion;
  const ncv = line.ncv ?? base?.ncv;
  const carbonContent = line.carbonContent ?? base?.carbonContent;
  const oxidation = line.oxidation ?? base?.oxidation;
  return {
    ...factor,
    combustion:
      ncv !== undefined && carbonContent !== undefined && oxidation !== undefined
        ? { ncv, carbonContent, oxidation }
        : null,
  };
}

/** The result lines of a run, each with the factor it used, as the run stores them. */
function dischargeLines(
  runId: number,
  results: readonly LineResult[],
  engineLines: ReadonlyMap<number, EngineLine>,
  gwpSet: GwpSet,
): DischargeLine[] {
  return results.map((line, index) => {
    const input = engineLines.get(line.lineId)!;
    // Method gas uses no library factor: the run keeps the gas and GWP source it weighed by.
    const factor =
      input.method === "gas" ? directGasFactor(input.gas as GasCode, gwpSet) : input.factor!;
    return {
      id: index + 1,
      runId,
      processDataId: line.lineId,
      processId: line.processId,
      processName: line.processName,
      name: line.name,
      scope: line.scope,
      isoCategory: line.isoCategory,
      scope3Category: line.scope3Category,
      deducted: line.deducted,
      method: line.method,
      amount: line.amount,
      unitId: line.unitId,
      amountInFactorUnit: line.amountInFactorUnit,
      factorUnitId: line.factorUnitId,
      gases: line.gases,
      co2eKg: line.co2eKg,
      biogenicCo2Kg: line.biogenicCo2Kg,
      market: line.market,
      factor: {
        ...line.factor,
        unitId: factor.unitId,
        gases: [...factor.gases],
        ncv: factor.combustion?.ncv ?? null,
        carbonContent: factor.combustion?.carbonContent ?? null,
        oxidation: factor.combustion?.oxidation ?? null,
      },
      formula: line.formula,
    };
  });
}

function symbol(unitId: number): string {
  return UNITS.find((unit) => unit.id === unitId)?.symbol ?? String(unitId);
}

function describeValues(gases: ReadonlyArray<{ gas: string; value: number }>, unitId: number) {
  const unit = unitById(unitId).symbol;
  return gases.map((gas) => `${gas.gas} ${gas.value} kg/${unit}`).join("; ");
}

function fileSafe(name: string): string {
  return name.replace(/[\\/:*?"<>|\s]+/g, "_").slice(0, 80) || "case";
}

// Calculation runs: loads a case's lines with the factors they use, lets the inventory engine
// compute them, and stores the run with every line's factor copied in, so an old run still
// explains itself after the library changes.
import { performance } from "node:perf_hooks";
import { gunzipSync, gzipSync } from "node:zlib";
import { In, type DataSource, type EntityManager } from "typeorm";
import { calculateCase, directGasFactor } from "../../calc/ghg";
import type {
  CalculationOutcome,
  EngineActivityLine,
  GasCode,
  GwpSet,
  LineError,
  EngineResultLine,
} from "../../calc/ghg/types";
import type { Page } from "../../db/paging";
import { badInput, notFound } from "../../lib/errors";
import { translate, type MessageKey } from "../../lib/messages";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { EmissionFactor } from "../factor/emission-factor.entity";
import { CaseProcess } from "../case/case-process.entity";
import { CaseService } from "../case/case.service";
import { CorporationService } from "../corporation/corporation.service";
import { ActivityLineService } from "../activity-line/activity-line.service";
import { CalculationRun, ResultLine } from "./calculation-run.entity";
import { ResultLineArgs } from "./calculation.inputs";
import { toEngineActivityLines } from "./engine-lines";

const DECODED_RUNS_KEPT = 8;

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
  private readonly decodedRuns = new Map<number, ResultLine[]>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    private readonly activityLines: ActivityLineService,
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
      const lines = await this.activityLines.linesForCalculation(manager, target.id);
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
      const { engineLines, blank } = toEngineActivityLines(lines, processes, factors);
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
      const months = new Map(
        lines.map((line) => [
          line.id,
          { month: line.month ?? null, monthAmounts: line.monthAmounts ?? null },
        ]),
      );
      const stored = resultLines(run.id, outcome.lines, snapshots, outcome.gwpSet, months);
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

  async lines(viewer: Viewer, args: ResultLineArgs): Promise<Page<ResultLine>> {
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
  async allLines(run: CalculationRun): Promise<ResultLine[]> {
    const cached = this.decodedRuns.get(run.id);
    if (cached) return cached;
    const rows: Array<{ lines: string | null }> = await this.dataSource.query(
      "SELECT encode(result_lines, 'base64') AS lines FROM calculation_run WHERE id = $1",
      [run.id],
    );
    const blob = rows[0]?.lines;
    const lines = blob
      ? (JSON.parse(gunzipSync(Buffer.from(blob, "base64")).toString("utf8")) as ResultLine[])
      : [];
    this.decodedRuns.set(run.id, lines);
    if (this.decodedRuns.size > DECODED_RUNS_KEPT) {
      this.decodedRuns.delete(this.decodedRuns.keys().next().value as number);
    }
    return lines;
  }

  private async nextRunNo(manager: EntityManager, caseId: number): Promise<number> {
    const rows: Array<{ next: number }> = await manager.query(
      "SELECT coalesce(max(run_no), 0)::int + 1 AS next FROM calculation_run WHERE case_id = $1",
      [caseId],
    );
    return rows[0]?.next ?? 1;
  }
}

/**
 * The result lines of a run, each with the factor it used and the month its activity line was
 * entered for (the ledger's month), or the twelve monthly amounts of a line entered by month (the
 * ledger splits its emissions by them), as the run stores them.
 */
function resultLines(
  runId: number,
  results: readonly EngineResultLine[],
  engineLines: ReadonlyMap<number, EngineActivityLine>,
  gwpSet: GwpSet,
  months: ReadonlyMap<number, Pick<ResultLine, "month" | "monthAmounts">>,
): ResultLine[] {
  return results.map((line, index) => {
    const input = engineLines.get(line.lineId)!;
    // Method gas uses no library factor: the run keeps the gas and GWP source it weighed by.
    const factor =
      input.method === "gas" ? directGasFactor(input.gas as GasCode, gwpSet) : input.factor!;
    return {
      id: index + 1,
      runId,
      activityLineId: line.lineId,
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
      month: months.get(line.lineId)?.month ?? null,
      monthAmounts: months.get(line.lineId)?.monthAmounts ?? null,
    };
  });
}

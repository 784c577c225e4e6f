// The quick carbon calculator: a small footprint estimated from the global factor library with
// the inventory engine itself, so the estimate and the case made from it give the same figures;
// each figure names its factor, formula and source. Any signed-in user may estimate; turning an
// estimate into a case takes the permissions of creating a case and adding its lines, and is one
// transaction through the case and activity-line services. Every use is counted per user and
// minute before it is done: over the limit, it is refused and nothing is done.
import { In, IsNull, type DataSource, type EntityManager } from "typeorm";
import { calculateCase } from "../../calc/ghg/engine";
import { formulaIn } from "../../calc/ghg/formula-text";
import type { EngineActivityLine, GwpSet } from "../../calc/ghg/types";
import { UNITS, unitById } from "../../calc/units";
import type { Config } from "../../config";
import { badInput, DomainError, ErrorCode, forbidden } from "../../lib/errors";
import { gwpSetOf } from "../../lib/gwp-set";
import { translate } from "../../lib/messages";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { AddLibraryLinesInput, LibraryLineInput } from "../activity-line/activity-line.inputs";
import type { ActivityLineService } from "../activity-line/activity-line.service";
import { checkConvertible } from "../activity-line/line-rules";
import type { Viewer } from "../auth/viewer";
import { factorValues } from "../calculation/engine-lines";
import type { Case } from "../case/case.entity";
import { CaseInput, CaseProcessInput } from "../case/case.inputs";
import type { CaseService } from "../case/case.service";
import { EmissionFactor } from "../factor/emission-factor.entity";
import { PermissionCode } from "../permission/permission-codes";
import { chooseGridFactor } from "../template/grid-factor-choice";
import {
  CALCULATOR_KINDS,
  CALCULATOR_OPTIONS,
  CALCULATOR_PROCESSES,
  optionByKey,
  type CalculatorKind,
  type CalculatorOptionSpec,
} from "./calculator-catalog";
import type { CalculatorCaseInput, CalculatorEstimateInput } from "./calculator.inputs";
import type {
  CalculatorEstimate,
  CalculatorLineResult,
  CalculatorOption,
} from "./calculator.types";

/** The window the per-user limit counts in. */
const WINDOW_MS = 60_000;
/** Electricity is entered in kWh unless another unit is chosen. */
const KWH = 30;

/** A line of an estimate with its option and the factor it takes. */
interface ResolvedLine {
  spec: CalculatorOptionSpec;
  factor: EmissionFactor;
  amount: number;
  unitId: number;
  /** Electricity: the grid choice in words. */
  note: string | null;
}

export class CalculatorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    private readonly cases: CaseService,
    private readonly activityLines: ActivityLineService,
  ) {}

  /** What the calculator offers, each with its factor and the units an amount may be in. */
  async options(viewer: Viewer): Promise<CalculatorOption[]> {
    signedInFully(viewer);
    const factors = await this.libraryFactors(this.dataSource.manager, CALCULATOR_OPTIONS, false);
    return CALCULATOR_OPTIONS.flatMap((spec) => {
      const factor = spec.factorCode ? factors.get(spec.factorCode) : null;
      // A source whose factor the library no longer has is not offered.
      if (factor === undefined) return [];
      const unitId = factor?.unitId ?? KWH;
      return [
        {
          key: spec.key,
          kind: spec.kind,
          name: optionName(spec, factor),
          factor,
          defaultUnitId: unitId,
          unitIds: unitsLike(unitId),
        },
      ];
    });
  }

  /** An estimate: every line's figure with its factor, formula and source, and the total. */
  async estimate(viewer: Viewer, input: CalculatorEstimateInput): Promise<CalculatorEstimate> {
    signedInFully(viewer);
    await assertValid(input);
    await this.count(viewer);
    const resolved = await this.resolve(this.dataSource.manager, input);
    return computeEstimate(input, resolved);
  }

  /**
   * A new case of a corporation holding the estimate's lines: one process per kind of source
   * (its scope and categories from the catalogue), each line with its library factor, amount
   * and unit. All of it or nothing, in one transaction; no template is copied in.
   */
  async createCase(viewer: Viewer, input: CalculatorCaseInput): Promise<Case> {
    signedInFully(viewer);
    await assertValid(input);
    if (!viewer.permissions.has(PermissionCode.AccountingEdit)) {
      throw forbidden(
        "calculatorNeedsEdit",
        { code: PermissionCode.AccountingEdit },
        "MISSING_EDIT_PERMISSION",
      );
    }
    await this.count(viewer);
    return this.dataSource.transaction(async (manager) => {
      const resolved = await this.resolve(manager, input);
      // The figures must compute before anything is written.
      computeEstimate(input, resolved);
      const created = await this.cases.create(
        viewer,
        Object.assign(new CaseInput(), {
          corporationId: input.corporationId,
          name: input.name,
          year: input.year,
          gwpSet: input.gwpSet,
          boundary: "operational-control",
          remark: translate("calculatorLineRemark"),
        }),
        { manager, withoutTemplate: true },
      );
      const remark = translate("calculatorLineRemark");
      for (const kind of CALCULATOR_KINDS) {
        const lines = resolved.filter((line) => line.spec.kind === kind);
        if (lines.length === 0) continue;
        const spec = CALCULATOR_PROCESSES[kind];
        const process = await this.cases.addProcess(
          viewer,
          Object.assign(new CaseProcessInput(), {
            caseId: created.id,
            name: spec.name,
            nameEn: spec.nameEn,
            scope: spec.scope,
            isoCategory: spec.isoCategory,
            scope3Category: spec.scope3Category ?? undefined,
            deducted: false,
          }),
          manager,
        );
        await this.activityLines.addLibraryLines(
          viewer,
          Object.assign(new AddLibraryLinesInput(), {
            caseId: created.id,
            processId: process.id,
            lines: lines.map((line) =>
              Object.assign(new LibraryLineInput(), {
                factorId: line.factor.id,
                amount: line.amount,
                unitId: line.unitId,
                remark,
              }),
            ),
          }),
          manager,
        );
      }
      return this.cases.get(viewer, created.id, manager);
    });
  }

  /**
   * Counts one use of the user's and answers, or refuses it when the limit of the minute is
   * reached. One statement: parallel calls are counted one after another (ON CONFLICT takes the
   * row lock), so a flood never gets more than the limit through.
   */
  private async count(viewer: Viewer): Promise<void> {
    const limit = this.config.calculatorPerMinute;
    const now = new Date();
    const windowEnded = new Date(now.getTime() - WINDOW_MS);
    const counted = await this.dataSource.query<Array<{ calls: number }>>(
      `INSERT INTO calculator_usage (user_id, window_start, calls) VALUES ($1, $2, 1)
       ON CONFLICT (user_id) DO UPDATE SET
         calls = CASE WHEN calculator_usage.window_start <= $3 THEN 1
                      ELSE calculator_usage.calls + 1 END,
         window_start = CASE WHEN calculator_usage.window_start <= $3 THEN $2
                             ELSE calculator_usage.window_start END
       WHERE calculator_usage.calls < $4 OR calculator_usage.window_start <= $3
       RETURNING calls`,
      [viewer.userId, now, windowEnded, limit],
    );
    if (counted.length > 0) return;
    const [row] = await this.dataSource.query<Array<{ window_start: Date | string }>>(
      "SELECT window_start FROM calculator_usage WHERE user_id = $1",
      [viewer.userId],
    );
    const resetAt = new Date(row?.window_start ?? now).getTime() + WINDOW_MS;
    const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw DomainError.of(
      ErrorCode.Forbidden,
      "calculatorRateLimited",
      { limit, seconds },
      { reason: "RATE_LIMITED", retryAfterSeconds: seconds },
    );
  }

  /** Each line's option, factor and unit, checked; electricity takes the grid choice. */
  private async resolve(
    manager: EntityManager,
    input: CalculatorEstimateInput,
  ): Promise<ResolvedLine[]> {
    const specs = input.lines.map((line) => optionByKey(line.option)!);
    const factors = await this.libraryFactors(manager, specs, true);
    const grid = specs.some((spec) => spec.kind === "electricity")
      ? await chooseGridFactor(manager, input.year, input.province ?? null)
      : null;
    return input.lines.map((line, index) => {
      const spec = specs[index];
      const factor = spec.factorCode ? factors.get(spec.factorCode)! : grid?.factor;
      if (!factor) throw badInput(`lines.${index}.option`, "calculatorNoGridFactor");
      const unitId = line.unitId ?? (spec.kind === "electricity" ? KWH : factor.unitId);
      checkConvertible(
        `lines.${index}.unitId`,
        unitId,
        factor.unitId,
        currentLocale() === "en" ? factor.nameEn : factor.name,
      );
      return {
        spec,
        factor,
        amount: line.amount,
        unitId,
        note: spec.kind === "electricity" ? (grid?.note ?? null) : null,
      };
    });
  }

  /** The global library factors of the options, by code; `strict` refuses a missing one. */
  private async libraryFactors(
    manager: EntityManager,
    specs: readonly CalculatorOptionSpec[],
    strict: boolean,
  ): Promise<Map<string, EmissionFactor>> {
    const codes = [...new Set(specs.flatMap((spec) => (spec.factorCode ? [spec.factorCode] : [])))];
    const rows =
      codes.length === 0
        ? []
        : await manager.findBy(EmissionFactor, {
            code: In(codes),
            companyId: IsNull(),
            retired: false,
          });
    const found = new Map(rows.map((row) => [row.code, row]));
    const missing = strict ? codes.find((code) => !found.has(code)) : undefined;
    if (missing)
      throw DomainError.of(ErrorCode.NotFound, "calculatorFactorMissing", { code: missing });
    return found;
  }
}

/** The calculator asks for a session, as every route but the public ones (SPEC §2). */
function signedInFully(viewer: Viewer): void {
  if (viewer.mustChangePassword) {
    throw forbidden("passwordChangeRequired", {}, "PASSWORD_CHANGE_REQUIRED");
  }
}

/** The lines through the inventory engine: the same figures a case of them would get. */
function computeEstimate(
  input: CalculatorEstimateInput,
  resolved: readonly ResolvedLine[],
): CalculatorEstimate {
  const gwpSet = gwpSetOf(input.gwpSet) as GwpSet;
  const factors = new Map(resolved.map((line) => [line.factor.id, line.factor]));
  const engineLines: EngineActivityLine[] = resolved.map((line, index) => {
    const process = CALCULATOR_PROCESSES[line.spec.kind];
    return {
      id: index + 1,
      name: optionName(line.spec, line.factor),
      processId: CALCULATOR_KINDS.indexOf(line.spec.kind) + 1,
      processName: process.nameEn,
      scope: process.scope,
      isoCategory: process.isoCategory,
      scope3Category: process.scope3Category,
      deducted: false,
      amount: line.amount,
      unitId: line.unitId,
      method: "factor",
      gas: null,
      factor: factorValues(line.factor.id, null, factors),
      marketFactor: null,
      marketBasis: null,
      marketCovered: null,
    };
  });
  const outcome = calculateCase({ gwpSet, lines: engineLines, output: null, revenue: null });
  if (!outcome.ok) {
    const [error] = outcome.errors;
    throw badInput(`lines.${error.lineId - 1}.amount`, "invalidFormat", {
      field: `lines.${error.lineId - 1}.amount`,
      hint: error.detail,
    });
  }
  const language = currentLocale() === "en" ? "en" : "zh-CN";
  const lines: CalculatorLineResult[] = outcome.lines.map((result) => {
    const line = resolved[result.lineId - 1];
    return {
      option: line.spec.key,
      kind: line.spec.kind,
      name: optionName(line.spec, line.factor),
      amount: result.amount,
      unitId: result.unitId,
      amountInFactorUnit: result.amountInFactorUnit,
      factorUnitId: result.factorUnitId,
      co2eKg: result.co2eKg,
      factor: line.factor,
      formula: formulaIn(result.formula, language),
      note: line.note,
    };
  });
  const byKind = CALCULATOR_KINDS.flatMap((kind: CalculatorKind) => {
    const own = lines.filter((line) => line.kind === kind);
    return own.length === 0
      ? []
      : [
          {
            kind,
            co2eKg:
              outcome.totals.byProcess.find(
                (p) => p.processId === CALCULATOR_KINDS.indexOf(kind) + 1,
              )?.co2eKg ?? 0,
          },
        ];
  });
  return {
    year: input.year,
    province: input.province ?? null,
    gwpSet,
    totalKg: outcome.totals.totalKg,
    byKind,
    lines,
  };
}

/** An option's name in the reader's language: its factor's, or the electricity wording. */
function optionName(spec: CalculatorOptionSpec, factor: EmissionFactor | null): string {
  if (spec.kind === "electricity" || !factor) return translate("calculatorElectricity");
  return currentLocale() === "en" ? factor.nameEn || factor.name : factor.name;
}

/** Units published factors and bills use besides the selectable ones: MWh, GJ, 10⁴ Nm³. */
const BILLING_UNITS = new Set([31, 41, 22]);

/**
 * The units an amount may be entered in: the factor's, and the offered and billing units of its
 * dimension.
 */
function unitsLike(unitId: number): number[] {
  const dimension = unitById(unitId).dimension;
  return UNITS.filter(
    (unit) =>
      unit.dimension === dimension &&
      (unit.selectable || unit.id === unitId || BILLING_UNITS.has(unit.id)),
  ).map((unit) => unit.id);
}

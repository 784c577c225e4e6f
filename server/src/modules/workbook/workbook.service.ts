// The two workbooks of a case: a run's result and the activity lines (.xlsx), and the import of
// the activity-line workbook, all rows or none, every reason told with its row and column.
import { In, type DataSource, type EntityManager } from "typeorm";
import { badInput } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { EmissionFactor } from "../factor/emission-factor.entity";
import type { RejectedRow } from "../factor/factor-data";
import { gasByCodeOrNull } from "../../calc/ghg/gases";
import { factorNameIn, formulaIn } from "../../calc/ghg/formula-text";
import { unitById, UNITS } from "../../calc/units";
import { GeneratedFile, XLSX_MIME } from "../../lib/generated-file";
import { CalculationService } from "../calculation/calculation.service";
import { CaseProcess } from "../case/case-process.entity";
import { Case } from "../case/case.entity";
import { CaseService } from "../case/case.service";
import { Corporation } from "../corporation/corporation.entity";
import { ActivityLine } from "../activity-line/activity-line.entity";
import { ActivityLineService } from "../activity-line/activity-line.service";
import {
  parseProcessWorkbook,
  writeProcessWorkbook,
  writeResultWorkbook,
  type ProcessWorkbookLine,
  type ResultWorkbookLine,
  type WorkbookCase,
} from "./excel";
import { columnHeader } from "./excel/process-workbook";
import { regionName } from "./excel/region-names";
import { ImportActivityLinesInput } from "./workbook.inputs";

export interface ProcessImportOutcome {
  added: number;
  changed: number;
  unchanged: number;
  rejected: RejectedRow[];
}

export class WorkbookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    private readonly activityLines: ActivityLineService,
    private readonly calculations: CalculationService,
  ) {}

  async exportResult(
    viewer: Viewer,
    args: { caseId?: number; runId?: number },
  ): Promise<GeneratedFile> {
    const run = await this.calculations.run(viewer, args);
    if (run.status !== "succeeded" || !run.totals) throw badInput("runId", "notCalculated");
    const target = await this.cases.get(viewer, run.caseId);
    const lines = await this.calculations.allLines(run);
    const language = currentLocale();
    // English readers get the processes' and library factors' English names where they have one;
    // the figures are the run's, only the labels are looked up.
    const english = language === "en";
    const processNames = new Map<number, string>();
    const factorNames = new Map<number, string>();
    if (english) {
      const processIds = [...new Set(lines.map((line) => line.processId))];
      const factorIds = [
        ...new Set(lines.map((line) => line.factor.id).filter((id): id is number => !!id)),
      ];
      if (processIds.length > 0) {
        for (const process of await this.dataSource
          .getRepository(CaseProcess)
          .findBy({ id: In(processIds) })) {
          if (process.nameEn) processNames.set(process.id, process.nameEn);
        }
      }
      if (factorIds.length > 0) {
        for (const factor of await this.dataSource
          .getRepository(EmissionFactor)
          .findBy({ id: In(factorIds) })) {
          if (factor.nameEn) factorNames.set(factor.id, factor.nameEn);
        }
      }
    }
    const content = await writeResultWorkbook({
      case: await this.workbookCase(target),
      runNo: run.runNo,
      calculatedAt: run.createdAt,
      totals: run.totals,
      language,
      lines: lines.map((line): ResultWorkbookLine => ({
        processName: processNames.get(line.processId) ?? line.processName,
        name: line.name,
        scope: line.scope,
        isoCategory: line.isoCategory,
        scope3Category: line.scope3Category,
        deducted: line.deducted,
        amount: line.amount,
        unitSymbol: symbol(line.unitId),
        factor: {
          ...line.factor,
          name:
            (line.factor.id && factorNames.get(line.factor.id)) ||
            factorNameIn(line.factor.name, language),
          region: regionName(line.factor.region, language),
        },
        factorValues: describeValues(
          (line.factor as { gases?: Array<{ gas: string; value: number }> }).gases ?? [],
          line.factorUnitId,
        ),
        gases: line.gases,
        co2eKg: line.co2eKg,
        biogenicCo2Kg: line.biogenicCo2Kg,
        marketCo2eKg: line.market?.co2eKg ?? null,
        marketBasis: line.market?.basis ?? null,
        formula: formulaIn(line.formula, language),
      })),
    });
    return {
      filename: `${fileSafe(target.name)}-result-run${run.runNo}.xlsx`,
      mimeType: XLSX_MIME,
      content,
    };
  }

  async exportActivityLines(viewer: Viewer, caseId: number): Promise<GeneratedFile> {
    const target = await this.cases.get(viewer, caseId);
    const processes = await this.dataSource.getRepository(CaseProcess).find({
      where: { caseId: target.id },
      order: { scope: "ASC", sort: "ASC", id: "ASC" },
    });
    const lines = await this.dataSource
      .getRepository(ActivityLine)
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
    const language = currentLocale();
    const english = language === "en";
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
          processName: (english && process.nameEn) || process.name,
          scope: process.scope,
          name: line.name,
          amount: line.amount,
          unitSymbol: symbol(line.unitId),
          method: line.method,
          gas: line.method === "gas" ? line.gas : null,
          factorCode: factor?.code ?? null,
          factorName:
            (factor && ((english && factor.nameEn) || factor.name)) ?? custom?.name ?? null,
          factorValues: factor
            ? describeValues(factor.gases, factor.unitId)
            : custom
              ? describeValues(custom.gases, custom.unitId)
              : "",
          factorUnitSymbol: factor ? symbol(factor.unitId) : custom ? symbol(custom.unitId) : null,
          factorSource: factor?.source ?? custom?.source ?? null,
          proxy: factor?.proxy ?? false,
          dataQuality:
            (factor && (english ? factor.dataQualityEn : factor.dataQuality)) ||
            factor?.dataQuality ||
            factor?.dataQualityEn ||
            null,
          dataSourceType: line.dataSourceType,
          month: line.month,
          remark: line.remark,
        };
      });
    const content = await writeProcessWorkbook({
      case: await this.workbookCase(target),
      lines: rows,
      language,
    });
    return {
      filename: `${fileSafe(target.name)}-process-data.xlsx`,
      mimeType: XLSX_MIME,
      content,
    };
  }

  /**
   * Imports the activity-line workbook: rows with an id update that line, rows without one add
   * a line. All or nothing: with any rejected row nothing is written, and every reason is told.
   */
  async importActivityLines(
    viewer: Viewer,
    input: ImportActivityLinesInput,
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
        (await manager.find(ActivityLine, { where: { caseId: target.id } })).map((line) => [
          line.id,
          line,
        ]),
      );
      const codes = [
        ...new Set(parsed.rows.map((row) => row.factorCode).filter((c): c is string => !!c)),
      ];
      const factorByCode = await this.factorsByCode(manager, viewer, target.companyId, codes);
      const updates: ActivityLine[] = [];
      const inserts: Array<Partial<ActivityLine>> = [];
      let unchanged = 0;
      for (const row of parsed.rows) {
        const factor = row.factorCode ? factorByCode.get(row.factorCode) : undefined;
        if (row.factorCode && !factor) {
          rejected.push({
            row: row.row,
            key: row.name,
            column: columnHeader("factor_code"),
            reason: translate("lineImportFactorUnknown", { code: row.factorCode }),
          });
          continue;
        }
        const current = row.id !== null ? existing.get(row.id) : undefined;
        if (factor?.retired && current?.factorId !== factor.id) {
          rejected.push({
            row: row.row,
            key: row.name,
            column: columnHeader("factor_code"),
            reason: translate("factorRetired", { code: factor.code }),
          });
          continue;
        }
        if (row.processId === 0 && current) {
          if (!row.processCandidates.includes(current.processId)) {
            rejected.push({
              row: row.row,
              key: row.name,
              column: columnHeader("process"),
              reason: translate("lineImportProcessAmbiguous", { name: row.processName }),
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
              column: columnHeader("id"),
              reason: translate("lineImportLineUnknown", { id: row.id }),
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
      await this.activityLines.saveImportedLines(manager, target.id, updates, inserts);
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
}

function symbol(unitId: number): string {
  return UNITS.find((unit) => unit.id === unitId)?.symbol ?? String(unitId);
}

/** Plain decimals, never an exponent: 3.57e-7 is written 0.000000357. */
const PLAIN = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 10, useGrouping: false });

/** "CH4 (fossil) 0.000000357 kg/m³; CO2 0.05444 kg/m³": the gases by name, the values in full. */
function describeValues(gases: ReadonlyArray<{ gas: string; value: number }>, unitId: number) {
  const unit = unitById(unitId).symbol;
  return gases
    .map((gas) => {
      const label = gas.gas === "CO2E" ? "CO2e" : (gasByCodeOrNull(gas.gas)?.label ?? gas.gas);
      return `${label} ${PLAIN.format(gas.value)} kg/${unit}`;
    })
    .join("; ");
}

function fileSafe(name: string): string {
  return name.replace(/[\\/:*?"<>|\s]+/g, "_").slice(0, 80) || "case";
}

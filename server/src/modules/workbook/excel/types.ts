// The plain data the case workbooks are written from and read into. The services fill these
// from the database; the writers and the reader know nothing else.
import type { CaseTotals, FactorRef, GasEmission, LineError } from "../../../calc/ghg/types";
import type { RejectedRow } from "../../factor/factor-data";

export interface WorkbookCase {
  corporationName: string;
  caseName: string;
  year: number;
  periodStart: string;
  periodEnd: string;
  gwpSet: string;
  boundary: string;
}

export interface ResultWorkbookLine {
  processName: string;
  name: string;
  scope: number;
  isoCategory: number;
  scope3Category: number | null;
  deducted: boolean;
  amount: number;
  unitSymbol: string;
  factor: FactorRef;
  /** Factor values as used, e.g. "CO2 0.05444 kg/m³; CH4_FOSSIL 1.03e-6 kg/m³". */
  factorValues: string;
  gases: GasEmission[];
  co2eKg: number;
  biogenicCo2Kg: number;
  /** Scope 2 lines: market-based figure and its basis. */
  marketCo2eKg: number | null;
  marketBasis: string | null;
  formula: string;
}

export interface ResultWorkbookData {
  case: WorkbookCase;
  runNo: number;
  calculatedAt: Date;
  totals: CaseTotals;
  lines: ResultWorkbookLine[];
  /** Labels in the workbook's language. */
  language: "zh-CN" | "en";
}

export interface ProcessWorkbookLine {
  /** The activity line id, so an edited export imports back onto the same lines. */
  id: number | null;
  processName: string;
  scope: number;
  name: string;
  amount: number | null;
  unitSymbol: string;
  method: string;
  /** Method gas: the gas released. */
  gas: string | null;
  /** Library factor code, or empty for a custom factor. */
  factorCode: string | null;
  factorName: string | null;
  factorValues: string;
  factorUnitSymbol: string | null;
  factorSource: string | null;
  /** The factor stands in for a fitting one that is not published. */
  proxy: boolean;
  /** The library's data-quality note in the workbook's language. */
  dataQuality: string | null;
  dataSourceType: number;
  month: number | null;
  remark: string | null;
}

export interface ProcessWorkbookData {
  case: WorkbookCase;
  lines: ProcessWorkbookLine[];
  language: "zh-CN" | "en";
}

/** A row of an imported activity-line sheet, resolved against the case's processes and units. */
export interface ImportedProcessRow {
  /** 1-based sheet row. */
  row: number;
  id: number | null;
  /** 0 when the process name is shared by several processes: see `processCandidates`. */
  processId: number;
  /** The processes a shared name matches (rows with an id only); empty otherwise. */
  processCandidates: number[];
  /** The process as the row names it, for a reason about it. */
  processName: string;
  name: string;
  amount: number | null;
  unitId: number;
  method: "factor" | "combustion" | "gas";
  /** Method gas: the catalogue code of the gas released; null otherwise. */
  gas: string | null;
  factorCode: string | null;
  dataSourceType: number;
  month: number | null;
  remark: string | null;
}

export interface ImportContext {
  /** The case's processes, matched by name (exact, then case-insensitive). */
  processes: ReadonlyArray<{ id: number; name: string; nameEn: string }>;
}

export interface ParsedProcessRows {
  rows: ImportedProcessRow[];
  rejected: RejectedRow[];
}

export type { LineError };

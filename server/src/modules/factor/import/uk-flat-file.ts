// Reads the UK Government GHG Conversion Factors for Company Reporting (DESNZ) "flat format"
// workbook into factor rows. The flat file prints one row per factor and gas: the rows of one
// factor share an ID prefix ("1_100_1004_1_1" .. "_4") and carry the total in kg CO2e and the
// CO2, CH4 and N2O parts, each also in kg CO2e. Our factors hold kg of gas, so the parts are
// divided by the AR5 GWP100 values the UK factors are built with.
import type ExcelJS from "exceljs";
import type { GasCode, GasValue, Scope } from "../../../calc/ghg/types";
import {
  DataSourceType,
  type FactorCategoryCode,
  type FactorData,
  type ParsedFactors,
  type RejectedRow,
} from "../factor-data";
import { loadWorkbook, plainCellValue, type PlainCell } from "./sheets";

export const UK_SHEET_NAME = "Factors by Category";
export const UK_SOURCE_URL =
  "https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting";

/** AR5 GWP100 (IPCC AR5 WG1 table 8.7, without climate-carbon feedback), as DESNZ uses. */
export const UK_AR5_GWP = { CH4: 28, N2O: 265 } as const;
/** Per mile to per km: one international mile is 1.609344 km. */
export const KM_PER_MILE = 1.609344;
/** Per-gas parts may differ from the published total by rounding; beyond this it is noted. */
const SUM_TOLERANCE = 0.005;
const HEADER_SCAN_ROWS = 100;

type Part = "total" | "CO2" | "CH4" | "N2O";

const PART_BY_GHG_UNIT: Record<string, Part> = {
  "kg co2e": "total",
  "kg co2e of co2 per unit": "CO2",
  "kg co2e of ch4 per unit": "CH4",
  "kg co2e of n2o per unit": "N2O",
};

interface UnitMapping {
  unitId: number;
  /** The published value is divided by this to get the value per `unitId`. */
  divisor: number;
  /** Added to the name when several published units land on the same unit of ours. */
  nameSuffix: string | null;
  note: string | null;
}

const perMile = (unitId: number, published: string, ours: string): UnitMapping => ({
  unitId,
  divisor: KM_PER_MILE,
  nameSuffix: "(per mile)",
  note: `Published per ${published}; converted to per ${ours} by dividing by ${KM_PER_MILE}.`,
});

const UNIT_BY_UOM: Record<string, UnitMapping> = {
  tonnes: { unitId: 11, divisor: 1, nameSuffix: null, note: null },
  tonne: { unitId: 11, divisor: 1, nameSuffix: null, note: null },
  kg: { unitId: 10, divisor: 1, nameSuffix: null, note: null },
  litres: { unitId: 55, divisor: 1, nameSuffix: null, note: null },
  litre: { unitId: 55, divisor: 1, nameSuffix: null, note: null },
  "cubic metres": { unitId: 20, divisor: 1, nameSuffix: null, note: null },
  kwh: { unitId: 30, divisor: 1, nameSuffix: null, note: null },
  "kwh (gross cv)": {
    unitId: 30,
    divisor: 1,
    nameSuffix: "(gross CV)",
    note: "Per kWh of fuel on a gross calorific value basis.",
  },
  "kwh (net cv)": {
    unitId: 30,
    divisor: 1,
    nameSuffix: "(net CV)",
    note: "Per kWh of fuel on a net calorific value basis.",
  },
  mwh: { unitId: 31, divisor: 1, nameSuffix: null, note: null },
  mj: { unitId: 40, divisor: 1, nameSuffix: null, note: null },
  gj: { unitId: 41, divisor: 1, nameSuffix: null, note: null },
  km: { unitId: 70, divisor: 1, nameSuffix: null, note: null },
  miles: perMile(70, "mile", "km"),
  "passenger.km": { unitId: 72, divisor: 1, nameSuffix: null, note: null },
  "passenger.miles": perMile(72, "passenger mile", "passenger km"),
  "tonne.km": { unitId: 71, divisor: 1, nameSuffix: null, note: null },
  "tonne.miles": perMile(71, "tonne mile", "tonne km"),
};

/** Level 1 of the flat file onto our top-level categories; the first match wins. */
const CATEGORY_RULES: [RegExp, FactorCategoryCode][] = [
  [/^(fuels|bioenergy)$/, "stationary-combustion"],
  [/^uk electricity t&d/, "fuel-upstream"],
  [/^(uk electricity|managed assets- electricity)/, "electricity"],
  [/^transmission and distribution/, "fuel-upstream"],
  [/^wtt-/, "fuel-upstream"],
  [/^heat and steam/, "heat"],
  // Passenger and delivery vehicles are the reporter's own fleet (scope 1); managed assets are
  // the same vehicles leased out (scope 3): all are fuel burnt in vehicles.
  [/^(passenger vehicles|delivery vehicles|managed assets- vehicles)/, "mobile-combustion"],
  [/^freighting goods/, "transport"],
  [/^(business travel|hotel stay|homeworking)/, "business-travel"],
  [/^water (supply|treatment)/, "water"],
  [/^waste disposal/, "waste"],
  [/^material use/, "materials"],
  [/^refrigerant/, "fugitive"],
];

const BIOGENIC = /^(bioenergy|biofuels?|biogas|biomass)$/;

interface FlatRow {
  row: number;
  id: string;
  prefix: string;
  scopeText: string;
  levels: string[];
  columnText: string;
  uom: string;
  unit: UnitMapping;
  part: Part;
  value: number;
}

interface Header {
  rowNumber: number;
  year: number | null;
  columns: Record<HeaderKey, number>;
}

type HeaderKey =
  | "id"
  | "scope"
  | "level1"
  | "level2"
  | "level3"
  | "level4"
  | "columnText"
  | "uom"
  | "ghgUnit"
  | "factor";

const HEADER_LABELS: Record<HeaderKey, string> = {
  id: "ID",
  scope: "Scope",
  level1: "Level 1",
  level2: "Level 2",
  level3: "Level 3",
  level4: "Level 4",
  columnText: "Column Text",
  uom: "UOM",
  ghgUnit: "GHG/Unit",
  factor: "GHG Conversion Factor <year>",
};

/**
 * Parses the flat-format workbook. The header row is found by its cells, the year read from
 * "GHG Conversion Factor <year>" (or `options.year` when the header has none). Throws when the
 * file is not a workbook, has no such header, or its year disagrees with `options.year`.
 */
export async function parseUkFlatFile(
  buffer: Buffer,
  options: { year?: number } = {},
): Promise<ParsedFactors> {
  const workbook = await loadWorkbook(buffer);
  const { sheet, header } = findSheet(workbook);
  const year = resolveYear(header.year, options.year);

  const rejected: RejectedRow[] = [];
  const groups = new Map<string, FlatRow[]>();
  const idRows = new Map<string, number>();
  const reject = (row: number, key: string | null, reason: string) =>
    rejected.push({ row, key, reason });

  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (rowNumber <= header.rowNumber) return;
    const cell = (key: HeaderKey): PlainCell =>
      plainCellValue(excelRow.getCell(header.columns[key]).value);
    const text = (key: HeaderKey): string => {
      const value = cell(key);
      return value === null ? "" : String(value).trim();
    };

    const id = text("id");
    const rawValue = cell("factor");
    if (id === "") {
      // Blank rows and the closing "END" marker carry no factor.
      if (rawValue !== null) reject(rowNumber, null, "the row has a factor but no ID");
      return;
    }
    const firstRow = idRows.get(id);
    if (firstRow !== undefined) {
      reject(rowNumber, id, `ID ${id} repeats row ${firstRow}`);
      return;
    }
    idRows.set(id, rowNumber);

    const idMatch = /^(.+)_\d+$/.exec(id);
    if (!idMatch) {
      reject(rowNumber, id, `ID "${id}" is not of the form <factor>_<n>`);
      return;
    }
    const ghgUnit = text("ghgUnit");
    const part = PART_BY_GHG_UNIT[normalise(ghgUnit)];
    if (!part) {
      reject(
        rowNumber,
        id,
        `GHG/Unit "${ghgUnit}" is not an emission figure (kg CO2e, or kg CO2e of CO2, CH4 or N2O per unit)`,
      );
      return;
    }
    const uom = text("uom");
    const unit = UNIT_BY_UOM[normalise(uom)];
    if (!unit) {
      reject(rowNumber, id, `unit "${uom}" has no counterpart in the unit list`);
      return;
    }
    const scopeText = text("scope");
    if (!/^(scope [123]|outside of scopes)$/.test(normalise(scopeText))) {
      reject(rowNumber, id, `scope "${scopeText}" is not Scope 1, 2, 3 or Outside of Scopes`);
      return;
    }
    if (rawValue === null) {
      reject(rowNumber, id, `the factor (GHG Conversion Factor ${year}) is empty`);
      return;
    }
    const value = typeof rawValue === "number" ? rawValue : parseNumber(rawValue);
    if (value === null) {
      reject(rowNumber, id, `the factor "${rawValue}" is not a number`);
      return;
    }

    const flatRow: FlatRow = {
      row: rowNumber,
      id,
      prefix: idMatch[1],
      scopeText,
      levels: [text("level1"), text("level2"), text("level3"), text("level4")],
      columnText: text("columnText"),
      uom,
      unit,
      part,
      value,
    };
    const group = groups.get(flatRow.prefix);
    if (group) group.push(flatRow);
    else groups.set(flatRow.prefix, [flatRow]);
  });

  const factors: FactorData[] = [];
  for (const [prefix, rows] of groups) {
    const factor = buildFactor(prefix, rows, year, reject);
    if (factor) factors.push(factor);
  }
  rejected.sort((a, b) => a.row - b.row);
  return { factors, rejected };
}

function parseNumber(text: string): number | null {
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text.trim()) ? Number(text) : null;
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

function findSheet(workbook: ExcelJS.Workbook): { sheet: ExcelJS.Worksheet; header: Header } {
  const named = workbook.worksheets.filter(
    (sheet) => normalise(sheet.name) === normalise(UK_SHEET_NAME),
  );
  const others = workbook.worksheets.filter((sheet) => !named.includes(sheet));
  for (const sheet of [...named, ...others]) {
    const header = findHeader(sheet);
    if (header) return { sheet, header };
  }
  throw new Error(
    `No sheet has the flat file's header row (${Object.values(HEADER_LABELS).join(", ")}) ` +
      `in its first ${HEADER_SCAN_ROWS} rows; expected sheet "${UK_SHEET_NAME}"`,
  );
}

function findHeader(sheet: ExcelJS.Worksheet): Header | null {
  const last = Math.min(sheet.rowCount, HEADER_SCAN_ROWS);
  for (let rowNumber = 1; rowNumber <= last; rowNumber++) {
    const found: Partial<Record<HeaderKey, number>> = {};
    let year: number | null = null;
    sheet.getRow(rowNumber).eachCell((cell, column) => {
      const value = plainCellValue(cell.value);
      if (typeof value !== "string") return;
      const label = normalise(value);
      const factorMatch = /^ghg conversion factor(?: (\d{4}))?$/.exec(label);
      if (factorMatch) {
        found.factor ??= column;
        if (factorMatch[1]) year = Number(factorMatch[1]);
        return;
      }
      for (const key of Object.keys(HEADER_LABELS) as HeaderKey[]) {
        if (key !== "factor" && label === normalise(HEADER_LABELS[key])) found[key] ??= column;
      }
    });
    // "ID", "UOM" and the factor column make the header; the rest must then be there too.
    if (found.id === undefined || found.uom === undefined || found.factor === undefined) continue;
    const missing = (Object.keys(HEADER_LABELS) as HeaderKey[]).filter(
      (key) => found[key] === undefined,
    );
    if (missing.length > 0) {
      throw new Error(
        `The header in row ${rowNumber} of sheet "${sheet.name}" lacks the columns ` +
          missing.map((key) => `"${HEADER_LABELS[key]}"`).join(", "),
      );
    }
    return { rowNumber, year, columns: found as Record<HeaderKey, number> };
  }
  return null;
}

function resolveYear(fromHeader: number | null, given: number | undefined): number {
  if (fromHeader !== null && given !== undefined && fromHeader !== given) {
    throw new Error(`The file holds the ${fromHeader} factors, not ${given}`);
  }
  const year = fromHeader ?? given;
  if (year === undefined) {
    throw new Error(
      'The factor column has no year ("GHG Conversion Factor <year>"); give the year',
    );
  }
  return year;
}

function buildFactor(
  prefix: string,
  rows: FlatRow[],
  year: number,
  reject: (row: number, key: string | null, reason: string) => void,
): FactorData | null {
  const first = rows[0];
  const byPart = new Map<Part, FlatRow>();
  for (const row of rows) {
    const mismatch =
      row.scopeText !== first.scopeText
        ? "Scope"
        : row.levels.join("|") !== first.levels.join("|") || row.columnText !== first.columnText
          ? "Level 1-4 or Column Text"
          : row.uom !== first.uom
            ? "UOM"
            : null;
    if (mismatch) {
      reject(row.row, row.id, `its ${mismatch} differs from row ${first.row} of the same factor`);
      continue;
    }
    const earlier = byPart.get(row.part);
    if (earlier) {
      reject(
        row.row,
        row.id,
        `a second ${describePart(row.part)} row for ${prefix} (first at row ${earlier.row})`,
      );
      continue;
    }
    byPart.set(row.part, row);
  }

  const total = byPart.get("total");
  const parts = (["CO2", "CH4", "N2O"] as const).map((part) => byPart.get(part));
  const complete = parts.every((row) => row !== undefined);
  const outsideScopes = normalise(first.scopeText) === "outside of scopes";
  const biogenic =
    outsideScopes ||
    BIOGENIC.test(normalise(first.levels[0])) ||
    BIOGENIC.test(normalise(first.levels[1]));
  const notes: string[] = [];
  let used: FlatRow[];
  let gases: GasValue[];
  let gwpBasis: FactorData["gwpBasis"] = null;

  if (outsideScopes) {
    // Outside-of-scopes rows are the biogenic CO2 of biofuels, biomass and biogas, which DESNZ
    // prints as "kg CO2e of CO2 per unit" (CO2 has a GWP of 1, so it is kg of CO2).
    const row = byPart.get("CO2") ?? total;
    if (!row) {
      rejectAll(byPart.values(), reject, "outside of scopes, but not a CO2 figure");
      return null;
    }
    used = [row];
    gases = [{ gas: "CO2_BIO", value: row.value / row.unit.divisor }];
    notes.push("Biogenic CO2, reported outside the scopes.");
    for (const other of byPart.values()) {
      if (other !== row)
        reject(other.row, other.id, "outside of scopes, only the CO2 figure is imported");
    }
  } else if (complete) {
    const [co2, ch4, n2o] = parts;
    used = total ? [total, co2, ch4, n2o] : [co2, ch4, n2o];
    const ch4Gas: GasCode = biogenic ? "CH4_NONFOSSIL" : "CH4_FOSSIL";
    gases = [
      { gas: "CO2", value: co2.value / first.unit.divisor },
      { gas: ch4Gas, value: ch4.value / UK_AR5_GWP.CH4 / first.unit.divisor },
      { gas: "N2O", value: n2o.value / UK_AR5_GWP.N2O / first.unit.divisor },
    ];
    notes.push(
      `CH4 and N2O are published in kg CO2e; stored as kg of gas by dividing by the AR5 GWP100 ` +
        `the UK factors use (CH4 ${UK_AR5_GWP.CH4}, N2O ${UK_AR5_GWP.N2O}).`,
    );
    if (total) {
      const sum = co2.value + ch4.value + n2o.value;
      if (Math.abs(sum - total.value) > SUM_TOLERANCE * Math.abs(total.value)) {
        notes.push(
          `The published parts add up to ${round(sum)} kg CO2e, not the total ${total.value} ` +
            `(row ${total.id}); the parts are kept.`,
        );
      }
    } else {
      notes.push("No total was published; the parts are used.");
    }
  } else if (total) {
    used = [total];
    gases = [{ gas: "CO2E", value: total.value / total.unit.divisor }];
    gwpBasis = "AR5";
    notes.push("Published only as kg CO2e (AR5 GWP100).");
    for (const row of parts) {
      if (row) {
        reject(
          row.row,
          row.id,
          `not imported: ${prefix} lacks some of its CO2, CH4 and N2O rows, so its total is used`,
        );
      }
    }
  } else {
    rejectAll(
      byPart.values(),
      reject,
      `${prefix} has neither a total (kg CO2e) nor all of its CO2, CH4 and N2O rows`,
    );
    return null;
  }

  if (first.unit.note) notes.push(first.unit.note);
  const nameParts = [...first.levels, first.columnText].filter((part) => part !== "");
  let nameEn = nameParts.join(" / ");
  if (first.unit.nameSuffix) nameEn += ` ${first.unit.nameSuffix}`;
  const scopeMatch = /^scope ([123])$/.exec(normalise(first.scopeText));

  return {
    code: `DESNZ-${year}-${prefix}`,
    name: nameEn,
    nameEn,
    category: categoryOf(first.levels),
    subcategory: first.levels[1],
    unitId: first.unit.unitId,
    gases,
    ncv: null,
    carbonContent: null,
    oxidation: null,
    region: "GB",
    year,
    version: String(year),
    source:
      `UK Government GHG Conversion Factors for Company Reporting ${year} (DESNZ), flat file, ` +
      `rows ${used.map((row) => row.id).join(", ")}`,
    sourceUrl: UK_SOURCE_URL,
    dataSourceType: DataSourceType.Literature,
    uncertainty: null,
    synonyms: first.levels[2] !== "" ? [first.levels[2]] : [],
    scope: scopeMatch ? (Number(scopeMatch[1]) as Scope) : null,
    gwpBasis,
    notes: notes.join(" "),
  };
}

function categoryOf(levels: string[]): FactorCategoryCode {
  const level1 = normalise(levels[0]);
  if (level1 === "outside of scopes") {
    return /electricity/.test(normalise(levels[1])) ? "electricity" : "stationary-combustion";
  }
  return CATEGORY_RULES.find(([pattern]) => pattern.test(level1))?.[1] ?? "other";
}

function describePart(part: Part): string {
  return part === "total" ? '"kg CO2e"' : `"kg CO2e of ${part} per unit"`;
}

function rejectAll(
  rows: Iterable<FlatRow>,
  reject: (row: number, key: string | null, reason: string) => void,
  reason: string,
): void {
  for (const row of rows) reject(row.row, row.id, reason);
}

function round(value: number): number {
  return Number(value.toPrecision(6));
}

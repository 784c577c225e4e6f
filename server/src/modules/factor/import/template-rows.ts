// The factor template's row rules: one row's cells read and checked into a factor, with a reason
// for every rule the row breaks.
import { GWP_SETS, type GasValue, type GwpSet, type Scope } from "../../../calc/ghg/types";
import { UNITS, type UnitDefinition } from "../../../calc/units";
import { MAX_QUANTITY } from "../../../lib/input-rules";
import { isSafeUrl } from "../../../lib/safe-url";
import {
  DataSourceType,
  FACTOR_CATEGORIES,
  type FactorCategoryCode,
  type FactorData,
} from "../factor-data";
import type { PlainCell } from "./sheets";
import { GAS_CODES } from "./template-columns";

const CODE_PATTERN = /^[A-Za-z0-9._:-]+$/;
const REGION_PATTERN = /^[A-Za-z0-9-]+$/;
const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const CATEGORY_CODES = new Set<string>(FACTOR_CATEGORIES.map((category) => category.code));

// ASCII spellings people type for the symbols with superscripts and middle dots.
const UNIT_ALIASES: Record<string, number> = {
  m3: 20,
  km3: 21,
  "10^4 nm3": 22,
  "10^4nm3": 22,
  "10000 nm3": 22,
  m2: 63,
  "t.km": 71,
  "t*km": 71,
  tkm: 71,
  "p.km": 72,
  "p*km": 72,
  pkm: 72,
};
const UNIT_BY_SYMBOL = new Map<string, UnitDefinition>(
  UNITS.map((unit) => [unit.symbol.toLowerCase(), unit]),
);
export const UNIT_BY_ID = new Map<number, UnitDefinition>(UNITS.map((unit) => [unit.id, unit]));

export function quote(value: PlainCell): string {
  return `"${String(value)}"`;
}

/** Reads and checks one row's cells, adding a reason to `problems` for each rule broken. */
export class RowReader {
  constructor(
    private readonly cells: PlainCell[],
    private readonly columns: Map<string, number>,
  ) {}

  cell(header: string): PlainCell {
    const index = this.columns.get(header);
    return index === undefined ? null : (this.cells[index] ?? null);
  }

  text(header: string): string | null {
    const value = this.cell(header);
    return value === null ? null : String(value);
  }

  factor(problems: string[]): FactorData | null {
    const code = this.requiredText("code", problems);
    if (code !== null) {
      if (code.length > 64) problems.push(`code "${code}" is longer than 64 characters`);
      else if (!CODE_PATTERN.test(code)) {
        problems.push(`code "${code}" may only hold letters, digits and . _ : -`);
      }
    }
    const name = this.requiredText("name", problems, 300);
    const nameEn = this.optionalText("nameEn", problems, 300) ?? "";
    const category = this.category(problems);
    const subcategory = this.optionalText("subcategory", problems, 200) ?? "";
    const unitId = this.unit(problems);
    const gases = this.gases(problems);
    const combustion = this.combustion(problems);
    const region = this.region(problems);
    const year = this.year(problems);
    const version = this.optionalText("version", problems, 40) ?? "";
    const source = this.requiredText("source", problems, 2000);
    const sourceUrl = this.sourceUrl(problems);
    const dataSourceType = this.dataSourceType(problems);
    const uncertainty = this.number("uncertainty", problems, (value) => value >= 0, ">= 0");
    const synonyms = this.synonyms(problems);
    const scope = this.scope(problems);
    const gwpBasis = this.gwpBasis(gases, problems);
    const notes = this.optionalText("notes", problems, 2000);

    if (
      problems.length > 0 ||
      code === null ||
      name === null ||
      category === null ||
      unitId === null ||
      gases === null ||
      region === null ||
      year === null ||
      source === null
    ) {
      return null;
    }
    return {
      code,
      name,
      nameEn,
      category,
      subcategory,
      unitId,
      gases,
      ncv: combustion?.ncv ?? null,
      carbonContent: combustion?.carbonContent ?? null,
      oxidation: combustion?.oxidation ?? null,
      region,
      year,
      version,
      source,
      sourceUrl,
      dataSourceType,
      uncertainty,
      synonyms,
      scope,
      gwpBasis,
      notes,
    };
  }

  private requiredText(header: string, problems: string[], max?: number): string | null {
    const value = this.optionalText(header, problems, max);
    if (value === null && this.cell(header) === null) problems.push(`${header} is required`);
    return value;
  }

  private optionalText(header: string, problems: string[], max?: number): string | null {
    const value = this.text(header);
    if (value !== null && max !== undefined && value.length > max) {
      problems.push(`${header} is longer than ${max} characters`);
      return null;
    }
    return value;
  }

  /** A number cell, or null when empty; `valid` states the allowed range in `rule`. */
  number(
    header: string,
    problems: string[],
    valid: (value: number) => boolean,
    rule: string,
  ): number | null {
    const cell = this.cell(header);
    if (cell === null) return null;
    const value = toNumber(cell);
    if (value === null) {
      const hint = /,/.test(String(cell))
        ? ' (use "." for decimals and no thousands separators)'
        : "";
      problems.push(`${header} ${quote(cell)} is not a number${hint}`);
      return null;
    }
    if (!valid(value)) {
      problems.push(`${header} ${quote(cell)} must be ${rule}`);
      return null;
    }
    return value;
  }

  private category(problems: string[]): FactorCategoryCode | null {
    const value = this.text("category");
    if (value === null) {
      problems.push("category is required");
      return null;
    }
    const code = value.toLowerCase();
    if (!CATEGORY_CODES.has(code)) {
      problems.push(
        `category ${quote(value)} is not a category code (${[...CATEGORY_CODES].join(", ")})`,
      );
      return null;
    }
    return code as FactorCategoryCode;
  }

  private unit(problems: string[]): number | null {
    const cell = this.cell("unit");
    if (cell === null) {
      problems.push("unit is required");
      return null;
    }
    const unit = findUnit(cell);
    if (!unit) {
      problems.push(`unit ${quote(cell)} is not a unit id or symbol (kg, t, m³, kWh, ...)`);
      return null;
    }
    return unit.id;
  }

  private gases(problems: string[]): GasValue[] | null {
    const gases: GasValue[] = [];
    let broken = false;
    for (const gas of GAS_CODES) {
      if (this.cell(gas) === null) continue;
      const value = this.number(
        gas,
        problems,
        (mass) => mass >= 0 && mass <= MAX_QUANTITY,
        `between 0 and ${MAX_QUANTITY} (kg of gas per unit)`,
      );
      if (value === null) broken = true;
      else gases.push({ gas, value });
    }
    if (broken) return null;
    if (gases.length === 0) {
      problems.push(`no gas value: fill at least one of ${GAS_CODES.join(", ")}`);
      return null;
    }
    return gases;
  }

  private combustion(
    problems: string[],
  ): { ncv: number; carbonContent: number; oxidation: number } | null {
    const given = ["ncv", "carbonContent", "oxidation"].filter(
      (header) => this.cell(header) !== null,
    );
    const ncv = this.number(
      "ncv",
      problems,
      (value) => value > 0 && value <= MAX_QUANTITY,
      `above 0 and at most ${MAX_QUANTITY} (GJ per unit)`,
    );
    const carbonContent = this.number(
      "carbonContent",
      problems,
      (value) => value >= 0,
      ">= 0 (t C per GJ)",
    );
    const oxidation = this.number(
      "oxidation",
      problems,
      (value) => value > 0 && value <= 1,
      "a fraction greater than 0 and at most 1",
    );
    if (given.length === 0) return null;
    if (given.length < 3) {
      const missing = ["ncv", "carbonContent", "oxidation"].filter(
        (header) => !given.includes(header),
      );
      problems.push(
        `ncv, carbonContent and oxidation go together: ${missing.join(" and ")} missing`,
      );
      return null;
    }
    if (ncv === null || carbonContent === null || oxidation === null) return null;
    return { ncv, carbonContent, oxidation };
  }

  private region(problems: string[]): string | null {
    const value = this.requiredText("region", problems, 30);
    if (value === null) return null;
    if (!REGION_PATTERN.test(value)) {
      problems.push(`region ${quote(value)} may only hold letters, digits and -`);
      return null;
    }
    return value.toUpperCase();
  }

  private year(problems: string[]): number | null {
    const cell = this.cell("year");
    if (cell === null) {
      problems.push("year is required");
      return null;
    }
    const value = toNumber(cell);
    if (value === null || !Number.isInteger(value) || value < 1990 || value > 2100) {
      problems.push(`year ${quote(cell)} is not a whole year between 1990 and 2100`);
      return null;
    }
    return value;
  }

  private sourceUrl(problems: string[]): string | null {
    const value = this.optionalText("sourceUrl", problems, 500);
    if (value === null) return null;
    if (!isSafeUrl(value)) {
      problems.push(`sourceUrl ${quote(value)} is not an https address (http only for localhost)`);
      return null;
    }
    return value;
  }

  private dataSourceType(problems: string[]): DataSourceType {
    const cell = this.cell("dataSourceType");
    if (cell === null) return DataSourceType.Literature;
    const value = toNumber(cell);
    if (value === 1 || value === 2 || value === 3) return value;
    problems.push(
      `dataSourceType ${quote(cell)} is not 1 (estimate), 2 (literature) or 3 (field measurement)`,
    );
    return DataSourceType.Literature;
  }

  private synonyms(problems: string[]): string[] {
    const value = this.text("synonyms");
    if (value === null) return [];
    const synonyms = value
      .split(/[;；]/)
      .map((synonym) => synonym.trim())
      .filter((synonym) => synonym !== "");
    if (synonyms.length > 50) problems.push(`synonyms holds ${synonyms.length} names, at most 50`);
    const long = synonyms.find((synonym) => synonym.length > 100);
    if (long !== undefined) problems.push(`synonym ${quote(long)} is longer than 100 characters`);
    return synonyms;
  }

  private scope(problems: string[]): Scope | null {
    const cell = this.cell("scope");
    if (cell === null) return null;
    const match = /^(?:scope\s*)?([123])$/i.exec(String(cell));
    if (!match) {
      problems.push(`scope ${quote(cell)} is not 1, 2 or 3`);
      return null;
    }
    return Number(match[1]) as Scope;
  }

  private gwpBasis(gases: GasValue[] | null, problems: string[]): GwpSet | null {
    const value = this.text("gwpBasis");
    const usesCo2e = gases?.some((gas) => gas.gas === "CO2E") ?? false;
    if (value === null) {
      if (usesCo2e) problems.push("gwpBasis is required when CO2E is filled (AR4, AR5 or AR6)");
      return null;
    }
    const set = GWP_SETS.find((candidate) => candidate === value.toUpperCase());
    if (!set) {
      problems.push(`gwpBasis ${quote(value)} is not AR4, AR5 or AR6`);
      return null;
    }
    return set;
  }
}

function toNumber(cell: PlainCell): number | null {
  if (cell === null) return null;
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  const text = cell.trim();
  if (!NUMBER_PATTERN.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function findUnit(cell: PlainCell): UnitDefinition | undefined {
  if (cell === null) return undefined;
  const text = String(cell).trim();
  if (/^\d+$/.test(text)) return UNIT_BY_ID.get(Number(text));
  const lower = text.toLowerCase();
  const aliased = UNIT_ALIASES[lower];
  return aliased !== undefined ? UNIT_BY_ID.get(aliased) : UNIT_BY_SYMBOL.get(lower);
}

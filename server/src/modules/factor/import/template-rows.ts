// The factor template's row rules: one row's cells read and checked into a factor, with a reason
// for every rule the row breaks, naming its column, in the caller's language.
import "../factor-import.messages";
import { GWP_SETS, type GasValue, type GwpSet, type Scope } from "../../../calc/ghg/types";
import { UNITS, type UnitDefinition } from "../../../calc/units";
import { unitBySpelling } from "../../../calc/unit-names";
import { MAX_QUANTITY } from "../../../lib/input-rules";
import { translate, type MessageKey, type MessageParams } from "../../../lib/messages";
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

export const UNIT_BY_ID = new Map<number, UnitDefinition>(UNITS.map((unit) => [unit.id, unit]));

export function quote(value: PlainCell): string {
  return `"${String(value)}"`;
}

/** One broken rule of a row: the column it is about (null: the whole row) and why. */
export interface Problem {
  column: string | null;
  reason: string;
}

/** A problem of `column`, its reason the message `key` in the caller's language. */
export function problem(
  column: string | null,
  key: MessageKey,
  params: MessageParams = {},
): Problem {
  return { column, reason: translate(key, { column: column ?? "", ...params }) };
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

  factor(problems: Problem[]): FactorData | null {
    const code = this.requiredText("code", problems);
    if (code !== null) {
      if (code.length > 64) problems.push(problem("code", "factorImportCodeTooLong", { code }));
      else if (!CODE_PATTERN.test(code)) {
        problems.push(problem("code", "factorImportCodePattern", { code }));
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
    const uncertainty = this.number(
      "uncertainty",
      problems,
      (value) => value >= 0,
      translate("factorImportRuleNonNegative"),
    );
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

  private requiredText(header: string, problems: Problem[], max?: number): string | null {
    const value = this.optionalText(header, problems, max);
    if (value === null && this.cell(header) === null) {
      problems.push(problem(header, "factorImportRequired"));
    }
    return value;
  }

  private optionalText(header: string, problems: Problem[], max?: number): string | null {
    const value = this.text(header);
    if (value !== null && max !== undefined && value.length > max) {
      problems.push(problem(header, "factorImportTooLong", { max }));
      return null;
    }
    return value;
  }

  /** A number cell, or null when empty; `valid` states the allowed range in `rule`. */
  number(
    header: string,
    problems: Problem[],
    valid: (value: number) => boolean,
    rule: string,
  ): number | null {
    const cell = this.cell(header);
    if (cell === null) return null;
    const value = toNumber(cell);
    if (value === null) {
      const key = /,/.test(String(cell)) ? "factorImportNotNumberComma" : "factorImportNotNumber";
      problems.push(problem(header, key, { value: quote(cell) }));
      return null;
    }
    if (!valid(value)) {
      problems.push(problem(header, "factorImportOutOfRange", { value: quote(cell), rule }));
      return null;
    }
    return value;
  }

  private category(problems: Problem[]): FactorCategoryCode | null {
    const value = this.text("category");
    if (value === null) {
      problems.push(problem("category", "factorImportRequired"));
      return null;
    }
    const code = value.toLowerCase();
    if (!CATEGORY_CODES.has(code)) {
      problems.push(
        problem("category", "factorImportCategory", {
          value: quote(value),
          codes: [...CATEGORY_CODES].join(", "),
        }),
      );
      return null;
    }
    return code as FactorCategoryCode;
  }

  private unit(problems: Problem[]): number | null {
    const cell = this.cell("unit");
    if (cell === null) {
      problems.push(problem("unit", "factorImportRequired"));
      return null;
    }
    const unit = findUnit(cell);
    if (!unit) {
      problems.push(problem("unit", "factorImportUnit", { value: quote(cell) }));
      return null;
    }
    return unit.id;
  }

  private gases(problems: Problem[]): GasValue[] | null {
    const gases: GasValue[] = [];
    let broken = false;
    for (const gas of GAS_CODES) {
      if (this.cell(gas) === null) continue;
      const value = this.number(
        gas,
        problems,
        (mass) => mass >= 0 && mass <= MAX_QUANTITY,
        translate("factorImportRuleGasMass", { max: MAX_QUANTITY }),
      );
      if (value === null) broken = true;
      else gases.push({ gas, value });
    }
    if (broken) return null;
    if (gases.length === 0) {
      problems.push(problem(null, "factorImportNoGas", { gases: GAS_CODES.join(", ") }));
      return null;
    }
    return gases;
  }

  private combustion(
    problems: Problem[],
  ): { ncv: number; carbonContent: number; oxidation: number } | null {
    const given = ["ncv", "carbonContent", "oxidation"].filter(
      (header) => this.cell(header) !== null,
    );
    const ncv = this.number(
      "ncv",
      problems,
      (value) => value > 0 && value <= MAX_QUANTITY,
      translate("factorImportRuleNcv", { max: MAX_QUANTITY }),
    );
    const carbonContent = this.number(
      "carbonContent",
      problems,
      (value) => value >= 0,
      translate("factorImportRuleCarbonContent"),
    );
    const oxidation = this.number(
      "oxidation",
      problems,
      (value) => value > 0 && value <= 1,
      translate("factorImportRuleOxidation"),
    );
    if (given.length === 0) return null;
    if (given.length < 3) {
      const missing = ["ncv", "carbonContent", "oxidation"].filter(
        (header) => !given.includes(header),
      );
      problems.push(problem(missing[0], "factorImportCombustion", { missing: missing.join(", ") }));
      return null;
    }
    if (ncv === null || carbonContent === null || oxidation === null) return null;
    return { ncv, carbonContent, oxidation };
  }

  private region(problems: Problem[]): string | null {
    const value = this.requiredText("region", problems, 30);
    if (value === null) return null;
    if (!REGION_PATTERN.test(value)) {
      problems.push(problem("region", "factorImportRegion", { value: quote(value) }));
      return null;
    }
    return value.toUpperCase();
  }

  private year(problems: Problem[]): number | null {
    const cell = this.cell("year");
    if (cell === null) {
      problems.push(problem("year", "factorImportRequired"));
      return null;
    }
    const value = toNumber(cell);
    if (value === null || !Number.isInteger(value) || value < 1990 || value > 2100) {
      problems.push(problem("year", "factorImportYear", { value: quote(cell) }));
      return null;
    }
    return value;
  }

  private sourceUrl(problems: Problem[]): string | null {
    const value = this.optionalText("sourceUrl", problems, 500);
    if (value === null) return null;
    if (!isSafeUrl(value)) {
      problems.push(problem("sourceUrl", "factorImportSourceUrl", { value: quote(value) }));
      return null;
    }
    return value;
  }

  private dataSourceType(problems: Problem[]): DataSourceType {
    const cell = this.cell("dataSourceType");
    if (cell === null) return DataSourceType.Literature;
    const value = toNumber(cell);
    if (value === 1 || value === 2 || value === 3) return value;
    problems.push(problem("dataSourceType", "factorImportDataSourceType", { value: quote(cell) }));
    return DataSourceType.Literature;
  }

  private synonyms(problems: Problem[]): string[] {
    const value = this.text("synonyms");
    if (value === null) return [];
    const synonyms = value
      .split(/[;；]/)
      .map((synonym) => synonym.trim())
      .filter((synonym) => synonym !== "");
    if (synonyms.length > 50) {
      problems.push(problem("synonyms", "factorImportSynonymsTooMany", { count: synonyms.length }));
    }
    const long = synonyms.find((synonym) => synonym.length > 100);
    if (long !== undefined) {
      problems.push(problem("synonyms", "factorImportSynonymTooLong", { value: quote(long) }));
    }
    return synonyms;
  }

  private scope(problems: Problem[]): Scope | null {
    const cell = this.cell("scope");
    if (cell === null) return null;
    const match = /^(?:scope\s*)?([123])$/i.exec(String(cell));
    if (!match) {
      problems.push(problem("scope", "factorImportScope", { value: quote(cell) }));
      return null;
    }
    return Number(match[1]) as Scope;
  }

  private gwpBasis(gases: GasValue[] | null, problems: Problem[]): GwpSet | null {
    const value = this.text("gwpBasis");
    const usesCo2e = gases?.some((gas) => gas.gas === "CO2E") ?? false;
    if (value === null) {
      if (usesCo2e) problems.push(problem("gwpBasis", "factorImportGwpRequired"));
      return null;
    }
    const set = GWP_SETS.find((candidate) => candidate === value.toUpperCase());
    if (!set) {
      problems.push(problem("gwpBasis", "factorImportGwpUnknown", { value: quote(value) }));
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

/** A unit id, or a unit's symbol, name or common spelling ("m3", "吨", "千瓦时", "万立方米"). */
function findUnit(cell: PlainCell): UnitDefinition | undefined {
  if (cell === null) return undefined;
  const text = String(cell).trim();
  if (/^\d+$/.test(text)) return UNIT_BY_ID.get(Number(text));
  return unitBySpelling(text);
}

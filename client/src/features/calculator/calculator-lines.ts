// The calculator's activities as the user edits them, and the estimate input they make. Pure, so
// the rules (which lines are ready, when a shown estimate no longer matches) are tested alone.
import type { CalculatorEstimateInput } from "../../__generated__/graphql";
import { parseAmount } from "../accounting/line-edits";

export const KINDS = ["electricity", "fuel", "travel", "material"] as const;
export type Kind = (typeof KINDS)[number];

export interface OptionInfo {
  key: string;
  kind: string;
  defaultUnitId: number;
  unitIds: readonly number[];
}

export interface DraftLine {
  /** Local key of the row. */
  id: number;
  option: string;
  /** null while blank, NaN while not a number. */
  amount: number | null;
  unitId: number;
}

export interface Settings {
  year: number;
  /** GB/T 2260 province code; "" for the national average. */
  province: string;
  gwpSet: string;
}

export { parseAmount };

let nextId = 1;

/** A new row for an option, in its default unit, without an amount yet. */
export function newLine(option: OptionInfo): DraftLine {
  return { id: nextId++, option: option.key, amount: null, unitId: option.defaultUnitId };
}

/** The row with another option: the unit is kept when the new option takes it too. */
export function withOption(line: DraftLine, option: OptionInfo): DraftLine {
  return {
    ...line,
    option: option.key,
    unitId: option.unitIds.includes(line.unitId) ? line.unitId : option.defaultUnitId,
  };
}

/** An amount the server takes: a number of zero or more. */
export const amountValid = (amount: number | null): amount is number =>
  amount !== null && Number.isFinite(amount) && amount >= 0;

/** Whether every row has an amount it can be calculated with (and there is a row). */
export const linesReady = (lines: readonly DraftLine[]): boolean =>
  lines.length > 0 && lines.every((line) => amountValid(line.amount));

/** The estimate's input from the settings and ready rows. */
export function estimateInput(
  settings: Settings,
  lines: readonly DraftLine[],
): CalculatorEstimateInput {
  return {
    year: settings.year,
    province: settings.province || null,
    gwpSet: settings.gwpSet,
    lines: lines.map((line) => ({
      option: line.option,
      amount: line.amount as number,
      unitId: line.unitId,
    })),
  };
}

/** A key of an input: a shown estimate is current while the input has the same key. */
export const inputKey = (input: CalculatorEstimateInput): string => JSON.stringify(input);

/** The years offered: from the first published grid factors to the current year. */
export function yearChoices(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= 2015; year -= 1) years.push(year);
  return years;
}

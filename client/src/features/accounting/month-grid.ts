// A line entered month by month: twelve amounts, January to December, in the line's unit, whose
// sum is the line's amount (the server keeps the months, computes the same sum, and its ledger
// splits the line's emissions by them). Pure, so every rule is tested on its own.

export const MONTH_COUNT = 12;

/** Twelve months, each null (not entered yet) or a quantity; NaN: typed but not a number. */
export type MonthAmounts = ReadonlyArray<number | null>;

/** An empty grid: no month entered. */
export const emptyMonths = (): Array<number | null> =>
  Array.from({ length: MONTH_COUNT }, () => null);

/**
 * The line's amount: the sum of the months entered so far (compensated, as the server adds
 * them); null while none is; NaN while a month is unreadable.
 */
export function monthTotal(amounts: MonthAmounts): number | null {
  let sum = 0;
  let compensation = 0;
  let entered = 0;
  for (const value of amounts) {
    if (value === null) continue;
    if (!Number.isFinite(value)) return NaN;
    const next = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    sum = next;
    entered += 1;
  }
  return entered === 0 ? null : sum + compensation;
}

/** The grid with one month (0 = January) set. */
export function withMonth(
  amounts: MonthAmounts | null,
  index: number,
  value: number | null,
): Array<number | null> {
  const next = amounts ? [...amounts] : emptyMonths();
  next[index] = value;
  return next;
}

/**
 * The grid a line starts with when it is switched to monthly entry: an amount entered for one
 * month goes to that month; an amount for the whole year is not spread (the months are the
 * meter readings or invoices, which the user has), so the grid starts empty.
 */
export function startingMonths(amount: number | null, month: number | null): Array<number | null> {
  const grid = emptyMonths();
  if (amount !== null && Number.isFinite(amount) && month !== null && month >= 1 && month <= 12) {
    grid[month - 1] = amount;
  }
  return grid;
}

/** The months that cannot be saved: unreadable or negative (0 = January). */
export const badMonths = (amounts: MonthAmounts): number[] =>
  amounts.flatMap((value, index) =>
    value !== null && !(Number.isFinite(value) && value >= 0) ? [index] : [],
  );

/** How many months have an amount. */
export const enteredMonths = (amounts: MonthAmounts): number =>
  amounts.filter((value) => value !== null).length;

/** Whether two grids say the same (NaN never equals anything, so it stays an edit). */
export function sameMonths(a: MonthAmounts | null, b: MonthAmounts | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

// How a company configuration reads: a number in its format, and the period of a fiscal year
// (the same rule as the server's fiscalPeriod: the fiscal year named by the calendar year it
// starts in).

/** `value` with `decimals` decimals in a format: comma-point, space-comma or plain. */
export function formatInConfig(value: number, format: string, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split(".");
  const group = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const sign = value < 0 ? "-" : "";
  if (format === "space-comma") {
    return sign + group("\u00a0") + (fraction ? `,${fraction}` : "");
  }
  if (format === "plain") return sign + whole + (fraction ? `.${fraction}` : "");
  return sign + group(",") + (fraction ? `.${fraction}` : "");
}

/** The first and last day of the fiscal year `year` starting in `startMonth` (1-12). */
export function fiscalPeriod(year: number, startMonth: number): { start: string; end: string } {
  const pad = (value: number) => String(value).padStart(2, "0");
  if (startMonth === 1) return { start: `${year}-01-01`, end: `${year}-12-31` };
  const last = new Date(Date.UTC(year + 1, startMonth - 1, 0));
  return {
    start: `${year}-${pad(startMonth)}-01`,
    end: `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`,
  };
}

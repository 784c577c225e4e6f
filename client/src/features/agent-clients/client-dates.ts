// A client's subscription ends when its last day ends in China Standard Time: the server stores
// that moment (the next midnight, +08:00); screens show and take the last day itself.
const CST_MS = 8 * 3_600_000;

/** The last day (YYYY-MM-DD) of a subscription ending at `expiresAt`, or "" for none. */
export function lastDayOf(expiresAt: string | null | undefined): string {
  if (!expiresAt) return "";
  const end = new Date(expiresAt).getTime();
  if (!Number.isFinite(end)) return "";
  return new Date(end + CST_MS - 1).toISOString().slice(0, 10);
}

/** Today's date in China Standard Time. */
export function todayCst(now: number = Date.now()): string {
  return new Date(now + CST_MS).toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar date written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isFinite(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** The same day a number of months later (clamped to the month's end): a default expiry. */
export function monthsLater(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

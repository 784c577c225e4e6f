// Numbers in traces: written the same way on every server, whatever its locale.

/** Exact powers of ten (every 10^k up to 10^22 is a double). */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * A number for a trace: 10 significant digits, "," between thousands, "." for decimals, never
 * the host locale, so a stored trace reads the same on every server.
 */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return "0";
  const abs = Math.abs(x);
  // Outside this range String() writes exponents anyway; toPrecision is slow but rare here.
  if (abs >= 1e15 || abs < 1e-6) return String(Number(x.toPrecision(10)));
  // Rounding by arithmetic rather than toPrecision, which dominated the engine's run time.
  // Dividing an integer by an exact power of ten gives the double nearest the decimal, which
  // String() then prints as that decimal.
  const keep = 9 - Math.floor(Math.log10(abs));
  const rounded =
    keep >= 0
      ? Math.round(abs * POW10[keep]) / POW10[keep]
      : Math.round(abs / POW10[-keep]) * POW10[-keep];
  const s = String(rounded);
  const dot = s.indexOf(".");
  const intLength = dot === -1 ? s.length : dot;
  let out = s;
  if (intLength > 3) {
    const head = intLength % 3 || 3;
    out = s.slice(0, head);
    for (let i = head; i < intLength; i += 3) out += "," + s.slice(i, i + 3);
    out += s.slice(intLength);
  }
  return x < 0 ? "-" + out : out;
}

// How matching scores and comparison figures read: a score as a percentage with its band, an
// amount with enough significant digits, a difference with its sign.

/** A score 0-1 as a whole percentage: 0.6429 → "64 %". */
export function formatScore(score: number): string {
  return `${Math.round(score * 100)} %`;
}

/** The colour band of a score: green from 0.9 (name or synonym), amber from 0.5, else grey. */
export function scoreTone(score: number): "green" | "orange" | "gray" {
  if (score >= 0.9) return "green";
  if (score >= 0.5) return "orange";
  return "gray";
}

/** A figure with four significant digits, small and large ones in exponent form. */
export function formatFigure(value: number): string {
  if (value === 0) return "0";
  const size = Math.abs(value);
  if (size < 1e-3 || size >= 1e6) return value.toExponential(3);
  return String(Number(value.toPrecision(4)));
}

/** A difference with its sign: +0.01092, −0.36 (a true minus sign), 0. */
export function formatDifference(value: number): string {
  if (value === 0) return "0";
  const text = formatFigure(Math.abs(value));
  return value > 0 ? `+${text}` : `\u2212${text}`;
}

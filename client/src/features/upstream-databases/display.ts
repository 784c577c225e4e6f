// How upstream data reads on screen: amounts to four significant digits and distributions in a line.
import type { UpstreamProcessQuery } from "../../__generated__/graphql";

type Exchange = UpstreamProcessQuery["upstreamProcess"]["exchanges"][number];

/** Amounts as the data gives them, to four significant digits (1.234e-7 stays readable). */
export function formatAmount(value: number): string {
  if (value === 0) return "0";
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) return String(Number(value.toPrecision(4)));
  return value.toExponential(3);
}

/** The distribution in a line: "lognormal σ 0.0953", "triangular 1.2 / 1.5 / 1.9". */
export function describeUncertainty(uncertainty: Exchange["uncertainty"]): string {
  if (!uncertainty) return "";
  const n = (value: number | null | undefined) =>
    value === null || value === undefined ? "?" : formatAmount(value);
  switch (uncertainty.kind) {
    case "lognormal":
      return `lognormal σ ${n(uncertainty.sigma)}`;
    case "normal":
      return `normal sd ${n(uncertainty.sd)}`;
    case "triangular":
      return `triangular ${n(uncertainty.min)} / ${n(uncertainty.mode)} / ${n(uncertainty.max)}`;
    case "uniform":
      return `uniform ${n(uncertainty.min)} – ${n(uncertainty.max)}`;
    default:
      return uncertainty.kind;
  }
}

// The GWP set named in inputs (a case's set, the set a CO2e-only factor was published with):
// people write "ar6" as often as "AR6", so any case is accepted and stored upper-case.
import { ValidateBy } from "class-validator";
import { GWP_SETS, type GwpSet } from "../calc/ghg/types";
import { m } from "./validation";

/** The set a spelling stands for ("ar5", " AR5 "), or null. */
export function gwpSetOf(value: unknown): GwpSet | null {
  if (typeof value !== "string") return null;
  const upper = value.trim().toUpperCase();
  return GWP_SETS.find((set) => set === upper) ?? null;
}

/** AR4, AR5 or AR6 in any case; services store `gwpSetOf(value)`. */
export const IsGwpSet = () =>
  ValidateBy(
    { name: "isGwpSet", validator: { validate: (value: unknown) => gwpSetOf(value) !== null } },
    { message: m("invalidFormat", { hint: "AR4, AR5 or AR6 (any case)" }) },
  );

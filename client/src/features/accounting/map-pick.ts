// What a click on the corporation's map does to the form. The click gives a position and the
// province it lies in; the form may already name a province. When both name one and they differ,
// the user is asked which is right; the answer decides the province (and the city, which belongs
// to a province) and whether the clicked position is kept.
import type { CorporationFormValues } from "./corporation-schema";
import type { Position } from "./position";

export type MapPickOutcome =
  /** Take the position; the province field stays (same province, or the point is in none). */
  | { kind: "place" }
  /** Take the position and the point's province: the form named none. */
  | { kind: "fill"; province: string }
  /** The point's province differs from the form's: ask before changing anything. */
  | { kind: "ask"; chosen: string; picked: string };

export function mapPickOutcome(chosen: string, picked: string | null): MapPickOutcome {
  if (picked === null || picked === chosen) return { kind: "place" };
  if (chosen === "") return { kind: "fill", province: picked };
  return { kind: "ask", chosen, picked };
}

/** The user's answer to the question: keep the form's province, take the map's, or neither. */
export type ProvinceAnswer = "keep" | "take" | "cancel";

/**
 * The form's values after a click and, when asked, the answer. "keep" places the point and keeps
 * the province (the map's borders are simplified: a site near one may be clicked across it);
 * "take" places it and sets the point's province, clearing a city typed for the other one;
 * "cancel" leaves the form as it was.
 */
export function applyMapPick(
  values: CorporationFormValues,
  position: Position,
  outcome: MapPickOutcome,
  answer: ProvinceAnswer = "keep",
): CorporationFormValues {
  if (outcome.kind === "ask" && answer === "cancel") return values;
  const placed = {
    ...values,
    longitude: String(position.longitude),
    latitude: String(position.latitude),
  };
  if (outcome.kind === "fill") return { ...placed, province: outcome.province };
  if (outcome.kind === "ask" && answer === "take") {
    return { ...placed, province: outcome.picked, city: "" };
  }
  return placed;
}

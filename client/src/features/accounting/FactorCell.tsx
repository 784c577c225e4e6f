// Moved to features/factors/FactorCell; kept for the case editor until it imports from there.
export type { FactorKind } from "../factors/FactorCell";

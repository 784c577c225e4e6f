// Moved to features/factors/FactorSearch; kept for the case editor until it imports from there.
export type { PickedFactor } from "../factors/FactorSearch";

// Moved to features/factors/FactorDetails; kept for the case editor until it imports from there.
export { customFactor, libraryFactor, type DisplayFactor } from "../factors/FactorDetails";

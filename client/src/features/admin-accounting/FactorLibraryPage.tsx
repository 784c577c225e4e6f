// Moved to features/factors/FactorLibraryPage; kept for the router until it imports from there.
export { FactorLibraryPage } from "../factors/FactorLibraryPage";

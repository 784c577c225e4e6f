// Moved to features/factors/FactorPickerDialog; kept for the case editor until it imports from there.
export { FactorPickerDialog } from "../factors/FactorPickerDialog";

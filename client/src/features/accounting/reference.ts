// Moved to features/reference/reference and i18n/use-locale; kept for the case editor and the
// case add page until they import from there.
export { localName, useBaseModels, useReference, type Reference } from "../reference/reference";
export { useLocale } from "../../i18n";

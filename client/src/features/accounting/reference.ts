// Moved to features/reference/reference; kept for the case editor and the case add page until
// they import from there.
export { localName, useBaseModels, useReference, type Reference } from "../reference/reference";

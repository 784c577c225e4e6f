// Emission-factor file importers: pure functions from a file's bytes to factor rows and the
// rows they refused, for the factor service to store.
export {
  parseUkFlatFile,
  UK_AR5_GWP,
  UK_SHEET_NAME,
  UK_SOURCE_URL,
  KM_PER_MILE,
} from "./uk-flat-file";
export { parseFactorTemplate, writeFactorTemplate, GAS_CODES, TEMPLATE_COLUMNS } from "./template";

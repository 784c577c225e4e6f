// The case workbooks: the result workbook of a calculation run, and the activity-line workbook
// a case's activity lines are exported to and imported from.
export {
  DATA_SOURCE_TYPE_NAMES,
  ISO_CATEGORY_NAMES,
  PROCESS_COLUMNS,
  SCOPE3_CATEGORY_NAMES,
  isoCategoryName,
  marketBasisName,
  scope3CategoryName,
} from "./labels";
export type { CategoryNames, ProcessColumn, ProcessColumnKey, WorkbookLanguage } from "./labels";
export { parseProcessWorkbook, writeProcessWorkbook } from "./process-workbook";
export { writeResultWorkbook } from "./result-workbook";
export type * from "./types";

// exceljs takes most of a second to load, longer than the rest of a request: the platform loads it
// on the first workbook read or written, not at start.
import type { Workbook } from "exceljs";

let exceljs: Promise<typeof import("exceljs")> | undefined;

/** A new, empty workbook. */
export async function newWorkbook(): Promise<Workbook> {
  exceljs ??= import("exceljs");
  const { Workbook: WorkbookClass } = await exceljs;
  return new WorkbookClass();
}

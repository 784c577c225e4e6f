// Our own emission-factor template: one factor per row, CSV or .xlsx, read into factor rows with
// a reason for every row it refuses, and written back from stored factors so an export imports
// unchanged. docs/factor-import-template.md is the user-facing description of the same rules.
// The columns (`template-columns.ts`), the rules of a row (`template-rows.ts`), the reading of a
// CSV file or workbook (`sheets.ts`) and the writing (`template-write.ts`) are modules of their own.
import type { FactorData, ParsedFactors, RejectedRow } from "../factor-data";
import { resolveHeader } from "./template-columns";
import { problem, quote, RowReader, type Problem } from "./template-rows";
import { readCsv, readXlsx, type PlainCell } from "./sheets";

export { GAS_CODES, TEMPLATE_COLUMNS } from "./template-columns";
export { writeFactorTemplate } from "./template-write";

/**
 * Reads our template. Rows that break a rule are rejected with every problem found on them, one
 * entry per problem naming its column, in the caller's language; a file that cannot be read, or
 * whose header lacks a required column, has an unknown or repeated column, or has no gas column,
 * throws.
 */
export async function parseFactorTemplate(
  buffer: Buffer,
  kind: "csv" | "xlsx",
): Promise<ParsedFactors> {
  const table = kind === "csv" ? readCsv(buffer) : await readXlsx(buffer);
  const columns = resolveHeader(table.header);
  const factors: FactorData[] = [];
  const rejected: RejectedRow[] = [];
  const codeRows = new Map<string, number>();

  for (const { row, cells } of table.rows) {
    if (cells.every((cell) => cell === null)) continue;
    const reader = new RowReader(cells, columns);
    const code = reader.text("code");
    const key = code ?? reader.text("name");
    const problems: Problem[] = [];
    const stray = cells.findIndex((cell, index) => cell !== null && !labelled(table.header, index));
    if (stray >= 0) {
      // A column without a header is named by its position.
      problems.push(
        problem(String(stray + 1), "factorImportStray", { value: quote(cells[stray]) }),
      );
    }
    if (code !== null) {
      const first = codeRows.get(code);
      if (first !== undefined) {
        problems.push(problem("code", "factorImportCodeRepeats", { code, row: first }));
      } else codeRows.set(code, row);
    }
    const factor = reader.factor(problems);
    if (factor && problems.length === 0) factors.push(factor);
    else {
      for (const { column, reason } of problems) rejected.push({ row, key, column, reason });
    }
  }
  return { factors, rejected };
}

/** A column with a header (ours or one starting with "#") whose cells are meant to be there. */
function labelled(header: PlainCell[], index: number): boolean {
  return index < header.length && header[index] !== null;
}

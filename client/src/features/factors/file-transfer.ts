// An import's rejected rows as CSV, for the user to fix and import again.
const csvCell = (value: string | number | null): string => {
  const text = value === null ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * Rejected rows as CSV (RFC 4180 quoting) with a byte-order mark, so Excel opens the Chinese
 * text as UTF-8.
 */
export function rejectedRowsCsv(
  header: readonly [string, string, string, string],
  rows: ReadonlyArray<{ row: number; key?: string | null; column?: string | null; reason: string }>,
): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) {
    lines.push([row.row, row.key ?? null, row.column ?? null, row.reason].map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

// Lists the server sends whole (templates, industries, standards) shown in the paged table:
// the search and the page are applied here.
import type { TableState } from "./data-table";

/** The rows of the table state's page. */
export function pageOf<T>(rows: readonly T[], state: Pick<TableState, "page" | "pageSize">): T[] {
  const start = (state.page - 1) * state.pageSize;
  return rows.slice(start, start + state.pageSize);
}

/**
 * Whether any of the texts holds every word of the keyword, case-insensitively: "cement 2013"
 * finds the cement guideline of 2013 whichever field holds which word.
 */
export function matchesKeyword(
  keyword: string,
  texts: ReadonlyArray<string | number | null>,
): boolean {
  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts
    .filter((text) => text !== null)
    .join("\n")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

// One page of a list query in SQL: keyword filter, a whitelisted order with the id as tie-break,
// and the total, for every `{ items, total }` list of the platform, whichever API asked for it.
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";

export enum SortOrder {
  ASC = "ASC",
  DESC = "DESC",
}

/** What a page request holds, whichever API it came from. */
export interface PageRequest {
  page: number;
  pageSize: number;
  keyword?: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** Escapes LIKE wildcards so a keyword matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** How a page is ordered: a column of the service's own choosing, never the caller's text. */
export interface PageSort {
  /** `alias.property`; the id alone when absent. */
  column?: string;
  order?: SortOrder;
  /** Further columns between the sort column and the id tie-break, in the same direction. */
  thenBy?: string[];
}

/**
 * The order a caller asked for, through the service's whitelist of columns: a field the
 * whitelist does not name (or none) sorts by id.
 */
export function pageSort<F extends string>(
  columns: Readonly<Record<F, string>>,
  args: { sortBy?: F | null; sortOrder?: SortOrder | null },
): PageSort {
  const field = args.sortBy;
  const column = field && Object.hasOwn(columns, field) ? columns[field] : undefined;
  return { column, order: args.sortOrder ?? SortOrder.ASC };
}

/**
 * One page of a list query: filters by `keyword` over the given columns (case-insensitive,
 * wildcards literal), orders by the sort column and then by id, and answers the items with the
 * total. The id breaks ties in the same direction, so pages never overlap or skip a row and,
 * NULLs aside, a descending list is the ascending one reversed. NULLs come last in both
 * directions: a row without a value (a user who never signed in) is the least interesting.
 */
export async function paginate<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  args: PageRequest,
  keywordColumns: string[],
  sort: PageSort = {},
): Promise<Page<T>> {
  if (args.keyword?.trim() && keywordColumns.length > 0) {
    const match = keywordColumns.map((column) => `${column} ILIKE :keyword`).join(" OR ");
    query.andWhere(`(${match})`, { keyword: likePattern(args.keyword) });
  }
  const order = sort.order ?? SortOrder.ASC;
  const id = `${query.alias}.id`;
  if (sort.column && sort.column !== id) {
    query.orderBy(sort.column, order, "NULLS LAST");
    for (const column of sort.thenBy ?? []) query.addOrderBy(column, order, "NULLS LAST");
    query.addOrderBy(id, order);
  } else {
    query.orderBy(id, order);
  }
  const [items, total] = await query
    .skip((args.page - 1) * args.pageSize)
    .take(args.pageSize)
    .getManyAndCount();
  return { items, total };
}

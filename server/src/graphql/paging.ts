// `{ items, total }` lists with `page` / `pageSize` arguments, the convention of every list, and
// the sort direction those lists share.
import { IsEnum, IsInt, IsOptional, MaxLength, Max, Min } from "class-validator";
import { m } from "../lib/validation";
import { ArgsType, type ClassType, Field, Int, ObjectType, registerEnumType } from "type-graphql";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";

export const MAX_PAGE_SIZE = 100;

export enum SortOrder {
  ASC = "ASC",
  DESC = "DESC",
}

registerEnumType(SortOrder, {
  name: "SortOrder",
  description: "Direction of a sorted list; rows without a value come last either way",
});

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  @Max(MAX_PAGE_SIZE, { message: m("invalidFormat", { hint: `at most ${MAX_PAGE_SIZE}` }) })
  pageSize: number = 20;

  @Field(() => String, { nullable: true, description: "Matches names, case-insensitive" })
  @IsOptional()
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  keyword?: string;
}

/**
 * Page arguments of a list the caller may sort: `sortBy` one of the list's own field enum (the id
 * when absent) and `sortOrder`. The service maps each field to a column with `pageSort`.
 */
export function SortedPageArgs<F extends string>(fieldEnum: Record<string, F>) {
  const fields = Object.values(fieldEnum).join(", ");

  @ArgsType()
  abstract class SortedPageArgsClass extends PageArgs {
    @Field(() => fieldEnum, { nullable: true, description: "Sorts by this field, then by id" })
    @IsOptional()
    @IsEnum(fieldEnum, { message: m("invalidFormat", { hint: `one of ${fields}` }) })
    sortBy?: F | null;

    @Field(() => SortOrder, { nullable: true, defaultValue: SortOrder.ASC })
    @IsOptional()
    @IsEnum(SortOrder, { message: m("invalidFormat", { hint: "ASC or DESC" }) })
    sortOrder?: SortOrder | null = SortOrder.ASC;
  }
  return SortedPageArgsClass;
}

@ArgsType()
export class IdArgs {
  @Field(() => Int)
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export function Paginated<T extends object>(itemClass: ClassType<T>) {
  @ObjectType()
  abstract class PaginatedResponse {
    @Field(() => [itemClass])
    items: T[];

    @Field(() => Int)
    total: number;
  }
  return PaginatedResponse;
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
  args: PageArgs,
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

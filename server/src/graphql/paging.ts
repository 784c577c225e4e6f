// `{ items, total }` lists with `page` / `pageSize` arguments, the convention of every list.
import { IsInt, IsOptional, MaxLength, Max, Min } from "class-validator";
import { m } from "../lib/validation";
import { ArgsType, type ClassType, Field, Int, ObjectType } from "type-graphql";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";

export const MAX_PAGE_SIZE = 100;

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

/**
 * One page of a list query: filters by `keyword` over the given columns (case-insensitive,
 * wildcards literal), orders by id, and answers the items with the total.
 */
export async function paginate<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  args: PageArgs,
  keywordColumns: string[],
  order: "ASC" | "DESC" = "ASC",
): Promise<Page<T>> {
  if (args.keyword?.trim() && keywordColumns.length > 0) {
    const match = keywordColumns.map((column) => `${column} ILIKE :keyword`).join(" OR ");
    query.andWhere(`(${match})`, { keyword: likePattern(args.keyword) });
  }
  const [items, total] = await query
    .orderBy(`${query.alias}.id`, order)
    .skip((args.page - 1) * args.pageSize)
    .take(args.pageSize)
    .getManyAndCount();
  return { items, total };
}

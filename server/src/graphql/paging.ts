// The GraphQL side of lists: `page` / `pageSize` / `keyword` arguments, sorted-list arguments and
// the `{ items, total }` answer type. Running the query for a page is db/paging.ts's business.
import { IsEnum, IsInt, IsOptional, MaxLength, Max, Min } from "class-validator";
import { m } from "../lib/validation";
import { ArgsType, type ClassType, Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { SortOrder } from "../db/paging";

export const MAX_PAGE_SIZE = 100;

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

export { SortOrder };

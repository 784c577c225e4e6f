// GraphQL API of case tags, and the tags of a case.
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { PermissionCode } from "../permission/permission-codes";
import { Case } from "../case/case.entity";
import { Tag } from "./tag.entity";
import { RemoveTagInput, TagInput } from "./tag.inputs";

const P = PermissionCode;

@Resolver(() => Tag)
export class TagResolver {
  @Authorized(P.Accounting)
  @Query(() => [Tag], { description: "The company's case tags" })
  caseTags(@Ctx() ctx: Context): Promise<Tag[]> {
    return ctx.services.tags.list(ctx.viewer!);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Tag, { description: "Adds a tag (or finds it by name), on a case if given" })
  addCaseTag(@Arg("input", () => TagInput) input: TagInput, @Ctx() ctx: Context): Promise<Tag> {
    return ctx.services.tags.add(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Boolean, { description: "Takes a tag off a case, or deletes it without one" })
  removeCaseTag(
    @Arg("input", () => RemoveTagInput) input: RemoveTagInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.tags.remove(ctx.viewer!, input);
  }
}

@Resolver(() => Case)
export class CaseTagsResolver {
  @FieldResolver(() => [Tag])
  tags(@Root() item: Case): Tag[] {
    return item.tags ?? [];
  }
}

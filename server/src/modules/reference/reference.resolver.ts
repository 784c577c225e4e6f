import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { Industry } from "./industry.entity";
import { IndustryInput, UpdateIndustryInput } from "./reference.inputs";
import { ReferenceData } from "./reference.types";

@Resolver()
export class ReferenceResolver {
  @Authorized(PermissionCode.Account)
  @Query(() => ReferenceData, { description: "Industries, units and regions for forms" })
  referenceData(@Ctx() ctx: Context): Promise<ReferenceData> {
    return ctx.services.reference.preData();
  }

  @Authorized(PermissionCode.AdminIndustry)
  @Mutation(() => Industry, { description: "Adds an industry (global data: with sys)" })
  createIndustry(
    @Arg("input", () => IndustryInput) input: IndustryInput,
    @Ctx() ctx: Context,
  ): Promise<Industry> {
    return ctx.services.reference.createIndustry(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminIndustry)
  @Mutation(() => Industry, { description: "Changes an industry (global data: with sys)" })
  updateIndustry(
    @Arg("input", () => UpdateIndustryInput) input: UpdateIndustryInput,
    @Ctx() ctx: Context,
  ): Promise<Industry> {
    return ctx.services.reference.updateIndustry(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminIndustry)
  @Mutation(() => Boolean, {
    description: "Deletes an industry no corporation, template, default or sub-industry uses",
  })
  deleteIndustry(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.reference.deleteIndustry(ctx.viewer!, id);
  }
}

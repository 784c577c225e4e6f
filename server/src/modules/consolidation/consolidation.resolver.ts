// GraphQL API of the company total: the company's corporations consolidated for a year.
import { Args, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { PermissionCode } from "../permission/permission-codes";
import { CompanyTotalArgs } from "./consolidation.inputs";
import { CompanyTotal } from "./consolidation.types";

@Resolver()
export class ConsolidationResolver {
  @Authorized(PermissionCode.Accounting)
  @Query(() => CompanyTotal, {
    description:
      "The company's consolidated inventory for a year by operational control, financial control or equity share: each corporation's latest calculated case of the year, the share applied and its contribution",
  })
  companyTotal(@Args(() => CompanyTotalArgs) args: CompanyTotalArgs, @Ctx() ctx: Context) {
    return ctx.services.consolidation.companyTotal(ctx.viewer!, args);
  }
}

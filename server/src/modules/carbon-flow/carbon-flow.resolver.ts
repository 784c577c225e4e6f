// GraphQL API of the carbon flow (cf): the cases to choose from and the flow of a case's run.
import { Args, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { PermissionCode } from "../permission/permission-codes";
import { CarbonFlowArgs } from "./carbon-flow.inputs";
import { CarbonFlow, FlowCorporationChoice } from "./carbon-flow.types";

@Resolver()
export class CarbonFlowResolver {
  @Authorized(PermissionCode.CarbonFlow)
  @Query(() => [FlowCorporationChoice], {
    description: "The company's corporations with their cases, for choosing a carbon flow",
  })
  carbonFlowChoices(@Ctx() ctx: Context) {
    return ctx.services.carbonFlow.choices(ctx.viewer!);
  }

  @Authorized(PermissionCode.CarbonFlow)
  @Query(() => CarbonFlow, {
    description:
      "The carbon flow of a case's run (its latest by default): Sankey nodes and bands from its result lines, and the carbon mass balance",
  })
  carbonFlow(@Args(() => CarbonFlowArgs) args: CarbonFlowArgs, @Ctx() ctx: Context) {
    return ctx.services.carbonFlow.flow(ctx.viewer!, args);
  }
}

// GraphQL API of the quick carbon calculator (/co2calculator): any signed-in user estimates
// (the implicit account code: a session, no permission code); keeping an estimate as a case
// takes the new-case code, and the service checks the line-editing code too.
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Case } from "../case/case.entity";
import { PermissionCode } from "../permission/permission-codes";
import { CalculatorCaseInput, CalculatorEstimateInput } from "./calculator.inputs";
import { CalculatorEstimate, CalculatorOption } from "./calculator.types";

const P = PermissionCode;

@Resolver()
export class CalculatorResolver {
  @Authorized(P.Account)
  @Query(() => [CalculatorOption], { description: "The sources the quick calculator offers" })
  calculatorOptions(@Ctx() ctx: Context): Promise<CalculatorOption[]> {
    return ctx.services.calculator.options(ctx.viewer!);
  }

  @Authorized(P.Account)
  @Query(() => CalculatorEstimate, {
    description:
      "A quick estimate from the global factor library; counts against the user's calculator uses per minute",
  })
  calculatorEstimate(
    @Arg("input", () => CalculatorEstimateInput) input: CalculatorEstimateInput,
    @Ctx() ctx: Context,
  ): Promise<CalculatorEstimate> {
    return ctx.services.calculator.estimate(ctx.viewer!, input);
  }

  @Authorized(P.CaseAdd)
  @Mutation(() => Case, {
    description:
      "Keeps an estimate as a new case of a corporation, one process per kind of source (also needs aa01)",
  })
  createCaseFromEstimate(
    @Arg("input", () => CalculatorCaseInput) input: CalculatorCaseInput,
    @Ctx() ctx: Context,
  ): Promise<Case> {
    return ctx.services.calculator.createCase(ctx.viewer!, input);
  }
}

// GraphQL API of comparisons: cases side by side and their workbook, the cases to choose from,
// the threshold setting, a corporation's base-year case and a recalculation in another GWP set.
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { FileDownload, toDownload } from "../../graphql/transfer";
import { CalculationRun } from "../calculation/calculation-run.entity";
import { Corporation } from "../corporation/corporation.entity";
import { PermissionCode } from "../permission/permission-codes";
import { ComparisonSetting } from "./comparison-setting.entity";
import {
  CaseComparisonArgs,
  ComparableCaseArgs,
  ComparisonSettingsInput,
  RecalculateInGwpSetInput,
  SetBaseYearCaseInput,
} from "./comparison.inputs";
import { CaseComparison, ComparableCasePage, ComparisonCorporation } from "./comparison.types";

const P = PermissionCode;

@Resolver()
export class ComparisonResolver {
  @Authorized(P.Comparison)
  @Query(() => CaseComparison, {
    description:
      "Cases side by side from their latest (or chosen) succeeded runs, with changes against the reference, drivers and the base-year check",
  })
  caseComparison(@Args(() => CaseComparisonArgs) args: CaseComparisonArgs, @Ctx() ctx: Context) {
    return ctx.services.comparisons.compare(ctx.viewer!, args);
  }

  @Authorized(P.Comparison)
  @Query(() => FileDownload, {
    description: "The comparison as a workbook (.xlsx). Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportCaseComparison(
    @Args(() => CaseComparisonArgs) args: CaseComparisonArgs,
    @Ctx() ctx: Context,
  ) {
    return toDownload(await ctx.services.comparisons.exportComparison(ctx.viewer!, args));
  }

  @Authorized(P.Comparison)
  @Query(() => ComparableCasePage, {
    description: "The company's cases a comparison may choose, newest year first",
  })
  comparableCases(@Args(() => ComparableCaseArgs) args: ComparableCaseArgs, @Ctx() ctx: Context) {
    return ctx.services.comparisons.comparableCases(ctx.viewer!, args);
  }

  @Authorized(P.Comparison)
  @Query(() => [ComparisonCorporation], {
    description: "The company's corporations with their base-year cases, by name",
  })
  comparisonCorporations(@Ctx() ctx: Context) {
    return ctx.services.comparisons.corporationChoices(ctx.viewer!);
  }

  @Authorized(P.Comparison)
  @Query(() => ComparisonSetting, { description: "The company's comparison settings" })
  comparisonSettings(@Ctx() ctx: Context) {
    return ctx.services.comparisons.settings(ctx.viewer!);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => ComparisonSetting, {
    description: "Sets the base-year significance threshold of the company's comparisons",
  })
  updateComparisonSettings(
    @Arg("input", () => ComparisonSettingsInput) input: ComparisonSettingsInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.comparisons.updateSettings(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Corporation, {
    description: "Makes a calculated case of the corporation its base year; a null case clears it",
  })
  setBaseYearCase(
    @Arg("input", () => SetBaseYearCaseInput) input: SetBaseYearCaseInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.comparisons.setBaseYearCase(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => CalculationRun, {
    description:
      "Changes a case's GWP set and calculates it, so it compares with cases in that set. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.calculation)
  recalculateCaseInGwpSet(
    @Arg("input", () => RecalculateInGwpSetInput) input: RecalculateInGwpSetInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.comparisons.recalculateInGwpSet(ctx.viewer!, input);
  }
}

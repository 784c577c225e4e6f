// GraphQL API of calculation runs: calculate a case, its runs, a run's totals and result lines.
import {
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { factorNameIn, formulaIn } from "../../calc/ghg/formula-text";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { CalculationRun, ResultLine } from "./calculation-run.entity";
import { Case } from "../case/case.entity";
import { CaseIdArgs } from "../case/case.inputs";
import { ResultLineArgs, RunArgs } from "./calculation.inputs";
import { lineErrorMessage } from "./calculation.service";
import {
  FactorSnapshot,
  GasEmissionType,
  LineErrorType,
  MarketResult,
  ResultsFreshness,
  RunTotals,
} from "./calculation.types";

@ObjectType()
export class ResultLinePage extends Paginated(ResultLine) {}

const P = PermissionCode;

@Resolver(() => CalculationRun)
export class CalculationRunResolver {
  @Authorized(P.AccountingEdit)
  @Mutation(() => CalculationRun, {
    description:
      "Calculates a case; a failed run lists the lines that stopped it. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.calculation)
  calculateCase(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return ctx.services.calculations.calculate(ctx.viewer!, caseId);
  }

  @Authorized(P.Accounting)
  @Query(() => [CalculationRun], { description: "The runs of a case, newest first" })
  calculationRuns(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return ctx.services.calculations.runs(ctx.viewer!, caseId);
  }

  @Authorized(P.Accounting)
  @Query(() => CalculationRun, { description: "A run, or the latest successful run of a case" })
  calculationRun(@Args(() => RunArgs) args: RunArgs, @Ctx() ctx: Context) {
    return ctx.services.calculations.run(ctx.viewer!, args);
  }

  @FieldResolver(() => RunTotals, { nullable: true })
  totals(@Root() run: CalculationRun): RunTotals | null {
    const totals = run.totals;
    if (!totals) return null;
    const categories = (record: Record<string, number>) =>
      Object.entries(record)
        .map(([category, co2eKg]) => ({ category: Number(category), co2eKg }))
        .sort((a, b) => a.category - b.category);
    return {
      totalKg: totals.totalKg,
      totalMarketKg: totals.totalMarketKg,
      ...totals.byScope,
      byIsoCategory: categories(totals.byIsoCategory),
      byScope3Category: categories(totals.byScope3Category),
      byProcess: totals.byProcess,
      byGas: totals.byGas,
      biogenicCo2Kg: totals.biogenicCo2Kg,
      deductedKg: totals.deductedKg,
      intensityPerOutput: totals.intensity.perOutput,
      outputUnit: totals.intensity.outputUnit,
      intensityPerRevenue: totals.intensity.perRevenue,
      revenueUnit: totals.intensity.revenueUnit,
    };
  }

  @FieldResolver(() => [LineErrorType], { description: "Why a failed run stopped" })
  errors(@Root() run: CalculationRun): LineErrorType[] {
    return (run.errors ?? []).map((error) => ({
      lineId: error.lineId,
      name: error.name,
      processName: error.processName,
      reason: error.reason,
      message: lineErrorMessage(error),
    }));
  }
}

@Resolver(() => ResultLine)
export class ResultLineResolver {
  @Authorized(P.Accounting)
  @Query(() => ResultLinePage, { description: "Result lines of a run" })
  resultLines(@Args(() => ResultLineArgs) args: ResultLineArgs, @Ctx() ctx: Context) {
    return ctx.services.calculations.lines(ctx.viewer!, args);
  }

  @FieldResolver(() => [GasEmissionType])
  gases(@Root() line: ResultLine): GasEmissionType[] {
    return line.gases;
  }

  @FieldResolver(() => MarketResult, { nullable: true, description: "Scope 2 market-based" })
  market(@Root() line: ResultLine, @Ctx() ctx: Context): MarketResult | null {
    return line.market && { ...line.market, formula: formulaIn(line.market.formula, ctx.locale) };
  }

  @FieldResolver(() => String, {
    description: "The calculation written out, in the reader's words",
  })
  formula(@Root() line: ResultLine, @Ctx() ctx: Context): string {
    return formulaIn(line.formula, ctx.locale);
  }

  @FieldResolver(() => FactorSnapshot, { description: "The factor as the run used it" })
  factor(@Root() line: ResultLine, @Ctx() ctx: Context): FactorSnapshot {
    const factor = line.factor as FactorSnapshot;
    return factor.id === null ? { ...factor, name: factorNameIn(factor.name, ctx.locale) } : factor;
  }
}

@Resolver(() => Case)
export class CaseLatestRunResolver {
  @FieldResolver(() => CalculationRun, { nullable: true, description: "The latest successful run" })
  latestRun(@Root() item: Case, @Ctx() ctx: Context) {
    return item.latestRunId ? ctx.loaders.runById.load(item.latestRunId) : null;
  }

  @FieldResolver(() => ResultsFreshness, {
    description: "Whether the latest successful run is older than the case's data",
  })
  resultsFreshness(@Root() item: Case, @Ctx() ctx: Context) {
    return ctx.services.resultsFreshness.of(item);
  }
}

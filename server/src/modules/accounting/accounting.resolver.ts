import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { notFound } from "../../lib/errors";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs, Paginated } from "../../graphql/paging";
import { EmissionFactor } from "../factor/emission-factor.entity";
import { PermissionCode } from "../permission/permission-codes";
import {
  AddCustomLineInput,
  AddLibraryLinesInput,
  AddProcessModelInput,
  CaseIdArgs,
  CaseInput,
  CaseListArgs,
  CaseProcessInput,
  CorporationInput,
  CorporationListArgs,
  CorporationMapArgs,
  CorporationPositionInput,
  DefaultFactorArgs,
  DeleteLinesInput,
  DischargeLineArgs,
  ImportProcessDataInput,
  ProcessDataListArgs,
  RemoveTagInput,
  RunArgs,
  TagInput,
  UpdateCaseInput,
  UpdateCorporationInput,
  UpdateProcessDataInput,
} from "./accounting.inputs";
import {
  FactorSnapshot,
  FileDownload,
  GasEmissionType,
  ImportReport,
  LineErrorType,
  MarketResult,
  RunTotals,
} from "./accounting.types";
import { CalculationRun, DischargeLine } from "./calculation-run.entity";
import { type GeneratedFile, lineErrorMessage } from "./calculation.service";
import { CaseProcess } from "./case-process.entity";
import { Case } from "./case.entity";
import { Corporation } from "./corporation.entity";
import { ProcessData } from "./process-data.entity";
import { Tag } from "./tag.entity";

@ObjectType()
export class CorporationPage extends Paginated(Corporation) {}

@ObjectType({ description: "A corporation placed on the repository map" })
export class CorporationMapPoint {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Float) longitude: number;
  @Field(() => Float) latitude: number;
}

@ObjectType({ description: "The repository map: every placed corporation a search finds" })
export class CorporationMap {
  @Field(() => Int, { description: "Corporations the search finds, placed or not" })
  total: number;

  @Field(() => [CorporationMapPoint])
  points: CorporationMapPoint[];
}
@ObjectType()
export class CasePage extends Paginated(Case) {}
@ObjectType()
export class ProcessDataPage extends Paginated(ProcessData) {}
@ObjectType()
export class DischargeLinePage extends Paginated(DischargeLine) {}

const P = PermissionCode;

export function toDownload(file: GeneratedFile): FileDownload {
  return {
    filename: file.filename,
    mimeType: file.mimeType,
    base64: file.content.toString("base64"),
  };
}

@Resolver(() => Corporation)
export class CorporationResolver {
  @Authorized(P.Accounting)
  @Query(() => CorporationPage, { description: "The company's corporations" })
  corporations(
    @Args(() => CorporationListArgs) args: CorporationListArgs,
    @Ctx() ctx: Context,
  ): Promise<CorporationPage> {
    return ctx.services.corporations.list(ctx.viewer!, args);
  }

  @Authorized(P.Accounting)
  @Query(() => CorporationMap, {
    description: "Positions of all the corporations a search finds (filters of `corporations`)",
  })
  corporationMap(
    @Args(() => CorporationMapArgs) args: CorporationMapArgs,
    @Ctx() ctx: Context,
  ): Promise<CorporationMap> {
    return ctx.services.corporations.mapPoints(ctx.viewer!, args);
  }

  @Authorized(P.Accounting)
  @Query(() => Corporation)
  corporation(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<Corporation> {
    return ctx.services.corporations.get(ctx.viewer!, id);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Corporation)
  createCorporation(
    @Arg("input", () => CorporationInput) input: CorporationInput,
    @Ctx() ctx: Context,
  ): Promise<Corporation> {
    return ctx.services.corporations.create(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Corporation)
  updateCorporation(
    @Arg("input", () => UpdateCorporationInput) input: UpdateCorporationInput,
    @Ctx() ctx: Context,
  ): Promise<Corporation> {
    return ctx.services.corporations.update(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Corporation, { description: "Places a corporation on the map of China" })
  setCorporationPosition(
    @Arg("input", () => CorporationPositionInput) input: CorporationPositionInput,
    @Ctx() ctx: Context,
  ): Promise<Corporation> {
    return ctx.services.corporations.setPosition(ctx.viewer!, input);
  }

  @Authorized(P.AccountingDelete)
  @Mutation(() => Boolean, { description: "Deletes a corporation with its cases and runs" })
  deleteCorporation(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.corporations.delete(ctx.viewer!, id);
  }

  @FieldResolver(() => [Case], { description: "Its cases, newest year first" })
  cases(@Root() corporation: Corporation, @Ctx() ctx: Context): Promise<Case[]> {
    return ctx.loaders.casesByCorporationId.load(corporation.id);
  }
}

@Resolver(() => Case)
export class CaseResolver {
  @Authorized(P.Accounting)
  @Query(() => CasePage)
  cases(@Args(() => CaseListArgs) args: CaseListArgs, @Ctx() ctx: Context): Promise<CasePage> {
    return ctx.services.cases.list(ctx.viewer!, args);
  }

  @Authorized(P.Accounting)
  @Query(() => Case, { name: "case" })
  caseById(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<Case> {
    return ctx.services.cases.get(ctx.viewer!, id);
  }

  @Authorized(P.CaseAdd)
  @Mutation(() => Case, { description: "Creates a case; a template's processes are copied in" })
  createCase(@Arg("input", () => CaseInput) input: CaseInput, @Ctx() ctx: Context): Promise<Case> {
    return ctx.services.cases.create(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Case)
  updateCase(
    @Arg("input", () => UpdateCaseInput) input: UpdateCaseInput,
    @Ctx() ctx: Context,
  ): Promise<Case> {
    return ctx.services.cases.update(ctx.viewer!, input);
  }

  @Authorized(P.AccountingDelete)
  @Mutation(() => Boolean)
  deleteCase(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.cases.delete(ctx.viewer!, id);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Gives template lines their default factor; the count" })
  applyDefaultFactors(
    @Args(() => DefaultFactorArgs) args: DefaultFactorArgs,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return ctx.services.cases.applyDefaultFactors(ctx.viewer!, args.caseId, args.overwrite);
  }

  @Authorized(P.Accounting)
  @Query(() => [Tag], { description: "The company's case tags" })
  caseTags(@Ctx() ctx: Context): Promise<Tag[]> {
    return ctx.services.cases.tags(ctx.viewer!);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Tag, { description: "Adds a tag (or finds it by name), on a case if given" })
  addCaseTag(@Arg("input", () => TagInput) input: TagInput, @Ctx() ctx: Context): Promise<Tag> {
    return ctx.services.cases.addTag(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Boolean, { description: "Takes a tag off a case, or deletes it without one" })
  removeCaseTag(
    @Arg("input", () => RemoveTagInput) input: RemoveTagInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.cases.removeTag(ctx.viewer!, input);
  }

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

  @Authorized(P.Accounting)
  @Query(() => DischargeLinePage, { description: "Result lines of a run" })
  dischargeLines(@Args(() => DischargeLineArgs) args: DischargeLineArgs, @Ctx() ctx: Context) {
    return ctx.services.calculations.lines(ctx.viewer!, args);
  }

  @Authorized(P.Accounting)
  @Query(() => FileDownload, {
    description: "The result workbook (.xlsx) of a run. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportCaseResult(@Args(() => RunArgs) args: RunArgs, @Ctx() ctx: Context) {
    return toDownload(await ctx.services.calculations.exportResult(ctx.viewer!, args));
  }

  @Authorized(P.Accounting)
  @Query(() => FileDownload, {
    description: "The process-data workbook (.xlsx) of a case. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportProcessData(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return toDownload(await ctx.services.calculations.exportProcessData(ctx.viewer!, caseId));
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => ImportReport, {
    description: "Imports the process-data workbook; all rows or none. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.import)
  importProcessData(
    @Arg("input", () => ImportProcessDataInput) input: ImportProcessDataInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.calculations.importProcessData(ctx.viewer!, input);
  }

  @FieldResolver(() => [Tag])
  tags(@Root() item: Case): Tag[] {
    return item.tags ?? [];
  }

  @FieldResolver(() => Corporation)
  async corporation(@Root() item: Case, @Ctx() ctx: Context): Promise<Corporation> {
    const corporation = await ctx.loaders.corporationById.load(item.corporationId);
    if (!corporation) throw notFound("corporation");
    return corporation;
  }

  @FieldResolver(() => CalculationRun, { nullable: true, description: "The latest successful run" })
  latestRun(@Root() item: Case, @Ctx() ctx: Context) {
    return item.latestRunId ? ctx.loaders.runById.load(item.latestRunId) : null;
  }
}

@Resolver(() => CaseProcess)
export class CaseProcessResolver {
  @Authorized(P.Accounting)
  @Query(() => [CaseProcess], { description: "The processes of a case, by scope" })
  caseProcesses(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return ctx.services.cases.processes(ctx.viewer!, caseId);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => CaseProcess)
  addCaseProcess(
    @Arg("input", () => CaseProcessInput) input: CaseProcessInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.addProcess(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Boolean, { description: "Deletes a process with its lines" })
  deleteCaseProcess(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.cases.deleteProcess(ctx.viewer!, id);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => [CaseProcess], { description: "Copies a template's processes into a case" })
  addProcessModel(
    @Arg("input", () => AddProcessModelInput) input: AddProcessModelInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.addProcessModel(ctx.viewer!, input);
  }
}

@Resolver(() => ProcessData)
export class ProcessDataResolver {
  @Authorized(P.Accounting)
  @Query(() => ProcessDataPage, { description: "Activity lines of a case" })
  processData(@Args(() => ProcessDataListArgs) args: ProcessDataListArgs, @Ctx() ctx: Context) {
    return ctx.services.cases.lines(ctx.viewer!, args);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => [ProcessData], { description: "One line per library factor" })
  addLibraryLines(
    @Arg("input", () => AddLibraryLinesInput) input: AddLibraryLinesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.addLibraryLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => ProcessData, { description: "A line with a factor entered by the user" })
  addCustomLine(
    @Arg("input", () => AddCustomLineInput) input: AddCustomLineInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.addCustomLine(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => [ProcessData], { description: "Changes many lines in one transaction" })
  updateProcessData(
    @Arg("input", () => UpdateProcessDataInput) input: UpdateProcessDataInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.updateLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Deletes lines; the count deleted" })
  deleteProcessData(
    @Arg("input", () => DeleteLinesInput) input: DeleteLinesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.deleteLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Deletes the lines without an amount; the count deleted" })
  removeUnneededLines(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return ctx.services.cases.removeUnneededLines(ctx.viewer!, caseId);
  }

  @FieldResolver(() => EmissionFactor, { nullable: true, description: "The library factor" })
  factor(@Root() line: ProcessData, @Ctx() ctx: Context) {
    return line.factorId ? ctx.loaders.factorById.load(line.factorId) : null;
  }

  @FieldResolver(() => EmissionFactor, { nullable: true })
  marketFactor(@Root() line: ProcessData, @Ctx() ctx: Context) {
    return line.marketFactorId ? ctx.loaders.factorById.load(line.marketFactorId) : null;
  }
}

@Resolver(() => CalculationRun)
export class CalculationRunResolver {
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

@Resolver(() => DischargeLine)
export class DischargeLineResolver {
  @FieldResolver(() => [GasEmissionType])
  gases(@Root() line: DischargeLine): GasEmissionType[] {
    return line.gases;
  }

  @FieldResolver(() => MarketResult, { nullable: true, description: "Scope 2 market-based" })
  market(@Root() line: DischargeLine): MarketResult | null {
    return line.market;
  }

  @FieldResolver(() => FactorSnapshot, { description: "The factor as the run used it" })
  factor(@Root() line: DischargeLine): FactorSnapshot {
    return line.factor as FactorSnapshot;
  }
}

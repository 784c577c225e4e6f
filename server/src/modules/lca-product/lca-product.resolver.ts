// GraphQL API of the product library. Reading products, models, calculations and the LCA log
// takes any of the LCA codes (ff01 new, ff41 manage, ff43 list); creating a product takes ff01;
// changing a model and calculating take ff01 or ff41; deleting a product or a calculation ff41.
// Every query and change is scoped to the caller's company in the services.
import { GraphQLJSON } from "graphql-scalars";
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs } from "../../graphql/paging";
import { Job } from "../job/job.entity";
import { PermissionCode } from "../permission/permission-codes";
import { ALLOCATIONS, BOUNDARIES, STAGE_SCHEMES } from "../process-model/process-model.codes";
import { LcaCalculation } from "./lca-calculation.entity";
import { AUDIT_STATUSES, LINE_KINDS, METHODS, SOURCE_KINDS, STANDARDS } from "./lca-product.codes";
import { LcaModelLine, LcaProduct } from "./lca-product.entity";
import {
  AddLcaModelLinesInput,
  CompareLcaCalculationsInput,
  CopyLcaProductInput,
  CreateLcaProductInput,
  DeleteLcaModelLinesInput,
  LcaLogArgs,
  LcaProductListArgs,
  LcaProductRef,
  RunLcaMonteCarloInput,
  UpdateLcaModelLineInput,
  UpdateLcaProductInput,
} from "./lca-product.inputs";
import {
  LcaLineProblem,
  LcaLogPage,
  LcaProductCodes,
  LcaProductPage,
  LcaResult,
  LcaUncertainty,
} from "./lca-product.types";

const P = PermissionCode;
const READ = [P.LcaCreate, P.LcaManage, P.LcaList];
const EDIT = [P.LcaCreate, P.LcaManage];

const code = ({ code, name, nameEn }: { code: string; name: string; nameEn: string }) => ({
  code,
  name,
  nameEn,
});

@Resolver(() => LcaProduct)
export class LcaProductResolver {
  @Authorized(...READ)
  @Query(() => LcaProductCodes, { description: "Standards, methods, stages and other lists" })
  lcaProductCodes(): LcaProductCodes {
    return {
      standards: STANDARDS.map((s) => ({ ...code(s), stageScheme: s.stageScheme })),
      methods: METHODS.map(code),
      boundaries: BOUNDARIES.map(code),
      allocations: ALLOCATIONS.map(code),
      lineKinds: LINE_KINDS.map(code),
      sourceKinds: SOURCE_KINDS.map(code),
      auditStatuses: AUDIT_STATUSES.map(code),
      stageSchemes: STAGE_SCHEMES.map((s) => ({ ...code(s), stages: s.stages.map(code) })),
    };
  }

  @Authorized(...READ)
  @Query(() => LcaProductPage, { description: "The company's products, newest change first" })
  lcaProducts(
    @Args(() => LcaProductListArgs) args: LcaProductListArgs,
    @Ctx() ctx: Context,
  ): Promise<LcaProductPage> {
    return ctx.services.lcaProducts.list(ctx.viewer!, { ...args });
  }

  @Authorized(...READ)
  @Query(() => LcaProduct)
  lcaProduct(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<LcaProduct> {
    return ctx.services.lcaProducts.get(ctx.viewer!, id);
  }

  @FieldResolver(() => [LcaModelLine], {
    description: "The lines of a version of the model (the current one by default)",
  })
  lines(
    @Root() product: LcaProduct,
    @Arg("version", () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: Context,
  ): Promise<LcaModelLine[]> {
    return ctx.services.lcaProducts.lines(ctx.viewer!, product.id, version);
  }

  @FieldResolver(() => [Int], { description: "Versions with lines or calculations, newest first" })
  versions(@Root() product: LcaProduct, @Ctx() ctx: Context): Promise<number[]> {
    return ctx.services.lcaProducts.versions(ctx.viewer!, product.id);
  }

  @FieldResolver(() => [LcaCalculation], { description: "Its calculations, newest first" })
  calculations(@Root() product: LcaProduct, @Ctx() ctx: Context): Promise<LcaCalculation[]> {
    return ctx.services.lcaCalculations.list(ctx.viewer!, product.id);
  }

  @Authorized(...EDIT)
  @Query(() => [LcaLineProblem], {
    description: "The lines of the current version that block a calculation, with the reasons",
  })
  lcaModelProblems(
    @Args(() => IdArgs) { id }: IdArgs,
    @Ctx() ctx: Context,
  ): Promise<LcaLineProblem[]> {
    return ctx.services.lcaCalculations.check(ctx.viewer!, id);
  }

  @Authorized(P.LcaCreate)
  @Mutation(() => LcaProduct, { description: "Adds a product with its study (version 1)" })
  createLcaProduct(
    @Arg("input", () => CreateLcaProductInput) input: CreateLcaProductInput,
    @Ctx() ctx: Context,
  ): Promise<LcaProduct> {
    return ctx.services.lcaProducts.create(ctx.viewer!, input);
  }

  @Authorized(...EDIT)
  @Mutation(() => LcaProduct, { description: "Changes a product and its study" })
  updateLcaProduct(
    @Arg("input", () => UpdateLcaProductInput) input: UpdateLcaProductInput,
    @Ctx() ctx: Context,
  ): Promise<LcaProduct> {
    return ctx.services.lcaProducts.update(ctx.viewer!, input);
  }

  @Authorized(P.LcaManage)
  @Mutation(() => Boolean, { description: "Deletes a product with its model and calculations" })
  deleteLcaProduct(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.lcaProducts.remove(ctx.viewer!, id);
  }

  @Authorized(...EDIT)
  @Mutation(() => LcaProduct, {
    description: "Copies a product: its study and its current model as version 1 of a new one",
  })
  copyLcaProduct(
    @Arg("input", () => CopyLcaProductInput) input: CopyLcaProductInput,
    @Ctx() ctx: Context,
  ): Promise<LcaProduct> {
    return ctx.services.lcaProducts.copy(ctx.viewer!, input);
  }

  @Authorized(...EDIT)
  @Mutation(() => LcaProduct, {
    description:
      "Makes a new version of the model (its lines copied) and edits that; a released study goes back to draft",
  })
  createLcaModelVersion(
    @Arg("input", () => LcaProductRef) input: LcaProductRef,
    @Ctx() ctx: Context,
  ): Promise<LcaProduct> {
    return ctx.services.lcaProducts.newVersion(ctx.viewer!, input.productId);
  }

  @Authorized(...EDIT)
  @Mutation(() => [LcaModelLine], { description: "Appends lines to the current version" })
  addLcaModelLines(
    @Arg("input", () => AddLcaModelLinesInput) input: AddLcaModelLinesInput,
    @Ctx() ctx: Context,
  ): Promise<LcaModelLine[]> {
    return ctx.services.lcaProducts.addLines(ctx.viewer!, input);
  }

  @Authorized(...EDIT)
  @Mutation(() => LcaModelLine)
  updateLcaModelLine(
    @Arg("input", () => UpdateLcaModelLineInput) input: UpdateLcaModelLineInput,
    @Ctx() ctx: Context,
  ): Promise<LcaModelLine> {
    return ctx.services.lcaProducts.updateLine(ctx.viewer!, input);
  }

  @Authorized(...EDIT)
  @Mutation(() => Int, { description: "Deletes lines of the current version; answers how many" })
  deleteLcaModelLines(
    @Arg("input", () => DeleteLcaModelLinesInput) input: DeleteLcaModelLinesInput,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return ctx.services.lcaProducts.deleteLines(ctx.viewer!, input);
  }

  @Authorized(...EDIT)
  @Mutation(() => LcaCalculation, {
    description:
      'Calculates the current model version as a background job (kind "lca-product-calculation"), answered at once with the calculation and its jobId. Refused while a line is blocked (each named with its reason) or while the version is being calculated. Heavy: one per request',
  })
  @Heavy(HEAVY_COST.calculation)
  calculateLcaProduct(
    @Arg("input", () => LcaProductRef) input: LcaProductRef,
    @Ctx() ctx: Context,
  ): Promise<LcaCalculation> {
    return ctx.services.lcaCalculations.start(ctx.viewer!, input.productId);
  }

  @Authorized(...READ)
  @Query(() => LcaLogPage, { description: "The LCA log: changes and calculations, newest first" })
  lcaLog(@Args(() => LcaLogArgs) args: LcaLogArgs, @Ctx() ctx: Context): Promise<LcaLogPage> {
    return ctx.services.lcaLog.list(ctx.viewer!, { ...args });
  }
}

@Resolver(() => LcaCalculation)
export class LcaCalculationResolver {
  @Authorized(...READ)
  @Query(() => LcaCalculation)
  lcaCalculation(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<LcaCalculation> {
    return ctx.services.lcaCalculations.get(ctx.viewer!, id);
  }

  @FieldResolver(() => LcaResult, { nullable: true })
  result(@Root() calculation: LcaCalculation): LcaResult | null {
    return calculation.result;
  }

  @FieldResolver(() => LcaUncertainty, { nullable: true, description: "The latest Monte Carlo" })
  uncertainty(@Root() calculation: LcaCalculation): LcaUncertainty | null {
    const u = calculation.uncertainty;
    if (!u) return null;
    return { ...u, histogramEdges: u.histogram.edges, histogramCounts: u.histogram.counts };
  }

  @FieldResolver(() => GraphQLJSON, {
    description: "The model as calculated: study, database, allocation share, lines and sources",
  })
  model(@Root() calculation: LcaCalculation): unknown {
    return calculation.model;
  }

  @Authorized(P.LcaManage)
  @Mutation(() => Boolean, { description: "Deletes a calculation; the product's count falls" })
  deleteLcaCalculation(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.lcaCalculations.remove(ctx.viewer!, id);
  }

  @Authorized(...EDIT)
  @Mutation(() => Job, {
    description:
      'Monte Carlo of a calculation (default 1,000 iterations, seeded) as a background job (kind "lca-product-monte-carlo"); the result is stored on the calculation. Heavy: one per request',
  })
  @Heavy(HEAVY_COST.calculation)
  runLcaMonteCarlo(
    @Arg("input", () => RunLcaMonteCarloInput) input: RunLcaMonteCarloInput,
    @Ctx() ctx: Context,
  ): Promise<Job> {
    return ctx.services.lcaCalculations.startMonteCarlo(ctx.viewer!, input);
  }

  @Authorized(...EDIT)
  @Mutation(() => Job, {
    description:
      'Compares two calculations on one database with correlated (paired) sampling, as a background job (kind "lca-product-comparison"); its result holds both samples and the share of iterations in which the first is lower. Heavy: one per request',
  })
  @Heavy(HEAVY_COST.calculation)
  compareLcaCalculations(
    @Arg("input", () => CompareLcaCalculationsInput) input: CompareLcaCalculationsInput,
    @Ctx() ctx: Context,
  ): Promise<Job> {
    return ctx.services.lcaCalculations.startComparison(ctx.viewer!, input);
  }
}

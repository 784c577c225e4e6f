// GraphQL API of process models, product categories, design products and their assignment to
// client companies. Every signed-in user reads the global rows assigned to their company and its
// own, and keeps their company's own; the global rows change only by the operator's users holding
// gab01 (process models) or gab02 (design products), which the services check. The category
// tree is kept under gab02, the assignments under gab03 (process models) and gab08 (design
// products), by the operator's users only.
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs, Paginated } from "../../graphql/paging";
import type { CodeDefinition } from "../lca-data/lca-data.codes";
import { LcaDataCode } from "../lca-data/lca-data.resolver";
import { PermissionCode } from "../permission/permission-codes";
import { DesignProduct, DesignProductItem } from "./design-product.entity";
import {
  ALLOCATIONS,
  BOUNDARIES,
  COMPARTMENTS,
  PROCESS_CATEGORIES,
  STAGE_SCHEMES,
  type StageScheme,
} from "./process-model.codes";
import { ProcessModel, ProcessModelLine } from "./process-model.entity";
import {
  AssignmentInput,
  CompanyArgs,
  DesignProductInput,
  DesignProductListArgs,
  ProcessModelInput,
  ProcessModelListArgs,
  ProductCategoryInput,
  UpdateDesignProductInput,
  UpdateProcessModelInput,
  UpdateProductCategoryInput,
} from "./process-model.inputs";
import { ProductCategory } from "./product-category.entity";

const P = PermissionCode;

@ObjectType()
export class ProcessModelPage extends Paginated(ProcessModel) {}

@ObjectType()
export class DesignProductPage extends Paginated(DesignProduct) {}

@ObjectType({ description: "A stage scheme with its stages" })
export class StageSchemeCode {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  @Field(() => String) nameEn: string;
  @Field(() => [LcaDataCode]) stages: CodeDefinition[];
}

@ObjectType({ description: "The fixed lists of process model and design product forms" })
export class ProcessModelCodes {
  @Field(() => [LcaDataCode]) categories: CodeDefinition[];
  @Field(() => [LcaDataCode]) allocations: CodeDefinition[];
  @Field(() => [LcaDataCode]) compartments: CodeDefinition[];
  @Field(() => [LcaDataCode]) boundaries: CodeDefinition[];
  @Field(() => [StageSchemeCode]) stageSchemes: StageScheme[];
}

@Resolver(() => ProcessModel)
export class ProcessModelResolver {
  @Authorized(P.Account)
  @Query(() => ProcessModelCodes, {
    description: "Process categories, allocation rules, compartments, boundaries, stage schemes",
  })
  processModelCodes(): ProcessModelCodes {
    return {
      categories: [...PROCESS_CATEGORIES],
      allocations: [...ALLOCATIONS],
      compartments: [...COMPARTMENTS],
      boundaries: [...BOUNDARIES],
      stageSchemes: [...STAGE_SCHEMES],
    };
  }

  @Authorized(P.Account)
  @Query(() => ProcessModelPage, {
    description:
      "The global process models assigned to the company (all, for the operator) and its own",
  })
  processModels(
    @Args(() => ProcessModelListArgs) args: ProcessModelListArgs,
    @Ctx() ctx: Context,
  ): Promise<ProcessModelPage> {
    return ctx.services.processModels.list(ctx.viewer!, args);
  }

  @Authorized(P.Account)
  @Query(() => ProcessModel)
  processModel(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<ProcessModel> {
    return ctx.services.processModels.get(ctx.viewer!, id);
  }

  @FieldResolver(() => [ProcessModelLine], { description: "Inputs, by-products, emissions" })
  lines(@Root() model: ProcessModel, @Ctx() ctx: Context): Promise<ProcessModelLine[]> {
    if (model.lines) return Promise.resolve(model.lines);
    return ctx.services.processModels.lines(model.id);
  }

  @Authorized(P.Account)
  @Mutation(() => ProcessModel, {
    description: "Adds a process model: the company's own, or global (platform operator, gab01)",
  })
  createProcessModel(
    @Arg("input", () => ProcessModelInput) input: ProcessModelInput,
    @Ctx() ctx: Context,
  ): Promise<ProcessModel> {
    return ctx.services.processModels.create(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => ProcessModel, { description: "Replaces a process model and its lines" })
  updateProcessModel(
    @Arg("input", () => UpdateProcessModelInput) input: UpdateProcessModelInput,
    @Ctx() ctx: Context,
  ): Promise<ProcessModel> {
    return ctx.services.processModels.update(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => Boolean, { description: "Deletes a process model no other model uses" })
  deleteProcessModel(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.processModels.remove(ctx.viewer!, id);
  }

  @Authorized(P.AdminProcessAssign)
  @Query(() => [Int], { description: "The global process models assigned to a company" })
  processModelAssignments(
    @Args(() => CompanyArgs) { companyId }: CompanyArgs,
    @Ctx() ctx: Context,
  ): Promise<number[]> {
    return ctx.services.modelAssignments.assigned(ctx.viewer!, "process", companyId);
  }

  @Authorized(P.AdminProcessAssign)
  @Mutation(() => [Int], {
    description: "Sets the global process models a company may use (platform operator)",
  })
  setProcessModelAssignments(
    @Arg("input", () => AssignmentInput) input: AssignmentInput,
    @Ctx() ctx: Context,
  ): Promise<number[]> {
    return ctx.services.modelAssignments.set(ctx.viewer!, "process", input);
  }
}

@Resolver(() => DesignProduct)
export class DesignProductResolver {
  @Authorized(P.Account)
  @Query(() => [ProductCategory], { description: "The product category tree, in sort order" })
  productCategories(@Ctx() ctx: Context): Promise<ProductCategory[]> {
    return ctx.services.productCategories.list();
  }

  @Authorized(P.AdminDesignProduct)
  @Mutation(() => ProductCategory)
  createProductCategory(
    @Arg("input", () => ProductCategoryInput) input: ProductCategoryInput,
    @Ctx() ctx: Context,
  ): Promise<ProductCategory> {
    return ctx.services.productCategories.create(ctx.viewer!, input);
  }

  @Authorized(P.AdminDesignProduct)
  @Mutation(() => ProductCategory)
  updateProductCategory(
    @Arg("input", () => UpdateProductCategoryInput) input: UpdateProductCategoryInput,
    @Ctx() ctx: Context,
  ): Promise<ProductCategory> {
    return ctx.services.productCategories.update(ctx.viewer!, input);
  }

  @Authorized(P.AdminDesignProduct)
  @Mutation(() => Boolean, { description: "Deletes a category without sub-categories or products" })
  deleteProductCategory(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.productCategories.remove(ctx.viewer!, id);
  }

  @Authorized(P.Account)
  @Query(() => DesignProductPage, {
    description:
      "The global design products assigned to the company (all, for the operator) and its own",
  })
  designProducts(
    @Args(() => DesignProductListArgs) args: DesignProductListArgs,
    @Ctx() ctx: Context,
  ): Promise<DesignProductPage> {
    return ctx.services.designProducts.list(ctx.viewer!, args);
  }

  @Authorized(P.Account)
  @Query(() => DesignProduct)
  designProduct(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<DesignProduct> {
    return ctx.services.designProducts.get(ctx.viewer!, id);
  }

  @FieldResolver(() => [DesignProductItem], { description: "What each stage uses" })
  items(@Root() product: DesignProduct, @Ctx() ctx: Context): Promise<DesignProductItem[]> {
    if (product.items) return Promise.resolve(product.items);
    return ctx.services.designProducts.items(product.id);
  }

  @Authorized(P.Account)
  @Mutation(() => DesignProduct, {
    description: "Adds a design product: the company's own, or global (platform operator, gab02)",
  })
  createDesignProduct(
    @Arg("input", () => DesignProductInput) input: DesignProductInput,
    @Ctx() ctx: Context,
  ): Promise<DesignProduct> {
    return ctx.services.designProducts.create(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => DesignProduct)
  updateDesignProduct(
    @Arg("input", () => UpdateDesignProductInput) input: UpdateDesignProductInput,
    @Ctx() ctx: Context,
  ): Promise<DesignProduct> {
    return ctx.services.designProducts.update(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => Boolean)
  deleteDesignProduct(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.designProducts.remove(ctx.viewer!, id);
  }

  @Authorized(P.AdminProductModelAssign)
  @Query(() => [Int], { description: "The global design products assigned to a company" })
  designProductAssignments(
    @Args(() => CompanyArgs) { companyId }: CompanyArgs,
    @Ctx() ctx: Context,
  ): Promise<number[]> {
    return ctx.services.modelAssignments.assigned(ctx.viewer!, "design", companyId);
  }

  @Authorized(P.AdminProductModelAssign)
  @Mutation(() => [Int], {
    description: "Sets the global design products a company may use (platform operator)",
  })
  setDesignProductAssignments(
    @Arg("input", () => AssignmentInput) input: AssignmentInput,
    @Ctx() ctx: Context,
  ): Promise<number[]> {
    return ctx.services.modelAssignments.set(ctx.viewer!, "design", input);
  }
}

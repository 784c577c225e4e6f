import { Arg, Args, Authorized, Ctx, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs, Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { CompanyListArgs, CreateCompanyInput, UpdateCompanyInput } from "./company.inputs";
import { Company } from "./company.entity";

@ObjectType()
export class CompanyPage extends Paginated(Company) {}

@Resolver(() => Company)
export class CompanyResolver {
  @Authorized(PermissionCode.CompanyList)
  @Query(() => CompanyPage, {
    description: "The caller's company, an agent's clients, or all (platform)",
  })
  companies(
    @Args(() => CompanyListArgs) args: CompanyListArgs,
    @Ctx() ctx: Context,
  ): Promise<CompanyPage> {
    return ctx.services.companies.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.CompanyList)
  @Query(() => Company)
  company(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<Company> {
    return ctx.services.companies.get(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.CompanyEdit)
  @Mutation(() => Company)
  createCompany(
    @Arg("input", () => CreateCompanyInput) input: CreateCompanyInput,
    @Ctx() ctx: Context,
  ): Promise<Company> {
    return ctx.services.companies.create(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.CompanyEdit)
  @Mutation(() => Company)
  updateCompany(
    @Arg("input", () => UpdateCompanyInput) input: UpdateCompanyInput,
    @Ctx() ctx: Context,
  ): Promise<Company> {
    return ctx.services.companies.update(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.CompanyEdit)
  @Mutation(() => Boolean, { description: "Deletes a company that has no users left" })
  deleteCompany(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.companies.delete(ctx.viewer!, id);
  }
}

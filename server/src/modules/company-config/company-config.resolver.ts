import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { CompanyConfig } from "./company-config.entity";
import {
  CompanyConfigArgs,
  CompanyConfigInput,
  CompanyConfigListArgs,
} from "./company-config.inputs";

@ObjectType({ description: "A company with its settings" })
export class CompanyConfigRow {
  @Field(() => Int) companyId: number;
  @Field(() => String) companyName: string;
  @Field(() => CompanyConfig) config: CompanyConfig;
}

@ObjectType()
export class CompanyConfigPage extends Paginated(CompanyConfigRow) {}

@ObjectType({ description: "An upstream database a company may take as its default" })
export class CompanyConfigDatabase {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String) version: string;
}

@Resolver()
export class CompanyConfigResolver {
  @Authorized(PermissionCode.AdminCompanyConfigs)
  @Query(() => CompanyConfigPage, {
    description: "The companies the caller sees with their settings, by name",
  })
  companyConfigs(
    @Args(() => CompanyConfigListArgs) args: CompanyConfigListArgs,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.companyConfigs.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.AdminCompanyConfigs)
  @Query(() => CompanyConfig, { description: "A company's settings (the caller's by default)" })
  companyConfig(@Args(() => CompanyConfigArgs) args: CompanyConfigArgs, @Ctx() ctx: Context) {
    return ctx.services.companyConfigs.get(ctx.viewer!, args.companyId);
  }

  @Authorized(PermissionCode.AdminCompanyConfigs)
  @Query(() => [CompanyConfigDatabase], {
    description: "The upstream databases a company may take as its default",
  })
  companyConfigDatabases(@Ctx() ctx: Context) {
    return ctx.services.companyConfigs.databaseChoices();
  }

  @Authorized(PermissionCode.Account)
  @Query(() => CompanyConfig, {
    description: "The settings of the caller's company: modules shown, units, number format",
  })
  myCompanyConfig(@Ctx() ctx: Context) {
    return ctx.services.companyConfigs.get(ctx.viewer!);
  }

  @Authorized(PermissionCode.AdminCompanyConfigs)
  @Mutation(() => CompanyConfig, { description: "Saves every setting of a company" })
  updateCompanyConfig(
    @Arg("input", () => CompanyConfigInput) input: CompanyConfigInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.companyConfigs.update(ctx.viewer!, input);
  }
}

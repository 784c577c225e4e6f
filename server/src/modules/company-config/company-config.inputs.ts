import { ArrayMaxSize, IsArray, IsIn, IsOptional } from "class-validator";
import { ArgsType, Field, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsGwpSet } from "../../lib/gwp-set";
import { IsOneOf, IsPositiveId, IsWholeIn } from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { COMPANY_MODULES, EMISSION_UNITS, NUMBER_FORMATS } from "./company-config.entity";

@ArgsType()
export class CompanyConfigArgs {
  @Field(() => Int, { nullable: true, description: "The caller's own company when absent" })
  @IsOptional()
  @IsPositiveId()
  companyId?: number;
}

/** The companies whose settings the caller may see, searched by name. */
@ArgsType()
export class CompanyConfigListArgs extends PageArgs {}

/** Every setting of a company at once, as the settings form sends them. */
@InputType()
export class CompanyConfigInput {
  @Field(() => Int)
  @IsPositiveId()
  companyId: number;

  @Field(() => String, { description: "AR4, AR5 or AR6, in any case" })
  @IsGwpSet()
  defaultGwpSet: string;

  @Field(() => Int, { nullable: true, description: "An upstream database; null for none" })
  @IsOptional()
  @IsPositiveId()
  defaultDatabaseId?: number | null;

  @Field(() => Int, { description: "1 (January) to 12 (December)" })
  @IsWholeIn(1, 12)
  fiscalYearStartMonth: number;

  @Field(() => String, { description: EMISSION_UNITS.join(", ") })
  @IsOneOf(EMISSION_UNITS)
  emissionUnit: string;

  @Field(() => String, { description: NUMBER_FORMATS.join(", ") })
  @IsOneOf(NUMBER_FORMATS)
  numberFormat: string;

  @Field(() => Int, { description: "0 to 6" })
  @IsWholeIn(0, 6)
  decimals: number;

  @Field(() => [String], { description: `Modules switched off, of ${COMPANY_MODULES.join(", ")}` })
  @IsArray({ message: m("invalidFormat", { hint: "a list of module keys" }) })
  @ArrayMaxSize(COMPANY_MODULES.length, {
    message: m("invalidFormat", { hint: `at most ${COMPANY_MODULES.length} modules` }),
  })
  @IsIn(COMPANY_MODULES, {
    each: true,
    message: m("invalidFormat", { hint: `each one of ${COMPANY_MODULES.join(", ")}` }),
  })
  disabledModules: string[];
}

import { IsIn, IsInt, IsOptional, Matches, MaxLength, Min } from "class-validator";
import { IsNotBlank } from "../../lib/input-rules";
import { ArgsType, Field, InputType, Int, registerEnumType } from "type-graphql";
import { SortedPageArgs } from "../../graphql/paging";
import { m } from "../../lib/validation";
import { CompanyStatus } from "./company.entity";

/** GB 32100-2015 unified social credit code: 18 characters of digits and upper-case letters. */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Fields the company list sorts by; the service maps each to its column. */
export enum CompanySortField {
  name = "name",
  status = "status",
  createdAt = "createdAt",
}

registerEnumType(CompanySortField, { name: "CompanySortField" });

@ArgsType()
export class CompanyListArgs extends SortedPageArgs(CompanySortField) {}

@InputType()
export class CreateCompanyInput {
  @Field(() => String)
  @IsNotBlank()
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(CREDIT_CODE, {
    message: m("invalidFormat", { hint: "18-character unified social credit code" }),
  })
  creditCode?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  contactName?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  contactPhone?: string;

  @Field(() => String, {
    nullable: true,
    description: "Password new users of the company start with; defaults to the platform's",
  })
  @IsOptional()
  initialPassword?: string;

  @Field(() => Int, {
    nullable: true,
    description: "Agent serving the company (platform admins only)",
  })
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  agentId?: number;
}

@InputType()
export class UpdateCompanyInput {
  @Field(() => Int)
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsNotBlank()
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  name?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(CREDIT_CODE, {
    message: m("invalidFormat", { hint: "18-character unified social credit code" }),
  })
  creditCode?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  contactName?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  contactPhone?: string;

  @Field(() => Int, { nullable: true, description: "1 active, 0 disabled" })
  @IsOptional()
  @IsIn(Object.values(CompanyStatus), { message: m("invalidFormat", { hint: "1 or 0" }) })
  status?: number;

  @Field(() => String, {
    nullable: true,
    description: "New initial password for users created later",
  })
  @IsOptional()
  initialPassword?: string;
}

import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsIn,
  IsOptional,
  Matches,
  MaxLength,
  MinLength,
} from "class-validator";
import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsNotBlank, IsPositiveId } from "../../lib/input-rules";
import { m, USERNAME_PATTERN } from "../../lib/validation";
import { CompanyStatus } from "../company/company.entity";
import { CLIENT_MODULE_KEYS, type ClientModule } from "./client-modules";

/** GB 32100-2015 unified social credit code: 18 characters of digits and upper-case letters. */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** A calendar date, the last day of a client's subscription (China Standard Time). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_HINT = "a date such as 2027-12-31";
const MODULE_HINT = CLIENT_MODULE_KEYS.join(", ");

@ArgsType()
export class AgentClientListArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "1 active, 0 disabled; all when absent" })
  @IsOptional()
  @IsIn([CompanyStatus.Active, CompanyStatus.Disabled], {
    message: m("invalidFormat", { hint: "1 or 0" }),
  })
  status?: number;
}

/** A client company of the caller's agent, with what its users have done on the platform. */
@ObjectType({ description: "A client company of an agent, with its usage" })
export class AgentClient {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  creditCode: string | null;

  @Field(() => String, { nullable: true })
  contactName: string | null;

  @Field(() => String, { nullable: true })
  contactPhone: string | null;

  @Field(() => Int, { description: "1 active, 0 disabled" })
  status: number;

  @Field(() => Date, { nullable: true, description: "Its users cannot sign in from this moment" })
  expiresAt: Date | null;

  @Field(() => Boolean, { description: "Past its expiry" })
  expired: boolean;

  @Field(() => [String], { description: "Modules it may use" })
  modules: string[];

  @Field(() => Int)
  userCount: number;

  @Field(() => Int, { description: "Carbon accounting cases" })
  caseCount: number;

  @Field(() => Int, { description: "LCA products" })
  productCount: number;

  @Field(() => Date, { nullable: true, description: "Its users' latest sign-in" })
  lastSignInAt: Date | null;

  @Field(() => Date)
  createdAt: Date;
}

@InputType()
export class AddAgentClientInput {
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

  @Field(() => String, { description: "Username of the client's first administrator" })
  @IsNotBlank()
  @MinLength(3, { message: m("tooShort", { min: 3 }) })
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  @Matches(USERNAME_PATTERN, { message: m("invalidFormat", { hint: "letters, digits, . _ @ -" }) })
  adminUsername: string;

  @Field(() => String)
  @IsNotBlank()
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  adminRealname: string;

  @Field(() => [String], { description: `Modules the client may use: ${MODULE_HINT}` })
  @ArrayNotEmpty({ message: m("modulesRequired") })
  @ArrayMaxSize(CLIENT_MODULE_KEYS.length)
  @IsIn(CLIENT_MODULE_KEYS, { each: true, message: m("invalidFormat", { hint: MODULE_HINT }) })
  modules: ClientModule[];

  @Field(() => String, { description: "Last day of the subscription, YYYY-MM-DD" })
  @Matches(DAY, { message: m("invalidFormat", { hint: DAY_HINT }) })
  expiresOn: string;
}

@ObjectType({ description: "A new client and its first administrator's one-time password" })
export class AddedAgentClient {
  @Field(() => AgentClient)
  client: AgentClient;

  @Field(() => String)
  adminUsername: string;

  @Field(() => String, {
    description: "Shown once: the administrator must change it at first sign-in",
  })
  initialPassword: string;
}

@InputType()
export class SetAgentClientStatusInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => Int, { description: "1 enable, 0 disable" })
  @IsIn([CompanyStatus.Active, CompanyStatus.Disabled], {
    message: m("invalidFormat", { hint: "1 or 0" }),
  })
  status: number;
}

@InputType()
export class ExtendAgentClientInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String, { description: "New last day of the subscription, YYYY-MM-DD" })
  @Matches(DAY, { message: m("invalidFormat", { hint: DAY_HINT }) })
  expiresOn: string;
}

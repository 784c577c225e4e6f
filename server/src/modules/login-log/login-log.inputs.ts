import { IsIn, IsInt, IsOptional, Max, Min } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsText } from "../../lib/input-rules";
import { m } from "../../lib/validation";

export const MAX_RECENT_ACTIVITY = 50;

@ArgsType()
export class RecentActivityArgs {
  @Field(() => Int, { defaultValue: 10, description: `At most ${MAX_RECENT_ACTIVITY}` })
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  @Max(MAX_RECENT_ACTIVITY, {
    message: m("invalidFormat", { hint: `at most ${MAX_RECENT_ACTIVITY}` }),
  })
  limit: number = 10;
}

/** What the log screen filters on: failed attempts only, successful sign-ins only, sign-outs. */
export const LOGIN_LOG_RESULTS = ["success", "failure", "logout"] as const;

/**
 * The login log's filters: `keyword` matches the username or the user's real name; `from` and `to`
 * bound the time (from inclusive, to exclusive: the client sends the start of the day after the
 * last day it shows).
 */
@ArgsType()
export class LoginLogArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "An exact username" })
  @IsOptional()
  @IsText(50)
  username?: string;

  @Field(() => String, { nullable: true, description: LOGIN_LOG_RESULTS.join(", ") })
  @IsOptional()
  @IsIn(LOGIN_LOG_RESULTS, { message: m("invalidFormat", { hint: LOGIN_LOG_RESULTS.join(", ") }) })
  result?: string;

  @Field(() => Date, { nullable: true, description: "From this moment (inclusive)" })
  @IsOptional()
  from?: Date;

  @Field(() => Date, { nullable: true, description: "Before this moment" })
  @IsOptional()
  to?: Date;
}

/** The same filters without paging, for the workbook. */
@ArgsType()
export class LoginLogExportArgs {
  @Field(() => String, { nullable: true, description: "Matches the username or real name" })
  @IsOptional()
  @IsText(100)
  keyword?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(50)
  username?: string;

  @Field(() => String, { nullable: true, description: LOGIN_LOG_RESULTS.join(", ") })
  @IsOptional()
  @IsIn(LOGIN_LOG_RESULTS, { message: m("invalidFormat", { hint: LOGIN_LOG_RESULTS.join(", ") }) })
  result?: string;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  from?: Date;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  to?: Date;
}

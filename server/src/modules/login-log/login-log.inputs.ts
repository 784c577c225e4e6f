import { IsInt, Max, Min } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
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

// GraphQL API of background jobs: the client follows a job it started and may cancel it.
import { IsOptional, IsUUID, MaxLength } from "class-validator";
import {
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { PageArgs, Paginated } from "../../graphql/paging";
import { m } from "../../lib/validation";
import { PermissionCode } from "../permission/permission-codes";
import { Job } from "./job.entity";

@ArgsType()
class JobsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Only jobs of this kind" })
  @IsOptional()
  @MaxLength(60, { message: m("tooLong", { max: 60 }) })
  kind?: string | null;
}

@ArgsType()
class JobIdArgs {
  @Field(() => ID)
  @IsUUID("all", { message: m("invalidFormat", { hint: "a job id" }) })
  id: string;
}

@ObjectType()
export class JobPage extends Paginated(Job) {}

@Resolver(() => Job)
export class JobResolver {
  @Authorized(PermissionCode.Account)
  @Query(() => Job, { description: "A job of the viewer's company, with its progress" })
  job(@Args(() => JobIdArgs) { id }: JobIdArgs, @Ctx() ctx: Context): Promise<Job> {
    return ctx.services.jobs.get(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.Account)
  @Query(() => JobPage, { description: "The company's jobs, newest first" })
  jobs(@Args(() => JobsArgs) args: JobsArgs, @Ctx() ctx: Context): Promise<JobPage> {
    return ctx.services.jobs.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.Account)
  @Mutation(() => Job, {
    description: "Cancels a job: a queued one at once, a running one at its next step",
  })
  cancelJob(@Args(() => JobIdArgs) { id }: JobIdArgs, @Ctx() ctx: Context): Promise<Job> {
    return ctx.services.jobs.cancel(ctx.viewer!, id);
  }
}

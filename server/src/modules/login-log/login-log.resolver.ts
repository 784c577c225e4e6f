import { Args, Authorized, Ctx, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { Paginated } from "../../graphql/paging";
import { FileDownload, toDownload } from "../../graphql/transfer";
import { PermissionCode } from "../permission/permission-codes";
import { LoginLogArgs, LoginLogExportArgs, RecentActivityArgs } from "./login-log.inputs";
import { LoginLog } from "./login-log.entity";

@ObjectType()
export class LoginLogPage extends Paginated(LoginLog) {}

@Resolver(() => LoginLog)
export class LoginLogResolver {
  @Authorized(PermissionCode.LoginLog)
  @Query(() => LoginLogPage, {
    description:
      "Sign-in attempts and sign-outs, newest first; `keyword` matches the username or real name",
  })
  loginLogs(
    @Args(() => LoginLogArgs) args: LoginLogArgs,
    @Ctx() ctx: Context,
  ): Promise<LoginLogPage> {
    return ctx.services.loginLogs.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.LoginLog)
  @Query(() => FileDownload, {
    description: "The login log with the same filters as a workbook (.xlsx), newest first. Heavy",
  })
  @Heavy(HEAVY_COST.export)
  async exportLoginLogs(
    @Args(() => LoginLogExportArgs) args: LoginLogExportArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    return toDownload(await ctx.services.loginLogs.exportWorkbook(ctx.viewer!, args));
  }

  @Authorized(PermissionCode.Account)
  @Query(() => [LoginLog], {
    description: "The caller's own sign-ins, failed attempts and sign-outs, newest first",
    // Counted like a page of `limit` rows by the query cost limit.
    complexity: ({ args, childComplexity }) =>
      1 + childComplexity * (typeof args.limit === "number" ? args.limit : 10),
  })
  recentActivity(
    @Args(() => RecentActivityArgs) args: RecentActivityArgs,
    @Ctx() ctx: Context,
  ): Promise<LoginLog[]> {
    return ctx.services.loginLogs.recentOf(ctx.viewer!, args);
  }
}

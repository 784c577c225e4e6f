import { Args, Authorized, Ctx, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { PageArgs, Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { LoginLog } from "./login-log.entity";

@ObjectType()
export class LoginLogPage extends Paginated(LoginLog) {}

@Resolver(() => LoginLog)
export class LoginLogResolver {
  @Authorized(PermissionCode.LoginLog)
  @Query(() => LoginLogPage, { description: "Sign-in attempts and sign-outs, newest first" })
  loginLogs(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context): Promise<LoginLogPage> {
    return ctx.services.loginLogs.list(ctx.viewer!, args);
  }
}

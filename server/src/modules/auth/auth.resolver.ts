import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Public } from "../../graphql/public";
import { clientMeta } from "../../lib/client-meta";
import { PermissionCode } from "../permission/permission-codes";
import { LoginInput, LoginResult, ResetPasswordInput, UserDetails } from "./auth.inputs";

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => LoginResult, {
    description: "Signs in; every attempt is written to the login log",
  })
  async login(
    @Arg("input", () => LoginInput) input: LoginInput,
    @Ctx() ctx: Context,
  ): Promise<LoginResult> {
    const { token, expiresAt, details } = await ctx.services.auth.login(
      input.username,
      input.password,
      clientMeta(ctx.req),
    );
    return { ...details, token, expiresAt };
  }

  @Authorized(PermissionCode.Account)
  @Query(() => UserDetails, {
    description: "The signed-in user, company, roles and permission codes",
  })
  userDetails(@Ctx() ctx: Context): Promise<UserDetails> {
    return ctx.services.auth.detailsOf(ctx.viewer!.userId);
  }

  @Authorized(PermissionCode.Account)
  @Mutation(() => Boolean, { description: "Ends the current session" })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.logout(ctx.viewer!, clientMeta(ctx.req));
    return true;
  }

  @Authorized(PermissionCode.Account)
  @Mutation(() => String, {
    description: "Changes the password and ends every session of the user",
  })
  resetPassword(
    @Arg("input", () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return ctx.services.auth.changePassword(ctx.viewer!, input);
  }
}

import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs } from "../../graphql/paging";
import { Public } from "../../graphql/public";
import { clientMeta } from "../../lib/client-meta";
import { LoginResult } from "../auth/auth.inputs";
import { PermissionCode } from "../permission/permission-codes";
import { callbackUrl, SSO_PATH } from "./external-sign-in.routes";
import {
  IdentityProviderInput,
  IdentityProviderSettings,
  IdentityProviderView,
  SignInOption,
} from "./identity-provider.inputs";

@Resolver()
export class IdentityProviderResolver {
  @Authorized(PermissionCode.AgentBranding)
  @Query(() => IdentityProviderSettings, {
    description: "An agent's external sign-in providers (the caller's agent by default)",
  })
  async identityProviders(
    @Arg("agentId", () => Int, { nullable: true }) agentId: number | undefined,
    @Ctx() ctx: Context,
  ): Promise<IdentityProviderSettings> {
    const { agent, items, companies } = await ctx.services.identityProviders.list(
      ctx.viewer!,
      agentId,
    );
    return {
      agentId: agent.id,
      agentName: agent.name,
      redirectUri: callbackUrl(ctx.req),
      items,
      companies,
    };
  }

  @Authorized(PermissionCode.AgentBranding)
  @Mutation(() => IdentityProviderView, {
    description: "Sets up or changes an agent's ePlat or OBEI sign-in",
  })
  saveIdentityProvider(
    @Arg("input", () => IdentityProviderInput) input: IdentityProviderInput,
    @Ctx() ctx: Context,
  ): Promise<IdentityProviderView> {
    return ctx.services.identityProviders.save(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AgentBranding)
  @Mutation(() => Boolean, { description: "Removes an external sign-in and its account links" })
  deleteIdentityProvider(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.identityProviders.remove(ctx.viewer!, id);
  }

  @Public()
  @Query(() => [SignInOption], {
    description: "The external sign-in buttons of the agent serving this domain",
  })
  async signInOptions(
    @Arg("domain", () => String, { nullable: true }) domain: string | undefined,
    @Ctx() ctx: Context,
  ): Promise<SignInOption[]> {
    const providers = await ctx.services.externalSignIn.options(domain ?? ctx.req.hostname);
    return providers.map((provider) => ({
      kind: provider.kind,
      name: provider.name,
      startUrl: `${SSO_PATH}/start?provider=${provider.kind}`,
    }));
  }

  @Public()
  @Mutation(() => LoginResult, {
    description: "Opens the session of an external sign-in: its one-time ticket, once",
  })
  async redeemExternalSignIn(
    @Arg("ticket", () => String) ticket: string,
    @Ctx() ctx: Context,
  ): Promise<LoginResult> {
    const { token, expiresAt, details } = await ctx.services.externalSignIn.redeem(
      ticket,
      clientMeta(ctx.req),
    );
    return { ...details, token, expiresAt };
  }
}

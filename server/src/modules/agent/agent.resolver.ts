import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Public } from "../../graphql/public";
import { IdArgs } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { Agent } from "./agent.entity";
import { Theme, UpdateBrandingInput } from "./agent.inputs";

@Resolver()
export class AgentResolver {
  @Public()
  @Query(() => Theme, { description: "Branding for a domain; defaults to the request's host" })
  theme(
    @Arg("domain", () => String, { nullable: true }) domain: string | undefined,
    @Ctx() ctx: Context,
  ): Promise<Theme> {
    return ctx.services.agents.themeForHost(domain ?? ctx.req.hostname);
  }

  @Authorized(PermissionCode.Account)
  @Query(() => Theme, { description: "Branding of the agent serving a company" })
  themeByCompany(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<Theme> {
    return ctx.services.agents.themeForCompany(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.AgentBranding)
  @Mutation(() => Agent, { description: "Changes the caller's agent branding and domains" })
  updateBranding(
    @Arg("input", () => UpdateBrandingInput) input: UpdateBrandingInput,
    @Ctx() ctx: Context,
  ): Promise<Agent> {
    return ctx.services.agents.updateBranding(ctx.viewer!, input);
  }
}

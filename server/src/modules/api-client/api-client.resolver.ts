// GraphQL API of the open platform: the company's API clients (created and rotated with the
// secret shown once, changed, revoked), what each may reach, and the audit of their calls.
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { PageArgs } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { ApiClient } from "./api-client.entity";
import {
  ApiClientCallArgs,
  ApiClientCallPage,
  ApiClientFootprint,
  ApiClientPage,
  ApiClientSecret,
  CreateApiClientInput,
  GrantableProduct,
  PactEventPage,
  UpdateApiClientInput,
} from "./api-client.inputs";

const P = PermissionCode;

@Resolver(() => ApiClient)
export class ApiClientResolver {
  @Authorized(P.OpenPlatform)
  @Query(() => ApiClientPage, { description: "The company's open-platform API clients" })
  apiClients(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context): Promise<ApiClientPage> {
    return ctx.services.apiClients.list(ctx.viewer!, args);
  }

  @Authorized(P.OpenPlatform)
  @Query(() => ApiClient)
  apiClient(@Arg("id", () => Int) id: number, @Ctx() ctx: Context): Promise<ApiClient> {
    return ctx.services.apiClients.get(ctx.viewer!, id);
  }

  @Authorized(P.OpenPlatform)
  @Query(() => [GrantableProduct], {
    description: "The company's products a client may be granted, with their releases",
  })
  apiClientProducts(@Ctx() ctx: Context): Promise<GrantableProduct[]> {
    return ctx.services.apiClients.grantableProducts(ctx.viewer!);
  }

  @Authorized(P.OpenPlatform)
  @Query(() => [ApiClientFootprint], {
    description: "The PACT footprints a client can read now (its granted products' releases)",
  })
  async apiClientFootprints(
    @Arg("id", () => Int) id: number,
    @Ctx() ctx: Context,
  ): Promise<ApiClientFootprint[]> {
    const client = await ctx.services.apiClients.get(ctx.viewer!, id);
    return ctx.services.pact.shared(client);
  }

  @Authorized(P.OpenPlatform)
  @Query(() => ApiClientCallPage, { description: "The audit of API clients' calls, newest first" })
  apiClientCalls(
    @Args(() => ApiClientCallArgs) args: ApiClientCallArgs,
    @Ctx() ctx: Context,
  ): Promise<ApiClientCallPage> {
    return ctx.services.apiClients.calls(ctx.viewer!, args);
  }

  @Authorized(P.OpenPlatform)
  @Query(() => PactEventPage, { description: "PACT events partners sent, newest first" })
  pactEvents(
    @Args(() => ApiClientCallArgs) args: ApiClientCallArgs,
    @Ctx() ctx: Context,
  ): Promise<PactEventPage> {
    return ctx.services.pact.events(
      ctx.viewer!.companyId,
      args.page,
      args.pageSize,
      args.apiClientId,
    );
  }

  @Authorized(P.OpenPlatformEdit)
  @Mutation(() => ApiClientSecret, { description: "Creates a client; its secret is shown once" })
  createApiClient(
    @Arg("input", () => CreateApiClientInput) input: CreateApiClientInput,
    @Ctx() ctx: Context,
  ): Promise<ApiClientSecret> {
    return ctx.services.apiClients.create(ctx.viewer!, input);
  }

  @Authorized(P.OpenPlatformEdit)
  @Mutation(() => ApiClient, { description: "Changes a client's name, codes and products" })
  updateApiClient(
    @Arg("input", () => UpdateApiClientInput) input: UpdateApiClientInput,
    @Ctx() ctx: Context,
  ): Promise<ApiClient> {
    return ctx.services.apiClients.update(ctx.viewer!, input);
  }

  @Authorized(P.OpenPlatformEdit)
  @Mutation(() => ApiClientSecret, {
    description: "Replaces a client's secret (shown once); its tokens end",
  })
  rotateApiClientSecret(
    @Arg("id", () => Int) id: number,
    @Ctx() ctx: Context,
  ): Promise<ApiClientSecret> {
    return ctx.services.apiClients.rotate(ctx.viewer!, id);
  }

  @Authorized(P.OpenPlatformEdit)
  @Mutation(() => ApiClient, { description: "Revokes a client for good; its tokens end" })
  revokeApiClient(@Arg("id", () => Int) id: number, @Ctx() ctx: Context): Promise<ApiClient> {
    return ctx.services.apiClients.revoke(ctx.viewer!, id);
  }
}

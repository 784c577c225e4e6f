import { Arg, Args, Authorized, Ctx, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Paginated } from "../../graphql/paging";
import { Agent } from "../agent/agent.entity";
import { PermissionCode } from "../permission/permission-codes";
import {
  AddAgentClientInput,
  AddedAgentClient,
  AgentClient,
  AgentClientListArgs,
  ExtendAgentClientInput,
  SetAgentClientStatusInput,
} from "./agent-client.inputs";

@ObjectType()
export class AgentClientPage extends Paginated(AgentClient) {}

@Resolver()
export class AgentClientResolver {
  @Authorized(PermissionCode.AgentArea)
  @Query(() => AgentClientPage, { description: "The client companies of the caller's agent" })
  agentClients(
    @Args(() => AgentClientListArgs) args: AgentClientListArgs,
    @Ctx() ctx: Context,
  ): Promise<AgentClientPage> {
    return ctx.services.agentClients.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.AgentArea)
  @Query(() => Agent, { description: "The agent the caller's company owns, with its branding" })
  ownAgent(@Ctx() ctx: Context): Promise<Agent> {
    return ctx.services.agentClients.ownAgent(ctx.viewer!);
  }

  @Authorized(PermissionCode.AgentArea)
  @Mutation(() => AddedAgentClient, {
    description: "Adds a client company with its first administrator, in one step",
  })
  addAgentClient(
    @Arg("input", () => AddAgentClientInput) input: AddAgentClientInput,
    @Ctx() ctx: Context,
  ): Promise<AddedAgentClient> {
    return ctx.services.agentClients.add(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AgentArea)
  @Mutation(() => AgentClient, { description: "Disables or enables a client company" })
  setAgentClientStatus(
    @Arg("input", () => SetAgentClientStatusInput) input: SetAgentClientStatusInput,
    @Ctx() ctx: Context,
  ): Promise<AgentClient> {
    return ctx.services.agentClients.setStatus(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AgentArea)
  @Mutation(() => AgentClient, { description: "Moves a client company's expiry" })
  extendAgentClient(
    @Arg("input", () => ExtendAgentClientInput) input: ExtendAgentClientInput,
    @Ctx() ctx: Context,
  ): Promise<AgentClient> {
    return ctx.services.agentClients.extend(ctx.viewer!, input);
  }
}

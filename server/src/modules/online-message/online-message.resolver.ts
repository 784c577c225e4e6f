import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs, Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import {
  MessageThreadDetail,
  MessageThreadListArgs,
  MessageThreadSummary,
  ReplyMessageInput,
  StartMessageThreadInput,
  UnreadMessages,
} from "./online-message.inputs";

@ObjectType()
export class MessageThreadPage extends Paginated(MessageThreadSummary) {}

// Every signed-in user may write to the agent serving their company (`acc`); the agent side is
// checked in the service: the staff of the company owning the thread's agent, holding `ag`.
@Resolver()
export class OnlineMessageResolver {
  @Authorized(PermissionCode.Account)
  @Query(() => MessageThreadPage, { description: "Threads of the caller's company or agent" })
  messageThreads(
    @Args(() => MessageThreadListArgs) args: MessageThreadListArgs,
    @Ctx() ctx: Context,
  ): Promise<MessageThreadPage> {
    return ctx.services.onlineMessages.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.Account)
  @Query(() => MessageThreadDetail)
  messageThread(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.onlineMessages.thread(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.Account)
  @Query(() => UnreadMessages, { description: "Unread counts for the navbar" })
  unreadMessages(@Ctx() ctx: Context): Promise<UnreadMessages> {
    return ctx.services.onlineMessages.unread(ctx.viewer!);
  }

  @Authorized(PermissionCode.Account)
  @Mutation(() => MessageThreadDetail, { description: "Writes to the agent serving the company" })
  startMessageThread(
    @Arg("input", () => StartMessageThreadInput) input: StartMessageThreadInput,
    @Ctx() ctx: Context,
  ): Promise<MessageThreadDetail> {
    return ctx.services.onlineMessages.start(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.Account)
  @Mutation(() => MessageThreadDetail, {
    description: "Answers in a thread from the caller's side",
  })
  replyMessage(
    @Arg("input", () => ReplyMessageInput) input: ReplyMessageInput,
    @Ctx() ctx: Context,
  ): Promise<MessageThreadDetail> {
    return ctx.services.onlineMessages.reply(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.Account)
  @Mutation(() => Int, { description: "Marks the other side's messages read; answers how many" })
  markMessageThreadRead(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<number> {
    return ctx.services.onlineMessages.markRead(ctx.viewer!, id);
  }
}

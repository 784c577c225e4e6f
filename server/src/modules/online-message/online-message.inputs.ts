import { IsEnum, MaxLength } from "class-validator";
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsNotBlank, IsPositiveId } from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { OnlineMessage } from "./online-message.entity";

/** Which side of a conversation the caller reads it from. */
export enum MessageSide {
  /** A user of the client company writing to its agent. */
  CLIENT = "CLIENT",
  /** The agent's staff answering its clients. */
  AGENT = "AGENT",
}
registerEnumType(MessageSide, { name: "MessageSide" });

export const MAX_MESSAGE_LENGTH = 2000;

@ArgsType()
export class MessageThreadListArgs extends PageArgs {
  @Field(() => MessageSide, { description: "The caller's own threads or its agent's inbox" })
  @IsEnum(MessageSide, { message: m("invalidFormat", { hint: "CLIENT or AGENT" }) })
  side: MessageSide;
}

@ObjectType({ description: "A conversation as listed, with what the caller has not read" })
export class MessageThreadSummary {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  subject: string;

  @Field(() => Int)
  companyId: number;

  @Field(() => String, { description: "The client company" })
  companyName: string;

  @Field(() => String, { description: "The agent" })
  agentName: string;

  @Field(() => String, { description: "The latest message, cut to 120 characters" })
  lastMessage: string;

  @Field(() => Date)
  lastMessageAt: Date;

  @Field(() => Int, { description: "Messages from the other side the caller's side has not read" })
  unread: number;
}

@ObjectType({ description: "A conversation with its messages, oldest first" })
export class MessageThreadDetail extends MessageThreadSummary {
  @Field(() => MessageSide, { description: "The side the caller writes from" })
  side: MessageSide;

  @Field(() => [OnlineMessage])
  messages: OnlineMessage[];
}

@ObjectType({ description: "Unread messages for the navbar" })
export class UnreadMessages {
  @Field(() => Int, { description: "Answers from the caller's agent not yet read" })
  asClient: number;

  @Field(() => Int, { description: "Client messages the caller's agent has not read" })
  asAgent: number;

  @Field(() => Boolean, { description: "The caller's company has an agent above it to write to" })
  mayWrite: boolean;

  @Field(() => Boolean, { description: "The caller answers its company's agent's clients" })
  mayAnswer: boolean;
}

@InputType()
export class StartMessageThreadInput {
  @Field(() => String)
  @IsNotBlank()
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  subject: string;

  @Field(() => String)
  @IsNotBlank()
  @MaxLength(MAX_MESSAGE_LENGTH, { message: m("tooLong", { max: MAX_MESSAGE_LENGTH }) })
  body: string;
}

@InputType()
export class ReplyMessageInput {
  @Field(() => Int)
  @IsPositiveId()
  threadId: number;

  @Field(() => String)
  @IsNotBlank()
  @MaxLength(MAX_MESSAGE_LENGTH, { message: m("tooLong", { max: MAX_MESSAGE_LENGTH }) })
  body: string;
}

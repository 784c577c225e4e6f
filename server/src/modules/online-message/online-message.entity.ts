import { Field, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import { Agent } from "../agent/agent.entity";
import { Company } from "../company/company.entity";
import { User } from "../user/user.entity";

/**
 * A conversation between a client company and the agent serving it, opened by one of the
 * client's users on a subject. Both sides write messages in it.
 */
@ObjectType({ description: "A conversation between a client company and its agent" })
@Entity("message_thread")
@Index("ix_message_thread_agent_last", ["agentId", "lastMessageAt"])
export class MessageThread {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  companyId: number;

  @ManyToOne(() => Company, { onDelete: "CASCADE" })
  @JoinColumn({ name: "company_id" })
  company?: Company;

  /** The agent serving the company when the thread was opened. */
  @Field(() => Int)
  @Column("int")
  agentId: number;

  @ManyToOne(() => Agent, { onDelete: "CASCADE" })
  @JoinColumn({ name: "agent_id" })
  agent?: Agent;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  subject: string;

  @Column("int", { nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "created_by" })
  creator?: User;

  @Field(() => Date)
  @Column("timestamptz")
  lastMessageAt: Date;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** One message of a thread, by a client's user or by the agent's staff. */
@ObjectType({ description: "A message in a thread" })
@Entity("online_message")
@Index("ix_online_message_thread", ["threadId", "id"])
export class OnlineMessage {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  threadId: number;

  @ManyToOne(() => MessageThread, { onDelete: "CASCADE" })
  @JoinColumn({ name: "thread_id" })
  thread?: MessageThread;

  /** Written by the agent's staff (true) or by the client's user (false). */
  @Field(() => Boolean)
  @Column("boolean")
  fromAgent: boolean;

  @Column("int", { nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "author_id" })
  author?: User;

  /** The author's name as shown when written, kept if the user is deleted. */
  @Field(() => String)
  @Column("varchar", { length: 50 })
  authorName: string;

  @Field(() => String)
  @Column("text")
  body: string;

  /** When the other side first opened the thread after this message; null while unread. */
  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  readAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

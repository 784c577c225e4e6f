import { Field, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export const LoginEvent = { Login: "login", Logout: "logout" } as const;

/** Why a sign-in attempt ended as it did. */
export const LoginOutcome = {
  Success: "success",
  UnknownUser: "unknown_user",
  WrongPassword: "wrong_password",
  Disabled: "disabled",
  Throttled: "throttled",
  Logout: "logout",
} as const;

@ObjectType({ description: "A sign-in attempt or sign-out" })
@Entity("login_log")
@Index(["username", "createdAt"])
export class LoginLog {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 50 })
  username: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  userId: number | null;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 10 })
  event: string;

  @Field(() => Boolean)
  @Column("boolean")
  success: boolean;

  @Field(() => String)
  @Column("varchar", { length: 20 })
  outcome: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 64, nullable: true })
  ip: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 300, nullable: true })
  userAgent: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** The user's real name today, for the log screen; not stored with the row. */
  @Field(() => String, { nullable: true })
  realname?: string | null;

  /** The user's company today, for the operator's view across companies; not stored. */
  @Field(() => String, { nullable: true })
  companyName?: string | null;
}

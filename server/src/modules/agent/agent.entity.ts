import { Field, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";

export const AuthProvider = { None: "none", EPlat: "eplat", Obei: "obei" } as const;
export type AuthProvider = (typeof AuthProvider)[keyof typeof AuthProvider];

/**
 * A reseller that brands the platform for its client companies. The platform operator is the
 * default agent (`isPlatform`), used for any domain no other agent claims.
 */
@ObjectType({ description: "A reseller (agent) and its branding" })
@Entity("agent")
export class Agent {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => Boolean)
  @Column("boolean", { default: false })
  isPlatform: boolean;

  /** Host names this agent serves, lower case, without port. */
  @Field(() => [String])
  @Column("text", { array: true, default: () => "'{}'" })
  domains: string[];

  /** The company whose users work for the agent (client management, branding). */
  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  ownerCompanyId: number | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  platLogo: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  loginBg: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  loginLogo: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  logo: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 200, nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  banner: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 200, nullable: true })
  bannerTitle: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  bannerInfo: string | null;

  /** Which external sign-in the client falls back to on session expiry (SPEC §8). */
  @Field(() => String)
  @Column("varchar", { length: 20, default: AuthProvider.None })
  authProvider: AuthProvider;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  authUrl: string | null;

  /** Provider credentials; never exposed through the API. */
  @Column("jsonb", { default: () => "'{}'" })
  authSettings: Record<string, string>;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

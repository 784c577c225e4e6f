import { Field, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { Agent } from "../agent/agent.entity";

/** The external platforms an agent may sign its clients' users in through (SPEC §7). */
export const ProviderKind = { EPlat: "eplat", Obei: "obei" } as const;
export type ProviderKind = (typeof ProviderKind)[keyof typeof ProviderKind];
export const PROVIDER_KINDS: readonly ProviderKind[] = [ProviderKind.EPlat, ProviderKind.Obei];

/** OpenID Connect (discovery, ID token) or plain OAuth 2.0 (endpoints given, user info). */
export const ProviderProtocol = { Oidc: "oidc", OAuth2: "oauth2" } as const;
export type ProviderProtocol = (typeof ProviderProtocol)[keyof typeof ProviderProtocol];

/**
 * An agent's external identity provider: where its users are sent to sign in, the client the
 * platform is registered as there, and how the provider's claims become a platform user.
 */
@ObjectType({ description: "An agent's external identity provider (ePlat or OBEI)" })
@Entity("identity_provider")
@Index(["agentId", "kind"], { unique: true })
export class IdentityProvider {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  agentId: number;

  @ManyToOne(() => Agent, { onDelete: "CASCADE" })
  @JoinColumn({ name: "agent_id" })
  agent?: Agent;

  @Field(() => String, { description: "eplat or obei" })
  @Column("varchar", { length: 10 })
  kind: ProviderKind;

  @Field(() => String, { description: "The sign-in button's label" })
  @Column("varchar", { length: 50 })
  name: string;

  @Field(() => String, { description: "oidc or oauth2" })
  @Column("varchar", { length: 10, default: ProviderProtocol.Oidc })
  protocol: ProviderProtocol;

  @Field(() => String)
  @Column("varchar", { length: 500 })
  issuer: string;

  @Field(() => String, { nullable: true, description: "OAuth 2.0 only: the authorization page" })
  @Column("varchar", { length: 500, nullable: true })
  authorizationEndpoint: string | null;

  @Field(() => String, { nullable: true, description: "OAuth 2.0 only: the token endpoint" })
  @Column("varchar", { length: 500, nullable: true })
  tokenEndpoint: string | null;

  @Field(() => String, { nullable: true, description: "OAuth 2.0 only: the user info endpoint" })
  @Column("varchar", { length: 500, nullable: true })
  userinfoEndpoint: string | null;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  clientId: string;

  /** The client secret the provider issued; never leaves the server. */
  @Column("varchar", { length: 500 })
  clientSecret: string;

  @Field(() => String, { description: "Space-separated scopes asked for" })
  @Column("varchar", { length: 300 })
  scopes: string;

  @Field(() => String, { description: "The claim naming the external user for good" })
  @Column("varchar", { length: 50, default: "sub" })
  subjectClaim: string;

  @Field(() => String, { description: "The claim matched against and used as a username" })
  @Column("varchar", { length: 50, default: "preferred_username" })
  usernameClaim: string;

  @Field(() => String)
  @Column("varchar", { length: 50, default: "name" })
  nameClaim: string;

  @Field(() => String)
  @Column("varchar", { length: 50, default: "email" })
  emailClaim: string;

  @Field(() => Int, { description: "The company whose users sign in here, and new users join" })
  @Column("int")
  companyId: number;

  @Field(() => Int, {
    nullable: true,
    description: "The role of a user created at first sign-in; none: only known users sign in",
  })
  @Column("int", { nullable: true })
  defaultRoleId: number | null;

  @Field(() => Boolean)
  @Column("boolean", { default: true })
  enabled: boolean;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** A platform user known to a provider under a subject. */
@Entity("external_identity")
@Index(["providerId", "subject"], { unique: true })
export class ExternalIdentity {
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  providerId: number;

  @ManyToOne(() => IdentityProvider, { onDelete: "CASCADE" })
  @JoinColumn({ name: "provider_id" })
  provider?: IdentityProvider;

  @Column("varchar", { length: 255 })
  subject: string;

  @Index()
  @Column("int")
  userId: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { nullable: true })
  lastSignInAt: Date | null;
}

/**
 * One trip to a provider: the state, nonce and PKCE verifier sent with the user, then the
 * one-time ticket the browser redeems for a session. Rows live minutes.
 */
@Entity("external_sign_in")
export class ExternalSignIn {
  @PrimaryGeneratedColumn("increment")
  id: number;

  /** SHA-256 of the state sent to the provider. */
  @Index({ unique: true })
  @Column("char", { length: 64 })
  stateHash: string;

  @Column("int")
  providerId: number;

  @ManyToOne(() => IdentityProvider, { onDelete: "CASCADE" })
  @JoinColumn({ name: "provider_id" })
  provider?: IdentityProvider;

  @Column("varchar", { length: 128 })
  codeVerifier: string;

  @Column("varchar", { length: 128 })
  nonce: string;

  @Column("varchar", { length: 500 })
  redirectUri: string;

  /** The page to open after sign-in (a path of this site). */
  @Column("varchar", { length: 500, default: "/" })
  returnTo: string;

  /** SHA-256 of the ticket, once the provider answered and the user is known. */
  @Index({ unique: true })
  @Column("char", { length: 64, nullable: true })
  ticketHash: string | null;

  @Column("int", { nullable: true })
  userId: number | null;

  @Column("timestamptz")
  expiresAt: Date;
}

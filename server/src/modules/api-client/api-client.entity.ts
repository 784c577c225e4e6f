import { Field, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export const ApiClientStatus = { active: "active", revoked: "revoked" } as const;
export type ApiClientStatus = (typeof ApiClientStatus)[keyof typeof ApiClientStatus];

/**
 * A company's open-platform client: a partner system that signs in with OAuth 2.0 client
 * credentials (its client id and a secret shown once and kept as a scrypt hash) and may then call
 * the GraphQL operations its permission codes allow and read the PACT footprints of the products
 * granted to it, for its company only.
 */
@ObjectType({ description: "An open-platform API client of the company" })
@Entity("api_client")
@Index("uq_api_client_client_id", ["clientId"], { unique: true })
export class ApiClient {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  companyId: number;

  @Field(() => String, { description: "What the partner or system is" })
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => String, { description: "The OAuth client id (the Basic user name)" })
  @Column("varchar", { length: 64 })
  clientId: string;

  @Column("varchar", { length: 200 })
  secretHash: string;

  @Field(() => [String], { description: "Permission codes its GraphQL calls are granted" })
  @Column("text", { array: true, default: () => "'{}'" })
  codes: string[];

  @Field(() => [Int], { description: "The products whose released footprints it may read" })
  @Column("int", { array: true, default: () => "'{}'" })
  productIds: number[];

  @Field(() => String, { description: "active or revoked" })
  @Column("varchar", { length: 10, default: ApiClientStatus.active })
  status: ApiClientStatus;

  @Field(() => String, { description: "A note on the partner (contact, purpose)" })
  @Column("varchar", { length: 500, default: "" })
  description: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When the secret was last replaced" })
  @Column("timestamptz", { nullable: true })
  secretRotatedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  revokedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "Its last call" })
  @Column("timestamptz", { nullable: true })
  lastUsedAt: Date | null;
}

/** An access token issued to a client (its SHA-256 kept), valid until `expiresAt`. */
@Entity("api_client_token")
@Index("uq_api_client_token_hash", ["tokenHash"], { unique: true })
export class ApiClientToken {
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Index()
  @Column("int")
  apiClientId: number;

  @Column("varchar", { length: 64 })
  tokenHash: string;

  @Column("timestamptz")
  expiresAt: Date;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** One call a client made (or tried): the audit the company reads on /op/productList. */
@ObjectType({ description: "A call an API client made" })
@Entity("api_client_call")
@Index("ix_api_client_call_client_at", ["apiClientId", "at"])
export class ApiClientCall {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  apiClientId: number;

  @Index()
  @Column("int")
  companyId: number;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  at: Date;

  @Field(() => String, { description: "token, graphql, footprints, footprint or events" })
  @Column("varchar", { length: 20 })
  kind: string;

  @Field(() => String, { description: "The request: method and path, or the GraphQL operation" })
  @Column("varchar", { length: 300 })
  request: string;

  @Field(() => Int, { description: "The HTTP status answered" })
  @Column("int")
  status: number;

  @Field(() => String, { nullable: true, description: "The error code answered, if any" })
  @Column("varchar", { length: 40, nullable: true })
  errorCode: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 64, nullable: true })
  ip: string | null;
}

/** A PACT CloudEvent a client sent to `/3/events`, and what the company answered. */
@ObjectType({ description: "A PACT event received from a partner" })
@Entity("pact_event")
@Index("uq_pact_event_client_event", ["apiClientId", "eventId"], { unique: true })
export class PactEvent {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  apiClientId: number;

  @Index()
  @Column("int")
  companyId: number;

  @Field(() => String, { description: "The CloudEvent id" })
  @Column("varchar", { length: 200 })
  eventId: string;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  type: string;

  @Field(() => String)
  @Column("varchar", { length: 500 })
  source: string;

  @Column("jsonb")
  data: Record<string, unknown>;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  receivedAt: Date;

  @Field(() => String, {
    description: "received; for a request: fulfilled, rejected or undelivered (the answer)",
  })
  @Column("varchar", { length: 20, default: "received" })
  state: string;

  @Field(() => String, {
    nullable: true,
    description: "The answer's note (footprint count, error)",
  })
  @Column("varchar", { length: 500, nullable: true })
  note: string | null;
}

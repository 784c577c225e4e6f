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

export const CompanyStatus = { Active: 1, Disabled: 0 } as const;

/** A tenant. Every tenant-owned row carries its id. */
@ObjectType({ description: "A client company (tenant)" })
@Entity("company")
export class Company {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  agentId: number;

  @ManyToOne(() => Agent, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "agent_id" })
  agent?: Agent;

  @Field(() => String)
  @Index({ unique: true })
  @Column("varchar", { length: 100 })
  name: string;

  /** Unified social credit code (统一社会信用代码). */
  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 18, nullable: true })
  creditCode: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 50, nullable: true })
  contactName: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 30, nullable: true })
  contactPhone: string | null;

  @Field(() => Int, { description: "1 active, 0 disabled" })
  @Column("smallint", { default: CompanyStatus.Active })
  status: number;

  /**
   * The end of the client's subscription, set by its agent: from this moment its users can no
   * longer sign in (SPEC §2 client management). Null: no end.
   */
  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  expiresAt: Date | null;

  /**
   * The modules its agent lets the client use (keys of the agent-client module catalogue); its
   * first administrator's role holds their codes. Empty: set by the platform, not restricted.
   */
  @Field(() => [String])
  @Column("text", { array: true, default: () => "'{}'" })
  modules: string[];

  /** Hash of the password users created by an administrator start with (SPEC §4). */
  @Column("varchar", { length: 200 })
  initialPasswordHash: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** Whether a company's users may sign in and keep working: active and not past its expiry. */
export function companyUsable(
  company: Pick<Company, "status" | "expiresAt"> | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!company || company.status !== CompanyStatus.Active) return false;
  return !company.expiresAt || company.expiresAt.getTime() > now.getTime();
}

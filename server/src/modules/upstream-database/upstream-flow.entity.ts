import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { UpstreamDatabase } from "./upstream-database.entity";

/** A flow of an upstream database: a product (delivered or cut off) or an elementary flow. */
export const UpstreamFlowKind = { Product: "product", Elementary: "elementary" } as const;
export type UpstreamFlowKind = (typeof UpstreamFlowKind)[keyof typeof UpstreamFlowKind];

@ObjectType({
  description:
    "A flow of an upstream database: a product (kind product) or an elementary flow (kind elementary)",
})
@Entity("upstream_flow")
@Index("uq_upstream_flow_code", ["databaseId", "kind", "code"], { unique: true })
export class UpstreamFlow {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  databaseId: number;

  @ManyToOne(() => UpstreamDatabase, { onDelete: "CASCADE" })
  @JoinColumn({ name: "database_id" })
  database?: UpstreamDatabase;

  /** Order in the product system's flow list (elementary flows). */
  @Column("int")
  position: number;

  @Field(() => String, { description: "product or elementary" })
  @Column("varchar", { length: 12 })
  kind: UpstreamFlowKind;

  @Field(() => String, { description: "The flow's id in the data" })
  @Column("varchar", { length: 250 })
  code: string;

  @Field(() => String)
  @Column("varchar", { length: 500 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 40 })
  unit: string;

  @Field(() => String, {
    nullable: true,
    description: 'Elementary flows: e.g. "air/urban air close to ground"',
  })
  @Column("varchar", { length: 300, nullable: true })
  compartment: string | null;

  @Field(() => String, { nullable: true, description: "Elementary flows: emission or resource" })
  @Column("varchar", { length: 10, nullable: true })
  direction: "emission" | "resource" | null;

  @Field(() => String, { nullable: true, description: "Elementary flows: CAS number" })
  @Column("varchar", { length: 40, nullable: true })
  cas: string | null;

  @Field(() => Int, {
    description: "Products: how many processes deliver it (0: a cut-off product)",
  })
  @Column("int", { default: 0 })
  providerCount: number;

  /** The name, normalised for search. */
  @Column("text", { select: false })
  searchText?: string;
}

import type { Distribution } from "../../calc/lca/types";
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { UpstreamDatabase } from "./upstream-database.entity";
import { UpstreamProcess } from "./upstream-process.entity";

export const UpstreamExchangeKind = {
  Output: "output",
  Input: "input",
  Elementary: "elementary",
} as const;
export type UpstreamExchangeKind = (typeof UpstreamExchangeKind)[keyof typeof UpstreamExchangeKind];

/**
 * One exchange of a process as the engine takes it: an output of a product (with its allocation
 * properties), a technosphere input of a product (its provider named when several deliver it;
 * none delivers a cut-off product) or an elementary exchange. Amounts are in the product's or the
 * flow's unit, after the reader's unit conversions. The GraphQL answer is `UpstreamExchangeView`.
 */
@Entity("upstream_exchange")
@Index("ix_upstream_exchange_process", ["processId", "position"])
@Index("ix_upstream_exchange_database", ["databaseId"])
export class UpstreamExchange {
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  databaseId: number;

  @ManyToOne(() => UpstreamDatabase, { onDelete: "CASCADE" })
  @JoinColumn({ name: "database_id" })
  database?: UpstreamDatabase;

  @Column("int")
  processId: number;

  @ManyToOne(() => UpstreamProcess, { onDelete: "CASCADE" })
  @JoinColumn({ name: "process_id" })
  process?: UpstreamProcess;

  /** Order within its process and kind. */
  @Column("int")
  position: number;

  @Column("varchar", { length: 12 })
  kind: UpstreamExchangeKind;

  /** The product id (outputs, inputs) or the elementary flow id. */
  @Column("varchar", { length: 250 })
  flowCode: string;

  /** Outputs: the name the process gives its product. */
  @Column("varchar", { length: 500, nullable: true })
  name: string | null;

  @Column("double precision")
  amount: number;

  @Column("varchar", { length: 40 })
  unit: string;

  /** Inputs: the process delivering it, when several deliver the product. */
  @Column("varchar", { length: 200, nullable: true })
  providerCode: string | null;

  /** Outputs: the physical allocation property (kg per unit). */
  @Column("double precision", { nullable: true })
  physical: number | null;

  /** Outputs: the price, for economic allocation. */
  @Column("double precision", { nullable: true })
  price: number | null;

  @Column("jsonb", { nullable: true })
  uncertainty: Distribution | null;
}

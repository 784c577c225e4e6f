import { Field, Int, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ValueTransformer,
} from "typeorm";
import { Corporation } from "../corporation/corporation.entity";
import type { AssetType, BlockState } from "./asset-rules";

/**
 * A holding: the units of one asset type and vintage that one corporation (the registry account
 * holder) holds. Its quantity changes only through transactions, under a lock on the row, and
 * never goes below zero (the check constraint is the last guard).
 */
@ObjectType({ description: "Units of one asset type and vintage held by a corporation" })
@Entity("carbon_holding")
@Index("uq_carbon_holding", ["corporationId", "assetType", "vintage"], { unique: true })
@Check("ck_carbon_holding_quantity", `"quantity" >= 0`)
export class CarbonHolding {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  companyId: number;

  @Field(() => Int, { description: "The corporation holding the units (the account holder)" })
  @Column("int")
  corporationId: number;

  @ManyToOne(() => Corporation, { onDelete: "CASCADE" })
  @JoinColumn({ name: "corporation_id" })
  corporation?: Corporation;

  @Field(() => String, { description: "CEA, CCER, GEC or IREC" })
  @Column("varchar", { length: 4 })
  assetType: AssetType;

  @Field(() => Int, {
    description: "CEA: the compliance year; CCER: the reduction year; GEC, I-REC: production",
  })
  @Column("int")
  vintage: number;

  @Field(() => Int, { description: "Units held now: t CO2e (CEA, CCER) or MWh (GEC, I-REC)" })
  @Column("int", { default: 0 })
  quantity: number;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** bigint columns come back as text; serial numbers stay far below 2^53 (15 digits at most). */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * A range of serial numbers of a holding: held, or spent (surrendered, retired, expired) by a
 * transaction, or disposed of (sold, transferred away). Spent ranges stay so that a serial is
 * never held or spent twice; disposed ranges stay so that their transaction can be reversed.
 */
@ObjectType("CarbonSerialBlock", { description: "A range of serial numbers of a holding" })
@Entity("carbon_serial_block")
@Index(["companyId", "assetType", "prefix"])
@Check("ck_carbon_serial_block_range", `"first" <= "last"`)
export class SerialBlock {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  companyId: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  holdingId: number;

  @ManyToOne(() => CarbonHolding, { onDelete: "CASCADE" })
  @JoinColumn({ name: "holding_id" })
  holding?: CarbonHolding;

  @Column("varchar", { length: 4 })
  assetType: AssetType;

  @Column("varchar", { length: 60 })
  prefix: string;

  @Column("bigint", { transformer: bigintNumber })
  first: number;

  @Column("bigint", { transformer: bigintNumber })
  last: number;

  /** Digits of the number part (zero-padded). */
  @Column("smallint")
  width: number;

  @Field(() => String, { description: "held, disposed, surrendered, retired or expired" })
  @Column("varchar", { length: 12 })
  status: BlockState;

  @Field(() => String, { description: "The kind of transaction the units came in by" })
  @Column("varchar", { length: 12 })
  acquiredBy: string;

  @Field(() => Int, { description: "The transaction that last moved the range" })
  @Index()
  @Column("int")
  transactionId: number;
}

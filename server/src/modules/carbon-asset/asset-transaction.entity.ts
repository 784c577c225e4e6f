import { Field, Float, Int, ObjectType } from "type-graphql";
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
} from "typeorm";
import { Evidence } from "../activity-line/activity-line.entity";
import { Corporation } from "../corporation/corporation.entity";
import type { AssetType, TransactionKind } from "./asset-rules";
import { bigintNumber, CarbonHolding } from "./carbon-holding.entity";

/**
 * One transaction of a holding: the ledger is append-only. A transaction is never changed or
 * deleted; a mistake is undone by its reversal, a transaction of kind "reversal" naming it.
 */
@ObjectType("CarbonAssetTransaction", {
  description: "A transaction of a carbon-asset holding (append-only)",
})
@Entity("carbon_asset_transaction")
@Index(["holdingId", "id"])
@Index(["companyId", "corporationId", "assetType"])
// A transaction is reversed at most once.
@Index("uq_carbon_asset_transaction_reverses", ["reversesId"], {
  unique: true,
  where: `"reverses_id" IS NOT NULL`,
})
@Check("ck_carbon_asset_transaction_quantity", `"quantity" > 0`)
export class AssetTransaction {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @Field(() => Int)
  @Column("int")
  holdingId: number;

  @ManyToOne(() => CarbonHolding, { onDelete: "CASCADE" })
  @JoinColumn({ name: "holding_id" })
  holding?: CarbonHolding;

  @Field(() => Int)
  @Column("int")
  corporationId: number;

  @Field(() => String)
  @Column("varchar", { length: 4 })
  assetType: AssetType;

  @Field(() => Int)
  @Column("int")
  vintage: number;

  @Field(() => String, {
    description:
      "allocation, purchase, sale, transfer_in, transfer_out, surrender, retirement, expiry or reversal",
  })
  @Column("varchar", { length: 12 })
  kind: TransactionKind;

  @Field(() => Int, { description: "Units moved, always positive" })
  @Column("int")
  quantity: number;

  @Field(() => Int, { description: "The change to the holding: + in, − out" })
  @Column("int")
  delta: number;

  @Field(() => Int, { description: "The holding's quantity after this transaction" })
  @Column("int")
  balanceAfter: number;

  @Field(() => String, { description: "The day of the transaction, YYYY-MM-DD" })
  @Column("date")
  date: string;

  @Field(() => Float, { nullable: true, description: "CNY per unit" })
  @Column("double precision", { nullable: true })
  price: number | null;

  @Field(() => String, { nullable: true, description: "The other party (buyer, seller, registry)" })
  @Column("varchar", { length: 200, nullable: true })
  counterparty: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The company's other corporation of a transfer between its corporations",
  })
  @Column("int", { nullable: true })
  counterpartCorporationId: number | null;

  @ManyToOne(() => Corporation, { onDelete: "SET NULL" })
  @JoinColumn({ name: "counterpart_corporation_id" })
  counterpartCorporation?: Corporation | null;

  @Field(() => Int, { nullable: true, description: "The other leg of an internal transfer" })
  @Column("int", { nullable: true })
  linkedTransactionId: number | null;

  @Field(() => Int, { nullable: true, description: "Surrender: the compliance year it counts for" })
  @Column("int", { nullable: true })
  complianceYear: number | null;

  @Field(() => String, { nullable: true, description: "Retirement: scope2 or voluntary" })
  @Column("varchar", { length: 12, nullable: true })
  purpose: string | null;

  @Column("varchar", { length: 60, nullable: true })
  serialPrefix: string | null;

  @Column("bigint", {
    nullable: true,
    transformer: bigintNumber,
  })
  serialFirst: number | null;

  @Column("bigint", {
    nullable: true,
    transformer: bigintNumber,
  })
  serialLast: number | null;

  @Column("smallint", { nullable: true })
  serialWidth: number | null;

  @Field(() => [Evidence])
  @Column("jsonb", { default: () => "'[]'" })
  evidence: Evidence[];

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  note: string | null;

  @Field(() => Int, { nullable: true, description: "The transaction this one reverses" })
  @Column("int", { nullable: true })
  reversesId: number | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/**
 * Scope 2 electricity a retirement of certificates (GEC, I-REC) covers: so many MWh of one
 * activity line. The line and case are copied as they were, so the claim still reads after the
 * line changes. Claims of a reversed retirement no longer count.
 */
@ObjectType("CarbonCertificateClaim", {
  description: "MWh of a scope 2 activity line a certificate retirement covers",
})
@Entity("carbon_certificate_claim")
@Index(["companyId", "activityLineId"])
export class CertificateClaim {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  companyId: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  transactionId: number;

  @ManyToOne(() => AssetTransaction, { onDelete: "CASCADE" })
  @JoinColumn({ name: "transaction_id" })
  transaction?: AssetTransaction;

  @Field(() => Int)
  @Column("int")
  activityLineId: number;

  @Field(() => Int)
  @Column("int")
  caseId: number;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  lineName: string;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  caseName: string;

  @Field(() => Int)
  @Column("int")
  caseYear: number;

  @Field(() => Int, { nullable: true, description: "The line's month, 1-12, when it has one" })
  @Column("smallint", { nullable: true })
  month: number | null;

  @Field(() => Float, { description: "MWh of the line the retirement covers" })
  @Column("double precision")
  mwh: number;
}

/**
 * What a corporation's compliance year needs beyond its transactions: the verified emissions
 * when they override the calculated figure (with who verified them), the case to calculate from,
 * which gases the obligation covers, and the CEA price the shortfall is valued at.
 */
@ObjectType("CarbonComplianceYear", {
  description: "A corporation's settings for one compliance year",
})
@Entity("carbon_compliance_year")
@Index("uq_carbon_compliance_year", ["corporationId", "year"], { unique: true })
export class ComplianceYear {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  companyId: number;

  @Field(() => Int)
  @Column("int")
  corporationId: number;

  @ManyToOne(() => Corporation, { onDelete: "CASCADE" })
  @JoinColumn({ name: "corporation_id" })
  corporation?: Corporation;

  @Field(() => Int)
  @Column("int")
  year: number;

  @Field(() => Float, { nullable: true, description: "Verified emissions, t CO2e (overrides)" })
  @Column("double precision", { nullable: true })
  verifiedT: number | null;

  @Field(() => String, { nullable: true, description: "Verifier or report of the figure" })
  @Column("varchar", { length: 300, nullable: true })
  verifiedSource: string | null;

  @Field(() => Int, { nullable: true, description: "The case to calculate from" })
  @Column("int", { nullable: true })
  caseId: number | null;

  @Field(() => String, { description: "CO2 (the power sector) or ALL greenhouse gases" })
  @Column("varchar", { length: 3, default: "CO2" })
  coveredGases: string;

  @Field(() => Float, { nullable: true, description: "CNY per CEA, to value the shortfall" })
  @Column("double precision", { nullable: true })
  ceaPrice: number | null;

  @Column("int", { nullable: true })
  updatedBy: number | null;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

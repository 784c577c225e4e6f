import { GraphQLJSON } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { UpstreamImportReport } from "./upstream-import.report";

/**
 * An upstream (background) LCA database the platform operator imported from an EcoSpold2 file
 * (USLCI, ecoinvent): named and versioned, with its licence and source. Platform-wide: every
 * signed-in user reads it, only the operator changes it. Its processes, flows and exchanges hold
 * the product system exactly as the EcoSpold2 reader built it at import (allocation applied,
 * cut-offs kept as inputs without a provider, uncertainty distributions).
 */
@ObjectType({ description: "An upstream (background) LCA database imported from EcoSpold2" })
@Entity("upstream_database")
@Index("uq_upstream_database_name_version", ["name", "version"], { unique: true })
export class UpstreamDatabase {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => String, { description: 'The database\'s name, e.g. "USLCI"' })
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => String, { description: 'Its version, e.g. "FY18 Q1"; name and version are unique' })
  @Column("varchar", { length: 40 })
  version: string;

  @Field(() => String, { description: "The licence the data is used under" })
  @Column("varchar", { length: 200 })
  licence: string;

  @Field(() => String, { description: "Where the data comes from (publisher, address)" })
  @Column("varchar", { length: 500 })
  source: string;

  @Field(() => String, { description: "The name of the imported file" })
  @Column("varchar", { length: 200 })
  fileName: string;

  @Field(() => String, {
    description: "SHA-256 of the imported file: importing the same file again changes nothing",
  })
  @Index("uq_upstream_database_sha256", { unique: true })
  @Column("char", { length: 64 })
  sha256: string;

  @Field(() => String, {
    description: "How multi-output processes were split: physical (by mass), as the reader does",
  })
  @Column("varchar", { length: 10 })
  allocation: "physical" | "economic" | "none";

  @Field(() => Int, { description: "Processes (columns of the technosphere matrix)" })
  @Column("int")
  processCount: number;

  @Field(() => Int, { description: "Products some process delivers" })
  @Column("int")
  productCount: number;

  @Field(() => Int, { description: "Elementary flows" })
  @Column("int")
  flowCount: number;

  @Field(() => Int, { description: "Exchanges: outputs, inputs and elementary exchanges" })
  @Column("int")
  exchangeCount: number;

  @Field(() => GraphQLJSON, { description: "The import report (UpstreamImportReport)" })
  @Column("jsonb")
  report: UpstreamImportReport;

  @Field(() => Int, { nullable: true, description: "The user who imported it" })
  @Column("int", { nullable: true })
  importedBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

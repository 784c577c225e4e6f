import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from "typeorm";
import type { GwpSet } from "../../calc/ghg/types";
import { Company } from "../company/company.entity";
import { UpstreamDatabase } from "../upstream-database/upstream-database.entity";

/**
 * The modules a company may switch off (SPEC §1's modules, by the client's module keys): their
 * menu entries are hidden for the company's users. Administration, client management and the
 * enterprise centre are never switched off.
 */
export const COMPANY_MODULES = [
  "co2accounting",
  "co2panorama",
  "co2flow",
  "co2book",
  "co2report",
  "co2compare",
  "eclca",
  "co2label",
  "epd",
  "productReview",
  "stockConfig",
  "systemLogs",
  "onlineMessage",
  "openPlatform",
  "co2calculator",
] as const;

/** How emissions are shown: kilograms or tonnes of CO2e. */
export const EMISSION_UNITS = ["t", "kg"] as const;

/** How numbers are written: "1,234.56" (comma thousands, point decimals), "1 234,56", "1234.56". */
export const NUMBER_FORMATS = ["comma-point", "space-comma", "plain"] as const;

/**
 * A company's own settings (企业配置). A company without a row has the defaults: AR6, no
 * default upstream database, a calendar fiscal year, tonnes, "1,234.56" with two decimals, every
 * module on.
 */
@ObjectType({ description: "A company's settings: defaults for new work, display, modules" })
@Entity("company_config")
export class CompanyConfig {
  @Field(() => Int)
  @PrimaryColumn("int")
  companyId: number;

  @OneToOne(() => Company, { onDelete: "CASCADE" })
  @JoinColumn({ name: "company_id" })
  company?: Company;

  @Field(() => String, { description: "GWP set of a new case when none is given: AR4, AR5, AR6" })
  @Column("varchar", { length: 3, default: "AR6" })
  defaultGwpSet: GwpSet;

  @Field(() => Int, {
    nullable: true,
    description: "Background upstream database of a new LCA product when none is chosen",
  })
  @Column("int", { nullable: true })
  defaultDatabaseId: number | null;

  @ManyToOne(() => UpstreamDatabase, { onDelete: "SET NULL" })
  @JoinColumn({ name: "default_database_id" })
  defaultDatabase?: UpstreamDatabase;

  @Field(() => Int, {
    description: "Month (1-12) the fiscal year starts: a new case's default period begins then",
  })
  @Column("smallint", { default: 1 })
  fiscalYearStartMonth: number;

  @Field(() => String, { description: `Unit emissions are shown in: ${EMISSION_UNITS.join(", ")}` })
  @Column("varchar", { length: 3, default: "t" })
  emissionUnit: string;

  @Field(() => String, { description: `How numbers are written: ${NUMBER_FORMATS.join(", ")}` })
  @Column("varchar", { length: 12, default: "comma-point" })
  numberFormat: string;

  @Field(() => Int, { description: "Decimals shown (0-6)" })
  @Column("smallint", { default: 2 })
  decimals: number;

  @Field(() => [String], { description: "Modules switched off: hidden from the menu" })
  @Column("varchar", { length: 20, array: true, default: () => "'{}'" })
  disabledModules: string[];

  @Field(() => Int, { nullable: true, description: "Who changed it last" })
  @Column("int", { nullable: true })
  updatedBy: number | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  updatedAt: Date | null;
}

import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import { CalculationRun } from "../calculation/calculation-run.entity";
import { Case } from "../case/case.entity";
import { Company } from "../company/company.entity";
import { StoredFile } from "../file/stored-file.entity";
import { JobStatus } from "../job/job.types";

/** The report languages: the product's two. */
export const REPORT_LANGUAGES = ["zh-CN", "en"] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/**
 * How the report is laid out: the ISO 14064-1:2018 clause 9.3 contents, or the Chinese filing
 * layout of GB/T 32150 and the NDRC sector guidelines (basic information, emissions summary,
 * activity data and sources, factors and sources).
 */
export const ReportLayout = { iso14064: "iso14064", gbt32150: "gbt32150" } as const;
export type ReportLayout = (typeof ReportLayout)[keyof typeof ReportLayout];
export const REPORT_LAYOUTS = Object.values(ReportLayout);

registerEnumType(ReportLayout, {
  name: "GhgReportLayout",
  description: "iso14064: ISO 14064-1:2018 clause 9.3; gbt32150: GB/T 32150-style Chinese filing",
});

/**
 * A generated greenhouse-gas inventory report of one calculation run of a case, in one language
 * and layout, with its PDF and DOCX (stored files). The case, corporation and run are copied in
 * as they were when it was made: a report is a document of record and outlives the case.
 */
@ObjectType({ description: "A generated GHG inventory report of a case's calculation run" })
@Entity("ghg_report")
@Index("ix_ghg_report_company_created", ["companyId", "createdAt"])
export class GhgReport {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @ManyToOne(() => Company, { onDelete: "CASCADE" })
  @JoinColumn({ name: "company_id" })
  company?: Company;

  @Field(() => Int, { nullable: true, description: "The case; null once the case is deleted" })
  @Index()
  @Column("int", { nullable: true })
  caseId: number | null;

  @ManyToOne(() => Case, { onDelete: "SET NULL" })
  @JoinColumn({ name: "case_id" })
  case?: Case;

  @Field(() => String, { description: "The case's name when the report was made" })
  @Column("varchar", { length: 100 })
  caseName: string;

  @Field(() => String, { description: "The corporation's name when the report was made" })
  @Column("varchar", { length: 100 })
  corporationName: string;

  @Field(() => Int, { description: "Reporting year of the case" })
  @Column("int")
  year: number;

  @Field(() => Int, { nullable: true, description: "The run the figures come from" })
  @Column("int", { nullable: true })
  runId: number | null;

  @ManyToOne(() => CalculationRun, { onDelete: "SET NULL" })
  @JoinColumn({ name: "run_id" })
  run?: CalculationRun;

  @Field(() => Int, { description: "The run's number within its case" })
  @Column("int")
  runNo: number;

  @Field(() => Float, { description: "The run's total, kg CO2e (scope 2 location-based)" })
  @Column("double precision")
  totalKg: number;

  @Field(() => String, { description: "zh-CN or en" })
  @Column("varchar", { length: 5 })
  language: ReportLanguage;

  @Field(() => ReportLayout)
  @Column("varchar", { length: 12 })
  layout: ReportLayout;

  @Field(() => String, {
    description: "The person responsible for the report (ISO 14064-1 9.3.1 b)",
  })
  @Column("varchar", { length: 100 })
  responsiblePerson: string;

  @Field(() => String, { description: "Notes printed in the report" })
  @Column("text", { default: "" })
  notes: string;

  @Field(() => JobStatus)
  @Column("varchar", { length: 12, default: JobStatus.queued })
  status: JobStatus;

  @Field(() => String, { nullable: true, description: "Why it failed, in the starter's language" })
  @Column("text", { nullable: true })
  error: string | null;

  @Field(() => ID, { nullable: true, description: "The job that generates it" })
  @Column("uuid", { nullable: true })
  jobId: string | null;

  @Column("uuid", { nullable: true })
  pdfFileId: string | null;

  @ManyToOne(() => StoredFile, { onDelete: "SET NULL" })
  @JoinColumn({ name: "pdf_file_id" })
  pdfFile?: StoredFile;

  @Column("uuid", { nullable: true })
  docxFileId: string | null;

  @ManyToOne(() => StoredFile, { onDelete: "SET NULL" })
  @JoinColumn({ name: "docx_file_id" })
  docxFile?: StoredFile;

  @Field(() => Int, { nullable: true, description: "Bytes of the PDF" })
  @Column("int", { nullable: true })
  pdfSize: number | null;

  @Field(() => Int, { nullable: true, description: "Bytes of the DOCX" })
  @Column("int", { nullable: true })
  docxSize: number | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => String, { description: "Who generated it (user name)" })
  @Column("varchar", { length: 64, default: "" })
  createdByName: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  finishedAt: Date | null;
}

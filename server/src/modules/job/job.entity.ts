import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { GraphQLJSON } from "graphql-scalars";
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { JobStatus } from "./job.types";

registerEnumType(JobStatus, {
  name: "JobStatus",
  description: "queued: waiting for an instance; running; succeeded; failed; cancelled",
});

/**
 * One piece of background work (an import, a calculation, a report) and what the client follows:
 * its state, progress and result. The queue entry that hands it to an instance has the same id.
 */
@ObjectType({ description: "Background work with its progress and result" })
@Entity("job")
@Index("ix_job_company_created", ["companyId", "createdAt"])
export class Job {
  @Field(() => ID)
  @PrimaryColumn("uuid")
  id: string;

  @Field(() => String, { description: 'What the job does, e.g. "upstream-database-import"' })
  @Column("varchar", { length: 60 })
  kind: string;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  /** The user who started it; kept as a number so deleting the user keeps the history. */
  @Field(() => Int)
  @Column("int")
  userId: number;

  @Field(() => JobStatus)
  @Column("varchar", { length: 12, default: JobStatus.queued })
  status: JobStatus;

  @Field(() => Int, { description: "Steps done of progressTotal" })
  @Column("int", { default: 0 })
  progressDone: number;

  @Field(() => Int, { description: "Steps in all; 0 while not yet known" })
  @Column("int", { default: 0 })
  progressTotal: number;

  @Field(() => String, { nullable: true, description: "The step under way" })
  @Column("text", { nullable: true })
  progressNote: string | null;

  /** The job's input (a file id, the names given); not shown to clients. */
  @Column("jsonb")
  payload: object;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: "What the job reports when it has succeeded (an import's counts and refusals)",
  })
  @Column("jsonb", { nullable: true })
  result: object | null;

  @Field(() => String, { nullable: true, description: "Why it failed, in the starter's language" })
  @Column("text", { nullable: true })
  error: string | null;

  @Field(() => Int, { description: "Attempts started; more than one after a failure or crash" })
  @Column("int", { default: 0 })
  attempts: number;

  /** Set by a cancel; the running attempt stops at its next progress report. */
  @Column("boolean", { default: false })
  cancelRequested: boolean;

  /** The language of the request that started it. */
  @Column("varchar", { length: 8, default: "zh-CN" })
  locale: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  startedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  finishedAt: Date | null;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

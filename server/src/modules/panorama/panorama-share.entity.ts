import { Field, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import { PanoramaChart } from "./panorama-chart.entity";
import type { SharedPanorama } from "./panorama.types";

/**
 * A public link to one chart or to the home panorama, read at `/chartPanoramaShare?token=…`
 * without a session until it expires or is revoked. Only the SHA-256 of its token is stored; what
 * it shows is frozen when it is made (`snapshot`: the charts' names, types and figures, nothing
 * else), so later edits never widen what was shared.
 */
@ObjectType({ description: "A public link to a chart or the panorama" })
@Entity("panorama_share")
export class PanoramaShare {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Index()
  @Column("int")
  companyId: number;

  @Index({ unique: true })
  @Column("char", { length: 64 })
  tokenHash: string;

  @Field(() => String, { description: "chart or panorama" })
  @Column("varchar", { length: 10 })
  kind: "chart" | "panorama";

  @Field(() => Int, { nullable: true, description: "The chart shared (null: the panorama)" })
  @Column("int", { nullable: true })
  chartId: number | null;

  @ManyToOne(() => PanoramaChart, { onDelete: "SET NULL" })
  @JoinColumn({ name: "chart_id" })
  chart?: PanoramaChart;

  @Field(() => String, { description: "The heading the public page shows" })
  @Column("varchar", { length: 100 })
  title: string;

  @Column("jsonb")
  snapshot: SharedPanorama;

  @Field(() => Date)
  @Column("timestamptz")
  expiresAt: Date;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  revokedAt: Date | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

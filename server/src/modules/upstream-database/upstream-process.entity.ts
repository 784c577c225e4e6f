import { Field, Float, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { UpstreamDatabase } from "./upstream-database.entity";

/**
 * A process of an upstream database: one column of the technosphere matrix, delivering its
 * reference product (the product of the database's product list). An allocated multi-output
 * process is one process with several outputs, as in the engine's product system.
 */
@ObjectType({ description: "A process of an upstream database, with its reference product" })
@Entity("upstream_process")
@Index("uq_upstream_process_code", ["databaseId", "code"], { unique: true })
@Index("ix_upstream_process_position", ["databaseId", "position"])
export class UpstreamProcess {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  databaseId: number;

  @ManyToOne(() => UpstreamDatabase, { onDelete: "CASCADE" })
  @JoinColumn({ name: "database_id" })
  database?: UpstreamDatabase;

  /** Order in the product system. */
  @Column("int")
  position: number;

  @Field(() => String, { description: "The process id in the data (activity id)" })
  @Column("varchar", { length: 200 })
  code: string;

  @Field(() => String)
  @Column("varchar", { length: 500 })
  name: string;

  @Field(() => String, { nullable: true, description: "Geography, e.g. US, RNA" })
  @Column("varchar", { length: 100, nullable: true })
  location: string | null;

  @Field(() => String, { description: "The id of its reference product" })
  @Column("varchar", { length: 200 })
  productCode: string;

  @Field(() => String, { description: "The name of its reference product" })
  @Column("varchar", { length: 500 })
  productName: string;

  @Field(() => String, { description: "The unit of its reference product" })
  @Column("varchar", { length: 40 })
  productUnit: string;

  @Field(() => Float, {
    description: "Its output of the reference product; negative for a waste treatment",
  })
  @Column("double precision")
  outputAmount: number;

  /** Process and product names, normalised for search (NFKC, lower case, single spaces). */
  @Column("text", { select: false })
  searchText?: string;
}

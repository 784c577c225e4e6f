import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";

/**
 * A process model (过程模型): a reusable gate-to-gate unit process a product is built from (coking,
 * blast furnace, injection moulding...). Its reference output is the model's own columns; its
 * inputs, by-products and direct emissions are lines. Global rows (no company) are the platform
 * operator's, assigned to client companies; a company keeps its own beside them.
 */
@ObjectType({ description: "A reusable gate-to-gate unit process with its lines" })
@Entity("process_model")
@Index("ix_process_model_company_code", ["companyId", "code"])
export class ProcessModel {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true, description: "Owner company; null for a global row" })
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 40 })
  code: string;

  @Field(() => String, { description: "Chinese name" })
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String, { description: "English name" })
  @Column("varchar", { length: 200 })
  nameEn: string;

  @Field(() => String, { description: "Category code (PROCESS_CATEGORIES)" })
  @Column("varchar", { length: 40 })
  category: string;

  @Field(() => String)
  @Column("text", { default: "" })
  description: string;

  @Field(() => String, { description: "Name of the reference product" })
  @Column("varchar", { length: 200 })
  referenceProduct: string;

  @Field(() => Float, { description: "Amount of the reference product the lines refer to" })
  @Column("double precision")
  referenceAmount: number;

  @Field(() => Int)
  @Column("int")
  referenceUnitId: number;

  @Field(() => Float, { nullable: true, description: "kg of mass per unit of the reference" })
  @Column("double precision", { nullable: true })
  referenceMassPerUnit: number | null;

  @Field(() => Float, { nullable: true, description: "Price per unit of the reference" })
  @Column("double precision", { nullable: true })
  referencePricePerUnit: number | null;

  @Field(() => String, { description: "physical, economic or expansion (system expansion)" })
  @Column("varchar", { length: 12 })
  allocation: string;

  @Field(() => Boolean, {
    description: "A template: its line amounts are placeholders to be filled, not data",
  })
  @Column("boolean", { default: false })
  template: boolean;

  @OneToMany(() => ProcessModelLine, (line) => line.model)
  lines?: ProcessModelLine[];

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/**
 * One line of a process model: an input (a material datum, an upstream database product or
 * another process model, by kind and id), a by-product output with its allocation properties,
 * or a direct emission (elementary flow, compartment).
 */
@ObjectType({ description: "An input, by-product or direct emission of a process model" })
@Entity("process_model_line")
@Index("ix_process_model_line_model", ["modelId", "position"])
@Index("ix_process_model_line_source_model", ["processModelId"])
export class ProcessModelLine {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  modelId: number;

  @ManyToOne(() => ProcessModel, (model) => model.lines, { onDelete: "CASCADE" })
  @JoinColumn({ name: "model_id" })
  model?: ProcessModel;

  @Column("int")
  position: number;

  @Field(() => String, { description: "input, output (by-product) or emission" })
  @Column("varchar", { length: 10 })
  direction: string;

  @Field(() => String, {
    nullable: true,
    description: "Input source: material, upstream or process",
  })
  @Column("varchar", { length: 10, nullable: true })
  sourceKind: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Input source id: material datum, upstream process or process model",
  })
  @Column("int", { nullable: true })
  sourceId: number | null;

  /** The used process model again, as a foreign key: a model in use cannot be deleted. */
  @Column("int", { nullable: true })
  processModelId: number | null;

  @ManyToOne(() => ProcessModel, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "process_model_id" })
  processModel?: ProcessModel;

  @Field(() => String, { description: "Source, by-product or elementary flow name" })
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String, { nullable: true, description: "Emission compartment: air, water, soil" })
  @Column("varchar", { length: 20, nullable: true })
  compartment: string | null;

  @Field(() => Float)
  @Column("double precision")
  amount: number;

  @Field(() => Int)
  @Column("int")
  unitId: number;

  @Field(() => Float, { nullable: true, description: "kg of mass per unit (by-products)" })
  @Column("double precision", { nullable: true })
  massPerUnit: number | null;

  @Field(() => Float, { nullable: true, description: "Price per unit (by-products)" })
  @Column("double precision", { nullable: true })
  pricePerUnit: number | null;
}

import { Field, Int, ObjectType } from "type-graphql";
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
import { EmissionFactor } from "../factor/emission-factor.entity";

/** An accounting template for an industry: processes, emission sources and default factors. */
@ObjectType({ description: "An accounting template (base model)" })
@Entity("template")
@Index("uq_template_global_code", ["code"], { unique: true, where: "company_id IS NULL" })
@Index("uq_template_company_code", ["companyId", "code"], {
  unique: true,
  where: "company_id IS NOT NULL",
})
export class Template {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true, description: "Owner company; null for global templates" })
  @Index()
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 64 })
  code: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 300 })
  nameEn: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  standardId: number | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  industryId: number | null;

  @Field(() => String)
  @Column("text", { default: "" })
  description: string;

  @Field(() => String)
  @Column("text", { default: "" })
  descriptionEn: string;

  @OneToMany(() => TemplateProcess, (process) => process.template)
  processes?: TemplateProcess[];

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

@ObjectType({ description: "A process (emission source group) of a template" })
@Entity("template_process")
export class TemplateProcess {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  templateId: number;

  @ManyToOne(() => Template, (model) => model.processes, { onDelete: "CASCADE" })
  @JoinColumn({ name: "template_id" })
  template?: Template;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 300 })
  nameEn: string;

  @Field(() => Int)
  @Column("smallint")
  scope: number;

  @Field(() => Int, { description: "ISO 14064-1 category, 1-6" })
  @Column("smallint")
  isoCategory: number;

  @Field(() => Int, { nullable: true, description: "GHG Protocol scope 3 category, 1-15" })
  @Column("smallint", { nullable: true })
  scope3Category: number | null;

  @Field(() => Boolean, { description: "Carbon locked in products: subtracted from the totals" })
  @Column("boolean", { default: false })
  deducted: boolean;

  @Field(() => Int)
  @Column("int", { default: 0 })
  sort: number;

  @OneToMany(() => TemplateSource, (source) => source.process)
  sources?: TemplateSource[];
}

@ObjectType({ description: "An emission source of a template process, with its default factor" })
@Entity("template_source")
export class TemplateSource {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  processId: number;

  @ManyToOne(() => TemplateProcess, (process) => process.sources, { onDelete: "CASCADE" })
  @JoinColumn({ name: "process_id" })
  process?: TemplateProcess;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 300 })
  nameEn: string;

  @Field(() => Int)
  @Column("int")
  unitId: number;

  @Field(() => String, { description: "factor or combustion" })
  @Column("varchar", { length: 12, default: "factor" })
  method: string;

  @Field(() => Int, { nullable: true, description: "Default factor" })
  @Column("int", { nullable: true })
  factorId: number | null;

  @ManyToOne(() => EmissionFactor, { onDelete: "SET NULL" })
  @JoinColumn({ name: "factor_id" })
  factor?: EmissionFactor | null;

  @Field(() => Int)
  @Column("int", { default: 0 })
  sort: number;
}

import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { DataQuality } from "../lca-data/data-quality";

/**
 * A product of a company's LCA library (产品) with its study: what is assessed (declared or
 * functional unit), how (boundary, standard, cut-off and allocation rules) and on what (the
 * background database and the headline method). Its model is the lines of its current version;
 * older versions stay as they were for the calculations that used them.
 */
@ObjectType({ description: "A product of the LCA library with its study" })
@Entity("lca_product")
@Index("ix_lca_product_company_name", ["companyId", "name"])
export class LcaProduct {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String, { description: "Model or specification (型号/规格)" })
  @Column("varchar", { length: 200, default: "" })
  specification: string;

  @Field(() => Int, { nullable: true, description: "Product category (the category tree)" })
  @Column("int", { nullable: true })
  categoryId: number | null;

  @Field(() => String, { nullable: true, description: "Uploaded image file id" })
  @Column("uuid", { nullable: true })
  imageFileId: string | null;

  @Field(() => String)
  @Column("text", { default: "" })
  description: string;

  // ---- the study ----

  @Field(() => String, { description: "declared (declared unit) or functional (functional unit)" })
  @Column("varchar", { length: 10, default: "declared" })
  unitKind: string;

  @Field(() => String, { description: "What the unit stands for, e.g. 1 t of hot-rolled coil" })
  @Column("varchar", { length: 300, default: "" })
  unitDescription: string;

  @Field(() => Float, { description: "Amount of the declared or functional unit (> 0)" })
  @Column("double precision")
  declaredAmount: number;

  @Field(() => Int, { description: "Unit id of the declared or functional unit" })
  @Column("int")
  declaredUnitId: number;

  @Field(() => String, { description: "cradle-to-gate, cradle-to-grave or gate-to-gate..." })
  @Column("varchar", { length: 30 })
  boundary: string;

  @Field(() => String, { description: "iso14067, ghg-product, pas2050, en15804 or t-cisa-469" })
  @Column("varchar", { length: 20 })
  standard: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  referenceYear: number | null;

  @Field(() => String, { description: "GLO, CN or CN-<GB/T 2260 code>" })
  @Column("varchar", { length: 20, default: "CN" })
  geography: string;

  @Field(() => String, { description: "The cut-off rule the study states" })
  @Column("varchar", { length: 500, default: "" })
  cutOffRule: string;

  @Field(() => String, { description: "physical, economic or expansion (co-products)" })
  @Column("varchar", { length: 12, default: "physical" })
  allocation: string;

  @Field(() => Float, {
    nullable: true,
    description: "kg of mass per declared unit (physical allocation when the unit is not a mass)",
  })
  @Column("double precision", { nullable: true })
  massPerUnit: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Price per declared unit (economic allocation)",
  })
  @Column("double precision", { nullable: true })
  pricePerUnit: number | null;

  @Field(() => Int, { nullable: true, description: "Background upstream database" })
  @Column("int", { nullable: true })
  databaseId: number | null;

  @Field(() => String, { description: "Headline method (METHODS)" })
  @Column("varchar", { length: 30, default: "ipcc-ar6-gwp100" })
  method: string;

  // ---- state ----

  @Field(() => Int, { description: "The model version being edited" })
  @Column("int", { default: 1 })
  version: number;

  @Field(() => String, { description: "Audit status; '18' is released" })
  @Column("varchar", { length: 4, default: "0" })
  auditStatus: string;

  @Field(() => Int, { description: "Number of stored calculations (calcNums)" })
  @Column("int", { default: 0 })
  calculationCount: number;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/**
 * One line of a product's model in one version: so much of a material, energy, transport leg,
 * process model or waste treatment per declared unit in a life-cycle stage, with its data
 * source; or a co-product with its allocation properties.
 */
@ObjectType({ description: "A line of a product's model" })
@Entity("lca_model_line")
@Index("ix_lca_model_line_product", ["productId", "version", "position"])
export class LcaModelLine {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  productId: number;

  @ManyToOne(() => LcaProduct, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id" })
  product?: LcaProduct;

  @Field(() => Int)
  @Column("int")
  version: number;

  @Field(() => Int)
  @Column("int")
  position: number;

  @Field(() => String, { description: "Stage code of the study's scheme" })
  @Column("varchar", { length: 20 })
  stage: string;

  @Field(() => String, { description: "material, energy, transport, process, waste, coproduct" })
  @Column("varchar", { length: 12 })
  kind: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => Float, { description: "Quantity per declared unit (for transport: the mass)" })
  @Column("double precision")
  amount: number;

  @Field(() => Int)
  @Column("int")
  unitId: number;

  @Field(() => String)
  @Column("varchar", { length: 200, default: "" })
  supplier: string;

  @Field(() => String, {
    nullable: true,
    description: "upstream, material, transport, process or supplier",
  })
  @Column("varchar", { length: 12, nullable: true })
  sourceKind: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Upstream process, material datum, transport datum or process model id",
  })
  @Column("int", { nullable: true })
  sourceId: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Supplier's footprint, kg CO2e per unit of the line (primary data)",
  })
  @Column("double precision", { nullable: true })
  supplierGwp: number | null;

  @Field(() => Float, { nullable: true, description: "Transport distance, km" })
  @Column("double precision", { nullable: true })
  distanceKm: number | null;

  @Field(() => Float, { nullable: true, description: "kg of mass per unit (co-products)" })
  @Column("double precision", { nullable: true })
  massPerUnit: number | null;

  @Field(() => Float, { nullable: true, description: "Price per unit (co-products)" })
  @Column("double precision", { nullable: true })
  pricePerUnit: number | null;

  @Field(() => Boolean, { description: "Primary (measured or supplier-specific) data" })
  @Column("boolean", { default: false })
  primary: boolean;

  @Field(() => DataQuality, { nullable: true })
  @Column("jsonb", { nullable: true })
  quality: DataQuality | null;

  @Field(() => String)
  @Column("varchar", { length: 500, default: "" })
  note: string;
}

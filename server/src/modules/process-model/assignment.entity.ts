import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Company } from "../company/company.entity";
import { DesignProduct } from "./design-product.entity";
import { ProcessModel } from "./process-model.entity";

/** A global process model the operator lets a client company use (gab03). */
@Entity("process_model_assignment")
@Index("uq_process_model_assignment", ["processModelId", "companyId"], { unique: true })
@Index("ix_process_model_assignment_company", ["companyId"])
export class ProcessModelAssignment {
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  processModelId: number;

  @ManyToOne(() => ProcessModel, { onDelete: "CASCADE" })
  @JoinColumn({ name: "process_model_id" })
  processModel?: ProcessModel;

  @Column("int")
  companyId: number;

  @ManyToOne(() => Company, { onDelete: "CASCADE" })
  @JoinColumn({ name: "company_id" })
  company?: Company;
}

/** A global design product the operator lets a client company use (gab08). */
@Entity("design_product_assignment")
@Index("uq_design_product_assignment", ["designProductId", "companyId"], { unique: true })
@Index("ix_design_product_assignment_company", ["companyId"])
export class DesignProductAssignment {
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  designProductId: number;

  @ManyToOne(() => DesignProduct, { onDelete: "CASCADE" })
  @JoinColumn({ name: "design_product_id" })
  designProduct?: DesignProduct;

  @Column("int")
  companyId: number;

  @ManyToOne(() => Company, { onDelete: "CASCADE" })
  @JoinColumn({ name: "company_id" })
  company?: Company;
}

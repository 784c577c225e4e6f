import { Field, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { Company } from "../company/company.entity";
import { Permission } from "../permission/permission.entity";

/** A named set of permission codes, owned by one company. */
@ObjectType({ description: "A role: a named set of permission codes within a company" })
@Entity("role")
@Index(["companyId", "name"], { unique: true })
export class Role {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @ManyToOne(() => Company, { onDelete: "CASCADE" })
  @JoinColumn({ name: "company_id" })
  company?: Company;

  @Field(() => String)
  @Column("varchar", { length: 50 })
  name: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 200, nullable: true })
  description: string | null;

  @ManyToMany(() => Permission)
  @JoinTable({
    name: "role_permission",
    joinColumn: { name: "role_id" },
    inverseJoinColumn: { name: "permission_code" },
  })
  permissions?: Permission[];

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

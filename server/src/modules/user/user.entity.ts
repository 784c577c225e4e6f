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
import { Role } from "../role/role.entity";

export const UserStatus = { Active: 1, Disabled: 0 } as const;

@ObjectType({ description: "A person who signs in" })
@Entity("user_account")
export class User {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  companyId: number;

  @ManyToOne(() => Company, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "company_id" })
  company?: Company;

  @Field(() => String)
  @Index({ unique: true })
  @Column("varchar", { length: 50 })
  username: string;

  @Field(() => String)
  @Column("varchar", { length: 50, default: "" })
  realname: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  avatar: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 100, nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 30, nullable: true })
  phone: string | null;

  /** scrypt hash; never leaves the server. */
  @Column("varchar", { length: 200 })
  passwordHash: string;

  /** True while the company's initial password is in use: the user must change it. */
  @Field(() => Boolean)
  @Column("boolean", { default: false })
  mustChangePassword: boolean;

  @Field(() => Int, { description: "1 active, 0 disabled" })
  @Column("smallint", { default: UserStatus.Active })
  status: number;

  /** An external platform token (SPEC §3 ePlatToken), kept for the login answer. */
  @Column("varchar", { length: 200, nullable: true })
  ePlatToken: string | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  lastLoginAt: Date | null;

  @ManyToMany(() => Role)
  @JoinTable({
    name: "user_role",
    joinColumn: { name: "user_id" },
    inverseJoinColumn: { name: "role_id" },
  })
  roles?: Role[];

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

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
import { Company } from "../company/company.entity";
import { User } from "../user/user.entity";

/** What a file was uploaded for; it decides who may read it. */
export const FilePurpose = {
  Evidence: "evidence",
  /** An EcoSpold2 zip the platform operator imports as an upstream database. */
  UpstreamDatabase: "upstream-database",
  /** Evidence of a carbon-asset transaction (a registry statement, a contract, an invoice). */
  AssetEvidence: "asset-evidence",
  /** A GHG inventory report the platform generated (PDF, DOCX). */
  GhgReport: "ghg-report",
} as const;
export type FilePurpose = (typeof FilePurpose)[keyof typeof FilePurpose];

/**
 * A file a user uploaded (the platform's "Image" of uploaded files): evidence of activity data
 * today, logos and banners later. The bytes live in the database with the rest of the tenant's
 * data, so a backup or a move to another server carries them, and they are never selected unless
 * asked for.
 */
@ObjectType({ description: "An uploaded file" })
@Entity("stored_file")
@Index(["companyId", "purpose"])
export class StoredFile {
  @Field(() => String)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  // Files go with their company; corporations and cases carry no such key yet.
  @ManyToOne(() => Company, { onDelete: "CASCADE" })
  @JoinColumn({ name: "company_id" })
  company?: Company;

  @Field(() => String, { description: "What it was uploaded for: evidence or upstream-database" })
  @Column("varchar", { length: 20 })
  purpose: FilePurpose;

  @Field(() => String, { description: "The name it was uploaded with" })
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String, { description: "Decided from the checked extension and content" })
  @Column("varchar", { length: 100 })
  mimeType: string;

  @Field(() => Int, { description: "Bytes" })
  @Column("int")
  size: number;

  @Field(() => String, { description: "SHA-256 of the bytes, hexadecimal" })
  @Column("char", { length: 64 })
  sha256: string;

  @Column("bytea", { select: false })
  bytes?: Buffer;

  @Field(() => Int, { nullable: true, description: "The user who uploaded it" })
  @Column("int", { nullable: true })
  uploadedBy: number | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "uploaded_by" })
  uploader?: User;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

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

/** What an image is for. */
export const IMAGE_CATEGORIES = ["logo", "product-photo", "label-artwork", "other"] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

/**
 * An image a company uploaded (图片管理): a logo, a product photo, a label's artwork. The type is
 * decided from the bytes, never from the name; the thumbnail is drawn on upload. Both sets of
 * bytes live in the row and are never selected unless asked for.
 */
@ObjectType({ description: "An uploaded image with its thumbnail" })
@Entity("image")
@Index(["companyId", "createdAt"])
export class Image {
  @Field(() => String)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @ManyToOne(() => Company, { onDelete: "CASCADE" })
  @JoinColumn({ name: "company_id" })
  company?: Company;

  @Field(() => String, { description: IMAGE_CATEGORIES.join(", ") })
  @Column("varchar", { length: 20 })
  category: ImageCategory;

  @Field(() => String, { description: "The name users find it by" })
  @Column("varchar", { length: 100 })
  title: string;

  @Field(() => String, { description: "The file name it was uploaded with" })
  @Column("varchar", { length: 200 })
  fileName: string;

  @Field(() => String, {
    description: "image/png, image/jpeg, image/webp or image/gif, from the bytes",
  })
  @Column("varchar", { length: 30 })
  mimeType: string;

  @Field(() => Int, { description: "Bytes" })
  @Column("int")
  size: number;

  @Field(() => Int, { description: "Pixels" })
  @Column("int")
  width: number;

  @Field(() => Int, { description: "Pixels" })
  @Column("int")
  height: number;

  @Field(() => String, { description: "SHA-256 of the bytes, hexadecimal" })
  @Column("char", { length: 64 })
  sha256: string;

  @Column("bytea", { select: false })
  bytes?: Buffer;

  /** A WebP at most 320 pixels on its longer side. */
  @Column("bytea", { select: false })
  thumbnail?: Buffer;

  @Field(() => Int, { nullable: true, description: "The user who uploaded it" })
  @Column("int", { nullable: true })
  uploadedBy: number | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "uploaded_by" })
  uploader?: User;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** The thumbnail as a data: URL, for lists; filled by the list. */
  @Field(() => String, { nullable: true, description: "The thumbnail as a data: URL (WebP)" })
  thumbnailUrl?: string | null;

  /** The uploader's real name, for lists; filled by the list. */
  @Field(() => String, { nullable: true })
  uploaderName?: string | null;
}

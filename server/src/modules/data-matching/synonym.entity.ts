import { Field, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";

/** What a synonym stands for: a material datum, an upstream database product or a plain term. */
export const SYNONYM_TARGETS = ["material", "upstream", "term"] as const;
export type SynonymTarget = (typeof SYNONYM_TARGETS)[number];

export const SYNONYM_LANGUAGES = ["zh", "en", "other"] as const;

/**
 * A synonym (同义词): another name of a material, an upstream product or a canonical term
 * ("HRC" for "hot rolled coil", "热轧卷" for the same). Global rows (no company) are the platform
 * operator's; a company adds its own, also by confirming a match.
 */
@ObjectType({ description: "A synonym: a term and what it stands for" })
@Entity("material_synonym")
@Index("ix_material_synonym_normalised", ["normalised"])
@Index("ix_material_synonym_company", ["companyId"])
export class Synonym {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true, description: "Owner company; null for a global row" })
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String, { description: "The term as written" })
  @Column("varchar", { length: 200 })
  term: string;

  /** The term normalised (match-scoring.ts): what matching compares. */
  @Column("varchar", { length: 200 })
  normalised: string;

  @Field(() => String, { description: "zh, en or other" })
  @Column("varchar", { length: 10 })
  language: string;

  @Field(() => String, { description: "material, upstream or term" })
  @Column("varchar", { length: 10 })
  targetKind: SynonymTarget;

  @Field(() => Int, { nullable: true, description: "The material datum (targetKind material)" })
  @Column("int", { nullable: true })
  materialId: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The upstream process whose product it names (targetKind upstream)",
  })
  @Column("int", { nullable: true })
  upstreamProcessId: number | null;

  @Field(() => String, {
    description:
      "The canonical term it stands for (targetKind term), else the target's name when written",
  })
  @Column("varchar", { length: 200 })
  canonical: string;

  /** The canonical term normalised: synonyms of one term share it. */
  @Column("varchar", { length: 200 })
  canonicalNormalised: string;

  @Field(() => String, { description: "seed, manual or confirmed (from a confirmed match)" })
  @Column("varchar", { length: 10 })
  origin: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

import { Field, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";

/**
 * The review of one version of a product's study by a review organisation (another company of
 * the platform): submitted with one succeeded calculation, assigned to reviewers, commented line
 * by line, sent back for changes and resubmitted (each a new round), and approved, which releases
 * the version (audit status '18'). At most one open review per product; a released review stays
 * the release of its version until it is withdrawn.
 */
@ObjectType({ description: "The review of a version of a product's study" })
@Entity("lca_review")
@Index("ix_lca_review_product", ["productId", "version"])
@Index("ix_lca_review_reviewer_company", ["reviewCompanyId", "status"])
@Index("uq_lca_review_open", ["productId"], {
  unique: true,
  where: "status IN ('5', '10', '15')",
})
export class LcaReview {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { description: "The company that owns the product" })
  @Column("int")
  companyId: number;

  @Field(() => Int)
  @Column("int")
  productId: number;

  @Field(() => Int, { description: "The model version under review" })
  @Column("int")
  version: number;

  @Field(() => Int, { description: "The calculation whose results are reviewed (this round's)" })
  @Column("int")
  calculationId: number;

  @Field(() => Int, { description: "The review organisation (a company)" })
  @Column("int")
  reviewCompanyId: number;

  @Field(() => String, { description: "Audit status: 5, 10, 15, 18 (released) or 20" })
  @Column("varchar", { length: 4 })
  status: string;

  @Field(() => Int, { description: "Submission round: 1, then one more per resubmission" })
  @Column("int", { default: 1 })
  round: number;

  @Field(() => String, { description: "The owner's note to the reviewers" })
  @Column("varchar", { length: 2000, default: "" })
  note: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  submittedBy: number | null;

  @Field(() => Date)
  @Column("timestamptz")
  submittedAt: Date;

  @Field(() => Int, { nullable: true, description: "The reviewer who approved" })
  @Column("int", { nullable: true })
  approvedBy: number | null;

  @Field(() => String, { description: "The approving reviewer's name as it was then" })
  @Column("varchar", { length: 100, default: "" })
  approverName: string;

  @Field(() => Date, { nullable: true, description: "When the version was released" })
  @Column("timestamptz", { nullable: true })
  releasedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  withdrawnAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** A reviewer assigned to a review by the review organisation (`/pv/productAssign`). */
@ObjectType({ description: "A reviewer assigned to a review" })
@Entity("lca_review_assignment")
@Index("uq_lca_review_assignment", ["reviewId", "reviewerId"], { unique: true })
@Index("ix_lca_review_assignment_reviewer", ["reviewerId"])
export class LcaReviewAssignment {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  reviewId: number;

  @Field(() => Int)
  @Column("int")
  reviewerId: number;

  @Field(() => String, { description: "The reviewer's name when assigned" })
  @Column("varchar", { length: 100 })
  reviewerName: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  assignedBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  assignedAt: Date;
}

/**
 * A remark in a review: a reviewer's comment on the study or on one model line, or the owner's
 * answer to a comment. Comments are kept for every round; a comment is resolved by the reviewer.
 */
@ObjectType({ description: "A review comment or an answer to one" })
@Entity("lca_review_comment")
@Index("ix_lca_review_comment_review", ["reviewId", "id"])
export class LcaReviewComment {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  reviewId: number;

  @Field(() => Int, { description: "The round the remark was made in" })
  @Column("int")
  round: number;

  @Field(() => Int, {
    nullable: true,
    description: "The model line commented on (none: the study)",
  })
  @Column("int", { nullable: true })
  lineId: number | null;

  @Field(() => Int, { nullable: true, description: "The comment this answers" })
  @Column("int", { nullable: true })
  parentId: number | null;

  @Field(() => String, { description: "reviewer or owner" })
  @Column("varchar", { length: 10 })
  side: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  authorId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  authorName: string;

  @Field(() => String)
  @Column("varchar", { length: 4000 })
  body: string;

  @Field(() => Boolean)
  @Column("boolean", { default: false })
  resolved: boolean;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** A change of a review's state: who, when, from what to what, with the note given. */
@ObjectType({ description: "A recorded state change of a review" })
@Entity("lca_review_event")
@Index("ix_lca_review_event_review", ["reviewId", "id"])
export class LcaReviewEvent {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  reviewId: number;

  @Field(() => String, {
    description:
      "submit, assign, unassign, start, request-changes, resubmit, approve, cancel or withdraw",
  })
  @Column("varchar", { length: 20 })
  action: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 4, nullable: true })
  fromStatus: string | null;

  @Field(() => String)
  @Column("varchar", { length: 4 })
  toStatus: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  userId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  userName: string;

  @Field(() => String, { description: "The company the user acted for" })
  @Column("varchar", { length: 200, default: "" })
  companyName: string;

  @Field(() => String)
  @Column("varchar", { length: 2000, default: "" })
  note: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  at: Date;
}

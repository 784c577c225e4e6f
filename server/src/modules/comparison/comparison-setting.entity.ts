import { Field, Float, Int, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** The base-year significance threshold when a company has not set one (SBTi's 5%). */
export const DEFAULT_RECALCULATION_THRESHOLD = 5;

/**
 * A company's settings of comparisons: the significance at which a change since the base year
 * calls for recalculating it. A company without a row uses the default.
 */
@ObjectType({ description: "A company's settings of case comparisons" })
@Entity("comparison_setting")
export class ComparisonSetting {
  @Field(() => Int)
  @PrimaryColumn("int")
  companyId: number;

  @Field(() => Float, {
    description:
      "Emissions a structural or method change touches, as % of the base-year total, from which the base year is flagged for recalculation",
  })
  @Column("double precision", { default: DEFAULT_RECALCULATION_THRESHOLD })
  recalculationThresholdPercent: number;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  updatedBy: number | null;

  @Field(() => Date, { nullable: true })
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date | null;
}

import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * Uses of the quick carbon calculator per user in the current minute, counted in one atomic
 * statement before the work is done, so parallel calls never do more than the limit allows.
 * A row per user who has used it; a new minute starts the count again.
 */
@Entity("calculator_usage")
export class CalculatorUsage {
  @PrimaryColumn("int")
  userId: number;

  /** When the current one-minute window began. */
  @Column("timestamptz")
  windowStart: Date;

  /** Uses counted in the window. */
  @Column("int")
  calls: number;
}

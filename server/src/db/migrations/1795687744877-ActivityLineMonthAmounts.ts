import type { MigrationInterface, QueryRunner } from "typeorm";

export class ActivityLineMonthAmounts1795687744877 implements MigrationInterface {
  name = "ActivityLineMonthAmounts1795687744877";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "activity_line" ADD "month_amounts" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "activity_line" DROP COLUMN "month_amounts"`);
  }
}

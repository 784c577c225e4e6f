import type { MigrationInterface, QueryRunner } from "typeorm";

export class CaseDataChangedAt1795687906661 implements MigrationInterface {
  name = "CaseDataChangedAt1795687906661";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "carbon_case" ADD "data_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    // Existing cases: a completed case's data is as old as its latest run; a case in progress
    // changed when it was last written.
    await queryRunner.query(`UPDATE "carbon_case" c SET "data_changed_at" = CASE
        WHEN c."status" = 10 AND r."created_at" IS NOT NULL THEN r."created_at"
        ELSE c."updated_at" END
      FROM "carbon_case" c2 LEFT JOIN "calculation_run" r ON r."id" = c2."latest_run_id"
      WHERE c2."id" = c."id"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "carbon_case" DROP COLUMN "data_changed_at"`);
  }
}

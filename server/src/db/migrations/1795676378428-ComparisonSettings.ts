import type { MigrationInterface, QueryRunner } from "typeorm";

export class ComparisonSettings1795676378428 implements MigrationInterface {
  name = "ComparisonSettings1795676378428";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "comparison_setting" ("company_id" integer NOT NULL, "recalculation_threshold_percent" double precision NOT NULL DEFAULT '5', "updated_by" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5ac8aad5f9f7902079903a9c11e" PRIMARY KEY ("company_id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "comparison_setting"`);
  }
}

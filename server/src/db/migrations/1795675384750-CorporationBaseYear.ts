import type { MigrationInterface, QueryRunner } from "typeorm";

export class CorporationBaseYear1795675384750 implements MigrationInterface {
  name = "CorporationBaseYear1795675384750";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "corporation" ADD "base_year_case_id" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "corporation" DROP COLUMN "base_year_case_id"`);
  }
}

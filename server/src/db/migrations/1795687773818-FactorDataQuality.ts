import type { MigrationInterface, QueryRunner } from "typeorm";

export class FactorDataQuality1795687773818 implements MigrationInterface {
  name = "FactorDataQuality1795687773818";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "emission_factor" ADD "data_quality" text`);
    await queryRunner.query(`ALTER TABLE "emission_factor" ADD "data_quality_en" text`);
    await queryRunner.query(`ALTER TABLE "emission_factor" ADD "proxy" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "emission_factor" DROP COLUMN "proxy"`);
    await queryRunner.query(`ALTER TABLE "emission_factor" DROP COLUMN "data_quality_en"`);
    await queryRunner.query(`ALTER TABLE "emission_factor" DROP COLUMN "data_quality"`);
  }
}

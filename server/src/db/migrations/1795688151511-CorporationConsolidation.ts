import type { MigrationInterface, QueryRunner } from "typeorm";

export class CorporationConsolidation1795688151511 implements MigrationInterface {
  name = "CorporationConsolidation1795688151511";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "corporation" ADD "ownership_percent" double precision NOT NULL DEFAULT '100'`);
    await queryRunner.query(`ALTER TABLE "corporation" ADD "operational_control" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "corporation" ADD "financial_control" boolean NOT NULL DEFAULT true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "corporation" DROP COLUMN "financial_control"`);
    await queryRunner.query(`ALTER TABLE "corporation" DROP COLUMN "operational_control"`);
    await queryRunner.query(`ALTER TABLE "corporation" DROP COLUMN "ownership_percent"`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

export class LineGasAndCoveredQuantity1795622075112 implements MigrationInterface {
  name = "LineGasAndCoveredQuantity1795622075112";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "process_data" ADD "gas" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "process_data" ADD "market_covered_amount" double precision`);
    await queryRunner.query(`ALTER TABLE "process_data" ADD "market_covered_unit_id" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "process_data" DROP COLUMN "market_covered_unit_id"`);
    await queryRunner.query(`ALTER TABLE "process_data" DROP COLUMN "market_covered_amount"`);
    await queryRunner.query(`ALTER TABLE "process_data" DROP COLUMN "gas"`);
  }
}

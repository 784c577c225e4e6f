import type { MigrationInterface, QueryRunner } from "typeorm";

export class IndustryDefaults1795246410877 implements MigrationInterface {
  name = "IndustryDefaults1795246410877";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "industry_default" ("id" SERIAL NOT NULL, "industry_id" integer NOT NULL, "base_model_id" integer, "electricity_factor_id" integer, "heat_factor_id" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5a7651457a823b5d77e6817cad5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f470dd7f11bde92128a85fb43f" ON "industry_default"  ("industry_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_f470dd7f11bde92128a85fb43f"`);
    await queryRunner.query(`DROP TABLE "industry_default"`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

export class CalculatorUsage1795699794069 implements MigrationInterface {
  name = "CalculatorUsage1795699794069";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "calculator_usage" ("user_id" integer NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "calls" integer NOT NULL, CONSTRAINT "PK_38e9d1181d3989392cd314ba9c7" PRIMARY KEY ("user_id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "calculator_usage"`);
  }
}

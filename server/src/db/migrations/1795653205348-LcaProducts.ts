import type { MigrationInterface, QueryRunner } from "typeorm";

export class LcaProducts1795653205348 implements MigrationInterface {
  name = "LcaProducts1795653205348";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "lca_calculation" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "product_id" integer NOT NULL, "number" integer NOT NULL, "version" integer NOT NULL, "status" character varying(12) NOT NULL, "job_id" uuid, "database_id" integer, "database_label" character varying(160) NOT NULL DEFAULT '', "method" character varying(30) NOT NULL, "model" jsonb NOT NULL, "system" jsonb NOT NULL, "result" jsonb, "uncertainty" jsonb, "error" text, "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f2fde77efbefe59a5fa78355dc9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_lca_calculation_active" ON "lca_calculation"  ("product_id", "version") WHERE status IN ('queued', 'running')`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_lca_calculation_number" ON "lca_calculation"  ("product_id", "number") `);
    await queryRunner.query(`CREATE TABLE "lca_product" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(200) NOT NULL, "specification" character varying(200) NOT NULL DEFAULT '', "category_id" integer, "image_file_id" uuid, "description" text NOT NULL DEFAULT '', "unit_kind" character varying(10) NOT NULL DEFAULT 'declared', "unit_description" character varying(300) NOT NULL DEFAULT '', "declared_amount" double precision NOT NULL, "declared_unit_id" integer NOT NULL, "boundary" character varying(30) NOT NULL, "standard" character varying(20) NOT NULL, "reference_year" integer, "geography" character varying(20) NOT NULL DEFAULT 'CN', "cut_off_rule" character varying(500) NOT NULL DEFAULT '', "allocation" character varying(12) NOT NULL DEFAULT 'physical', "mass_per_unit" double precision, "price_per_unit" double precision, "database_id" integer, "method" character varying(30) NOT NULL DEFAULT 'ipcc-ar6-gwp100', "version" integer NOT NULL DEFAULT '1', "audit_status" character varying(4) NOT NULL DEFAULT '0', "calculation_count" integer NOT NULL DEFAULT '0', "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5ceb422e5488622165abbb56524" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_lca_product_company_name" ON "lca_product"  ("company_id", "name") `);
    await queryRunner.query(`CREATE TABLE "lca_model_line" ("id" SERIAL NOT NULL, "product_id" integer NOT NULL, "version" integer NOT NULL, "position" integer NOT NULL, "stage" character varying(20) NOT NULL, "kind" character varying(12) NOT NULL, "name" character varying(200) NOT NULL, "amount" double precision NOT NULL, "unit_id" integer NOT NULL, "supplier" character varying(200) NOT NULL DEFAULT '', "source_kind" character varying(12), "source_id" integer, "supplier_gwp" double precision, "distance_km" double precision, "mass_per_unit" double precision, "price_per_unit" double precision, "primary" boolean NOT NULL DEFAULT false, "quality" jsonb, "note" character varying(500) NOT NULL DEFAULT '', CONSTRAINT "PK_b0332d1317e792b55a00e2632db" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_lca_model_line_product" ON "lca_model_line"  ("product_id", "version", "position") `);
    await queryRunner.query(`CREATE TABLE "lca_log" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "product_id" integer, "product_name" character varying(200) NOT NULL DEFAULT '', "user_id" integer, "username" character varying(60) NOT NULL DEFAULT '', "action" character varying(30) NOT NULL, "version" integer, "summary" character varying(1000) NOT NULL DEFAULT '', "summary_en" character varying(1000) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_43ae868a3c0bb69a5239b355201" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_lca_log_product" ON "lca_log"  ("product_id") `);
    await queryRunner.query(`CREATE INDEX "ix_lca_log_company_time" ON "lca_log"  ("company_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "lca_model_line" ADD CONSTRAINT "FK_546ad464e5d5a9c2ea578f95a56" FOREIGN KEY ("product_id") REFERENCES "lca_product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lca_model_line" DROP CONSTRAINT "FK_546ad464e5d5a9c2ea578f95a56"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lca_log_company_time"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lca_log_product"`);
    await queryRunner.query(`DROP TABLE "lca_log"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lca_model_line_product"`);
    await queryRunner.query(`DROP TABLE "lca_model_line"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lca_product_company_name"`);
    await queryRunner.query(`DROP TABLE "lca_product"`);
    await queryRunner.query(`DROP INDEX "public"."uq_lca_calculation_number"`);
    await queryRunner.query(`DROP INDEX "public"."uq_lca_calculation_active"`);
    await queryRunner.query(`DROP TABLE "lca_calculation"`);
  }
}

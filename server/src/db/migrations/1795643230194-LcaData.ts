import type { MigrationInterface, QueryRunner } from "typeorm";

export class LcaData1795643230194 implements MigrationInterface {
  name = "LcaData1795643230194";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "material_datum" ("id" SERIAL NOT NULL, "company_id" integer, "name" character varying(200) NOT NULL, "name_en" character varying(200) NOT NULL, "category" character varying(40) NOT NULL, "unit_id" integer NOT NULL, "source_kind" character varying(10) NOT NULL, "upstream_database_id" character varying(36), "upstream_process_id" character varying(36), "gwp" double precision, "indicators" jsonb NOT NULL DEFAULT '{}'::jsonb, "source" character varying(500) NOT NULL, "reference_year" integer, "region" character varying(20) NOT NULL, "quality" jsonb, "uncertainty" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8ffdb522c8cb9a27da749bfd515" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_material_datum_company_name" ON "material_datum"  ("company_id", "name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "transport_datum" ("id" SERIAL NOT NULL, "company_id" integer, "mode" character varying(30) NOT NULL, "name" character varying(200) NOT NULL, "name_en" character varying(200) NOT NULL, "factor" double precision NOT NULL, "load_factor" double precision NOT NULL, "empty_return" double precision NOT NULL, "source" character varying(500) NOT NULL, "reference_year" integer, "region" character varying(20) NOT NULL, "quality" jsonb, "uncertainty" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7e711a50451c38b0fb6b4b7d91f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_transport_datum_company_name" ON "transport_datum"  ("company_id", "name") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_transport_datum_company_name"`);
    await queryRunner.query(`DROP TABLE "transport_datum"`);
    await queryRunner.query(`DROP INDEX "public"."ix_material_datum_company_name"`);
    await queryRunner.query(`DROP TABLE "material_datum"`);
  }
}

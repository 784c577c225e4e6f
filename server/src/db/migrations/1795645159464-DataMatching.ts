import type { MigrationInterface, QueryRunner } from "typeorm";

export class DataMatching1795645159464 implements MigrationInterface {
  name = "DataMatching1795645159464";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "material_synonym" ("id" SERIAL NOT NULL, "company_id" integer, "term" character varying(200) NOT NULL, "normalised" character varying(200) NOT NULL, "language" character varying(10) NOT NULL, "target_kind" character varying(10) NOT NULL, "material_id" integer, "upstream_process_id" integer, "canonical" character varying(200) NOT NULL, "canonical_normalised" character varying(200) NOT NULL, "origin" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f6439fa4bbc4db0a493e421e385" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_material_synonym_company" ON "material_synonym"  ("company_id") `);
    await queryRunner.query(`CREATE INDEX "ix_material_synonym_normalised" ON "material_synonym"  ("normalised") `);
    await queryRunner.query(`CREATE TABLE "match_confirmation" ("id" SERIAL NOT NULL, "company_id" integer, "name" character varying(200) NOT NULL, "unit" character varying(40), "candidate_kind" character varying(10) NOT NULL, "candidate_id" integer NOT NULL, "candidate_name" character varying(500) NOT NULL, "score" double precision NOT NULL, "reason" character varying(300) NOT NULL, "synonym_id" integer, "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_180f0512937382bb347271496bc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_match_confirmation_company" ON "match_confirmation"  ("company_id") `);
    await queryRunner.query(`CREATE TABLE "tracked_data_rule" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "category" character varying(40), "material_id" integer, "primary_data_required" boolean NOT NULL, "evidence_required" boolean NOT NULL, "note" character varying(500) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_06b44bcd813970129697b92efd5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_tracked_data_rule_company" ON "tracked_data_rule"  ("company_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_tracked_data_rule_company"`);
    await queryRunner.query(`DROP TABLE "tracked_data_rule"`);
    await queryRunner.query(`DROP INDEX "public"."ix_match_confirmation_company"`);
    await queryRunner.query(`DROP TABLE "match_confirmation"`);
    await queryRunner.query(`DROP INDEX "public"."ix_material_synonym_normalised"`);
    await queryRunner.query(`DROP INDEX "public"."ix_material_synonym_company"`);
    await queryRunner.query(`DROP TABLE "material_synonym"`);
  }
}

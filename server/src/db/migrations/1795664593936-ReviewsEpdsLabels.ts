import type { MigrationInterface, QueryRunner } from "typeorm";

export class ReviewsEpdsLabels1795664593936 implements MigrationInterface {
  name = "ReviewsEpdsLabels1795664593936";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "carbon_label" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "serial" character varying(30) NOT NULL, "code" character varying(40) NOT NULL, "review_id" integer NOT NULL, "product_id" integer NOT NULL, "version" integer NOT NULL, "calculation_id" integer NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'active', "claim" jsonb NOT NULL, "report" jsonb NOT NULL, "valid_from" date NOT NULL, "valid_until" date NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" integer, "revoke_reason" character varying(1000) NOT NULL DEFAULT '', "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e69d4dd7ea6e84c2a0050100343" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_carbon_label_company" ON "carbon_label"  ("company_id", "created_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_carbon_label_code" ON "carbon_label"  ("code") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_carbon_label_serial" ON "carbon_label"  ("serial") `);
    await queryRunner.query(`CREATE TABLE "epd_report" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "number" character varying(30) NOT NULL, "review_id" integer NOT NULL, "product_id" integer NOT NULL, "product_name" character varying(200) NOT NULL, "version" integer NOT NULL, "calculation_id" integer NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'draft', "modules" character varying(4) array NOT NULL, "aggregate_a1_a3" boolean NOT NULL DEFAULT true, "scenarios" jsonb NOT NULL DEFAULT '[]', "pcr_name" character varying(300) NOT NULL, "pcr_version" character varying(50) NOT NULL DEFAULT '', "program_operator" character varying(200) NOT NULL, "reference_service_life_years" double precision, "validity_years" integer NOT NULL DEFAULT '5', "biogenic_carbon_product" double precision, "biogenic_carbon_packaging" double precision, "notes" text NOT NULL DEFAULT '', "issued_at" TIMESTAMP WITH TIME ZONE, "valid_until" date, "document" jsonb, "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_88d5844a1ec333c9e121891be7e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_epd_report_number" ON "epd_report"  ("number") `);
    await queryRunner.query(`CREATE INDEX "ix_epd_report_company" ON "epd_report"  ("company_id", "updated_at") `);
    await queryRunner.query(`CREATE TABLE "epd_application" ("id" SERIAL NOT NULL, "epd_report_id" integer NOT NULL, "company_id" integer NOT NULL, "review_company_id" integer NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "note" character varying(2000) NOT NULL DEFAULT '', "applied_by" integer, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decided_by" integer, "decider_name" character varying(100) NOT NULL DEFAULT '', "decided_at" TIMESTAMP WITH TIME ZONE, "decision_note" character varying(2000) NOT NULL DEFAULT '', CONSTRAINT "PK_1b7b63e4f63ef401b92eb0cc9eb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_epd_application_report" ON "epd_application"  ("epd_report_id") `);
    await queryRunner.query(`CREATE INDEX "ix_epd_application_organisation" ON "epd_application"  ("review_company_id", "status") `);
    await queryRunner.query(`CREATE TABLE "lca_review" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "product_id" integer NOT NULL, "version" integer NOT NULL, "calculation_id" integer NOT NULL, "review_company_id" integer NOT NULL, "status" character varying(4) NOT NULL, "round" integer NOT NULL DEFAULT '1', "note" character varying(2000) NOT NULL DEFAULT '', "submitted_by" integer, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "approved_by" integer, "approver_name" character varying(100) NOT NULL DEFAULT '', "released_at" TIMESTAMP WITH TIME ZONE, "withdrawn_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a37f1057eca085ea27bfc4cd722" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_lca_review_open" ON "lca_review"  ("product_id") WHERE status IN ('5', '10', '15')`);
    await queryRunner.query(`CREATE INDEX "ix_lca_review_reviewer_company" ON "lca_review"  ("review_company_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_lca_review_product" ON "lca_review"  ("product_id", "version") `);
    await queryRunner.query(`CREATE TABLE "lca_review_assignment" ("id" SERIAL NOT NULL, "review_id" integer NOT NULL, "reviewer_id" integer NOT NULL, "reviewer_name" character varying(100) NOT NULL, "assigned_by" integer, "assigned_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bb00c52af4d344c72b651858c84" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_lca_review_assignment_reviewer" ON "lca_review_assignment"  ("reviewer_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_lca_review_assignment" ON "lca_review_assignment"  ("review_id", "reviewer_id") `);
    await queryRunner.query(`CREATE TABLE "lca_review_comment" ("id" SERIAL NOT NULL, "review_id" integer NOT NULL, "round" integer NOT NULL, "line_id" integer, "parent_id" integer, "side" character varying(10) NOT NULL, "author_id" integer, "author_name" character varying(100) NOT NULL, "body" character varying(4000) NOT NULL, "resolved" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_819b36b2edeeb5116494b3d8c0e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_lca_review_comment_review" ON "lca_review_comment"  ("review_id", "id") `);
    await queryRunner.query(`CREATE TABLE "lca_review_event" ("id" SERIAL NOT NULL, "review_id" integer NOT NULL, "action" character varying(20) NOT NULL, "from_status" character varying(4), "to_status" character varying(4) NOT NULL, "user_id" integer, "user_name" character varying(100) NOT NULL, "company_name" character varying(200) NOT NULL DEFAULT '', "note" character varying(2000) NOT NULL DEFAULT '', "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_23ed6639a2f055c17702e8a80cc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_lca_review_event_review" ON "lca_review_event"  ("review_id", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_lca_review_event_review"`);
    await queryRunner.query(`DROP TABLE "lca_review_event"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lca_review_comment_review"`);
    await queryRunner.query(`DROP TABLE "lca_review_comment"`);
    await queryRunner.query(`DROP INDEX "public"."uq_lca_review_assignment"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lca_review_assignment_reviewer"`);
    await queryRunner.query(`DROP TABLE "lca_review_assignment"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lca_review_product"`);
    await queryRunner.query(`DROP INDEX "public"."ix_lca_review_reviewer_company"`);
    await queryRunner.query(`DROP INDEX "public"."uq_lca_review_open"`);
    await queryRunner.query(`DROP TABLE "lca_review"`);
    await queryRunner.query(`DROP INDEX "public"."ix_epd_application_organisation"`);
    await queryRunner.query(`DROP INDEX "public"."ix_epd_application_report"`);
    await queryRunner.query(`DROP TABLE "epd_application"`);
    await queryRunner.query(`DROP INDEX "public"."ix_epd_report_company"`);
    await queryRunner.query(`DROP INDEX "public"."uq_epd_report_number"`);
    await queryRunner.query(`DROP TABLE "epd_report"`);
    await queryRunner.query(`DROP INDEX "public"."uq_carbon_label_serial"`);
    await queryRunner.query(`DROP INDEX "public"."uq_carbon_label_code"`);
    await queryRunner.query(`DROP INDEX "public"."ix_carbon_label_company"`);
    await queryRunner.query(`DROP TABLE "carbon_label"`);
  }
}

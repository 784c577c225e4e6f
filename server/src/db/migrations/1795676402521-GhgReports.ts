import type { MigrationInterface, QueryRunner } from "typeorm";

export class GhgReports1795676402521 implements MigrationInterface {
  name = "GhgReports1795676402521";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ghg_report" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "case_id" integer, "case_name" character varying(100) NOT NULL, "corporation_name" character varying(100) NOT NULL, "year" integer NOT NULL, "run_id" integer, "run_no" integer NOT NULL, "total_kg" double precision NOT NULL, "language" character varying(5) NOT NULL, "layout" character varying(12) NOT NULL, "responsible_person" character varying(100) NOT NULL, "notes" text NOT NULL DEFAULT '', "status" character varying(12) NOT NULL DEFAULT 'queued', "error" text, "job_id" uuid, "pdf_file_id" uuid, "docx_file_id" uuid, "pdf_size" integer, "docx_size" integer, "created_by" integer, "created_by_name" character varying(64) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_75f971675ebab7765bbb4276cb3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f9cfd367d7dd316972ecf42d14" ON "ghg_report"  ("case_id") `);
    await queryRunner.query(`CREATE INDEX "ix_ghg_report_company_created" ON "ghg_report"  ("company_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "ghg_report" ADD CONSTRAINT "FK_1fe6662e9a723b1e20b9c8ef08a" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ghg_report" ADD CONSTRAINT "FK_f9cfd367d7dd316972ecf42d14e" FOREIGN KEY ("case_id") REFERENCES "carbon_case"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ghg_report" ADD CONSTRAINT "FK_4b797e000b1ad9f2edad7df1a0f" FOREIGN KEY ("run_id") REFERENCES "calculation_run"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ghg_report" ADD CONSTRAINT "FK_f585885d30e52906c6d8cbdf480" FOREIGN KEY ("pdf_file_id") REFERENCES "stored_file"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ghg_report" ADD CONSTRAINT "FK_c7c52dc1bb15a224938ab1c530d" FOREIGN KEY ("docx_file_id") REFERENCES "stored_file"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ghg_report" DROP CONSTRAINT "FK_c7c52dc1bb15a224938ab1c530d"`);
    await queryRunner.query(`ALTER TABLE "ghg_report" DROP CONSTRAINT "FK_f585885d30e52906c6d8cbdf480"`);
    await queryRunner.query(`ALTER TABLE "ghg_report" DROP CONSTRAINT "FK_4b797e000b1ad9f2edad7df1a0f"`);
    await queryRunner.query(`ALTER TABLE "ghg_report" DROP CONSTRAINT "FK_f9cfd367d7dd316972ecf42d14e"`);
    await queryRunner.query(`ALTER TABLE "ghg_report" DROP CONSTRAINT "FK_1fe6662e9a723b1e20b9c8ef08a"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ghg_report_company_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f9cfd367d7dd316972ecf42d14"`);
    await queryRunner.query(`DROP TABLE "ghg_report"`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

export class CompanyConfigsAndImages1795699980029 implements MigrationInterface {
  name = "CompanyConfigsAndImages1795699980029";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "company_config" ("company_id" integer NOT NULL, "default_gwp_set" character varying(3) NOT NULL DEFAULT 'AR6', "default_database_id" integer, "fiscal_year_start_month" smallint NOT NULL DEFAULT '1', "emission_unit" character varying(3) NOT NULL DEFAULT 't', "number_format" character varying(12) NOT NULL DEFAULT 'comma-point', "decimals" smallint NOT NULL DEFAULT '2', "disabled_modules" character varying(20) array NOT NULL DEFAULT '{}', "updated_by" integer, "updated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f3588ca3ede6bd718a8ab351075" PRIMARY KEY ("company_id"))`);
    await queryRunner.query(`CREATE TABLE "image" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "category" character varying(20) NOT NULL, "title" character varying(100) NOT NULL, "file_name" character varying(200) NOT NULL, "mime_type" character varying(30) NOT NULL, "size" integer NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "sha256" character(64) NOT NULL, "bytes" bytea NOT NULL, "thumbnail" bytea NOT NULL, "uploaded_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d6db1ab4ee9ad9dbe86c64e4cc3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_40ca3aecd78399f5321d126747" ON "image"  ("company_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "company_config" ADD CONSTRAINT "FK_f3588ca3ede6bd718a8ab351075" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "company_config" ADD CONSTRAINT "FK_fffcc2688cf05e3e3f2eece10ad" FOREIGN KEY ("default_database_id") REFERENCES "upstream_database"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "image" ADD CONSTRAINT "FK_d4480f277089ab90cbeda8a5db0" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "image" ADD CONSTRAINT "FK_f8acb2711a8a224a666998d6168" FOREIGN KEY ("uploaded_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "image" DROP CONSTRAINT "FK_f8acb2711a8a224a666998d6168"`);
    await queryRunner.query(`ALTER TABLE "image" DROP CONSTRAINT "FK_d4480f277089ab90cbeda8a5db0"`);
    await queryRunner.query(`ALTER TABLE "company_config" DROP CONSTRAINT "FK_fffcc2688cf05e3e3f2eece10ad"`);
    await queryRunner.query(`ALTER TABLE "company_config" DROP CONSTRAINT "FK_f3588ca3ede6bd718a8ab351075"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_40ca3aecd78399f5321d126747"`);
    await queryRunner.query(`DROP TABLE "image"`);
    await queryRunner.query(`DROP TABLE "company_config"`);
  }
}

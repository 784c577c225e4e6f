import type { MigrationInterface, QueryRunner } from "typeorm";

export class Panorama1795676162414 implements MigrationInterface {
  name = "Panorama1795676162414";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "panorama_chart" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(60) NOT NULL, "data_kind" character varying(20) NOT NULL, "grouping" character varying(12) NOT NULL, "chart_type" character varying(12) NOT NULL, "corporation_ids" integer array NOT NULL DEFAULT '{}', "years" integer array NOT NULL DEFAULT '{}', "case_ids" integer array NOT NULL DEFAULT '{}', "scopes" integer array NOT NULL DEFAULT '{1,2,3}', "scope2_basis" character varying(8) NOT NULL DEFAULT 'location', "top_n" integer, "source_level" character varying(8), "base_year" integer, "target_year" integer, "reduction_pct" double precision, "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9a316a906ac87b6a4b941e99d04" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_882c0a77492c81b49f42ef3f01" ON "panorama_chart"  ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_panorama_chart_company_name" ON "panorama_chart"  ("company_id", "name") `);
    await queryRunner.query(`CREATE TABLE "panorama_home_item" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "chart_id" integer NOT NULL, "position" integer NOT NULL, "width" integer NOT NULL, CONSTRAINT "PK_08d7a9fd44272a1b53410c9fbcb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2cfb994ce49c6b3a4e8348dd95" ON "panorama_home_item"  ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_panorama_home_item_chart" ON "panorama_home_item"  ("company_id", "chart_id") `);
    await queryRunner.query(`CREATE TABLE "panorama_share" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "token_hash" character(64) NOT NULL, "kind" character varying(10) NOT NULL, "chart_id" integer, "title" character varying(100) NOT NULL, "snapshot" jsonb NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_65f1b6a1bd2d178751279eaa199" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5050968eedcb3367d021da3483" ON "panorama_share"  ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f12d5f9796c4b46ee4ff0550d3" ON "panorama_share"  ("token_hash") `);
    await queryRunner.query(`ALTER TABLE "panorama_home_item" ADD CONSTRAINT "FK_4c5a0ef6c6509848ae07ebfd7b8" FOREIGN KEY ("chart_id") REFERENCES "panorama_chart"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "panorama_share" ADD CONSTRAINT "FK_f37efe7b16ae902eb095b78a96d" FOREIGN KEY ("chart_id") REFERENCES "panorama_chart"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "panorama_share" DROP CONSTRAINT "FK_f37efe7b16ae902eb095b78a96d"`);
    await queryRunner.query(`ALTER TABLE "panorama_home_item" DROP CONSTRAINT "FK_4c5a0ef6c6509848ae07ebfd7b8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f12d5f9796c4b46ee4ff0550d3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5050968eedcb3367d021da3483"`);
    await queryRunner.query(`DROP TABLE "panorama_share"`);
    await queryRunner.query(`DROP INDEX "public"."uq_panorama_home_item_chart"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2cfb994ce49c6b3a4e8348dd95"`);
    await queryRunner.query(`DROP TABLE "panorama_home_item"`);
    await queryRunner.query(`DROP INDEX "public"."uq_panorama_chart_company_name"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_882c0a77492c81b49f42ef3f01"`);
    await queryRunner.query(`DROP TABLE "panorama_chart"`);
  }
}

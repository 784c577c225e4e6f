import type { MigrationInterface, QueryRunner } from "typeorm";

export class CarbonAssets1795676430564 implements MigrationInterface {
  name = "CarbonAssets1795676430564";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "carbon_holding" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "corporation_id" integer NOT NULL, "asset_type" character varying(4) NOT NULL, "vintage" integer NOT NULL, "quantity" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_carbon_holding_quantity" CHECK ("quantity" >= 0), CONSTRAINT "PK_87d662e631f477c66ba2a04afc0" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_1e639539a16b2a0baeac162f39" ON "carbon_holding"  ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_carbon_holding" ON "carbon_holding"  ("corporation_id", "asset_type", "vintage") `);
    await queryRunner.query(`CREATE TABLE "carbon_serial_block" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "holding_id" integer NOT NULL, "asset_type" character varying(4) NOT NULL, "prefix" character varying(60) NOT NULL, "first" bigint NOT NULL, "last" bigint NOT NULL, "width" smallint NOT NULL, "status" character varying(12) NOT NULL, "acquired_by" character varying(12) NOT NULL, "transaction_id" integer NOT NULL, CONSTRAINT "ck_carbon_serial_block_range" CHECK ("first" <= "last"), CONSTRAINT "PK_a1dccaf43e9952dfca7c136aa50" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_fec0452f9fe05f53d8c052a58e" ON "carbon_serial_block"  ("holding_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f7fe2ee29da03469c267f500bb" ON "carbon_serial_block"  ("transaction_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0420f51ceb2b828c59d6b00ee8" ON "carbon_serial_block"  ("company_id", "asset_type", "prefix") `);
    await queryRunner.query(`CREATE TABLE "carbon_asset_transaction" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "holding_id" integer NOT NULL, "corporation_id" integer NOT NULL, "asset_type" character varying(4) NOT NULL, "vintage" integer NOT NULL, "kind" character varying(12) NOT NULL, "quantity" integer NOT NULL, "delta" integer NOT NULL, "balance_after" integer NOT NULL, "date" date NOT NULL, "price" double precision, "counterparty" character varying(200), "counterpart_corporation_id" integer, "linked_transaction_id" integer, "compliance_year" integer, "purpose" character varying(12), "serial_prefix" character varying(60), "serial_first" bigint, "serial_last" bigint, "serial_width" smallint, "evidence" jsonb NOT NULL DEFAULT '[]', "note" text, "reverses_id" integer, "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_carbon_asset_transaction_quantity" CHECK ("quantity" > 0), CONSTRAINT "PK_65b6a349f40ef4f7a201d1ed209" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_carbon_asset_transaction_reverses" ON "carbon_asset_transaction"  ("reverses_id") WHERE "reverses_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_13a9f46fdd7813e6a1e4850fdb" ON "carbon_asset_transaction"  ("company_id", "corporation_id", "asset_type") `);
    await queryRunner.query(`CREATE INDEX "IDX_59fa954517fd48390ee046f216" ON "carbon_asset_transaction"  ("holding_id", "id") `);
    await queryRunner.query(`CREATE TABLE "carbon_certificate_claim" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "transaction_id" integer NOT NULL, "activity_line_id" integer NOT NULL, "case_id" integer NOT NULL, "line_name" character varying(200) NOT NULL, "case_name" character varying(100) NOT NULL, "case_year" integer NOT NULL, "month" smallint, "mwh" double precision NOT NULL, CONSTRAINT "PK_5177c34bdc3aaf240c7f582dea4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c0d08f48857a26912705beb820" ON "carbon_certificate_claim"  ("transaction_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_a7c10f44ddeba54dbf4b6899af" ON "carbon_certificate_claim"  ("company_id", "activity_line_id") `);
    await queryRunner.query(`CREATE TABLE "carbon_compliance_year" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "corporation_id" integer NOT NULL, "year" integer NOT NULL, "verified_t" double precision, "verified_source" character varying(300), "case_id" integer, "covered_gases" character varying(3) NOT NULL DEFAULT 'CO2', "cea_price" double precision, "updated_by" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_719ea01aa4443513d582e28481f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_carbon_compliance_year" ON "carbon_compliance_year"  ("corporation_id", "year") `);
    await queryRunner.query(`ALTER TABLE "carbon_holding" ADD CONSTRAINT "FK_df40d913d762708a4d9c4264b1d" FOREIGN KEY ("corporation_id") REFERENCES "corporation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "carbon_serial_block" ADD CONSTRAINT "FK_fec0452f9fe05f53d8c052a58e9" FOREIGN KEY ("holding_id") REFERENCES "carbon_holding"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "carbon_asset_transaction" ADD CONSTRAINT "FK_5e5fd671e19154bb188a44d6679" FOREIGN KEY ("holding_id") REFERENCES "carbon_holding"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "carbon_asset_transaction" ADD CONSTRAINT "FK_c8e4fc6b0c0acad49e013b5a393" FOREIGN KEY ("counterpart_corporation_id") REFERENCES "corporation"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "carbon_certificate_claim" ADD CONSTRAINT "FK_c0d08f48857a26912705beb8206" FOREIGN KEY ("transaction_id") REFERENCES "carbon_asset_transaction"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "carbon_compliance_year" ADD CONSTRAINT "FK_6706be371494a914985291b53ee" FOREIGN KEY ("corporation_id") REFERENCES "corporation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "carbon_compliance_year" DROP CONSTRAINT "FK_6706be371494a914985291b53ee"`);
    await queryRunner.query(`ALTER TABLE "carbon_certificate_claim" DROP CONSTRAINT "FK_c0d08f48857a26912705beb8206"`);
    await queryRunner.query(`ALTER TABLE "carbon_asset_transaction" DROP CONSTRAINT "FK_c8e4fc6b0c0acad49e013b5a393"`);
    await queryRunner.query(`ALTER TABLE "carbon_asset_transaction" DROP CONSTRAINT "FK_5e5fd671e19154bb188a44d6679"`);
    await queryRunner.query(`ALTER TABLE "carbon_serial_block" DROP CONSTRAINT "FK_fec0452f9fe05f53d8c052a58e9"`);
    await queryRunner.query(`ALTER TABLE "carbon_holding" DROP CONSTRAINT "FK_df40d913d762708a4d9c4264b1d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f9cfd367d7dd316972ecf42d14"`);
    await queryRunner.query(`DROP INDEX "public"."uq_carbon_compliance_year"`);
    await queryRunner.query(`DROP TABLE "carbon_compliance_year"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a7c10f44ddeba54dbf4b6899af"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c0d08f48857a26912705beb820"`);
    await queryRunner.query(`DROP TABLE "carbon_certificate_claim"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_59fa954517fd48390ee046f216"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_13a9f46fdd7813e6a1e4850fdb"`);
    await queryRunner.query(`DROP INDEX "public"."uq_carbon_asset_transaction_reverses"`);
    await queryRunner.query(`DROP TABLE "carbon_asset_transaction"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0420f51ceb2b828c59d6b00ee8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f7fe2ee29da03469c267f500bb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fec0452f9fe05f53d8c052a58e"`);
    await queryRunner.query(`DROP TABLE "carbon_serial_block"`);
    await queryRunner.query(`DROP INDEX "public"."uq_carbon_holding"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1e639539a16b2a0baeac162f39"`);
    await queryRunner.query(`DROP TABLE "carbon_holding"`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

export class UpstreamDatabases1795643270673 implements MigrationInterface {
  name = "UpstreamDatabases1795643270673";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "upstream_database" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "version" character varying(40) NOT NULL, "licence" character varying(200) NOT NULL, "source" character varying(500) NOT NULL, "file_name" character varying(200) NOT NULL, "sha256" character(64) NOT NULL, "allocation" character varying(10) NOT NULL, "process_count" integer NOT NULL, "product_count" integer NOT NULL, "flow_count" integer NOT NULL, "exchange_count" integer NOT NULL, "report" jsonb NOT NULL, "imported_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d8a37815a7125f6f49f51c27d79" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_upstream_database_sha256" ON "upstream_database"  ("sha256") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_upstream_database_name_version" ON "upstream_database"  ("name", "version") `);
    await queryRunner.query(`CREATE TABLE "upstream_flow" ("id" SERIAL NOT NULL, "database_id" integer NOT NULL, "position" integer NOT NULL, "kind" character varying(12) NOT NULL, "code" character varying(250) NOT NULL, "name" character varying(500) NOT NULL, "unit" character varying(40) NOT NULL, "compartment" character varying(300), "direction" character varying(10), "cas" character varying(40), "provider_count" integer NOT NULL DEFAULT '0', "search_text" text NOT NULL, CONSTRAINT "PK_ee46bc641bc4bab82f2d0d02a6b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_upstream_flow_code" ON "upstream_flow"  ("database_id", "kind", "code") `);
    await queryRunner.query(`CREATE TABLE "upstream_process" ("id" SERIAL NOT NULL, "database_id" integer NOT NULL, "position" integer NOT NULL, "code" character varying(200) NOT NULL, "name" character varying(500) NOT NULL, "location" character varying(100), "product_code" character varying(200) NOT NULL, "product_name" character varying(500) NOT NULL, "product_unit" character varying(40) NOT NULL, "output_amount" double precision NOT NULL, "search_text" text NOT NULL, CONSTRAINT "PK_f2e200c1eb83b3a5f03b965792e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_upstream_process_position" ON "upstream_process"  ("database_id", "position") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_upstream_process_code" ON "upstream_process"  ("database_id", "code") `);
    await queryRunner.query(`CREATE TABLE "upstream_exchange" ("id" SERIAL NOT NULL, "database_id" integer NOT NULL, "process_id" integer NOT NULL, "position" integer NOT NULL, "kind" character varying(12) NOT NULL, "flow_code" character varying(250) NOT NULL, "name" character varying(500), "amount" double precision NOT NULL, "unit" character varying(40) NOT NULL, "provider_code" character varying(200), "physical" double precision, "price" double precision, "uncertainty" jsonb, CONSTRAINT "PK_9e862c93260d57fe54849830ed8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_upstream_exchange_database" ON "upstream_exchange"  ("database_id") `);
    await queryRunner.query(`CREATE INDEX "ix_upstream_exchange_process" ON "upstream_exchange"  ("process_id", "position") `);
    await queryRunner.query(`ALTER TABLE "upstream_flow" ADD CONSTRAINT "FK_7ccfe60c50e441daf30a3e3c8c0" FOREIGN KEY ("database_id") REFERENCES "upstream_database"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "upstream_process" ADD CONSTRAINT "FK_e11f7abe7b75efd7256dbac7066" FOREIGN KEY ("database_id") REFERENCES "upstream_database"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "upstream_exchange" ADD CONSTRAINT "FK_0821d34052a4d5a0218eebd9a01" FOREIGN KEY ("database_id") REFERENCES "upstream_database"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "upstream_exchange" ADD CONSTRAINT "FK_14557fdd6adf644fe434f85c0d7" FOREIGN KEY ("process_id") REFERENCES "upstream_process"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "upstream_exchange" DROP CONSTRAINT "FK_14557fdd6adf644fe434f85c0d7"`);
    await queryRunner.query(`ALTER TABLE "upstream_exchange" DROP CONSTRAINT "FK_0821d34052a4d5a0218eebd9a01"`);
    await queryRunner.query(`ALTER TABLE "upstream_process" DROP CONSTRAINT "FK_e11f7abe7b75efd7256dbac7066"`);
    await queryRunner.query(`ALTER TABLE "upstream_flow" DROP CONSTRAINT "FK_7ccfe60c50e441daf30a3e3c8c0"`);
    await queryRunner.query(`DROP INDEX "public"."ix_upstream_exchange_process"`);
    await queryRunner.query(`DROP INDEX "public"."ix_upstream_exchange_database"`);
    await queryRunner.query(`DROP TABLE "upstream_exchange"`);
    await queryRunner.query(`DROP INDEX "public"."uq_upstream_process_code"`);
    await queryRunner.query(`DROP INDEX "public"."ix_upstream_process_position"`);
    await queryRunner.query(`DROP TABLE "upstream_process"`);
    await queryRunner.query(`DROP INDEX "public"."uq_upstream_flow_code"`);
    await queryRunner.query(`DROP TABLE "upstream_flow"`);
    await queryRunner.query(`DROP INDEX "public"."uq_upstream_database_name_version"`);
    await queryRunner.query(`DROP INDEX "public"."uq_upstream_database_sha256"`);
    await queryRunner.query(`DROP TABLE "upstream_database"`);
  }
}

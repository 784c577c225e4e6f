import type { MigrationInterface, QueryRunner } from "typeorm";

export class ApiClients1795700000099 implements MigrationInterface {
  name = "ApiClients1795700000099";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "api_client" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(100) NOT NULL, "client_id" character varying(64) NOT NULL, "secret_hash" character varying(200) NOT NULL, "codes" text array NOT NULL DEFAULT '{}', "product_ids" integer array NOT NULL DEFAULT '{}', "status" character varying(10) NOT NULL DEFAULT 'active', "description" character varying(500) NOT NULL DEFAULT '', "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "secret_rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_82a5ec6981d2be903a9eb1d9b9a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ef3a70ba47cf26bd6e0895a392" ON "api_client"  ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_client_client_id" ON "api_client"  ("client_id") `);
    await queryRunner.query(`CREATE TABLE "api_client_token" ("id" SERIAL NOT NULL, "api_client_id" integer NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8f4d447a05d6afef7ce0a35bbac" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_59eabc9d1008431b8f5fe030a9" ON "api_client_token"  ("api_client_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_api_client_token_hash" ON "api_client_token"  ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "api_client_call" ("id" SERIAL NOT NULL, "api_client_id" integer NOT NULL, "company_id" integer NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "kind" character varying(20) NOT NULL, "request" character varying(300) NOT NULL, "status" integer NOT NULL, "error_code" character varying(40), "ip" character varying(64), CONSTRAINT "PK_6e18b6d2b55fdb8abc0680989f8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_673e6d38a7698331e504eb4d41" ON "api_client_call"  ("company_id") `);
    await queryRunner.query(`CREATE INDEX "ix_api_client_call_client_at" ON "api_client_call"  ("api_client_id", "at") `);
    await queryRunner.query(`CREATE TABLE "pact_event" ("id" SERIAL NOT NULL, "api_client_id" integer NOT NULL, "company_id" integer NOT NULL, "event_id" character varying(200) NOT NULL, "type" character varying(120) NOT NULL, "source" character varying(500) NOT NULL, "data" jsonb NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "state" character varying(20) NOT NULL DEFAULT 'received', "note" character varying(500), CONSTRAINT "PK_06dbdd100537f967a44f3bbd407" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ae45920a29305c8c86cbce43f4" ON "pact_event"  ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pact_event_client_event" ON "pact_event"  ("api_client_id", "event_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_pact_event_client_event"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ae45920a29305c8c86cbce43f4"`);
    await queryRunner.query(`DROP TABLE "pact_event"`);
    await queryRunner.query(`DROP INDEX "public"."ix_api_client_call_client_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_673e6d38a7698331e504eb4d41"`);
    await queryRunner.query(`DROP TABLE "api_client_call"`);
    await queryRunner.query(`DROP INDEX "public"."uq_api_client_token_hash"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_59eabc9d1008431b8f5fe030a9"`);
    await queryRunner.query(`DROP TABLE "api_client_token"`);
    await queryRunner.query(`DROP INDEX "public"."uq_api_client_client_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ef3a70ba47cf26bd6e0895a392"`);
    await queryRunner.query(`DROP TABLE "api_client"`);
  }
}

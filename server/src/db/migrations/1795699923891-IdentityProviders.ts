import type { MigrationInterface, QueryRunner } from "typeorm";

export class IdentityProviders1795699923891 implements MigrationInterface {
  name = "IdentityProviders1795699923891";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "identity_provider" ("id" SERIAL NOT NULL, "agent_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "name" character varying(50) NOT NULL, "protocol" character varying(10) NOT NULL DEFAULT 'oidc', "issuer" character varying(500) NOT NULL, "authorization_endpoint" character varying(500), "token_endpoint" character varying(500), "userinfo_endpoint" character varying(500), "client_id" character varying(200) NOT NULL, "client_secret" character varying(500) NOT NULL, "scopes" character varying(300) NOT NULL, "subject_claim" character varying(50) NOT NULL DEFAULT 'sub', "username_claim" character varying(50) NOT NULL DEFAULT 'preferred_username', "name_claim" character varying(50) NOT NULL DEFAULT 'name', "email_claim" character varying(50) NOT NULL DEFAULT 'email', "company_id" integer NOT NULL, "default_role_id" integer, "enabled" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5f038d63f2887fd0893ae4c5736" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ec5559578fa78d4893f3dbad5b" ON "identity_provider"  ("agent_id", "kind") `);
    await queryRunner.query(`CREATE TABLE "external_identity" ("id" SERIAL NOT NULL, "provider_id" integer NOT NULL, "subject" character varying(255) NOT NULL, "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_sign_in_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_390cd58fc7a0124d5fc815e99a3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7a82460d06d5f9d401f8421059" ON "external_identity"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_22584bd9205f0edf8666eeb4e6" ON "external_identity"  ("provider_id", "subject") `);
    await queryRunner.query(`CREATE TABLE "external_sign_in" ("id" SERIAL NOT NULL, "state_hash" character(64) NOT NULL, "provider_id" integer NOT NULL, "code_verifier" character varying(128) NOT NULL, "nonce" character varying(128) NOT NULL, "redirect_uri" character varying(500) NOT NULL, "return_to" character varying(500) NOT NULL DEFAULT '/', "ticket_hash" character(64), "user_id" integer, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_a2a5dcf57f0ebe8a0c14f14443d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4d5c67114e07b17007099342e4" ON "external_sign_in"  ("state_hash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ee791580a7757aa7d4eee8853a" ON "external_sign_in"  ("ticket_hash") `);
    await queryRunner.query(`ALTER TABLE "identity_provider" ADD CONSTRAINT "FK_dfd2e83c8041e75c520b66e34aa" FOREIGN KEY ("agent_id") REFERENCES "agent"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "external_identity" ADD CONSTRAINT "FK_c41b4d59aceffb378559c50e3df" FOREIGN KEY ("provider_id") REFERENCES "identity_provider"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "external_sign_in" ADD CONSTRAINT "FK_891fb964d734157a2a9959ae544" FOREIGN KEY ("provider_id") REFERENCES "identity_provider"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "external_sign_in" DROP CONSTRAINT "FK_891fb964d734157a2a9959ae544"`);
    await queryRunner.query(`ALTER TABLE "external_identity" DROP CONSTRAINT "FK_c41b4d59aceffb378559c50e3df"`);
    await queryRunner.query(`ALTER TABLE "identity_provider" DROP CONSTRAINT "FK_dfd2e83c8041e75c520b66e34aa"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ee791580a7757aa7d4eee8853a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4d5c67114e07b17007099342e4"`);
    await queryRunner.query(`DROP TABLE "external_sign_in"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_22584bd9205f0edf8666eeb4e6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7a82460d06d5f9d401f8421059"`);
    await queryRunner.query(`DROP TABLE "external_identity"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ec5559578fa78d4893f3dbad5b"`);
    await queryRunner.query(`DROP TABLE "identity_provider"`);
  }
}

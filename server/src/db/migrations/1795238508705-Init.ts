import type { MigrationInterface, QueryRunner } from "typeorm";

export class Init1795238508705 implements MigrationInterface {
  name = "Init1795238508705";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "agent" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "is_platform" boolean NOT NULL DEFAULT false, "domains" text array NOT NULL DEFAULT '{}', "owner_company_id" integer, "plat_logo" character varying(500), "login_bg" character varying(500), "login_logo" character varying(500), "logo" character varying(500), "description" character varying(200), "banner" character varying(500), "banner_title" character varying(200), "banner_info" text, "auth_provider" character varying(20) NOT NULL DEFAULT 'none', "auth_url" character varying(500), "auth_settings" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1000e989398c5d4ed585cf9a46f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "company" ("id" SERIAL NOT NULL, "agent_id" integer NOT NULL, "name" character varying(100) NOT NULL, "credit_code" character varying(18), "contact_name" character varying(50), "contact_phone" character varying(30), "status" smallint NOT NULL DEFAULT '1', "initial_password_hash" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_056f7854a7afdba7cbd6d45fc20" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_a4f61e7ac2038926cafb42c284" ON "company"  ("agent_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a76c5cd486f7779bd9c319afd2" ON "company"  ("name") `);
    await queryRunner.query(`CREATE TABLE "permission" ("code" character varying(16) NOT NULL, "name" character varying(100) NOT NULL, "name_zh" character varying(100) NOT NULL, "parent_code" character varying(16), "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_30e166e8c6359970755c5727a23" PRIMARY KEY ("code"))`);
    await queryRunner.query(`CREATE TABLE "role" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(50) NOT NULL, "description" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b36bcfe02fc8de3c57a8b2391c2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_67b4b757a50f5caf04a77f4bd8" ON "role"  ("company_id", "name") `);
    await queryRunner.query(`CREATE TABLE "user_account" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "username" character varying(50) NOT NULL, "realname" character varying(50) NOT NULL DEFAULT '', "avatar" character varying(500), "email" character varying(100), "phone" character varying(30), "password_hash" character varying(200) NOT NULL, "must_change_password" boolean NOT NULL DEFAULT false, "status" smallint NOT NULL DEFAULT '1', "e_plat_token" character varying(200), "last_login_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6acfec7285fdf9f463462de3e9f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b2f82a5d38cb83d8b992ae7748" ON "user_account"  ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3c4d4fae641bf9048ad324ee0d" ON "user_account"  ("username") `);
    await queryRunner.query(`CREATE TABLE "session" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token_hash" character(64) NOT NULL, "user_id" integer NOT NULL, "company_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "ip" character varying(64), "user_agent" character varying(300), CONSTRAINT "PK_f55da76ac1c3ac420f444d2ff11" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a83507eb0338ac037780e02f2b" ON "session"  ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "IDX_30e98e8746699fb9af235410af" ON "session"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "login_log" ("id" SERIAL NOT NULL, "username" character varying(50) NOT NULL, "user_id" integer, "company_id" integer, "event" character varying(10) NOT NULL, "success" boolean NOT NULL, "outcome" character varying(20) NOT NULL, "ip" character varying(64), "user_agent" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_829ba3026b2886c163fb5c91607" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9be56f9e25750329c0e7b80a64" ON "login_log"  ("company_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_dc376925f53c6fe5a75e204fd5" ON "login_log"  ("username", "created_at") `);
    await queryRunner.query(`CREATE TABLE "industry" ("id" SERIAL NOT NULL, "code" character varying(20) NOT NULL, "name" character varying(100) NOT NULL, "name_en" character varying(150) NOT NULL, "parent_id" integer, "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_fc3e38485cff79e9fbba8f13831" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d76e293720ae8ab8fe7afffdc9" ON "industry"  ("code") `);
    await queryRunner.query(`CREATE TABLE "role_permission" ("role_id" integer NOT NULL, "permission_code" character varying(16) NOT NULL, CONSTRAINT "PK_fef7ec15c505a247aac9503f43f" PRIMARY KEY ("role_id", "permission_code"))`);
    await queryRunner.query(`CREATE INDEX "IDX_3d0a7155eafd75ddba5a701336" ON "role_permission"  ("role_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_fce060879a430de0d9b1614b1e" ON "role_permission"  ("permission_code") `);
    await queryRunner.query(`CREATE TABLE "user_role" ("user_id" integer NOT NULL, "role_id" integer NOT NULL, CONSTRAINT "PK_f634684acb47c1a158b83af5150" PRIMARY KEY ("user_id", "role_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d0e5815877f7395a198a4cb0a4" ON "user_role"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_32a6fc2fcb019d8e3a8ace0f55" ON "user_role"  ("role_id") `);
    await queryRunner.query(`ALTER TABLE "company" ADD CONSTRAINT "FK_a4f61e7ac2038926cafb42c284d" FOREIGN KEY ("agent_id") REFERENCES "agent"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "role" ADD CONSTRAINT "FK_6c1faaaceb897cf61c5c91dcebf" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "user_account" ADD CONSTRAINT "FK_b2f82a5d38cb83d8b992ae7748f" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "session" ADD CONSTRAINT "FK_30e98e8746699fb9af235410aff" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "role_permission" ADD CONSTRAINT "FK_3d0a7155eafd75ddba5a7013368" FOREIGN KEY ("role_id") REFERENCES "role"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "role_permission" ADD CONSTRAINT "FK_fce060879a430de0d9b1614b1e7" FOREIGN KEY ("permission_code") REFERENCES "permission"("code") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "user_role" ADD CONSTRAINT "FK_d0e5815877f7395a198a4cb0a46" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "user_role" ADD CONSTRAINT "FK_32a6fc2fcb019d8e3a8ace0f55f" FOREIGN KEY ("role_id") REFERENCES "role"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_role" DROP CONSTRAINT "FK_32a6fc2fcb019d8e3a8ace0f55f"`);
    await queryRunner.query(`ALTER TABLE "user_role" DROP CONSTRAINT "FK_d0e5815877f7395a198a4cb0a46"`);
    await queryRunner.query(`ALTER TABLE "role_permission" DROP CONSTRAINT "FK_fce060879a430de0d9b1614b1e7"`);
    await queryRunner.query(`ALTER TABLE "role_permission" DROP CONSTRAINT "FK_3d0a7155eafd75ddba5a7013368"`);
    await queryRunner.query(`ALTER TABLE "session" DROP CONSTRAINT "FK_30e98e8746699fb9af235410aff"`);
    await queryRunner.query(`ALTER TABLE "user_account" DROP CONSTRAINT "FK_b2f82a5d38cb83d8b992ae7748f"`);
    await queryRunner.query(`ALTER TABLE "role" DROP CONSTRAINT "FK_6c1faaaceb897cf61c5c91dcebf"`);
    await queryRunner.query(`ALTER TABLE "company" DROP CONSTRAINT "FK_a4f61e7ac2038926cafb42c284d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_32a6fc2fcb019d8e3a8ace0f55"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d0e5815877f7395a198a4cb0a4"`);
    await queryRunner.query(`DROP TABLE "user_role"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fce060879a430de0d9b1614b1e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3d0a7155eafd75ddba5a701336"`);
    await queryRunner.query(`DROP TABLE "role_permission"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d76e293720ae8ab8fe7afffdc9"`);
    await queryRunner.query(`DROP TABLE "industry"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dc376925f53c6fe5a75e204fd5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9be56f9e25750329c0e7b80a64"`);
    await queryRunner.query(`DROP TABLE "login_log"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_30e98e8746699fb9af235410af"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a83507eb0338ac037780e02f2b"`);
    await queryRunner.query(`DROP TABLE "session"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3c4d4fae641bf9048ad324ee0d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b2f82a5d38cb83d8b992ae7748"`);
    await queryRunner.query(`DROP TABLE "user_account"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_67b4b757a50f5caf04a77f4bd8"`);
    await queryRunner.query(`DROP TABLE "role"`);
    await queryRunner.query(`DROP TABLE "permission"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a76c5cd486f7779bd9c319afd2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a4f61e7ac2038926cafb42c284"`);
    await queryRunner.query(`DROP TABLE "company"`);
    await queryRunner.query(`DROP TABLE "agent"`);
  }
}

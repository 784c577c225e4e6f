import type { MigrationInterface, QueryRunner } from "typeorm";

export class AgentClientsAndMessages1795699824337 implements MigrationInterface {
  name = "AgentClientsAndMessages1795699824337";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "message_thread" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "agent_id" integer NOT NULL, "subject" character varying(100) NOT NULL, "created_by" integer, "last_message_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_11cb07b9ecf8cb247c5e2dc86ab" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_db7f124c91a6d164f4bf38acc5" ON "message_thread"  ("company_id") `);
    await queryRunner.query(`CREATE INDEX "ix_message_thread_agent_last" ON "message_thread"  ("agent_id", "last_message_at") `);
    await queryRunner.query(`CREATE TABLE "online_message" ("id" SERIAL NOT NULL, "thread_id" integer NOT NULL, "from_agent" boolean NOT NULL, "author_id" integer, "author_name" character varying(50) NOT NULL, "body" text NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_11e1363e0ad6b9ddf3cfef8285c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_online_message_thread" ON "online_message"  ("thread_id", "id") `);
    await queryRunner.query(`ALTER TABLE "company" ADD "expires_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "company" ADD "modules" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "message_thread" ADD CONSTRAINT "FK_db7f124c91a6d164f4bf38acc51" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "message_thread" ADD CONSTRAINT "FK_67dcb54e194826bb3c20d69cb8c" FOREIGN KEY ("agent_id") REFERENCES "agent"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "message_thread" ADD CONSTRAINT "FK_9f64b218f095553f7ac5eeafbce" FOREIGN KEY ("created_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "online_message" ADD CONSTRAINT "FK_2e96dc1f79ca6472a04d7b84e88" FOREIGN KEY ("thread_id") REFERENCES "message_thread"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "online_message" ADD CONSTRAINT "FK_26d74ad6c7ca670c865feadedb6" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "online_message" DROP CONSTRAINT "FK_26d74ad6c7ca670c865feadedb6"`);
    await queryRunner.query(`ALTER TABLE "online_message" DROP CONSTRAINT "FK_2e96dc1f79ca6472a04d7b84e88"`);
    await queryRunner.query(`ALTER TABLE "message_thread" DROP CONSTRAINT "FK_9f64b218f095553f7ac5eeafbce"`);
    await queryRunner.query(`ALTER TABLE "message_thread" DROP CONSTRAINT "FK_67dcb54e194826bb3c20d69cb8c"`);
    await queryRunner.query(`ALTER TABLE "message_thread" DROP CONSTRAINT "FK_db7f124c91a6d164f4bf38acc51"`);
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "modules"`);
    await queryRunner.query(`ALTER TABLE "company" DROP COLUMN "expires_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_online_message_thread"`);
    await queryRunner.query(`DROP TABLE "online_message"`);
    await queryRunner.query(`DROP INDEX "public"."ix_message_thread_agent_last"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_db7f124c91a6d164f4bf38acc5"`);
    await queryRunner.query(`DROP TABLE "message_thread"`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

export class StoredFiles1795253081336 implements MigrationInterface {
  name = "StoredFiles1795253081336";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "stored_file" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" integer NOT NULL, "purpose" character varying(20) NOT NULL, "name" character varying(200) NOT NULL, "mime_type" character varying(100) NOT NULL, "size" integer NOT NULL, "sha256" character(64) NOT NULL, "bytes" bytea NOT NULL, "uploaded_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e140967af84027b493a3ff04fbb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_04d64280f92fb5fe30396982fe" ON "stored_file"  ("company_id", "purpose") `);
    await queryRunner.query(`ALTER TABLE "stored_file" ADD CONSTRAINT "FK_2e8c1fe62c1c751401b94fed7fe" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "stored_file" ADD CONSTRAINT "FK_af2f59f42a86f193f8764614df5" FOREIGN KEY ("uploaded_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "stored_file" DROP CONSTRAINT "FK_af2f59f42a86f193f8764614df5"`);
    await queryRunner.query(`ALTER TABLE "stored_file" DROP CONSTRAINT "FK_2e8c1fe62c1c751401b94fed7fe"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_04d64280f92fb5fe30396982fe"`);
    await queryRunner.query(`DROP TABLE "stored_file"`);
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

export class LoginThrottle1795621805799 implements MigrationInterface {
  name = "LoginThrottle1795621805799";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "login_throttle" ("key" character varying(120) NOT NULL, "failures" integer NOT NULL, "last_failure_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_14c03bac82292a8310c54cb98d0" PRIMARY KEY ("key"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "login_throttle"`);
  }
}

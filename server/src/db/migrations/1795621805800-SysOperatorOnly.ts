import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `sys` (platform administration) is granted only in the platform operator's company, the one
 * owning the platform agent: grants of it in any other company's roles are removed. Data only;
 * `down` cannot know which grants there were and leaves them removed.
 */
export class SysOperatorOnly1795621805800 implements MigrationInterface {
  name = "SysOperatorOnly1795621805800";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "role_permission" rp USING "role" r
      WHERE rp."role_id" = r."id" AND rp."permission_code" = 'sys'
        AND r."company_id" IS DISTINCT FROM
            (SELECT "owner_company_id" FROM "agent" WHERE "is_platform" LIMIT 1)`);
  }

  public down(): Promise<void> {
    return Promise.resolve();
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

export class UniquePositions1795622424208 implements MigrationInterface {
  name = "UniquePositions1795622424208";

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Positions and run numbers taken twice by parallel requests before this index existed are
    // renumbered in their current order (position, then id), so the index can be created.
    await queryRunner.query(`UPDATE "calculation_run" r SET "run_no" = x.n FROM
      (SELECT "id", row_number() OVER (PARTITION BY "case_id" ORDER BY "run_no", "id") AS n
       FROM "calculation_run") x WHERE r."id" = x."id" AND r."run_no" <> x.n`);
    await queryRunner.query(`UPDATE "case_process" p SET "sort" = x.n FROM
      (SELECT "id", row_number() OVER (PARTITION BY "case_id" ORDER BY "sort", "id") - 1 AS n
       FROM "case_process") x WHERE p."id" = x."id" AND p."sort" <> x.n`);
    await queryRunner.query(`UPDATE "process_data" d SET "sort" = x.n FROM
      (SELECT "id", row_number() OVER (PARTITION BY "process_id" ORDER BY "sort", "id") - 1 AS n
       FROM "process_data") x WHERE d."id" = x."id" AND d."sort" <> x.n`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_81173cd8f660492c317c4084b0" ON "calculation_run"  ("case_id", "run_no") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8fea3f37b1df5447037de313fc" ON "case_process"  ("case_id", "sort") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_32f73df87dd78f24a81d1042c5" ON "process_data"  ("process_id", "sort") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_32f73df87dd78f24a81d1042c5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8fea3f37b1df5447037de313fc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_81173cd8f660492c317c4084b0"`);
  }
}

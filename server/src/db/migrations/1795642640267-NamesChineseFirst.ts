import type { MigrationInterface, QueryRunner } from "typeorm";

// One rule for names in two languages (docs/glossary.md): `name` is the Chinese name and
// `name_en` the English one. The permission catalogue was English first (`name` English,
// `name_zh` Chinese); its columns are renamed in place, English first, so no value moves and no
// name is lost. Units, gases and data-source types live in code, not in tables.
export class NamesChineseFirst1795642640267 implements MigrationInterface {
  name = "NamesChineseFirst1795642640267";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "permission" RENAME COLUMN "name" TO "name_en"`);
    await queryRunner.query(`ALTER TABLE "permission" RENAME COLUMN "name_zh" TO "name"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "permission" RENAME COLUMN "name" TO "name_zh"`);
    await queryRunner.query(`ALTER TABLE "permission" RENAME COLUMN "name_en" TO "name"`);
  }
}

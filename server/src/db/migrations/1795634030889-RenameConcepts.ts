import type { MigrationInterface, QueryRunner } from "typeorm";

// One word per concept (docs/glossary.md): templates, template processes and template sources
// (were base models, base-model processes and base-model sources), activity lines (were process data) and
// the calculation count (was calc_nums). Tables, columns, keys, indexes and sequences are
// renamed in place, so no row moves; the names are those TypeORM derives for the new tables.
const TABLES: Array<[string, string]> = [
  ["base_model", "template"],
  ["base_model_process", "template_process"],
  ["base_model_source", "template_source"],
  ["process_data", "activity_line"],
];

const COLUMNS: Array<[string, string, string]> = [
  ["industry_default", "base_model_id", "template_id"],
  ["corporation", "base_model_id", "template_id"],
  ["carbon_case", "base_model_id", "template_id"],
  ["carbon_case", "calc_nums", "calculation_count"],
  ["case_process", "base_model_process_id", "template_process_id"],
  ["template_process", "base_model_id", "template_id"],
];

// [table (new name), old constraint, new constraint]
const CONSTRAINTS: Array<[string, string, string]> = [
  ["template", "PK_6858b0bfee6d486b76e323b3e9b", "PK_fbae2ac36bd9b5e1e793b957b7f"],
  ["template_process", "PK_9ce82d27724a80b082417370a3d", "PK_1de97e93015dd5a2e92bdbc0ad9"],
  ["template_source", "PK_65c35937a44dee744855974a92c", "PK_145c3645f1cea777d525d789f8d"],
  ["activity_line", "PK_20bd8ac963263be0c99a113669b", "PK_edeb5d761f2d17707473f00d049"],
  ["template_process", "FK_680f045920a72094a912067ef8b", "FK_fa009d409b0fe766597c3c90017"],
  ["template_source", "FK_32e78d47ea7898b843312f64949", "FK_da7b33eefa43e872367db987b17"],
  ["template_source", "FK_4b1cd301d5291f6180c5f4b5856", "FK_dfec0ff204ff4101ba3c6218ebb"],
  ["activity_line", "FK_77ce70669b8ad9c97f223ea7d31", "FK_c248237e0dcd2da4c912a7c80a9"],
];

const INDEXES: Array<[string, string]> = [
  ["IDX_740fc987076ac8a0d87f61dcac", "IDX_41bf3130d1daef8c51955bb5e1"],
  ["uq_base_model_company_code", "uq_template_company_code"],
  ["uq_base_model_global_code", "uq_template_global_code"],
  ["IDX_680f045920a72094a912067ef8", "IDX_fa009d409b0fe766597c3c9001"],
  ["IDX_32e78d47ea7898b843312f6494", "IDX_da7b33eefa43e872367db987b1"],
  ["IDX_44017cc810347a08edf50c7172", "IDX_ceba6cd94b9410b29b169d03a1"],
  ["IDX_77ce70669b8ad9c97f223ea7d3", "IDX_c248237e0dcd2da4c912a7c80a"],
  ["IDX_32f73df87dd78f24a81d1042c5", "IDX_628419d7b7558c2d6f7e9ed20d"],
];

export class RenameConcepts1795634030889 implements MigrationInterface {
  name = "RenameConcepts1795634030889";

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [from, to] of TABLES) {
      await queryRunner.query(`ALTER TABLE "${from}" RENAME TO "${to}"`);
      await queryRunner.query(`ALTER SEQUENCE "${from}_id_seq" RENAME TO "${to}_id_seq"`);
    }
    for (const [table, from, to] of COLUMNS) {
      await queryRunner.query(`ALTER TABLE "${table}" RENAME COLUMN "${from}" TO "${to}"`);
    }
    for (const [table, from, to] of CONSTRAINTS) {
      await queryRunner.query(`ALTER TABLE "${table}" RENAME CONSTRAINT "${from}" TO "${to}"`);
    }
    for (const [from, to] of INDEXES) {
      await queryRunner.query(`ALTER INDEX "${from}" RENAME TO "${to}"`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [from, to] of INDEXES) {
      await queryRunner.query(`ALTER INDEX "${to}" RENAME TO "${from}"`);
    }
    for (const [table, from, to] of CONSTRAINTS) {
      await queryRunner.query(`ALTER TABLE "${table}" RENAME CONSTRAINT "${to}" TO "${from}"`);
    }
    for (const [table, from, to] of [...COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE "${table}" RENAME COLUMN "${to}" TO "${from}"`);
    }
    for (const [from, to] of [...TABLES].reverse()) {
      await queryRunner.query(`ALTER SEQUENCE "${to}_id_seq" RENAME TO "${from}_id_seq"`);
      await queryRunner.query(`ALTER TABLE "${to}" RENAME TO "${from}"`);
    }
  }
}

import type { MigrationInterface, QueryRunner } from "typeorm";

export class ProcessModels1795645297740 implements MigrationInterface {
  name = "ProcessModels1795645297740";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "process_model" ("id" SERIAL NOT NULL, "company_id" integer, "code" character varying(40) NOT NULL, "name" character varying(200) NOT NULL, "name_en" character varying(200) NOT NULL, "category" character varying(40) NOT NULL, "description" text NOT NULL DEFAULT '', "reference_product" character varying(200) NOT NULL, "reference_amount" double precision NOT NULL, "reference_unit_id" integer NOT NULL, "reference_mass_per_unit" double precision, "reference_price_per_unit" double precision, "allocation" character varying(12) NOT NULL, "template" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0f2661fbf48b64a1dc14392eb26" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_process_model_company_code" ON "process_model"  ("company_id", "code") `,
    );
    await queryRunner.query(
      `CREATE TABLE "process_model_line" ("id" SERIAL NOT NULL, "model_id" integer NOT NULL, "position" integer NOT NULL, "direction" character varying(10) NOT NULL, "source_kind" character varying(10), "source_id" integer, "process_model_id" integer, "name" character varying(200) NOT NULL, "compartment" character varying(20), "amount" double precision NOT NULL, "unit_id" integer NOT NULL, "mass_per_unit" double precision, "price_per_unit" double precision, CONSTRAINT "PK_fa0287d51bfc8d47243cdad7dfd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_process_model_line_source_model" ON "process_model_line"  ("process_model_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_process_model_line_model" ON "process_model_line"  ("model_id", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "product_category" ("id" SERIAL NOT NULL, "parent_id" integer, "code" character varying(40) NOT NULL, "name" character varying(200) NOT NULL, "name_en" character varying(200) NOT NULL, "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_0dce9bc93c2d2c399982d04bef1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_product_category_code" ON "product_category"  ("code") `,
    );
    await queryRunner.query(
      `CREATE TABLE "design_product" ("id" SERIAL NOT NULL, "company_id" integer, "code" character varying(40) NOT NULL, "name" character varying(200) NOT NULL, "name_en" character varying(200) NOT NULL, "category_id" integer NOT NULL, "declared_amount" double precision NOT NULL, "declared_unit_id" integer NOT NULL, "boundary" character varying(30) NOT NULL, "stage_scheme" character varying(10) NOT NULL, "description" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8edd590ff3d344db665da90f39b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_design_product_company_code" ON "design_product"  ("company_id", "code") `,
    );
    await queryRunner.query(
      `CREATE TABLE "design_product_item" ("id" SERIAL NOT NULL, "design_product_id" integer NOT NULL, "position" integer NOT NULL, "stage" character varying(20) NOT NULL, "kind" character varying(10) NOT NULL, "process_model_id" integer, "material_datum_id" integer, "name" character varying(200) NOT NULL, CONSTRAINT "PK_263dc15dd78006f17ea474db4fe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_design_product_item_model" ON "design_product_item"  ("process_model_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_design_product_item_product" ON "design_product_item"  ("design_product_id", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "process_model_assignment" ("id" SERIAL NOT NULL, "process_model_id" integer NOT NULL, "company_id" integer NOT NULL, CONSTRAINT "PK_a6191a96a52596e079089ba42a6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_process_model_assignment_company" ON "process_model_assignment"  ("company_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_process_model_assignment" ON "process_model_assignment"  ("process_model_id", "company_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "design_product_assignment" ("id" SERIAL NOT NULL, "design_product_id" integer NOT NULL, "company_id" integer NOT NULL, CONSTRAINT "PK_b03d061fe4b26f6f3a349530149" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_design_product_assignment_company" ON "design_product_assignment"  ("company_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_design_product_assignment" ON "design_product_assignment"  ("design_product_id", "company_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "process_model_line" ADD CONSTRAINT "FK_07ba29e5fb881a1653b923c2164" FOREIGN KEY ("model_id") REFERENCES "process_model"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "process_model_line" ADD CONSTRAINT "FK_354573e204d5caf8f1ed179c2c6" FOREIGN KEY ("process_model_id") REFERENCES "process_model"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_category" ADD CONSTRAINT "FK_17f434523d4566716f2b1c528a8" FOREIGN KEY ("parent_id") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product" ADD CONSTRAINT "FK_1c5e1a0d20dace43646571c8eee" FOREIGN KEY ("category_id") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product_item" ADD CONSTRAINT "FK_22f6b254f4ac131d6c6ef40901b" FOREIGN KEY ("design_product_id") REFERENCES "design_product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product_item" ADD CONSTRAINT "FK_2d5555f63d81cf417521e5a759a" FOREIGN KEY ("process_model_id") REFERENCES "process_model"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "process_model_assignment" ADD CONSTRAINT "FK_d577acea4ad90500b4e3291760c" FOREIGN KEY ("process_model_id") REFERENCES "process_model"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "process_model_assignment" ADD CONSTRAINT "FK_5dd4df7de0d7f7d45977c5e2779" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product_assignment" ADD CONSTRAINT "FK_cf0359ba23b462a067acff0a35b" FOREIGN KEY ("design_product_id") REFERENCES "design_product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product_assignment" ADD CONSTRAINT "FK_0199dad9103c4fc1e37b3687872" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "design_product_assignment" DROP CONSTRAINT "FK_0199dad9103c4fc1e37b3687872"`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product_assignment" DROP CONSTRAINT "FK_cf0359ba23b462a067acff0a35b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "process_model_assignment" DROP CONSTRAINT "FK_5dd4df7de0d7f7d45977c5e2779"`,
    );
    await queryRunner.query(
      `ALTER TABLE "process_model_assignment" DROP CONSTRAINT "FK_d577acea4ad90500b4e3291760c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product_item" DROP CONSTRAINT "FK_2d5555f63d81cf417521e5a759a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product_item" DROP CONSTRAINT "FK_22f6b254f4ac131d6c6ef40901b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "design_product" DROP CONSTRAINT "FK_1c5e1a0d20dace43646571c8eee"`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_category" DROP CONSTRAINT "FK_17f434523d4566716f2b1c528a8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "process_model_line" DROP CONSTRAINT "FK_354573e204d5caf8f1ed179c2c6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "process_model_line" DROP CONSTRAINT "FK_07ba29e5fb881a1653b923c2164"`,
    );
    await queryRunner.query(`DROP INDEX "public"."uq_design_product_assignment"`);
    await queryRunner.query(`DROP INDEX "public"."ix_design_product_assignment_company"`);
    await queryRunner.query(`DROP TABLE "design_product_assignment"`);
    await queryRunner.query(`DROP INDEX "public"."uq_process_model_assignment"`);
    await queryRunner.query(`DROP INDEX "public"."ix_process_model_assignment_company"`);
    await queryRunner.query(`DROP TABLE "process_model_assignment"`);
    await queryRunner.query(`DROP INDEX "public"."ix_design_product_item_product"`);
    await queryRunner.query(`DROP INDEX "public"."ix_design_product_item_model"`);
    await queryRunner.query(`DROP TABLE "design_product_item"`);
    await queryRunner.query(`DROP INDEX "public"."ix_design_product_company_code"`);
    await queryRunner.query(`DROP TABLE "design_product"`);
    await queryRunner.query(`DROP INDEX "public"."uq_product_category_code"`);
    await queryRunner.query(`DROP TABLE "product_category"`);
    await queryRunner.query(`DROP INDEX "public"."ix_process_model_line_model"`);
    await queryRunner.query(`DROP INDEX "public"."ix_process_model_line_source_model"`);
    await queryRunner.query(`DROP TABLE "process_model_line"`);
    await queryRunner.query(`DROP INDEX "public"."ix_process_model_company_code"`);
    await queryRunner.query(`DROP TABLE "process_model"`);
  }
}

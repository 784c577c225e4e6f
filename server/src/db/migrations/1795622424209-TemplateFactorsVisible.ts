import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A template's emission source may name only a factor everyone who sees the template sees: a
 * global factor, or one of the template's own company. Defaults that pointed at another tenant's
 * private factor (a global template could, exposing its name to every company) are cleared; the
 * source stays, without a default factor. Data only; `down` leaves them cleared.
 */
export class TemplateFactorsVisible1795622424209 implements MigrationInterface {
  name = "TemplateFactorsVisible1795622424209";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "base_model_source" s SET "factor_id" = NULL
      FROM "base_model_process" p, "base_model" m, "emission_factor" f
      WHERE s."process_id" = p."id" AND p."base_model_id" = m."id" AND f."id" = s."factor_id"
        AND f."company_id" IS NOT NULL AND f."company_id" IS DISTINCT FROM m."company_id"`);
  }

  public down(): Promise<void> {
    return Promise.resolve();
  }
}

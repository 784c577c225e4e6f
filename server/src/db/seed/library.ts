// The reference library every start completes: industry standards, the global emission factors
// (each citing its source) and the industry templates. Factors are upserted by code, so a
// corrected seed value reaches existing databases; standards and templates are only added when
// missing, so an operator's edits to them survive restarts.
import type { EntityManager } from "typeorm";
import { Template, TemplateProcess, TemplateSource } from "../../modules/template/template.entity";
import { IndustryDefault } from "../../modules/template/industry-default.entity";
import { IndustryStandard } from "../../modules/template/industry-standard.entity";
import { EmissionFactor } from "../../modules/factor/emission-factor.entity";
import { FactorService } from "../../modules/factor/factor.service";
import { Industry } from "../../modules/reference/industry.entity";
import { IsNull } from "typeorm";
import { TEMPLATE_SOURCE_REVISIONS, TEMPLATES } from "./templates";
import { SEED_FACTORS } from "./factors";
import { INDUSTRY_STANDARDS } from "./standards";
import { seedMaterialData } from "./lca-data";
import { seedProcessModels } from "./process-models";
import { seedSynonyms } from "./synonyms";

export async function seedLibrary(manager: EntityManager): Promise<void> {
  // Standards are only added when missing, like templates: the platform operator edits them
  // (/admin/industrystandard), and a restart must not undo those edits.
  await manager
    .createQueryBuilder()
    .insert()
    .into(IndustryStandard)
    .values(INDUSTRY_STANDARDS.map((standard, index) => ({ ...standard, sort: index })))
    .orIgnore()
    .execute();
  const outcome = await new FactorService(manager.connection).upsert(manager, null, SEED_FACTORS);
  if (outcome.rejected.length > 0) {
    throw new Error(
      `Seed factors rejected: ${outcome.rejected.map((row) => `${row.key}: ${row.reason}`).join("; ")}`,
    );
  }
  await seedTemplates(manager);
  await reviseTemplateSources(manager);
  await seedIndustryDefaults(manager);
  await seedMaterialData(manager);
  await seedProcessModels(manager);
  await seedSynonyms(manager);
}

/** Manufacturing starts from the GB/T 32150 template, power generation from its guideline's. */
const INDUSTRY_DEFAULTS = [
  { industry: "C", template: "BM-GBT32150-GENERAL" },
  { industry: "D", template: "BM-CN-POWER" },
] as const;

/** Adds the defaults of industries that have none; an operator's choices are kept. */
async function seedIndustryDefaults(manager: EntityManager): Promise<void> {
  const electricity = await manager.findOneBy(EmissionFactor, {
    code: "CN-GRID-2023-NATIONAL",
    companyId: IsNull(),
  });
  const heat = await manager.findOneBy(EmissionFactor, {
    code: "CN-HEAT-GUIDE-2013",
    companyId: IsNull(),
  });
  for (const entry of INDUSTRY_DEFAULTS) {
    const industry = await manager.findOneBy(Industry, { code: entry.industry });
    const model = await manager.findOneBy(Template, {
      code: entry.template,
      companyId: IsNull(),
    });
    if (!industry || (await manager.existsBy(IndustryDefault, { industryId: industry.id }))) {
      continue;
    }
    await manager.insert(IndustryDefault, {
      industryId: industry.id,
      templateId: model?.id ?? null,
      electricityFactorId: electricity?.id ?? null,
      heatFactorId: heat?.id ?? null,
    });
  }
}

/**
 * Brings the global templates of a database seeded before up to the current sources: a source
 * still as first seeded takes its new name and factor, a new source is added once. Sources the
 * platform operator edited stay as they are; cases keep the lines they copied.
 */
async function reviseTemplateSources(manager: EntityManager): Promise<void> {
  for (const revision of TEMPLATE_SOURCE_REVISIONS) {
    const [process]: Array<{ id: number }> = await manager.query(
      `SELECT process.id FROM template_process process JOIN template model
         ON model.id = process.template_id AND model.company_id IS NULL AND model.code = $1
       WHERE process.name_en = $2`,
      [revision.template, revision.process],
    );
    const factor = await manager.findOneBy(EmissionFactor, {
      code: revision.to.factorCode ?? "",
      companyId: IsNull(),
    });
    if (!process || !factor) continue;
    if (
      await manager.existsBy(TemplateSource, { processId: process.id, nameEn: revision.to.nameEn })
    ) {
      continue;
    }
    if (revision.from) {
      await manager.query(
        `UPDATE template_source source SET name = $1, name_en = $2, unit_id = $3, factor_id = $4
         FROM emission_factor factor
         WHERE source.process_id = $5 AND source.name_en = $6
           AND factor.id = source.factor_id AND factor.code = $7 AND factor.company_id IS NULL`,
        [
          revision.to.name,
          revision.to.nameEn,
          revision.to.unitId,
          factor.id,
          process.id,
          revision.from.nameEn,
          revision.from.factorCode,
        ],
      );
      continue;
    }
    const [{ sort }]: Array<{ sort: number }> = await manager.query(
      `SELECT COALESCE(MAX(sort), -1) + 1 AS sort FROM template_source WHERE process_id = $1`,
      [process.id],
    );
    await manager.insert(TemplateSource, {
      processId: process.id,
      name: revision.to.name,
      nameEn: revision.to.nameEn,
      unitId: revision.to.unitId,
      method: revision.to.method,
      factorId: factor.id,
      sort,
    });
  }
}

async function seedTemplates(manager: EntityManager): Promise<void> {
  const existing = new Set(
    (await manager.find(Template, { where: { companyId: IsNull() }, select: { code: true } })).map(
      (model) => model.code,
    ),
  );
  const missing = TEMPLATES.filter((model) => !existing.has(model.code));
  if (missing.length === 0) return;
  const standards = new Map(
    (await manager.find(IndustryStandard)).map((standard) => [standard.code, standard.id]),
  );
  const industries = new Map(
    (await manager.find(Industry)).map((industry) => [industry.code, industry.id]),
  );
  const factors = new Map(
    (await manager.find(EmissionFactor, { where: { companyId: IsNull() } })).map((factor) => [
      factor.code,
      factor.id,
    ]),
  );
  for (const data of missing) {
    const model = await manager.save(Template, {
      companyId: null,
      code: data.code,
      name: data.name,
      nameEn: data.nameEn,
      standardId: standards.get(data.standardCode) ?? null,
      industryId: data.industryCode ? (industries.get(data.industryCode) ?? null) : null,
      description: data.description,
      descriptionEn: data.descriptionEn,
    });
    for (const [index, activityLines] of data.processes.entries()) {
      const process = await manager.save(TemplateProcess, {
        templateId: model.id,
        name: activityLines.name,
        nameEn: activityLines.nameEn,
        scope: activityLines.scope,
        isoCategory: activityLines.isoCategory,
        scope3Category: activityLines.scope3Category,
        deducted: activityLines.deducted,
        sort: index,
      });
      if (activityLines.sources.length === 0) continue;
      await manager.insert(
        TemplateSource,
        activityLines.sources.map((source, sort) => {
          const factorId = source.factorCode ? factors.get(source.factorCode) : null;
          if (source.factorCode && !factorId) {
            throw new Error(`Template ${data.code}: unknown factor code ${source.factorCode}`);
          }
          return {
            processId: process.id,
            name: source.name,
            nameEn: source.nameEn,
            unitId: source.unitId,
            method: source.method,
            factorId: factorId ?? null,
            sort,
          };
        }),
      );
    }
  }
}

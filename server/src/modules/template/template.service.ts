// Accounting templates (base models) and the standards they follow. Global templates are seeded;
// a company may keep its own. Reading them is open to accounting users. Standards are global
// rows only: the platform operator edits them.
import { Brackets, Not, type DataSource, type EntityManager } from "typeorm";
import { chooseGridFactor, type GridFactorChoice } from "./grid-factor-choice";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, forbidden, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { EmissionFactor } from "../factor/emission-factor.entity";
import { PermissionCode } from "../permission/permission-codes";
import { Industry } from "../reference/industry.entity";
import { assertPlatformOperator, assertUnused } from "../reference/reference.service";
import { unitById, UnitConversionError } from "../../calc/units";
import { Template, TemplateProcess, TemplateSource } from "./template.entity";
import type {
  AddTemplateProcessInput,
  AddTemplateSourceInput,
  TemplateInput,
  TemplateSourceInput,
  IndustryDefaultInput,
  IndustryStandardInput,
  UpdateTemplateInput,
  UpdateTemplateProcessInput,
  UpdateTemplateSourceInput,
  UpdateIndustryStandardInput,
} from "./template.inputs";
import { IndustryDefault } from "./industry-default.entity";
import { IndustryStandard } from "./industry-standard.entity";

export class TemplateService {
  constructor(private readonly dataSource: DataSource) {}

  standards(): Promise<IndustryStandard[]> {
    return this.dataSource
      .getRepository(IndustryStandard)
      .find({ order: { sort: "ASC", id: "ASC" } });
  }

  // ---- the standards: global rows, edited by gad holders who are the platform operator ----

  async createStandard(viewer: Viewer, input: IndustryStandardInput): Promise<IndustryStandard> {
    await assertValid(input);
    assertPlatformOperator(viewer);
    const fields = standardFields(input);
    return this.savingStandard(fields.code, () =>
      this.dataSource.transaction(async (manager) => {
        await assertStandardCodeFree(manager, fields.code, null);
        const [{ next }]: Array<{ next: number }> = await manager.query(
          "SELECT coalesce(max(sort) + 1, 0)::int AS next FROM industry_standard",
        );
        return manager.save(
          IndustryStandard,
          manager.create(IndustryStandard, { ...fields, sort: input.sort ?? next }),
        );
      }),
    );
  }

  async updateStandard(
    viewer: Viewer,
    input: UpdateIndustryStandardInput,
  ): Promise<IndustryStandard> {
    await assertValid(input);
    assertPlatformOperator(viewer);
    const fields = standardFields(input);
    return this.savingStandard(fields.code, () =>
      this.dataSource.transaction(async (manager) => {
        const standard = await manager.findOneBy(IndustryStandard, { id: input.id });
        if (!standard) throw notFound("standard");
        await assertStandardCodeFree(manager, fields.code, standard.id);
        Object.assign(standard, fields, { sort: input.sort ?? standard.sort });
        return manager.save(standard);
      }),
    );
  }

  /** Deletes a standard no template follows (templates of every company count). */
  async deleteStandard(viewer: Viewer, id: number): Promise<boolean> {
    assertPlatformOperator(viewer);
    return this.dataSource.transaction(async (manager) => {
      const standard = await manager.findOneBy(IndustryStandard, { id });
      if (!standard) throw notFound("standard");
      assertUnused("standardInUse", standard.code, {
        templates: ["usedByTemplates", await manager.countBy(Template, { standardId: id })],
      });
      await manager.delete(IndustryStandard, standard.id);
      return true;
    });
  }

  private async savingStandard<T>(code: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("standardCodeTaken", { code });
      throw error;
    }
  }

  async list(viewer: Viewer, keyword?: string): Promise<Template[]> {
    const query = this.dataSource
      .getRepository(Template)
      .createQueryBuilder("model")
      .orderBy("model.companyId", "ASC", "NULLS FIRST")
      .addOrderBy("model.id", "ASC");
    if (!viewer.scope.all) {
      const { companyIds } = viewer.scope;
      query.andWhere(
        new Brackets((where) =>
          where
            .where("model.companyId IS NULL")
            .orWhere("model.companyId IN (:...ids)", { ids: companyIds }),
        ),
      );
    }
    if (keyword?.trim()) {
      query.andWhere("(model.name ILIKE :keyword OR model.nameEn ILIKE :keyword)", {
        keyword: `%${keyword.trim()}%`,
      });
    }
    return query.getMany();
  }

  /** A template with its processes and sources (and each source's default factor), in order. */
  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Template> {
    const model = await manager
      .getRepository(Template)
      .createQueryBuilder("model")
      .leftJoinAndSelect("model.processes", "process")
      .leftJoinAndSelect("process.sources", "source")
      .leftJoinAndSelect("source.factor", "factor")
      .where("model.id = :id", { id })
      .orderBy("process.sort", "ASC")
      .addOrderBy("process.id", "ASC")
      .addOrderBy("source.sort", "ASC")
      .addOrderBy("source.id", "ASC")
      .getOne();
    if (!model || (model.companyId !== null && !canSeeCompany(viewer, model.companyId))) {
      throw notFound("template");
    }
    return model;
  }

  // ---- industry defaults (the platform's default factor set per industry) ----

  industryDefaults(): Promise<IndustryDefault[]> {
    return this.dataSource.getRepository(IndustryDefault).find({ order: { industryId: "ASC" } });
  }

  /** The grid factor a case of that year and province gets for its purchased electricity. */
  gridFactorChoice(caseYear: number, province: string | null): Promise<GridFactorChoice | null> {
    return chooseGridFactor(this.dataSource.manager, caseYear, province);
  }

  industryDefault(
    industryId: number | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<IndustryDefault | null> {
    if (!industryId) return Promise.resolve(null);
    return manager.findOneBy(IndustryDefault, { industryId });
  }

  /** Sets an industry's defaults; global data, so only the platform operator may. */
  async setIndustryDefault(viewer: Viewer, input: IndustryDefaultInput): Promise<IndustryDefault> {
    await assertValid(input);
    this.assertWritable(viewer, null);
    return this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(Industry, { id: input.industryId }))) throw notFound("industry");
      if (input.templateId) {
        const model = await manager.findOneBy(Template, { id: input.templateId });
        if (!model || model.companyId !== null) throw notFound("template");
      }
      for (const field of ["electricityFactorId", "heatFactorId"] as const) {
        const id = input[field];
        if (!id) continue;
        const factor = await manager.findOneBy(EmissionFactor, { id });
        if (!factor || factor.companyId !== null) throw notFound("factor");
        if (unitById(factor.unitId).dimension !== "energy") {
          throw badInput(field, "lineUnitMismatch", {
            detail: `${factor.code} is per ${unitById(factor.unitId).symbol}, not per unit of energy`,
          });
        }
      }
      await manager.upsert(
        IndustryDefault,
        {
          industryId: input.industryId,
          templateId: input.templateId ?? null,
          electricityFactorId: input.electricityFactorId ?? null,
          heatFactorId: input.heatFactorId ?? null,
        },
        ["industryId"],
      );
      return manager.findOneByOrFail(IndustryDefault, { industryId: input.industryId });
    });
  }

  // ---- editing: company templates by gaa03 holders, global ones by the platform operator ----

  async create(viewer: Viewer, input: TemplateInput): Promise<Template> {
    await assertValid(input);
    if (input.global) this.assertWritable(viewer, null);
    return this.saving(input.code, () =>
      this.dataSource.transaction(async (manager) => {
        await this.checkReferences(manager, input);
        const created = await manager.save(Template, {
          companyId: input.global ? null : viewer.companyId,
          ...modelFields(input),
        });
        return this.get(viewer, created.id, manager);
      }),
    );
  }

  async update(viewer: Viewer, input: UpdateTemplateInput): Promise<Template> {
    await assertValid(input);
    return this.saving(input.code, () =>
      this.dataSource.transaction(async (manager) => {
        const model = await this.writable(viewer, input.id, manager);
        await this.checkReferences(manager, input);
        await manager.update(Template, model.id, modelFields(input));
        return this.get(viewer, model.id, manager);
      }),
    );
  }

  /** Deletes a template with its processes and sources; cases copied from it keep their copy. */
  async delete(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const model = await this.writable(viewer, id, manager);
      await manager.query("UPDATE carbon_case SET template_id = NULL WHERE template_id = $1", [
        model.id,
      ]);
      await manager.query("UPDATE corporation SET template_id = NULL WHERE template_id = $1", [
        model.id,
      ]);
      await manager.delete(Template, model.id);
      return true;
    });
  }

  async addProcess(viewer: Viewer, input: AddTemplateProcessInput): Promise<TemplateProcess> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const model = await this.writable(viewer, input.templateId, manager);
      const [{ next }]: Array<{ next: number }> = await manager.query(
        "SELECT coalesce(max(sort) + 1, 0)::int AS next FROM template_process WHERE template_id = $1",
        [model.id],
      );
      return manager.save(TemplateProcess, {
        templateId: model.id,
        ...processFields(input),
        sort: next,
      });
    });
  }

  async updateProcess(viewer: Viewer, input: UpdateTemplateProcessInput): Promise<TemplateProcess> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const process = await this.writableProcess(viewer, input.id, manager);
      await manager.update(TemplateProcess, process.id, processFields(input));
      return manager.findOneByOrFail(TemplateProcess, { id: process.id });
    });
  }

  async deleteProcess(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const process = await this.writableProcess(viewer, id, manager);
      await manager.delete(TemplateProcess, process.id);
      return true;
    });
  }

  async addSource(viewer: Viewer, input: AddTemplateSourceInput): Promise<TemplateSource> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const process = await this.writableProcess(viewer, input.processId, manager);
      await this.checkSource(viewer, manager, input, await this.ownerOf(manager, process));
      const [{ next }]: Array<{ next: number }> = await manager.query(
        "SELECT coalesce(max(sort) + 1, 0)::int AS next FROM template_source WHERE process_id = $1",
        [process.id],
      );
      return manager.save(TemplateSource, {
        processId: process.id,
        ...sourceFields(input),
        sort: next,
      });
    });
  }

  async updateSource(viewer: Viewer, input: UpdateTemplateSourceInput): Promise<TemplateSource> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const source = await this.writableSource(viewer, input.id, manager);
      const process = await manager.findOneByOrFail(TemplateProcess, { id: source.processId });
      await this.checkSource(viewer, manager, input, await this.ownerOf(manager, process));
      await manager.update(TemplateSource, source.id, sourceFields(input));
      return manager.findOneByOrFail(TemplateSource, { id: source.id });
    });
  }

  async deleteSource(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const source = await this.writableSource(viewer, id, manager);
      await manager.delete(TemplateSource, source.id);
      return true;
    });
  }

  private async writable(viewer: Viewer, id: number, manager: EntityManager): Promise<Template> {
    const model = await manager.findOneBy(Template, { id });
    if (!model || (model.companyId !== null && !canSeeCompany(viewer, model.companyId))) {
      throw notFound("template");
    }
    this.assertWritable(viewer, model.companyId);
    return model;
  }

  private async writableProcess(
    viewer: Viewer,
    id: number,
    manager: EntityManager,
  ): Promise<TemplateProcess> {
    const process = await manager.findOneBy(TemplateProcess, { id });
    if (!process) throw notFound("template");
    await this.writable(viewer, process.templateId, manager);
    return process;
  }

  private async writableSource(
    viewer: Viewer,
    id: number,
    manager: EntityManager,
  ): Promise<TemplateSource> {
    const source = await manager.findOneBy(TemplateSource, { id });
    if (!source) throw notFound("template");
    await this.writableProcess(viewer, source.processId, manager);
    return source;
  }

  private assertWritable(viewer: Viewer, companyId: number | null): void {
    if (companyId === null && !viewer.permissions.has(PermissionCode.PlatformAdmin)) {
      throw forbidden("globalLibraryReadOnly", {}, "GLOBAL_LIBRARY");
    }
  }

  private async checkReferences(manager: EntityManager, input: TemplateInput): Promise<void> {
    if (input.standardId && !(await manager.existsBy(IndustryStandard, { id: input.standardId }))) {
      throw notFound("standard");
    }
    if (input.industryId && !(await manager.existsBy(Industry, { id: input.industryId }))) {
      throw notFound("industry");
    }
  }

  /** The company owning a template process's template; null for a global template. */
  private async ownerOf(manager: EntityManager, process: TemplateProcess): Promise<number | null> {
    const model = await manager.findOneByOrFail(Template, { id: process.templateId });
    return model.companyId;
  }

  /**
   * The unit must exist, and the default factor must be usable, of the same dimension and
   * visible to everyone who sees the template: a global template takes only global factors, a
   * company's template global ones or its own company's, never another tenant's private factor.
   */
  private async checkSource(
    viewer: Viewer,
    manager: EntityManager,
    input: TemplateSourceInput,
    templateCompanyId: number | null,
  ): Promise<void> {
    let unit;
    try {
      unit = unitById(input.unitId);
    } catch (error) {
      if (error instanceof UnitConversionError) {
        throw badInput("unitId", "lineUnknownUnit", { detail: error.message });
      }
      throw error;
    }
    if (input.factorId === undefined || input.factorId === null) return;
    const factor = await manager.findOneBy(EmissionFactor, { id: input.factorId });
    if (!factor || (factor.companyId !== null && !canSeeCompany(viewer, factor.companyId))) {
      throw notFound("factor");
    }
    if (factor.companyId !== null && factor.companyId !== templateCompanyId) {
      throw badInput(
        "factorId",
        templateCompanyId === null ? "globalNeedsGlobalFactor" : "templateNeedsOwnFactor",
        { code: factor.code },
      );
    }
    const factorUnit = unitById(factor.unitId);
    if (factorUnit.dimension !== unit.dimension) {
      throw badInput("factorId", "lineUnitMismatch", {
        detail: `${unit.symbol} (${unit.dimension}) cannot be converted to ${factorUnit.symbol} (${factorUnit.dimension})`,
      });
    }
  }

  private async saving<T>(code: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("templateCodeTaken", { code });
      throw error;
    }
  }
}

function modelFields(input: TemplateInput) {
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    nameEn: input.nameEn?.trim() || input.name.trim(),
    standardId: input.standardId ?? null,
    industryId: input.industryId ?? null,
    description: input.description?.trim() ?? "",
    descriptionEn: input.descriptionEn?.trim() ?? "",
  };
}

function standardFields(input: IndustryStandardInput) {
  const name = input.name.trim();
  if (!name) throw badInput("name", "required");
  return {
    code: input.code.trim(),
    name,
    nameEn: input.nameEn?.trim() || name,
    kind: input.kind,
    publisher: input.publisher?.trim() ?? "",
    year: input.year,
  };
}

async function assertStandardCodeFree(
  manager: EntityManager,
  code: string,
  exceptId: number | null,
): Promise<void> {
  const taken = await manager.existsBy(IndustryStandard, {
    code,
    ...(exceptId === null ? {} : { id: Not(exceptId) }),
  });
  if (taken) throw conflict("standardCodeTaken", { code });
}

function processFields(input: AddTemplateProcessInput | UpdateTemplateProcessInput) {
  return {
    name: input.name.trim(),
    nameEn: input.nameEn?.trim() || input.name.trim(),
    scope: input.scope,
    isoCategory: input.isoCategory,
    scope3Category: input.scope === 3 ? (input.scope3Category ?? null) : null,
    deducted: input.deducted,
  };
}

function sourceFields(input: TemplateSourceInput) {
  return {
    name: input.name.trim(),
    nameEn: input.nameEn?.trim() || input.name.trim(),
    unitId: input.unitId,
    method: input.method,
    factorId: input.factorId ?? null,
  };
}

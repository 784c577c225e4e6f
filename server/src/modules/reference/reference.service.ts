// Reference data every form needs: industries, units, regions; and the editing of the industry
// classification. Industries are global rows (no company owns one), so, like the global factor
// library and templates, only the platform operator (`sys`) changes them.
import { Not, type DataSource, type EntityManager } from "typeorm";
import { GASES, synonymsOf } from "../../calc/ghg/gases";
import { GWP_SETS } from "../../calc/ghg/types";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, DomainError, ErrorCode, forbidden, notFound } from "../../lib/errors";
import { translate, type MessageKey } from "../../lib/messages";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { Corporation } from "../corporation/corporation.entity";
import { Template } from "../template/template.entity";
import { IndustryDefault } from "../template/industry-default.entity";
import { PermissionCode } from "../permission/permission-codes";
import { Industry } from "./industry.entity";
import type { IndustryInput, UpdateIndustryInput } from "./reference.inputs";
import type { ReferenceData } from "./reference.types";
import { REGIONS } from "./regions";
import { UNITS } from "../../calc/units";

/** SPEC §3: 1 estimate, 2 literature, 3 field collection. */
export const DATA_SOURCE_TYPES = [
  { id: 1, name: "估算", nameEn: "Estimate" },
  { id: 2, name: "文献", nameEn: "Literature" },
  { id: 3, name: "现场采集", nameEn: "Field collection" },
] as const;

export class ReferenceService {
  constructor(private readonly dataSource: DataSource) {}

  async preData(): Promise<ReferenceData> {
    const industries = await this.dataSource
      .getRepository(Industry)
      .find({ order: { sort: "ASC", id: "ASC" } });
    return {
      industries,
      units: [...UNITS],
      regions: [...REGIONS],
      gases: GASES.map((gas) => ({
        code: gas.code,
        label: gas.label,
        name: gas.name,
        nameEn: gas.nameEn,
        gwpAR4: gas.gwp.AR4,
        gwpAR5: gas.gwp.AR5,
        gwpAR6: gas.gwp.AR6,
        synonyms: synonymsOf(gas.code),
      })),
      dataSourceTypes: DATA_SOURCE_TYPES.map((type) => ({ ...type })),
      gwpSets: [...GWP_SETS],
    };
  }

  // ---- editing the classification (gac, and sys: the rows are global) ----

  async createIndustry(viewer: Viewer, input: IndustryInput): Promise<Industry> {
    await assertValid(input);
    assertPlatformOperator(viewer);
    const fields = industryFields(input);
    return this.saving(fields.code, () =>
      this.dataSource.transaction(async (manager) => {
        await this.assertCodeFree(manager, fields.code, null);
        await this.checkParent(manager, null, fields.parentId);
        const sort = input.sort ?? (await nextSort(manager, fields.parentId));
        return manager.save(Industry, manager.create(Industry, { ...fields, sort }));
      }),
    );
  }

  async updateIndustry(viewer: Viewer, input: UpdateIndustryInput): Promise<Industry> {
    await assertValid(input);
    assertPlatformOperator(viewer);
    const fields = industryFields(input);
    return this.saving(fields.code, () =>
      this.dataSource.transaction(async (manager) => {
        const industry = await manager.findOneBy(Industry, { id: input.id });
        if (!industry) throw notFound("industry");
        await this.assertCodeFree(manager, fields.code, industry.id);
        await this.checkParent(manager, industry.id, fields.parentId);
        // A form without a place keeps the industry where it was among its siblings.
        Object.assign(industry, fields, { sort: input.sort ?? industry.sort });
        return manager.save(industry);
      }),
    );
  }

  /**
   * Deletes an industry nothing refers to. Corporations, templates, the industry defaults and
   * sub-industries name industries by id without a foreign key, so a deletion they would
   * silently orphan is refused instead, naming what still uses the industry.
   */
  async deleteIndustry(viewer: Viewer, id: number): Promise<boolean> {
    assertPlatformOperator(viewer);
    return this.dataSource.transaction(async (manager) => {
      const industry = await manager.findOneBy(Industry, { id });
      if (!industry) throw notFound("industry");
      // Every company's rows count: the classification is shared by all of them.
      assertUnused("industryInUse", industry.code, {
        corporations: [
          "usedByCorporations",
          await manager.countBy(Corporation, { industryId: id }),
        ],
        templates: ["usedByTemplates", await manager.countBy(Template, { industryId: id })],
        industryDefaults: ["usedByIndustryDefaults", await defaultsInUse(manager, id)],
        subIndustries: ["usedBySubIndustries", await manager.countBy(Industry, { parentId: id })],
      });
      // Defaults cleared to nothing (setIndustryDefault with no values) go with the industry.
      await manager.delete(IndustryDefault, { industryId: industry.id });
      await manager.delete(Industry, industry.id);
      return true;
    });
  }

  private async assertCodeFree(
    manager: EntityManager,
    code: string,
    exceptId: number | null,
  ): Promise<void> {
    const taken = await manager.existsBy(Industry, {
      code,
      ...(exceptId === null ? {} : { id: Not(exceptId) }),
    });
    if (taken) throw conflict("industryCodeTaken", { code });
  }

  /** The parent must exist and must not be the industry itself or lie below it. */
  private async checkParent(
    manager: EntityManager,
    id: number | null,
    parentId: number | null,
  ): Promise<void> {
    const seen = new Set<number>();
    for (let current = parentId; current !== null;) {
      if (current === id) throw badInput("parentId", "industryParentCycle");
      // A cycle already stored (written by hand) must not hang the check.
      if (seen.has(current)) break;
      seen.add(current);
      const parent = await manager.findOneBy(Industry, { id: current });
      if (!parent) {
        if (current === parentId) throw notFound("industry");
        break;
      }
      current = parent.parentId;
    }
  }

  private async saving<T>(code: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      // Two editors saving the same new code at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict("industryCodeTaken", { code });
      throw error;
    }
  }
}

/** Global reference rows are the platform operator's, whatever admin screen shows them. */
export function assertPlatformOperator(viewer: Viewer): void {
  if (!viewer.permissions.has(PermissionCode.PlatformAdmin)) {
    throw forbidden("globalReferenceReadOnly", {}, "GLOBAL_LIBRARY");
  }
}

/**
 * Refuses to delete a row still in use: CONFLICT whose message names each kind of user with its
 * count ("2 corporation(s), 1 template(s)"), and whose `references` detail carries the counts by
 * kind for clients.
 */
export function assertUnused(
  key: MessageKey,
  code: string,
  uses: Record<string, readonly [MessageKey, number]>,
): void {
  const used = Object.entries(uses).filter(([, [, count]]) => count > 0);
  if (used.length === 0) return;
  const separator = currentLocale() === "zh-CN" ? "、" : ", ";
  const text = used.map(([, [part, count]]) => translate(part, { count })).join(separator);
  throw DomainError.of(
    ErrorCode.Conflict,
    key,
    { code, uses: text },
    { references: Object.fromEntries(used.map(([kind, [, count]]) => [kind, count])) },
  );
}

function industryFields(input: IndustryInput) {
  const name = input.name.trim();
  if (!name) throw badInput("name", "required");
  return {
    code: input.code.trim(),
    name,
    nameEn: input.nameEn?.trim() || name,
    parentId: input.parentId ?? null,
  };
}

/** 1 when the industry's defaults name a template or a factor, 0 when none or all cleared. */
async function defaultsInUse(manager: EntityManager, industryId: number): Promise<number> {
  return manager
    .getRepository(IndustryDefault)
    .createQueryBuilder("defaults")
    .where("defaults.industryId = :industryId", { industryId })
    .andWhere(
      "(defaults.templateId IS NOT NULL OR defaults.electricityFactorId IS NOT NULL OR defaults.heatFactorId IS NOT NULL)",
    )
    .getCount();
}

/** After the last of its siblings. */
async function nextSort(manager: EntityManager, parentId: number | null): Promise<number> {
  const [{ next }]: Array<{ next: number }> = await manager.query(
    parentId === null
      ? "SELECT coalesce(max(sort) + 1, 0)::int AS next FROM industry WHERE parent_id IS NULL"
      : "SELECT coalesce(max(sort) + 1, 0)::int AS next FROM industry WHERE parent_id = $1",
    parentId === null ? [] : [parentId],
  );
  return next;
}

// Tracked-data rules of a company (/sc/trackDataConfig): which inputs of its products must carry
// primary (supplier) data and evidence, by material category or for one material datum. A rule
// for a material overrides its category's; `requirementsFor` answers what applies.
import { type DataSource, type EntityManager, IsNull } from "typeorm";
import { paginate, type Page } from "../../db/paging";
import { badInput, conflict, DomainError, ErrorCode } from "../../lib/errors";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { MATERIAL_CATEGORIES } from "../lca-data/lca-data.codes";
import { MaterialDatum } from "../lca-data/material-datum.entity";
import type { PageArgs } from "../../graphql/paging";
import type { TrackedDataRuleInput, UpdateTrackedDataRuleInput } from "./data-matching.inputs";
import { visibleMaterial } from "./synonym.service";
import { TrackedDataRule } from "./tracked-data-rule.entity";

const notFoundRule = () => DomainError.of(ErrorCode.NotFound, "trackedRuleNotFound");

/** What applies to an input: the flags and the rule they come from (none: nothing required). */
export interface DataRequirements {
  primaryDataRequired: boolean;
  evidenceRequired: boolean;
  rule: TrackedDataRule | null;
}

export class TrackedDataService {
  constructor(private readonly dataSource: DataSource) {}

  /** The company's rules, by category then material; the keyword matches category and note. */
  list(viewer: Viewer, args: PageArgs): Promise<Page<TrackedDataRule>> {
    const query = this.dataSource
      .getRepository(TrackedDataRule)
      .createQueryBuilder("r")
      .where("r.companyId = :own", { own: viewer.companyId });
    return paginate(query, args, ["r.category", "r.note"], {
      column: "r.category",
      thenBy: ["r.materialId"],
    });
  }

  async create(viewer: Viewer, input: TrackedDataRuleInput): Promise<TrackedDataRule> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const data = await this.checked(viewer, input, manager, null);
      return manager.save(TrackedDataRule, { ...data, companyId: viewer.companyId });
    });
  }

  async update(viewer: Viewer, input: UpdateTrackedDataRuleInput): Promise<TrackedDataRule> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const rule = await this.get(viewer, input.id, manager);
      Object.assign(rule, await this.checked(viewer, input, manager, rule.id));
      return manager.save(TrackedDataRule, rule);
    });
  }

  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rule = await this.get(viewer, id, manager);
      await manager.delete(TrackedDataRule, rule.id);
      return true;
    });
  }

  /**
   * What a company requires of an input: the rule for the material datum if there is one, else
   * the rule for its category (or the category given), else nothing required.
   */
  async requirementsFor(
    companyId: number,
    target: { materialId?: number | null; category?: string | null },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DataRequirements> {
    let category = target.category ?? null;
    if (target.materialId) {
      const own = await manager.findOneBy(TrackedDataRule, {
        companyId,
        materialId: target.materialId,
      });
      if (own) return requirementsOf(own);
      const material = await manager.findOneBy(MaterialDatum, { id: target.materialId });
      category = material?.category ?? category;
    }
    if (category) {
      const rule = await manager.findOneBy(TrackedDataRule, {
        companyId,
        category,
        materialId: IsNull(),
      });
      if (rule) return requirementsOf(rule);
    }
    return { primaryDataRequired: false, evidenceRequired: false, rule: null };
  }

  private async get(viewer: Viewer, id: number, manager: EntityManager) {
    const rule = await manager.findOneBy(TrackedDataRule, { id });
    if (!rule || rule.companyId !== viewer.companyId) throw notFoundRule();
    return rule;
  }

  private async checked(
    viewer: Viewer,
    input: TrackedDataRuleInput,
    manager: EntityManager,
    id: number | null,
  ) {
    const category = input.category || null;
    const materialId = input.materialId || null;
    if ((category === null) === (materialId === null)) {
      throw badInput(category ? "materialId" : "category", "trackedRuleTarget");
    }
    if (!input.primaryDataRequired && !input.evidenceRequired) {
      throw badInput("primaryDataRequired", "trackedRuleNothingRequired");
    }
    let target = category ?? "";
    if (materialId) {
      const material = await visibleMaterial(viewer, materialId, manager);
      target = material.name;
    } else {
      const named = MATERIAL_CATEGORIES.find((c) => c.code === category);
      if (named) target = currentLocale() === "zh-CN" ? named.name : named.nameEn;
    }
    const same = await manager.findOneBy(TrackedDataRule, {
      companyId: viewer.companyId,
      category: category ?? IsNull(),
      materialId: materialId ?? IsNull(),
    });
    if (same && same.id !== id) throw conflict("trackedRuleTaken", { target });
    return {
      category,
      materialId,
      primaryDataRequired: input.primaryDataRequired,
      evidenceRequired: input.evidenceRequired,
      note: input.note?.trim() ?? "",
    };
  }
}

const requirementsOf = (rule: TrackedDataRule): DataRequirements => ({
  primaryDataRequired: rule.primaryDataRequired,
  evidenceRequired: rule.evidenceRequired,
  rule,
});

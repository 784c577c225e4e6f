// Corporations: the accounting entities of a company, their map positions and report dates.
import type { DataSource, EntityManager } from "typeorm";
import { likePattern, paginate, type Page } from "../../db/paging";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { Template } from "../template/template.entity";
import { Industry } from "../reference/industry.entity";
import { Corporation } from "./corporation.entity";
import {
  CorporationInput,
  CorporationListArgs,
  CorporationMapArgs,
  CorporationPositionInput,
  UpdateCorporationInput,
} from "./corporation.inputs";

const KEYWORD_COLUMNS = ["corporation.name", "corporation.creditCode"];

export interface CorporationMapPoints {
  total: number;
  points: Array<{ id: number; name: string; longitude: number; latitude: number }>;
}

/** Bounds of the map of China the repository shows (longitude 73-136 E, latitude 3-54 N). */
export const CHINA_BOUNDS = {
  minLongitude: 73,
  maxLongitude: 136,
  minLatitude: 3,
  maxLatitude: 54,
};

export class CorporationService {
  constructor(private readonly dataSource: DataSource) {}

  async list(viewer: Viewer, args: CorporationListArgs): Promise<Page<Corporation>> {
    await assertValid(args);
    return paginate(this.filtered(viewer, args), args, KEYWORD_COLUMNS);
  }

  /**
   * The map of the repository: every corporation the list's search finds that has a position,
   * however many, with only what a marker needs; `total` counts those found, placed or not.
   */
  async mapPoints(viewer: Viewer, args: CorporationMapArgs): Promise<CorporationMapPoints> {
    await assertValid(args);
    const query = this.filtered(viewer, args);
    if (args.keyword?.trim()) {
      const match = KEYWORD_COLUMNS.map((column) => `${column} ILIKE :keyword`).join(" OR ");
      query.andWhere(`(${match})`, { keyword: likePattern(args.keyword) });
    }
    const total = await query.getCount();
    const placed = await query
      .select([
        "corporation.id",
        "corporation.name",
        "corporation.longitude",
        "corporation.latitude",
      ])
      .andWhere("corporation.longitude IS NOT NULL AND corporation.latitude IS NOT NULL")
      .orderBy("corporation.id", "ASC")
      .getMany();
    return {
      total,
      points: placed.map(({ id, name, longitude, latitude }) => ({
        id,
        name,
        longitude: longitude!,
        latitude: latitude!,
      })),
    };
  }

  /** The viewer's corporations narrowed by industry and province (the keyword is the caller's). */
  private filtered(viewer: Viewer, args: { industryId?: number; province?: string }) {
    const query = scopeQuery(
      this.dataSource.getRepository(Corporation).createQueryBuilder("corporation"),
      viewer,
    );
    if (args.industryId) {
      query.andWhere("corporation.industryId = :industryId", { industryId: args.industryId });
    }
    if (args.province) {
      query.andWhere("corporation.province = :province", { province: args.province });
    }
    return query;
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Corporation> {
    const corporation = await manager.getRepository(Corporation).findOneBy({ id });
    if (!corporation || !canSeeCompany(viewer, corporation.companyId)) {
      throw notFound("corporation");
    }
    return corporation;
  }

  async create(viewer: Viewer, input: CorporationInput): Promise<Corporation> {
    await assertValid(input);
    return this.saving(input.name, async () => {
      await this.checkReferences(viewer, input);
      return this.dataSource.getRepository(Corporation).save({
        companyId: viewer.companyId,
        ...this.fields(input),
        ...consolidationFields(input, {
          ownershipPercent: 100,
          operationalControl: true,
          financialControl: true,
        }),
      });
    });
  }

  async update(viewer: Viewer, input: UpdateCorporationInput): Promise<Corporation> {
    await assertValid(input);
    return this.saving(input.name, () =>
      this.dataSource.transaction(async (manager) => {
        const corporation = await this.get(viewer, input.id, manager);
        await this.checkReferences(viewer, input);
        const fields = this.fields(input);
        // A form without a position keeps the one set on the map.
        if (input.longitude === undefined || input.longitude === null) {
          fields.longitude = corporation.longitude;
        }
        if (input.latitude === undefined || input.latitude === null) {
          fields.latitude = corporation.latitude;
        }
        Object.assign(corporation, fields, consolidationFields(input, corporation));
        return manager.save(corporation);
      }),
    );
  }

  /** Deletes a corporation with its cases, their lines and runs. */
  async delete(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const corporation = await this.get(viewer, id, manager);
      await manager.delete(Corporation, corporation.id);
      return true;
    });
  }

  async setPosition(viewer: Viewer, input: CorporationPositionInput): Promise<Corporation> {
    await assertValid(input);
    checkPosition(input.longitude, input.latitude);
    return this.dataSource.transaction(async (manager) => {
      const corporation = await this.get(viewer, input.id, manager);
      corporation.longitude = input.longitude;
      corporation.latitude = input.latitude;
      return manager.save(corporation);
    });
  }

  /**
   * Makes a case the corporation's base year, or clears it (null). The caller checks the case
   * (the comparison module: of this corporation, calculated).
   */
  async setBaseYearCase(
    manager: EntityManager,
    corporation: Corporation,
    caseId: number | null,
  ): Promise<Corporation> {
    corporation.baseYearCaseId = caseId;
    return manager.save(corporation);
  }

  /** The latest report date: the day of the newest successful calculation of its cases. */
  async refreshReportDate(manager: EntityManager, corporationId: number): Promise<void> {
    await manager.query(
      `UPDATE corporation SET latest_report_date = (
         SELECT max(run.created_at)::date FROM calculation_run run
         JOIN carbon_case c ON c.id = run.case_id
         WHERE c.corporation_id = $1 AND run.status = 'succeeded')
       WHERE id = $1`,
      [corporationId],
    );
  }

  private fields(input: CorporationInput) {
    checkPosition(input.longitude ?? null, input.latitude ?? null);
    return {
      name: input.name.trim(),
      creditCode: input.creditCode ?? null,
      industryId: input.industryId ?? null,
      address: input.address?.trim() || null,
      province: input.province ?? null,
      city: input.city?.trim() || null,
      longitude: input.longitude ?? null,
      latitude: input.latitude ?? null,
      templateId: input.templateId ?? null,
      description: input.description?.trim() || null,
    };
  }

  private async checkReferences(viewer: Viewer, input: CorporationInput): Promise<void> {
    if (input.templateId) {
      const model = await this.dataSource
        .getRepository(Template)
        .findOneBy({ id: input.templateId });
      if (!model || (model.companyId !== null && !canSeeCompany(viewer, model.companyId))) {
        throw notFound("template");
      }
    }
    if (
      input.industryId &&
      !(await this.dataSource.getRepository(Industry).existsBy({ id: input.industryId }))
    ) {
      throw notFound("industry");
    }
  }

  private async saving<T>(name: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("corporationNameTaken", { name });
      throw error;
    }
  }
}

type ConsolidationFields = Pick<
  Corporation,
  "ownershipPercent" | "operationalControl" | "financialControl"
>;

/**
 * The ownership and the control flags of the company total: those given, else the current ones
 * (an update from a form or a legacy call that has no such fields keeps them).
 */
function consolidationFields(
  input: CorporationInput,
  current: ConsolidationFields,
): ConsolidationFields {
  return {
    ownershipPercent: input.ownershipPercent ?? current.ownershipPercent,
    operationalControl: input.operationalControl ?? current.operationalControl,
    financialControl: input.financialControl ?? current.financialControl,
  };
}

/** Each coordinate given must lie on the map of China, whether or not the other comes with it. */
function checkPosition(longitude: number | null, latitude: number | null): void {
  const b = CHINA_BOUNDS;
  const params = { longitude: longitude ?? "-", latitude: latitude ?? "-" };
  if (longitude !== null && (longitude < b.minLongitude || longitude > b.maxLongitude)) {
    throw badInput("longitude", "positionOutsideChina", params);
  }
  if (latitude !== null && (latitude < b.minLatitude || latitude > b.maxLatitude)) {
    throw badInput("latitude", "positionOutsideChina", params);
  }
}

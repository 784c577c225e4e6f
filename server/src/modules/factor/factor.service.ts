// The emission-factor library: search, company-private rows beside the global library, and
// idempotent imports that report what they added, changed and rejected.
import {
  Brackets,
  type DataSource,
  type EntityManager,
  In,
  IsNull,
  type SelectQueryBuilder,
} from "typeorm";
import type { GasCode, GwpSet } from "../../calc/ghg/types";
import { isGasCode, resolveGasCode } from "../../calc/ghg/gases";
import { gwpSetOf } from "../../lib/gwp-set";
import { MAX_PAGE_SIZE } from "../../graphql/paging";
import { paginate, type Page } from "../../db/paging";
import { isUniqueViolation } from "../../lib/db-errors";
import { badInput, conflict, DomainError, ErrorCode, forbidden, notFound } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { PermissionCode } from "../permission/permission-codes";
import { UNITS } from "../../calc/units";
import { EmissionFactor } from "./emission-factor.entity";
import { FACTOR_CATEGORIES, type FactorData, type RejectedRow } from "./factor-data";
import {
  FactorListArgs,
  type FactorExportArgs,
  type FactorInput,
  type ImportFactorsInput,
  type UpdateFactorInput,
} from "./factor.inputs";
import { parseFactorTemplate, parseUkFlatFile, writeFactorTemplate } from "./import";

export interface ImportOutcome {
  added: number;
  changed: number;
  unchanged: number;
  rejected: RejectedRow[];
}

/** Thrown inside an import's transaction to roll back a file with a refused row. */
class ImportRefused extends Error {
  constructor(readonly rejected: RejectedRow[]) {
    super("import refused");
  }
}

/** The columns an import compares to decide whether a row changed. */
const COMPARED: ReadonlyArray<keyof FactorData> = [
  "name",
  "nameEn",
  "category",
  "subcategory",
  "unitId",
  "gases",
  "ncv",
  "carbonContent",
  "oxidation",
  "region",
  "year",
  "version",
  "source",
  "sourceUrl",
  "dataSourceType",
  "uncertainty",
  "synonyms",
  "scope",
  "gwpBasis",
  "notes",
  "dataQuality",
  "dataQualityEn",
  "proxy",
];

const unitIds = new Set(UNITS.map((unit) => unit.id));

export class FactorService {
  constructor(private readonly dataSource: DataSource) {}

  /** Global factors and the viewer's companies' own, searched and filtered. */
  async list(viewer: Viewer, args: FactorListArgs): Promise<Page<EmissionFactor>> {
    await assertValid(args);
    const query = this.dataSource.getRepository(EmissionFactor).createQueryBuilder("factor");
    this.visible(query, viewer, args.owner);
    if (!args.includeRetired) query.andWhere("factor.retired = false");
    if (args.category) query.andWhere("factor.category = :category", { category: args.category });
    if (args.subcategory) {
      query.andWhere("factor.subcategory = :subcategory", { subcategory: args.subcategory });
    }
    if (args.region) query.andWhere("factor.region = :region", { region: args.region });
    if (args.year) query.andWhere("factor.year = :year", { year: args.year });
    if (args.scope) query.andWhere("factor.scope = :scope", { scope: args.scope });
    if (args.unitId) {
      const unit = UNITS.find((candidate) => candidate.id === args.unitId);
      if (!unit) throw badInput("unitId", "invalidFormat", { hint: "a unit id" });
      const sameDimension = UNITS.filter((u) => u.dimension === unit.dimension).map((u) => u.id);
      query.andWhere("factor.unitId IN (:...sameDimension)", { sameDimension });
    }
    return paginate(query, args, [
      "factor.name",
      "factor.nameEn",
      "factor.code",
      "CAST(factor.synonyms AS text)",
      "factor.subcategory",
    ]);
  }

  /** The category tree: fixed top level, and the subcategories in use below each. */
  async categories(viewer: Viewer): Promise<Array<{ code: string; subcategories: string[] }>> {
    const query = this.dataSource
      .getRepository(EmissionFactor)
      .createQueryBuilder("factor")
      .select("factor.category", "category")
      .addSelect("factor.subcategory", "subcategory")
      .distinct(true)
      .where("factor.retired = false");
    this.visible(query, viewer);
    const rows = await query.getRawMany<{ category: string; subcategory: string }>();
    return FACTOR_CATEGORIES.map((category) => ({
      code: category.code,
      subcategories: rows
        .filter((row) => row.category === category.code && row.subcategory)
        .map((row) => row.subcategory)
        .sort((a, b) => a.localeCompare(b)),
    }));
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<EmissionFactor> {
    const factor = await manager.getRepository(EmissionFactor).findOneBy({ id });
    if (!factor || (factor.companyId !== null && !canSeeCompany(viewer, factor.companyId))) {
      throw notFound("factor");
    }
    return factor;
  }

  /** Factors by id as the viewer may use them (missing or invisible ids are left out). */
  async usable(
    viewer: Viewer,
    ids: number[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, EmissionFactor>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.getRepository(EmissionFactor).findBy({ id: In([...new Set(ids)]) });
    return new Map(
      rows
        .filter((row) => row.companyId === null || canSeeCompany(viewer, row.companyId))
        .map((row) => [row.id, row]),
    );
  }

  async create(viewer: Viewer, input: FactorInput): Promise<EmissionFactor> {
    await assertValid(input);
    const companyId = this.ownerFor(viewer, input.global);
    const data = this.fromInput(input);
    try {
      return await this.dataSource.getRepository(EmissionFactor).save({ ...data, companyId });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("factorCodeTaken", { code: input.code });
      throw error;
    }
  }

  async update(viewer: Viewer, input: UpdateFactorInput): Promise<EmissionFactor> {
    await assertValid(input);
    const data = this.fromInput(input);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const factor = await this.get(viewer, input.id, manager);
        this.assertWritable(viewer, factor.companyId);
        Object.assign(factor, data);
        return manager.save(factor);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("factorCodeTaken", { code: input.code });
      throw error;
    }
  }

  /** Retired factors stay readable (old cases and runs cite them) but are not offered. */
  async retire(viewer: Viewer, id: number, retired: boolean): Promise<EmissionFactor> {
    return this.dataSource.transaction(async (manager) => {
      const factor = await this.get(viewer, id, manager);
      this.assertWritable(viewer, factor.companyId);
      factor.retired = retired;
      return manager.save(factor);
    });
  }

  /**
   * The factors a search finds, written in the import template, so an export edited in Excel
   * imports back; with no match it is the empty template. A search finding more than `maxRows`
   * (at most FACTOR_EXPORT_MAX_ROWS) is refused before any workbook is written.
   */
  async exportTemplate(viewer: Viewer, args: FactorExportArgs): Promise<Buffer> {
    await assertValid(args);
    const all: EmissionFactor[] = [];
    const pageSize = MAX_PAGE_SIZE;
    const pages = Math.ceil(args.maxRows / pageSize);
    for (let page = 1; page <= pages; page += 1) {
      const search = Object.assign(new FactorListArgs(), args, { page, pageSize });
      const { items, total } = await this.list(viewer, search);
      if (total > args.maxRows) {
        throw badInput("maxRows", "exportTooLarge", { total, max: args.maxRows });
      }
      all.push(...items);
      if (all.length >= total || items.length === 0) break;
    }
    return writeFactorTemplate(all.map(toFactorData));
  }

  async import(viewer: Viewer, input: ImportFactorsInput): Promise<ImportOutcome> {
    await assertValid(input);
    const companyId = this.ownerFor(viewer, input.global);
    const buffer = Buffer.from(input.base64, "base64");
    let parsed;
    try {
      parsed =
        input.kind === "uk"
          ? await parseUkFlatFile(buffer)
          : await parseFactorTemplate(buffer, input.kind as "csv" | "xlsx");
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw badInput("base64", "fileUnreadable", { detail });
    }
    // Our template is all or nothing: a file with any refused row writes no row, and every
    // reason is told, so the file is fixed and imported again whole. The UK flat file is the
    // publisher's: its rows that are not factors (empty values, energy rows) are skipped and told.
    if (input.kind !== "uk" && parsed.rejected.length > 0) {
      return { added: 0, changed: 0, unchanged: 0, rejected: parsed.rejected };
    }
    const outcome = await this.dataSource
      .transaction(async (manager) => {
        const result = await this.upsert(manager, companyId, parsed.factors);
        if (input.kind !== "uk" && result.rejected.length > 0) {
          // Undo the rows written before the refusal: the transaction rolls back.
          throw new ImportRefused(result.rejected);
        }
        return result;
      })
      .catch((error: unknown) => {
        if (error instanceof ImportRefused) {
          return { added: 0, changed: 0, unchanged: 0, rejected: error.rejected };
        }
        throw error;
      });
    return { ...outcome, rejected: [...parsed.rejected, ...outcome.rejected] };
  }

  /**
   * Inserts new codes and updates changed ones for one owner (null: the global library), so
   * importing the same file twice changes nothing the second time.
   */
  async upsert(
    manager: EntityManager,
    companyId: number | null,
    factors: readonly FactorData[],
  ): Promise<ImportOutcome> {
    const rejected: RejectedRow[] = [];
    const valid = factors.filter((factor, index) => {
      const violation = invalidFactor(factor);
      if (violation) rejected.push({ row: index + 1, key: factor.code, reason: violation.text });
      return !violation;
    });
    const repository = manager.getRepository(EmissionFactor);
    const existing = new Map<string, EmissionFactor>();
    for (let start = 0; start < valid.length; start += 1000) {
      const codes = valid.slice(start, start + 1000).map((factor) => factor.code);
      const rows = await repository.findBy({
        companyId: companyId === null ? IsNull() : companyId,
        code: In(codes),
      });
      rows.forEach((row) => existing.set(row.code, row));
    }
    const inserts: Array<Partial<EmissionFactor>> = [];
    let changed = 0;
    let unchanged = 0;
    for (const factor of valid) {
      const row = existing.get(factor.code);
      if (!row) {
        inserts.push({ ...factor, companyId, retired: false });
      } else if (
        // A field the row does not give (an importer's file without data-quality columns) keeps
        // the stored value.
        COMPARED.some(
          (key) =>
            factor[key] !== undefined && !sameValue(row[key as keyof EmissionFactor], factor[key]),
        )
      ) {
        await repository.update(row.id, { ...factor });
        changed += 1;
      } else {
        unchanged += 1;
      }
    }
    for (let start = 0; start < inserts.length; start += 500) {
      await repository.insert(inserts.slice(start, start + 500));
    }
    return { added: inserts.length, changed, unchanged, rejected };
  }

  private visible(query: SelectQueryBuilder<EmissionFactor>, viewer: Viewer, owner?: string): void {
    if (owner === "global") {
      query.andWhere("factor.companyId IS NULL");
      return;
    }
    if (owner === "company") {
      query.andWhere("factor.companyId IS NOT NULL");
      scopeQuery(query, viewer, "factor.companyId");
      return;
    }
    if (viewer.scope.all) return;
    const { companyIds } = viewer.scope;
    query.andWhere(
      new Brackets((where) =>
        where
          .where("factor.companyId IS NULL")
          .orWhere("factor.companyId IN (:...visibleCompanyIds)", {
            visibleCompanyIds: companyIds,
          }),
      ),
    );
  }

  /** Global rows are the platform operator's; company rows their company's library editors'. */
  private ownerFor(viewer: Viewer, global: boolean): number | null {
    if (!global) return viewer.companyId;
    this.assertWritable(viewer, null);
    return null;
  }

  private assertWritable(viewer: Viewer, companyId: number | null): void {
    if (companyId === null && !viewer.permissions.has(PermissionCode.PlatformAdmin)) {
      throw forbidden("globalLibraryReadOnly", {}, "GLOBAL_LIBRARY");
    }
  }

  private fromInput(input: FactorInput): FactorData {
    const data: FactorData = {
      code: input.code.trim(),
      name: input.name.trim(),
      nameEn: input.nameEn?.trim() || input.name.trim(),
      category: input.category as FactorData["category"],
      subcategory: input.subcategory?.trim() ?? "",
      unitId: input.unitId,
      // "R-134a" and "hfc-134a" are stored as HFC-134a; an unknown spelling is kept for the
      // check below to name.
      gases: input.gases.map((gas) => ({
        gas: resolveGasCode(gas.gas) ?? (gas.gas as GasCode),
        value: gas.value,
      })),
      ncv: input.ncv ?? null,
      carbonContent: input.carbonContent ?? null,
      oxidation: input.oxidation ?? null,
      region: input.region.trim(),
      year: input.year,
      version: input.version?.trim() ?? "",
      source: input.source.trim(),
      sourceUrl: input.sourceUrl?.trim() || null,
      dataSourceType: input.dataSourceType as FactorData["dataSourceType"],
      uncertainty: input.uncertainty ?? null,
      synonyms: (input.synonyms ?? []).map((synonym) => synonym.trim()).filter(Boolean),
      scope: (input.scope ?? null) as FactorData["scope"],
      gwpBasis: input.gwpBasis ? (gwpSetOf(input.gwpBasis) ?? (input.gwpBasis as GwpSet)) : null,
      notes: input.notes?.trim() || null,
    };
    const reason = invalidFactor(data);
    if (reason) throw new DomainError(ErrorCode.BadUserInput, reason.text, { field: reason.field });
    return data;
  }
}

function toFactorData(factor: EmissionFactor): FactorData {
  return {
    code: factor.code,
    name: factor.name,
    nameEn: factor.nameEn,
    category: factor.category as FactorData["category"],
    subcategory: factor.subcategory,
    unitId: factor.unitId,
    gases: factor.gases,
    ncv: factor.ncv,
    carbonContent: factor.carbonContent,
    oxidation: factor.oxidation,
    region: factor.region,
    year: factor.year,
    version: factor.version,
    source: factor.source,
    sourceUrl: factor.sourceUrl,
    dataSourceType: factor.dataSourceType as FactorData["dataSourceType"],
    uncertainty: factor.uncertainty,
    synonyms: factor.synonyms,
    scope: factor.scope as FactorData["scope"],
    gwpBasis: factor.gwpBasis,
    notes: factor.notes,
  };
}

/** Rules beyond single fields: known unit and gases, complete combustion parameters. */
function invalidFactor(factor: FactorData): { field: string; text: string } | null {
  if (!unitIds.has(factor.unitId)) {
    return {
      field: "unitId",
      text: translate("invalidFormat", { field: "unitId", hint: "a unit id" }),
    };
  }
  const unknown = factor.gases.find((gas) => !isGasCode(gas.gas));
  if (unknown)
    return { field: "gases", text: translate("lineUnknownGas", { detail: unknown.gas }) };
  const seen = new Set<string>();
  for (const gas of factor.gases) {
    if (seen.has(gas.gas)) {
      return {
        field: "gases",
        text: translate("invalidFormat", { field: "gases", hint: `${gas.gas} given twice` }),
      };
    }
    seen.add(gas.gas);
  }
  if (factor.gases.some((gas) => gas.gas === "CO2E") && !factor.gwpBasis) {
    return {
      field: "gwpBasis",
      text: translate("invalidFormat", {
        field: "gwpBasis",
        hint: "the GWP set is required with CO2E values",
      }),
    };
  }
  const combustion = [factor.ncv, factor.carbonContent, factor.oxidation];
  const given = combustion.filter((value) => value !== null && value !== undefined).length;
  if (given !== 0 && given !== 3) {
    return {
      field: "ncv",
      text: translate("invalidFormat", {
        field: "ncv",
        hint: "give NCV, carbon content and oxidation together",
      }),
    };
  }
  return null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

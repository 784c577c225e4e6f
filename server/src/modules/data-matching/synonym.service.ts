// Synonyms of material names: the platform operator's global vocabulary and each company's own.
// A company sees the global rows and its own and changes only its own; the global rows change
// only by the operator's users holding data matching (gab10).
import { type DataSource, type EntityManager, IsNull } from "typeorm";
import { paginate, type Page } from "../../db/paging";
import { badInput, DomainError, ErrorCode, conflict, forbidden } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { operatorCompanyId } from "../auth/grants";
import type { Viewer } from "../auth/viewer";
import { MaterialDatum } from "../lca-data/material-datum.entity";
import { PermissionCode } from "../permission/permission-codes";
import { UpstreamProcess } from "../upstream-database/upstream-process.entity";
import type { SynonymInput, SynonymListArgs, UpdateSynonymInput } from "./data-matching.inputs";
import { normaliseText } from "./match-scoring";
import { Synonym, type SynonymTarget } from "./synonym.entity";

export const notFoundSynonym = () => DomainError.of(ErrorCode.NotFound, "synonymNotFound");

/** zh when the term holds a Chinese character, en when it holds a Latin letter, else other. */
export function languageOf(term: string): string {
  if (/\p{Script=Han}/u.test(term)) return "zh";
  if (/[A-Za-z]/.test(term.normalize("NFKC"))) return "en";
  return "other";
}

/** What a synonym's writer resolved: its target and the canonical name. */
interface Resolved {
  targetKind: SynonymTarget;
  materialId: number | null;
  upstreamProcessId: number | null;
  canonical: string;
}

export class SynonymService {
  constructor(private readonly dataSource: DataSource) {}

  /** Global synonyms and the viewer's company's own, by term (or what it stands for). */
  async list(viewer: Viewer, args: SynonymListArgs): Promise<Page<Synonym>> {
    await assertValid(args);
    const query = this.dataSource.getRepository(Synonym).createQueryBuilder("s");
    const owner = args.owner ?? "all";
    if (owner === "global") query.where("s.companyId IS NULL");
    else if (owner === "own") query.where("s.companyId = :own", { own: viewer.companyId });
    else query.where("(s.companyId IS NULL OR s.companyId = :own)", { own: viewer.companyId });
    return paginate(query, args, ["s.term", "s.canonical"], {
      column: "s.canonicalNormalised",
      thenBy: ["s.normalised"],
    });
  }

  async get(viewer: Viewer, id: number, manager: EntityManager = this.dataSource.manager) {
    const row = await manager.findOneBy(Synonym, { id });
    if (!row || (row.companyId !== null && row.companyId !== viewer.companyId)) {
      throw notFoundSynonym();
    }
    return row;
  }

  async create(viewer: Viewer, input: SynonymInput): Promise<Synonym> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const companyId = input.global ? null : viewer.companyId;
      if (companyId === null) await this.assertGlobalWriter(viewer, manager);
      const resolved = await this.resolve(viewer, input, manager);
      return this.write(
        manager,
        new Synonym(),
        companyId,
        input.term,
        input.language,
        resolved,
        "manual",
      );
    });
  }

  async update(viewer: Viewer, input: UpdateSynonymInput): Promise<Synonym> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.get(viewer, input.id, manager);
      if (row.companyId === null) await this.assertGlobalWriter(viewer, manager);
      const resolved = await this.resolve(viewer, input, manager);
      return this.write(
        manager,
        row,
        row.companyId,
        input.term,
        input.language,
        resolved,
        row.origin,
      );
    });
  }

  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.get(viewer, id, manager);
      if (row.companyId === null) await this.assertGlobalWriter(viewer, manager);
      await manager.delete(Synonym, row.id);
      return true;
    });
  }

  /**
   * Adds a synonym of a material or upstream product from a confirmed match, or finds the same
   * one of the same owner. Called inside the confirmation's transaction.
   */
  async addConfirmed(
    manager: EntityManager,
    companyId: number | null,
    term: string,
    resolved: Resolved,
  ): Promise<Synonym> {
    const existing = await this.findSame(manager, companyId, normaliseText(term), resolved);
    if (existing) return existing;
    return this.write(
      manager,
      new Synonym(),
      companyId,
      term,
      languageOf(term),
      resolved,
      "confirmed",
    );
  }

  /** Global rows: only the operator's company's users holding gab10. */
  async assertGlobalWriter(viewer: Viewer, manager: EntityManager): Promise<void> {
    const operator = await operatorCompanyId(manager);
    if (
      viewer.companyId !== operator ||
      !viewer.permissions.has(PermissionCode.AdminDataMatching)
    ) {
      throw forbidden("synonymGlobalReadOnly", {}, "GLOBAL_DATA");
    }
  }

  private async write(
    manager: EntityManager,
    row: Synonym,
    companyId: number | null,
    term: string,
    language: string,
    resolved: Resolved,
    origin: string,
  ): Promise<Synonym> {
    const normalised = normaliseText(term);
    const canonicalNormalised = normaliseText(resolved.canonical);
    if (resolved.targetKind === "term" && normalised === canonicalNormalised) {
      throw badInput("canonical", "synonymSameAsCanonical", { canonical: resolved.canonical });
    }
    const same = await this.findSame(manager, companyId, normalised, resolved);
    if (same && same.id !== row.id) {
      throw conflict("synonymTaken", { term: term.trim(), canonical: resolved.canonical });
    }
    Object.assign(row, {
      companyId,
      term: term.trim(),
      normalised,
      language,
      ...resolved,
      canonicalNormalised,
      origin,
    });
    return manager.save(Synonym, row);
  }

  private findSame(
    manager: EntityManager,
    companyId: number | null,
    normalised: string,
    resolved: Resolved,
  ): Promise<Synonym | null> {
    return manager.findOneBy(Synonym, {
      companyId: companyId === null ? IsNull() : companyId,
      normalised,
      targetKind: resolved.targetKind,
      materialId: resolved.materialId === null ? IsNull() : resolved.materialId,
      upstreamProcessId:
        resolved.upstreamProcessId === null ? IsNull() : resolved.upstreamProcessId,
      canonicalNormalised: normaliseText(resolved.canonical),
    });
  }

  /** The target an input names, checked: a material the viewer sees, a process, or a term. */
  private async resolve(
    viewer: Viewer,
    input: SynonymInput,
    manager: EntityManager,
  ): Promise<Resolved> {
    const kind = input.targetKind as SynonymTarget;
    if (kind === "material") {
      if (!input.materialId) throw badInput("materialId", "synonymTargetMissing");
      const material = await visibleMaterial(viewer, input.materialId, manager);
      return {
        targetKind: kind,
        materialId: material.id,
        upstreamProcessId: null,
        canonical: material.name,
      };
    }
    if (kind === "upstream") {
      if (!input.upstreamProcessId) throw badInput("upstreamProcessId", "synonymTargetMissing");
      const process = await manager.findOneBy(UpstreamProcess, { id: input.upstreamProcessId });
      if (!process) {
        throw badInput("upstreamProcessId", "synonymTargetUnknown", {
          id: input.upstreamProcessId,
        });
      }
      return {
        targetKind: kind,
        materialId: null,
        upstreamProcessId: process.id,
        canonical: process.productName,
      };
    }
    const canonical = input.canonical?.trim();
    if (!canonical) throw badInput("canonical", "synonymTargetMissing");
    return { targetKind: kind, materialId: null, upstreamProcessId: null, canonical };
  }
}

/** A material datum the viewer sees (global or its company's), else a message on materialId. */
export async function visibleMaterial(
  viewer: Viewer,
  id: number,
  manager: EntityManager,
): Promise<MaterialDatum> {
  const material = await manager.findOneBy(MaterialDatum, { id });
  if (!material || (material.companyId !== null && material.companyId !== viewer.companyId)) {
    throw badInput("materialId", "synonymTargetUnknown", { id });
  }
  return material;
}

// Matching a user's material name to candidate material data and upstream database products:
// the synonyms that bear on the name, a wide first filter in SQL by its words, then every
// candidate scored by match-scoring.ts. Confirming a candidate stores the confirmation and makes
// the name a synonym of it (the company's, or global when the operator confirms under gab10).
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from "typeorm";
import { unitById } from "../../calc/units";
import { paginate, SortOrder, type Page, type PageRequest } from "../../db/paging";
import { DomainError, ErrorCode } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { MaterialDatum } from "../lca-data/material-datum.entity";
import { UpstreamDatabase } from "../upstream-database/upstream-database.entity";
import { UpstreamProcess } from "../upstream-database/upstream-process.entity";
import type { ConfirmMatchInput, MatchArgs } from "./data-matching.inputs";
import type { MatchCandidateView } from "./data-matching.types";
import { MatchConfirmation } from "./match-confirmation.entity";
import {
  candidateKey,
  normaliseText,
  rankCandidates,
  scoreCandidate,
  searchWordsOf,
  type MatchCandidate,
  type MatchReason,
  type QuerySynonyms,
  type ScoredCandidate,
} from "./match-scoring";
import { Synonym } from "./synonym.entity";
import type { SynonymService } from "./synonym.service";

/** Candidates read from each source before scoring, at most. */
const WIDE_FILTER_LIMIT = 2000;
/** Candidates answered, at most. */
const MAX_CANDIDATES = 50;

interface Candidate extends MatchCandidate {
  databaseId: number | null;
  databaseName: string | null;
  location: string | null;
}

export class MatchingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly synonyms: SynonymService,
  ) {}

  /** Candidates for a name, best first, each with its score and why. */
  async match(viewer: Viewer, args: MatchArgs): Promise<MatchCandidateView[]> {
    await assertValid(args);
    const manager = this.dataSource.manager;
    const synonyms = await this.querySynonyms(viewer, args.name, manager);
    const candidates = await this.candidates(viewer, args, synonyms, manager);
    const ranked = rankCandidates(args.name, candidates, synonyms, args.unit);
    return ranked
      .slice(0, Math.min(args.limit ?? 20, MAX_CANDIDATES))
      .map((s) => viewOf(s, args.unit));
  }

  /** Confirms a candidate for a name: stored, and the name becomes a synonym of it. */
  async confirm(viewer: Viewer, input: ConfirmMatchInput): Promise<MatchConfirmation> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const companyId = input.global ? null : viewer.companyId;
      if (companyId === null) await this.synonyms.assertGlobalWriter(viewer, manager);
      const candidate = await this.candidate(
        viewer,
        input.candidateKind,
        input.candidateId,
        manager,
      );
      const synonyms = await this.querySynonyms(viewer, input.name, manager);
      const scored = scoreCandidate(input.name, candidate, synonyms, input.unit);
      // A name equal to the candidate's needs no synonym.
      const synonym =
        scored.reason.kind === "exact"
          ? null
          : await this.synonyms.addConfirmed(manager, companyId, input.name, {
              targetKind: candidate.kind,
              materialId: candidate.kind === "material" ? candidate.id : null,
              upstreamProcessId: candidate.kind === "upstream" ? candidate.id : null,
              canonical: candidate.name,
            });
      return manager.save(MatchConfirmation, {
        companyId,
        name: input.name.trim(),
        unit: input.unit?.trim() || null,
        candidateKind: candidate.kind,
        candidateId: candidate.id,
        candidateName: candidate.name,
        score: scored.score,
        reason: reasonText(scored, input.unit),
        synonymId: synonym?.id ?? null,
        userId: viewer.userId,
      });
    });
  }

  /** Confirmations of the viewer's company and the global ones, newest first. */
  confirmations(viewer: Viewer, args: PageRequest): Promise<Page<MatchConfirmation>> {
    const query = this.dataSource
      .getRepository(MatchConfirmation)
      .createQueryBuilder("c")
      .where("(c.companyId IS NULL OR c.companyId = :own)", { own: viewer.companyId });
    return paginate(query, args, ["c.name", "c.candidateName"], {
      column: "c.createdAt",
      order: SortOrder.DESC,
    });
  }

  /** The synonyms spelled as the name, and the other spellings of what they stand for. */
  private async querySynonyms(
    viewer: Viewer,
    name: string,
    manager: EntityManager,
  ): Promise<QuerySynonyms> {
    const q = normaliseText(name);
    const visible = (query: SelectQueryBuilder<Synonym>) =>
      query.andWhere("(s.companyId IS NULL OR s.companyId = :own)", { own: viewer.companyId });
    const spelled = await visible(
      manager.createQueryBuilder(Synonym, "s").where("s.normalised = :q", { q }),
    ).getMany();
    const direct = new Map<string, string>();
    const canonicals = new Set<string>([q]);
    for (const s of spelled) {
      if (s.targetKind === "material" && s.materialId)
        direct.set(candidateKey({ kind: "material", id: s.materialId }), s.term);
      if (s.targetKind === "upstream" && s.upstreamProcessId)
        direct.set(candidateKey({ kind: "upstream", id: s.upstreamProcessId }), s.term);
      canonicals.add(s.canonicalNormalised);
    }
    const group = await visible(
      manager
        .createQueryBuilder(Synonym, "s")
        .where("s.canonicalNormalised IN (:...canonicals)", { canonicals: [...canonicals] }),
    ).getMany();
    const terms = new Set<string>([...canonicals]);
    for (const s of group) terms.add(s.normalised);
    terms.delete(q);
    return { direct, terms: [...terms] };
  }

  /** Material data and upstream products sharing a word with the name or its synonyms. */
  private async candidates(
    viewer: Viewer,
    args: MatchArgs,
    synonyms: QuerySynonyms,
    manager: EntityManager,
  ): Promise<Candidate[]> {
    const words = searchWordsOf(args.name, ...synonyms.terms).slice(0, 40);
    const like = (column: string, prefix: string) => ({
      clause: words.map((_, i) => `${column} LIKE :${prefix}${i}`).join(" OR ") || "FALSE",
      params: Object.fromEntries(words.map((w, i) => [`${prefix}${i}`, `%${w}%`])),
    });
    const directIds = (kind: "material" | "upstream") =>
      [...synonyms.direct.keys()]
        .filter((key) => key.startsWith(`${kind}:`))
        .map((key) => Number(key.slice(kind.length + 1)));

    const zh = like("LOWER(m.name)", "z");
    const en = like("LOWER(m.nameEn)", "e");
    const materials = await manager
      .createQueryBuilder(MaterialDatum, "m")
      .where("(m.companyId IS NULL OR m.companyId = :own)", { own: viewer.companyId })
      .andWhere(`((${zh.clause}) OR (${en.clause}) OR m.id IN (:...directMaterials))`, {
        ...zh.params,
        ...en.params,
        directMaterials: [0, ...directIds("material")],
      })
      .orderBy("m.id")
      .take(WIDE_FILTER_LIMIT)
      .getMany();

    const text = like("p.searchText", "p");
    const processes = manager
      .createQueryBuilder(UpstreamProcess, "p")
      .where(`((${text.clause}) OR p.id IN (:...directProcesses))`, {
        ...text.params,
        directProcesses: [0, ...directIds("upstream")],
      });
    if (args.databaseId) processes.andWhere("p.databaseId = :db", { db: args.databaseId });
    const upstream = await processes.orderBy("p.id").take(WIDE_FILTER_LIMIT).getMany();
    const databases = new Map(
      (
        await manager.findBy(UpstreamDatabase, {
          id: In([0, ...new Set(upstream.map((p) => p.databaseId))]),
        })
      ).map((d) => [d.id, `${d.name} ${d.version}`]),
    );
    return [
      ...materials.map((m) => materialCandidate(m)),
      ...upstream.map((p) => processCandidate(p, databases.get(p.databaseId) ?? null)),
    ];
  }

  private async candidate(
    viewer: Viewer,
    kind: string,
    id: number,
    manager: EntityManager,
  ): Promise<Candidate> {
    if (kind === "material") {
      const m = await manager.findOneBy(MaterialDatum, { id });
      if (m && (m.companyId === null || m.companyId === viewer.companyId))
        return materialCandidate(m);
    } else {
      const p = await manager.findOneBy(UpstreamProcess, { id });
      if (p) return processCandidate(p, null);
    }
    throw DomainError.of(ErrorCode.NotFound, "matchCandidateNotFound", { kind, id });
  }
}

function materialCandidate(m: MaterialDatum): Candidate {
  let unit: string | null = null;
  try {
    unit = unitById(m.unitId).symbol;
  } catch {
    unit = null;
  }
  return {
    kind: "material",
    id: m.id,
    name: m.name,
    nameEn: m.nameEn,
    unit,
    databaseId: null,
    databaseName: null,
    location: m.region,
  };
}

function processCandidate(p: UpstreamProcess, databaseName: string | null): Candidate {
  return {
    kind: "upstream",
    id: p.id,
    name: p.productName,
    nameEn: p.name === p.productName ? null : p.name,
    unit: p.productUnit,
    databaseId: p.databaseId,
    databaseName,
    location: p.location,
  };
}

function reasonParams(reason: MatchReason): Record<string, string | number> {
  return {
    term: "term" in reason ? reason.term : "",
    similarity: "similarity" in reason ? reason.similarity.toFixed(2) : "",
  };
}

const REASON_KEYS = {
  exact: "matchReasonExact",
  directSynonym: "matchReasonDirectSynonym",
  synonymName: "matchReasonSynonymName",
  similarity: "matchReasonSimilarity",
  synonymSimilarity: "matchReasonSynonymSimilarity",
} as const;

/** Why a candidate scored as it did, in the caller's language. */
export function reasonText(scored: ScoredCandidate, unit?: string | null): string {
  const text = translate(REASON_KEYS[scored.reason.kind], reasonParams(scored.reason));
  if (!scored.unitMismatch) return text;
  return `${text}; ${translate("matchReasonUnit", { unit: scored.unitMismatch, wanted: unit ?? "" })}`;
}

function viewOf(scored: ScoredCandidate<Candidate>, unit?: string | null): MatchCandidateView {
  const { candidate: c, reason } = scored;
  return {
    kind: c.kind,
    id: c.id,
    name: c.name,
    nameEn: c.nameEn ?? null,
    unit: c.unit ?? null,
    databaseId: c.databaseId,
    databaseName: c.databaseName,
    location: c.location,
    score: scored.score,
    reasonKind: reason.kind,
    similarity: "similarity" in reason ? reason.similarity : null,
    term: "term" in reason ? reason.term : null,
    unitMismatch: scored.unitMismatch ?? null,
    reason: reasonText(scored, unit),
  };
}

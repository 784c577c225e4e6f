// How a user's material name ("热轧卷", "HRC", "hot rolled coil") is scored against a candidate
// (a material datum or an upstream database product). Pure functions: the service reads the
// candidates and the synonyms and passes them in.
//
// Normalised text: NFKC (full-width letters, digits and punctuation become their half-width
// forms), lower case, every punctuation mark or symbol a space, runs of spaces one, and the
// elementary-flow matcher's spelling rules (sulphur → sulfur, aluminum → aluminium).
//
// Grams: each Latin word (letters and digits) gives the trigrams of "  word " as PostgreSQL's
// pg_trgm makes them ("hrc": "  h", " hr", "hrc", "rc "); each run of Chinese characters gives
// every character and every pair of neighbouring characters ("热轧卷": 热, 轧, 卷, 热轧, 轧卷), as
// Chinese writes words without spaces. Similarity is the Jaccard index of the two gram sets:
// shared grams / grams of either.
//
// Score of a candidate, the best of its Chinese and English names:
//   1.00        the name equals the query (normalised);
//   0.97        a synonym spelled as the query names this very candidate (a confirmed match);
//   0.95        the name equals a term the query is a synonym of, or a synonym of that term;
//   0.9 × s     similarity s of the query to the name;
//   0.85 × s    similarity s of a synonym of the query to the name;
// then × 0.9 when a unit is asked for and the candidate's differs. Candidates under MIN_SCORE
// are left out; ties go by name.
import { normaliseName } from "../../calc/lca/flow-synonyms";

export const SCORE = {
  exact: 1,
  directSynonym: 0.97,
  synonymName: 0.95,
  similarity: 0.9,
  synonymSimilarity: 0.85,
  unitMismatch: 0.9,
} as const;

/** Candidates scoring less are not offered. */
export const MIN_SCORE = 0.3;

export function normaliseText(text: string | null | undefined): string {
  if (!text) return "";
  const plain = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ");
  return normaliseName(plain).replace(/,/g, " ").replace(/\s+/g, " ").trim();
}

const HAN = /\p{Script=Han}/u;

/** The gram set of a text (see the header); the text is normalised first. */
export function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  const normal = normaliseText(text);
  // Runs of Han characters and runs of anything else but spaces.
  for (const run of normal.match(/\p{Script=Han}+|[^\s\p{Script=Han}]+/gu) ?? []) {
    if (HAN.test(run)) {
      const chars = [...run];
      chars.forEach((c, i) => {
        grams.add(c);
        if (i + 1 < chars.length) grams.add(c + chars[i + 1]);
      });
    } else {
      const padded = `  ${run} `;
      for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
    }
  }
  return grams;
}

/** Jaccard index of the gram sets: 1 for the same words in any order, 0 for nothing shared. */
export function similarity(a: string, b: string): number {
  const ga = gramsOf(a);
  const gb = gramsOf(b);
  if (ga.size === 0 || gb.size === 0) return 0;
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared += 1;
  return shared / (ga.size + gb.size - shared);
}

export interface MatchCandidate {
  kind: "material" | "upstream";
  id: number;
  name: string;
  nameEn?: string | null;
  /** Unit symbol, when known */
  unit?: string | null;
}

/** The synonyms that bear on a query: those spelled as it and those of the same term. */
export interface QuerySynonyms {
  /** Candidates a synonym spelled as the query names directly ("material:12"), with its term */
  direct: Map<string, string>;
  /** Other spellings of what the query stands for: the canonical term and its other synonyms */
  terms: string[];
}

export type MatchReason =
  | { kind: "exact" }
  | { kind: "directSynonym"; term: string }
  | { kind: "synonymName"; term: string }
  | { kind: "similarity"; similarity: number }
  | { kind: "synonymSimilarity"; term: string; similarity: number };

export interface ScoredCandidate<C extends MatchCandidate = MatchCandidate> {
  candidate: C;
  score: number;
  reason: MatchReason;
  /** The candidate's unit when it differs from the one asked for */
  unitMismatch?: string;
}

export const candidateKey = (c: Pick<MatchCandidate, "kind" | "id">) => `${c.kind}:${c.id}`;

/** The score of one candidate for a query and its synonyms, with why. */
export function scoreCandidate<C extends MatchCandidate>(
  query: string,
  candidate: C,
  synonyms: QuerySynonyms = { direct: new Map(), terms: [] },
  unit?: string | null,
): ScoredCandidate<C> {
  const q = normaliseText(query);
  const names = [candidate.name, candidate.nameEn ?? ""].map(normaliseText).filter(Boolean);
  const terms = [...new Set(synonyms.terms.map(normaliseText))].filter((t) => t && t !== q);
  let best: { score: number; reason: MatchReason } = {
    score: 0,
    reason: { kind: "similarity", similarity: 0 },
  };
  const offer = (score: number, reason: MatchReason) => {
    if (score > best.score) best = { score, reason };
  };
  const direct = synonyms.direct.get(candidateKey(candidate));
  if (direct !== undefined) offer(SCORE.directSynonym, { kind: "directSynonym", term: direct });
  for (const name of names) {
    if (name === q) offer(SCORE.exact, { kind: "exact" });
    const s = similarity(q, name);
    offer(SCORE.similarity * s, { kind: "similarity", similarity: round2(s) });
    for (const term of terms) {
      if (term === name) offer(SCORE.synonymName, { kind: "synonymName", term });
      const st = similarity(term, name);
      offer(SCORE.synonymSimilarity * st, {
        kind: "synonymSimilarity",
        term,
        similarity: round2(st),
      });
    }
  }
  const wanted = normaliseText(unit);
  const has = normaliseText(candidate.unit);
  if (wanted && has && wanted !== has) {
    return {
      candidate,
      score: round4(best.score * SCORE.unitMismatch),
      reason: best.reason,
      unitMismatch: candidate.unit!,
    };
  }
  return { candidate, score: round4(best.score), reason: best.reason };
}

/** Candidates scored, those under MIN_SCORE left out, best first, ties by name. */
export function rankCandidates<C extends MatchCandidate>(
  query: string,
  candidates: readonly C[],
  synonyms?: QuerySynonyms,
  unit?: string | null,
): ScoredCandidate<C>[] {
  return candidates
    .map((c) => scoreCandidate(query, c, synonyms, unit))
    .filter((s) => s.score >= MIN_SCORE)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.name.localeCompare(b.candidate.name) ||
        a.candidate.id - b.candidate.id,
    );
}

/** Words of a query for a first, wide filter in SQL: Latin words and single Chinese characters. */
export function searchWordsOf(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const run of normaliseText(text).match(/\p{Script=Han}|[^\s\p{Script=Han}]+/gu) ?? []) {
      if (HAN.test(run) || run.length >= 2) words.add(run);
    }
  }
  return [...words];
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10000) / 10000;

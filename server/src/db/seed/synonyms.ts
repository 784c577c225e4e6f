// The global synonym vocabulary the platform starts with: everyday names of common materials and
// energy carriers in Chinese and English, each with the canonical English term it stands for.
// Names only, no figures: nothing here needs a source.
import { IsNull, type EntityManager } from "typeorm";
import { normaliseText } from "../../modules/data-matching/match-scoring";
import { Synonym } from "../../modules/data-matching/synonym.entity";
import { languageOf } from "../../modules/data-matching/synonym.service";

/** Canonical term → its other names. */
export const SEED_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  "hot rolled coil": ["热轧卷", "热轧卷板", "热轧钢卷", "HRC", "hot-rolled coil"],
  "steel billet": ["钢坯", "方坯", "billet"],
  steel: ["钢材", "钢", "钢铁", "碳钢", "carbon steel"],
  aluminium: ["铝材", "铝", "原铝", "aluminum"],
  cement: ["水泥", "portland cement", "硅酸盐水泥"],
  polyethylene: ["聚乙烯", "PE"],
  diesel: ["柴油", "diesel fuel", "gas oil"],
  "natural gas": ["天然气", "NG"],
  electricity: ["电力", "电", "power", "grid electricity", "电网电力"],
};

/** Adds the seed synonyms missing from the global vocabulary; the operator's edits stay. */
export async function seedSynonyms(manager: EntityManager): Promise<void> {
  const existing = await manager.findBy(Synonym, { companyId: IsNull(), targetKind: "term" });
  const have = new Set(existing.map((s) => `${s.normalised}\u0000${s.canonicalNormalised}`));
  const missing = Object.entries(SEED_SYNONYMS).flatMap(([canonical, terms]) =>
    terms
      .filter((term) => !have.has(`${normaliseText(term)}\u0000${normaliseText(canonical)}`))
      .map((term) => ({
        companyId: null,
        term,
        normalised: normaliseText(term),
        language: languageOf(term),
        targetKind: "term" as const,
        materialId: null,
        upstreamProcessId: null,
        canonical,
        canonicalNormalised: normaliseText(canonical),
        origin: "seed",
      })),
  );
  if (missing.length > 0) await manager.insert(Synonym, missing);
}

// The scoring of material names, worked by hand from the rule in match-scoring.ts.
import {
  gramsOf,
  normaliseText,
  rankCandidates,
  scoreCandidate,
  searchWordsOf,
  similarity,
  type MatchCandidate,
} from "./match-scoring";

const material = (id: number, name: string, nameEn = "", unit = "t"): MatchCandidate => ({
  kind: "material",
  id,
  name,
  nameEn,
  unit,
});

describe("normalised text", () => {
  it("folds width, case, punctuation and spacing", () => {
    expect(normaliseText("ＨＲＣ")).toBe("hrc");
    expect(normaliseText("  Hot-Rolled   Coil. ")).toBe("hot rolled coil");
    expect(normaliseText("热轧卷（板）")).toBe("热轧卷 板");
    expect(normaliseText("Sulphur dioxide")).toBe("sulfur dioxide");
  });

  it("makes pg_trgm's trigrams of a Latin word and characters and pairs of Chinese", () => {
    expect([...gramsOf("HRC")]).toEqual(["  h", " hr", "hrc", "rc "]);
    expect([...gramsOf("热轧卷")]).toEqual(["热", "热轧", "轧", "轧卷", "卷"]);
  });
});

describe("similarity", () => {
  it("热轧卷 against 热轧卷板: 5 shared grams of 7 (热 轧 卷 热轧 轧卷; 板 卷板 besides)", () => {
    expect(similarity("热轧卷", "热轧卷板")).toBeCloseTo(5 / 7, 12);
  });

  it("the same words in another order are alike", () => {
    expect(similarity("steel billet", "Billet, steel")).toBe(1);
  });

  it("polyethylene against polyethylene, high density: 13 trigrams of 26", () => {
    // polyethylene: 13 trigrams; high: 5; density: 8. Shared 13, union 13 + 5 + 8 = 26.
    expect(similarity("polyethylene", "Polyethylene, high density")).toBeCloseTo(0.5, 12);
  });

  it("HRC against hot rolled coil: only '  h' shared of 4 + 16 - 1 = 19", () => {
    expect(similarity("HRC", "hot rolled coil")).toBeCloseTo(1 / 19, 12);
  });
});

describe("scores and reasons", () => {
  it("an equal name scores 1, whatever its width and case", () => {
    const scored = scoreCandidate("ＨＲＣ", material(1, "热轧卷", "HRC"));
    expect(scored).toMatchObject({ score: 1, reason: { kind: "exact" } });
  });

  it("a synonym naming the candidate scores 0.97", () => {
    const scored = scoreCandidate("HRC", material(7, "热轧钢卷", "Hot rolled steel coil"), {
      direct: new Map([["material:7", "hrc"]]),
      terms: [],
    });
    expect(scored).toMatchObject({ score: 0.97, reason: { kind: "directSynonym", term: "hrc" } });
  });

  it("a name equal to a synonym of the query scores 0.95", () => {
    const scored = scoreCandidate("HRC", material(2, "钢卷", "Hot-rolled coil"), {
      direct: new Map(),
      terms: ["hot rolled coil", "热轧卷"],
    });
    expect(scored).toMatchObject({
      score: 0.95,
      reason: { kind: "synonymName", term: "hot rolled coil" },
    });
  });

  it("similarity counts 0.9 of itself: 热轧卷 for 热轧卷板 is 0.9 × 5/7 = 0.6429", () => {
    const scored = scoreCandidate("热轧卷", material(3, "热轧卷板"));
    expect(scored).toMatchObject({
      score: 0.6429,
      reason: { kind: "similarity", similarity: 0.71 },
    });
  });

  it("similarity through a synonym counts 0.85: HRC → hot rolled coil vs hot rolled coil, pickled", () => {
    // hot rolled coil: 16 trigrams; pickled adds "  p"," pi","pic","ick","ckl","kle","led"(shared
    // with rolled),"ed "(shared): 6 new. Jaccard 16 / 22; × 0.85 = 0.6182.
    const scored = scoreCandidate("HRC", material(4, "酸洗卷", "Hot rolled coil, pickled"), {
      direct: new Map(),
      terms: ["hot rolled coil"],
    });
    expect(scored.reason).toEqual({
      kind: "synonymSimilarity",
      term: "hot rolled coil",
      similarity: 0.73,
    });
    expect(scored.score).toBeCloseTo(0.6182, 4);
  });

  it("a unit other than the one asked for takes 10 % off and is named", () => {
    const scored = scoreCandidate("水泥", material(5, "水泥", "Cement", "t"), undefined, "kg");
    expect(scored).toMatchObject({ score: 0.9, unitMismatch: "t" });
  });
});

describe("ranking", () => {
  it("orders exact, synonym, similarity and drops what scores under 0.3", () => {
    const candidates = [
      material(1, "热轧卷板"), // 0.9 × 5/7 = 0.6429
      material(2, "钢坯", "Steel billet"), // nothing shared: dropped
      material(3, "热轧卷", "Hot rolled coil"), // exact: 1
      material(4, "卷材", "Coil goods"), // 卷: 1 of 5 + 3 - 1 = 7 → 0.9 / 7 = 0.1286: dropped
    ];
    const ranked = rankCandidates("热轧卷", candidates);
    expect(ranked.map((r) => [r.candidate.id, r.score])).toEqual([
      [3, 1],
      [1, 0.6429],
    ]);
  });

  it("gives the words a wide SQL filter looks for", () => {
    expect(searchWordsOf("热轧卷", "HRC x")).toEqual(["热", "轧", "卷", "hrc"]);
  });
});

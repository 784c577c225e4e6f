import { buildGhgReportDocument, tonnes } from "./ghg-report-document";
import { reportOutline } from "./ghg-report-layouts";
import { fixtureSource, fixtureTotals } from "./ghg-report.fixture";

describe("a GHG report's figures", () => {
  // The hand-worked inventory of ghg-report.fixture.ts.
  const doc = buildGhgReportDocument(fixtureSource("en", "iso14064"));

  it("takes the totals by scope and ISO category from the run as stored", () => {
    expect(doc.totals).toMatchObject({
      totalKg: 109_255.2,
      scope1Kg: 56_255.2,
      scope2LocationKg: 50_000,
      scope3Kg: 3_000,
      // Category 1 is direct; 109,255.2 − 56,255.2 = 53,000 kg is indirect.
      directKg: 56_255.2,
      biogenicCo2Kg: 1_800,
    });
    expect(doc.totals.indirectKg).toBeCloseTo(53_000, 9);
    expect(doc.categories.map((c) => [c.category, c.co2eKg, c.lineCount])).toEqual([
      [1, 56_255.2, 3],
      [2, 50_000, 1],
      [3, 0, 0],
      [4, 3_000, 1],
      [5, 0, 0],
      [6, 0, 0],
    ]);
    expect(doc.scope3Categories).toEqual([{ category: 1, co2eKg: 3_000 }]);
  });

  it("splits each gas into direct (category 1) and indirect emissions", () => {
    const byGas = new Map(doc.gases.map((g) => [g.gas, g]));
    // CO2: diesel 31,000 kg is direct; electricity 50,000 + steel 3,000 = 53,000 kg indirect.
    expect(byGas.get("CO2")).toMatchObject({ directCo2eKg: 31_000, indirectCo2eKg: 53_000 });
    // CH4: 1 kg × 27.9; N2O: 0.1 kg × 273 = 27.3; SF6: 1 kg × 25,200, all direct.
    expect(byGas.get("CH4")).toMatchObject({ massKg: 1, gwp: 27.9, directCo2eKg: 27.9 });
    expect(byGas.get("N2O")!.directCo2eKg).toBeCloseTo(27.3, 12);
    expect(byGas.get("SF6")).toMatchObject({ gwp: 25_200, co2eKg: 25_200, indirectCo2eKg: 0 });
    expect(doc.gases.map((g) => g.gas)).toEqual(["CO2", "CH4", "N2O", "SF6"]);
  });

  it("sums processes, methods and data sources from the result lines", () => {
    expect(doc.processes.map((p) => [p.name, p.lineCount, p.co2eKg])).toEqual([
      // English names from the case's processes; 31,055.2 + 0 (pellets are biogenic).
      ["Stationary combustion", 2, 31_055.2],
      ["Fugitive emissions", 1, 25_200],
      ["Purchased electricity", 1, 50_000],
      ["Purchased materials", 1, 3_000],
    ]);
    expect(doc.processesWithoutData).toEqual([
      { name: "Employee commuting", scope: 3, isoCategory: 3 },
    ]);
    // Factor lines: 31,055.2 + 0 + 50,000 + 3,000 = 84,055.2 kg; the SF6 line is method gas.
    expect(doc.methods.map((m) => [m.method, m.lineCount])).toEqual([
      ["factor", 4],
      ["gas", 1],
    ]);
    expect(doc.methods[0].co2eKg).toBeCloseTo(84_055.2, 9);
    // Field collection: diesel, pellets, electricity = 81,055.2 kg; literature: steel 3,000;
    // estimate: the SF6 leak 25,200.
    expect(doc.dataQuality.map((q) => [q.type, q.lineCount])).toEqual([
      [3, 3],
      [2, 1],
      [1, 1],
    ]);
    expect(doc.dataQuality[0].co2eKg).toBeCloseTo(81_055.2, 9);
    expect(doc.factors.find((f) => f.name === "Diesel, stationary")).toMatchObject({
      unit: "kg",
      values: [
        { gas: "CO2", value: 3.1 },
        { gas: "CH4", value: 0.0001 },
        { gas: "N2O", value: 0.00001 },
      ],
      lineCount: 1,
    });
  });

  it("prints tonnes with two decimals, rounded as a reader rounds", () => {
    expect(tonnes(109_255.2)).toBe("109.26");
    expect(tonnes(1_005)).toBe("1.01");
    expect(tonnes(-1_234_567)).toBe("-1,234.57");
    expect(tonnes(0.4)).toBe("0.00");
  });

  it("sets this year beside the base year with the change", () => {
    const base = fixtureTotals();
    // A base year of 80,000 kg with scope 1 of 40,000 kg.
    base.totalKg = 80_000;
    base.byScope = { scope1: 40_000, scope2Location: 40_000, scope2Market: 40_000, scope3: 0 };
    const source = fixtureSource("en", "gbt32150");
    source.baseYear = {
      kind: "set",
      caseName: "2020 inventory",
      year: 2020,
      runNo: 1,
      gwpSet: "AR5",
      totals: base,
    };
    const outline = reportOutline(buildGhgReportDocument(source));
    const tables = outline.blocks.filter((b) => b.kind === "table");
    const baseTable = tables.find((b) => b.columns[1].header.startsWith("Base year 2020"))!;
    // Scope 1: (56,255.2 − 40,000) / 40,000 = 40.6 %; total (109,255.2 − 80,000) / 80,000 = 36.6 %.
    expect(baseTable.rows[0]).toEqual(["Scope 1 — direct emissions", "40.00", "56.26", "40.6 %"]);
    expect(baseTable.rows[3]).toEqual([
      "Total emissions (scope 2 location-based)",
      "80.00",
      "109.26",
      "36.6 %",
    ]);
    const texts = outline.blocks.flatMap((b) => (b.kind === "paragraph" ? [b.text] : []));
    expect(texts).toContain(
      "The base year was calculated with AR5 GWP values and this inventory with AR6: the two are not directly comparable until the base year is recalculated.",
    );
  });
});

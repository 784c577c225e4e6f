// The comparison's arithmetic on small hand-made runs: the symmetric activity/factor split
// worked by hand, added and removed sources, processes matched by template or by name, and the
// base-year check's significance against the threshold.
import type { CaseTotals, GasEmission } from "../../calc/ghg/types";
import { dimensionRows, drivers, type CaseSnapshot, type SnapshotLine } from "./comparison-core";
import { recalculationChecks } from "./comparison-recalculation";

const KWH = 30;
const T = 11;

let nextLineId = 1;
function line(
  processId: number,
  processName: string,
  name: string,
  amount: number,
  factorKgPerUnit: number,
  extra: Partial<SnapshotLine> = {},
): SnapshotLine {
  const co2 = amount * factorKgPerUnit;
  const gases: GasEmission[] = [{ gas: "CO2", massKg: co2, gwp: 1, co2eKg: co2 }];
  return {
    activityLineId: nextLineId++,
    processId,
    processName,
    name,
    scope: processName === "Electricity" ? 2 : 1,
    method: "factor",
    amount,
    unitId: processName === "Electricity" ? KWH : T,
    co2eKg: co2,
    gases,
    factor: { id: 1, code: "F", name: "Factor", source: "Src", year: 2023, version: null },
    ...extra,
  };
}

function snapshot(
  caseId: number,
  year: number,
  lines: SnapshotLine[],
  extra: Partial<CaseSnapshot> = {},
): CaseSnapshot {
  const total = lines.reduce((sum, l) => sum + l.co2eKg, 0);
  const byProcess = new Map<
    number,
    { processId: number; processName: string; scope: 1 | 2 | 3; co2eKg: number }
  >();
  for (const l of lines) {
    const row = byProcess.get(l.processId) ?? {
      processId: l.processId,
      processName: l.processName,
      scope: l.scope as 1 | 2 | 3,
      co2eKg: 0,
    };
    row.co2eKg += l.co2eKg;
    byProcess.set(l.processId, row);
  }
  const scope = (s: number) =>
    lines.filter((l) => l.scope === s).reduce((sum, l) => sum + l.co2eKg, 0);
  const totals: CaseTotals = {
    totalKg: total,
    totalMarketKg: total,
    byScope: { scope1: scope(1), scope2Location: scope(2), scope2Market: scope(2), scope3: 0 },
    byIsoCategory: { "1": scope(1), "2": scope(2), "3": 0, "4": 0, "5": 0, "6": 0 },
    byScope3Category: {},
    byProcess: [...byProcess.values()],
    byGas: [{ gas: "CO2", massKg: total, co2eKg: total }],
    biogenicCo2Kg: 0,
    deductedKg: 0,
    intensity: { perOutput: null, outputUnit: null, perRevenue: null, revenueUnit: null },
  };
  return {
    caseId,
    name: `Case ${caseId}`,
    corporationId: 1,
    corporationName: "Plant",
    year,
    boundary: "operational-control",
    gwpSet: "AR6",
    isBaseYear: false,
    totals,
    lines,
    processes: [],
    sourceOf: new Map(),
    ...extra,
  };
}

describe("drivers", () => {
  it("splits a change into activity and factor symmetrically, adding up to the change", () => {
    // Electricity: 100,000 kWh at 0.5 kg/kWh = 50,000 kg; then 120,000 kWh at 0.4 = 48,000 kg.
    // Change -2,000 kg. Activity part: 20,000 × (0.5 + 0.4) / 2 = 9,000 kg.
    // Factor part: (0.4 - 0.5) × (100,000 + 120,000) / 2 = -11,000 kg. 9,000 - 11,000 = -2,000.
    const before = snapshot(1, 2023, [line(10, "Electricity", "Grid power", 100_000, 0.5)]);
    const after = snapshot(2, 2024, [line(20, "Electricity", "Grid power", 120_000, 0.4)]);
    const result = drivers([before, after], 0, 1);
    expect(result.changeKg).toBeCloseTo(-2_000, 6);
    expect(result.activityKg).toBeCloseTo(9_000, 6);
    expect(result.factorKg).toBeCloseTo(-11_000, 6);
    expect(result.lines[0]).toMatchObject({ status: "matched", referenceFactor: 0.5 });
    expect(result.lines[0].factor).toBeCloseTo(0.4, 12);
  });

  it("counts sources found in one case only as added or removed", () => {
    // Diesel 10 t × 3,100 kg/t = 31,000 kg only in 2023; coal 5 t × 2,000 = 10,000 kg only in
    // 2024; gas 2 t × 2,500 = 5,000 kg → 3 t × 2,500 = 7,500 kg (activity +2,500, factor 0).
    // Change: (10,000 + 7,500) - (31,000 + 5,000) = -18,500 = 2,500 + 0 + 10,000 - 31,000.
    const before = snapshot(1, 2023, [
      line(1, "Boilers", "Diesel", 10, 3_100),
      line(1, "Boilers", "Gas", 2, 2_500),
    ]);
    const after = snapshot(2, 2024, [
      line(5, "Boilers", "Coal", 5, 2_000),
      line(5, "Boilers", "Gas", 3, 2_500),
    ]);
    const result = drivers([before, after], 0, 1);
    expect(result.changeKg).toBe(-18_500);
    expect(result.activityKg).toBe(2_500);
    expect(result.factorKg).toBe(0);
    expect(result.addedKg).toBe(10_000);
    expect(result.removedKg).toBe(-31_000);
    expect(result.activityKg + result.factorKg + result.addedKg + result.removedKg).toBe(
      result.changeKg,
    );
    expect(result.lines.map((l) => [l.name, l.status])).toEqual([
      ["Diesel", "removed"],
      ["Coal", "added"],
      ["Gas", "matched"],
    ]);
  });

  it("adds up the lines of one source (monthly lines) before splitting", () => {
    // Jan 40 t + Feb 60 t at 2 kg/t = 200 kg, against 80 t at 2 kg/t = 160 kg: all activity.
    const before = snapshot(1, 2023, [line(1, "Kilns", "Lime", 80, 2)]);
    const after = snapshot(2, 2024, [
      line(2, "Kilns", "Lime", 40, 2),
      line(2, "Kilns", "Lime", 60, 2),
    ]);
    const result = drivers([before, after], 0, 1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ referenceAmount: 80, amount: 100 });
    expect(result.activityKg).toBe(40);
    expect(result.factorKg).toBe(0);
  });

  it("does not match a source across different units", () => {
    const before = snapshot(1, 2023, [line(1, "Boilers", "Diesel", 10, 3_100)]);
    const after = snapshot(2, 2024, [
      line(2, "Boilers", "Diesel", 10_000, 3.1, { unitId: 10 /* kg */ }),
    ]);
    const result = drivers([before, after], 0, 1);
    expect(result.lines.map((l) => l.status).sort()).toEqual(["added", "removed"]);
  });
});

describe("rows", () => {
  it("matches processes by template process even when renamed, and by name otherwise", () => {
    const before = snapshot(1, 2023, [
      line(1, "Boilers", "Gas", 1, 100),
      line(2, "Canteen", "LPG", 1, 10),
    ]);
    before.processes = [
      { id: 1, nameEn: "Boilers", templateProcessId: 77 },
      { id: 2, nameEn: "", templateProcessId: null },
    ];
    const after = snapshot(2, 2024, [
      line(8, "Steam boilers", "Gas", 1, 150),
      line(9, "canteen ", "LPG", 1, 5),
    ]);
    after.processes = [
      { id: 8, nameEn: "Steam boilers", templateProcessId: 77 },
      { id: 9, nameEn: "", templateProcessId: null },
    ];
    const rows = dimensionRows([before, after], 0, "process");
    expect(rows.map((r) => [r.name, r.values, r.deltas, r.deltaPercents])).toEqual([
      ["Boilers", [100, 150], [null, 50], [null, 50]],
      ["Canteen", [10, 5], [null, -5], [null, -50]],
    ]);
  });

  it("shows a process found in one case only as absent in the other", () => {
    const before = snapshot(1, 2023, [line(1, "Boilers", "Gas", 1, 100)]);
    const after = snapshot(2, 2024, [line(2, "Furnace", "Coke", 1, 40)]);
    const rows = dimensionRows([before, after], 0, "process");
    expect(rows.map((r) => [r.name, r.values, r.deltas, r.deltaPercents])).toEqual([
      ["Boilers", [100, null], [null, -100], [null, -100]],
      ["Furnace", [null, 40], [null, 40], [null, null]],
    ]);
  });
});

describe("base-year recalculation check", () => {
  // Base year 1,000 kg: boilers 600 kg (gas 6 t × 100), electricity 400 kg (1,000 kWh × 0.4).
  const base = () =>
    snapshot(
      1,
      2023,
      [line(1, "Boilers", "Gas", 6, 100), line(2, "Electricity", "Grid power", 1_000, 0.4)],
      { isBaseYear: true },
    );

  it("flags a change touching exactly the threshold, 5%, and not organic growth", () => {
    // 2024: gas up to 9 t (organic: +300 kg, not counted); a new process "Forklifts" of 50 kg:
    // 50 / 1,000 = 5% → flagged at a 5% threshold.
    const current = snapshot(2, 2024, [
      line(3, "Boilers", "Gas", 9, 100),
      line(4, "Electricity", "Grid power", 1_000, 0.4),
      line(5, "Forklifts", "Diesel", 0.5, 100),
    ]);
    const [check] = recalculationChecks([base(), current], 5)!;
    expect(check.baseYearKg).toBe(1_000);
    expect(check.affectedKg).toBe(50);
    expect(check.significancePercent).toBe(5);
    expect(check.flagged).toBe(true);
    expect(check.organicKg).toBe(300);
    expect(check.reasons.map((r) => [r.kind, r.subject, r.affectedKg])).toEqual([
      ["processAdded", "Forklifts", 50],
    ]);
  });

  it("does not flag a change below the threshold", () => {
    // Forklifts 49 kg: 4.9% < 5%.
    const current = snapshot(2, 2024, [
      line(3, "Boilers", "Gas", 6, 100),
      line(4, "Electricity", "Grid power", 1_000, 0.4),
      line(5, "Forklifts", "Diesel", 0.49, 100),
    ]);
    const [check] = recalculationChecks([base(), current], 5)!;
    expect(check.significancePercent).toBeCloseTo(4.9, 9);
    expect(check.flagged).toBe(false);
  });

  it("estimates a factor change as the base year's activity at the new factor", () => {
    // Grid factor 0.4 → 0.45 (another factor): 1,000 kWh × 0.05 = 50 kg = 5%.
    const current = snapshot(2, 2024, [
      line(3, "Boilers", "Gas", 6, 100),
      line(4, "Electricity", "Grid power", 2_000, 0.45, {
        factor: { id: 2, code: "G", name: "Grid 2024", source: "MEE", year: 2024, version: null },
      }),
    ]);
    const [check] = recalculationChecks([base(), current], 5)!;
    expect(check.reasons).toHaveLength(1);
    expect(check.reasons[0].kind).toBe("factorChanged");
    expect(check.reasons[0].affectedKg).toBeCloseTo(50, 9);
    expect(check.flagged).toBe(true);
    // The activity doubled: (2,000 - 1,000) × (0.4 + 0.45) / 2 = 425 kg of organic change.
    expect(check.organicKg).toBeCloseTo(425, 9);
  });

  it("re-weighs the base year's gases when the GWP set changes", () => {
    // 10 kg CH4 (fossil): AR5 28 → AR6 29.8, the base year moves by 10 × 1.8 = 18 kg.
    const methane = (id: number, gwp: number) =>
      line(id, "Digester", "Leak", 10, gwp, {
        method: "gas",
        unitId: 10,
        gases: [{ gas: "CH4_FOSSIL", massKg: 10, gwp, co2eKg: 10 * gwp }],
      });
    const before = snapshot(1, 2023, [methane(1, 28)], { isBaseYear: true, gwpSet: "AR5" });
    const after = snapshot(2, 2024, [methane(2, 29.8)]);
    const [check] = recalculationChecks([before, after], 5)!;
    expect(check.reasons.map((r) => r.kind)).toEqual(["gwpSet"]);
    expect(check.reasons[0].affectedKg).toBeCloseTo(18, 9);
  });

  it("counts a corporation without a base-year case as added and one left out as removed", () => {
    const other = snapshot(3, 2024, [line(7, "Boilers", "Gas", 1, 100)], {
      corporationId: 2,
      corporationName: "New plant",
    });
    const [check] = recalculationChecks([base(), other], 5)!;
    expect(check.reasons.map((r) => [r.kind, r.subject, r.affectedKg])).toEqual([
      ["corporationRemoved", "Plant", 1_000],
      ["corporationAdded", "New plant", 100],
    ]);
  });

  it("has nothing to check without a base-year case", () => {
    expect(recalculationChecks([snapshot(1, 2023, []), snapshot(2, 2024, [])], 5)).toBeNull();
  });
});

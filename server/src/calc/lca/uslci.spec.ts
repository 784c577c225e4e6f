import { existsSync } from "fs";
import path from "path";
import { readEcoSpold2, type EcoSpold2Import } from "./ecospold2";
import { buildMatrices, type MatrixSystem } from "./matrices";
import { gwp100MethodId } from "./methods";
import { calculate, type LcaResult } from "./results";
import type { AllocationMethod, ProcessSpec } from "./types";

interface Gwp {
  ar5: number;
  ar6: number;
  result: LcaResult;
}

function gwpOf(
  matrices: MatrixSystem,
  process: ProcessSpec,
  amount = 1,
  product = process.outputs[0].id,
): Gwp {
  const result = calculate(matrices, [{ product, amount, provider: process.id }]);
  const row = (id: string) => matrices.impacts.findIndex((i) => i.method === id);
  return {
    ar5: result.impacts[row(gwp100MethodId("AR5"))],
    ar6: result.impacts[row(gwp100MethodId("AR6"))],
    result,
  };
}

function processNamed(imported: EcoSpold2Import, name: string): ProcessSpec {
  const found = imported.system.processes.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${found.length} processes named "${name}"`);
  return found[0];
}

function inventoryOf(result: LcaResult, name: string, direction: "emission" | "resource"): number {
  let total = 0;
  result.system.flows.forEach((flow, i) => {
    if (flow.name === name && flow.direction === direction) total += result.inventory[i];
  });
  return total;
}

describe("EcoSpold2 fixture through the engine", () => {
  const FIXTURES = path.join(__dirname, "fixtures");

  async function electricity(allocation: AllocationMethod) {
    const imported = await readEcoSpold2(FIXTURES, { allocation });
    const matrices = buildMatrices(imported.system, { allocation });
    const process = processNamed(imported, "Electricity, at coal power plant");
    return { imported, matrices, ...gwpOf(matrices, process) };
  }

  it("solves the electricity-coal loop with the mine allocated by mass", async () => {
    const { ar5, ar6, matrices, result } = await electricity("physical");

    // By hand. Mine outputs 1 kg coal and 0.25 kg fines, so coal carries 1/1.25 = 0.8 of it.
    // Activities s for 1 kWh: coal s_c = 0.5 s_e; landfill s_l = 0.3 × 0.8 × s_c = 0.12 s_e;
    // electricity s_e = 1 + 0.2 × 0.8 × s_c + 0.05 s_l = 1 + 0.08 s_e + 0.006 s_e,
    // so s_e = 1 / 0.914.
    const se = 1 / 0.914;
    const sc = 0.5 * se;
    const sl = 0.12 * se;
    const co2 = 0.9 * se;
    const n2o = 1e-4 * se;
    const ch4Fossil = 0.01 * 0.8 * sc;
    const ch4Biogenic = 0.02 * sl; // 20 g per kg of spoil
    expect(inventoryOf(result, "Carbon dioxide, fossil", "emission")).toBeCloseTo(co2, 12);
    expect(inventoryOf(result, "Methane, biogenic", "emission")).toBeCloseTo(
      1000 * ch4Biogenic,
      10,
    );
    // GWP100 AR5: CO2 1, N2O 265, CH4 28 (fossil or not); AR6: N2O 273, fossil CH4 29.8,
    // non-fossil CH4 27.0 (REFERENCE-FACTORS.md). Biogenic CO2 counts zero.
    expect(ar5).toBeCloseTo(co2 + 265 * n2o + 28 * ch4Fossil + 28 * ch4Biogenic, 12);
    expect(ar6).toBeCloseTo(co2 + 273 * n2o + 29.8 * ch4Fossil + 27.0 * ch4Biogenic, 12);
    // The lubricant nobody makes: 0.001 kg per kWh, one cut-off.
    expect(matrices.cutoffs).toEqual([
      { process: "a1000000-0000-4000-8000-000000000001", product: "p-lubricant", amount: 0.001 },
    ]);
  });

  it("charges the mine's whole burden to coal when the fines are not allocated", async () => {
    const { ar5, ar6 } = await electricity("none");

    // By hand. The mine keeps 1 kg coal; fines leave as a cut-off. s_c = 0.5 s_e,
    // s_l = 0.3 s_c = 0.15 s_e, s_e = 1 + 0.2 s_c + 0.05 s_l = 1 + 0.1 s_e + 0.0075 s_e.
    const se = 1 / 0.8925;
    const perKwh = (n2o: number, ch4Fossil: number, ch4Biogenic: number) =>
      se * (0.9 + n2o * 1e-4 + ch4Fossil * 0.01 * 0.5 + ch4Biogenic * 0.02 * 0.15);
    expect(ar5).toBeCloseTo(perKwh(265, 28, 28), 12);
    expect(ar6).toBeCloseTo(perKwh(273, 29.8, 27.0), 12);
  });
});

// The published USLCI database lives outside the repository (see ../shared/data/README.md).
const SHARED_DATA = path.resolve(__dirname, "../../../../../shared/data");
const USLCI = path.join(SHARED_DATA, "uslci_fy18_q1_01_olca1_5_ecospold2.zip");
const haveUslci = existsSync(USLCI);
if (!haveUslci) {
  console.warn(`Skipping the USLCI tests: ${USLCI} is absent`);
}

// Skipped (with the warning above) only where ../shared/data, which is never committed, is absent.
(haveUslci ? describe : describe.skip)(
  `USLCI FY18 Q1 (EcoSpold2 export of openLCA 1.5)${haveUslci ? "" : " (skipped: ../shared/data is absent)"}`,
  () => {
    let byMass: EcoSpold2Import;
    let matrices: MatrixSystem;

    beforeAll(async () => {
      byMass = await readEcoSpold2(USLCI, { allocation: "physical" });
      matrices = buildMatrices(byMass.system, { allocation: "physical" });
    });

    it("imports every data set that delivers a product", async () => {
      const imported = await readEcoSpold2(USLCI, { allocation: "none" });
      const built = buildMatrices(imported.system, { allocation: "none" });

      // Counted over the zip's XML apart from this reader (a short script): 767 data sets
      // (../shared/data/README.md), of which 21 have no outputGroup 0 exchange; 744 distinct
      // reference products ("Diesel, at refinery" and "Harvesting, fresh fruit bunch, at farm"
      // have two providers each); 6,538 non-zero intermediate exchanges besides the reference
      // (inputs, wastes and by-products, which allocation "none" turns into inputs), 3,584 of
      // them of a reference product; 2,306 elementary flow ids with non-zero exchanges, 22 of
      // them used both as emission and resource.
      expect(imported.stats).toMatchObject({
        datasets: 767,
        processes: 746,
        products: 744,
        flows: 2306 + 22,
        inputs: 6538,
        linkedInputs: 3584,
        cutOffInputs: 6538 - 3584,
        cutOffProducts: 889,
        ambiguousProducts: 2,
      });
      expect(imported.skipped).toHaveLength(21);
      expect(built.n).toBe(746);
      expect(built.cutoffs).toHaveLength(6538 - 3584);
    });

    it("allocates by mass the multi-output processes whose outputs are all in mass units", () => {
      // Counted alike: 132 processes have by-products; in 61 of them every output is in kg.
      expect(byMass.stats.allocatedProcesses).toBe(61);
      expect(byMass.stats.expandedProcesses).toBe(132 - 61);
      expect(matrices.cutoffs).toHaveLength(byMass.stats.cutOffInputs);
    });

    it("computes a product with direct emissions only", () => {
      const process = processNamed(byMass, "Combustion, wet wood residue, AP-42");

      const { ar5, ar6, result } = gwpOf(matrices, process);

      // The data set has no technosphere input; per 1055.87 MJ it emits 0.0058967012 kg N2O and
      // 0.0095254404 kg biogenic CH4 (and HCl, organic substances: no GWP).
      expect(ar5).toBeCloseTo((265 * 0.0058967012 + 28 * 0.0095254404) / 1055.87, 14);
      expect(ar6).toBeCloseTo((273 * 0.0058967012 + 27.0 * 0.0095254404) / 1055.87, 14);
      expect(result.residual).toBeLessThan(1e-10);
    });

    it("computes a fuel whose supply carries biogenic carbon only", () => {
      const process = processNamed(
        byMass,
        "Hog fuel, pur., combusted in industrial boiler, at pulp and paper mill (EXCL.)",
      );

      const { ar5, ar6, result } = gwpOf(matrices, process);

      // Per kg burnt: 1.89E-4 kg CH4, 4.05E-7 kg CCl4 (CFC-10), 2.61E-6 kg CH2Cl2 (HCC-30) and
      // 1.83 kg biogenic CO2, plus 1 kg "Wood fuel, unspecified", whose data set takes 1.84 kg
      // "Carbon dioxide, in air" and emits no greenhouse gas. CCl4 AR5 1730 / AR6 2200, CH2Cl2
      // 9 / 11.2 (IPCC AR5 Table 8.A.1, AR6 Table 7.SM.7).
      expect(ar5).toBeCloseTo(28 * 1.89e-4 + 1730 * 4.05e-7 + 9 * 2.61e-6, 14);
      expect(ar6).toBeCloseTo(27.9 * 1.89e-4 + 2200 * 4.05e-7 + 11.2 * 2.61e-6, 14);
      expect(inventoryOf(result, "Carbon dioxide, biogenic", "emission")).toBeCloseTo(1.83, 12);
      expect(inventoryOf(result, "Carbon dioxide, in air", "resource")).toBeCloseTo(1.84, 12);
    });

    it("computes a production mix from its supplier", () => {
      const process = processNamed(byMass, "Iron and steel, production mix");

      const { ar5, ar6 } = gwpOf(matrices, process);

      // 1 kg of the mix takes 0.44 kg "Steel, billets, at plant" (and 0.56 kg of a cut-off).
      // Per kg of billets: 2.022 kg fossil CO2, 8.5334E-4 kg CH4, 2.0837E-6 kg N2O,
      // 1.4156E-8 kg CH2Cl2, 5.3141E-9 kg CCl4; its inputs are all cut-offs.
      const billets = (ch4: number, n2o: number, ch2cl2: number, ccl4: number) =>
        2.022 + ch4 * 8.5334e-4 + n2o * 2.0837e-6 + ch2cl2 * 1.4156e-8 + ccl4 * 5.3141e-9;
      expect(ar5).toBeCloseTo(0.44 * billets(28, 265, 9, 1730), 13);
      expect(ar6).toBeCloseTo(0.44 * billets(27.9, 273, 11.2, 2200), 13);
    });

    it("gives a grid mix its direct emissions plus those of every input it takes", () => {
      const grid = processNamed(byMass, "Electricity, at Grid, US, 2008");

      const { ar6, result } = gwpOf(matrices, grid);

      // The balance every LCA result obeys, checked with separate calculations of each
      // supplier: impact of 1 kWh = its own emissions + Σ input × supplier's impact per unit.
      const factors = byMass.system.methods[1].categories[0].factors;
      let expected = grid.elementary.reduce((sum, e) => sum + (factors[e.flow] ?? 0) * e.amount, 0);
      for (const input of grid.inputs) {
        const info = byMass.products.get(input.product)!;
        if (info.providers.length === 0) continue;
        const providerId = input.provider ?? info.providers[0];
        const provider = byMass.system.processes.find((p) => p.id === providerId)!;
        expected += input.amount * gwpOf(matrices, provider, 1, input.product).ar6;
      }
      expect(ar6).toBeGreaterThan(0);
      expect(ar6).toBeCloseTo(expected, 10);
      expect(result.residual).toBeLessThan(1e-10);
    });
  },
);

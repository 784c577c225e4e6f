import { buildMatrices } from "./matrices";
import { impactsCsv, inventoryCsv, sankeyCsv, treeCsv } from "./csv";
import {
  calculate,
  contributionTree,
  flowContributions,
  groupContributions,
  impactIndex,
  processContributions,
  sankey,
  upstream,
} from "./results";
import { powerCoalLoop, refinery } from "./test-systems";

// The power–coal loop for 10 kWh, by hand:
//   s1 − 0.2 s2 = 10, −0.5 s1 + s2 = 0  →  s1 = 100/9 kWh, s2 = 50/9 kg coal
//   CO2 = 1 × 100/9 + 0.1 × 50/9 = 105/9 kg; CH4 = 0.01 × 50/9 = 0.5/9 kg
//   GWP100 (AR6, CH4 29.8) = (105 + 14.9)/9 = 119.9/9 kg CO2e
// Intensities uᵀA = (1, 0.1 + 0.01 × 29.8 = 0.398):
//   u1 − 0.5 u2 = 1, −0.2 u1 + u2 = 0.398  →  u1 = 1.199/0.9, u2 = 0.398 + 0.2 u1
const s1 = 100 / 9;
const s2 = 50 / 9;
const total = 119.9 / 9;
const u1 = 1.199 / 0.9;
const u2 = 0.398 + 0.2 * u1;

describe("LCA results", () => {
  const system = buildMatrices(powerCoalLoop());
  const result = calculate(system, [{ product: "electricity", amount: 10 }]);
  const k = impactIndex(system, "gwp100");

  it("solves the loop: scaling, inventory and impact as worked by hand", () => {
    expect(result.scaling[0]).toBeCloseTo(s1, 12);
    expect(result.scaling[1]).toBeCloseTo(s2, 12);
    expect(result.inventory[0]).toBeCloseTo(105 / 9, 12);
    expect(result.inventory[1]).toBeCloseTo(0.5 / 9, 12);
    expect(result.impacts[k]).toBeCloseTo(total, 12);
  });

  it("splits the impact by process, by flow and by group", () => {
    const byProcess = processContributions(result, k);
    expect(byProcess.map((c) => c.name)).toEqual(["Power plant", "Coal mine"]);
    expect(byProcess[0].amount).toBeCloseTo(s1, 12);
    expect(byProcess[1].amount).toBeCloseTo(0.398 * s2, 12);
    expect(byProcess[0].share + byProcess[1].share).toBeCloseTo(1, 12);

    const byFlow = flowContributions(result, k);
    expect(byFlow[0]).toMatchObject({ name: "Carbon dioxide, fossil" });
    expect(byFlow[0].amount).toBeCloseTo(105 / 9, 12);
    expect(byFlow[1].amount).toBeCloseTo((29.8 * 0.5) / 9, 12);

    const byGroup = groupContributions(result, k);
    expect(byGroup.map((g) => g.group)).toEqual(["energy", "materials"]);
    expect(byGroup[1].amount).toBeCloseTo(0.398 * s2, 12);
  });

  it("reads upstream totals and Sankey links from the intensities", () => {
    const up = upstream(result, k);
    expect(up.intensity[0]).toBeCloseTo(u1, 12);
    expect(up.intensity[1]).toBeCloseTo(u2, 12);
    expect(up.upstream[1]).toBeCloseTo(u2 * s2, 12);
    const graph = sankey(result, up, 0.01);
    expect(graph.nodes).toHaveLength(2);
    const coalToPower = graph.links.find((l) => l.source === 1 && l.target === 0)!;
    expect(coalToPower.amount).toBeCloseTo(0.5 * s1, 12);
    expect(coalToPower.impact).toBeCloseTo(u2 * 0.5 * s1, 12);
    const powerToCoal = graph.links.find((l) => l.source === 0 && l.target === 1)!;
    expect(powerToCoal.impact).toBeCloseTo(u1 * 0.2 * s2, 12);
    // Each activity's upstream impact is its direct impact plus what its suppliers' links carry.
    expect(up.upstream[0]).toBeCloseTo(up.direct[0] + coalToPower.impact, 12);

    const csv = sankeyCsv(graph, (j) => system.activities[j].processName);
    expect(csv.split("\r\n")[0]).toBe("source,source_name,target,target_name,amount,impact,share");
    expect(csv).toContain("1,Coal mine,0,Power plant,");
  });

  it("unrolls the loop into a contribution tree until the cut-off", () => {
    const up = upstream(result, k);
    const [root] = contributionTree(result, up, { cutoff: 0.05 });
    expect(root.name).toBe("Power plant");
    expect(root.upstream).toBeCloseTo(total, 12);
    expect(root.direct).toBeCloseTo(10, 12); // 10 kWh × 1 kg CO2
    const [coal] = root.children;
    expect(coal.amount).toBeCloseTo(5, 12); // 10 kWh × 0.5 kg
    expect(coal.upstream).toBeCloseTo(5 * u2, 12);
    // Around the loop again: 5 kg coal × 0.2 kWh = 1 kWh, 1 kWh × u1 = 1.33 ≥ 5% of 13.3
    expect(coal.children[0].amount).toBeCloseTo(1, 12);
    // Each turn shrinks by 0.1, so the tree ends: 0.1 kWh × u1 = 0.133 is under 5 %.
    const rows = treeCsv([root]).trim().split("\r\n");
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(10);
  });

  it("writes the inventory and impacts as CSV", () => {
    expect(inventoryCsv(result).split("\r\n")[1]).toBe(
      `co2,"Carbon dioxide, fossil",air,emission,kg,${result.inventory[0]}`,
    );
    expect(impactsCsv(result)).toContain(
      `IPCC AR6 GWP100,gwp100,Climate change,kg CO2e,${result.impacts[0]}`,
    );
  });
});

describe("allocation of a multi-output refinery, 1 kg gasoline", () => {
  // Crude 0.5 kg CO2/kg; the refinery takes 4 kg crude and emits 3 kg CO2 for its two products.
  const gwp = (allocation: "physical" | "economic" | "none") => {
    const m = buildMatrices(refinery(allocation === "none"), { allocation });
    return calculate(m, [{ product: "gasoline", amount: 1 }]).impacts[0];
  };

  it("physical: 1/3 × (3 + 4 × 0.5) = 5/3 kg CO2e", () => {
    expect(gwp("physical")).toBeCloseTo(5 / 3, 12);
  });

  it("economic: 2/3 × (3 + 4 × 0.5) = 10/3 kg CO2e", () => {
    expect(gwp("economic")).toBeCloseTo(10 / 3, 12);
  });

  it("system expansion: 3 + 4 × 0.5 − 2 × 0.8 = 3.4 kg CO2e", () => {
    expect(gwp("none")).toBeCloseTo(3.4, 12);
  });
});

describe("systems that share a technosphere", () => {
  it("keep their own characterisation: the same A with another method gives its own contributions", () => {
    // Same loop, but CH4 counted at 0: the coal mine's direct impact is 0.1 × 50/9 alone.
    const ar6 = buildMatrices(powerCoalLoop());
    const co2Only = powerCoalLoop();
    co2Only.methods = [
      {
        id: "co2-only",
        name: "CO2 only",
        categories: [{ id: "gwp100", name: "CO2", unit: "kg", factors: { co2: 1 } }],
      },
    ];
    const other = buildMatrices(co2Only);
    expect(other.hash).toBe(ar6.hash);
    processContributions(calculate(ar6, [{ product: "electricity", amount: 10 }]), 0);
    const mine = processContributions(
      calculate(other, [{ product: "electricity", amount: 10 }]),
      0,
    );
    expect(mine.find((c) => c.name === "Coal mine")!.amount).toBeCloseTo(0.1 * s2, 12);
  });
});

import type { ResultLine } from "../calculation/calculation-run.entity";
import { buildFlowGraph, MAX_NAMED_SOURCES, sourceKind } from "./flow-graph";

let next = 1;
function line(patch: Partial<ResultLine> & { co2eKg: number }): ResultLine {
  const id = next++;
  return {
    id,
    runId: 1,
    activityLineId: id,
    processId: 1,
    processName: "Boilers",
    name: `Line ${id}`,
    scope: 1,
    isoCategory: 1,
    scope3Category: null,
    deducted: false,
    method: "factor",
    amount: 1,
    unitId: 11,
    amountInFactorUnit: 1,
    factorUnitId: 11,
    gases: [{ gas: "CO2", massKg: patch.co2eKg, gwp: 1, co2eKg: patch.co2eKg }],
    biogenicCo2Kg: 0,
    market: null,
    factor: {
      id: null,
      code: null,
      name: `Custom ${id}`,
      source: "test",
      year: null,
      version: null,
      region: null,
      gwpBasis: null,
      unitId: 11,
    },
    formula: "",
    month: null,
    ...patch,
  };
}

describe("the kind of a source", () => {
  it("reads a typed-in factor by scope, unit and scope 3 category", () => {
    const mwh = line({ co2eKg: 1, scope: 2, unitId: 31, factorUnitId: 31 });
    expect(sourceKind(mwh, undefined)).toBe("electricity");
    const steam = line({ co2eKg: 1, scope: 2, unitId: 11, factorUnitId: 11 });
    expect(sourceKind(steam, undefined)).toBe("steam");
    const freight = line({ co2eKg: 1, scope: 3, scope3Category: 4 });
    expect(sourceKind(freight, undefined)).toBe("transport");
    expect(sourceKind(line({ co2eKg: 1, method: "combustion" }), undefined)).toBe("fuel");
  });

  it("reads a library factor by its category", () => {
    const heat = line({ co2eKg: 1, scope: 2, factorUnitId: 41 });
    heat.factor.unitId = 41;
    expect(sourceKind(heat, { category: "heat", name: "热力", nameEn: "Heat" })).toBe("heat");
    expect(sourceKind(line({ co2eKg: 1 }), { category: "process", name: "", nameEn: "" })).toBe(
      "material",
    );
  });
});

describe("the flow graph", () => {
  it("keeps the largest named sources and groups the rest of a kind, the bands unchanged", () => {
    // Fuels of 1, 2, ... 14 kg: the 12 largest keep their names, 1 + 2 = 3 kg are grouped.
    const lines = Array.from({ length: MAX_NAMED_SOURCES + 2 }, (_, index) =>
      line({ co2eKg: index + 1, method: "combustion" }),
    );
    const graph = buildFlowGraph(lines, "location", new Map(), new Map());
    const grouped = graph.nodes.find((node) => node.key === "source:fuel:*")!;
    expect(grouped).toMatchObject({ grouped: 2, valueKg: 3 });
    expect(graph.nodes.filter((node) => node.type === "source")).toHaveLength(
      MAX_NAMED_SOURCES + 1,
    );
    // 1 + 2 + ... + 14 = 105 kg through the process and into scope 1.
    expect(graph.links.find((link) => link.to === "scope:1")).toMatchObject({
      valueKg: 105,
      lineCount: 14,
    });
  });

  it("draws no band for a net scope at or below zero", () => {
    const graph = buildFlowGraph(
      [line({ co2eKg: 10 }), line({ co2eKg: -15, deducted: true, processId: 2 })],
      "location",
      new Map(),
      new Map(),
    );
    expect(graph.links.find((link) => link.to === "kept")?.valueKg).toBe(15);
    expect(graph.links.some((link) => link.to === "emitted:1")).toBe(false);
    expect(graph.totals).toMatchObject({ grossKg: 10, keptKg: 15, netKg: -5 });
  });
});

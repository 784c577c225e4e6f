import { i18n } from "../../i18n";
import { flowChartData, nodeColour, nodeLabel, scopesWithDeductions, type Flow } from "./flow-view";
import { steelFlow } from "./carbon-flow.fixtures";

const flow = steelFlow().result.data.carbonFlow as unknown as Flow;

describe("the carbon flow's chart data", () => {
  it("draws each band in tonnes and places nodes in their columns", () => {
    const chart = flowChartData(flow, (node) => node.key);
    // 77,000 kg kept → 77 t.
    expect(chart.bands.find((band) => band.to === "kept")).toMatchObject({
      flow: 77,
      lineCount: 1,
    });
    expect(chart.columns).toMatchObject({
      "source:fuel:焦炭": 0,
      "process:1": 1,
      "scope:2": 2,
      kept: 3,
      "emitted:1": 3,
    });
  });

  it("names nodes in the reader's language and marks a scope with deductions as gross", async () => {
    await i18n.changeLanguage("en");
    const deducted = scopesWithDeductions(flow);
    expect([...deducted]).toEqual([1]);
    const label = (key: string) =>
      nodeLabel(
        flow.nodes.find((node) => node.key === key)!,
        {
          t: i18n.t,
          locale: "en",
          basis: "market",
          deducted,
        },
      );
    expect(label("source:fuel:焦炭")).toBe("Coke");
    expect(label("source:electricity")).toBe("Purchased electricity");
    // An English name left blank falls back to the Chinese one.
    expect(label("process:2")).toBe("外购电力");
    expect(label("scope:1")).toBe("Scope 1 before deductions");
    expect(label("scope:2")).toBe("Scope 2 (market-based)");
    expect(label("emitted:1")).toBe("Scope 1 emitted (net)");
  });

  it("colours sources by kind and ends by scope", () => {
    expect(nodeColour({ type: "source", sourceKind: "fuel", scope: null })).toBe("#c05621");
    expect(nodeColour({ type: "kept", sourceKind: null, scope: null })).toBe("#38a169");
    expect(nodeColour({ type: "emitted", sourceKind: null, scope: 3 })).toBe("#dd6b20");
  });
});

import { i18n } from "../../i18n";
import { chartModel, formatFigure, keyName, type ChartData } from "./display";

const en = i18n.getFixedT("en");
const zh = i18n.getFixedT("zh-CN");

// Two years of a company's inventory by scope, as the server answers them (kg CO2e).
const BY_YEAR: ChartData = {
  measure: "emissions",
  categories: [
    { key: "year:2023", name: "2023", scope: null },
    { key: "year:2024", name: "2024", scope: null },
  ],
  series: [
    { key: "scope:1", name: "", unit: null, values: [2_279, 8_051.1] },
    { key: "scope:2", name: "", unit: null, values: [10_000, null] },
  ],
  notes: [],
};

describe("the names of a chart's categories", () => {
  it("names scopes, ISO and scope 3 categories and gases in the reader's language", () => {
    expect(keyName("scope:2", "", en, "en")).toBe("Scope 2");
    expect(keyName("scope:2", "", zh, "zh-CN")).toBe("范围二");
    expect(keyName("iso:2", "", en, "en")).toBe("Category 2 Imported energy");
    expect(keyName("s3:6", "", en, "en")).toBe("Cat. 6 Business travel");
    expect(keyName("gas:CH4_FOSSIL", "", en, "en")).toBe("CH₄ (fossil)");
    expect(keyName("gas:HFC-134a", "", en, "en")).toBe("HFC-134a");
    expect(keyName("target", "", zh, "zh-CN")).toBe("目标路径");
  });

  it("keeps the data's own names of corporations, years and sources", () => {
    expect(keyName("c2", "Beta Kilns", en, "en")).toBe("Beta Kilns");
    expect(keyName("year:2024", "2024", en, "en")).toBe("2024");
    expect(keyName("source:1", "Purchased power · Alpha", en, "en")).toBe(
      "Purchased power · Alpha",
    );
  });
});

describe("the figures of a chart", () => {
  it("plots emissions in tonnes with gaps where nothing was calculated, stacked on request", () => {
    const model = chartModel({ chartType: "stackedBar", dataKind: "scope" }, BY_YEAR, en, "en");
    expect(model).toMatchObject({ type: "bar", stacked: true, horizontal: false });
    expect(model.labels).toEqual(["2023", "2024"]);
    expect(model.datasets.map((set) => set.label)).toEqual(["Scope 1", "Scope 2"]);
    // 2,279 kg = 2.279 t; 8,051.1 kg = 8.0511 t.
    expect(model.datasets[0].data).toEqual([2.279, 8.0511]);
    expect(model.datasets[1].data).toEqual([10, null]);
    expect(model.axis).toBe("Emissions (tCO₂e)");
  });

  it("draws a pie of the first series and leaves out what cannot be a slice", () => {
    const pie: ChartData = {
      measure: "emissions",
      categories: [
        { key: "source:1", name: "Boilers", scope: 1 },
        { key: "source:2", name: "Carbon kept in product", scope: 1 },
      ],
      series: [{ key: "value", name: "", unit: null, values: [4_500, -300] }],
      notes: [],
    };
    const model = chartModel({ chartType: "pie", dataKind: "topSources" }, pie, en, "en");
    expect(model.type).toBe("doughnut");
    expect(model.datasets[0].data).toEqual([4.5, 0]);
  });

  it("reads figures in tCO₂e or, for intensities, with four significant digits", () => {
    expect(formatFigure(13_279, "emissions", "en")).toBe("13.28");
    expect(formatFigure(1_234_567, "emissions", "en")).toBe("1,234.6");
    expect(formatFigure(0.0091373636, "intensity", "en")).toBe("0.009137");
    expect(formatFigure(null, "emissions", "en")).toBe("–");
  });
});

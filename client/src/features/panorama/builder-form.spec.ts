import { i18n } from "../../i18n";
import { builderSchema, definitionOf, initialValues, type BuilderValues } from "./builder-form";
import { fitToKind } from "./rules";

const t = i18n.getFixedT("en");
const base = (): BuilderValues => ({ ...initialValues(null, [2022, 2024]), name: "Target" });

describe("the chart builder's form", () => {
  it("starts a target from the earliest calculated year", () => {
    expect(base()).toMatchObject({ baseYear: "2022", targetYear: "2030", reductionPct: "30" });
  });

  it("sends only the settings the kind uses", () => {
    const values: BuilderValues = { ...base(), dataKind: "gas", scopes: [1], topN: "5" };
    expect(definitionOf(values)).toEqual({
      dataKind: "gas",
      grouping: "none",
      chartType: "pie",
      corporationIds: [],
      years: [],
      caseIds: [],
      scopes: [1, 2, 3],
      scope2Basis: "location",
    });
    const target = definitionOf({
      ...base(),
      dataKind: "target",
      grouping: "year",
      chartType: "line",
    });
    expect(target).toMatchObject({ baseYear: 2022, targetYear: 2030, reductionPct: 30 });
    expect(target).not.toHaveProperty("topN");
  });

  it("previews nothing while a target's years are not a path forward", () => {
    const values = { ...base(), dataKind: "target" as const, baseYear: "2030" };
    expect(definitionOf(values)).toBeNull();
    expect(() => builderSchema(t).validateSync(values)).toThrow(
      "The target year must come after the base year",
    );
  });

  it("asks for a name and at least one scope", () => {
    const errors = (() => {
      try {
        builderSchema(t).validateSync({ ...base(), name: " ", scopes: [] }, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { errors: string[] }).errors;
      }
    })();
    expect(errors).toEqual(["Give the chart a name", "Choose at least one scope"]);
  });

  it("keeps a grouping and chart type the kind allows, else takes the kind's first", () => {
    expect(fitToKind("scope", "year", "stackedBar")).toEqual({
      grouping: "year",
      chartType: "stackedBar",
    });
    // A pie cannot be grouped; an intensity is read along the years, as a line first.
    expect(fitToKind("scope", "year", "pie")).toEqual({ grouping: "year", chartType: "bar" });
    expect(fitToKind("intensityOutput", "none", "pie")).toEqual({
      grouping: "year",
      chartType: "line",
    });
  });
});

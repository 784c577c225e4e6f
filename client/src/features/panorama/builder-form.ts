// The chart builder's form: its values from a saved chart (or a new one's defaults), its rules,
// and the definition the server computes a preview from or saves. Pure, so the rules are tested
// without a browser.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type {
  Panorama_ChartFragment,
  PanoramaChartType,
  PanoramaDataKind,
  PanoramaGrouping,
  PanoramaPreviewInput,
  Scope2Basis,
  SourceLevel,
} from "../../__generated__/graphql";
import { SCOPED } from "./rules";

export interface BuilderValues {
  name: string;
  dataKind: PanoramaDataKind;
  grouping: PanoramaGrouping;
  chartType: PanoramaChartType;
  corporationIds: number[];
  years: number[];
  caseIds: number[];
  scopes: number[];
  scope2Basis: Scope2Basis;
  topN: string;
  sourceLevel: SourceLevel;
  baseYear: string;
  targetYear: string;
  reductionPct: string;
  addToHome: boolean;
}

/** A new chart starts as a scope mix; a target starts from the earliest year calculated. */
export function initialValues(
  chart: Panorama_ChartFragment | null,
  years: readonly number[],
): BuilderValues {
  const first = years.length > 0 ? Math.min(...years) : new Date().getFullYear() - 1;
  if (!chart) {
    return {
      name: "",
      dataKind: "scope",
      grouping: "none",
      chartType: "pie",
      corporationIds: [],
      years: [],
      caseIds: [],
      scopes: [1, 2, 3],
      scope2Basis: "location",
      topN: "10",
      sourceLevel: "process",
      baseYear: String(first),
      targetYear: "2030",
      reductionPct: "30",
      addToHome: true,
    };
  }
  const text = (value: number | null | undefined, fallback: string) =>
    value === null || value === undefined ? fallback : String(value);
  return {
    name: chart.name,
    dataKind: chart.dataKind,
    grouping: chart.grouping,
    chartType: chart.chartType,
    corporationIds: [...chart.corporationIds],
    years: [...chart.years],
    caseIds: [...chart.caseIds],
    scopes: [...chart.scopes],
    scope2Basis: chart.scope2Basis,
    topN: text(chart.topN, "10"),
    sourceLevel: chart.sourceLevel ?? "process",
    baseYear: text(chart.baseYear, String(first)),
    targetYear: text(chart.targetYear, "2030"),
    reductionPct: text(chart.reductionPct, "30"),
    addToHome: chart.onHome,
  };
}

const whole = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : NaN);

export function builderSchema(t: TFunction) {
  const year = yup.string().test("year", t("panorama.yearInvalid"), (value) => {
    const n = whole(value ?? "");
    return n >= 1990 && n <= 2100;
  });
  const forTarget = (schema: yup.StringSchema) =>
    yup.string().when("dataKind", {
      is: "target",
      then: () => schema,
    });
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t("panorama.nameRequired"))
      .max(60, t("panorama.nameTooLong")),
    scopes: yup.array().when("dataKind", {
      is: (kind: PanoramaDataKind) => SCOPED.has(kind),
      then: (schema) => schema.min(1, t("panorama.scopesRequired")),
    }),
    topN: yup.string().when("dataKind", {
      is: "topSources",
      then: (schema) =>
        schema.test("topN", t("panorama.topNInvalid"), (value) => {
          const n = whole(value ?? "");
          return n >= 1 && n <= 50;
        }),
    }),
    baseYear: forTarget(year),
    targetYear: forTarget(
      year.test("after", t("panorama.targetAfterBase"), (value, context) => {
        const base = whole(String((context.parent as BuilderValues).baseYear));
        return !Number.isFinite(base) || whole(value ?? "") > base;
      }),
    ),
    reductionPct: forTarget(
      yup.string().test("pct", t("panorama.reductionInvalid"), (value) => {
        const n = Number(value);
        return value !== undefined && value.trim() !== "" && n > 0 && n <= 100;
      }),
    ),
  });
}

/**
 * The definition to preview or save, with only the settings its kind uses; null while a setting
 * the kind needs cannot be read (a half-typed year).
 */
export function definitionOf(values: BuilderValues): PanoramaPreviewInput | null {
  const input: PanoramaPreviewInput = {
    dataKind: values.dataKind,
    grouping: values.grouping,
    chartType: values.chartType,
    corporationIds: values.corporationIds,
    years: values.years,
    caseIds: values.caseIds,
    scopes: SCOPED.has(values.dataKind) ? values.scopes : [1, 2, 3],
    scope2Basis: values.scope2Basis,
  };
  if (SCOPED.has(values.dataKind) && values.scopes.length === 0) return null;
  if (values.dataKind === "topSources") {
    const topN = whole(values.topN);
    if (!(topN >= 1 && topN <= 50)) return null;
    input.topN = topN;
    input.sourceLevel = values.sourceLevel;
  }
  if (values.dataKind === "target") {
    const baseYear = whole(values.baseYear);
    const targetYear = whole(values.targetYear);
    const reductionPct = Number(values.reductionPct);
    if (!(baseYear >= 1990 && baseYear <= 2100 && targetYear > baseYear && targetYear <= 2100)) {
      return null;
    }
    if (!(reductionPct > 0 && reductionPct <= 100)) return null;
    Object.assign(input, { baseYear, targetYear, reductionPct });
  }
  return input;
}

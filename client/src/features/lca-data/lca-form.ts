// The values, yup rules and inputs of the material and transport data forms. Numbers are typed
// as text and read here; the rules mirror the server's (server/src/modules/lca-data) so most
// mistakes show on their field before a call, and the server keeps the last word.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type {
  LcaData_MaterialFragment,
  LcaData_TransportFragment,
  MaterialDatumInput,
  TransportDatumInput,
  UncertaintyInput,
  DataQualityInput,
} from "../../__generated__/graphql";

export const PEDIGREE = [
  "reliability",
  "completeness",
  "temporal",
  "geographical",
  "technological",
] as const;
export type PedigreeKey = (typeof PEDIGREE)[number];

export const DISTRIBUTIONS = ["none", "lognormal", "normal", "triangular", "uniform"] as const;

/** The parameters each distribution takes, in the order the form shows them. */
export const PARAMETERS: Record<
  string,
  ReadonlyArray<"geometricSd" | "sd" | "min" | "mode" | "max">
> = {
  none: [],
  lognormal: ["geometricSd"],
  normal: ["sd"],
  triangular: ["min", "mode", "max"],
  uniform: ["min", "max"],
};

const UPSTREAM_ID = /^(\d{1,10}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export interface CommonValues {
  name: string;
  nameEn: string;
  source: string;
  referenceYear: string;
  region: string;
  reliability: string;
  completeness: string;
  temporal: string;
  geographical: string;
  technological: string;
  distribution: string;
  geometricSd: string;
  sd: string;
  min: string;
  mode: string;
  max: string;
}

export interface MaterialFormValues extends CommonValues {
  category: string;
  unitId: string;
  sourceKind: "own" | "upstream";
  upstreamDatabaseId: string;
  upstreamProcessId: string;
  gwp: string;
  indicators: string;
}

export interface TransportFormValues extends CommonValues {
  transportMode: string;
  factor: string;
  loadFactor: string;
  emptyReturn: string;
}

/** A typed number: empty is none, a comma as thousands separator is allowed, junk is NaN. */
export function readNumber(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim().replace(/,/g, "");
  if (trimmed === "") return null;
  return Number(trimmed);
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** "AP=0.004; ODP=1.2e-7" as indicator values; null when a part is not CODE=number. */
export function parseIndicators(value: string): Array<{ indicator: string; value: number }> | null {
  const parts = value
    .split(/[;；\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const result: Array<{ indicator: string; value: number }> = [];
  for (const part of parts) {
    const pieces = part.split("=").map((piece) => piece.trim());
    const number = readNumber(pieces[1]);
    if (pieces.length !== 2 || !pieces[0] || number === null || !Number.isFinite(number)) {
      return null;
    }
    result.push({ indicator: pieces[0], value: number });
  }
  return result;
}

export const formatIndicators = (list: ReadonlyArray<{ indicator: string; value: number }>) =>
  list.map((entry) => `${entry.indicator}=${entry.value}`).join("; ");

type Datum = LcaData_MaterialFragment | LcaData_TransportFragment;

function commonValues(datum: Datum | null): CommonValues {
  const quality = datum?.quality;
  const uncertainty = datum?.uncertainty;
  return {
    name: datum?.name ?? "",
    nameEn: datum && datum.nameEn !== datum.name ? datum.nameEn : "",
    source: datum?.source ?? "",
    referenceYear: text(datum?.referenceYear),
    region: datum?.region ?? "CN",
    reliability: text(quality?.reliability),
    completeness: text(quality?.completeness),
    temporal: text(quality?.temporal),
    geographical: text(quality?.geographical),
    technological: text(quality?.technological),
    distribution: uncertainty?.distribution ?? "none",
    geometricSd: text(uncertainty?.geometricSd),
    sd: text(uncertainty?.sd),
    min: text(uncertainty?.min),
    mode: text(uncertainty?.mode),
    max: text(uncertainty?.max),
  };
}

export function materialValues(datum: LcaData_MaterialFragment | null): MaterialFormValues {
  return {
    ...commonValues(datum),
    category: datum?.category ?? "metal",
    unitId: datum ? String(datum.unitId) : "11",
    sourceKind: datum?.sourceKind === "upstream" ? "upstream" : "own",
    upstreamDatabaseId: datum?.upstreamDatabaseId ?? "",
    upstreamProcessId: datum?.upstreamProcessId ?? "",
    gwp: text(datum?.gwp),
    indicators: datum ? formatIndicators(datum.indicators) : "",
  };
}

export function transportValues(datum: LcaData_TransportFragment | null): TransportFormValues {
  return {
    ...commonValues(datum),
    transportMode: datum?.mode ?? "road-16-32t",
    factor: text(datum?.factor),
    loadFactor: text(datum?.loadFactor),
    emptyReturn: text(datum?.emptyReturn ?? 0),
  };
}

// ---- rules ----

/** A text holding a number that passes `check`, or empty when not `required`. */
function numberText(
  t: TFunction,
  check: (value: number) => boolean,
  message: string,
  required = false,
) {
  return yup
    .string()
    .default("")
    .test("number", t("lcaData.number"), (value) => {
      const number = readNumber(value);
      return number === null ? !required : Number.isFinite(number);
    })
    .test("range", message, (value) => {
      const number = readNumber(value);
      return number === null || !Number.isFinite(number) || check(number);
    })
    .test("required", t("lcaData.required"), (value) => !required || readNumber(value) !== null);
}

const parameter = (name: "geometricSd" | "sd" | "min" | "mode" | "max") =>
  function (this: yup.TestContext, value: string | undefined) {
    const distribution = (this.parent as CommonValues).distribution ?? "none";
    return !PARAMETERS[distribution]?.includes(name) || readNumber(value) !== null;
  };

function commonRules(t: TFunction) {
  const anyScore = (parent: Record<string, string>) =>
    PEDIGREE.some((key) => (parent[key] ?? "").trim() !== "");
  const score = yup
    .string()
    .default("")
    .test("score", t("lcaData.score"), (value) => {
      const number = readNumber(value);
      return number === null || (Number.isInteger(number) && number >= 1 && number <= 5);
    })
    // One score given, all five are needed (the server takes the matrix whole).
    .test("required", t("lcaData.required"), function (value) {
      return !anyScore(this.parent as Record<string, string>) || (value ?? "").trim() !== "";
    });
  return {
    name: yup
      .string()
      .trim()
      .required(t("lcaData.required"))
      .max(200, t("lcaData.tooLong", { max: 200 })),
    nameEn: yup
      .string()
      .trim()
      .max(200, t("lcaData.tooLong", { max: 200 }))
      .default(""),
    source: yup
      .string()
      .trim()
      .required(t("lcaData.required"))
      .max(500, t("lcaData.tooLong", { max: 500 })),
    referenceYear: numberText(
      t,
      (year) => Number.isInteger(year) && year >= 1900 && year <= 2100,
      t("lcaData.yearRange"),
    ),
    region: yup.string().required(t("lcaData.required")),
    reliability: score,
    completeness: score,
    temporal: score,
    geographical: score,
    technological: score,
    distribution: yup
      .string()
      .oneOf([...DISTRIBUTIONS])
      .required(t("lcaData.required")),
    geometricSd: numberText(t, (value) => value > 1, t("lcaData.gsdAboveOne")).test(
      "needed",
      t("lcaData.required"),
      parameter("geometricSd"),
    ),
    sd: numberText(t, (value) => value > 0, t("lcaData.sdAboveZero")).test(
      "needed",
      t("lcaData.required"),
      parameter("sd"),
    ),
    min: numberText(t, () => true, "").test("needed", t("lcaData.required"), parameter("min")),
    mode: numberText(t, () => true, "")
      .test("needed", t("lcaData.required"), parameter("mode"))
      .test("order", t("lcaData.triangularOrder"), function (value) {
        const parent = this.parent as CommonValues;
        if (parent.distribution !== "triangular") return true;
        const [min, mode, max] = [
          readNumber(parent.min),
          readNumber(value),
          readNumber(parent.max),
        ];
        if (min === null || mode === null || max === null) return true;
        return min <= mode && mode <= max && min < max;
      }),
    max: numberText(t, () => true, "")
      .test("needed", t("lcaData.required"), parameter("max"))
      .test("order", t("lcaData.uniformOrder"), function (value) {
        const parent = this.parent as CommonValues;
        if (parent.distribution !== "uniform") return true;
        const [min, max] = [readNumber(parent.min), readNumber(value)];
        return min === null || max === null || min < max;
      }),
  };
}

export function materialSchema(t: TFunction, indicators: readonly string[]) {
  return yup.object({
    ...commonRules(t),
    category: yup.string().required(t("lcaData.required")),
    unitId: yup.string().required(t("lcaData.required")),
    sourceKind: yup.string().oneOf(["own", "upstream"]).required(),
    gwp: numberText(t, () => true, "").test("own", t("lcaData.gwpRequired"), function (value) {
      return (this.parent as MaterialFormValues).sourceKind !== "own" || readNumber(value) !== null;
    }),
    upstreamProcessId: yup
      .string()
      .trim()
      .default("")
      .test("needed", t("lcaData.processRequired"), function (value) {
        return (
          (this.parent as MaterialFormValues).sourceKind !== "upstream" || (value ?? "") !== ""
        );
      })
      .test("format", t("lcaData.upstreamIdFormat"), (value) => !value || UPSTREAM_ID.test(value)),
    upstreamDatabaseId: yup
      .string()
      .trim()
      .default("")
      .test("format", t("lcaData.upstreamIdFormat"), (value) => !value || UPSTREAM_ID.test(value)),
    indicators: yup
      .string()
      .default("")
      .test("indicators", "", function (value) {
        if ((this.parent as MaterialFormValues).sourceKind !== "own") return true;
        const parsed = parseIndicators(value ?? "");
        if (!parsed) return this.createError({ message: t("lcaData.indicatorsFormat") });
        const unknown = parsed.find((entry) => !indicators.includes(entry.indicator));
        return unknown
          ? this.createError({
              message: t("lcaData.indicatorUnknown", { code: unknown.indicator }),
            })
          : true;
      }),
  });
}

export function transportSchema(t: TFunction) {
  return yup.object({
    ...commonRules(t),
    transportMode: yup.string().required(t("lcaData.required")),
    factor: numberText(t, (value) => value >= 0 && value <= 1000, t("lcaData.zeroOrMore"), true),
    loadFactor: numberText(
      t,
      (value) => value > 0 && value <= 1,
      t("lcaData.loadFactorRange"),
      true,
    ),
    emptyReturn: numberText(t, (value) => value >= 0 && value <= 1, t("lcaData.shareRange"), true),
  });
}

// ---- inputs ----

function quality(values: CommonValues): DataQualityInput | null {
  if (PEDIGREE.every((key) => values[key].trim() === "")) return null;
  return Object.fromEntries(
    PEDIGREE.map((key) => [key, readNumber(values[key]) ?? 0]),
  ) as unknown as DataQualityInput;
}

function uncertainty(values: CommonValues): UncertaintyInput {
  const kept = PARAMETERS[values.distribution] ?? [];
  const value = (key: "geometricSd" | "sd" | "min" | "mode" | "max") =>
    kept.includes(key) ? readNumber(values[key]) : null;
  return {
    distribution: values.distribution,
    geometricSd: value("geometricSd"),
    sd: value("sd"),
    min: value("min"),
    mode: value("mode"),
    max: value("max"),
  };
}

function commonInput(values: CommonValues) {
  return {
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    source: values.source.trim(),
    referenceYear: readNumber(values.referenceYear),
    region: values.region,
    quality: quality(values),
    uncertainty: uncertainty(values),
  };
}

export function materialInput(values: MaterialFormValues, global: boolean): MaterialDatumInput {
  const own = values.sourceKind === "own";
  return {
    ...commonInput(values),
    category: values.category,
    unitId: Number(values.unitId),
    sourceKind: values.sourceKind,
    upstreamDatabaseId: own ? null : values.upstreamDatabaseId.trim() || null,
    upstreamProcessId: own ? null : values.upstreamProcessId.trim() || null,
    gwp: own ? readNumber(values.gwp) : null,
    indicators: own ? (parseIndicators(values.indicators) ?? []) : [],
    global,
  };
}

export function transportInput(values: TransportFormValues, global: boolean): TransportDatumInput {
  return {
    ...commonInput(values),
    mode: values.transportMode,
    factor: readNumber(values.factor) ?? 0,
    loadFactor: readNumber(values.loadFactor) ?? 0,
    emptyReturn: readNumber(values.emptyReturn) ?? 0,
    global,
  };
}

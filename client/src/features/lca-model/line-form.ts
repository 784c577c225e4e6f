// The values, yup rules and input of a model line's form. Numbers are typed as text and read
// here. The rules are the ones a line can be refused for on saving (server/src/modules/
// lca-product inputs): the blocking rules of a calculation (no source yet, quantity 0) are left
// to the problems list, so a half-known line can be kept and finished later; the unit is checked
// against the picked source's dimension, as the calculation converts it.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { LcaModel_LineFragment, LcaModelLineInput } from "../../__generated__/graphql";
import { PEDIGREE, readNumber, type PedigreeKey } from "../lca-data/lca-form";

export const SOURCE_KINDS = ["upstream", "material", "transport", "process", "supplier"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** A line's source as the picker found it: its name and, where known, its unit. */
export interface PickedSource {
  id: number;
  name: string;
  /** The source's unit symbol (a database product's, a datum's, a model's reference). */
  unit: string | null;
  /** The dimension of that unit (mass, energy...), null where the platform does not know it. */
  dimension: string | null;
}

export type LineFormValues = {
  stage: string;
  kind: string;
  name: string;
  amount: string;
  unitId: string;
  supplier: string;
  /** "" while no source is chosen. */
  sourceKind: string;
  source: PickedSource | null;
  supplierGwp: string;
  distanceKm: string;
  massPerUnit: string;
  pricePerUnit: string;
  primary: boolean;
  note: string;
} & Record<PedigreeKey, string>;

interface UnitLike {
  id: number;
  symbol: string;
  dimension: string;
}

/** The source kind a new line of a kind starts with. */
export function defaultSourceKind(kind: string): string {
  switch (kind) {
    case "material":
      return "material";
    case "transport":
      return "transport";
    case "process":
      return "process";
    case "coproduct":
      return "";
    default:
      return "upstream";
  }
}

/**
 * The dimension a line's unit must have: a transport leg's quantity is the mass carried (its
 * source, a transport datum, a database product or a supplier's footprint, is per t·km); a
 * database product, a datum or a process model fixes its own; a supplier's footprint is per any
 * unit the line states.
 */
export function requiredDimension(values: Pick<LineFormValues, "kind" | "sourceKind" | "source">) {
  if (values.kind === "transport") return "mass";
  if (values.sourceKind === "supplier" || !values.sourceKind) return null;
  return values.source?.dimension ?? null;
}

/** The source kinds a line of a kind may draw on: transport data only for transport legs. */
export function sourceKindsFor(kind: string): readonly SourceKind[] {
  if (kind === "transport") return ["transport", "upstream", "supplier"];
  return SOURCE_KINDS.filter((code) => code !== "transport");
}

/** The units a line may be stated in: of the required dimension when one is known. */
export function unitChoices<U extends UnitLike>(units: readonly U[], dimension: string | null) {
  return units.filter((unit) => !dimension || unit.dimension === dimension);
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The form of a line, or of a new one in a stage (kind material, no source yet). */
export function lineValues(
  line: LcaModel_LineFragment | null,
  stage: string,
  source: PickedSource | null = null,
): LineFormValues {
  const quality = line?.quality;
  return {
    stage: line?.stage ?? stage,
    kind: line?.kind ?? "material",
    name: line?.name ?? "",
    amount: text(line?.amount),
    unitId: text(line?.unitId),
    supplier: line?.supplier ?? "",
    sourceKind: line ? (line.sourceKind ?? "") : "material",
    source: line?.sourceId
      ? (source ?? { id: line.sourceId, name: "", unit: null, dimension: null })
      : null,
    supplierGwp: text(line?.supplierGwp),
    distanceKm: text(line?.distanceKm),
    massPerUnit: text(line?.massPerUnit),
    pricePerUnit: text(line?.pricePerUnit),
    primary: line?.primary ?? false,
    note: line?.note ?? "",
    reliability: text(quality?.reliability),
    completeness: text(quality?.completeness),
    temporal: text(quality?.temporal),
    geographical: text(quality?.geographical),
    technological: text(quality?.technological),
  };
}

const NEEDS_SOURCE_ID = new Set(["upstream", "material", "transport", "process"]);

export function lineSchema(t: TFunction, units: readonly UnitLike[]) {
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`lcaModel.line.${key}`, options);
  const number = (value: string | undefined) => readNumber(value);
  const finite = (value: string | undefined) => {
    const read = number(value);
    return read === null || Number.isFinite(read);
  };
  const nonNegative = (value: string | undefined) => {
    const read = number(value);
    return read === null || (Number.isFinite(read) && read >= 0);
  };
  const optionalNonNegative = yup
    .string()
    .test("number", k("notNumber"), finite)
    .test("nonNegative", k("negative"), nonNegative);
  const score = yup.string().test("all-or-none", k("qualityAllOrNone"), function (value) {
    const parent = this.parent as LineFormValues;
    const given = PEDIGREE.filter((key) => parent[key] !== "").length;
    return given === 0 || given === PEDIGREE.length || value !== "";
  });
  return yup.object({
    stage: yup.string().required(k("required")),
    kind: yup.string().required(k("required")),
    name: yup
      .string()
      .trim()
      .required(k("required"))
      .max(200, k("tooLong", { max: 200 })),
    amount: yup
      .string()
      .required(k("required"))
      .test("number", k("notNumber"), finite)
      .test("nonNegative", k("negative"), nonNegative),
    unitId: yup
      .string()
      .required(k("required"))
      .test("dimension", "", function (value) {
        const parent = this.parent as LineFormValues;
        const dimension = requiredDimension(parent);
        const unit = units.find((item) => String(item.id) === value);
        if (!dimension || !unit || unit.dimension === dimension) return true;
        const message =
          parent.kind === "transport"
            ? k("transportMass", { unit: unit.symbol })
            : k("unitMismatch", { unit: unit.symbol, expected: parent.source?.unit ?? dimension });
        return this.createError({ message });
      }),
    supplier: yup.string().max(200, k("tooLong", { max: 200 })),
    sourceKind: yup.string().test("kind", k("transportOnly"), function (value) {
      const parent = this.parent as LineFormValues;
      return !value || (sourceKindsFor(parent.kind) as readonly string[]).includes(value);
    }),
    source: yup
      .mixed<PickedSource>()
      .nullable()
      .test("picked", k("pickSource"), function (value) {
        const parent = this.parent as LineFormValues;
        return !NEEDS_SOURCE_ID.has(parent.sourceKind) || Boolean(value);
      }),
    supplierGwp: yup
      .string()
      .test("number", k("notNumber"), finite)
      .test("required", k("supplierGwpRequired"), function (value) {
        const parent = this.parent as LineFormValues;
        return parent.sourceKind !== "supplier" || (value ?? "").trim() !== "";
      }),
    distanceKm: optionalNonNegative.test("required", k("distanceRequired"), function (value) {
      const parent = this.parent as LineFormValues;
      if (parent.kind !== "transport") return true;
      const read = number(value);
      return read !== null && read > 0;
    }),
    massPerUnit: optionalNonNegative,
    pricePerUnit: optionalNonNegative,
    note: yup.string().max(500, k("tooLong", { max: 500 })),
    reliability: score,
    completeness: score,
    temporal: score,
    geographical: score,
    technological: score,
  });
}

const numberOrNull = (value: string) => {
  const read = readNumber(value);
  return read === null || !Number.isFinite(read) ? null : read;
};

/** The line as the API takes it: only the fields of its source kind and line kind. */
export function lineInput(values: LineFormValues): LcaModelLineInput {
  const kind = values.sourceKind || null;
  const rated = PEDIGREE.every((key) => values[key] !== "");
  return {
    stage: values.stage,
    kind: values.kind,
    name: values.name.trim(),
    amount: numberOrNull(values.amount) ?? 0,
    unitId: Number(values.unitId),
    supplier: values.supplier.trim(),
    sourceKind: kind,
    sourceId: kind && NEEDS_SOURCE_ID.has(kind) ? (values.source?.id ?? null) : null,
    supplierGwp: kind === "supplier" ? numberOrNull(values.supplierGwp) : null,
    distanceKm: values.kind === "transport" ? numberOrNull(values.distanceKm) : null,
    massPerUnit: values.kind === "coproduct" ? numberOrNull(values.massPerUnit) : null,
    pricePerUnit: values.kind === "coproduct" ? numberOrNull(values.pricePerUnit) : null,
    primary: values.primary,
    quality: rated
      ? {
          reliability: Number(values.reliability),
          completeness: Number(values.completeness),
          temporal: Number(values.temporal),
          geographical: Number(values.geographical),
          technological: Number(values.technological),
        }
      : null,
    note: values.note.trim(),
  };
}

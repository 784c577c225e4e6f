// The process model form: its values (numbers as typed, so a blank stays distinguishable from 0),
// the yup rules, and the ProcessModelInput they become. The rules are the server's
// (server/src/modules/process-model): a reference amount above 0, amounts of zero or more, an
// input's source, a by-product's or emission's name, an emission's compartment, and under
// physical or economic allocation the mass or price of every output once there are by-products.
// Unit conversion against the source and cycles between models are the server's to judge.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type {
  ProcessModelInput,
  ProcessModels_LineFragment,
  ProcessModels_ModelFragment,
} from "../../__generated__/graphql";

export type Direction = "input" | "output" | "emission";

export interface LineValues {
  direction: Direction;
  sourceKind: string;
  sourceId: string;
  name: string;
  compartment: string;
  amount: string;
  unitId: string;
  massPerUnit: string;
  pricePerUnit: string;
}

export interface ModelFormValues {
  code: string;
  name: string;
  nameEn: string;
  category: string;
  description: string;
  referenceProduct: string;
  referenceAmount: string;
  referenceUnitId: string;
  referenceMassPerUnit: string;
  referencePricePerUnit: string;
  allocation: string;
  template: boolean;
  lines: LineValues[];
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A typed number: null when blank, NaN when it is not a plain decimal. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : NaN;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function emptyLine(direction: Direction): LineValues {
  return {
    direction,
    sourceKind: direction === "input" ? "material" : "",
    sourceId: "",
    name: "",
    compartment: direction === "emission" ? "air" : "",
    amount: "0",
    unitId: "10",
    massPerUnit: "",
    pricePerUnit: "",
  };
}

export function modelValues(
  model: ProcessModels_ModelFragment | null,
  lines: readonly ProcessModels_LineFragment[] = [],
): ModelFormValues {
  return {
    code: model?.code ?? "",
    name: model?.name ?? "",
    nameEn: model && model.nameEn !== model.name ? model.nameEn : "",
    category: model?.category ?? "iron-steel",
    description: model?.description ?? "",
    referenceProduct: model?.referenceProduct ?? "",
    referenceAmount: model ? String(model.referenceAmount) : "1",
    referenceUnitId: String(model?.referenceUnitId ?? 11),
    referenceMassPerUnit: text(model?.referenceMassPerUnit),
    referencePricePerUnit: text(model?.referencePricePerUnit),
    allocation: model?.allocation ?? "physical",
    template: model?.template ?? false,
    lines: lines.map((line) => ({
      direction: line.direction as Direction,
      sourceKind: line.sourceKind ?? "",
      sourceId: text(line.sourceId),
      name: line.name,
      compartment: line.compartment ?? "",
      amount: String(line.amount),
      unitId: String(line.unitId),
      massPerUnit: text(line.massPerUnit),
      pricePerUnit: text(line.pricePerUnit),
    })),
  };
}

export function modelSchema(t: TFunction) {
  const label = (key: string) => t(`processModels.${key}`);
  const required = (key: string) => t("processModels.required", { field: label(key) });
  const number = (key: string, { optional = false, positive = false } = {}) =>
    yup.string().test("number", (value, context) => {
      const parsed = parseDecimal(value ?? "");
      if (parsed === null) {
        return optional || context.createError({ message: required(key) });
      }
      if (Number.isNaN(parsed) || parsed < 0) {
        return context.createError({
          message: t("processModels.notNegative", { field: label(key) }),
        });
      }
      if (positive && parsed <= 0) {
        return context.createError({
          message: t("processModels.positive", { field: label(key) }),
        });
      }
      return true;
    });
  const line = yup.object({
    direction: yup.string().required(),
    sourceKind: yup.string(),
    sourceId: yup.string().when("direction", {
      is: "input",
      then: (schema) =>
        schema.test("id", t("processModels.wholeId", { field: label("sourceId") }), (value) =>
          /^[1-9]\d*$/.test((value ?? "").trim()),
        ),
    }),
    name: yup.string().when("direction", {
      is: (direction: string) => direction !== "input",
      then: (schema) => schema.trim().required(required("lineName")).max(200),
    }),
    compartment: yup.string().when("direction", {
      is: "emission",
      then: (schema) => schema.required(required("compartment")),
    }),
    amount: number("amount"),
    unitId: yup.string().required(required("unit")),
    massPerUnit: number("massPerUnit", { optional: true }),
    pricePerUnit: number("pricePerUnit", { optional: true }),
  });
  return yup
    .object({
      code: yup.string().trim().required(required("code")).max(40),
      name: yup.string().trim().required(required("name")).max(200),
      nameEn: yup.string().max(200),
      category: yup.string().required(required("category")),
      referenceProduct: yup.string().trim().required(required("referenceProduct")).max(200),
      referenceAmount: number("referenceAmount", { positive: true }),
      referenceUnitId: yup.string().required(required("referenceUnit")),
      referenceMassPerUnit: number("massPerUnit", { optional: true }),
      referencePricePerUnit: number("pricePerUnit", { optional: true }),
      allocation: yup.string().required(required("allocation")),
      lines: yup.array(line).max(200),
    })
    .test("allocation", (values, context) => {
      const outputs = (values.lines ?? [])
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => line.direction === "output");
      if (outputs.length === 0 || values.allocation === "expansion") return true;
      const physical = values.allocation === "physical";
      const property = physical ? "massPerUnit" : "pricePerUnit";
      const message = t(physical ? "processModels.needsMass" : "processModels.needsPrice");
      const reference = physical ? values.referenceMassPerUnit : values.referencePricePerUnit;
      if (parseDecimal(reference ?? "") === null) {
        return context.createError({
          path: physical ? "referenceMassPerUnit" : "referencePricePerUnit",
          message,
        });
      }
      const missing = outputs.find(({ line }) => parseDecimal(line[property] ?? "") === null);
      return missing
        ? context.createError({ path: `lines.${missing.index}.${property}`, message })
        : true;
    });
}

const numberOrNull = (value: string) => parseDecimal(value);

export function modelInput(values: ModelFormValues, global: boolean): ProcessModelInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    category: values.category,
    description: values.description.trim() || null,
    referenceProduct: values.referenceProduct.trim(),
    referenceAmount: Number(values.referenceAmount),
    referenceUnitId: Number(values.referenceUnitId),
    referenceMassPerUnit: numberOrNull(values.referenceMassPerUnit),
    referencePricePerUnit: numberOrNull(values.referencePricePerUnit),
    allocation: values.allocation,
    template: values.template,
    global,
    lines: values.lines.map((line) => ({
      direction: line.direction,
      sourceKind: line.direction === "input" ? line.sourceKind : null,
      sourceId: line.direction === "input" ? Number(line.sourceId) : null,
      name: line.direction === "input" ? null : line.name.trim(),
      compartment: line.direction === "emission" ? line.compartment : null,
      amount: Number(line.amount),
      unitId: Number(line.unitId),
      massPerUnit: line.direction === "output" ? numberOrNull(line.massPerUnit) : null,
      pricePerUnit: line.direction === "output" ? numberOrNull(line.pricePerUnit) : null,
    })),
  };
}

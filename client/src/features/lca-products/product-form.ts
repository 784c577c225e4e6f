// The values, yup rules and input of the new-product forms: the full form of /eclca/brandnew and
// the quick one of /lca/add share them. Numbers are typed as text and read here; the rules mirror
// the server's (server/src/modules/lca-product) so a mistake shows on its field before the call,
// and the server keeps the last word.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { CreateLcaProductInput } from "../../__generated__/graphql";

export interface ProductFormValues {
  name: string;
  specification: string;
  categoryId: string;
  description: string;
  unitKind: "declared" | "functional";
  unitDescription: string;
  declaredAmount: string;
  declaredUnitId: string;
  boundary: string;
  standard: string;
  referenceYear: string;
  geography: string;
  cutOffRule: string;
  allocation: string;
  massPerUnit: string;
  pricePerUnit: string;
  databaseId: string;
  method: string;
}

export const DEFAULT_STANDARD = "iso14067";
export const DEFAULT_METHOD = "ipcc-ar6-gwp100";
/** The method an EN 15804 study reports by (its core indicators, EF 3.1). */
export const EN15804_METHOD = "en15804-a2";

/** A new study: one declared unit, cradle to gate under ISO 14067, last year, in China. */
export function newProductValues(year = new Date().getFullYear() - 1): ProductFormValues {
  return {
    name: "",
    specification: "",
    categoryId: "",
    description: "",
    unitKind: "declared",
    unitDescription: "",
    declaredAmount: "1",
    declaredUnitId: "",
    boundary: "cradle-to-gate",
    standard: DEFAULT_STANDARD,
    referenceYear: String(year),
    geography: "CN",
    cutOffRule: "",
    allocation: "physical",
    massPerUnit: "",
    pricePerUnit: "",
    databaseId: "",
    method: DEFAULT_METHOD,
  };
}

/** A typed number: empty is none, a comma as thousands separator is allowed, junk is NaN. */
export function readNumber(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim().replace(/,/g, "");
  if (trimmed === "") return null;
  return Number(trimmed);
}

/** Whether the study needs a mass per declared unit: physical allocation on a unit not a mass. */
export const needsMass = (allocation: string, unitDimension: string | undefined): boolean =>
  allocation === "physical" && unitDimension !== undefined && unitDimension !== "mass";

export const needsPrice = (allocation: string): boolean => allocation === "economic";

const maxText = (t: TFunction, max: number) =>
  yup.string().default("").trim().max(max, t("lcaProducts.tooLong", { max }));

const optionalNumber = (t: TFunction, check: (value: number) => boolean, message: string) =>
  yup
    .string()
    .default("")
    .test("number", t("lcaProducts.notNumber"), (value) => {
      const number = readNumber(value);
      return number === null || Number.isFinite(number);
    })
    .test("range", message, (value) => {
      const number = readNumber(value);
      return number === null || !Number.isFinite(number) || check(number);
    });

/** The rules of the quick form: name, unit, standard and database. */
export function quickProductSchema(t: TFunction) {
  return yup.object({
    name: maxText(t, 200).required(t("lcaProducts.nameRequired")),
    declaredAmount: yup
      .string()
      .default("")
      .required(t("lcaProducts.amountRequired"))
      .test("number", t("lcaProducts.notNumber"), (value) =>
        Number.isFinite(readNumber(value) ?? NaN),
      )
      .test("positive", t("lcaProducts.amountPositive"), (value) => {
        const number = readNumber(value);
        return number === null || !Number.isFinite(number) || number > 0;
      }),
    declaredUnitId: yup.string().default("").required(t("lcaProducts.unitRequired")),
    standard: yup.string().default("").required(t("lcaProducts.standardRequired")),
  });
}

/** The rules of the full form: the quick form's and the study's. */
export function productSchema(t: TFunction) {
  return quickProductSchema(t).shape({
    specification: maxText(t, 200),
    description: maxText(t, 4000),
    unitDescription: maxText(t, 300),
    boundary: yup.string().default("").required(t("lcaProducts.boundaryRequired")),
    referenceYear: optionalNumber(
      t,
      (year) => Number.isInteger(year) && year >= 1900 && year <= 2100,
      t("lcaProducts.yearRange"),
    ),
    geography: yup.string().default("").required(t("lcaProducts.geographyRequired")),
    cutOffRule: maxText(t, 500),
    massPerUnit: optionalNumber(t, (value) => value > 0, t("lcaProducts.mustBePositive")),
    pricePerUnit: optionalNumber(t, (value) => value > 0, t("lcaProducts.mustBePositive")),
  });
}

const text = (value: string) => value.trim();
const id = (value: string) => (value ? Number(value) : null);

/**
 * The create input from the form. Empty optional fields are left out so the server applies its
 * defaults; the mass and price per unit are sent only where the allocation rule reads them.
 */
export function toCreateInput(
  values: ProductFormValues,
  unitDimension?: string,
): CreateLcaProductInput {
  const year = readNumber(values.referenceYear);
  const mass = readNumber(values.massPerUnit);
  const price = readNumber(values.pricePerUnit);
  return {
    name: text(values.name),
    declaredAmount: readNumber(values.declaredAmount) ?? 0,
    declaredUnitId: Number(values.declaredUnitId),
    boundary: values.boundary,
    standard: values.standard,
    specification: text(values.specification),
    categoryId: id(values.categoryId),
    description: text(values.description),
    unitKind: values.unitKind,
    unitDescription: text(values.unitDescription),
    referenceYear: year,
    geography: values.geography || undefined,
    cutOffRule: text(values.cutOffRule),
    allocation: values.allocation || undefined,
    massPerUnit: needsMass(values.allocation, unitDimension) ? mass : null,
    pricePerUnit: needsPrice(values.allocation) ? price : null,
    databaseId: id(values.databaseId),
    method: values.method || undefined,
  };
}

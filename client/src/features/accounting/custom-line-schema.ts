// The custom-factor line form (a factor the user enters: supplier data, a measured value): its
// values, its yup rules and the addCustomLine input. The rules mirror the server's
// (CustomFactorInput, AddCustomLineInput): a name, a factor name, at least one gas value in kg per
// factor unit, a source, and NCV, carbon content and oxidation together or not at all.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { AddCustomLineInput } from "../../__generated__/graphql";
import { parseAmount, type Unit } from "./line-edits";

export interface GasRow {
  gas: string;
  value: string;
}

export interface CustomLineValues {
  name: string;
  amount: string;
  unitId: string;
  factorName: string;
  factorUnitId: string;
  gases: GasRow[];
  source: string;
  ncv: string;
  carbonContent: string;
  oxidation: string;
  method: string;
  dataSourceType: string;
}

export const newCustomLine = (unitId: number): CustomLineValues => ({
  name: "",
  amount: "",
  unitId: String(unitId),
  factorName: "",
  factorUnitId: String(unitId),
  gases: [{ gas: "CO2", value: "" }],
  source: "",
  ncv: "",
  carbonContent: "",
  oxidation: "",
  method: "factor",
  dataSourceType: "3",
});

const readable = (value: string | undefined) => {
  const parsed = parseAmount(value ?? "");
  return parsed === null || Number.isFinite(parsed);
};
const nonNegative = (value: string | undefined) => {
  const parsed = parseAmount(value ?? "");
  return parsed === null || !Number.isFinite(parsed) || parsed >= 0;
};

const COMBUSTION = ["ncv", "carbonContent", "oxidation"] as const;

export const combustionGiven = (values: CustomLineValues): number =>
  COMBUSTION.filter((field) => values[field].trim() !== "").length;

export function customLineSchema(
  t: TFunction,
  units: readonly Unit[],
): yup.ObjectSchema<CustomLineValues> {
  const number = (required: boolean) => {
    const base = yup
      .string()
      .default("")
      .test("number", t("accounting.custom.numberInvalid"), readable)
      .test("nonNegative", t("accounting.custom.negative"), nonNegative);
    return required ? base.required(t("accounting.custom.valueRequired")) : base;
  };
  const combustionPart = number(false).test(
    "together",
    t("accounting.custom.combustionTogether"),
    function () {
      const given = combustionGiven(this.parent as CustomLineValues);
      return given === 0 || given === 3;
    },
  );
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t("accounting.custom.nameRequired"))
      .max(200, t("accounting.tooLong", { max: 200 })),
    amount: number(false),
    unitId: yup
      .string()
      .required()
      .test("dimension", t("accounting.custom.unitMismatch"), function (value) {
        const factorUnit = units.find(
          (unit) => String(unit.id) === (this.parent as CustomLineValues).factorUnitId,
        );
        const unit = units.find((item) => String(item.id) === value);
        return !unit || !factorUnit || unit.dimension === factorUnit.dimension;
      }),
    factorName: yup
      .string()
      .trim()
      .required(t("accounting.custom.factorNameRequired"))
      .max(200, t("accounting.tooLong", { max: 200 })),
    factorUnitId: yup.string().required(),
    gases: yup
      .array(
        yup.object({
          gas: yup.string().required(t("accounting.custom.gasRequired")),
          value: number(true),
        }),
      )
      .min(1, t("accounting.custom.gasesRequired"))
      .test("unique", t("accounting.custom.gasTwice"), (rows) => {
        const gases = (rows ?? []).map((row) => row.gas);
        return new Set(gases).size === gases.length;
      })
      .required(),
    source: yup
      .string()
      .trim()
      .required(t("accounting.custom.sourceRequired"))
      .max(1000, t("accounting.tooLong", { max: 1000 })),
    ncv: combustionPart,
    carbonContent: combustionPart,
    oxidation: combustionPart.test(
      "fraction",
      t("accounting.custom.oxidationFraction"),
      (value) => {
        const parsed = parseAmount(value ?? "");
        return parsed === null || !Number.isFinite(parsed) || parsed <= 1;
      },
    ),
    method: yup.string().oneOf(["factor", "combustion"]).required(),
    dataSourceType: yup.string().oneOf(["1", "2", "3"]).required(),
  });
}

const optionalNumber = (value: string): number | undefined => {
  const parsed = parseAmount(value);
  return parsed === null ? undefined : parsed;
};

export function toCustomLineInput(processId: number, values: CustomLineValues): AddCustomLineInput {
  const input: AddCustomLineInput = {
    processId,
    name: values.name.trim(),
    unitId: Number(values.unitId),
    // The combustion method needs the three parameters; without them the choice is not offered.
    method: combustionGiven(values) === 3 ? values.method : "factor",
    dataSourceType: Number(values.dataSourceType),
    factor: {
      name: values.factorName.trim(),
      unitId: Number(values.factorUnitId),
      gases: values.gases.map((row) => ({ gas: row.gas, value: parseAmount(row.value) ?? 0 })),
      source: values.source.trim(),
    },
  };
  const amount = optionalNumber(values.amount);
  if (amount !== undefined) input.amount = amount;
  if (combustionGiven(values) === 3) {
    input.factor.ncv = optionalNumber(values.ncv);
    input.factor.carbonContent = optionalNumber(values.carbonContent);
    input.factor.oxidation = optionalNumber(values.oxidation);
  }
  return input;
}

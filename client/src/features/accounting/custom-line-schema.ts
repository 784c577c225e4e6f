// The custom-factor forms (a factor the user enters: supplier data, a measured value): a new line
// with its factor (addCustomLine), and the factor alone, entered or corrected for an existing line
// or as a scope 2 line's market-based instrument (an unsaved edit, line-edits.ts). Their values,
// yup rules and what they send. The rules mirror the server's (CustomFactorInput,
// AddCustomLineInput): a name, a factor name, at least one gas value in kg per factor unit, a
// source, and NCV, carbon content and oxidation together or not at all, each as the engine reads
// it.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { AddCustomLineInput } from "../../__generated__/graphql";
import {
  COMBUSTION_PARAMETERS,
  customFactorInput,
  parameterReadable,
  parseAmount,
  type CombustionParameter,
  type CustomFactorValue,
  type Unit,
} from "./line-edits";
import { plainDecimal } from "../../lib/emissions";

export interface GasRow {
  gas: string;
  value: string;
}

/** The factor's fields, as typed. */
export interface CustomFactorValues {
  factorName: string;
  factorUnitId: string;
  gases: GasRow[];
  source: string;
  ncv: string;
  carbonContent: string;
  oxidation: string;
}

export interface CustomLineValues extends CustomFactorValues {
  name: string;
  amount: string;
  unitId: string;
  method: string;
  dataSourceType: string;
}

const text = (value: number | null): string => (value === null ? "" : plainDecimal(value));

/** The form's values for a factor: the one a line has, or a blank one in the line's unit. */
export function customFactorValues(
  factor: CustomFactorValue | null,
  unitId: number,
): CustomFactorValues {
  return {
    factorName: factor?.name ?? "",
    factorUnitId: String(factor?.unitId ?? unitId),
    gases: factor
      ? factor.gases.map((gas) => ({ gas: gas.gas, value: plainDecimal(gas.value) }))
      : [{ gas: "CO2", value: "" }],
    source: factor?.source ?? "",
    ncv: text(factor?.ncv ?? null),
    carbonContent: text(factor?.carbonContent ?? null),
    oxidation: text(factor?.oxidation ?? null),
  };
}

export const newCustomLine = (unitId: number): CustomLineValues => ({
  name: "",
  amount: "",
  unitId: String(unitId),
  ...customFactorValues(null, unitId),
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

export const combustionGiven = (values: CustomFactorValues): number =>
  COMBUSTION_PARAMETERS.filter((field) => values[field].trim() !== "").length;

const sameDimension = (units: readonly Unit[], a: string, b: string): boolean => {
  const first = units.find((unit) => String(unit.id) === a);
  const second = units.find((unit) => String(unit.id) === b);
  return !first || !second || first.dimension === second.dimension;
};

function numberRule(t: TFunction, required: boolean) {
  const base = yup
    .string()
    .default("")
    .test("number", t("accounting.custom.numberInvalid"), readable)
    .test("nonNegative", t("accounting.custom.negative"), nonNegative);
  return required ? base.required(t("accounting.custom.valueRequired")) : base;
}

/** The message for a combustion parameter the engine would refuse (line-edits.ts). */
export function parameterMessage(t: TFunction, parameter: CombustionParameter): string {
  return t(`accounting.combustion.${parameter}Invalid`);
}

/**
 * The rules of the factor's fields. `lineUnitId` (a line's unit, when the factor is for an
 * existing line) must convert to the factor's unit.
 */
function factorRules(t: TFunction, units: readonly Unit[], lineUnitId?: number) {
  const combustionPart = (parameter: CombustionParameter) =>
    numberRule(t, false)
      .test("together", t("accounting.custom.combustionTogether"), function () {
        const given = combustionGiven(this.parent as CustomFactorValues);
        return given === 0 || given === 3;
      })
      .test("engine", parameterMessage(t, parameter), (value) => {
        const parsed = parseAmount(value ?? "");
        return parsed === null || !Number.isFinite(parsed) || parameterReadable(parameter, parsed);
      });
  return {
    factorName: yup
      .string()
      .trim()
      .required(t("accounting.custom.factorNameRequired"))
      .max(200, t("accounting.tooLong", { max: 200 })),
    factorUnitId: yup
      .string()
      .required()
      .test(
        "dimension",
        t("accounting.custom.factorUnitMismatch"),
        (value) => lineUnitId === undefined || sameDimension(units, value, String(lineUnitId)),
      ),
    gases: yup
      .array(
        yup.object({
          gas: yup.string().required(t("accounting.custom.gasRequired")),
          value: numberRule(t, true),
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
    ncv: combustionPart("ncv"),
    carbonContent: combustionPart("carbonContent"),
    oxidation: combustionPart("oxidation"),
  };
}

/** The factor alone, for an existing line in the unit `lineUnitId`. */
export function customFactorSchema(
  t: TFunction,
  units: readonly Unit[],
  lineUnitId: number,
): yup.ObjectSchema<CustomFactorValues> {
  return yup.object(factorRules(t, units, lineUnitId));
}

export function customLineSchema(
  t: TFunction,
  units: readonly Unit[],
): yup.ObjectSchema<CustomLineValues> {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t("accounting.custom.nameRequired"))
      .max(200, t("accounting.tooLong", { max: 200 })),
    amount: numberRule(t, false),
    unitId: yup
      .string()
      .required()
      .test("dimension", t("accounting.custom.unitMismatch"), function (value) {
        return sameDimension(units, value, (this.parent as CustomLineValues).factorUnitId);
      }),
    ...factorRules(t, units),
    method: yup.string().oneOf(["factor", "combustion"]).required(),
    dataSourceType: yup.string().oneOf(["1", "2", "3"]).required(),
  });
}

const optionalNumber = (value: string): number | null => {
  const parsed = parseAmount(value);
  return parsed === null ? null : parsed;
};

/** The factor the form describes; the combustion parameters only when all three are given. */
export function toCustomFactor(values: CustomFactorValues): CustomFactorValue {
  const combustion = combustionGiven(values) === 3;
  return {
    name: values.factorName.trim(),
    unitId: Number(values.factorUnitId),
    gases: values.gases.map((row) => ({ gas: row.gas, value: parseAmount(row.value) ?? 0 })),
    source: values.source.trim(),
    ncv: combustion ? optionalNumber(values.ncv) : null,
    carbonContent: combustion ? optionalNumber(values.carbonContent) : null,
    oxidation: combustion ? optionalNumber(values.oxidation) : null,
  };
}

export function toCustomLineInput(
  caseId: number,
  processId: number,
  values: CustomLineValues,
): AddCustomLineInput {
  const input: AddCustomLineInput = {
    caseId,
    processId,
    name: values.name.trim(),
    unitId: Number(values.unitId),
    // The combustion method needs the three parameters; without them the choice is not offered.
    method: combustionGiven(values) === 3 ? values.method : "factor",
    dataSourceType: Number(values.dataSourceType),
    factor: customFactorInput(toCustomFactor(values)),
  };
  const amount = optionalNumber(values.amount);
  if (amount !== null) input.amount = amount;
  return input;
}

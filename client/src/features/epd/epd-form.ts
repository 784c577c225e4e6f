// The values, yup rules and input of the EPD report form (/epd/creatReport). Numbers are typed as
// text and read here; the rules mirror the server's (server/src/modules/epd: epd.inputs.ts and the
// service's checks) so a mistake shows on its field before the call, and the server keeps the
// last word: its refusals are put on the field they name, scenario rows included.
import type { ErrorLike } from "@apollo/client";
import { setIn, type FormikErrors } from "formik";
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { CreateEpdReportInput } from "../../__generated__/graphql";
import { callErrors, ErrorCode, errorAction } from "../../lib/errors";
import {
  inModuleOrder,
  isUseModule,
  MANDATORY_MODULES,
  readScenarios,
  type EpdScenario,
} from "./epd-codes";

export interface EpdFormValues {
  modules: string[];
  aggregateA1A3: boolean;
  scenarios: EpdScenario[];
  pcrName: string;
  pcrVersion: string;
  programOperator: string;
  referenceServiceLifeYears: string;
  validityYears: string;
  biogenicCarbonProduct: string;
  biogenicCarbonPackaging: string;
  notes: string;
}

/** The input's fields besides the release (create) or the report (update). */
export type EpdFieldsInput = Omit<CreateEpdReportInput, "reviewId">;

/** A new report: the mandatory modules declared, A1-A3 aggregated, valid five years. */
export function newEpdValues(): EpdFormValues {
  return {
    modules: [...MANDATORY_MODULES],
    aggregateA1A3: true,
    scenarios: [],
    pcrName: "",
    pcrVersion: "",
    programOperator: "",
    referenceServiceLifeYears: "",
    validityYears: "5",
    biogenicCarbonProduct: "",
    biogenicCarbonPackaging: "",
    notes: "",
  };
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The form of a saved report. */
export function epdValuesOf(report: {
  modules: string[];
  aggregateA1A3: boolean;
  scenarios: unknown;
  pcrName: string;
  pcrVersion: string;
  programOperator: string;
  referenceServiceLifeYears?: number | null;
  validityYears: number;
  biogenicCarbonProduct?: number | null;
  biogenicCarbonPackaging?: number | null;
  notes: string;
}): EpdFormValues {
  return {
    modules: inModuleOrder([...new Set([...MANDATORY_MODULES, ...report.modules])]),
    aggregateA1A3: report.aggregateA1A3,
    scenarios: readScenarios(report.scenarios),
    pcrName: report.pcrName,
    pcrVersion: report.pcrVersion,
    programOperator: report.programOperator,
    referenceServiceLifeYears: numberText(report.referenceServiceLifeYears),
    validityYears: String(report.validityYears),
    biogenicCarbonProduct: numberText(report.biogenicCarbonProduct),
    biogenicCarbonPackaging: numberText(report.biogenicCarbonPackaging),
    notes: report.notes,
  };
}

/** A typed number: empty is none, a comma as thousands separator is allowed, junk is NaN. */
export function readNumber(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim().replace(/,/g, "");
  if (trimmed === "") return null;
  return Number(trimmed);
}

/** The server's ceiling for any quantity (lib/input-rules MAX_QUANTITY). */
const MAX_QUANTITY = 1e12;

const maxText = (t: TFunction, max: number) =>
  yup.string().default("").trim().max(max, t("epd.form.tooLong", { max }));

/** An optional amount, zero or more. */
const nonNegative = (t: TFunction) =>
  yup
    .string()
    .default("")
    .test("number", t("epd.form.notNumber"), (value) => {
      const number = readNumber(value);
      return number === null || Number.isFinite(number);
    })
    .test("range", t("epd.form.nonNegative"), (value) => {
      const number = readNumber(value);
      return number === null || !Number.isFinite(number) || (number >= 0 && number <= MAX_QUANTITY);
    });

export function epdSchema(t: TFunction) {
  return yup.object({
    modules: yup
      .array(yup.string().required())
      .default([])
      .test("mandatory", (modules, context) => {
        const missing = MANDATORY_MODULES.find((code) => !(modules ?? []).includes(code));
        return missing
          ? context.createError({ message: t("epd.form.moduleMandatory", { module: missing }) })
          : true;
      }),
    scenarios: yup
      .array(
        yup.object({
          module: yup
            .string()
            .default("")
            .required(t("epd.form.scenarioModuleRequired"))
            .test("declared", (module, context) => {
              const root = context.from?.[context.from.length - 1]?.value as
                EpdFormValues | undefined;
              return !module || !root || root.modules.includes(module)
                ? true
                : context.createError({
                    message: t("epd.form.scenarioModuleNotDeclared", { module }),
                  });
            }),
          name: maxText(t, 200).required(t("epd.form.scenarioNameRequired")),
          description: maxText(t, 2000),
        }),
      )
      .default([])
      .max(40, t("epd.form.tooManyScenarios", { max: 40 })),
    pcrName: maxText(t, 300).required(t("epd.form.pcrNameRequired")),
    pcrVersion: maxText(t, 50),
    programOperator: maxText(t, 200).required(t("epd.form.programOperatorRequired")),
    referenceServiceLifeYears: nonNegative(t).when("modules", {
      is: (modules: string[] | undefined) => (modules ?? []).some(isUseModule),
      then: (rule) =>
        rule.test("needed", t("epd.form.serviceLifeNeeded"), (value) => {
          const number = readNumber(value);
          // The server takes 0 as "not stated", as it does an empty field.
          return number !== null && (!Number.isFinite(number) || number > 0);
        }),
    }),
    validityYears: yup
      .string()
      .default("5")
      .test("range", t("epd.form.validityRange"), (value) => {
        const number = readNumber(value);
        return number !== null && Number.isInteger(number) && number >= 1 && number <= 5;
      }),
    biogenicCarbonProduct: nonNegative(t),
    biogenicCarbonPackaging: nonNegative(t),
    notes: maxText(t, 4000),
  });
}

/** The input from the form: modules in EN 15804 order, empty optional numbers as null. */
export function toEpdInput(values: EpdFormValues): EpdFieldsInput {
  return {
    modules: inModuleOrder([...new Set([...MANDATORY_MODULES, ...values.modules])]),
    aggregateA1A3: values.aggregateA1A3,
    scenarios: values.scenarios.map((scenario) => ({
      module: scenario.module,
      name: scenario.name.trim(),
      description: scenario.description.trim(),
    })),
    pcrName: values.pcrName.trim(),
    pcrVersion: values.pcrVersion.trim(),
    programOperator: values.programOperator.trim(),
    referenceServiceLifeYears: readNumber(values.referenceServiceLifeYears),
    validityYears: readNumber(values.validityYears) ?? 5,
    biogenicCarbonProduct: readNumber(values.biogenicCarbonProduct),
    biogenicCarbonPackaging: readNumber(values.biogenicCarbonPackaging),
    notes: values.notes.trim(),
  };
}

/** "scenarios[2].module" and "scenarios.2.module" alike, as Formik's paths write it. */
const formPath = (field: string) => field.replace(/\[(\d+)\]/g, ".$1");

const TOP_FIELDS = new Set<string>([...Object.keys(newEpdValues()), "reviewId"]);

/**
 * A refused save split for the form: each BAD_USER_INPUT naming one of the form's fields (a
 * scenario row's too) goes on that field; everything else is a message to show.
 */
export function epdFormErrors(error: unknown): {
  fields: FormikErrors<EpdFormValues & { reviewId: string }>;
  other: string[];
} {
  let fields: FormikErrors<EpdFormValues & { reviewId: string }> = {};
  const other: string[] = [];
  for (const item of callErrors(error as ErrorLike)) {
    const path = item.field ? formPath(item.field) : null;
    if (item.code === ErrorCode.BadUserInput && path && TOP_FIELDS.has(path.split(".")[0])) {
      fields = setIn(fields, path, item.message) as typeof fields;
    } else if (errorAction(item).kind === "message") {
      // Ended sessions and refused permissions are the error link's business.
      other.push(item.message);
    }
  }
  return { fields, other };
}

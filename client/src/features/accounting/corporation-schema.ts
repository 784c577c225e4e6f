// The corporation form's values, its yup rules and the inputs they become. The rules mirror the
// server's (server/src/modules/accounting/accounting.inputs.ts and corporation.service.ts): a
// name, an optional 18-character credit code (the companies' rule), a 6-digit province code, and
// a position on the map of China given as both coordinates or neither; the credit code's check
// character (GB 32100-2015); the ownership % (0-100) and the two control flags of the company total.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type {
  CorporationEditPage_CorporationFragment,
  CorporationInput,
} from "../../__generated__/graphql";
import { CREDIT_CODE } from "../companies/company-schema";
import { hasValidCheckCharacter } from "../../lib/credit-code";
import { CHINA_BOUNDS, latitudeInChina, longitudeInChina } from "./position";

export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** Every field as the form holds it: text, with selects and coordinates as strings. */
export interface CorporationFormValues {
  name: string;
  creditCode: string;
  industryId: string;
  province: string;
  city: string;
  address: string;
  templateId: string;
  description: string;
  longitude: string;
  latitude: string;
  /** The company's ownership, % (0-100), as typed. */
  ownershipPercent: string;
  operationalControl: boolean;
  financialControl: boolean;
}

export const emptyCorporation: CorporationFormValues = {
  name: "",
  creditCode: "",
  industryId: "",
  province: "",
  city: "",
  address: "",
  templateId: "",
  description: "",
  longitude: "",
  latitude: "",
  ownershipPercent: "100",
  operationalControl: true,
  financialControl: true,
};

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);

export function corporationValues(
  corporation: CorporationEditPage_CorporationFragment,
): CorporationFormValues {
  return {
    name: corporation.name,
    creditCode: text(corporation.creditCode),
    industryId: text(corporation.industryId),
    province: text(corporation.province),
    city: text(corporation.city),
    address: text(corporation.address),
    templateId: text(corporation.templateId),
    description: text(corporation.description),
    longitude: text(corporation.longitude),
    latitude: text(corporation.latitude),
    ownershipPercent: text(corporation.ownershipPercent),
    operationalControl: corporation.operationalControl,
    financialControl: corporation.financialControl,
  };
}

/** A coordinate as typed: blank is none, otherwise a plain decimal number. */
export function parseCoordinate(value: string): number | null {
  const plain = value.trim();
  if (plain === "") return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : NaN;
}

function coordinate(
  t: TFunction,
  other: "longitude" | "latitude",
  inRange: (value: number) => boolean,
  rangeMessage: string,
) {
  return yup
    .string()
    .default("")
    .test("number", t("accounting.corporation.coordinateNumber"), (value) => {
      const parsed = parseCoordinate(value ?? "");
      return parsed === null || Number.isFinite(parsed);
    })
    .test("range", rangeMessage, (value) => {
      const parsed = parseCoordinate(value ?? "");
      return parsed === null || !Number.isFinite(parsed) || inRange(parsed);
    })
    .test("pair", t("accounting.corporation.coordinatePair"), function (value) {
      const mine = (value ?? "").trim();
      const theirs = String((this.parent as CorporationFormValues)[other] ?? "").trim();
      return mine !== "" || theirs === "";
    });
}

export function corporationSchema(t: TFunction): yup.ObjectSchema<CorporationFormValues> {
  const b = CHINA_BOUNDS;
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t("accounting.corporation.nameRequired"))
      .max(NAME_MAX_LENGTH, t("accounting.tooLong", { max: NAME_MAX_LENGTH })),
    creditCode: yup
      .string()
      .trim()
      .matches(CREDIT_CODE, {
        message: t("accounting.corporation.creditCodeInvalid"),
        excludeEmptyString: true,
      })
      .test(
        "check",
        t("accounting.corporation.creditCodeCheck"),
        (value) => !value || !CREDIT_CODE.test(value) || hasValidCheckCharacter(value),
      )
      .default(""),
    industryId: yup.string().default(""),
    province: yup.string().default(""),
    city: yup
      .string()
      .trim()
      .max(CITY_MAX_LENGTH, t("accounting.tooLong", { max: CITY_MAX_LENGTH }))
      .default(""),
    address: yup
      .string()
      .trim()
      .max(ADDRESS_MAX_LENGTH, t("accounting.tooLong", { max: ADDRESS_MAX_LENGTH }))
      .default(""),
    templateId: yup.string().default(""),
    description: yup
      .string()
      .trim()
      .max(DESCRIPTION_MAX_LENGTH, t("accounting.tooLong", { max: DESCRIPTION_MAX_LENGTH }))
      .default(""),
    ownershipPercent: yup
      .string()
      .trim()
      .required(t("accounting.corporation.ownershipRequired"))
      .test("percent", t("accounting.corporation.ownershipRange"), (value) => {
        const parsed = parseCoordinate(value ?? "");
        return parsed !== null && Number.isFinite(parsed) && parsed >= 0 && parsed <= 100;
      }),
    operationalControl: yup.boolean().default(true),
    financialControl: yup.boolean().default(true),
    longitude: coordinate(
      t,
      "latitude",
      longitudeInChina,
      t("accounting.corporation.longitudeRange", { min: b.minLongitude, max: b.maxLongitude }),
    ),
    latitude: coordinate(
      t,
      "longitude",
      latitudeInChina,
      t("accounting.corporation.latitudeRange", { min: b.minLatitude, max: b.maxLatitude }),
    ),
  });
}

const orNull = (value: string): string | null => value.trim() || null;
const idOrNull = (value: string): number | null => (value ? Number(value) : null);

/**
 * The input of a create or an update. Blank optional fields are sent as null, which clears them
 * on an update; a blank position is left out, since the server keeps a position it has.
 */
export function toCorporationInput(values: CorporationFormValues): CorporationInput {
  const longitude = parseCoordinate(values.longitude);
  const latitude = parseCoordinate(values.latitude);
  return {
    name: values.name.trim(),
    creditCode: orNull(values.creditCode),
    industryId: idOrNull(values.industryId),
    province: orNull(values.province),
    city: orNull(values.city),
    address: orNull(values.address),
    templateId: idOrNull(values.templateId),
    description: orNull(values.description),
    ownershipPercent: Number(values.ownershipPercent.trim()),
    operationalControl: values.operationalControl,
    financialControl: values.financialControl,
    ...(longitude !== null && latitude !== null ? { longitude, latitude } : {}),
  };
}

// The form of a transaction as data: its values (text as typed), what each kind asks for, the
// rules checked before sending (the server checks them all again, and the rest: balances,
// serials held, eligibility, caps) and the input the server takes.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { RecordCarbonAssetTransactionInput } from "../../__generated__/graphql";
import { hasSerials, INCOMING, serialCount, type Kind } from "./display";

export interface EvidenceItem {
  name: string;
  url: string;
  fileId?: string | null;
}

export interface TransactionValues {
  kind: Kind;
  corporationId: string;
  assetType: string;
  vintage: string;
  quantity: string;
  serialStart: string;
  serialEnd: string;
  date: string;
  price: string;
  counterparty: string;
  transferTo: "corporation" | "counterparty";
  toCorporationId: string;
  complianceYear: string;
  purpose: string;
  /** MWh claimed by activity line id, as typed. */
  claims: Record<string, string>;
  evidence: EvidenceItem[];
  note: string;
}

/** The holding a transaction is recorded on, when there is one. */
export interface HoldingRef {
  id: number;
  corporationId: number;
  assetType: string;
  vintage: number;
  /** The ranges held now: units going out start at the first by default. */
  serialBlocks?: ReadonlyArray<{ serialStart: string }>;
}

const today = () => new Date().toISOString().slice(0, 10);

export function initialValues(kind: Kind, holding: HoldingRef | null): TransactionValues {
  const type = holding?.assetType ?? "CEA";
  return {
    kind,
    corporationId: holding ? String(holding.corporationId) : "",
    assetType: type,
    vintage: holding ? String(holding.vintage) : String(new Date().getFullYear() - 1),
    quantity: "",
    serialStart: INCOMING.includes(kind) ? "" : (holding?.serialBlocks?.[0]?.serialStart ?? ""),
    serialEnd: "",
    date: today(),
    price: "",
    counterparty: "",
    transferTo: "corporation",
    toCorporationId: "",
    // A CEA counts for its own year first; others for last year's obligation.
    complianceYear: holding ? String(holding.vintage) : "",
    purpose: type === "GEC" || type === "IREC" ? "scope2" : "voluntary",
    claims: {},
    evidence: [],
    note: "",
  };
}

/** What a kind asks for. */
export const needsPrice = (kind: Kind) => kind === "purchase" || kind === "sale";
export const showsPrice = (kind: Kind) =>
  needsPrice(kind) || kind === "allocation" || kind.startsWith("transfer");
export const needsCounterparty = (kind: Kind) =>
  kind === "purchase" || kind === "sale" || kind === "transfer_in";
export const showsCounterparty = (kind: Kind) => needsCounterparty(kind) || kind === "allocation";

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const number = (value: string) => Number(value.replace(/,/g, ""));

/** The MWh claimed by line, read from what was typed (empty and zero left out). */
export function claimList(
  claims: Record<string, string>,
): Array<{ activityLineId: number; mwh: number }> {
  return Object.entries(claims)
    .map(([line, mwh]) => ({ activityLineId: Number(line), mwh: number(mwh) }))
    .filter((claim) => Number.isFinite(claim.mwh) && claim.mwh > 0);
}

export function transactionSchema(t: TFunction, newHolding: boolean) {
  const a = (key: string, options: Record<string, unknown> = {}) =>
    t(`carbonAssets.${key}`, options);
  const year = yup
    .string()
    .trim()
    .required(a("required"))
    .test(
      "year",
      a("yearInvalid"),
      (value) => WHOLE.test(value) && +value >= 2000 && +value <= 2100,
    );
  return yup.object({
    corporationId: newHolding ? yup.string().required(a("required")) : yup.string(),
    vintage: newHolding ? year : yup.string(),
    quantity: yup
      .string()
      .trim()
      .required(a("required"))
      .test(
        "whole",
        a("wholeUnits"),
        (value) => WHOLE.test(value.replace(/,/g, "")) && number(value) >= 1,
      )
      .test("serials", function check(value) {
        const { assetType, serialStart, serialEnd } = this.parent as TransactionValues;
        if (!hasSerials(assetType)) return true;
        const count = serialCount(serialStart ?? "", serialEnd ?? "");
        return count === null || count === number(value)
          ? true
          : this.createError({ message: a("quantityMismatch", { count }) });
      }),
    serialStart: yup.string().when("assetType", {
      is: hasSerials,
      then: (rule) => rule.trim().required(a("required")),
    }),
    serialEnd: yup.string().when("assetType", {
      is: hasSerials,
      then: (rule) => rule.trim().required(a("required")),
    }),
    date: yup.string().required(a("dateInvalid")),
    price: yup
      .string()
      .trim()
      .when("kind", {
        is: needsPrice,
        then: (rule) => rule.required(a("required")),
      })
      .test("price", a("priceInvalid"), (value) => !value || DECIMAL.test(value.replace(/,/g, ""))),
    counterparty: yup
      .string()
      .trim()
      .max(200)
      .test("counterparty", a("counterpartyRequired"), function check(value) {
        const { kind, transferTo } = this.parent as TransactionValues;
        const needed =
          needsCounterparty(kind) || (kind === "transfer_out" && transferTo === "counterparty");
        return !needed || Boolean(value);
      }),
    toCorporationId: yup.string().test("to", a("required"), function check(value) {
      const { kind, transferTo } = this.parent as TransactionValues;
      return kind !== "transfer_out" || transferTo !== "corporation" || Boolean(value);
    }),
    complianceYear: yup.string().when("kind", {
      is: "surrender",
      then: () => year,
    }),
    note: yup.string().max(2000),
  });
}

/** The input the server takes for the values of a form. */
export function toInput(
  values: TransactionValues,
  holding: HoldingRef | null,
): RecordCarbonAssetTransactionInput {
  const { kind } = values;
  const text = (value: string) => value.trim() || null;
  const scope2 = kind === "retirement" && values.purpose === "scope2";
  return {
    kind,
    ...(holding
      ? { holdingId: holding.id }
      : {
          corporationId: Number(values.corporationId),
          assetType: values.assetType,
          vintage: Number(values.vintage),
        }),
    quantity: number(values.quantity),
    serialStart: hasSerials(holding?.assetType ?? values.assetType)
      ? text(values.serialStart)
      : null,
    serialEnd: hasSerials(holding?.assetType ?? values.assetType) ? text(values.serialEnd) : null,
    date: values.date,
    price: values.price.trim() && showsPrice(kind) ? number(values.price) : null,
    counterparty:
      showsCounterparty(kind) || (kind === "transfer_out" && values.transferTo === "counterparty")
        ? text(values.counterparty)
        : null,
    toCorporationId:
      kind === "transfer_out" && values.transferTo === "corporation"
        ? Number(values.toCorporationId)
        : null,
    complianceYear: kind === "surrender" ? Number(values.complianceYear) : null,
    purpose: kind === "retirement" ? values.purpose : null,
    claims: scope2 ? claimList(values.claims) : null,
    evidence: values.evidence.map((item) =>
      item.fileId ? { name: item.name, fileId: item.fileId } : { name: item.name, url: item.url },
    ),
    note: text(values.note),
  };
}

/** The fields the form shows for its values: where the server's refusals can be read. */
export function shownFields(
  values: TransactionValues,
  holding: HoldingRef | null,
): Array<keyof TransactionValues> {
  const { kind } = values;
  const type = holding?.assetType ?? values.assetType;
  const fields: Array<keyof TransactionValues> = ["quantity", "date", "note"];
  if (!holding) fields.push("corporationId", "kind", "assetType", "vintage");
  if (hasSerials(type)) fields.push("serialStart", "serialEnd");
  if (showsPrice(kind)) fields.push("price");
  if (kind === "transfer_out") {
    fields.push(
      "transferTo",
      values.transferTo === "corporation" ? "toCorporationId" : "counterparty",
    );
  } else if (showsCounterparty(kind)) {
    fields.push("counterparty");
  }
  if (kind === "surrender") fields.push("complianceYear");
  if (kind === "retirement") fields.push("purpose");
  if (kind === "retirement" && values.purpose === "scope2") fields.push("claims");
  return fields;
}

/** Kinds a new holding may start with. */
export const kindsForNewHolding = INCOMING;

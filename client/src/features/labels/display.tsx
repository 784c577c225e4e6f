// How carbon labels read on screen: what a label claims (its JSON claim as the server froze it),
// the footprint per declared unit as the printed label shows it (three significant digits), the
// state as a coloured badge and names of the boundary and standard in the reader's language.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../lib/format";

export type LabelState = "valid" | "expired" | "revoked" | "pending";

interface Named {
  code: string;
  name: string;
  nameEn: string;
}

/** What a label claims (server: LabelClaim in footprint-report-document.ts). */
export interface LabelClaim {
  serial: string;
  code: string;
  verifyUrl: string;
  productName: string;
  specification: string;
  companyName: string;
  /** kg CO2e per declared unit */
  footprint: number;
  declaredUnit: { amount: number; unit: string; description: string };
  boundary: Named;
  standard: Named;
  gwpSet: string;
  verification: { organisation: string; verifier: string; date: string };
  validFrom: string;
  validUntil: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};

function named(value: unknown): Named {
  const item = record(value);
  return { code: text(item.code), name: text(item.name), nameEn: text(item.nameEn) };
}

/** The declared unit of a claim (JSON), with its parts typed. */
export function readDeclaredUnit(value: unknown): LabelClaim["declaredUnit"] {
  const unit = record(value);
  return {
    amount: typeof unit.amount === "number" ? unit.amount : 1,
    unit: text(unit.unit),
    description: text(unit.description),
  };
}

/** The verification of a claim (JSON), with its parts typed. */
export function readVerification(value: unknown): LabelClaim["verification"] {
  const verification = record(value);
  return {
    organisation: text(verification.organisation),
    verifier: text(verification.verifier),
    date: text(verification.date),
  };
}

/** A label's claim as the API answers it (JSON), with every part typed and defaulted. */
export function readClaim(value: unknown): LabelClaim {
  const claim = record(value);
  return {
    serial: text(claim.serial),
    code: text(claim.code),
    verifyUrl: text(claim.verifyUrl),
    productName: text(claim.productName),
    specification: text(claim.specification),
    companyName: text(claim.companyName),
    footprint: typeof claim.footprint === "number" ? claim.footprint : Number.NaN,
    declaredUnit: readDeclaredUnit(claim.declaredUnit),
    boundary: named(claim.boundary),
    standard: named(claim.standard),
    gwpSet: text(claim.gwpSet),
    verification: readVerification(claim.verification),
    validFrom: text(claim.validFrom),
    validUntil: text(claim.validUntil),
  };
}

/** A name of a fixed list in the reader's language (JSON { code, name, nameEn }). */
export function codeName(value: unknown, locale: Locale): string {
  const item = named(value);
  const name = locale === "zh-CN" ? item.name : item.nameEn || item.name;
  return name || item.code;
}

/**
 * A footprint as the printed label shows it: three significant digits (0.318, 12.4, 1,250),
 * exponent form below 0.001 (4.56E-4), grouped thousands. Readers compare the page with the
 * label in their hand, so both round the same way.
 */
export function formatFootprint(value: number): string {
  if (!Number.isFinite(value)) return "—";
  if (value === 0) return "0";
  const rounded = Number(value.toPrecision(3));
  if (Math.abs(rounded) < 1e-3 || Math.abs(rounded) >= 1e6) {
    const [mantissa, exponent] = value.toExponential(2).split("e");
    return `${mantissa}E${exponent.startsWith("-") ? exponent : `+${exponent.replace("+", "")}`}`;
  }
  const magnitude = Math.floor(Math.log10(Math.abs(rounded)));
  const fixed = rounded.toFixed(Math.max(0, 2 - magnitude));
  const [whole, fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** "1 kg", "1,000 kg", "0.5 m²": the declared unit a footprint is per. */
export function declaredUnitText(unit: { amount: number; unit: string }): string {
  const amount = new Intl.NumberFormat("en", { maximumFractionDigits: 6 }).format(unit.amount);
  return `${amount} ${unit.unit}`.trim();
}

/** "0.318 kg CO₂e / 1 kg" */
export function footprintText(footprint: number, unit: { amount: number; unit: string }): string {
  return `${formatFootprint(footprint)} kg CO₂e / ${declaredUnitText(unit)}`;
}

const STATE_PALETTE: Record<LabelState, string> = {
  valid: "green",
  expired: "gray",
  revoked: "red",
  pending: "blue",
};

export const isLabelState = (state: string): state is LabelState => state in STATE_PALETTE;

export function LabelStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={isLabelState(state) ? STATE_PALETTE[state] : "gray"} variant="subtle">
      {t(`labels.states.${state}`, { defaultValue: state })}
    </Badge>
  );
}

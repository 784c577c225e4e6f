// How the product library's lists show figures and states: numbers in the reader's locale, a
// product's declared unit, a study's audit status and a calculation's status as badges.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../lib/format";

/** An amount as typed (up to 6 decimals), grouped as the locale groups. */
export function formatAmount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
}

/**
 * A result total: whole numbers from 1,000, three decimals from 1, three significant digits
 * below (0.00123), so small impacts stay readable.
 */
export function formatTotal(value: number, locale: Locale): string {
  const magnitude = Math.abs(value);
  const options: Intl.NumberFormatOptions =
    magnitude >= 1000
      ? { maximumFractionDigits: 0 }
      : magnitude >= 1 || magnitude === 0
        ? { maximumFractionDigits: 3 }
        : { maximumSignificantDigits: 3 };
  return new Intl.NumberFormat(locale, options).format(value);
}

/** '18' is released (frozen); anything else is a draft or under review. */
export function AuditStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge colorPalette={status === "18" ? "green" : "gray"} variant="subtle">
      {label}
    </Badge>
  );
}

const CALCULATION_PALETTE: Record<string, string> = {
  queued: "gray",
  running: "blue",
  succeeded: "green",
  failed: "red",
  cancelled: "orange",
};

export function CalculationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={CALCULATION_PALETTE[status] ?? "gray"} variant="subtle">
      {t(`lcaProducts.calculationStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

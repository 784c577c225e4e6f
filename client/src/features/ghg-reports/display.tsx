// Small pieces of the report screens: the layouts, tonnes as the reports print them, the status
// badge, and a file size.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";

export const REPORT_LAYOUTS = ["iso14064", "gbt32150"] as const;

export const REPORT_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;

/** The permission codes of the screen (SPEC §3): rp lists and downloads, rp01 generates. */
export const REPORT_CODES = { list: "rp", generate: "rp01" } as const;

/** kg as tonnes with two decimals, grouped: 109255.2 → "109.26". */
export const tonnes = (kg: number | null | undefined): string =>
  kg === null || kg === undefined ? "" : formatMoney(kg / 1000);

/** 1536 → "1.5 KB", in the 1024-based units browsers show. */
export function fileSize(bytes: number | null | undefined): string {
  if (!bytes) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const PALETTE: Record<string, string> = {
  queued: "gray",
  running: "blue",
  succeeded: "green",
  failed: "red",
  cancelled: "orange",
};

export function ReportStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"} variant="subtle">
      {t(`jobs.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

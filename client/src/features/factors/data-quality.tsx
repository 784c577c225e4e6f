// A factor's data quality as every screen shows it: the library's note in the reader's language
// (kept apart from the citation, which names the publication only) and the proxy badge of a
// factor standing in for a fitting one that is not published, with the note as its tooltip.
import { Badge, Portal, Tooltip } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../lib/format";

export interface DataQuality {
  proxy?: boolean | null;
  dataQuality?: string | null;
  dataQualityEn?: string | null;
}

/** The note in the reader's language; the other language's when only that one is written. */
export function dataQualityNote(factor: DataQuality, locale: Locale): string | null {
  const [first, second] =
    locale === "en"
      ? [factor.dataQualityEn, factor.dataQuality]
      : [factor.dataQuality, factor.dataQualityEn];
  return first?.trim() || second?.trim() || null;
}

/** "Proxy factor" in orange, its tooltip the data-quality note; nothing for a fitting factor. */
export function ProxyBadge({ factor, locale }: { factor: DataQuality; locale: Locale }) {
  const { t } = useTranslation();
  if (!factor.proxy) return null;
  const note = dataQualityNote(factor, locale);
  const badge = (
    <Badge
      size="sm"
      colorPalette="orange"
      variant="subtle"
      tabIndex={note ? 0 : undefined}
      cursor={note ? "help" : undefined}
      flexShrink={0}
    >
      {t("accounting.factor.proxy")}
    </Badge>
  );
  if (!note) return badge;
  return (
    <Tooltip.Root openDelay={200} closeDelay={100} positioning={{ placement: "top" }}>
      <Tooltip.Trigger asChild>{badge}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="sm" fontSize="xs" lineHeight="short">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {note}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

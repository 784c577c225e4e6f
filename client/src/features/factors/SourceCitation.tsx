// A factor's source in a table cell: the citation cut to one line, opening a popover with the
// full citation, the version, the data-source type, the link to the publisher's page and, apart
// from the citation, the library's note on the figure's quality.
import { Button, Link, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuExternalLink } from "react-icons/lu";

export interface Citation {
  code: string;
  source: string;
  sourceUrl: string | null;
  version: string;
  /** The data-source type's name in the interface language. */
  dataSourceType: string;
  /** The data-quality note in the interface language, if the library has one. */
  dataQuality?: string | null;
}

export function SourceCitation({ citation }: { citation: Citation }) {
  const { t } = useTranslation();
  return (
    <Popover.Root positioning={{ placement: "bottom-start" }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant="plain"
          size="xs"
          paddingInline="0"
          height="auto"
          fontWeight="normal"
          color="fg"
          textDecoration="underline dotted"
          textUnderlineOffset="3px"
          maxWidth="9rem"
          aria-label={t("adminAccounting.factors.sourceOf", { code: citation.code })}
          title={citation.source}
        >
          <Text as="span" truncate>
            {citation.source}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                <Popover.Title fontWeight="semibold">
                  {t("adminAccounting.factors.source")}
                </Popover.Title>
                <Text whiteSpace="pre-wrap">{citation.source}</Text>
                {citation.version && (
                  <Text color="fg.muted">
                    {t("adminAccounting.factors.versionLabel", { version: citation.version })}
                  </Text>
                )}
                <Text color="fg.muted">
                  {t("adminAccounting.factors.dataSourceTypeLabel", {
                    type: citation.dataSourceType,
                  })}
                </Text>
                {citation.dataQuality && (
                  <Text>
                    {t("accounting.factor.dataQualityLabel", { note: citation.dataQuality })}
                  </Text>
                )}
                {citation.sourceUrl && (
                  <Link
                    href={citation.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    colorPalette="teal"
                    wordBreak="break-all"
                  >
                    {citation.sourceUrl}
                    <LuExternalLink aria-hidden />
                  </Link>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

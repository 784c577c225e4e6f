// How much of a run rests on proxy factors (figures standing in for fitting ones that are not
// published, such as a UK factor in a Chinese inventory), said under the headline so a reviewer
// sees it at once: the number of lines, their emissions and share of the total, and each line
// with its data-quality note, opening its trace.
import { Alert, Box, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CaseResults_TotalsFragment } from "../../__generated__/graphql";
import { formatShare, formatTonnes } from "../../lib/emissions";
import { dataQualityNote } from "../factors/data-quality";
import { factorName, FigureButton, useResults } from "./results-context";
import type { RunLines } from "./use-run-lines";

/** The lines of a run using a proxy factor and their emissions, deducted lines left out. */
export function proxyLines(lines: RunLines["lines"]) {
  const found = lines.filter((line) => line.factor.proxy);
  const kg = found.reduce((sum, line) => sum + (line.deducted ? 0 : line.co2eKg), 0);
  return { lines: found, kg };
}

export function ProxyNotice({
  totals,
  lines,
}: {
  totals: CaseResults_TotalsFragment;
  lines: RunLines;
}) {
  const { t } = useTranslation();
  const { locale, processName } = useResults();
  // Said once every line is in: a partial count would understate it.
  if (lines.loading || lines.failed) return null;
  const proxies = proxyLines(lines.lines);
  if (proxies.lines.length === 0) return null;
  return (
    <Alert.Root status="warning" alignItems="flex-start" data-testid="proxy-notice">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Description>
          {t("caseResults.lines.proxyCount", {
            count: proxies.lines.length,
            value: formatTonnes(proxies.kg, locale),
            share: formatShare(proxies.kg, totals.totalKg),
          })}
        </Alert.Description>
        <List.Root
          as="ul"
          marginTop="2"
          gap="1"
          fontSize="sm"
          aria-label={t("caseResults.lines.proxyLines")}
        >
          {proxies.lines.map((line) => (
            <List.Item key={line.lineNo} marginStart="4">
              <Text as="span" fontWeight="medium">
                {line.name}
              </Text>{" "}
              <Text as="span" color="fg.muted">
                ({processName(line.processId, line.processName)})
              </Text>{" "}
              <FigureButton
                kg={line.co2eKg}
                label={line.name}
                request={{ type: "line", lineNo: line.lineNo, name: line.name }}
              />{" "}
              {t("caseResults.tonnesCo2e")}
              <Text fontSize="xs" color="fg.muted">
                {[
                  line.factor.name === line.name ? null : factorName(line.factor, locale),
                  dataQualityNote(line.factor, locale),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Alert.Root>
  );
}

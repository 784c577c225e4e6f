// An estimate as the calculator shows it: the total, the share of each kind of activity, and
// every figure with the factor it took (value per gas, code, data year, a proxy flagged), the
// calculation written out, the grid choice for electricity, the source and its quality note.
import {
  Badge,
  Box,
  Card,
  HStack,
  Link,
  Progress,
  Stack,
  Stat,
  Table,
  Text,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuExternalLink } from "react-icons/lu";
import type { CalculatorEstimateQuery } from "../../__generated__/graphql";
import { useLocale } from "../../i18n";
import { formatQuantity, formatShare, formatTonnes } from "../../lib/emissions";
import { useReference } from "../reference/reference";

type Estimate = CalculatorEstimateQuery["calculatorEstimate"];
type Line = Estimate["lines"][number];

export function EstimateResults({
  estimate,
  keepAction,
}: {
  estimate: Estimate;
  keepAction: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
          <Card.Title as="h2" fontSize="md">
            {t("calculator.result")}
          </Card.Title>
          {keepAction}
        </HStack>
      </Card.Header>
      <Card.Body paddingTop="2">
        <Stack gap="4">
          <HStack gap="8" alignItems="flex-start" flexWrap="wrap">
            <Stat.Root maxWidth="16rem">
              <Stat.Label>{t("calculator.total")}</Stat.Label>
              <Stat.ValueText data-testid="calculator-total">
                {formatTonnes(estimate.totalKg, locale)}
                <Stat.ValueUnit>{t("calculator.unitT")}</Stat.ValueUnit>
              </Stat.ValueText>
              <Stat.HelpText>
                {formatQuantity(estimate.totalKg, 8)} {t("calculator.unitKg")} · {estimate.gwpSet}
              </Stat.HelpText>
            </Stat.Root>
            <Stack gap="2" flex="1" minWidth="18rem" aria-label={t("calculator.share")}>
              {estimate.byKind.map((kind) => (
                <Box key={kind.kind}>
                  <HStack justifyContent="space-between" fontSize="sm">
                    <Text>{t(`calculator.kinds.${kind.kind}`)}</Text>
                    <Text color="fg.muted">
                      {formatTonnes(kind.co2eKg, locale)} {t("calculator.unitT")} ·{" "}
                      {formatShare(kind.co2eKg, estimate.totalKg)}
                    </Text>
                  </HStack>
                  <Progress.Root
                    size="xs"
                    colorPalette="teal"
                    value={estimate.totalKg > 0 ? (kind.co2eKg / estimate.totalKg) * 100 : 0}
                  >
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Box>
              ))}
            </Stack>
          </HStack>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={t("calculator.result")}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="17%">{t("calculator.source")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" width="9%">
                    {t("calculator.unitKg")}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader width="38%">{t("calculator.factor")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("calculator.formula")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {estimate.lines.map((line, index) => (
                  <ResultRow key={index} line={line} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ResultRow({ line }: { line: Line }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reference = useReference();
  const { factor } = line;
  const zh = locale === "zh-CN";
  const quality = zh ? factor.dataQuality : factor.dataQualityEn || factor.dataQuality;
  return (
    <Table.Row verticalAlign="top">
      <Table.Cell>
        <Text fontWeight="medium">{line.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatQuantity(line.amount)} {reference.unitSymbol(line.unitId)}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {formatQuantity(line.co2eKg, 8)}
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="sm">{zh ? factor.name : factor.nameEn || factor.name}</Text>
        {factor.gases.map((gas) => (
          <Text key={gas.gas} fontSize="xs" fontVariantNumeric="tabular-nums">
            {t("calculator.perUnit", {
              value: formatQuantity(gas.value, 8),
              gas: reference.gasLabel(gas.gas),
              unit: reference.unitSymbol(factor.unitId),
            })}
          </Text>
        ))}
        <HStack gap="1" marginTop="1" flexWrap="wrap">
          <Badge size="xs" variant="outline">
            {factor.code}
          </Badge>
          <Badge size="xs" variant="subtle">
            {t("calculator.yearOfFactor", { year: factor.year })}
          </Badge>
          {factor.proxy && (
            <Badge size="xs" colorPalette="orange" title={t("calculator.proxyHelp")}>
              {t("calculator.proxy")}
            </Badge>
          )}
        </HStack>
        <Box marginTop="1">
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {factor.source}
          </Text>
          {factor.sourceUrl && (
            <Link
              href={factor.sourceUrl}
              target="_blank"
              rel="noreferrer noopener"
              fontSize="xs"
              color="teal.600"
            >
              {t("calculator.openSource")}
              <LuExternalLink aria-hidden />
            </Link>
          )}
          {quality && (
            <Text fontSize="xs" color="fg.muted" marginTop="1">
              {t("calculator.quality")}: {quality}
            </Text>
          )}
        </Box>
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="xs" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-word">
          {line.formula}
        </Text>
        {line.note && (
          <Text fontSize="xs" color="fg.muted" marginTop="1">
            {line.note}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

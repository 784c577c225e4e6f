// The headline card of a calculation: the headline indicator's total per declared unit, and what
// the figure rests on (model version, database, method, primary data, data quality, cut-offs).
import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { LcaResults_CalculationFragment } from "../../__generated__/graphql";
import { formatDateTime } from "../../lib/format";
import { formatImpact, formatNumber, formatPercent } from "./format";
import type { Labels } from "./use-labels";

/** The declared unit the calculation's model snapshot names ("1 t"), when it does. */
export function declaredUnitOf(model: unknown): { amount: number; unit: string } | null {
  if (!model || typeof model !== "object") return null;
  const product = (model as { product?: { declaredAmount?: unknown; declaredUnit?: unknown } })
    .product;
  if (!product || typeof product.declaredUnit !== "string") return null;
  const amount = typeof product.declaredAmount === "number" ? product.declaredAmount : 1;
  return { amount, unit: product.declaredUnit };
}

function Fact({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" role="group" aria-label={label}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {children}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

export function Headline({
  calculation,
  labels,
  actions,
}: {
  calculation: LcaResults_CalculationFragment;
  labels: Labels;
  actions?: ReactNode;
}) {
  const { k, locale, indicatorName, methodName } = labels;
  const result = calculation.result!;
  const indicator = result.indicators[result.headline];
  const declared = declaredUnitOf(calculation.model);
  const quality = result.dataQuality;
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Flex gap="4" justifyContent="space-between" alignItems="flex-start" flexWrap="wrap">
          <Stack gap="1" role="group" aria-label={k("headline.label")}>
            <Heading as="h3" size="sm">
              {k("title", { number: calculation.number })} · {indicatorName(indicator)}
            </Heading>
            <Flex alignItems="baseline" gap="2" flexWrap="wrap">
              <Text
                fontSize="3xl"
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                data-testid="lca-headline-total"
              >
                {formatImpact(indicator.total, locale)}
              </Text>
              <Text color="fg.muted">
                {declared
                  ? k("headline.perUnit", {
                      unit: indicator.unit,
                      amount: formatNumber(declared.amount, locale, 6),
                      declared: declared.unit,
                    })
                  : indicator.unit}
              </Text>
            </Flex>
            {calculation.finishedAt && (
              <Text fontSize="xs" color="fg.muted">
                {k("headline.calculatedAt", { date: formatDateTime(calculation.finishedAt) })}
              </Text>
            )}
          </Stack>
          {actions}
        </Flex>
        <Box borderTopWidth="1px" marginTop="3" paddingTop="3">
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            <Fact label={k("headline.version")}>
              {k("headline.versionValue", { version: calculation.version })}
            </Fact>
            <Fact label={k("headline.database")}>
              {calculation.databaseLabel || k("headline.noDatabase")}
            </Fact>
            <Fact label={k("headline.method")}>{methodName(calculation.method)}</Fact>
            <Fact label={k("headline.primaryShare")} hint={k("headline.primaryHint")}>
              {formatPercent(result.primaryShare, locale)}
            </Fact>
            <Fact
              label={k("headline.dataQuality")}
              hint={
                quality
                  ? k("headline.dataQualityHint", {
                      coverage: formatPercent(quality.coverage, locale),
                    })
                  : undefined
              }
            >
              {quality
                ? k("headline.dataQualityValue", {
                    rating: formatNumber(quality.rating, locale, 2),
                    level: k(`level.${quality.level}`, { defaultValue: quality.level }),
                  })
                : k("headline.notRated")}
            </Fact>
            <Fact label={k("headline.cutOff")} hint={k("headline.cutOffHint")}>
              {formatNumber(result.cutOffProducts, locale, 0)}
            </Fact>
          </SimpleGrid>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

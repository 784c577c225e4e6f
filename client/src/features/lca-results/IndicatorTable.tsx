// The totals of every indicator the calculation characterised: GWP100 (IPCC AR5 and AR6) and the
// 13 EN 15804+A2 core indicators, per declared unit, with their units.
import { Badge, Heading, Stack, Table } from "@chakra-ui/react";
import type { LcaResults_ResultFragment } from "../../__generated__/graphql";
import { formatImpact } from "./format";
import { indicatorCode, type Labels } from "./use-labels";

export function IndicatorTable({
  result,
  labels,
}: {
  result: LcaResults_ResultFragment;
  labels: Labels;
}) {
  const { k, locale, indicatorName } = labels;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {k("indicators.heading")}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={k("indicators.caption")}>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>{k("indicators.code")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("indicators.indicator")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{k("indicators.total")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("indicators.unit")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.indicators.map((indicator, index) => (
              <Table.Row key={`${indicator.method}/${indicator.category}`}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  {indicatorCode(indicator)}
                  {index === result.headline && (
                    <Badge size="sm" colorPalette="teal" marginStart="2">
                      {k("indicators.headline")}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{indicatorName(indicator)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatImpact(indicator.total, locale)}
                </Table.Cell>
                <Table.Cell>{indicator.unit}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

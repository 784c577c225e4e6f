// The EN 15804+A2 core indicators of one unit of an upstream product, with how much of its
// inventory the method characterises and the flows it misses, so an analyst sees what the
// figures leave out.
import { Alert, Box, Spinner, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useUpstreamProductIndicatorsQuery } from "../../__generated__/hooks";
import { formatAmount } from "./display";

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function IndicatorsPanel({ processId }: { processId: number }) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`upstreamDatabases.indicators.${key}`, options);
  const { data, error } = useUpstreamProductIndicatorsQuery({ variables: { processId } });
  const answer = data?.upstreamProductIndicators;
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{k("failed", { message: error.message })}</Alert.Description>
      </Alert.Root>
    );
  }
  if (!answer) return <Spinner size="sm" />;
  return (
    <Box>
      <Text fontSize="sm" marginBottom="2">
        {k("title", { unit: answer.unit })}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" marginBottom="2">
        <Table.Root size="sm" aria-label={k("caption")}>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>{k("indicator")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("category")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{k("value")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("unit")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {answer.indicators.map((indicator) => (
              <Table.Row key={indicator.code}>
                <Table.Cell fontWeight="medium">{indicator.code}</Table.Cell>
                <Table.Cell>{indicator.name}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(indicator.value)}</Table.Cell>
                <Table.Cell>{indicator.unit}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="xs" color="fg.muted">
        {k("coverage", {
          matched: answer.matched + answer.assumed,
          flows: answer.flows,
          share: percent(answer.coverage),
          mass: percent(answer.massCoverage),
          assumed: answer.assumed,
        })}
      </Text>
      {answer.unmatchedFlows.length > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {k("missing", {
            flows: answer.unmatchedFlows
              .slice(0, 5)
              .map((flow) => `${flow.name} (${formatAmount(flow.amount)} ${flow.unit})`)
              .join("; "),
          })}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {k("source", { citation: answer.citation })}
      </Text>
    </Box>
  );
}

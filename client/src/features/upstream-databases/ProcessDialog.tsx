// One upstream process: its reference product and output, the GWP100 of one unit of the product
// with its supply chain (AR5 and AR6), and every exchange with its amount, unit, provider and
// uncertainty.
import {
  Alert,
  Badge,
  Box,
  Button,
  Dialog,
  Portal,
  SimpleGrid,
  Spinner,
  Stat,
  Table,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useUpstreamProcessQuery, useUpstreamProductGwpQuery } from "../../__generated__/hooks";
import { describeUncertainty, formatAmount } from "./display";
import { IndicatorsPanel } from "./IndicatorsPanel";

export function ProcessDialog({
  processId,
  open,
  onClose,
}: {
  processId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`upstreamDatabases.process.${key}`, options);
  const skip = !open || processId === null;
  const process = useUpstreamProcessQuery({ variables: { id: processId ?? 0 }, skip });
  const gwp = useUpstreamProductGwpQuery({ variables: { processId: processId ?? 0 }, skip });
  const row = process.data?.upstreamProcess;
  const result = gwp.data?.upstreamProductGwp;

  return (
    <Dialog.Root
      open={open}
      size="xl"
      scrollBehavior="inside"
      onOpenChange={(d) => !d.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{row?.name ?? k("title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!row ? (
                <Spinner />
              ) : (
                <>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" fontSize="sm" marginBottom="4">
                    <Text>
                      {k("product")}: {row.productName}
                    </Text>
                    <Text>
                      {k("output")}: {formatAmount(row.outputAmount)} {row.productUnit}
                    </Text>
                    <Text>
                      {k("location")}: {row.location ?? k("none")}
                    </Text>
                  </SimpleGrid>
                  <Box borderWidth="1px" rounded="md" padding="3" marginBottom="4">
                    <Text fontSize="sm" marginBottom="2">
                      {k("gwp", { unit: row.productUnit, product: row.productName })}
                    </Text>
                    {gwp.error ? (
                      <Alert.Root status="error">
                        <Alert.Indicator />
                        <Alert.Description>
                          {k("gwpFailed", { message: gwp.error.message })}
                        </Alert.Description>
                      </Alert.Root>
                    ) : !result ? (
                      <Spinner size="sm" />
                    ) : (
                      <>
                        <SimpleGrid columns={2} gap="3">
                          <Stat.Root>
                            <Stat.Label>{k("ar6")}</Stat.Label>
                            <Stat.ValueText>
                              {formatAmount(result.ar6)}{" "}
                              <Stat.ValueUnit>{k("gwpUnit")}</Stat.ValueUnit>
                            </Stat.ValueText>
                          </Stat.Root>
                          <Stat.Root>
                            <Stat.Label>{k("ar5")}</Stat.Label>
                            <Stat.ValueText>
                              {formatAmount(result.ar5)}{" "}
                              <Stat.ValueUnit>{k("gwpUnit")}</Stat.ValueUnit>
                            </Stat.ValueText>
                          </Stat.Root>
                        </SimpleGrid>
                        {result.cutOffProducts > 0 && (
                          <Text fontSize="xs" color="fg.muted" marginTop="2">
                            {k("cutOffs", { count: result.cutOffProducts })}
                          </Text>
                        )}
                      </>
                    )}
                  </Box>
                  <Box borderWidth="1px" rounded="md" padding="3" marginBottom="4">
                    <IndicatorsPanel processId={row.id} />
                  </Box>
                  <Text fontWeight="semibold" marginBottom="2">
                    {k("exchanges")} ({row.exchanges.length})
                  </Text>
                  <Table.ScrollArea borderWidth="1px" rounded="md">
                    <Table.Root size="sm" aria-label={k("exchanges")}>
                      <Table.Header>
                        <Table.Row bg="gray.50">
                          <Table.ColumnHeader>{k("kind")}</Table.ColumnHeader>
                          <Table.ColumnHeader>{k("flow")}</Table.ColumnHeader>
                          <Table.ColumnHeader>{k("compartment")}</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">{k("amount")}</Table.ColumnHeader>
                          <Table.ColumnHeader>{k("provider")}</Table.ColumnHeader>
                          <Table.ColumnHeader>{k("uncertainty")}</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {row.exchanges.map((exchange, index) => (
                          <Table.Row key={`${exchange.flowCode}-${index}`}>
                            <Table.Cell>{k(`kinds.${exchange.kind}`)}</Table.Cell>
                            <Table.Cell>{exchange.flowName}</Table.Cell>
                            <Table.Cell>{exchange.compartment ?? ""}</Table.Cell>
                            <Table.Cell textAlign="end" whiteSpace="nowrap">
                              {formatAmount(exchange.amount)} {exchange.unit}
                            </Table.Cell>
                            <Table.Cell>
                              {exchange.cutOff ? (
                                <Badge colorPalette="orange">{k("cutOff")}</Badge>
                              ) : (
                                (exchange.providerName ?? "")
                              )}
                            </Table.Cell>
                            <Table.Cell>{describeUncertainty(exchange.uncertainty)}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("upstreamDatabases.close")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

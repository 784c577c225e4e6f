// The carbon mass balance of a run: the carbon entering in fuels and carbon-bearing materials,
// the carbon leaving in products, the difference as CO2 and how much of it the run counts
// (closure), or why the case has none.
import { Alert, Box, Card, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CarbonFlow_BalanceRowFragment } from "../../__generated__/graphql";
import { formatQuantity, formatTonnes } from "../../lib/emissions";
import { useLocale } from "../../i18n/use-locale";
import { useReference } from "../reference/reference";
import type { Flow } from "./flow-view";

type Balance = NonNullable<Flow["massBalance"]>;

function RowsTable({
  caption,
  rows,
  sign,
}: {
  caption: string;
  rows: readonly CarbonFlow_BalanceRowFragment[];
  sign: 1 | -1;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { unitSymbol } = useReference();
  return (
    <Box>
      <Heading as="h3" size="xs" marginBottom="1">
        {caption}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={caption}>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>{t("carbonFlow.balance.process")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("carbonFlow.balance.name")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t("carbonFlow.balance.amount")}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t("carbonFlow.balance.ruleColumn")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t("carbonFlow.balance.carbon")}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("carbonFlow.balance.co2")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.processName}|${row.name}|${row.unitId}|${row.rule}`}>
                <Table.Cell>
                  {locale === "zh-CN" ? row.processName : row.processNameEn || row.processName}
                </Table.Cell>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {formatQuantity(row.amount)} {unitSymbol(row.unitId)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {row.rule === "combustion"
                    ? t("carbonFlow.balance.ruleCombustion")
                    : t("carbonFlow.balance.ruleFactor")}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatTonnes(sign * row.carbonKg, locale)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatTonnes(row.co2Kg, locale)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

function Summary({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent =
    balance.closurePercent === null || balance.closurePercent === undefined
      ? null
      : `${balance.closurePercent.toFixed(1)}%`;
  const rows: Array<[string, string, string, boolean?]> = [
    [
      t("carbonFlow.balance.carbonIn"),
      formatTonnes(balance.carbonInKg, locale),
      t("carbonFlow.balance.tC"),
    ],
    [
      t("carbonFlow.balance.carbonOut"),
      formatTonnes(-balance.carbonOutKg, locale),
      t("carbonFlow.balance.tC"),
    ],
    [
      t("carbonFlow.balance.difference"),
      formatTonnes(balance.differenceKg, locale),
      t("carbonFlow.balance.tC"),
      true,
    ],
    [
      t("carbonFlow.balance.differenceCo2"),
      formatTonnes(balance.differenceCo2Kg, locale),
      t("carbonFlow.balance.tCo2"),
    ],
    [
      t("carbonFlow.balance.runCo2"),
      formatTonnes(balance.runCo2Kg, locale),
      t("carbonFlow.balance.tCo2"),
    ],
    [t("carbonFlow.balance.closure"), percent ?? "–", "", true],
    [
      t("carbonFlow.balance.unoxidised"),
      formatTonnes(balance.unoxidisedKg, locale),
      t("carbonFlow.balance.tC"),
    ],
    [
      t("carbonFlow.balance.unexplained"),
      formatTonnes(balance.unexplainedCo2Kg, locale),
      t("carbonFlow.balance.tCo2"),
    ],
  ];
  return (
    <Box>
      <Heading as="h3" size="xs" marginBottom="1">
        {t("carbonFlow.balance.summary")}
      </Heading>
      <Table.Root size="sm" aria-label={t("carbonFlow.balance.summary")} maxWidth="3xl">
        <Table.Body>
          {rows.map(([label, value, unit, bold]) => (
            <Table.Row key={label} fontWeight={bold ? "semibold" : undefined}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {value}
              </Table.Cell>
              <Table.Cell color="fg.muted" width="5rem">
                {unit}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" marginTop="2">
        {percent === null
          ? t("carbonFlow.balance.noClosure")
          : t("carbonFlow.balance.closureValue", { percent })}
      </Text>
    </Box>
  );
}

export function MassBalanceCard({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="sm">
          {t("carbonFlow.balance.heading")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t("carbonFlow.balance.intro")}
          </Text>
          {balance.applies ? (
            <>
              <RowsTable caption={t("carbonFlow.balance.inputs")} rows={balance.inputs} sign={1} />
              <RowsTable
                caption={t("carbonFlow.balance.outputs")}
                rows={balance.outputs}
                sign={-1}
              />
              <Summary balance={balance} />
            </>
          ) : (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t("carbonFlow.balance.notApplicable")}</Alert.Title>
                <Alert.Description>{t("carbonFlow.balance.notApplicableHint")}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Text fontSize="xs" color="fg.muted">
            {t("carbonFlow.balance.rule")}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

// /co2calculator: a quick estimate of a small footprint for any signed-in user. The settings
// (year, province, GWP set) and the activities are edited here; "Calculate" asks the server,
// which uses the factor library and the inventory engine (each use counts against the user's
// allowance per minute, so nothing is sent while typing). The estimate shows each figure's
// factor, calculation and source, and can be kept as a case (aa02 and aa01).
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  HStack,
  IconButton,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCalculator, LuPlus, LuTrash2 } from "react-icons/lu";
import {
  useCalculatorOptionsQuery,
  useLazyCalculatorEstimateQuery,
} from "../../__generated__/hooks";
import type { CalculatorEstimateInput, CalculatorEstimateQuery } from "../../__generated__/graphql";
import { useSession } from "../../app/session";
import { DecimalInput } from "../../components/ui/decimal-input";
import { PageHeader } from "../../components/ui/page-header";
import { useLocale } from "../../i18n";
import { ACCOUNTING_CODES } from "../accounting/paths";
import { useReference } from "../reference/reference";
import {
  KINDS,
  amountValid,
  estimateInput,
  inputKey,
  linesReady,
  newLine,
  parseAmount,
  withOption,
  yearChoices,
  type DraftLine,
  type Kind,
  type Settings,
} from "./calculator-lines";
import { CaseFromEstimateDialog } from "./CaseFromEstimateDialog";
import { EstimateResults } from "./EstimateResults";

type Estimate = CalculatorEstimateQuery["calculatorEstimate"];

/** Activity is usually estimated for the year just ended. */
const defaultYear = () => new Date().getFullYear() - 1;

export function CalculatorPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const reference = useReference();
  const { hasPermission } = useSession();
  const options = useCalculatorOptionsQuery({ fetchPolicy: "cache-first" });
  const offered = useMemo(() => options.data?.calculatorOptions ?? [], [options.data]);
  const [settings, setSettings] = useState<Settings>({
    year: defaultYear(),
    province: "",
    gwpSet: "AR6",
  });
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [shown, setShown] = useState<{ estimate: Estimate; input: CalculatorEstimateInput } | null>(
    null,
  );
  const [keeping, setKeeping] = useState(false);
  const [runEstimate, { loading }] = useLazyCalculatorEstimateQuery({ fetchPolicy: "no-cache" });

  const ready = linesReady(lines);
  const input = ready ? estimateInput(settings, lines) : null;
  const current = Boolean(shown && input && inputKey(shown.input) === inputKey(input));
  const mayKeep = hasPermission(ACCOUNTING_CODES.caseAdd) && hasPermission(ACCOUNTING_CODES.edit);

  const optionsOf = (kind: Kind) => offered.filter((option) => option.kind === kind);
  const optionByKey = (key: string) => offered.find((option) => option.key === key);
  const change = (id: number, update: (line: DraftLine) => DraftLine) =>
    setLines((all) => all.map((line) => (line.id === id ? update(line) : line)));

  const calculate = async () => {
    if (!input) return;
    try {
      const { data } = await runEstimate({ variables: { input } });
      if (data) setShown({ estimate: data.calculatorEstimate, input });
    } catch {
      // The error link has shown the server's message (a refused flood among them).
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title={t("calculator.title")} />
      <Text color="fg.muted" fontSize="sm" marginTop="-2">
        {t("calculator.intro")}
      </Text>

      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2" fontSize="md">
            {t("calculator.settings")}
          </Card.Title>
        </Card.Header>
        <Card.Body paddingTop="2">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Choice
              label={t("calculator.year")}
              value={String(settings.year)}
              onChange={(value) => setSettings({ ...settings, year: Number(value) })}
            >
              {yearChoices().map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Choice>
            <Choice
              label={t("calculator.province")}
              value={settings.province}
              onChange={(value) => setSettings({ ...settings, province: value })}
            >
              <option value="">{t("calculator.national")}</option>
              {reference.regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {locale === "zh-CN" ? region.name : region.nameEn}
                </option>
              ))}
            </Choice>
            <Choice
              label={t("calculator.gwpSet")}
              value={settings.gwpSet}
              onChange={(value) => setSettings({ ...settings, gwpSet: value })}
            >
              {reference.gwpSets.map((set) => (
                <option key={set} value={set}>
                  {set}
                </option>
              ))}
            </Choice>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root size="sm">
        <Card.Header>
          <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
            <Card.Title as="h2" fontSize="md">
              {t("calculator.lines")}
            </Card.Title>
            <HStack gap="2" flexWrap="wrap">
              {KINDS.map((kind) => {
                const first = optionsOf(kind)[0];
                return (
                  <Button
                    key={kind}
                    size="xs"
                    variant="outline"
                    disabled={!first}
                    title={t(`calculator.kindHelp.${kind}`)}
                    onClick={() => first && setLines((all) => [...all, newLine(first)])}
                  >
                    <LuPlus aria-hidden />
                    {t("calculator.add", { kind: t(`calculator.kinds.${kind}`) })}
                  </Button>
                );
              })}
            </HStack>
          </HStack>
        </Card.Header>
        <Card.Body paddingTop="2">
          {lines.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t("calculator.noLines")}
            </Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label={t("calculator.lines")}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader width="8rem">{t("calculator.kind")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("calculator.source")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end" width="9rem">
                      {t("calculator.amount")}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader width="9rem">{t("calculator.unit")}</Table.ColumnHeader>
                    <Table.ColumnHeader width="3rem" />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {lines.map((line, index) => {
                    const option = optionByKey(line.option);
                    const kind = (option?.kind ?? "electricity") as Kind;
                    return (
                      <Table.Row key={line.id}>
                        <Table.Cell>{t(`calculator.kinds.${kind}`)}</Table.Cell>
                        <Table.Cell>
                          <InlineSelect
                            label={`${t("calculator.source")} ${index + 1}`}
                            value={line.option}
                            onChange={(key) => {
                              const next = optionByKey(key);
                              if (next) change(line.id, (row) => withOption(row, next));
                            }}
                          >
                            {optionsOf(kind).map((item) => (
                              <option key={item.key} value={item.key}>
                                {item.name}
                              </option>
                            ))}
                          </InlineSelect>
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          <DecimalInput
                            value={line.amount}
                            invalid={line.amount !== null && !amountValid(line.amount)}
                            label={`${t("calculator.amount")} ${index + 1}`}
                            invalidText={t("calculator.amountInvalid")}
                            width="8rem"
                            parse={parseAmount}
                            onChange={(amount) => change(line.id, (row) => ({ ...row, amount }))}
                          />
                        </Table.Cell>
                        <Table.Cell>
                          <InlineSelect
                            label={`${t("calculator.unit")} ${index + 1}`}
                            value={String(line.unitId)}
                            onChange={(unit) =>
                              change(line.id, (row) => ({ ...row, unitId: Number(unit) }))
                            }
                          >
                            {(option?.unitIds ?? [line.unitId]).map((id) => (
                              <option key={id} value={id}>
                                {reference.unitSymbol(id)}
                              </option>
                            ))}
                          </InlineSelect>
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-label={t("calculator.remove", { n: index + 1 })}
                            onClick={() =>
                              setLines((all) => all.filter((row) => row.id !== line.id))
                            }
                          >
                            <LuTrash2 />
                          </IconButton>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          <HStack justifyContent="flex-end" marginTop="3">
            <Button
              colorPalette="teal"
              size="sm"
              disabled={!ready}
              loading={loading}
              loadingText={t("calculator.calculating")}
              onClick={() => void calculate()}
            >
              <LuCalculator aria-hidden />
              {t("calculator.calculate")}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>

      {shown && (
        <Box>
          {!current && (
            <Alert.Root status="warning" size="sm" marginBottom="3">
              <Alert.Indicator />
              <Alert.Title>{t("calculator.changed")}</Alert.Title>
            </Alert.Root>
          )}
          <EstimateResults
            estimate={shown.estimate}
            keepAction={
              mayKeep ? (
                <Button
                  size="sm"
                  colorPalette="teal"
                  variant="outline"
                  disabled={!current}
                  title={t("calculator.toCaseHelp")}
                  onClick={() => setKeeping(true)}
                >
                  {t("calculator.toCase")}
                </Button>
              ) : (
                <Text fontSize="xs" color="fg.muted">
                  {t("calculator.toCaseNeeds")}
                </Text>
              )
            }
          />
        </Box>
      )}
      {shown && (
        <CaseFromEstimateDialog
          open={keeping}
          input={shown.input}
          onClose={() => setKeeping(false)}
        />
      )}
    </Stack>
  );
}

/** A labelled select of the settings. */
function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A select in a table cell, named for assistive technology by its label. */
function InlineSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <NativeSelect.Root size="xs">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

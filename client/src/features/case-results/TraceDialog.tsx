// The trace of a figure, in one dialog per run: for a total, the rule that makes it and the
// lines it sums (reconciled against the stored figure); for an intensity, the division; for a
// line, the calculation as the engine wrote it, the factor as the run used it, each gas's mass ×
// GWP = CO2e and, for scope 2, the market-based figure with its basis. A line opened from a
// total's trace goes on a stack, so Back returns to the total.
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Code,
  DataList,
  Dialog,
  Heading,
  Portal,
  Spinner,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import type {
  CaseResults_FactorFragment,
  CaseResults_TotalsFragment,
} from "../../__generated__/graphql";
import { useCaseResultsLineTraceQuery } from "../../__generated__/hooks";
import {
  formatQuantity,
  formatShare,
  formatTonnes,
  isoCategoryName,
  scope3CategoryName,
} from "../../lib/emissions";
import { dataQualityNote } from "../factors/data-quality";
import { formatPrecise, gasProducts, intensityOf, traceOf, type TraceTarget } from "./result-views";
import { factorName, useResults, type TraceRequest } from "./results-context";
import type { RunLines } from "./use-run-lines";

export interface IntensityBasis {
  outputAmount?: number | null;
  outputUnit?: string | null;
  revenue?: number | null;
  revenueUnit?: string | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="xs" marginBottom="1.5" color="fg.muted">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Details({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([label, value]) => (
          <DataList.Item key={label} alignItems="baseline">
            <DataList.ItemLabel minWidth={{ base: "7rem", md: "12rem" }} flexShrink={0}>
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}

function TotalTrace({
  target,
  totals,
  lines,
  onOpenLine,
}: {
  target: TraceTarget;
  totals: CaseResults_TotalsFragment;
  lines: RunLines;
  onOpenLine: (request: TraceRequest) => void;
}) {
  const { t } = useTranslation();
  const { locale, gasLabel, processName } = useResults();
  const trace = useMemo(() => traceOf(target, totals, lines.lines), [target, totals, lines.lines]);
  const biogenic = target.kind === "biogenic";
  const unit = t(biogenic ? "caseResults.tonnesCo2" : "caseResults.tonnesCo2e");
  const params = target.kind === "gas" ? { gas: gasLabel(target.gas) } : trace.rule.params;
  const figure = (kg: number) => `${formatTonnes(kg, locale)} ${unit}`;
  const complete = !lines.loading && !lines.failed && lines.total !== null;

  return (
    <Stack gap="4">
      <Section title={t("caseResults.trace.rule")}>
        <Text>{t(`caseResults.rule.${trace.rule.key}`, params)}</Text>
      </Section>
      <Details
        items={[
          [t("caseResults.trace.stored"), figure(trace.storedKg)],
          [
            t("caseResults.trace.storedMass"),
            trace.storedMassKg === undefined ? null : `${formatPrecise(trace.storedMassKg)} kg`,
          ],
        ]}
      />
      <Section
        title={`${t("caseResults.trace.contributing")}${complete ? ` (${trace.contributions.length})` : ""}`}
      >
        {lines.failed ? (
          <Text color="fg.error">{t("caseResults.trace.linesFailed")}</Text>
        ) : !complete ? (
          <Text color="fg.muted">
            <Spinner size="xs" marginEnd="2" />
            {t("caseResults.trace.linesLoading", {
              loaded: lines.loaded,
              total: lines.total ?? "…",
            })}
          </Text>
        ) : trace.contributions.length === 0 ? (
          <Text color="fg.muted">{t("caseResults.trace.noLines")}</Text>
        ) : (
          <Stack gap="3">
            <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="50vh">
              <Table.Root size="sm" stickyHeader aria-label={t("caseResults.trace.contributing")}>
                <Table.Header>
                  <Table.Row bg="gray.50">
                    <Table.ColumnHeader width="1%">
                      {t("caseResults.lines.lineNo")}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>{t("caseResults.lines.name")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("caseResults.lines.process")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="center">
                      {t("caseResults.lines.scope")}
                    </Table.ColumnHeader>
                    {target.kind === "gas" && (
                      <Table.ColumnHeader textAlign="end">
                        {t("caseResults.table.massKg")}
                      </Table.ColumnHeader>
                    )}
                    <Table.ColumnHeader textAlign="end">{unit}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {t("caseResults.share")}
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {trace.contributions.map(({ line, kg, massKg }) => (
                    <Table.Row key={line.lineNo}>
                      <Table.Cell>{line.lineNo}</Table.Cell>
                      <Table.Cell whiteSpace="normal">
                        <Button
                          variant="plain"
                          size="sm"
                          height="auto"
                          paddingInline="0"
                          textAlign="start"
                          whiteSpace="normal"
                          colorPalette="teal"
                          color="teal.700"
                          aria-label={t("caseResults.trace.openLine", {
                            lineNo: line.lineNo,
                            name: line.name,
                          })}
                          onClick={() =>
                            onOpenLine({ type: "line", lineNo: line.lineNo, name: line.name })
                          }
                        >
                          {line.name}
                        </Button>
                        {line.deducted && (
                          <Badge size="sm" colorPalette="purple" variant="subtle" marginStart="1">
                            {t("caseResults.lines.deducted")}
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell whiteSpace="normal">
                        {processName(line.processId, line.processName)}
                      </Table.Cell>
                      <Table.Cell textAlign="center">{line.scope}</Table.Cell>
                      {target.kind === "gas" && (
                        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                          {formatPrecise(massKg)}
                        </Table.Cell>
                      )}
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {formatTonnes(kg, locale)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {formatShare(kg, trace.sumKg)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
                <Table.Footer>
                  <Table.Row fontWeight="semibold">
                    <Table.Cell colSpan={target.kind === "gas" ? 5 : 4}>
                      {t("caseResults.trace.sumOfLines")}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatTonnes(trace.sumKg, locale)}
                    </Table.Cell>
                    <Table.Cell />
                  </Table.Row>
                </Table.Footer>
              </Table.Root>
            </Table.ScrollArea>
            <Alert.Root status={trace.reconciles ? "success" : "warning"} size="sm">
              <Alert.Indicator />
              <Alert.Description>
                {trace.reconciles
                  ? t("caseResults.trace.reconciles")
                  : t("caseResults.trace.differs", {
                      sum: figure(trace.sumKg),
                      stored: figure(trace.storedKg),
                    })}
              </Alert.Description>
            </Alert.Root>
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function IntensityTrace({
  which,
  totals,
  basis,
}: {
  which: "output" | "revenue";
  totals: CaseResults_TotalsFragment;
  basis: IntensityBasis | null;
}) {
  const { t } = useTranslation();
  const { locale } = useResults();
  const amount = which === "output" ? basis?.outputAmount : basis?.revenue;
  const unit = (which === "output" ? totals.outputUnit : totals.revenueUnit) ?? "";
  const stored = which === "output" ? totals.intensityPerOutput : totals.intensityPerRevenue;
  const computed = intensityOf(totals.totalKg, amount);
  return (
    <Stack gap="3">
      <Section title={t("caseResults.trace.rule")}>
        {computed !== null && (
          <Text>
            {t("caseResults.trace.intensityRule", {
              total: formatTonnes(totals.totalKg, locale),
              amount: formatPrecise(amount),
              unit,
              value: formatQuantity(computed, 4),
            })}
          </Text>
        )}
        <Text>
          {t("caseResults.trace.intensityStored", { value: formatQuantity(stored, 6), unit })}
        </Text>
      </Section>
    </Stack>
  );
}

function GasTable({
  gases,
}: {
  gases: readonly { gas: string; massKg: number; gwp: number; co2eKg: number }[];
}) {
  const { t } = useTranslation();
  const { gasLabel } = useResults();
  const { rows, sumKg } = gasProducts(gases);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t("caseResults.trace.gases")}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t("caseResults.table.gas")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t("caseResults.trace.gasMass")}
            </Table.ColumnHeader>
            <Table.ColumnHeader />
            <Table.ColumnHeader textAlign="end">{t("caseResults.trace.gasGwp")}</Table.ColumnHeader>
            <Table.ColumnHeader />
            <Table.ColumnHeader textAlign="end">
              {t("caseResults.trace.gasCo2e")}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body fontVariantNumeric="tabular-nums">
          {rows.map((row) => (
            <Table.Row key={row.gas}>
              <Table.Cell fontWeight="medium">{gasLabel(row.gas)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPrecise(row.massKg)}</Table.Cell>
              <Table.Cell textAlign="center" color="fg.muted">
                ×
              </Table.Cell>
              <Table.Cell textAlign="end">{formatQuantity(row.gwp, 8)}</Table.Cell>
              <Table.Cell textAlign="center" color="fg.muted">
                =
              </Table.Cell>
              <Table.Cell textAlign="end">{formatPrecise(row.co2eKg)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={5}>{t("caseResults.trace.lineTotal")}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatPrecise(sumKg)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function FactorDetails({ factor }: { factor: CaseResults_FactorFragment }) {
  const { t } = useTranslation();
  const { locale, unitSymbol, gasLabel } = useResults();
  const unit = unitSymbol(factor.unitId);
  const note = dataQualityNote(factor, locale);
  return (
    <Stack gap="2">
      <Details
        items={[
          [
            t("caseResults.trace.factorName"),
            <>
              {factorName(factor, locale)}
              {factor.factorId === null && (
                <Badge size="sm" marginStart="2" variant="outline">
                  {t("caseResults.trace.custom")}
                </Badge>
              )}
              {factor.proxy && (
                <Badge size="sm" marginStart="2" colorPalette="orange" variant="subtle">
                  {t("caseResults.trace.proxy")}
                </Badge>
              )}
            </>,
          ],
          [t("caseResults.trace.factorCode"), factor.code],
          [t("caseResults.trace.factorSource"), factor.source],
          [
            t("caseResults.trace.dataQuality"),
            note ? (
              <Text as="span" color={factor.proxy ? "orange.700" : undefined}>
                {note}
              </Text>
            ) : null,
          ],
          [t("caseResults.trace.factorYear"), factor.year],
          [t("caseResults.trace.factorVersion"), factor.version],
          [t("caseResults.trace.factorRegion"), factor.region],
          [t("caseResults.trace.factorGwpBasis"), factor.gwpBasis],
          [t("caseResults.trace.factorUnit"), unit],
          [
            t("caseResults.trace.ncv", { unit }),
            factor.ncv === null || factor.ncv === undefined ? null : formatQuantity(factor.ncv, 8),
          ],
          [
            t("caseResults.trace.carbonContent"),
            factor.carbonContent === null || factor.carbonContent === undefined
              ? null
              : formatQuantity(factor.carbonContent, 8),
          ],
          [
            t("caseResults.trace.oxidation"),
            factor.oxidation === null || factor.oxidation === undefined
              ? null
              : formatQuantity(factor.oxidation, 8),
          ],
        ]}
      />
      {factor.gases && factor.gases.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("caseResults.trace.factorGases")}>
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>{t("caseResults.table.gas")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("caseResults.trace.factorValue", { unit })}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body fontVariantNumeric="tabular-nums">
              {factor.gases.map((gas) => (
                <Table.Row key={gas.gas}>
                  <Table.Cell>{gasLabel(gas.gas)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatQuantity(gas.value, 10)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function Formula({ children }: { children: string }) {
  return (
    <Code
      display="block"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      padding="3"
      fontSize="xs"
      lineHeight="tall"
    >
      {children}
    </Code>
  );
}

function LineTrace({ runId, lineNo }: { runId: number; lineNo: number }) {
  const { t } = useTranslation();
  const { locale, unitSymbol, processName } = useResults();
  const { data, loading, error } = useCaseResultsLineTraceQuery({ variables: { runId, lineNo } });
  const found = data?.resultLines.items[0];
  const line = found && found.lineNo === lineNo ? found : null;

  if (!line) {
    if (loading) {
      return (
        <Text color="fg.muted">
          <Spinner size="xs" marginEnd="2" />
          {t("caseResults.trace.lineLoading")}
        </Text>
      );
    }
    return (
      <Text color="fg.error">
        {error ? t("caseResults.loadFailed") : t("caseResults.trace.lineMissing")}
      </Text>
    );
  }

  const converted =
    line.unitId !== line.factorUnitId || line.amount !== line.amountInFactorUnit
      ? t("caseResults.trace.activityConverted", {
          amount: formatPrecise(line.amount),
          unit: unitSymbol(line.unitId),
          converted: formatPrecise(line.amountInFactorUnit),
          factorUnit: unitSymbol(line.factorUnitId),
        })
      : t("caseResults.trace.activityPlain", {
          amount: formatPrecise(line.amount),
          unit: unitSymbol(line.unitId),
        });
  const tonnes = t("caseResults.tonnesCo2e");

  return (
    <Stack gap="5">
      <Details
        items={[
          [
            t("caseResults.trace.process"),
            `${processName(line.processId, line.processName)} · ${t("caseResults.scopeShort", { scope: line.scope })}`,
          ],
          [
            t("caseResults.trace.category"),
            `${line.isoCategory}. ${isoCategoryName(line.isoCategory, locale)}`,
          ],
          [
            t("caseResults.trace.scope3Category"),
            line.scope3Category
              ? `${line.scope3Category}. ${scope3CategoryName(line.scope3Category, locale)}`
              : null,
          ],
          [
            t("caseResults.trace.method"),
            t(`caseResults.method.${line.method}`, { defaultValue: line.method }),
          ],
          [t("caseResults.trace.activity"), converted],
          [
            line.scope === 2
              ? t("caseResults.scopeName.scope2Location")
              : t("caseResults.trace.emissions"),
            <Text as="span" fontWeight="semibold" key="co2e">
              {formatTonnes(line.co2eKg, locale)} {tonnes}
            </Text>,
          ],
        ]}
      />
      {line.deducted && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t("caseResults.trace.deductedNote")}</Alert.Description>
        </Alert.Root>
      )}
      <Section title={t("caseResults.trace.formula")}>
        <Formula>{line.formula}</Formula>
      </Section>
      <Section title={t("caseResults.trace.factor")}>
        <FactorDetails factor={line.factor} />
      </Section>
      <Section title={t("caseResults.trace.gases")}>
        <GasTable gases={line.gases} />
        {line.biogenicCo2Kg !== 0 && (
          <Text fontSize="sm" marginTop="2">
            {t("caseResults.trace.biogenic", { value: formatPrecise(line.biogenicCo2Kg) })}
          </Text>
        )}
      </Section>
      {line.market && (
        <Section title={t("caseResults.trace.market")}>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t("caseResults.trace.locationNote")}
            </Text>
            <Details
              items={[
                [
                  t("caseResults.trace.marketBasis"),
                  t(`caseResults.basis.${line.market.basis}`, {
                    defaultValue: line.market.basis,
                  }),
                ],
                [
                  t("caseResults.scopeName.scope2Market"),
                  <Text as="span" fontWeight="semibold" key="market">
                    {formatTonnes(line.market.co2eKg, locale)} {tonnes}
                  </Text>,
                ],
              ]}
            />
            <Box>
              <Text fontSize="sm" fontWeight="medium" marginBottom="1">
                {t("caseResults.trace.marketFormula")}
              </Text>
              <Formula>{line.market.formula}</Formula>
            </Box>
            <Box>
              <Text fontSize="sm" fontWeight="medium" marginBottom="1">
                {t("caseResults.trace.marketFactor")}
              </Text>
              <FactorDetails factor={line.market.factor} />
            </Box>
            <GasTable gases={line.market.gases} />
          </Stack>
        </Section>
      )}
    </Stack>
  );
}

export function TraceDialog({
  stack,
  runId,
  totals,
  lines,
  basis,
  onOpen,
  onBack,
  onClose,
}: {
  stack: readonly TraceRequest[];
  runId: number;
  totals: CaseResults_TotalsFragment;
  lines: RunLines;
  basis: IntensityBasis | null;
  onOpen: (request: TraceRequest) => void;
  onBack: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const request = stack.at(-1);
  const title = !request
    ? ""
    : request.type === "line"
      ? t("caseResults.trace.lineTitle", { lineNo: request.lineNo, name: request.name })
      : request.label;

  return (
    <Dialog.Root
      open={Boolean(request)}
      size="xl"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header alignItems="center" gap="2">
              {stack.length > 1 && (
                <Button size="xs" variant="ghost" onClick={onBack}>
                  <LuArrowLeft aria-hidden />
                  {t("caseResults.trace.back")}
                </Button>
              )}
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {request?.type === "total" && (
                <TotalTrace
                  target={request.target}
                  totals={totals}
                  lines={lines}
                  onOpenLine={onOpen}
                />
              )}
              {request?.type === "intensity" && (
                <IntensityTrace which={request.which} totals={totals} basis={basis} />
              )}
              {request?.type === "line" && (
                <LineTrace key={request.lineNo} runId={runId} lineNo={request.lineNo} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("caseResults.trace.close")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("caseResults.trace.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// /co2flowinout/list: the carbon flow of a case. The corporation and case (the most recently
// calculated by default), the run (its latest by default) and the scope 2 basis are chosen at the
// top and kept in the address; below, the Sankey with the totals beside it and the carbon mass
// balance, or, for a case never calculated, the way to its editor.
import {
  Box,
  Button,
  ButtonGroup,
  Card,
  Center,
  EmptyState,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  VStack,
} from "@chakra-ui/react";
import { useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuCalculator, LuWaypoints } from "react-icons/lu";
import { Link, useSearchParams } from "react-router-dom";
import type { CarbonFlowChoicesQuery } from "../../__generated__/graphql";
import { useCarbonFlowChoicesQuery, useCarbonFlowQuery } from "../../__generated__/hooks";
import { PageHeader } from "../../components/ui/page-header";
import { formatTonnes } from "../../lib/emissions";
import { formatDateTime } from "../../lib/format";
import { useLocale } from "../../i18n/use-locale";
import { FlowSankey } from "./FlowSankey";
import type { Flow } from "./flow-view";
import { MassBalanceCard } from "./MassBalanceCard";

type Corporation = CarbonFlowChoicesQuery["carbonFlowChoices"][number];

/** A positive whole number from the address, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The case to open without one in the address: the calculated case of the latest year (of two,
 * the one calculated last: run ids grow with time), else the first case.
 */
export function defaultCaseId(corporations: readonly Corporation[]): number | null {
  let best: { id: number; year: number; runId: number } | null = null;
  for (const corporation of corporations) {
    for (const item of corporation.cases) {
      const runId = item.latestRunId;
      if (runId === null || runId === undefined) continue;
      if (!best || item.year > best.year || (item.year === best.year && runId > best.runId)) {
        best = { id: item.id, year: item.year, runId };
      }
    }
  }
  return best?.id ?? corporations[0]?.cases[0]?.id ?? null;
}

/** A corporation's case to open: its most recently calculated, else its newest. */
function caseOfCorporation(corporation: Corporation): number | null {
  return defaultCaseId([corporation]);
}

function Select({
  label,
  value,
  onChange,
  children,
  width = "auto",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  width?: string;
}) {
  return (
    <Field.Root width={width}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          bg="white"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function TotalsCard({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const totals = flow.totals!;
  const basis = t(`carbonFlow.basisName.${flow.basis}`);
  const item = (label: string, kg: number, hint?: string, strong = false) => (
    <Flex key={label} as="li" justifyContent="space-between" alignItems="baseline" gap="3">
      <Box minWidth="0">
        <Text fontSize="sm" fontWeight={strong ? "semibold" : undefined}>
          {label}
        </Text>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Box>
      <Text
        fontSize="sm"
        fontVariantNumeric="tabular-nums"
        whiteSpace="nowrap"
        fontWeight={strong ? "semibold" : undefined}
      >
        {formatTonnes(kg, locale)}
      </Text>
    </Flex>
  );
  return (
    <Card.Root size="sm" height="full">
      <Card.Header>
        <Heading as="h2" size="sm">
          {t("carbonFlow.totals.heading")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack as="ul" gap="3" listStyleType="none">
            {item(t("carbonFlow.totals.gross"), totals.grossKg, t("carbonFlow.totals.grossHint"))}
            {item(
              t("carbonFlow.totals.kept"),
              totals.keptKg === 0 ? 0 : -totals.keptKg,
              t("carbonFlow.totals.keptHint"),
            )}
            {item(
              t("carbonFlow.totals.net"),
              totals.netKg,
              t("carbonFlow.totals.netHint", { basis }),
              true,
            )}
          </Stack>
          <Stack as="ul" gap="2" listStyleType="none" borderTopWidth="1px" paddingTop="3">
            {item(t("carbonFlow.totals.scope1"), totals.scope1Kg)}
            {item(t("carbonFlow.totals.scope2", { basis }), totals.scope2Kg)}
            {item(t("carbonFlow.totals.scope3"), totals.scope3Kg)}
            {item(t("carbonFlow.totals.biogenic"), totals.biogenicCo2Kg)}
          </Stack>
          {flow.run && (
            <Text fontSize="xs" color="fg.muted">
              {t("carbonFlow.totals.lines", {
                count: totals.lineCount,
                runNo: flow.run.runNo,
                gwpSet: flow.run.gwpSet,
              })}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function NotCalculated({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuCalculator />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t("carbonFlow.notCalculated")}</EmptyState.Title>
          <EmptyState.Description>{t("carbonFlow.notCalculatedHint")}</EmptyState.Description>
        </VStack>
        <Button asChild size="sm" colorPalette="teal">
          <Link to={`/co2/edit?caseId=${caseId}`}>{t("carbonFlow.toEditor")}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function FlowBody({
  caseId,
  runId,
  basis,
  onRun,
}: {
  caseId: number;
  runId: number | null;
  basis: string;
  onRun: (runId: number | null) => void;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useCarbonFlowQuery({
    variables: { caseId, runId: runId ?? undefined, basis },
  });
  const flow = data?.carbonFlow.caseId === caseId ? data.carbonFlow : undefined;
  if (!flow) {
    if (loading || !error) {
      return (
        <Center minHeight="30vh" aria-busy>
          <Spinner color="teal.500" />
          <Text marginStart="3" color="fg.muted">
            {t("carbonFlow.loading")}
          </Text>
        </Center>
      );
    }
    return <Text color="fg.error">{t("carbonFlow.loadFailed")}</Text>;
  }
  if (!flow.run) return <NotCalculated caseId={caseId} />;
  const latest = flow.runs[0]?.id;
  return (
    <Stack gap="4" aria-busy={loading}>
      {flow.runs.length > 1 && (
        <Box maxWidth="sm">
          <Select
            label={t("carbonFlow.run")}
            value={String(flow.run.id)}
            onChange={(value) => onRun(Number(value) === latest ? null : Number(value))}
          >
            {flow.runs.map((run) => (
              <option key={run.id} value={run.id}>
                {t(run.id === latest ? "carbonFlow.latestRun" : "carbonFlow.runOption", {
                  runNo: run.runNo,
                  date: formatDateTime(run.createdAt),
                })}
              </option>
            ))}
          </Select>
        </Box>
      )}
      <Grid templateColumns={{ base: "1fr", xl: "minmax(0, 3fr) minmax(16rem, 1fr)" }} gap="4">
        <GridItem minWidth="0">
          <FlowSankey flow={flow} />
        </GridItem>
        <GridItem>
          <TotalsCard flow={flow} />
        </GridItem>
      </Grid>
      {flow.massBalance && <MassBalanceCard balance={flow.massBalance} />}
    </Stack>
  );
}

export function CarbonFlowPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const { data, loading, error } = useCarbonFlowChoicesQuery();
  const corporations = useMemo(() => data?.carbonFlowChoices ?? [], [data]);
  const caseId = idParam(params.get("caseId")) ?? defaultCaseId(corporations);
  const runId = idParam(params.get("runId"));
  const basis = params.get("basis") === "market" ? "market" : "location";
  const corporation = corporations.find((item) => item.cases.some((c) => c.id === caseId));

  const update = (changes: Record<string, string | null>) => {
    // From the latest address this page asked for, not the one it last rendered with: two
    // choices in quick succession must not lose the first.
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    latest.current = next;
    setParams(next, { replace: true });
  };

  let body: ReactNode;
  if (!data) {
    body =
      loading || !error ? (
        <Center minHeight="30vh" aria-busy>
          <Spinner color="teal.500" />
        </Center>
      ) : (
        <Text color="fg.error">{t("carbonFlow.loadFailed")}</Text>
      );
  } else if (corporations.length === 0 || caseId === null) {
    body = (
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuWaypoints />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t("carbonFlow.noCases")}</EmptyState.Title>
            <EmptyState.Description>{t("carbonFlow.noCasesHint")}</EmptyState.Description>
          </VStack>
          <Button asChild size="sm" variant="outline">
            <Link to="/co2/corporationIndex">{t("carbonFlow.toRepository")}</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <Stack gap="4">
        <Flex gap="3" alignItems="flex-end" flexWrap="wrap">
          <Select
            label={t("carbonFlow.corporation")}
            value={String(corporation?.id ?? "")}
            width="18rem"
            onChange={(value) => {
              const chosen = corporations.find((item) => item.id === Number(value));
              const next = chosen ? caseOfCorporation(chosen) : null;
              update({ caseId: next ? String(next) : null, runId: null });
            }}
          >
            {corporations.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
          <Select
            label={t("carbonFlow.case")}
            value={String(caseId)}
            width="26rem"
            onChange={(value) => update({ caseId: value, runId: null })}
          >
            {(corporation?.cases ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {t(item.latestRunId ? "carbonFlow.caseOption" : "carbonFlow.notCalculatedOption", {
                  year: item.year,
                  name: item.name,
                })}
              </option>
            ))}
          </Select>
          <Field.Root width="auto">
            <Field.Label fontSize="sm" id="carbon-flow-basis">
              {t("carbonFlow.basis")}
            </Field.Label>
            <ButtonGroup size="sm" attached variant="outline" aria-labelledby="carbon-flow-basis">
              {(["location", "market"] as const).map((value) => (
                <Button
                  key={value}
                  aria-pressed={basis === value}
                  bg={basis === value ? "teal.600" : "white"}
                  color={basis === value ? "white" : undefined}
                  _hover={{ bg: basis === value ? "teal.700" : "gray.50" }}
                  onClick={() => update({ basis: value === "market" ? "market" : null })}
                >
                  {t(`carbonFlow.${value}`)}
                </Button>
              ))}
            </ButtonGroup>
          </Field.Root>
        </Flex>
        <FlowBody
          key={caseId}
          caseId={caseId}
          runId={runId}
          basis={basis}
          onRun={(next) => update({ runId: next === null ? null : String(next) })}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t("carbonFlow.title")} />
      {body}
    </>
  );
}

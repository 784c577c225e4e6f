// The company total (repository tab): a year and a consolidation approach; the consolidated
// figures by scope; each corporation with the share the approach applies, its case of the year
// (linked to its results), the case's total and its contribution. A corporation in the boundary
// without a calculated case is shown as missing and the total says it is incomplete.
import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  HStack,
  Link,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Stat,
  Table,
  Text,
  VStack,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuPlus } from "react-icons/lu";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import type { CompanyTotalQuery, CompanyTotal_FiguresFragment } from "../../__generated__/graphql";
import { useCompanyTotalQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useLocale } from "../../i18n";
import { formatTonnes } from "../../lib/emissions";
import { ACCOUNTING_CODES, caseAddPath } from "../accounting/paths";

export const APPROACHES = ["operational-control", "financial-control", "equity-share"] as const;
type Approach = (typeof APPROACHES)[number];
type Row = CompanyTotalQuery["companyTotal"]["rows"][number];
type Figures = CompanyTotal_FiguresFragment;

const casePath = (caseId: number) => `/co2/caseDefaultPanorama?caseId=${caseId}`;

/** The year and approach live in the address (?year=&approach=), so a view can be linked. */
function useChoice() {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get("year")) || null;
  const asked = params.get("approach");
  const approach: Approach = APPROACHES.includes(asked as Approach)
    ? (asked as Approach)
    : "operational-control";
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { year, approach, set };
}

export function CompanyTotalView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { year, approach, set } = useChoice();
  const { data, loading, error } = useCompanyTotalQuery({
    variables: { year, approach },
    fetchPolicy: "cache-and-network",
  });
  const total = data?.companyTotal;

  if (!total) {
    return (
      <Flex justifyContent="center" padding="10">
        {loading || !error ? <Spinner size="lg" color="teal.500" /> : <Text>{error.message}</Text>}
      </Flex>
    );
  }
  const shownYear = total.year;
  const tonnes = (kg: number | null | undefined) => formatTonnes(kg, locale);

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" maxWidth="4xl">
        {t("consolidation.intro")}
      </Text>
      <HStack gap="4" alignItems="end" flexWrap="wrap">
        <Field.Root width="32">
          <Field.Label>{t("consolidation.year")}</Field.Label>
          <NativeSelect.Root size="sm" disabled={total.years.length === 0}>
            <NativeSelect.Field
              value={shownYear ?? ""}
              onChange={(event) => set("year", event.currentTarget.value)}
            >
              {total.years.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="56">
          <Field.Label>{t("consolidation.approach")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={approach}
              onChange={(event) => set("approach", event.currentTarget.value)}
            >
              {APPROACHES.map((item) => (
                <option key={item} value={item}>
                  {t(`consolidation.approaches.${item}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted" paddingBottom="1.5">
          {t(`consolidation.approachHelp.${approach}`)}
        </Text>
      </HStack>

      {shownYear === null ? (
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{t("consolidation.noCases")}</EmptyState.Title>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Totals figures={total.totals} />
          {total.missingCount > 0 && (
            <Alert.Root status="warning" size="sm" data-testid="company-total-missing">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {t("consolidation.missingTitle", { count: total.missingCount, year: shownYear })}
                </Alert.Title>
                <Alert.Description>{t("consolidation.missingBody")}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {total.gwpSets.length > 1 && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>
                {t("consolidation.mixedGwp", { sets: total.gwpSets.join(", ") })}
              </Alert.Title>
            </Alert.Root>
          )}
          <ContributionTable
            rows={total.rows}
            totals={total.totals}
            year={shownYear}
            approach={approach}
            tonnes={tonnes}
          />
          <Text fontSize="xs" color="fg.muted">
            {t("consolidation.basisNote")}
          </Text>
        </>
      )}
    </Stack>
  );
}

function Totals({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stats: Array<[string, number, boolean]> = [
    ["total", figures.totalKg, true],
    ["totalMarket", figures.totalMarketKg, false],
    ["scope1", figures.scope1Kg, false],
    ["scope2Location", figures.scope2LocationKg, false],
    ["scope2Market", figures.scope2MarketKg, false],
    ["scope3", figures.scope3Kg, false],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
      {stats.map(([key, kg, main]) => (
        <Stat.Root
          key={key}
          bg={main ? "teal.50" : "white"}
          borderWidth="1px"
          borderColor={main ? "teal.200" : undefined}
          rounded="md"
          padding="3"
          data-testid={`company-total-${key}`}
        >
          <Stat.Label>{t(`consolidation.${key}`)}</Stat.Label>
          <Stat.ValueText fontSize={main ? "2xl" : "xl"}>
            {formatTonnes(kg, locale)}
            <Stat.ValueUnit>{t("consolidation.unit")}</Stat.ValueUnit>
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

function ContributionTable({
  rows,
  totals,
  year,
  approach,
  tonnes,
}: {
  rows: readonly Row[];
  totals: Figures;
  year: number;
  approach: Approach;
  tonnes: (kg: number | null | undefined) => string;
}) {
  const { t } = useTranslation();
  const num = { textAlign: "end", whiteSpace: "nowrap" } as const;
  // Headings of figures may wrap, so the table fits 1440 px with long case names.
  const head = { textAlign: "end", whiteSpace: "normal" } as const;
  return (
    <Box bg="white" rounded="md" borderWidth="1px" overflow="hidden">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={t("consolidation.caption")}>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader rowSpan={2}>{t("consolidation.corporation")}</Table.ColumnHeader>
              <Table.ColumnHeader rowSpan={2}>{t("consolidation.case")}</Table.ColumnHeader>
              <Table.ColumnHeader rowSpan={2}>{t("consolidation.share")}</Table.ColumnHeader>
              <Table.ColumnHeader rowSpan={2} {...head}>
                {t("consolidation.caseTotal")}
              </Table.ColumnHeader>
              <Table.ColumnHeader colSpan={5} textAlign="center" borderLeftWidth="1px">
                {t("consolidation.contributionOf")}
              </Table.ColumnHeader>
            </Table.Row>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader {...head} borderLeftWidth="1px">
                {t("consolidation.scope1")}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...head}>{t("consolidation.scope2Location")}</Table.ColumnHeader>
              <Table.ColumnHeader {...head}>{t("consolidation.scope2Market")}</Table.ColumnHeader>
              <Table.ColumnHeader {...head}>{t("consolidation.scope3")}</Table.ColumnHeader>
              <Table.ColumnHeader {...head}>{t("consolidation.contribution")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row
                key={row.corporationId}
                color={row.status === "excluded" ? "fg.muted" : undefined}
                data-status={row.status}
              >
                <Table.Cell fontWeight="medium" minWidth="40" maxWidth="56">
                  {row.corporationName}
                </Table.Cell>
                <Table.Cell minWidth="48" maxWidth="64" whiteSpace="normal">
                  <CaseCell row={row} year={year} />
                </Table.Cell>
                <Table.Cell>
                  <ShareCell row={row} approach={approach} />
                </Table.Cell>
                <Table.Cell {...num}>{row.figures ? tonnes(row.figures.totalKg) : "–"}</Table.Cell>
                {row.contribution ? (
                  <>
                    <Table.Cell {...num} borderLeftWidth="1px">
                      {tonnes(row.contribution.scope1Kg)}
                    </Table.Cell>
                    <Table.Cell {...num}>{tonnes(row.contribution.scope2LocationKg)}</Table.Cell>
                    <Table.Cell {...num}>{tonnes(row.contribution.scope2MarketKg)}</Table.Cell>
                    <Table.Cell {...num}>{tonnes(row.contribution.scope3Kg)}</Table.Cell>
                    <Table.Cell {...num} fontWeight="semibold">
                      {tonnes(row.contribution.totalKg)}
                    </Table.Cell>
                  </>
                ) : (
                  <Table.Cell colSpan={5} borderLeftWidth="1px" textAlign="center">
                    <Badge
                      colorPalette={row.status === "missing" ? "orange" : "gray"}
                      variant="subtle"
                    >
                      {t(`consolidation.status.${row.status}`)}
                    </Badge>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row bg="teal.50" fontWeight="semibold">
              <Table.Cell colSpan={4}>{t("consolidation.sum")}</Table.Cell>
              <Table.Cell {...num} borderLeftWidth="1px">
                {tonnes(totals.scope1Kg)}
              </Table.Cell>
              <Table.Cell {...num}>{tonnes(totals.scope2LocationKg)}</Table.Cell>
              <Table.Cell {...num}>{tonnes(totals.scope2MarketKg)}</Table.Cell>
              <Table.Cell {...num}>{tonnes(totals.scope3Kg)}</Table.Cell>
              <Table.Cell {...num} data-testid="company-total-sum">
                {tonnes(totals.totalKg)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** The case read, linked to its results, or why there is none. */
function CaseCell({ row, year }: { row: Row; year: number }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  if (row.case) {
    return (
      <Stack gap="0">
        <Link asChild color="teal.700" fontSize="sm">
          <RouterLink
            to={casePath(row.case.id)}
            aria-label={t("consolidation.openResults", { name: row.case.name })}
          >
            {row.case.name}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          {t("consolidation.run", { runNo: row.case.runNo })} · {row.case.gwpSet}
        </Text>
      </Stack>
    );
  }
  const why =
    row.caseCount === 0
      ? t("consolidation.noCase", { year })
      : t("consolidation.notCalculated", { count: row.caseCount });
  return (
    <HStack gap="2">
      <Text fontSize="sm" color={row.status === "missing" ? "orange.700" : "fg.muted"}>
        {why}
      </Text>
      {row.status === "missing" &&
        row.caseCount === 0 &&
        hasPermission(ACCOUNTING_CODES.caseAdd) && (
          <Button asChild size="2xs" variant="outline">
            <RouterLink to={caseAddPath(row.corporationId)}>
              <LuPlus aria-hidden />
              {t("consolidation.newCase")}
            </RouterLink>
          </Button>
        )}
    </HStack>
  );
}

/** The share applied, with the ownership or control it comes from. */
function ShareCell({ row, approach }: { row: Row; approach: Approach }) {
  const { t } = useTranslation();
  const basis =
    approach === "equity-share"
      ? t("consolidation.owned", { percent: row.ownershipPercent })
      : (approach === "operational-control" ? row.operationalControl : row.financialControl)
        ? t(`consolidation.control.${approach}`)
        : t(`consolidation.noControl.${approach}`);
  return (
    <Stack gap="0">
      <Text fontSize="sm" fontWeight="medium">
        {row.sharePercent}%
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {basis}
      </Text>
    </Stack>
  );
}

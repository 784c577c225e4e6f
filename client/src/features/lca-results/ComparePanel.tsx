// Two calculations compared with paired Monte Carlo: A from this product's calculations, B from
// this or any other product of the company (both on one database), iterations and seed; the job's
// progress, then both deterministic results, the histogram of A − B and how often A is lower.
import {
  Alert,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { LuGitCompareArrows } from "react-icons/lu";
import {
  useCompareLcaCalculationsMutation,
  useLcaCompareCalculationsQuery,
  useLcaCompareProductsQuery,
} from "../../__generated__/hooks";
import { notify } from "../../components/ui/toaster";
import { JobProgress } from "../jobs/JobProgress";
import { readComparison, type Comparison } from "./comparison";
import { formatImpact, formatRunShare } from "./format";
import { HistogramChart } from "./HistogramChart";
import { RunOptionFields, StatisticsTable, useRunOptions } from "./MonteCarloPanel";
import { useLabels, type Labels } from "./use-labels";

export interface LcaComparePanelProps {
  productId: number;
  /** This product's succeeded calculations, to choose A from. */
  calculations: { id: number; number: number; version: number }[];
}

function Select({
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

function ComparisonView({
  comparison,
  method,
  numberOf,
  labels,
}: {
  comparison: Comparison;
  method: string;
  numberOf: (id: number) => number | undefined;
  labels: Labels;
}) {
  const { k, locale, indicatorName } = labels;
  const { unit, difference } = comparison;
  const indicator = indicatorName({
    method,
    category: comparison.indicator,
    name: comparison.indicator,
  });
  const rows = [
    { letter: "A", item: comparison.first },
    { letter: "B", item: comparison.second },
  ];
  return (
    <Stack gap="3">
      <Heading as="h4" size="xs">
        {k("compare.resultHeading", { indicator })}
      </Heading>
      <Table.Root size="sm" aria-label={k("compare.heading")}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{k("compare.calculation")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {k("compare.deterministic", { unit })}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ letter, item }) => {
            const number = numberOf(item.calculationId);
            return (
              <Table.Row key={letter}>
                <Table.Cell>
                  {letter}: {k("compare.named", { name: item.name, version: item.version })}
                  {number !== undefined && ` · ${k("title", { number })}`}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatImpact(item.deterministic, locale)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Text fontWeight="semibold" role="status">
        {k("compare.sentence", { share: formatRunShare(comparison.shareFirstLower, locale) })}
      </Text>
      <Heading as="h4" size="xs">
        {k("compare.difference")}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Stack gridColumn={{ lg: "span 2" }}>
          <HistogramChart
            edges={difference.edges}
            counts={difference.counts}
            stats={difference}
            unit={unit}
            locale={locale}
            markZero
            countLabel={k("monteCarlo.runs")}
            label={k("compare.histogramLabel", { indicator, unit, count: difference.count })}
          />
        </Stack>
        <StatisticsTable
          stats={difference}
          deterministic={difference.deterministic}
          unit={unit}
          caption={k("compare.difference")}
          labels={labels}
        />
      </SimpleGrid>
    </Stack>
  );
}

export function LcaComparePanel({ productId, calculations }: LcaComparePanelProps) {
  const labels = useLabels();
  const { k } = labels;
  const options = useRunOptions();
  const [firstId, setFirstId] = useState<number | null>(calculations[0]?.id ?? null);
  const [secondProductId, setSecondProductId] = useState(productId);
  const [secondId, setSecondId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState("");
  const [jobId, setJobId] = useState<string | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [compare, { loading }] = useCompareLcaCalculationsMutation();

  const products = useLcaCompareProductsQuery({
    variables: { keyword: keyword.trim() || null },
  }).data?.lcaProducts.items;
  const own = useLcaCompareCalculationsQuery({ variables: { productId } }).data?.lcaProduct;
  const other = useLcaCompareCalculationsQuery({ variables: { productId: secondProductId } }).data
    ?.lcaProduct;
  const secondProduct = other?.id === secondProductId ? other : undefined;
  const secondChoices = useMemo(
    () => (secondProduct?.calculations ?? []).filter((c) => c.status === "succeeded"),
    [secondProduct],
  );
  // B defaults to the newest succeeded calculation of its product other than A.
  const second =
    secondChoices.find((c) => c.id === secondId) ??
    secondChoices.find((c) => c.id !== firstId) ??
    null;
  const method = own?.calculations.find((c) => c.id === firstId)?.method ?? "";
  const productOptions = useMemo(() => {
    const list = (products ?? []).map((p) => ({ id: p.id, name: p.name }));
    if (own && !list.some((p) => p.id === own.id)) list.unshift({ id: own.id, name: own.name });
    if (secondProduct && !list.some((p) => p.id === secondProduct.id)) {
      list.unshift({ id: secondProduct.id, name: secondProduct.name });
    }
    return list;
  }, [products, own, secondProduct]);

  const numberOf = (id: number) =>
    calculations.find((c) => c.id === id)?.number ?? secondChoices.find((c) => c.id === id)?.number;
  const same = firstId !== null && second !== null && firstId === second.id;
  const ready = firstId !== null && second !== null && !same && options.values !== null;

  const start = async () => {
    if (!ready || !options.values) return;
    setComparison(null);
    setUnreadable(false);
    try {
      const answer = await compare({
        variables: { input: { firstId: firstId, secondId: second.id, ...options.values } },
      });
      const job = answer.data?.compareLcaCalculations;
      if (job) {
        setJobId(job.id);
        notify.info(k("compare.started"));
      }
    } catch {
      // The error link has shown the message.
    }
  };

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {k("compare.heading")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {k("compare.hint")}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Select
              label={k("compare.first")}
              value={firstId === null ? "" : String(firstId)}
              onChange={(value) => setFirstId(value ? Number(value) : null)}
            >
              <option value="">{k("compare.pick")}</option>
              {calculations.map((c) => (
                <option key={c.id} value={c.id}>
                  {k("compare.option", { number: c.number, version: c.version })}
                </option>
              ))}
            </Select>
            <Stack gap="2">
              <Field.Root>
                <Field.Label>{k("compare.searchProducts")}</Field.Label>
                <Input
                  size="sm"
                  value={keyword}
                  onChange={(event) => setKeyword(event.currentTarget.value)}
                />
              </Field.Root>
              <Select
                label={k("compare.secondProduct")}
                value={String(secondProductId)}
                onChange={(value) => {
                  setSecondProductId(Number(value));
                  setSecondId(null);
                }}
              >
                {productOptions.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
              <Select
                label={k("compare.second")}
                value={second ? String(second.id) : ""}
                onChange={(value) => setSecondId(value ? Number(value) : null)}
              >
                <option value="">{k("compare.pick")}</option>
                {secondChoices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {k("compare.option", { number: c.number, version: c.version })}
                  </option>
                ))}
              </Select>
              {secondProduct && secondChoices.length === 0 && (
                <Text fontSize="xs" color="fg.muted">
                  {k("compare.noSucceeded")}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          {same && (
            <Text fontSize="sm" color="red.600">
              {k("compare.same")}
            </Text>
          )}
          <Flex gap="3" alignItems="flex-start" flexWrap="wrap">
            <RunOptionFields options={options} labels={labels} prefix="compare" />
            <Button
              size="sm"
              colorPalette="teal"
              marginTop="6"
              loading={loading}
              disabled={!ready}
              onClick={() => void start()}
            >
              <LuGitCompareArrows />
              {k("compare.run")}
            </Button>
          </Flex>
          {jobId && (
            <JobProgress
              jobId={jobId}
              onFinished={(job) => {
                if (job.status !== "succeeded") return;
                const read = readComparison(job.result);
                setComparison(read);
                setUnreadable(read === null);
              }}
            />
          )}
          {unreadable && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>{k("compare.readFailed")}</Alert.Description>
            </Alert.Root>
          )}
          {comparison && (
            <ComparisonView
              comparison={comparison}
              method={method}
              numberOf={numberOf}
              labels={labels}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

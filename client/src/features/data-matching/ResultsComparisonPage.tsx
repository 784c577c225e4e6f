// Results comparison (admin data, gab11): one product in two upstream databases or two versions
// of one. Pick database A and its product, database B (the same product is looked up there by
// code, else by name, and may be changed), then compare: the GWP100 of each and the elementary
// flows of both inventories, the largest contribution to the GWP difference first.
import {
  Badge,
  Box,
  Button,
  Flex,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  useDataMatchingCompareQuery,
  useDataMatchingCounterpartQuery,
  useDataMatchingDatabasesQuery,
  useDataMatchingProcessesQuery,
} from "../../__generated__/hooks";
import { PageHeader } from "../../components/ui/page-header";
import { formatDifference, formatFigure } from "./display";

function Choice({
  label,
  value,
  onChange,
  placeholder,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Text fontSize="sm">{label}</Text>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{placeholder}</option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

export function ResultsComparisonPage() {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`dataMatching.compare.${key}`, options);
  const databases = useDataMatchingDatabasesQuery().data?.upstreamDatabases.items ?? [];
  const [databaseA, setDatabaseA] = useState("");
  const [databaseB, setDatabaseB] = useState("");
  const [keyword, setKeyword] = useState("");
  const [processA, setProcessA] = useState("");
  const [processB, setProcessB] = useState("");
  const [report, setReport] = useState("AR6");
  const [asked, setAsked] = useState<{ a: number; b: number; report: string } | null>(null);

  const productsA = useDataMatchingProcessesQuery({
    variables: { databaseId: Number(databaseA), keyword: keyword.trim() || null },
    skip: !databaseA,
  }).data?.upstreamProcesses.items;
  const productsB = useDataMatchingProcessesQuery({
    variables: { databaseId: Number(databaseB), keyword: keyword.trim() || null },
    skip: !databaseB,
  }).data?.upstreamProcesses.items;
  const counterpart = useDataMatchingCounterpartQuery({
    variables: { processId: Number(processA), databaseId: Number(databaseB) },
    skip: !processA || !databaseB,
  });
  const found = counterpart.data?.upstreamCounterpart;
  useEffect(() => {
    if (found) setProcessB(String(found.id));
  }, [found]);

  const compared = useDataMatchingCompareQuery({
    variables: {
      processAId: asked?.a ?? 0,
      processBId: asked?.b ?? 0,
      report: asked?.report ?? "AR6",
    },
    skip: !asked,
  });
  const result = compared.data?.compareUpstreamResults;

  const databaseOptions = databases.map((d) => (
    <option key={d.id} value={String(d.id)}>
      {d.name} {d.version}
    </option>
  ));
  const productOptions = (items: typeof productsA) =>
    (items ?? []).map((p) => (
      <option key={p.id} value={String(p.id)}>
        {p.productName} · {p.name}
        {p.location ? ` (${p.location})` : ""}
      </option>
    ));
  // The counterpart found in B is offered even when the keyword would not list it.
  const optionsB = [
    ...(found && !productsB?.some((p) => p.id === found.id)
      ? [
          <option key={found.id} value={String(found.id)}>
            {found.productName} · {found.name}
          </option>,
        ]
      : []),
    ...productOptions(productsB),
  ];

  return (
    <>
      <PageHeader title={k("title")} />
      <Text fontSize="sm" color="fg.muted" marginBottom="4">
        {k("intro")}
      </Text>
      <Stack gap="3" marginBottom="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Choice
            label={k("databaseA")}
            value={databaseA}
            onChange={setDatabaseA}
            placeholder={k("chooseDatabase")}
          >
            {databaseOptions}
          </Choice>
          <Choice
            label={k("databaseB")}
            value={databaseB}
            onChange={setDatabaseB}
            placeholder={k("chooseDatabase")}
          >
            {databaseOptions}
          </Choice>
        </SimpleGrid>
        <Input
          aria-label={k("productSearch")}
          placeholder={k("productSearch")}
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Choice
            label={k("product")}
            value={processA}
            onChange={setProcessA}
            placeholder={k("chooseProduct")}
          >
            {productOptions(productsA)}
          </Choice>
          <Choice
            label={k("productB")}
            value={processB}
            onChange={setProcessB}
            placeholder={k("chooseProduct")}
          >
            {optionsB}
          </Choice>
        </SimpleGrid>
        {processA && databaseB && !counterpart.loading && !found && (
          <Text fontSize="sm" color="fg.muted">
            {k("noCounterpart")}
          </Text>
        )}
        <Flex gap="3" alignItems="flex-end">
          <Choice
            label={k("report")}
            value={report}
            onChange={(v) => setReport(v || "AR6")}
            placeholder="AR6"
          >
            <option value="AR5">IPCC AR5</option>
            <option value="AR6">IPCC AR6</option>
          </Choice>
          <Button
            colorPalette="teal"
            disabled={!processA || !processB}
            loading={compared.loading}
            onClick={() => setAsked({ a: Number(processA), b: Number(processB), report })}
          >
            {k("run")}
          </Button>
        </Flex>
        {compared.error && (
          <Text color="fg.error">{k("failed", { message: compared.error.message })}</Text>
        )}
      </Stack>
      {result && <ComparisonResult result={result} />}
    </>
  );
}

type Result = NonNullable<
  ReturnType<typeof useDataMatchingCompareQuery>["data"]
>["compareUpstreamResults"];

export function ComparisonResult({ result }: { result: Result }) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`dataMatching.compare.${key}`, options);
  const side = (label: string, s: Result["a"]) => (
    <Box borderWidth="1px" borderRadius="md" padding="3">
      <Text fontSize="sm" color="fg.muted">
        {label}: {s.databaseName} {s.databaseVersion}
      </Text>
      <Text fontSize="sm">{k("gwp", { unit: s.unit, product: s.productName })}</Text>
      <Text fontSize="xl" fontWeight="semibold">
        {formatFigure(s.gwp)} {k("gwpUnit")}
      </Text>
    </Box>
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {side("A", result.a)}
        {side("B", result.b)}
        <Box borderWidth="1px" borderRadius="md" padding="3">
          <Text fontSize="sm" color="fg.muted">
            {k("difference")}
          </Text>
          <Text fontSize="xl" fontWeight="semibold">
            {formatDifference(result.gwpDifference)} {k("gwpUnit")}
          </Text>
        </Box>
      </SimpleGrid>
      {result.flows.length === 0 ? (
        <Text color="fg.muted">{k("empty")}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={k("caption")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{k("columns.flow")}</Table.ColumnHeader>
                <Table.ColumnHeader>{k("columns.compartment")}</Table.ColumnHeader>
                <Table.ColumnHeader>{k("columns.unit")}</Table.ColumnHeader>
                {(
                  ["amountA", "amountB", "difference", "gwpA", "gwpB", "gwpDifference"] as const
                ).map((c) => (
                  <Table.ColumnHeader key={c} textAlign="end">
                    {k(`columns.${c}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.flows.map((f) => (
                <Table.Row key={`${f.name}|${f.compartment}|${f.unit}`}>
                  <Table.Cell>
                    {f.name}{" "}
                    {f.presence !== "both" && (
                      <Badge colorPalette="orange">{k(`presence.${f.presence}`)}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{f.compartment}</Table.Cell>
                  <Table.Cell>{f.unit}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFigure(f.amountA)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFigure(f.amountB)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatDifference(f.difference)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFigure(f.gwpA)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFigure(f.gwpB)}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="medium">
                    {formatDifference(f.gwpDifference)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

// The roll-ups of a run as tables: the six ISO 14064-1 categories, the fifteen scope 3
// categories, the processes and the gases, each row's figure opening the trace of the lines it
// sums, and its share of the location-based total.
import { Box, Card, Heading, SimpleGrid, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CaseResults_TotalsFragment } from "../../__generated__/graphql";
import { formatShare, isoCategoryName, scope3CategoryName } from "../../lib/emissions";
import { categoryRows, formatPrecise, gasRows, processBars } from "./result-views";
import { FigureButton, useResults } from "./results-context";

interface TableColumn {
  header: string;
  numeric?: boolean;
}

function FigureTable({
  title,
  columns,
  rows,
  footer,
}: {
  title: string;
  columns: TableColumn[];
  rows: { key: string | number; cells: ReactNode[] }[];
  footer?: ReactNode[];
}) {
  return (
    <Card.Root size="sm" height="full">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body paddingTop="2">
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader
                    key={column.header}
                    textAlign={column.numeric ? "end" : undefined}
                    whiteSpace="nowrap"
                  >
                    {column.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.key}>
                  {row.cells.map((cell, index) => (
                    <Table.Cell
                      key={columns[index].header}
                      textAlign={columns[index].numeric ? "end" : undefined}
                      fontVariantNumeric={columns[index].numeric ? "tabular-nums" : undefined}
                      whiteSpace={columns[index].numeric ? "nowrap" : "normal"}
                    >
                      {cell}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
            {footer && (
              <Table.Footer>
                <Table.Row fontWeight="semibold">
                  {footer.map((cell, index) => (
                    <Table.Cell
                      key={columns[index].header}
                      textAlign={columns[index].numeric ? "end" : undefined}
                      whiteSpace="nowrap"
                    >
                      {cell}
                    </Table.Cell>
                  ))}
                </Table.Row>
              </Table.Footer>
            )}
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}

export function BreakdownTables({ totals }: { totals: CaseResults_TotalsFragment }) {
  const { t } = useTranslation();
  const { locale, gasLabel, gasName, processName } = useResults();
  const tonnes = t("caseResults.tonnesCo2e");
  const share = t("caseResults.share");

  const iso = categoryRows(totals.byIsoCategory, 6, totals.totalKg);
  const scope3 = categoryRows(totals.byScope3Category, 15, totals.scope3);
  const processes = processBars(totals);
  const gases = gasRows(totals);

  const isoTable = (
    <FigureTable
      title={t("caseResults.table.isoHeading")}
      columns={[
        { header: t("caseResults.table.category") },
        { header: tonnes, numeric: true },
        { header: share, numeric: true },
      ]}
      rows={iso.map((row) => {
        const name = `${row.category}. ${isoCategoryName(row.category, locale)}`;
        return {
          key: row.category,
          cells: [
            name,
            <FigureButton
              key="kg"
              kg={row.kg}
              label={name}
              request={{
                type: "total",
                target: { kind: "isoCategory", category: row.category },
                label: name,
              }}
            />,
            formatShare(row.kg, totals.totalKg),
          ],
        };
      })}
    />
  );

  const scope3Table = (
    <FigureTable
      title={t("caseResults.table.scope3Heading")}
      columns={[
        { header: t("caseResults.table.category") },
        { header: tonnes, numeric: true },
        { header: `${share} (${t("caseResults.scopeName.scope3")})`, numeric: true },
      ]}
      rows={scope3.map((row) => {
        const name = `${row.category}. ${scope3CategoryName(row.category, locale)}`;
        return {
          key: row.category,
          cells: [
            name,
            <FigureButton
              key="kg"
              kg={row.kg}
              label={name}
              request={{
                type: "total",
                target: { kind: "scope3Category", category: row.category },
                label: name,
              }}
            />,
            formatShare(row.kg, totals.scope3),
          ],
        };
      })}
    />
  );

  const processTable = (
    <FigureTable
      title={t("caseResults.table.processHeading")}
      columns={[
        { header: t("caseResults.table.process") },
        { header: t("caseResults.table.scope") },
        { header: tonnes, numeric: true },
        { header: share, numeric: true },
      ]}
      rows={processes.map((row) => {
        const name = `${processName(row.processId, row.processName)} (${t("caseResults.scopeShort", { scope: row.scope })})`;
        return {
          key: `${row.processId}:${row.scope}`,
          cells: [
            processName(row.processId, row.processName),
            row.scope,
            <FigureButton
              key="kg"
              kg={row.kg}
              label={name}
              request={{
                type: "total",
                target: {
                  kind: "process",
                  processId: row.processId,
                  scope: row.scope,
                  processName: row.processName,
                },
                label: name,
              }}
            />,
            formatShare(row.kg, totals.totalKg),
          ],
        };
      })}
    />
  );

  const gasTable = (
    <FigureTable
      title={t("caseResults.table.gasHeading")}
      columns={[
        { header: t("caseResults.table.gas") },
        { header: t("caseResults.table.massKg"), numeric: true },
        { header: tonnes, numeric: true },
        { header: share, numeric: true },
      ]}
      rows={gases.map((row) => ({
        key: row.gas,
        cells: [
          <Box key="gas">
            <Text as="span" fontWeight="medium">
              {gasLabel(row.gas)}
            </Text>
            {gasName(row.gas) !== gasLabel(row.gas) && (
              <Text as="span" color="fg.muted" fontSize="xs" marginStart="1.5">
                {gasName(row.gas)}
              </Text>
            )}
          </Box>,
          formatPrecise(row.massKg),
          <FigureButton
            key="kg"
            kg={row.kg}
            label={gasLabel(row.gas)}
            request={{
              type: "total",
              target: { kind: "gas", gas: row.gas },
              label: gasLabel(row.gas),
            }}
          />,
          formatShare(row.kg, totals.totalKg),
        ],
      }))}
    />
  );

  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3" alignItems="start">
      {isoTable}
      {processTable}
      {scope3Table}
      {gasTable}
    </SimpleGrid>
  );
}

// The calculation runs of a case, newest first: number, date, status, totals; failed runs with
// their error count and, on request, the lines that stopped them. A succeeded run can be chosen
// to show its results instead of the latest.
import { Badge, Box, Button, Card, Heading, List, Table, Text } from "@chakra-ui/react";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CaseResults_RunSummaryFragment } from "../../__generated__/graphql";
import { formatTonnes } from "../../lib/emissions";
import { useLocale } from "../../i18n";
import { formatDateTime } from "../../lib/format";

export function RunHistory({
  runs,
  shownId,
  latestId,
  onChoose,
}: {
  runs: readonly CaseResults_RunSummaryFragment[];
  shownId: number | null;
  latestId: number | null;
  onChoose: (runId: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [openErrors, setOpenErrors] = useState<number | null>(null);
  if (runs.length === 0) return null;
  const tonnes = (kg: number | null | undefined) =>
    kg === null || kg === undefined
      ? ""
      : `${formatTonnes(kg, locale)} ${t("caseResults.tonnesCo2e")}`;

  return (
    <Card.Root size="sm" as="section" aria-label={t("caseResults.runs.heading")}>
      <Card.Header>
        <Heading as="h3" size="sm">
          {t("caseResults.runs.heading")}
        </Heading>
      </Card.Header>
      <Card.Body paddingTop="2">
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t("caseResults.runs.caption")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("caseResults.runs.run")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("caseResults.runs.date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("caseResults.runs.status")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("caseResults.runs.total")}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("caseResults.runs.totalMarket")}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("caseResults.runs.lines")}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Box srOnly>{t("common.actions")}</Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {runs.map((run) => {
                const succeeded = run.status === "succeeded";
                const errorsOpen = openErrors === run.id;
                return (
                  <Fragment key={run.id}>
                    <Table.Row bg={run.id === shownId ? "teal.50" : undefined}>
                      <Table.Cell whiteSpace="nowrap">
                        #{run.runNo}
                        {run.id === latestId && (
                          <Badge size="sm" marginStart="2" colorPalette="teal" variant="subtle">
                            {t("caseResults.runs.latest")}
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(run.createdAt)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {succeeded ? (
                          <Badge colorPalette="green">{t("caseResults.runs.succeeded")}</Badge>
                        ) : (
                          <>
                            <Badge colorPalette="red">{t("caseResults.runs.failed")}</Badge>
                            <Button
                              size="xs"
                              variant="plain"
                              colorPalette="red"
                              marginStart="2"
                              aria-expanded={errorsOpen}
                              aria-label={t(
                                errorsOpen
                                  ? "caseResults.runs.hideErrors"
                                  : "caseResults.runs.showErrors",
                                { runNo: run.runNo },
                              )}
                              onClick={() => setOpenErrors(errorsOpen ? null : run.id)}
                            >
                              {t("caseResults.runs.errors", { count: run.errors.length })}
                            </Button>
                          </>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {succeeded ? tonnes(run.totalKg) : ""}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {succeeded ? tonnes(run.totalMarketKg) : ""}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{run.lineCount}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {succeeded &&
                          (run.id === shownId ? (
                            <Text as="span" fontSize="xs" color="fg.muted">
                              {t("caseResults.runs.shown")}
                            </Text>
                          ) : (
                            <Button
                              size="xs"
                              variant="outline"
                              aria-label={t("caseResults.runs.viewRun", { runNo: run.runNo })}
                              onClick={() => onChoose(run.id)}
                            >
                              {t("caseResults.runs.view")}
                            </Button>
                          ))}
                      </Table.Cell>
                    </Table.Row>
                    {errorsOpen && (
                      <Table.Row>
                        <Table.Cell colSpan={7} bg="red.50">
                          <List.Root gap="1" fontSize="sm" paddingStart="4">
                            {run.errors.map((error, index) => (
                              <List.Item key={`${error.lineId}-${error.reason}-${index}`}>
                                <Text as="span" fontWeight="medium">
                                  {t("caseResults.runs.errorLine", {
                                    name: error.name,
                                    process: error.processName,
                                  })}
                                </Text>
                                {": "}
                                {error.message}
                              </List.Item>
                            ))}
                          </List.Root>
                        </Table.Cell>
                      </Table.Row>
                    )}
                  </Fragment>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}

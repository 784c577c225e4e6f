// The cases of a comparison: which one is the reference, each case's corporation, year, GWP set,
// the run its figures come from (any succeeded run may be chosen) and its total; making a case
// its corporation's base year, and taking a case out. Before the comparison answers (or when it
// cannot be made) the cases are listed by the names the picker gave.
import { Badge, Box, HStack, IconButton, NativeSelect, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuFlag, LuX } from "react-icons/lu";
import { Permission } from "../../components/Permission";
import { useLocale } from "../../i18n/use-locale";
import { formatTonnes } from "../../lib/emissions";
import { formatDateTime } from "../../lib/format";
import { EDIT_CODE } from "./ComparisonPanels";
import type { ComparedCases } from "./DimensionView";

type Compared = ComparedCases[number];

export interface CaseStub {
  id: number;
  name: string;
}

export function ComparedCasesTable({
  cases,
  stubs,
  referenceCaseId,
  onReference,
  onRun,
  onRemove,
  onMakeBaseYear,
}: {
  /** The compared cases as the comparison answered, when it did. */
  cases: ComparedCases | null;
  /** The chosen cases by the names known before the answer. */
  stubs: readonly CaseStub[];
  referenceCaseId: number;
  onReference: (caseId: number) => void;
  onRun: (caseId: number, runId: number) => void;
  onRemove: (caseId: number) => void;
  onMakeBaseYear: (item: Compared) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = (id: number, name: string) => (
    <IconButton
      size="xs"
      variant="ghost"
      aria-label={t("comparison.selected.removeOf", { name })}
      title={t("comparison.selected.remove")}
      onClick={() => onRemove(id)}
    >
      <LuX />
    </IconButton>
  );
  const reference = (id: number, name: string) => (
    <input
      type="radio"
      name="comparison-reference"
      checked={id === referenceCaseId}
      aria-label={t("comparison.selected.referenceOf", { name })}
      onChange={() => onReference(id)}
    />
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" aria-label={t("comparison.selected.caption")}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader width="1%">{t("comparison.selected.reference")}</Table.ColumnHeader>
            <Table.ColumnHeader>
              {t("comparison.selected.case")} · {t("comparison.selected.corporation")}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t("comparison.selected.year")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("comparison.selected.gwpSet")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("comparison.selected.run")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t("comparison.selected.total")}
            </Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cases
            ? cases.map((item) => (
                <Table.Row key={item.caseId}>
                  <Table.Cell textAlign="center">{reference(item.caseId, item.name)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" flexWrap="wrap">
                      <Text fontWeight={item.isReference ? "semibold" : undefined}>
                        {item.name}
                      </Text>
                      {item.isBaseYear && (
                        <Badge size="sm" colorPalette="purple">
                          {t("comparison.selected.baseYear")}
                        </Badge>
                      )}
                      {item.changedSinceRun && (
                        <Badge size="sm" colorPalette="orange">
                          {t("comparison.selected.changedSinceRun")}
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="xs" color="fg.muted">
                      {item.corporationName}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{item.year}</Table.Cell>
                  <Table.Cell>{item.gwpSet}</Table.Cell>
                  <Table.Cell>
                    <Box minWidth="14rem">
                      <NativeSelect.Root size="xs">
                        <NativeSelect.Field
                          aria-label={`${t("comparison.selected.run")}: ${item.name}`}
                          value={String(item.runId)}
                          onChange={(event) =>
                            onRun(item.caseId, Number(event.currentTarget.value))
                          }
                        >
                          {item.runs.map((run) => (
                            <option key={run.id} value={run.id}>
                              {t("comparison.selected.runOption", {
                                runNo: run.runNo,
                                date: formatDateTime(run.createdAt),
                                gwpSet: run.gwpSet,
                              })}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Box>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatTonnes(item.totalKg, locale)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {!item.isBaseYear && (
                      <Permission code={EDIT_CODE}>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t("comparison.selected.makeBaseYearOf", {
                            name: item.name,
                            corporation: item.corporationName,
                          })}
                          title={t("comparison.selected.makeBaseYear")}
                          onClick={() => onMakeBaseYear(item)}
                        >
                          <LuFlag />
                        </IconButton>
                      </Permission>
                    )}
                    {remove(item.caseId, item.name)}
                  </Table.Cell>
                </Table.Row>
              ))
            : stubs.map((stub) => (
                <Table.Row key={stub.id}>
                  <Table.Cell textAlign="center">{reference(stub.id, stub.name)}</Table.Cell>
                  <Table.Cell colSpan={5}>{stub.name}</Table.Cell>
                  <Table.Cell textAlign="end">{remove(stub.id, stub.name)}</Table.Cell>
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

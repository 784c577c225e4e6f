// Choosing the cases of a comparison: the company's cases newest year first, searched by case or
// corporation name and filtered by corporation and year, each with its latest total, whether it
// is its corporation's base year and whether it has been calculated at all.
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCheck, LuPlus } from "react-icons/lu";
import type { ComparableCasesQuery } from "../../__generated__/graphql";
import { useComparableCasesQuery } from "../../__generated__/hooks";
import {
  DataTable,
  SearchBox,
  pageVariables,
  useTableState,
  type Column,
} from "../../components/ui/data-table";
import { useLocale } from "../../i18n/use-locale";
import { formatTonnes } from "../../lib/emissions";
import { MAX_COMPARED } from "./comparison-views";

export type PickedCase = ComparableCasesQuery["comparableCases"]["items"][number];

const YEARS_BACK = 12;

export function CasePickerDialog({
  open,
  chosen,
  onPick,
  onClose,
}: {
  open: boolean;
  chosen: readonly number[];
  onPick: (item: PickedCase) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      size="xl"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("comparison.picker.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <PickerBody chosen={chosen} onPick={onPick} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={onClose}>
                {t("comparison.picker.done")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PickerBody({
  chosen,
  onPick,
}: {
  chosen: readonly number[];
  onPick: (item: PickedCase) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const table = useTableState({ pageSize: 10 });
  const [corporationId, setCorporationId] = useState("");
  const [year, setYear] = useState("");
  const { data, loading } = useComparableCasesQuery({
    variables: {
      ...pageVariables(table.state),
      corporationId: corporationId ? Number(corporationId) : undefined,
      year: year ? Number(year) : undefined,
    },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.comparableCases;
  const corporations = data?.comparisonCorporations ?? [];
  const thisYear = new Date().getFullYear();
  const full = chosen.length >= MAX_COMPARED;
  const columns: Column<PickedCase>[] = [
    {
      key: "name",
      header: t("comparison.selected.case"),
      render: (item) => (
        <HStack gap="2" flexWrap="wrap">
          <Text>{item.name}</Text>
          {item.isBaseYear && (
            <Badge size="sm" colorPalette="purple">
              {t("comparison.selected.baseYear")}
            </Badge>
          )}
          {!item.latestRunId && (
            <Badge size="sm" colorPalette="gray">
              {t("comparison.picker.notCalculated")}
            </Badge>
          )}
        </HStack>
      ),
    },
    {
      key: "corporation",
      header: t("comparison.selected.corporation"),
      render: (item) => item.corporationName,
    },
    { key: "year", header: t("comparison.selected.year"), render: (item) => item.year },
    { key: "gwp", header: t("comparison.selected.gwpSet"), render: (item) => item.gwpSet },
    {
      key: "total",
      header: t("comparison.selected.total"),
      align: "end",
      render: (item) => (item.totalKg === null ? "–" : formatTonnes(item.totalKg, locale)),
    },
    {
      key: "add",
      header: "",
      align: "end",
      render: (item) =>
        chosen.includes(item.id) ? (
          <Text fontSize="sm" color="teal.700" display="inline-flex" alignItems="center" gap="1">
            <LuCheck aria-hidden />
            {t("comparison.picker.added")}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="outline"
            disabled={full}
            aria-label={t("comparison.picker.addOf", { name: item.name })}
            onClick={() => onPick(item)}
          >
            <LuPlus aria-hidden />
            {t("comparison.picker.add")}
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="3">
      <Flex gap="3" flexWrap="wrap" alignItems="flex-end">
        <SearchBox
          value={table.state.keyword}
          onSearch={table.setKeyword}
          placeholder={t("comparison.picker.search")}
        />
        <Box minWidth="14rem">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t("comparison.picker.corporation")}
              value={corporationId}
              onChange={(event) => {
                setCorporationId(event.currentTarget.value);
                table.setPage(1);
              }}
            >
              <option value="">{t("comparison.picker.allCorporations")}</option>
              {corporations.map((corporation) => (
                <option key={corporation.id} value={corporation.id}>
                  {corporation.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box minWidth="8rem">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t("comparison.picker.year")}
              value={year}
              onChange={(event) => {
                setYear(event.currentTarget.value);
                table.setPage(1);
              }}
            >
              <option value="">{t("comparison.picker.allYears")}</option>
              {Array.from({ length: YEARS_BACK }, (_, index) => thisYear + 1 - index).map(
                (value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ),
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Flex>
      {full && (
        <Text fontSize="sm" color="orange.700">
          {t("comparison.picker.limit", { max: MAX_COMPARED })}
        </Text>
      )}
      <DataTable
        caption={t("comparison.picker.caption")}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(item) => item.id}
        total={page?.total ?? 0}
        loading={loading}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={() => undefined}
        emptyText={t("comparison.picker.empty")}
      />
    </Stack>
  );
}

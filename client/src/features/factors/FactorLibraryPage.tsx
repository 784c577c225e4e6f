// /admin/co2accounting/const (gaa02): the emission-factor library. A category tree beside a paged
// table the server searches (name, synonym, code) and filters (region, year, scope, owner,
// retired). Library editors (gaa02) create, edit, retire and restore their company's factors and
// import files; the global library belongs to the platform operator (`sys`), so its rows offer
// no changes to anyone else and say why. The export downloads what the search finds, in the
// import template, and the empty template when it finds nothing.
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  LuArchive,
  LuArchiveRestore,
  LuDownload,
  LuLock,
  LuPencil,
  LuPlus,
  LuUpload,
} from "react-icons/lu";
import type { FactorLibrary_FactorFragment } from "../../__generated__/graphql";
import {
  useFactorLibraryCategoriesQuery,
  useFactorLibraryQuery,
  useLazyExportEmissionFactorsQuery,
  useRetireEmissionFactorMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { Permission } from "../../components/Permission";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { DataTable, SearchBox, useTableState, type Column } from "../../components/ui/data-table";
import { PageHeader } from "../../components/ui/page-header";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { useLocale } from "../../i18n";
import { SYS_CODE } from "../../lib/permissions";
import { CategorySelect, CategoryTree, type CategorySelection } from "./CategoryTree";
import { FactorFormDialog } from "./FactorFormDialog";
import {
  NO_FILTERS,
  factorListVariables,
  factorSearchVariables,
  isFiltered,
  type FactorFilters,
  type OwnerFilter,
} from "./factor-filters";
import { saveBase64 } from "../../lib/files";
import { formatGasNumber, formatGasValues, gasValuesInFull } from "./gas-values";
import { ImportFactorsDialog } from "./ImportFactorsDialog";
import { OwnerBadge } from "./OwnerBadge";
import { localName } from "../reference/reference";
import { localZhName, unitSymbol, useReferenceLookups } from "../reference/lookups";
import { SourceCitation } from "./SourceCitation";

type Factor = FactorLibrary_FactorFragment;

/** The library editor's code: creating, editing, retiring and importing. */
export const EDIT_CODE = "gaa02";

const DATA_SOURCE_FALLBACK: Record<number, { name: string; nameZh: string }> = {
  1: { name: "Estimate", nameZh: "估算" },
  2: { name: "Literature", nameZh: "文献" },
  3: { name: "Field collection", nameZh: "现场采集" },
};

export function FactorLibraryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const table = useTableState();
  const [filters, setFilters] = useState<FactorFilters>(NO_FILTERS);
  const { data, previousData, loading, refetch } = useFactorLibraryQuery({
    variables: factorListVariables(table.state, filters),
  });
  const categoriesQuery = useFactorLibraryCategoriesQuery();
  const { reference, units, gases } = useReferenceLookups();
  const [exportFactors, exportState] = useLazyExportEmissionFactorsQuery({
    fetchPolicy: "network-only",
  });
  const [retireFactor] = useRetireEmissionFactorMutation();

  const form = useDialogTarget<Factor>();
  const retiring = useDialogTarget<Factor>();
  const [importOpen, setImportOpen] = useState(false);

  const categories = useMemo(
    () => categoriesQuery.data?.factorCategories ?? [],
    [categoriesQuery.data],
  );
  const categoryNames = useMemo(
    () => new Map(categories.map((category) => [category.code, localName(category, locale)])),
    [categories, locale],
  );
  const page = (data ?? previousData)?.emissionFactors;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;

  const canEdit = hasPermission(EDIT_CODE);
  const isSys = hasPermission(SYS_CODE);
  /** Global rows are the platform operator's; company rows their library editors'. */
  const writable = (factor: Factor) => canEdit && (factor.companyId !== null || isSys);

  const changeFilters = (change: Partial<FactorFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    table.setPage(1);
  };
  const selectCategory = (selection: CategorySelection) => changeFilters(selection);

  const reload = () => {
    void refetch();
    void categoriesQuery.refetch();
  };

  const download = async () => {
    try {
      const result = await exportFactors({
        variables: factorSearchVariables(table.state.keyword, filters),
      });
      const file = result.data?.exportEmissionFactors;
      if (file) saveBase64(file);
    } catch {
      // The error link has shown the message.
    }
  };

  const confirmRetire = async (factor: Factor) => {
    const retired = !factor.retired;
    await retireFactor({ variables: { id: factor.id, retired } });
    notify.success(
      t(retired ? "adminAccounting.factors.retiredDone" : "adminAccounting.factors.restoredDone", {
        code: factor.code,
      }),
    );
    // Without retired rows in view the row leaves the page; the tree may lose a subcategory.
    if (rows.length === 1 && table.state.page > 1 && !filters.includeRetired) {
      table.setPage(table.state.page - 1);
    }
    reload();
  };

  const dataSourceName = (id: number) => {
    const type =
      reference?.dataSourceTypes.find((candidate) => candidate.id === id) ??
      DATA_SOURCE_FALLBACK[id];
    return type ? `${id} ${localZhName(type, locale)}` : String(id);
  };
  const gasLabel = (code: string) => gases.get(code)?.label ?? code;

  const columns: Column<Factor>[] = [
    {
      key: "code",
      header: t("adminAccounting.factors.code"),
      render: (factor) => (
        <Stack gap="1" alignItems="flex-start">
          {/* Codes run to 64 characters (CN-GRID-2021-NATIONAL-EXCL-MARKET-NONFOSSIL): they wrap. */}
          <Text
            fontFamily="mono"
            fontSize="xs"
            whiteSpace="normal"
            wordBreak="break-all"
            minWidth="6rem"
            maxWidth="9rem"
          >
            {factor.code}
          </Text>
          <OwnerBadge global={factor.companyId === null} />
        </Stack>
      ),
    },
    {
      key: "name",
      header: t("adminAccounting.factors.name"),
      render: (factor) => (
        <Stack gap="1" minWidth="9rem" maxWidth="14rem" alignItems="flex-start">
          <Text
            whiteSpace="normal"
            fontWeight="medium"
            color={factor.retired ? "fg.muted" : undefined}
          >
            {localName(factor, locale)}
          </Text>
          {factor.retired && (
            <Badge colorPalette="orange" variant="solid">
              {t("adminAccounting.factors.retired")}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: "category",
      header: t("adminAccounting.factors.category"),
      render: (factor) => (
        <Stack gap="0" minWidth="6rem" maxWidth="10rem">
          <Text whiteSpace="normal">{categoryNames.get(factor.category) ?? factor.category}</Text>
          {factor.subcategory && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
              {factor.subcategory}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "unit",
      header: t("adminAccounting.factors.unit"),
      render: (factor) => <Text whiteSpace="nowrap">{unitSymbol(units, factor.unitId)}</Text>,
    },
    {
      key: "gases",
      header: t("adminAccounting.factors.gases"),
      render: (factor) => {
        const symbol = unitSymbol(units, factor.unitId);
        return (
          <Stack gap="0.5" minWidth="9rem" maxWidth="14rem">
            <Text
              fontSize="xs"
              fontFamily="mono"
              whiteSpace="normal"
              title={gasValuesInFull(factor.gases, symbol, gasLabel)}
            >
              {formatGasValues(factor.gases, symbol)}
            </Text>
            {factor.ncv !== null && factor.carbonContent !== null && factor.oxidation !== null && (
              <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
                {t("adminAccounting.factors.combustion", {
                  ncv: formatGasNumber(factor.ncv),
                  carbonContent: formatGasNumber(factor.carbonContent),
                  oxidation: formatGasNumber(factor.oxidation),
                  unit: symbol,
                })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: "regionYear",
      header: t("adminAccounting.factors.regionYear"),
      render: (factor) => (
        <Stack gap="0">
          <Text whiteSpace="nowrap">{factor.region}</Text>
          <Text fontSize="xs" color="fg.muted">
            {factor.year}
          </Text>
        </Stack>
      ),
    },
    {
      key: "source",
      header: t("adminAccounting.factors.source"),
      render: (factor) => (
        <SourceCitation
          citation={{
            code: factor.code,
            source: factor.source,
            sourceUrl: factor.sourceUrl,
            version: factor.version,
            dataSourceType: dataSourceName(factor.dataSourceType),
          }}
        />
      ),
    },
  ];

  if (canEdit) {
    columns.push({
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (factor) =>
        writable(factor) ? (
          <HStack gap="1" justifyContent="flex-end">
            <RowAction
              label={t("adminAccounting.factors.edit", { code: factor.code })}
              onClick={() => form.show(factor)}
            >
              <LuPencil />
            </RowAction>
            {factor.retired ? (
              <RowAction
                label={t("adminAccounting.factors.restore", { code: factor.code })}
                onClick={() => retiring.show(factor)}
              >
                <LuArchiveRestore />
              </RowAction>
            ) : (
              <RowAction
                label={t("adminAccounting.factors.retire", { code: factor.code })}
                onClick={() => retiring.show(factor)}
                danger
              >
                <LuArchive />
              </RowAction>
            )}
          </HStack>
        ) : (
          <Flex justifyContent="flex-end" paddingInline="2">
            <Box
              as="span"
              role="img"
              color="fg.muted"
              aria-label={t("adminAccounting.factors.globalLocked")}
              title={t("adminAccounting.factors.globalLocked")}
            >
              <LuLock aria-hidden />
            </Box>
          </Flex>
        ),
    });
  }

  const filtered = isFiltered(table.state.keyword, filters);
  const target = retiring.target;

  return (
    <>
      <PageHeader title={t("menu.adminConst")}>
        <Button
          size="sm"
          variant="outline"
          bg="white"
          loading={exportState.loading}
          onClick={() => void download()}
          title={t("adminAccounting.factors.exportHint")}
        >
          <LuDownload aria-hidden />
          {t("adminAccounting.factors.export")}
        </Button>
        <Permission code={EDIT_CODE}>
          <Button size="sm" variant="outline" bg="white" onClick={() => setImportOpen(true)}>
            <LuUpload aria-hidden />
            {t("adminAccounting.factors.import")}
          </Button>
          <Button size="sm" colorPalette="teal" onClick={() => form.show(null)}>
            <LuPlus aria-hidden />
            {t("adminAccounting.factors.create")}
          </Button>
        </Permission>
      </PageHeader>

      {/* The tree takes a column only where the table still fits beside it (2xl, 1536 px);
          below, the select in the filter row offers the same choice. */}
      <Flex gap="4" alignItems="flex-start">
        <Box
          hideBelow="2xl"
          width="13rem"
          flexShrink={0}
          position="sticky"
          top="4"
          maxHeight="calc(100vh - 8rem)"
          overflowY="auto"
        >
          <CategoryTree
            categories={categories}
            loading={categoriesQuery.loading}
            selection={{ category: filters.category, subcategory: filters.subcategory }}
            onSelect={selectCategory}
          />
        </Box>

        <Box flex="1" minWidth="0" width="full">
          <Flex gap="3" marginBottom="3" alignItems="center" flexWrap="wrap">
            <Box hideFrom="2xl">
              <CategorySelect
                categories={categories}
                selection={{ category: filters.category, subcategory: filters.subcategory }}
                onSelect={selectCategory}
              />
            </Box>
            <Box flex="1 1 18rem" maxWidth="26rem">
              <SearchBox
                value={table.state.keyword}
                onSearch={table.setKeyword}
                placeholder={t("adminAccounting.factors.searchPlaceholder")}
              />
            </Box>
            <FilterInput
              label={t("adminAccounting.factors.region")}
              placeholder={t("adminAccounting.factors.regionPlaceholder")}
              value={filters.region}
              width="7.5rem"
              list="factor-region-options"
              onCommit={(region) => changeFilters({ region })}
            />
            <datalist id="factor-region-options">
              {["CN", "GB", "US", "GLO"].map((code) => (
                <option key={code} value={code} />
              ))}
              {(reference?.regions ?? []).map((region) => (
                <option key={region.code} value={region.code}>
                  {localName(region, locale)}
                </option>
              ))}
            </datalist>
            <FilterInput
              label={t("adminAccounting.factors.year")}
              placeholder={t("adminAccounting.factors.yearPlaceholder")}
              value={filters.year}
              width="6rem"
              inputMode="numeric"
              onCommit={(year) => changeFilters({ year })}
            />
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t("adminAccounting.factors.scopeFilter")}
                value={filters.scope}
                bg="white"
                onChange={(event) => changeFilters({ scope: event.currentTarget.value })}
              >
                <option value="">{t("adminAccounting.factors.allScopes")}</option>
                {[1, 2, 3].map((scope) => (
                  <option key={scope} value={String(scope)}>
                    {t("adminAccounting.scope", { scope })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t("adminAccounting.factors.ownerFilter")}
                value={filters.owner}
                bg="white"
                onChange={(event) =>
                  changeFilters({ owner: event.currentTarget.value as OwnerFilter })
                }
              >
                <option value="all">{t("adminAccounting.factors.ownerAll")}</option>
                <option value="global">{t("adminAccounting.factors.ownerGlobal")}</option>
                <option value="company">{t("adminAccounting.factors.ownerCompany")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Checkbox.Root
              size="sm"
              colorPalette="teal"
              checked={filters.includeRetired}
              onCheckedChange={(details) =>
                changeFilters({ includeRetired: details.checked === true })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t("adminAccounting.factors.includeRetired")}</Checkbox.Label>
            </Checkbox.Root>
          </Flex>

          <DataTable
            caption={t("adminAccounting.factors.caption")}
            columns={columns}
            rows={rows}
            rowKey={(factor) => factor.id}
            total={total}
            loading={loading}
            state={table.state}
            onPage={table.setPage}
            onPageSize={table.setPageSize}
            onSort={() => undefined}
            emptyText={
              filtered ? t("adminAccounting.factors.noMatch") : t("adminAccounting.factors.empty")
            }
          />
        </Box>
      </Flex>

      <FactorFormDialog
        open={form.open}
        factor={form.target}
        defaults={filters.category ? { category: filters.category } : undefined}
        onClose={form.close}
        onSaved={reload}
      />

      <ImportFactorsDialog
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={reload}
      />

      <ConfirmDialog
        open={retiring.open}
        title={
          target?.retired
            ? t("adminAccounting.factors.restoreTitle")
            : t("adminAccounting.factors.retireTitle")
        }
        confirmLabel={
          target?.retired
            ? t("adminAccounting.factors.restoreAction")
            : t("adminAccounting.factors.retireAction")
        }
        destructive={!target?.retired}
        onConfirm={() => (target ? confirmRetire(target) : undefined)}
        onClose={retiring.close}
      >
        {target?.retired
          ? t("adminAccounting.factors.restoreConfirm", {
              code: target.code,
              name: localName(target, locale),
            })
          : t("adminAccounting.factors.retireConfirm", {
              code: target?.code ?? "",
              name: target ? localName(target, locale) : "",
            })}
      </ConfirmDialog>
    </>
  );
}

/** A filter typed in full before it applies: on Enter or when the field is left. */
function FilterInput({
  label,
  placeholder,
  value,
  width,
  list,
  inputMode,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  width: string;
  list?: string;
  inputMode?: "numeric";
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form onSubmit={submit}>
      <Input
        size="sm"
        bg="white"
        width={width}
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        list={list}
        inputMode={inputMode}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
      />
    </form>
  );
}

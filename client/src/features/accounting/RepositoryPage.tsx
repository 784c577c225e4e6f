// /co2/corporationIndex, the repository: the company's corporations (paged, searched by name or
// credit code, filtered by province and industry), each with its cases, and a map of China with
// every placed corporation the search finds (its own query, not the table's page). Tag chips
// narrow the cases shown. Creating a case needs aa02, creating and editing corporations aa01,
// deleting aa03. The page is kept alive (SPEC §2): its filters, page and open rows survive a
// visit to an editor, and it reloads when shown again.
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Grid,
  HStack,
  IconButton,
  Link,
  NativeSelect,
  Spinner,
  Table,
  Text,
  VStack,
  Wrap,
} from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  LuBuilding2,
  LuChevronDown,
  LuChevronRight,
  LuFilePlus,
  LuFolderOpen,
  LuPencil,
  LuPlus,
  LuTrash2,
} from "react-icons/lu";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import type {
  RepositoryPage_CaseFragment,
  RepositoryPage_CorporationFragment,
} from "../../__generated__/graphql";
import {
  useRepositoryCaseTagsQuery,
  useRepositoryCorporationsQuery,
  useRepositoryDeleteCaseMutation,
  useRepositoryDeleteCorporationMutation,
  useRepositoryMapPointsQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { Permission } from "../../components/Permission";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SearchBox, useTableState } from "../../components/ui/data-table";
import { PageHeader } from "../../components/ui/page-header";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatCo2e } from "../../lib/emissions";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../i18n";
import { CaseStatusBadge } from "./CaseStatusBadge";
import { LazyChinaMap } from "./LazyChinaMap";
import { Pager } from "../../components/ui/pager";
import { positionOf } from "./position";
import { indented, industryChoices, useReference } from "../reference/reference";
import { ACCOUNTING_CODES, caseAddPath, caseEditorPath, corporationEditPath } from "./paths";

type Corporation = RepositoryPage_CorporationFragment;
type CaseRow = RepositoryPage_CaseFragment;

export function RepositoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const reference = useReference();
  const { locale } = reference;
  const table = useTableState();
  const [province, setProvince] = useState("");
  const [industryId, setIndustryId] = useState("");
  const [tagId, setTagId] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());

  const filters = {
    keyword: table.state.keyword.trim() || undefined,
    province: province || undefined,
    industryId: industryId ? Number(industryId) : undefined,
  };
  const filtered = Boolean(filters.keyword || filters.province || filters.industryId);
  const corporations = useRepositoryCorporationsQuery({
    variables: { page: table.state.page, pageSize: table.state.pageSize, ...filters },
  });
  const mapPoints = useRepositoryMapPointsQuery({ variables: filters });
  const tags = useRepositoryCaseTagsQuery();
  const [deleteCorporation] = useRepositoryDeleteCorporationMutation();
  const [deleteCase] = useRepositoryDeleteCaseMutation();
  const deletingCorporation = useDialogTarget<Corporation>();
  const deletingCase = useDialogTarget<CaseRow>();

  // A kept page is shown again (its effects run again) after a visit to an editor, which may
  // have added or changed cases: reload then, not on the first showing.
  const shown = useRef(false);
  const { refetch } = corporations;
  const refetchMap = mapPoints.refetch;
  const refetchTags = tags.refetch;
  useEffect(() => {
    if (shown.current) {
      void refetch();
      void refetchMap();
      void refetchTags();
    }
    shown.current = true;
  }, [refetch, refetchMap, refetchTags]);

  const page = (corporations.data ?? corporations.previousData)?.corporations;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const loading = corporations.loading && !page;
  const tagList = tags.data?.caseTags ?? [];
  const activeTag = tagList.find((tag) => tag.id === tagId) ?? null;

  const map = (mapPoints.data ?? mapPoints.previousData)?.corporationMap;
  const points = useMemo(
    () =>
      (map?.points ?? []).flatMap((corporation) => {
        const position = positionOf(corporation);
        return position ? [{ id: corporation.id, name: corporation.name, ...position }] : [];
      }),
    [map],
  );
  const mapTotal = map?.total ?? 0;
  const industries = useMemo(
    () => industryChoices(reference.industries, locale),
    [reference.industries, locale],
  );

  const reload = async () => {
    await Promise.all([corporations.refetch(), mapPoints.refetch()]);
  };

  const confirmDeleteCorporation = async (corporation: Corporation) => {
    await deleteCorporation({ variables: { id: corporation.id } });
    notify.success(t("accounting.repository.corporationDeleted", { name: corporation.name }));
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    await reload();
  };

  const confirmDeleteCase = async (item: CaseRow) => {
    await deleteCase({ variables: { id: item.id } });
    notify.success(t("accounting.repository.caseDeleted", { name: item.name }));
    await reload();
  };

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const setFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    table.setPage(1);
  };

  const canAct = ["aa01", "aa02", "aa03"].some((code) => hasPermission(code));

  return (
    <>
      <PageHeader title={t("accounting.repository.title")}>
        <Permission code={ACCOUNTING_CODES.edit}>
          <Button
            size="sm"
            colorPalette="teal"
            onClick={() => void navigate(corporationEditPath())}
          >
            <LuPlus aria-hidden />
            {t("accounting.repository.newCorporation")}
          </Button>
        </Permission>
      </PageHeader>

      <Flex gap="3" marginBottom="3" alignItems="center" flexWrap="wrap">
        <Box flex="1 1 18rem" maxWidth="28rem">
          <SearchBox
            value={table.state.keyword}
            onSearch={table.setKeyword}
            placeholder={t("accounting.repository.searchPlaceholder")}
          />
        </Box>
        <NativeSelect.Root size="sm" width="auto" minWidth="40">
          <NativeSelect.Field
            aria-label={t("accounting.repository.provinceFilter")}
            value={province}
            bg="white"
            onChange={(event) => setFilter(setProvince)(event.currentTarget.value)}
          >
            <option value="">{t("accounting.repository.allProvinces")}</option>
            {reference.regions.map((region) => (
              <option key={region.code} value={region.code}>
                {locale === "zh-CN" ? region.name : region.nameEn}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto" minWidth="40" maxWidth="72">
          <NativeSelect.Field
            aria-label={t("accounting.repository.industryFilter")}
            value={industryId}
            bg="white"
            onChange={(event) => setFilter(setIndustryId)(event.currentTarget.value)}
          >
            <option value="">{t("accounting.repository.allIndustries")}</option>
            {industries.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {indented(choice)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {tagList.length > 0 && (
        <Wrap
          gap="2"
          marginBottom="3"
          alignItems="center"
          role="group"
          aria-label={t("accounting.repository.tagFilter")}
        >
          <Text fontSize="sm" color="fg.muted">
            {t("accounting.repository.tagFilter")}
          </Text>
          <Button
            size="xs"
            rounded="full"
            variant={tagId === null ? "solid" : "outline"}
            colorPalette="teal"
            aria-pressed={tagId === null}
            onClick={() => setTagId(null)}
          >
            {t("accounting.repository.allTags")}
          </Button>
          {tagList.map((tag) => (
            <Button
              key={tag.id}
              size="xs"
              rounded="full"
              variant={tagId === tag.id ? "solid" : "outline"}
              colorPalette="teal"
              aria-pressed={tagId === tag.id}
              onClick={() => setTagId(tagId === tag.id ? null : tag.id)}
            >
              {tag.name}
            </Button>
          ))}
        </Wrap>
      )}

      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) 380px" }} gap="4">
        <Box
          bg="white"
          rounded="md"
          borderWidth="1px"
          overflow="hidden"
          minWidth="0"
          alignSelf="start"
        >
          {total === 0 && !loading ? (
            filtered ? (
              <EmptyState.Root size="sm">
                <EmptyState.Content>
                  <EmptyState.Title>{t("accounting.repository.noMatch")}</EmptyState.Title>
                  <EmptyState.Description>
                    {t("accounting.repository.noMatchHint")}
                  </EmptyState.Description>
                </EmptyState.Content>
              </EmptyState.Root>
            ) : (
              <EmptyState.Root>
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <LuBuilding2 />
                  </EmptyState.Indicator>
                  <VStack textAlign="center">
                    <EmptyState.Title>{t("accounting.repository.emptyTitle")}</EmptyState.Title>
                    <EmptyState.Description>
                      {t("accounting.repository.emptyBody")}
                    </EmptyState.Description>
                  </VStack>
                  <Permission code={ACCOUNTING_CODES.edit}>
                    <Button
                      size="sm"
                      colorPalette="teal"
                      onClick={() => void navigate(corporationEditPath())}
                    >
                      <LuPlus aria-hidden />
                      {t("accounting.repository.createFirst")}
                    </Button>
                  </Permission>
                </EmptyState.Content>
              </EmptyState.Root>
            )
          ) : (
            <Table.ScrollArea position="relative">
              <Table.Root
                size="sm"
                aria-label={t("accounting.repository.caption")}
                aria-busy={corporations.loading}
              >
                <Table.Header>
                  <Table.Row bg="gray.50">
                    <Table.ColumnHeader width="1%">
                      <Box srOnly>{t("accounting.repository.expand")}</Box>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>{t("accounting.corporation.name")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("accounting.corporation.industry")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("accounting.corporation.region")}</Table.ColumnHeader>
                    <Table.ColumnHeader whiteSpace="nowrap">
                      {t("accounting.repository.latestReport")}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {t("accounting.repository.caseCount")}
                    </Table.ColumnHeader>
                    {canAct && (
                      <Table.ColumnHeader textAlign="end">{t("common.actions")}</Table.ColumnHeader>
                    )}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((corporation) => {
                    const open = !collapsed.has(corporation.id);
                    const cases = activeTag
                      ? corporation.cases.filter((item) =>
                          item.tags.some((tag) => tag.id === activeTag.id),
                        )
                      : corporation.cases;
                    return (
                      <CorporationRows
                        key={corporation.id}
                        corporation={corporation}
                        cases={cases}
                        open={open}
                        onToggle={() => toggle(corporation.id)}
                        canAct={canAct}
                        industryName={reference.industryName(corporation.industryId)}
                        regionName={[reference.regionName(corporation.province), corporation.city]
                          .filter(Boolean)
                          .join(" · ")}
                        tagName={activeTag?.name ?? null}
                        onDelete={() => deletingCorporation.show(corporation)}
                        onDeleteCase={(item) => deletingCase.show(item)}
                      />
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {loading && (
            <Flex padding="8" justifyContent="center">
              <Spinner size="sm" />
            </Flex>
          )}
          {total > 0 && (
            <Pager
              page={table.state.page}
              pageSize={table.state.pageSize}
              total={total}
              onPage={table.setPage}
              onPageSize={table.setPageSize}
            />
          )}
        </Box>

        <Card.Root size="sm" alignSelf="start" order={{ base: -1, xl: 0 }}>
          <Card.Header>
            <Card.Title as="h2" fontSize="md">
              {t("accounting.map.title")}
            </Card.Title>
            <Text fontSize="xs" color="fg.muted">
              {mapTotal > 0
                ? t("accounting.map.placed", { count: points.length, total: mapTotal })
                : t("accounting.map.noCorporations")}
            </Text>
          </Card.Header>
          <Card.Body paddingTop="2">
            <LazyChinaMap
              points={points}
              label={t("accounting.map.label", { count: points.length })}
              loadingText={t("accounting.map.loading")}
              failedText={t("accounting.map.failed")}
              height="300px"
            />
          </Card.Body>
        </Card.Root>
      </Grid>

      <ConfirmDialog
        open={deletingCorporation.open}
        title={t("accounting.repository.deleteCorporationTitle")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={() =>
          deletingCorporation.target
            ? confirmDeleteCorporation(deletingCorporation.target)
            : undefined
        }
        onClose={deletingCorporation.close}
      >
        {deletingCorporation.target &&
          t("accounting.repository.deleteCorporationConfirm", {
            name: deletingCorporation.target.name,
            count: deletingCorporation.target.cases.length,
          })}
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingCase.open}
        title={t("accounting.repository.deleteCaseTitle")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={() => (deletingCase.target ? confirmDeleteCase(deletingCase.target) : undefined)}
        onClose={deletingCase.close}
      >
        {deletingCase.target &&
          t("accounting.repository.deleteCaseConfirm", {
            name: deletingCase.target.name,
            count: deletingCase.target.calculationCount,
          })}
      </ConfirmDialog>
    </>
  );
}

function CorporationRows({
  corporation,
  cases,
  open,
  onToggle,
  canAct,
  industryName,
  regionName,
  tagName,
  onDelete,
  onDeleteCase,
}: {
  corporation: Corporation;
  /** The cases shown: all, or those with the chosen tag. */
  cases: readonly CaseRow[];
  open: boolean;
  onToggle: () => void;
  canAct: boolean;
  industryName: string;
  regionName: string;
  tagName: string | null;
  onDelete: () => void;
  onDeleteCase: (item: CaseRow) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = canAct ? 7 : 6;
  const casesId = `corporation-${corporation.id}-cases`;
  return (
    <>
      <Table.Row data-corporation-id={corporation.id}>
        <Table.Cell>
          <IconButton
            size="xs"
            variant="ghost"
            aria-expanded={open}
            aria-controls={casesId}
            aria-label={
              open
                ? t("accounting.repository.collapse", { name: corporation.name })
                : t("accounting.repository.expandCases", { name: corporation.name })
            }
            onClick={onToggle}
          >
            {open ? <LuChevronDown /> : <LuChevronRight />}
          </IconButton>
        </Table.Cell>
        <Table.Cell>
          <Text fontWeight="semibold" whiteSpace="normal" minWidth="10rem">
            {corporation.name}
          </Text>
          {corporation.creditCode && (
            <Text fontFamily="mono" fontSize="xs" color="fg.muted">
              {corporation.creditCode}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell whiteSpace="normal">{industryName}</Table.Cell>
        <Table.Cell whiteSpace="normal">{regionName}</Table.Cell>
        <Table.Cell whiteSpace="nowrap">
          {corporation.latestReportDate ? (
            formatDate(corporation.latestReportDate)
          ) : (
            <Text as="span" color="fg.muted">
              {t("accounting.repository.noReport")}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell textAlign="end">{corporation.cases.length}</Table.Cell>
        {canAct && (
          <Table.Cell textAlign="end">
            <HStack
              gap="1"
              justifyContent="flex-end"
              role="group"
              aria-label={t("accounting.repository.actionsFor", { name: corporation.name })}
            >
              <Permission code={ACCOUNTING_CODES.caseAdd}>
                <RowAction
                  label={t("accounting.repository.newCaseFor", { name: corporation.name })}
                  onClick={() => void navigate(caseAddPath(corporation.id))}
                >
                  <LuFilePlus />
                </RowAction>
              </Permission>
              <Permission code={ACCOUNTING_CODES.edit}>
                <RowAction
                  label={t("accounting.repository.editCorporation", { name: corporation.name })}
                  onClick={() => void navigate(corporationEditPath(corporation.id))}
                >
                  <LuPencil />
                </RowAction>
              </Permission>
              <Permission code={ACCOUNTING_CODES.delete}>
                <RowAction
                  label={t("accounting.repository.deleteCorporation", { name: corporation.name })}
                  onClick={onDelete}
                  danger
                >
                  <LuTrash2 />
                </RowAction>
              </Permission>
            </HStack>
          </Table.Cell>
        )}
      </Table.Row>
      {open && (
        <Table.Row id={casesId}>
          <Table.Cell colSpan={columns} bg="gray.50" paddingInlineStart="10">
            <CaseList
              corporation={corporation}
              cases={cases}
              tagName={tagName}
              onDeleteCase={onDeleteCase}
            />
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}

function CaseList({
  corporation,
  cases,
  tagName,
  onDeleteCase,
}: {
  corporation: Corporation;
  cases: readonly CaseRow[];
  tagName: string | null;
  onDeleteCase: (item: CaseRow) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  if (cases.length === 0) {
    return (
      <Flex alignItems="center" gap="3" paddingBlock="1" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {tagName
            ? t("accounting.repository.noCaseWithTag", { tag: tagName })
            : t("accounting.repository.noCases")}
        </Text>
        {!tagName && (
          <Permission code={ACCOUNTING_CODES.caseAdd}>
            <Button
              size="xs"
              variant="outline"
              colorPalette="teal"
              bg="white"
              onClick={() => void navigate(caseAddPath(corporation.id))}
            >
              <LuFilePlus aria-hidden />
              {t("accounting.repository.createFirstCase")}
            </Button>
          </Permission>
        )}
      </Flex>
    );
  }
  return (
    <Table.Root
      size="sm"
      variant="outline"
      bg="white"
      aria-label={t("accounting.repository.casesOf", { name: corporation.name })}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t("accounting.case.name")}</Table.ColumnHeader>
          <Table.ColumnHeader>{t("accounting.case.year")}</Table.ColumnHeader>
          <Table.ColumnHeader>{t("common.status")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
            {t("accounting.case.latestTotal")}
          </Table.ColumnHeader>
          <Table.ColumnHeader>{t("accounting.case.tags")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
            {t("accounting.case.calculationCount")}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t("common.actions")}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {cases.map((item) => (
          <Table.Row key={item.id} data-case-id={item.id}>
            <Table.Cell whiteSpace="normal">
              <Link asChild colorPalette="teal" fontWeight="medium">
                <RouterLink to={caseEditorPath(item.id)}>{item.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell>{item.year}</Table.Cell>
            <Table.Cell>
              <CaseStatusBadge status={item.status} />
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {item.latestRun ? (
                formatCo2e(item.latestRun.totalKg, locale)
              ) : (
                <Text as="span" color="fg.muted">
                  {t("accounting.case.notCalculated")}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Wrap gap="1">
                {item.tags.map((tag) => (
                  <Badge key={tag.id} variant="subtle" colorPalette="teal">
                    {tag.name}
                  </Badge>
                ))}
              </Wrap>
            </Table.Cell>
            <Table.Cell textAlign="end">{item.calculationCount}</Table.Cell>
            <Table.Cell textAlign="end">
              <HStack gap="1" justifyContent="flex-end">
                <RowAction
                  label={t("accounting.repository.openCase", { name: item.name })}
                  onClick={() => void navigate(caseEditorPath(item.id))}
                >
                  <LuFolderOpen />
                </RowAction>
                <Permission code={ACCOUNTING_CODES.delete}>
                  <RowAction
                    label={t("accounting.repository.deleteCase", { name: item.name })}
                    onClick={() => onDeleteCase(item)}
                    danger
                  >
                    <LuTrash2 />
                  </RowAction>
                </Permission>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

// /co2book/assetslist: the company's carbon-asset holdings by corporation, type and vintage, with
// the units held by type over the filter, searched by corporation or serial number and filtered
// by type, vintage and corporation; each opens its page with its history. Below, the compliance
// position of a corporation's year.
import {
  Button,
  Checkbox,
  EmptyState,
  NativeSelect,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowRight, LuPlus, LuWallet } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { CarbonAssets_HoldingFragment } from "../../__generated__/graphql";
import { useCarbonAssetCorporationsQuery, useCarbonHoldingsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListHeader, ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { CompliancePanel } from "./CompliancePanel";
import { ASSET_TYPES, formatUnits, unitOf } from "./display";
import { ASSET_EDIT_CODE, ASSET_EDIT_PATH, holdingPath } from "./paths";

type Holding = CarbonAssets_HoldingFragment;

/** Serial ranges shown in a row; the rest are counted. */
const RANGES_SHOWN = 2;

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minWidth="9rem">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        bg="white"
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function AssetListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const table = useTableState<never>();
  const [assetType, setAssetType] = useState("");
  const [vintage, setVintage] = useState("");
  const [corporationId, setCorporationId] = useState("");
  const [includeEmpty, setIncludeEmpty] = useState(false);
  const { data, loading } = useCarbonHoldingsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
      assetType: assetType || undefined,
      vintage: vintage ? Number(vintage) : undefined,
      corporationId: corporationId ? Number(corporationId) : undefined,
      includeEmpty,
    },
    fetchPolicy: "cache-and-network",
  });
  const corporations = useCarbonAssetCorporationsQuery({ fetchPolicy: "cache-and-network" });
  const corporationList = useMemo(
    () => corporations.data?.carbonAssetCorporations ?? [],
    [corporations.data],
  );
  const years = useMemo(
    () => [...new Set(corporationList.flatMap((item) => item.years))].sort((a, b) => b - a),
    [corporationList],
  );
  const rows = data?.carbonHoldings.items ?? [];
  const total = data?.carbonHoldings.total ?? 0;
  const filtered =
    table.state.keyword.trim() !== "" || assetType !== "" || vintage !== "" || corporationId !== "";
  const create = {
    label: t("carbonAssets.record"),
    code: ASSET_EDIT_CODE,
    onClick: () => void navigate(ASSET_EDIT_PATH),
  };
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    table.setPage(1);
  };
  const noHoldingsAtAll = data && total === 0 && !filtered && !includeEmpty;

  const columns: Column<Holding, never>[] = [
    {
      key: "corporation",
      header: t("carbonAssets.corporation"),
      render: (row) => <Text fontWeight="medium">{row.corporationName}</Text>,
    },
    {
      key: "type",
      header: t("carbonAssets.assetType"),
      render: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">{t(`carbonAssets.types.${row.assetType}`)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t(`carbonAssets.typeNames.${row.assetType}`)}
          </Text>
        </Stack>
      ),
    },
    { key: "vintage", header: t("carbonAssets.vintage"), render: (row) => row.vintage },
    {
      key: "quantity",
      header: t("carbonAssets.quantity"),
      align: "end",
      render: (row) => (
        <Text whiteSpace="nowrap" fontWeight="medium">
          {formatUnits(row.quantity)} {unitOf(row.assetType)}
        </Text>
      ),
    },
    {
      key: "serials",
      header: t("carbonAssets.serials"),
      render: (row) => (
        <Stack gap="0" fontFamily="mono" fontSize="xs">
          {row.serialBlocks.slice(0, RANGES_SHOWN).map((block) => (
            <Text key={block.id} whiteSpace="nowrap">
              {block.serialStart === block.serialEnd
                ? block.serialStart
                : `${block.serialStart} – ${block.serialEnd}`}
            </Text>
          ))}
          {row.serialBlocks.length > RANGES_SHOWN && (
            <Text color="fg.muted" fontFamily="body">
              {t("carbonAssets.moreRanges", { count: row.serialBlocks.length - RANGES_SHOWN })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (row) => (
        <RowAction
          label={t("carbonAssets.open", {
            name: `${t(`carbonAssets.types.${row.assetType}`)} ${row.vintage} · ${row.corporationName}`,
          })}
          onClick={() => void navigate(holdingPath(row.id))}
        >
          <LuArrowRight />
        </RowAction>
      ),
    },
  ];

  const totals = (
    <Stack gap="3" marginBottom="4">
      <Text color="fg.muted" maxWidth="52rem">
        {t("carbonAssets.intro")}
      </Text>
      <SimpleGrid
        columns={{ base: 2, md: 4 }}
        gap="3"
        aria-label={t("carbonAssets.totalsCaption")}
        role="group"
      >
        {ASSET_TYPES.map((type) => {
          const found = data?.carbonHoldingTotals.find((item) => item.assetType === type);
          return (
            <Stat.Root key={type} bg="white" borderWidth="1px" rounded="md" padding="3">
              <Stat.Label>
                {t(`carbonAssets.types.${type}`)} · {t(`carbonAssets.typeNames.${type}`)}
              </Stat.Label>
              {/* Nothing rather than a zero that is not known yet. */}
              <Stat.ValueText minHeight="1lh">
                {data && (
                  <>
                    {formatUnits(found?.quantity ?? 0)}
                    <Stat.ValueUnit>{unitOf(type)}</Stat.ValueUnit>
                  </>
                )}
              </Stat.ValueText>
              <Stat.HelpText minHeight="1lh">
                {data && t("carbonAssets.totalHoldings", { count: found?.holdings ?? 0 })}
              </Stat.HelpText>
            </Stat.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
  const compliance = (
    <CompliancePanel corporations={corporationList} loading={!corporations.data} />
  );

  if (noHoldingsAtAll) {
    return (
      <>
        <ListHeader title={t("carbonAssets.listTitle")} create={create} />
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuWallet />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("carbonAssets.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description maxWidth="36rem">
              {t("carbonAssets.emptyText")}
            </EmptyState.Description>
            {hasPermission(ASSET_EDIT_CODE) && (
              <Button size="sm" colorPalette="teal" onClick={create.onClick}>
                <LuPlus aria-hidden />
                {t("carbonAssets.recordFirst")}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
        {compliance}
      </>
    );
  }

  return (
    <ListPage
      title={t("carbonAssets.listTitle")}
      create={create}
      notice={totals}
      table={table}
      search={{ placeholder: t("carbonAssets.search") }}
      filters={
        <>
          <FilterSelect
            label={t("carbonAssets.typeFilter")}
            value={assetType}
            onChange={filter(setAssetType)}
          >
            <option value="">{t("carbonAssets.allTypes")}</option>
            {ASSET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`carbonAssets.types.${type}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t("carbonAssets.vintageFilter")}
            value={vintage}
            onChange={filter(setVintage)}
          >
            <option value="">{t("carbonAssets.allVintages")}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t("carbonAssets.corporationFilter")}
            value={corporationId}
            onChange={filter(setCorporationId)}
          >
            <option value="">{t("carbonAssets.allCorporations")}</option>
            {corporationList.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </FilterSelect>
          <Checkbox.Root
            size="sm"
            checked={includeEmpty}
            onCheckedChange={(details) => {
              setIncludeEmpty(details.checked === true);
              table.setPage(1);
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("carbonAssets.includeEmpty")}</Checkbox.Label>
          </Checkbox.Root>
        </>
      }
      list={{
        caption: t("carbonAssets.listCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total,
        loading,
        emptyText: t("carbonAssets.noMatch"),
      }}
    >
      {compliance}
    </ListPage>
  );
}

// /co2label/list: the company's carbon labels, newest first, searched by serial number, product
// or specification and filtered by state. A row opens the label (artwork, verification link,
// SVG) and, for holders of fb02, is revoked with a reason.
import { Button, EmptyState, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuBan, LuEye, LuPlus, LuTag } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { Labels_RowFragment } from "../../__generated__/graphql";
import { useCarbonLabelsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListHeader, ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { useLocale } from "../../i18n";
import { codeName, footprintText, LabelStateBadge, readClaim } from "./display";
import { LABEL_CREATE_CODE, LABEL_CREATE_PATH } from "./paths";
import { RevokeLabelDialog } from "./RevokeLabelDialog";
import { ViewLabelDialog } from "./ViewLabelDialog";

type Label = Labels_RowFragment;

const FILTER_STATES = ["valid", "expired", "revoked"] as const;

export function LabelListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const table = useTableState<never>();
  const [state, setState] = useState("");
  const { data, loading, refetch } = useCarbonLabelsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
      state: state || undefined,
    },
  });
  const viewing = useDialogTarget<Label>();
  const revoking = useDialogTarget<Label>();
  const rows = data?.carbonLabels.items ?? [];
  const total = data?.carbonLabels.total ?? 0;
  // fb02 both issues and revokes labels.
  const mayManage = hasPermission(LABEL_CREATE_CODE);
  const filtered = table.state.keyword.trim() !== "" || state !== "";
  const create = {
    label: t("labels.create"),
    code: LABEL_CREATE_CODE,
    onClick: () => void navigate(LABEL_CREATE_PATH),
  };

  // No label at all yet: say what a label is and offer the first one.
  if (data && total === 0 && !filtered) {
    return (
      <>
        <ListHeader title={t("labels.listTitle")} create={create} />
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuTag />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("labels.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description maxWidth="36rem">
              {t("labels.emptyText")}
            </EmptyState.Description>
            {mayManage && (
              <Button size="sm" colorPalette="teal" onClick={create.onClick}>
                <LuPlus aria-hidden />
                {t("labels.createFirst")}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      </>
    );
  }

  const columns: Column<Label, never>[] = [
    {
      key: "serial",
      header: t("labels.serial"),
      render: (label) => (
        <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {label.serial}
        </Text>
      ),
    },
    {
      key: "product",
      header: t("labels.product"),
      render: (label) => {
        const claim = readClaim(label.claim);
        return (
          <Stack gap="0" minWidth="10rem" whiteSpace="normal">
            <Text fontWeight="medium">{claim.productName}</Text>
            {claim.specification && (
              <Text color="fg.muted" fontSize="xs">
                {claim.specification}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: "footprint",
      header: t("labels.footprint"),
      align: "end",
      render: (label) => {
        const claim = readClaim(label.claim);
        return (
          <Text whiteSpace="nowrap">{footprintText(claim.footprint, claim.declaredUnit)}</Text>
        );
      },
    },
    {
      key: "standard",
      header: t("labels.standard"),
      render: (label) => (
        <Text whiteSpace="normal" maxWidth="10rem">
          {codeName(readClaim(label.claim).standard, locale)}
        </Text>
      ),
    },
    {
      key: "validity",
      header: t("labels.validity"),
      render: (label) => (
        <Text whiteSpace="nowrap">
          {t("labels.validityRange", { from: label.validFrom, until: label.validUntil })}
        </Text>
      ),
    },
    {
      key: "state",
      header: t("labels.state"),
      render: (label) => <LabelStateBadge state={label.state} />,
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (label) => (
        <HStack gap="0" justifyContent="flex-end">
          <RowAction
            label={t("labels.view", { serial: label.serial })}
            onClick={() => viewing.show(label)}
          >
            <LuEye />
          </RowAction>
          {mayManage && label.status !== "revoked" && (
            <RowAction
              label={t("labels.revoke", { serial: label.serial })}
              onClick={() => revoking.show(label)}
              danger
            >
              <LuBan />
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      title={t("labels.listTitle")}
      create={create}
      table={table}
      search={{ placeholder: t("labels.search") }}
      filters={
        <NativeSelect.Root size="sm" width="auto" minWidth="10rem">
          <NativeSelect.Field
            aria-label={t("labels.stateFilter")}
            value={state}
            onChange={(event) => {
              setState(event.currentTarget.value);
              table.setPage(1);
            }}
            bg="white"
          >
            <option value="">{t("labels.allStates")}</option>
            {FILTER_STATES.map((code) => (
              <option key={code} value={code}>
                {t(`labels.states.${code}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      list={{
        caption: t("labels.listCaption"),
        columns,
        rows,
        rowKey: (label) => label.id,
        total,
        loading,
        emptyText: t("labels.noMatch"),
      }}
    >
      <ViewLabelDialog open={viewing.open} label={viewing.target} onClose={viewing.close} />
      <RevokeLabelDialog
        open={revoking.open}
        label={revoking.target}
        onClose={revoking.close}
        onRevoked={() => void refetch()}
      />
    </ListPage>
  );
}

// The company's share links (pa01): what each shows, whether it is active, expired or revoked,
// when it expires; an active link is revoked after a question. Tokens are never shown here: the
// server keeps only their hashes.
import { Badge, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuBan } from "react-icons/lu";
import type { Panorama_ShareFragment } from "../../__generated__/graphql";
import { usePanoramaSharesQuery, useRevokePanoramaShareMutation } from "../../__generated__/hooks";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import {
  DataTable,
  pageVariables,
  useTableState,
  type Column,
} from "../../components/ui/data-table";
import { ListHeader, ListToolbar } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";

type Share = Panorama_ShareFragment;

const STATUS_PALETTE: Record<string, string> = { active: "green", expired: "gray", revoked: "red" };

export function ShareList() {
  const { t } = useTranslation();
  const table = useTableState<never>();
  const { data, loading, refetch } = usePanoramaSharesQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
    },
    fetchPolicy: "cache-and-network",
  });
  const [revoke] = useRevokePanoramaShareMutation();
  const revoking = useDialogTarget<Share>();
  const rows = data?.panoramaShares.items ?? [];
  const total = data?.panoramaShares.total ?? 0;
  const searched = table.state.keyword.trim() !== "";

  const columns: Column<Share, never>[] = [
    {
      key: "title",
      header: t("panorama.shareTitle"),
      render: (share) => (
        <Text fontWeight="medium" whiteSpace="normal" minWidth="12rem">
          {share.title}
        </Text>
      ),
    },
    {
      key: "kind",
      header: t("panorama.shareKind"),
      render: (share) => <Text whiteSpace="nowrap">{t(`panorama.shareKinds.${share.kind}`)}</Text>,
    },
    {
      key: "status",
      header: t("panorama.shareStatus"),
      render: (share) => (
        <Badge colorPalette={STATUS_PALETTE[share.status] ?? "gray"} variant="subtle">
          {t(`panorama.statuses.${share.status}`)}
        </Badge>
      ),
    },
    {
      key: "expires",
      header: t("panorama.expiresAt"),
      render: (share) => <Text whiteSpace="nowrap">{formatDateTime(share.expiresAt)}</Text>,
    },
    {
      key: "created",
      header: t("panorama.createdAt"),
      render: (share) => <Text whiteSpace="nowrap">{formatDateTime(share.createdAt)}</Text>,
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (share) =>
        share.status === "active" && (
          <HStack gap="0" justifyContent="flex-end">
            <RowAction
              label={t("panorama.revoke", { title: share.title })}
              onClick={() => revoking.show(share)}
              danger
            >
              <LuBan />
            </RowAction>
          </HStack>
        ),
    },
  ];

  return (
    <>
      <ListHeader title={t("panorama.sharesTab")} />
      <ListToolbar
        keyword={table.state.keyword}
        onSearch={table.setKeyword}
        search={{ placeholder: t("panorama.sharesSearch") }}
      />
      <DataTable
        caption={t("panorama.sharesCaption")}
        columns={columns}
        rows={rows}
        rowKey={(share) => share.id}
        total={total}
        loading={loading}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={table.toggleSort}
        emptyText={searched ? t("panorama.sharesNoMatch") : t("panorama.sharesEmpty")}
      />
      <ConfirmDialog
        open={revoking.open}
        title={t("panorama.revokeTitle")}
        confirmLabel={t("panorama.revokeConfirm")}
        destructive
        onConfirm={async () => {
          if (!revoking.target) return;
          await revoke({ variables: { id: revoking.target.id } });
          notify.success(t("panorama.revoked"));
          await refetch();
        }}
        onClose={revoking.close}
      >
        {revoking.target && t("panorama.revokeText", { title: revoking.target.title })}
      </ConfirmDialog>
    </>
  );
}

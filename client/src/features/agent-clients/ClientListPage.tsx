// /agent/clientManage/list (code ag): the client companies of the caller's agent with their
// usage, searched and paged by the server; disabling asks first, enabling does not; the expiry
// is moved in a small dialog. The branding of the agent is edited from the header (code ag01).
import { Badge, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCalendarPlus, LuCircleCheck, LuCircleOff, LuPalette } from "react-icons/lu";
import { Button } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import type { AgentClientRowFragment } from "../../__generated__/graphql";
import { useAgentClientsQuery, useSetAgentClientStatusMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { BrandingDialog } from "./BrandingDialog";
import { lastDayOf } from "./client-dates";
import { ExtendDialog } from "./ExtendDialog";

type Client = AgentClientRowFragment;

export const ADD_CLIENT_PATH = "/agent/clientManage/addClient";
const AGENT_CODE = "ag";
const BRANDING_CODE = "ag01";

export function ClientListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const table = useTableState<never>();
  const [status, setStatus] = useState<string>("");
  const { data, previousData, loading } = useAgentClientsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: table.state.keyword.trim() || undefined,
      status: status === "" ? undefined : Number(status),
    },
    fetchPolicy: "cache-and-network",
  });
  const [setClientStatus] = useSetAgentClientStatusMutation();
  const disabling = useDialogTarget<Client>();
  const extending = useDialogTarget<Client>();
  const [branding, setBranding] = useState(false);

  const page = (data ?? previousData)?.agentClients;
  const rows = page?.items ?? [];

  const changeStatus = async (client: Client, next: 0 | 1) => {
    await setClientStatus({ variables: { input: { id: client.id, status: next } } });
    notify.success(
      t(next === 1 ? "agentClients.enabled" : "agentClients.disabled", { name: client.name }),
    );
  };

  const columns: Column<Client, never>[] = [
    {
      key: "name",
      header: t("agentClients.name"),
      render: (client) => (
        <>
          <Text fontWeight="medium" whiteSpace="normal" minWidth="10rem">
            {client.name}
          </Text>
          {client.contactName && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {client.contactName} {client.contactPhone}
            </Text>
          )}
        </>
      ),
    },
    {
      key: "status",
      header: t("common.status"),
      render: (client) =>
        client.status !== 1 ? (
          <Badge colorPalette="gray">{t("common.disabled")}</Badge>
        ) : client.expired ? (
          <Badge colorPalette="orange">{t("agentClients.expired")}</Badge>
        ) : (
          <Badge colorPalette="green">{t("common.active")}</Badge>
        ),
    },
    {
      key: "expiresOn",
      header: t("agentClients.expiresOn"),
      render: (client) => <Text whiteSpace="nowrap">{lastDayOf(client.expiresAt) || "—"}</Text>,
    },
    {
      key: "modules",
      header: t("agentClients.modules"),
      render: (client) => (
        <HStack gap="1" flexWrap="wrap" minWidth="8rem">
          {client.modules.map((key) => (
            <Badge key={key} variant="outline" size="sm">
              {t(`agentClients.moduleNames.${key}`, { defaultValue: key })}
            </Badge>
          ))}
        </HStack>
      ),
    },
    { key: "users", header: t("agentClients.users"), align: "end", render: (c) => c.userCount },
    { key: "cases", header: t("agentClients.cases"), align: "end", render: (c) => c.caseCount },
    {
      key: "products",
      header: t("agentClients.products"),
      align: "end",
      render: (c) => c.productCount,
    },
    {
      key: "lastSignIn",
      header: t("agentClients.lastSignIn"),
      render: (client) => (
        <Text whiteSpace="nowrap" color={client.lastSignInAt ? undefined : "fg.muted"}>
          {client.lastSignInAt ? formatDateTime(client.lastSignInAt) : t("agentClients.never")}
        </Text>
      ),
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (client) => (
        <HStack gap="1" justifyContent="flex-end">
          <RowAction
            label={t("agentClients.extend", { name: client.name })}
            onClick={() => extending.show(client)}
          >
            <LuCalendarPlus />
          </RowAction>
          {client.status === 1 ? (
            <RowAction
              danger
              label={t("agentClients.disable", { name: client.name })}
              onClick={() => disabling.show(client)}
            >
              <LuCircleOff />
            </RowAction>
          ) : (
            <RowAction
              label={t("agentClients.enable", { name: client.name })}
              onClick={() => void changeStatus(client, 1)}
            >
              <LuCircleCheck />
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      title={t("agentClients.title")}
      create={{
        label: t("agentClients.create"),
        code: AGENT_CODE,
        onClick: () => void navigate(ADD_CLIENT_PATH),
      }}
      actions={
        hasPermission(BRANDING_CODE) ? (
          <Button size="sm" variant="outline" onClick={() => setBranding(true)}>
            <LuPalette aria-hidden />
            {t("agentClients.branding")}
          </Button>
        ) : undefined
      }
      table={table}
      search={{ placeholder: t("agentClients.searchPlaceholder") }}
      filters={
        <NativeSelect.Root size="sm" width="12rem">
          <NativeSelect.Field
            aria-label={t("agentClients.statusFilter")}
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value);
              table.setPage(1);
            }}
          >
            <option value="">{t("agentClients.allStatuses")}</option>
            <option value="1">{t("common.active")}</option>
            <option value="0">{t("common.disabled")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      list={{
        caption: t("agentClients.caption"),
        columns,
        rows,
        rowKey: (client) => client.id,
        total: page?.total ?? 0,
        loading,
        emptyText: t("agentClients.emptyText"),
      }}
    >
      <ConfirmDialog
        open={disabling.open}
        title={t("agentClients.disableTitle")}
        confirmLabel={t("agentClients.disableAction")}
        destructive
        onConfirm={() => (disabling.target ? changeStatus(disabling.target, 0) : undefined)}
        onClose={disabling.close}
      >
        {disabling.target && t("agentClients.disableConfirm", { name: disabling.target.name })}
      </ConfirmDialog>
      <ExtendDialog client={extending.target} open={extending.open} onClose={extending.close} />
      {branding && <BrandingDialog onClose={() => setBranding(false)} />}
    </ListPage>
  );
}

// /op/authManage: the company's API clients, searched and paged by the server. Holders of op01
// create one (its secret then shown once with Copy), rotate a secret (shown once again) and
// revoke a client, each after a confirmation; the grants are set under /op/interfaceConfig.
import { Alert, Badge, HStack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuBan, LuKeyRound, LuSlidersHorizontal } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { OpenPlatform_ClientFragment } from "../../__generated__/graphql";
import {
  useApiClientsQuery,
  useCreateApiClientMutation,
  useRevokeApiClientMutation,
  useRotateApiClientSecretMutation,
} from "../../__generated__/hooks";
import { Permission } from "../../components/Permission";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { TextareaField, TextField } from "../../components/ui/form-fields";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDate, formatDateTime } from "../../lib/format";
import {
  apiClientSchema,
  EMPTY_CLIENT,
  toCreateInput,
  type ApiClientFormValues,
} from "./client-form";
import { SecretDialog, type ShownSecret } from "./SecretDialog";

type Row = OpenPlatform_ClientFragment;

export const EDIT_CODE = "op01";

/** Where partners reach this platform: the address the browser is on. */
export const platformBase = () => window.location.origin;

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return status === "active" ? (
    <Badge colorPalette="green">{t("openPlatform.clients.active")}</Badge>
  ) : (
    <Badge colorPalette="red">{t("openPlatform.clients.revoked")}</Badge>
  );
}

export function ApiClientsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const table = useTableState<string>();
  const { data, previousData, loading, refetch } = useApiClientsQuery({
    variables: pageVariables(table.state),
  });
  const page = (data ?? previousData)?.apiClients;
  const rows = page?.items ?? [];
  const creating = useDialogTarget<null>();
  const rotating = useDialogTarget<Row>();
  const revoking = useDialogTarget<Row>();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [createClient] = useCreateApiClientMutation();
  const [rotateSecret] = useRotateApiClientSecretMutation();
  const [revokeClient] = useRevokeApiClientMutation();
  const schema = useMemo(() => apiClientSchema(t), [t]);

  const columns: Column<Row, string>[] = [
    {
      key: "name",
      header: t("openPlatform.clients.columns.name"),
      render: (row) => (
        <Text fontWeight="medium" title={row.description || undefined}>
          {row.name}
        </Text>
      ),
    },
    {
      key: "clientId",
      header: t("openPlatform.clients.columns.clientId"),
      render: (row) => <Text fontFamily="mono">{row.clientId}</Text>,
    },
    {
      key: "status",
      header: t("openPlatform.clients.columns.status"),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: "grants",
      header: t("openPlatform.clients.columns.grants"),
      render: (row) => (
        <Text whiteSpace="nowrap">
          {t("openPlatform.clients.grantsSummary", {
            codes: row.codes.length,
            products: row.productIds.length,
          })}
        </Text>
      ),
    },
    {
      key: "lastUsedAt",
      header: t("openPlatform.clients.columns.lastUsedAt"),
      render: (row) =>
        row.lastUsedAt ? (
          <Text whiteSpace="nowrap">{formatDateTime(row.lastUsedAt)}</Text>
        ) : (
          <Text color="fg.muted">{t("openPlatform.clients.never")}</Text>
        ),
    },
    {
      key: "createdAt",
      header: t("openPlatform.clients.columns.createdAt"),
      render: (row) => (
        <Text whiteSpace="nowrap" title={formatDateTime(row.createdAt)}>
          {formatDate(row.createdAt)}
        </Text>
      ),
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      render: (row) => (
        <HStack
          gap="1"
          justifyContent="flex-end"
          role="group"
          aria-label={t("openPlatform.clients.actionsFor", { name: row.name })}
        >
          <RowAction
            label={t("openPlatform.clients.configure")}
            onClick={() => void navigate(`/op/interfaceConfig?client=${row.id}`)}
          >
            <LuSlidersHorizontal />
          </RowAction>
          {row.status === "active" && (
            <Permission code={EDIT_CODE}>
              <RowAction
                label={t("openPlatform.clients.rotate")}
                onClick={() => rotating.show(row)}
              >
                <LuKeyRound />
              </RowAction>
              <RowAction
                label={t("openPlatform.clients.revoke")}
                onClick={() => revoking.show(row)}
                danger
              >
                <LuBan />
              </RowAction>
            </Permission>
          )}
        </HStack>
      ),
    },
  ];

  const create = async (
    values: ApiClientFormValues,
    helpers: FormikHelpers<ApiClientFormValues>,
  ) => {
    try {
      const result = await createClient({ variables: { input: toCreateInput(values) } });
      const made = result.data?.createApiClient;
      if (!made) return;
      notify.success(t("openPlatform.clients.created", { name: made.client.name }));
      creating.close();
      setShown({ name: made.client.name, clientId: made.client.clientId, secret: made.secret });
      void refetch();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "clientId");
    }
  };

  const rotate = async (row: Row) => {
    const result = await rotateSecret({ variables: { id: row.id } });
    const made = result.data?.rotateApiClientSecret;
    if (made) setShown({ name: row.name, clientId: row.clientId, secret: made.secret });
  };

  const revoke = async (row: Row) => {
    await revokeClient({ variables: { id: row.id } });
    notify.success(t("openPlatform.clients.revokedDone", { name: row.name }));
    void refetch();
  };

  return (
    <ListPage
      title={t("openPlatform.clients.title")}
      create={{
        label: t("openPlatform.clients.create"),
        code: EDIT_CODE,
        onClick: () => creating.show(null),
      }}
      notice={
        <Alert.Root status="info" marginBottom="3">
          <Alert.Indicator />
          <Alert.Description>
            {t("openPlatform.clients.intro", {
              tokenUrl: `${platformBase()}/auth/token`,
              baseUrl: platformBase(),
            })}
          </Alert.Description>
        </Alert.Root>
      }
      table={table}
      search={{ placeholder: t("openPlatform.clients.searchPlaceholder") }}
      list={{
        caption: t("openPlatform.clients.tableCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: page?.total ?? 0,
        loading,
        emptyText: t("openPlatform.clients.empty"),
      }}
    >
      <FormDialog
        open={creating.open}
        closeButton
        title={t("openPlatform.clients.createTitle")}
        formKey="new"
        initialValues={EMPTY_CLIENT}
        schema={schema}
        submitLabel={t("common.create")}
        onSubmit={create}
        onClose={creating.close}
      >
        {() => (
          <>
            <TextField name="name" label={t("openPlatform.clients.fields.name")} required />
            <TextField
              name="clientId"
              label={t("openPlatform.clients.fields.clientId")}
              helper={t("openPlatform.clients.clientIdHint")}
              inputProps={{ fontFamily: "mono", spellCheck: false }}
            />
            <TextareaField
              name="description"
              label={t("openPlatform.clients.fields.description")}
              helper={t("openPlatform.clients.descriptionHint")}
              rows={3}
            />
          </>
        )}
      </FormDialog>
      <SecretDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={rotating.open}
        title={t("openPlatform.clients.rotateTitle")}
        confirmLabel={t("openPlatform.clients.rotateConfirmLabel")}
        onConfirm={() => (rotating.target ? rotate(rotating.target) : undefined)}
        onClose={rotating.close}
      >
        {rotating.target && t("openPlatform.clients.rotateConfirm", { name: rotating.target.name })}
      </ConfirmDialog>
      <ConfirmDialog
        open={revoking.open}
        title={t("openPlatform.clients.revokeTitle")}
        confirmLabel={t("openPlatform.clients.revokeConfirmLabel")}
        destructive
        onConfirm={() => (revoking.target ? revoke(revoking.target) : undefined)}
        onClose={revoking.close}
      >
        {revoking.target &&
          t("openPlatform.clients.revokeConfirm", {
            name: revoking.target.name,
            clientId: revoking.target.clientId,
          })}
      </ConfirmDialog>
    </ListPage>
  );
}

// /user/userlist: the users of the companies the caller may see, searched, sorted and paged by
// the server, filtered by status. Holders of gbb01 create and edit users and put them back on
// the company's initial password; holders of gbb02 delete them. The page is kept alive, so its
// state lives here (useTableState) and survives navigation.
import { Badge, HStack, NativeSelect, Text, Wrap, useBreakpointValue } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuKeyRound, LuPencil, LuTrash2 } from "react-icons/lu";
import type { UserSortField, UsersPage_UserFragment } from "../../__generated__/graphql";
import {
  useDeleteUserMutation,
  useResetUserPasswordMutation,
  useUsersQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { Permission } from "../../components/Permission";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { notify } from "../../components/ui/toaster";
import { formatDate, formatDateTime } from "../../lib/format";
import { UserFormDialog } from "./UserFormDialog";
import { RowAction } from "../../components/ui/row-action";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { UserStatus } from "./user-schema";
import { useSeededText } from "../../i18n/seeded-names";

type Row = UsersPage_UserFragment;

const EDIT_CODE = "gbb01";
const DELETE_CODE = "gbb02";

/** Columns left out on narrow screens, so the actions stay in view without scrolling. */
const NARROW_HIDDEN = ["company", "createdAt"];

/** The status filter's choices and the `status` argument each sends. */
const STATUS_FILTERS = {
  all: undefined,
  active: UserStatus.Active,
  disabled: UserStatus.Disabled,
} as const;
type StatusFilter = keyof typeof STATUS_FILTERS;

export function UsersPage() {
  const { t } = useTranslation();
  const seeded = useSeededText();
  const session = useSession();
  const table = useTableState<UserSortField>();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>("all");
  const { data, previousData, loading, refetch } = useUsersQuery({
    variables: { ...pageVariables(table.state), status: STATUS_FILTERS[statusFilter] },
  });
  const page = (data ?? previousData)?.users;
  const rows = page?.items ?? [];

  // The form's target is null for a new user.
  const form = useDialogTarget<Row>();
  const resetting = useDialogTarget<Row>();
  const deleting = useDialogTarget<Row>();
  const [resetPassword] = useResetUserPasswordMutation();
  const [deleteUser] = useDeleteUserMutation();

  const reload = () => void refetch();
  const isSelf = (row: Row) => row.username === session.user?.username;
  const canAct = session.hasPermission(EDIT_CODE) || session.hasPermission(DELETE_CODE);
  // Narrow screens (the sidebar collapses under 992 px) drop the columns the dialog still shows.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;

  const confirmReset = async (row: Row) => {
    await resetPassword({ variables: { id: row.id } });
    notify.success(t("users.resetDone", { username: row.username }));
  };

  const confirmDelete = async (row: Row) => {
    await deleteUser({ variables: { id: row.id } });
    notify.success(t("users.deleted", { username: row.username }));
    // The last row of a later page leaves that page empty: show the one before.
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else reload();
  };

  const allColumns: Column<Row, UserSortField>[] = [
    {
      key: "username",
      header: t("users.columns.username"),
      sortField: "username",
      render: (row) => <Text fontWeight="medium">{row.username}</Text>,
    },
    {
      key: "realname",
      header: t("users.columns.realname"),
      sortField: "realname",
      render: (row) => seeded(row.realname),
    },
    {
      key: "company",
      header: t("users.columns.company"),
      render: (row) => (
        <Text truncate maxWidth="44" title={seeded(row.company.name)}>
          {seeded(row.company.name)}
        </Text>
      ),
    },
    {
      key: "roles",
      header: t("users.columns.roles"),
      render: (row) => (
        <Wrap gap="1" minWidth="28" maxWidth="56">
          {row.roles.map((role) => (
            <Badge key={role.id} variant="subtle">
              {seeded(role.name)}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    {
      key: "status",
      header: t("users.columns.status"),
      sortField: "status",
      render: (row) =>
        row.status === UserStatus.Active ? (
          <Badge colorPalette="green">{t("common.active")}</Badge>
        ) : (
          <Badge colorPalette="gray">{t("common.disabled")}</Badge>
        ),
    },
    {
      key: "lastLoginAt",
      header: t("users.columns.lastLoginAt"),
      sortField: "lastLoginAt",
      render: (row) =>
        row.lastLoginAt ? (
          <Text whiteSpace="nowrap">{formatDateTime(row.lastLoginAt)}</Text>
        ) : (
          <Text color="fg.muted">{t("users.neverSignedIn")}</Text>
        ),
    },
    {
      key: "createdAt",
      header: t("users.columns.createdAt"),
      sortField: "createdAt",
      // The day is what matters here; the minute is in the tooltip.
      render: (row) => (
        <Text whiteSpace="nowrap" title={formatDateTime(row.createdAt)}>
          {formatDate(row.createdAt)}
        </Text>
      ),
    },
  ];
  const columns = allColumns.filter((column) => wide || !NARROW_HIDDEN.includes(column.key));
  if (canAct) {
    columns.push({
      key: "actions",
      header: t("common.actions"),
      align: "end",
      render: (row) => (
        <HStack
          gap="1"
          justifyContent="flex-end"
          role="group"
          aria-label={t("users.actionsFor", { username: row.username })}
        >
          <Permission code={EDIT_CODE}>
            <RowAction label={t("common.edit")} onClick={() => form.show(row)}>
              <LuPencil />
            </RowAction>
            {/* The server refuses a reset or deletion of one's own account. */}
            {!isSelf(row) && (
              <RowAction label={t("users.resetPassword")} onClick={() => resetting.show(row)}>
                <LuKeyRound />
              </RowAction>
            )}
          </Permission>
          <Permission code={DELETE_CODE}>
            {!isSelf(row) && (
              <RowAction label={t("common.delete")} onClick={() => deleting.show(row)} danger>
                <LuTrash2 />
              </RowAction>
            )}
          </Permission>
        </HStack>
      ),
    });
  }

  return (
    <ListPage
      title={t("users.title")}
      create={{ label: t("users.create"), code: EDIT_CODE, onClick: () => form.show(null) }}
      table={table}
      search={{
        placeholder: t("users.searchPlaceholder"),
        layout: { width: { base: "full", sm: "sm" } },
      }}
      filters={
        <NativeSelect.Root size="sm" width="auto" minWidth="40">
          <NativeSelect.Field
            aria-label={t("users.statusFilter")}
            value={statusFilter}
            bg="white"
            onChange={(event) => {
              setStatusFilter(event.currentTarget.value as StatusFilter);
              table.setPage(1);
            }}
          >
            <option value="all">{t("users.statusAll")}</option>
            <option value="active">{t("common.active")}</option>
            <option value="disabled">{t("common.disabled")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      list={{
        caption: t("users.tableCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: page?.total ?? 0,
        loading,
        emptyText: t("users.empty"),
      }}
      remove={{
        target: deleting,
        title: t("users.deleteTitle"),
        message: (row) =>
          t("users.deleteConfirm", { username: row.username, realname: row.realname }),
        onConfirm: confirmDelete,
      }}
    >
      <UserFormDialog open={form.open} user={form.target} onClose={form.close} onSaved={reload} />
      <ConfirmDialog
        open={resetting.open}
        title={t("users.resetTitle")}
        confirmLabel={t("users.resetConfirmLabel")}
        onConfirm={() => (resetting.target ? confirmReset(resetting.target) : undefined)}
        onClose={resetting.close}
      >
        {resetting.target && t("users.resetConfirm", { username: resetting.target.username })}
      </ConfirmDialog>
    </ListPage>
  );
}

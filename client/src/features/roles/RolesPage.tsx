// /role/list: the roles of the companies the caller may see, searched, sorted and paged by the
// server. Holders of gbc01 create, edit and delete roles and edit their permission codes in the
// tree editor (which reads the catalogue, a query gated by gbd).
import { HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuShieldCheck, LuTrash2 } from "react-icons/lu";
import type { RoleSortField, RolesPage_RoleFragment } from "../../__generated__/graphql";
import { useRolesQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { Permission } from "../../components/Permission";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { formatDateTime } from "../../lib/format";
import { DeleteRoleDialog } from "./DeleteRoleDialog";
import { PermissionTreeDialog } from "./PermissionTreeDialog";
import { RoleFormDialog } from "./RoleFormDialog";
import { RowAction } from "../../components/ui/row-action";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { useSeededText } from "../../i18n/seeded-names";

type Row = RolesPage_RoleFragment;

const EDIT_CODE = "gbc01";
/** The permission catalogue query is gated by the permission list code. */
const CATALOGUE_CODE = "gbd";

export function RolesPage() {
  const { t } = useTranslation();
  const seeded = useSeededText();
  const { hasPermission } = useSession();
  const table = useTableState<RoleSortField>();
  const { data, previousData, loading, refetch } = useRolesQuery({
    variables: pageVariables(table.state),
  });
  const page = (data ?? previousData)?.roles;
  const rows = page?.items ?? [];

  // The form's target is null for a new role.
  const form = useDialogTarget<Row>();
  const tree = useDialogTarget<Row>();
  const deleting = useDialogTarget<Row>();

  const reload = () => void refetch();
  const afterDelete = () => {
    // The last row of a later page leaves that page empty: show the one before.
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else reload();
  };

  const columns: Column<Row, RoleSortField>[] = [
    {
      key: "name",
      header: t("roles.columns.name"),
      sortField: "name",
      render: (row) => <Text fontWeight="medium">{seeded(row.name)}</Text>,
    },
    {
      key: "description",
      header: t("roles.columns.description"),
      render: (row) => (
        <Text lineClamp={2} minWidth="40">
          {seeded(row.description)}
        </Text>
      ),
    },
    {
      key: "permissionCount",
      header: t("roles.columns.permissionCount"),
      align: "end",
      render: (row) => row.permissionCodes.length,
    },
    {
      key: "createdAt",
      header: t("roles.columns.createdAt"),
      sortField: "createdAt",
      render: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text>,
    },
  ];
  if (hasPermission(EDIT_CODE)) {
    columns.push({
      key: "actions",
      header: t("common.actions"),
      align: "end",
      render: (row) => (
        <HStack
          gap="1"
          justifyContent="flex-end"
          role="group"
          aria-label={t("roles.actionsFor", { name: row.name })}
        >
          <Permission code={EDIT_CODE}>
            <RowAction label={t("common.edit")} onClick={() => form.show(row)}>
              <LuPencil />
            </RowAction>
            <Permission code={CATALOGUE_CODE}>
              <RowAction label={t("roles.editPermissions")} onClick={() => tree.show(row)}>
                <LuShieldCheck />
              </RowAction>
            </Permission>
            <RowAction label={t("common.delete")} onClick={() => deleting.show(row)} danger>
              <LuTrash2 />
            </RowAction>
          </Permission>
        </HStack>
      ),
    });
  }

  return (
    <ListPage
      title={t("roles.title")}
      create={{ label: t("roles.create"), code: EDIT_CODE, onClick: () => form.show(null) }}
      table={table}
      // The box takes the width of its field, not a share of the row.
      search={{ placeholder: t("roles.searchPlaceholder"), layout: {} }}
      list={{
        caption: t("roles.tableCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: page?.total ?? 0,
        loading,
        emptyText: t("roles.empty"),
      }}
    >
      <RoleFormDialog open={form.open} role={form.target} onClose={form.close} onSaved={reload} />
      <PermissionTreeDialog
        open={tree.open}
        role={tree.target}
        onClose={tree.close}
        onSaved={reload}
      />
      {/* Its own question: a role still held needs a role to take its users over. */}
      <DeleteRoleDialog
        open={deleting.open}
        role={deleting.target}
        onClose={deleting.close}
        onDeleted={afterDelete}
      />
    </ListPage>
  );
}

// /company/list (code gbe): the companies the caller may see, paged, searched and sorted by the
// server. Creating, editing and deleting need gbe01; the server refuses to delete a company that
// still has users, and the error link shows its message while the confirmation stays open.
import { Badge, HStack, IconButton, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import type { CompaniesPage_CompanyFragment, CompanySortField } from "../../__generated__/graphql";
import { useCompaniesQuery, useDeleteCompanyMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { Permission } from "../../components/Permission";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { CompanyFormDialog } from "./CompanyFormDialog";
import { CompanyStatus } from "./company-schema";
import { useSeededText } from "../../i18n/seeded-names";

type Company = CompaniesPage_CompanyFragment;

/** The code that opens creating, editing and deleting companies. */
const EDIT_CODE = "gbe01";

export function CompaniesPage() {
  const { t } = useTranslation();
  const seeded = useSeededText();
  const { user, hasPermission } = useSession();
  const table = useTableState<CompanySortField>();
  const { data, previousData, loading, refetch } = useCompaniesQuery({
    variables: pageVariables(table.state),
  });
  const [deleteCompany] = useDeleteCompanyMutation();
  // The form's target is null for a new company.
  const form = useDialogTarget<Company>();
  const deleting = useDialogTarget<Company>();

  // The last answer stays on screen while the next page or sort loads.
  const page = (data ?? previousData)?.companies;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;

  const confirmDelete = async (company: Company) => {
    await deleteCompany({ variables: { id: company.id } });
    notify.success(t("common.deletedSuccessfully"));
    // The last row of a later page gone: show the page before it.
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else await refetch();
  };

  const columns: Column<Company, CompanySortField>[] = [
    {
      key: "name",
      header: t("companies.name"),
      sortField: "name",
      // Names and dates may wrap (the table's scroll area keeps cells on one line), so the table
      // fits a narrow screen without scrolling sideways.
      render: (company) => (
        <Text fontWeight="medium" whiteSpace="normal" minWidth="8rem">
          {seeded(company.name)}
        </Text>
      ),
    },
    {
      key: "creditCode",
      header: t("companies.creditCodeShort"),
      render: (company) => (
        <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {company.creditCode}
        </Text>
      ),
    },
    { key: "contactName", header: t("companies.contactName"), render: (c) => c.contactName },
    {
      key: "contactPhone",
      header: t("companies.contactPhone"),
      render: (company) => <Text whiteSpace="nowrap">{company.contactPhone}</Text>,
    },
    {
      key: "status",
      header: t("common.status"),
      sortField: "status",
      render: (company) =>
        company.status === CompanyStatus.Active ? (
          <Badge colorPalette="green">{t("common.active")}</Badge>
        ) : (
          <Badge colorPalette="gray">{t("common.disabled")}</Badge>
        ),
    },
    {
      key: "createdAt",
      header: t("common.createdAt"),
      sortField: "createdAt",
      render: (company) => <Text whiteSpace="normal">{formatDateTime(company.createdAt)}</Text>,
    },
  ];

  if (hasPermission(EDIT_CODE)) {
    columns.push({
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (company) => {
        const own = company.id === user?.companyId;
        return (
          <Permission code={EDIT_CODE}>
            <HStack gap="1" justifyContent="flex-end">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t("companies.edit", { name: company.name })}
                title={t("common.edit")}
                onClick={() => form.show(company)}
              >
                <LuPencil />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t("companies.delete", { name: company.name })}
                // The server refuses to delete the caller's own company; say so up front.
                title={own ? t("companies.ownDeleteHint") : t("common.delete")}
                disabled={own}
                onClick={() => deleting.show(company)}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          </Permission>
        );
      },
    });
  }

  return (
    <ListPage
      title={t("companies.title")}
      create={{ label: t("companies.create"), code: EDIT_CODE, onClick: () => form.show(null) }}
      table={table}
      search={{ placeholder: t("companies.searchPlaceholder") }}
      list={{
        caption: t("companies.caption"),
        columns,
        rows,
        rowKey: (company) => company.id,
        total,
        loading,
      }}
      remove={{
        target: deleting,
        title: t("companies.deleteTitle"),
        message: (company) => t("companies.deleteConfirm", { name: company.name }),
        onConfirm: confirmDelete,
      }}
    >
      <CompanyFormDialog
        open={form.open}
        company={form.target}
        onClose={form.close}
        onSaved={() => {
          // A new company may land on any page of the current sort; an edit updates the cache.
          if (!form.target) void refetch();
        }}
      />
    </ListPage>
  );
}

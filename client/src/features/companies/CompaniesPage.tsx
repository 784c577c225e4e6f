// /company/list (code gbe): the companies the caller may see, paged, searched and sorted by the
// server. Creating, editing and deleting need gbe01; the server refuses to delete a company that
// still has users, and the error link shows its message while the confirmation stays open.
import { Badge, Box, Button, Flex, HStack, IconButton, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";
import type { CompaniesPage_CompanyFragment, CompanySortField } from "../../__generated__/graphql";
import { useCompaniesQuery, useDeleteCompanyMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { Permission } from "../../components/Permission";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import {
  DataTable,
  SearchBox,
  pageVariables,
  useTableState,
  type Column,
} from "../../components/ui/data-table";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { formatDateTime } from "../../lib/format";
import { CompanyFormDialog } from "./CompanyFormDialog";
import { CompanyStatus } from "./company-schema";

type Company = CompaniesPage_CompanyFragment;

/** The code that opens creating, editing and deleting companies. */
const EDIT_CODE = "gbe01";

export function CompaniesPage() {
  const { t } = useTranslation();
  const { user, hasPermission } = useSession();
  const table = useTableState<CompanySortField>();
  const { data, previousData, loading, refetch } = useCompaniesQuery({
    variables: pageVariables(table.state),
  });
  const [deleteCompany] = useDeleteCompanyMutation();
  // The dialogs keep their company after closing, so their text stays while they fade out.
  const [formOpen, setFormOpen] = useState(false);
  const [formCompany, setFormCompany] = useState<Company | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState<Company | null>(null);

  const openForm = (company: Company | null) => {
    setFormCompany(company);
    setFormOpen(true);
  };
  const openDelete = (company: Company) => {
    setDeleting(company);
    setDeleteOpen(true);
  };

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
          {company.name}
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
                onClick={() => openForm(company)}
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
                onClick={() => openDelete(company)}
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
    <>
      <PageHeader title={t("companies.title")}>
        <Permission code={EDIT_CODE}>
          <Button size="sm" colorPalette="teal" onClick={() => openForm(null)}>
            <LuPlus aria-hidden />
            {t("companies.create")}
          </Button>
        </Permission>
      </PageHeader>

      <Flex gap="3" marginBottom="3" alignItems="center" flexWrap="wrap">
        <Box flex="1 1 18rem" maxWidth="28rem">
          <SearchBox
            value={table.state.keyword}
            onSearch={table.setKeyword}
            placeholder={t("companies.searchPlaceholder")}
          />
        </Box>
      </Flex>

      <DataTable
        caption={t("companies.caption")}
        columns={columns}
        rows={rows}
        rowKey={(company) => company.id}
        total={total}
        loading={loading}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={table.toggleSort}
      />

      <CompanyFormDialog
        open={formOpen}
        company={formCompany}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          // A new company may land on any page of the current sort; an edit updates the cache.
          if (!formCompany) void refetch();
        }}
      />

      <ConfirmDialog
        open={deleteOpen}
        title={t("companies.deleteTitle")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onClose={() => setDeleteOpen(false)}
      >
        {t("companies.deleteConfirm", { name: deleting?.name ?? "" })}
      </ConfirmDialog>
    </>
  );
}

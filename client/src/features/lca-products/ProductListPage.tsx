// /eclca/brandlist (ff43): the company's products, newest change first, searched by name or
// specification and filtered by category (with its sub-categories), audit status and standard.
// A row opens in the model editor, is copied under a new name (its study and current model as
// version 1 of the copy) or, for holders of ff41, deleted with its model and calculations.
import { Button, EmptyState, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuCopy, LuPackage, LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { LcaProducts_RowFragment } from "../../__generated__/graphql";
import { useDeleteLcaProductMutation, useLcaProductsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListHeader, ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { CopyProductDialog } from "./CopyProductDialog";
import { AuditStatusBadge, formatAmount } from "./display";
import { BRAND_NEW_PATH, LCA_CODES, lcaEditorPath } from "./paths";
import { useProductCodes, type ProductCodes } from "./use-product-codes";

type Product = LcaProducts_RowFragment;

interface Filters {
  categoryId: string;
  auditStatus: string;
  standard: string;
}

const NO_FILTERS: Filters = { categoryId: "", auditStatus: "", standard: "" };

export function ProductListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const codes = useProductCodes();
  const table = useTableState<never>();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { data, loading, refetch } = useLcaProductsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
      categoryId: filters.categoryId ? Number(filters.categoryId) : undefined,
      auditStatus: filters.auditStatus || undefined,
      standard: filters.standard || undefined,
    },
  });
  const [removeProduct] = useDeleteLcaProductMutation();
  const copying = useDialogTarget<Product>();
  const deleting = useDialogTarget<Product>();
  const rows = data?.lcaProducts.items ?? [];
  const total = data?.lcaProducts.total ?? 0;
  const mayDelete = hasPermission(LCA_CODES.manage);
  const filtered =
    table.state.keyword.trim() !== "" || Object.values(filters).some((value) => value !== "");
  const create = {
    label: t("lcaProducts.create"),
    code: LCA_CODES.create,
    onClick: () => void navigate(BRAND_NEW_PATH),
  };

  const filter = (key: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    table.setPage(1);
  };

  const confirmDelete = async (product: Product) => {
    await removeProduct({ variables: { id: product.id } });
    notify.success(t("lcaProducts.deleted", { name: product.name }));
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else await refetch();
  };

  // No product at all yet: say what the library is for and offer the first one.
  if (data && total === 0 && !filtered) {
    return (
      <>
        <ListHeader title={t("lcaProducts.listTitle")} create={create} />
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuPackage />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("lcaProducts.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description>{t("lcaProducts.emptyText")}</EmptyState.Description>
            {hasPermission(LCA_CODES.create) && (
              <Button size="sm" colorPalette="teal" onClick={create.onClick}>
                <LuPlus aria-hidden />
                {t("lcaProducts.createFirst")}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      </>
    );
  }

  const columns: Column<Product, never>[] = [
    {
      key: "name",
      header: t("lcaProducts.name"),
      render: (product) => (
        <Text fontWeight="medium" minWidth="8rem" whiteSpace="normal">
          {product.name}
        </Text>
      ),
    },
    {
      key: "specification",
      header: t("lcaProducts.specification"),
      render: (product) => product.specification || "—",
    },
    {
      key: "category",
      header: t("lcaProducts.category"),
      render: (product) => codes.categoryName(product.categoryId) || "—",
    },
    {
      key: "standard",
      header: t("lcaProducts.standard"),
      render: (product) => (
        <Text whiteSpace="normal" maxWidth="9rem">
          {codes.standardName(product.standard)}
        </Text>
      ),
    },
    {
      key: "unit",
      header: t("lcaProducts.unitColumn"),
      render: (product) => unitText(product, codes),
    },
    {
      key: "version",
      header: t("lcaProducts.version"),
      align: "end",
      render: (product) => t("lcaProducts.versionValue", { version: product.version }),
    },
    {
      key: "status",
      header: t("lcaProducts.auditStatus"),
      render: (product) => (
        <AuditStatusBadge
          status={product.auditStatus}
          label={codes.auditStatusName(product.auditStatus)}
        />
      ),
    },
    {
      key: "calculations",
      header: t("lcaProducts.calculationCount"),
      align: "end",
      render: (product) => product.calculationCount,
    },
    {
      key: "updated",
      header: t("common.updatedAt"),
      render: (product) => formatDateTime(product.updatedAt),
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (product) => (
        <HStack gap="0" justifyContent="flex-end">
          <RowAction
            label={t("lcaProducts.open", { name: product.name })}
            onClick={() => void navigate(lcaEditorPath(product.id))}
          >
            <LuPencil />
          </RowAction>
          <RowAction
            label={t("lcaProducts.copy", { name: product.name })}
            onClick={() => copying.show(product)}
          >
            <LuCopy />
          </RowAction>
          {mayDelete && (
            <RowAction
              label={t("lcaProducts.delete", { name: product.name })}
              onClick={() => deleting.show(product)}
              danger
            >
              <LuTrash2 />
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      title={t("lcaProducts.listTitle")}
      create={create}
      table={table}
      search={{ placeholder: t("lcaProducts.search") }}
      filters={
        <>
          <FilterSelect
            label={t("lcaProducts.category")}
            value={filters.categoryId}
            onChange={(value) => filter("categoryId", value)}
          >
            <option value="">{t("lcaProducts.allCategories")}</option>
            {codes.categoryChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t("lcaProducts.auditStatus")}
            value={filters.auditStatus}
            onChange={(value) => filter("auditStatus", value)}
          >
            <option value="">{t("lcaProducts.allStatuses")}</option>
            {codes.auditStatuses.map((status) => (
              <option key={status.code} value={status.code}>
                {codes.name(status)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t("lcaProducts.standard")}
            value={filters.standard}
            onChange={(value) => filter("standard", value)}
          >
            <option value="">{t("lcaProducts.allStandards")}</option>
            {codes.standards.map((standard) => (
              <option key={standard.code} value={standard.code}>
                {codes.name(standard)}
              </option>
            ))}
          </FilterSelect>
        </>
      }
      list={{
        caption: t("lcaProducts.listCaption"),
        columns,
        rows,
        rowKey: (product) => product.id,
        total,
        loading,
        emptyText: t("lcaProducts.noMatch"),
      }}
      remove={{
        target: deleting,
        title: t("lcaProducts.deleteTitle"),
        // The confirmation sets the message in a paragraph of its own: spans only here.
        message: (product) => (
          <>
            {t("lcaProducts.deleteConfirm", { name: product.name })}
            {product.calculationCount > 0 && (
              <Text as="span" display="block" marginTop="2" color="red.600">
                {t("lcaProducts.deleteCalculations", { count: product.calculationCount })}
              </Text>
            )}
          </>
        ),
        onConfirm: confirmDelete,
      }}
    >
      <CopyProductDialog
        open={copying.open}
        product={copying.target}
        onClose={copying.close}
        onCopied={(copy) => void navigate(lcaEditorPath(copy.id))}
      />
    </ListPage>
  );
}

/** "1 t" — the declared or functional unit of a product. */
export function unitText(
  product: Pick<Product, "declaredAmount" | "declaredUnitId">,
  codes: ProductCodes,
): string {
  return `${formatAmount(product.declaredAmount, codes.locale)} ${codes.unitSymbol(product.declaredUnitId)}`;
}

/** A labelled native select of the list's filters. */
export function FilterSelect({
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
    <NativeSelect.Root size="sm" width="auto" minWidth="10rem" maxWidth="16rem">
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

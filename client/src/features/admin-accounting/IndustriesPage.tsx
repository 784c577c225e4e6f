// /admin/industry (gac): the industry classification companies and templates are classified by
// (the reference data of every form), searched by code or name in either language. Industries
// are global data: holders of gac who are the platform operator (sys) add, edit and delete them,
// and the server refuses to delete one that corporations, templates, the industry defaults or
// sub-industries still use, naming them. Everyone else sees the list read-only, and why.
import { Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDeleteIndustryMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { useLocale } from "../../i18n";
import { SYS_CODE } from "../../lib/permissions";
import { LoadError } from "./LoadError";
import { matchesKeyword, pageOf } from "../../components/ui/local-table";
import { ReadOnlyNote } from "./ReadOnlyNote";
import { deleteRow, editDeleteColumn } from "./reference-rows";
import { INDUSTRY_LISTS, IndustryFormDialog } from "./ReferenceDialogs";
import { INDUSTRY_EDIT_CODE, canEditReference, type Industry } from "./reference-forms";
import { localName } from "../reference/reference";
import { useReferenceLookups } from "../reference/lookups";

export function IndustriesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const table = useTableState();
  const { reference, industries: byId, loading, error, refetch } = useReferenceLookups();
  const [deleteIndustry] = useDeleteIndustryMutation({
    refetchQueries: INDUSTRY_LISTS,
    context: { formErrors: true },
  });
  const form = useDialogTarget<Industry>();
  const deleting = useDialogTarget<Industry>();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.industries.${key}`, options);

  const canEdit = canEditReference(INDUSTRY_EDIT_CODE, hasPermission);
  const industries = useMemo(() => reference?.industries ?? [], [reference]);
  const keyword = table.state.keyword;
  const matching = useMemo(
    () =>
      industries.filter((industry) =>
        matchesKeyword(keyword, [industry.code, industry.name, industry.nameEn]),
      ),
    [industries, keyword],
  );
  const hasParents = matching.some((industry) => industry.parentId !== null);

  const confirmDelete = (industry: Industry) =>
    deleteRow(
      () => deleteIndustry({ variables: { id: industry.id } }),
      k("deleted", { code: industry.code }),
      matching,
      table,
    );

  const columns: Column<Industry>[] = [
    {
      key: "code",
      header: k("code"),
      width: "1%",
      render: (industry) => (
        <Text as="span" fontFamily="mono" fontWeight="medium">
          {industry.code}
        </Text>
      ),
    },
    {
      key: "name",
      header: k("name"),
      render: (industry) => <Text whiteSpace="normal">{industry.name}</Text>,
    },
    {
      key: "nameEn",
      header: k("nameEn"),
      render: (industry) => <Text whiteSpace="normal">{industry.nameEn}</Text>,
    },
  ];
  if (hasParents) {
    columns.push({
      key: "parent",
      header: k("parent"),
      render: (industry) =>
        industry.parentId ? (byId.get(industry.parentId)?.code ?? `#${industry.parentId}`) : "–",
    });
  }
  if (canEdit) {
    columns.push(
      editDeleteColumn<Industry>({
        header: t("common.actions"),
        label: (action, code) => k(action, { code }),
        onEdit: form.show,
        onDelete: deleting.show,
      }),
    );
  }

  return (
    <ListPage
      title={t("menu.adminIndustry")}
      // Industries are global data: editing them takes the platform operator's code too.
      create={{
        label: k("create"),
        code: [INDUSTRY_EDIT_CODE, SYS_CODE],
        onClick: () => form.show(null),
      }}
      notice={
        <>
          {!canEdit && <ReadOnlyNote>{k("readOnly")}</ReadOnlyNote>}
          {error && !reference && <LoadError error={error} onRetry={() => void refetch()} />}
        </>
      }
      table={table}
      search={{ placeholder: k("searchPlaceholder") }}
      list={{
        caption: k("caption"),
        columns,
        rows: pageOf(matching, table.state),
        rowKey: (industry) => industry.id,
        total: matching.length,
        loading,
        emptyText: keyword.trim()
          ? t("adminAccounting.noMatch")
          : canEdit
            ? k("emptyEditable")
            : k("empty"),
      }}
      remove={{
        target: deleting,
        title: k("deleteTitle"),
        message: (industry) =>
          k("deleteConfirm", { code: industry.code, name: localName(industry, locale) }),
        onConfirm: confirmDelete,
      }}
    >
      <IndustryFormDialog
        open={form.open}
        industry={form.target}
        industries={industries}
        onClose={form.close}
      />
    </ListPage>
  );
}

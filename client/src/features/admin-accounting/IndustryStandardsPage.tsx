// /admin/industrystandard (gad): the accounting standards and industry guidelines templates
// follow: the Chinese industry guidelines, the national standards and the international ones,
// searched by code, name, publisher or year and filtered by kind. Standards are global data:
// holders of gad who are the platform operator (sys) add, edit and delete them, and the server
// refuses to delete one a template still follows, saying how many do. Everyone else sees the
// list read-only, and why.
import { Badge, NativeSelect, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useAdminIndustryStandardsQuery,
  useDeleteIndustryStandardMutation,
} from "../../__generated__/hooks";
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
import { STANDARD_LISTS, StandardFormDialog } from "./ReferenceDialogs";
import {
  STANDARD_EDIT_CODE,
  STANDARD_KINDS,
  canEditReference,
  type Standard,
} from "./reference-forms";
import { localName } from "../reference/reference";

const KIND_COLORS: Record<string, string> = {
  "cn-guideline": "red",
  national: "blue",
  international: "green",
};

export function IndustryStandardsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const table = useTableState();
  const [kind, setKind] = useState("");
  const { data, loading, error, refetch } = useAdminIndustryStandardsQuery();
  const [deleteStandard] = useDeleteIndustryStandardMutation({
    refetchQueries: STANDARD_LISTS,
    context: { formErrors: true },
  });
  const form = useDialogTarget<Standard>();
  const deleting = useDialogTarget<Standard>();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.standards.${key}`, options);
  const canEdit = canEditReference(STANDARD_EDIT_CODE, hasPermission);
  const kindName = (value: string) =>
    t(`adminAccounting.standards.kinds.${value}`, { defaultValue: value });
  const keyword = table.state.keyword;

  const matching = useMemo(
    () =>
      (data?.industryStandards ?? []).filter(
        (standard) =>
          (!kind || standard.kind === kind) &&
          matchesKeyword(keyword, [
            standard.code,
            standard.name,
            standard.nameEn,
            standard.publisher,
            standard.year,
          ]),
      ),
    [data, kind, keyword],
  );

  const columns: Column<Standard>[] = [
    {
      key: "code",
      header: t("adminAccounting.standards.code"),
      render: (standard) => (
        <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {standard.code}
        </Text>
      ),
    },
    {
      key: "name",
      header: t("adminAccounting.standards.name"),
      render: (standard) => (
        <Text whiteSpace="normal" minWidth="14rem" maxWidth="36rem">
          {localName(standard, locale)}
        </Text>
      ),
    },
    {
      key: "kind",
      header: t("adminAccounting.standards.kind"),
      render: (standard) => (
        <Badge colorPalette={KIND_COLORS[standard.kind] ?? "gray"} variant="subtle">
          {kindName(standard.kind)}
        </Badge>
      ),
    },
    {
      key: "publisher",
      header: t("adminAccounting.standards.publisher"),
      render: (standard) => (
        <Text whiteSpace="normal" fontSize="sm" minWidth="10rem" maxWidth="20rem">
          {standard.publisher}
        </Text>
      ),
    },
    { key: "year", header: t("adminAccounting.standards.year"), render: (s) => s.year },
  ];
  if (canEdit) {
    columns.push(
      editDeleteColumn<Standard>({
        header: t("common.actions"),
        label: (action, code) => k(action, { code }),
        onEdit: form.show,
        onDelete: deleting.show,
      }),
    );
  }

  const confirmDelete = (standard: Standard) =>
    deleteRow(
      () => deleteStandard({ variables: { id: standard.id } }),
      k("deleted", { code: standard.code }),
      matching,
      table,
    );
  return (
    <ListPage
      title={t("menu.adminIndustryStandard")}
      // Standards are global data: editing them takes the platform operator's code too.
      create={{
        label: k("create"),
        code: [STANDARD_EDIT_CODE, SYS_CODE],
        onClick: () => form.show(null),
      }}
      notice={
        <>
          {!canEdit && <ReadOnlyNote>{k("readOnly")}</ReadOnlyNote>}
          {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        </>
      }
      table={table}
      search={{ placeholder: t("adminAccounting.standards.searchPlaceholder") }}
      filters={
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t("adminAccounting.standards.kindFilter")}
            value={kind}
            bg="white"
            onChange={(event) => {
              setKind(event.currentTarget.value);
              table.setPage(1);
            }}
          >
            <option value="">{t("adminAccounting.standards.allKinds")}</option>
            {STANDARD_KINDS.map((value) => (
              <option key={value} value={value}>
                {kindName(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      list={{
        caption: t("adminAccounting.standards.caption"),
        columns,
        rows: pageOf(matching, table.state),
        rowKey: (standard) => standard.id,
        total: matching.length,
        loading,
        emptyText:
          keyword.trim() || kind
            ? t("adminAccounting.noMatch")
            : canEdit
              ? k("emptyEditable")
              : k("empty"),
      }}
      remove={{
        target: deleting,
        title: k("deleteTitle"),
        message: (standard) =>
          k("deleteConfirm", { code: standard.code, name: localName(standard, locale) }),
        onConfirm: confirmDelete,
      }}
    >
      <StandardFormDialog
        open={form.open}
        standard={form.target}
        defaultKind={kind || undefined}
        onClose={form.close}
      />
    </ListPage>
  );
}

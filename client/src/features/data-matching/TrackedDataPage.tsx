// Tracked-data configuration (/sc/trackDataConfig): the company's rules on which inputs must
// carry primary (supplier) data and evidence, by material category or for one material datum.
import { Badge, Button, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";
import * as yup from "yup";
import type { DataMatching_RuleFragment } from "../../__generated__/graphql";
import {
  useDataMatchingCategoriesQuery,
  useDataMatchingCreateRuleMutation,
  useDataMatchingDeleteRuleMutation,
  useDataMatchingMaterialsQuery,
  useDataMatchingRulesQuery,
  useDataMatchingUpdateRuleMutation,
} from "../../__generated__/hooks";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { CheckboxField, SelectField, TextareaField } from "../../components/ui/form-fields";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { useLocale } from "../../i18n/use-locale";

/** Names of categories and materials by code and id, in the interface language. */
function useTargetNames() {
  const { t } = useTranslation();
  const isZh = useLocale() === "zh-CN";
  const categories = useDataMatchingCategoriesQuery().data?.lcaDataCodes.materialCategories ?? [];
  const materials = useDataMatchingMaterialsQuery().data?.materialData.items ?? [];
  const name = (rule: Pick<DataMatching_RuleFragment, "category" | "materialId">) => {
    if (rule.category) {
      const c = categories.find((item) => item.code === rule.category);
      return c ? (isZh ? c.name : c.nameEn) : rule.category;
    }
    const m = materials.find((item) => item.id === rule.materialId);
    return m
      ? isZh
        ? m.name
        : m.nameEn || m.name
      : t("dataMatching.tracked.material", { id: rule.materialId });
  };
  return { categories, materials, name, isZh };
}

export function TrackedDataPage() {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`dataMatching.tracked.${key}`, options);
  const table = useTableState<never>();
  const { data, loading, refetch } = useDataMatchingRulesQuery({
    variables: pageVariables(table.state),
    fetchPolicy: "cache-and-network",
  });
  const [remove] = useDataMatchingDeleteRuleMutation();
  const editing = useDialogTarget<DataMatching_RuleFragment>();
  const deleting = useDialogTarget<DataMatching_RuleFragment>();
  const names = useTargetNames();
  const flag = (on: boolean) =>
    on ? <Badge colorPalette="teal">{k("required")}</Badge> : k("notRequired");

  const columns: Column<DataMatching_RuleFragment, never>[] = [
    {
      key: "target",
      header: k("columns.target"),
      render: (row) => <Text fontWeight="medium">{names.name(row)}</Text>,
    },
    {
      key: "scope",
      header: k("columns.scope"),
      render: (row) => k(row.category ? "scope.category" : "scope.material"),
    },
    {
      key: "primary",
      header: k("columns.primary"),
      render: (row) => flag(row.primaryDataRequired),
    },
    { key: "evidence", header: k("columns.evidence"), render: (row) => flag(row.evidenceRequired) },
    { key: "note", header: k("columns.note"), render: (row) => row.note },
    {
      key: "actions",
      header: "",
      align: "end",
      render: (row) => (
        <>
          <RowAction
            label={k("edit", { target: names.name(row) })}
            onClick={() => editing.show(row)}
          >
            <LuPencil />
          </RowAction>
          <RowAction
            label={k("delete", { target: names.name(row) })}
            danger
            onClick={() => deleting.show(row)}
          >
            <LuTrash2 />
          </RowAction>
        </>
      ),
    },
  ];

  return (
    <ListPage
      title={k("title")}
      actions={
        <Button size="sm" colorPalette="teal" onClick={() => editing.show(null)}>
          <LuPlus aria-hidden />
          {k("create")}
        </Button>
      }
      notice={
        <Text fontSize="sm" color="fg.muted" marginBottom="3">
          {k("intro")}
        </Text>
      }
      table={table}
      search={{ placeholder: k("search") }}
      list={{
        caption: k("caption"),
        columns,
        rows: data?.trackedDataRules.items ?? [],
        rowKey: (row) => row.id,
        total: data?.trackedDataRules.total ?? 0,
        loading,
        emptyText: k("empty"),
      }}
      remove={{
        target: deleting,
        title: k("deleteTitle"),
        message: (row) => k("deleteQuestion", { target: names.name(row) }),
        onConfirm: async (row) => {
          await remove({ variables: { id: row.id } });
          notify.success(k("deleted", { target: names.name(row) }));
          await refetch();
        },
      }}
    >
      <RuleDialog
        open={editing.open}
        rule={editing.target}
        names={names}
        onClose={editing.close}
        onSaved={() => void refetch()}
      />
    </ListPage>
  );
}

interface RuleValues {
  scope: "category" | "material";
  category: string;
  materialId: string;
  primaryDataRequired: boolean;
  evidenceRequired: boolean;
  note: string;
}

function RuleDialog({
  open,
  rule,
  names,
  onClose,
  onSaved,
}: {
  open: boolean;
  rule: DataMatching_RuleFragment | null;
  names: ReturnType<typeof useTargetNames>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`dataMatching.tracked.${key}`, options);
  const [create] = useDataMatchingCreateRuleMutation({ context: { formErrors: true } });
  const [update] = useDataMatchingUpdateRuleMutation({ context: { formErrors: true } });
  const schema = useMemo(
    () =>
      yup.object({
        category: yup.string().when("scope", {
          is: "category",
          then: (s) => s.required(k("chooseTarget", { field: k("category") })),
        }),
        materialId: yup.string().when("scope", {
          is: "material",
          then: (s) => s.required(k("chooseTarget", { field: k("materialId") })),
        }),
        primaryDataRequired: yup
          .boolean()
          .test("one", k("needsOne"), (value, context) =>
            Boolean(value || (context.parent as RuleValues).evidenceRequired),
          ),
        note: yup.string().max(500),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const initial: RuleValues = {
    scope: rule?.materialId ? "material" : "category",
    category: rule?.category ?? "",
    materialId: rule?.materialId ? String(rule.materialId) : "",
    primaryDataRequired: rule?.primaryDataRequired ?? true,
    evidenceRequired: rule?.evidenceRequired ?? true,
    note: rule?.note ?? "",
  };

  const submit = async (values: RuleValues, helpers: FormikHelpers<RuleValues>) => {
    const input = {
      category: values.scope === "category" ? values.category : null,
      materialId: values.scope === "material" ? Number(values.materialId) : null,
      primaryDataRequired: values.primaryDataRequired,
      evidenceRequired: values.evidenceRequired,
      note: values.note.trim(),
    };
    try {
      if (rule) await update({ variables: { input: { ...input, id: rule.id } } });
      else await create({ variables: { input } });
      notify.success(k("saved", { target: names.name(input) }));
      onSaved();
      onClose();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={rule ? k("editTitle") : k("createTitle")}
      submitLabel={k("save")}
      initialValues={initial}
      formKey={rule?.id ?? "new"}
      schema={schema}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <SelectField name="scope" label={k("scopeLabel")}>
            <option value="category">{k("scope.category")}</option>
            <option value="material">{k("scope.material")}</option>
          </SelectField>
          {form.values.scope === "category" ? (
            <SelectField name="category" label={k("category")} required>
              <option value="">{k("chooseCategory")}</option>
              {names.categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {names.isZh ? c.name : c.nameEn}
                </option>
              ))}
            </SelectField>
          ) : (
            <SelectField name="materialId" label={k("materialId")} required>
              <option value="">{k("chooseMaterial")}</option>
              {names.materials.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.name} · {m.nameEn}
                </option>
              ))}
            </SelectField>
          )}
          <CheckboxField name="primaryDataRequired" label={k("primaryDataRequired")} />
          <CheckboxField name="evidenceRequired" label={k("evidenceRequired")} />
          <TextareaField name="note" label={k("note")} rows={2} />
        </>
      )}
    </FormDialog>
  );
}

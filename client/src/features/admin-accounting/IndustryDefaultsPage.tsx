// /admin/co2accounting/default (gaa01): each industry's defaults. A corporation of the industry
// starts its cases from the default template when none is chosen, and "Apply default factors"
// in the case editor gives scope 2 lines without a factor the purchased electricity and heat
// factors. The defaults are global data, the platform operator's: saving also needs `sys`
// (the server refuses with FORBIDDEN GLOBAL_LIBRARY), so without it the screen is read-only.
import { Box, Stack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LuPencil } from "react-icons/lu";
import type {
  AdminAccountingReferenceQuery,
  AdminIndustryDefaultsQuery,
  Templates_TemplateFragment,
} from "../../__generated__/graphql";
import {
  useAdminTemplatesQuery,
  useAdminIndustryDefaultsQuery,
  useSetIndustryDefaultMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { SelectField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../i18n";
import { SYS_CODE } from "../../lib/permissions";
import { ChosenFactor, FactorField } from "../factors/FactorField";
import type { FactorNarrowing } from "../factors/FactorSearch";
import { DEFAULTS_CODE } from "./template-form";
import { LoadError } from "./LoadError";
import { matchesKeyword, pageOf } from "../../components/ui/local-table";
import { ReadOnlyNote } from "./ReadOnlyNote";
import { localName } from "../reference/reference";
import { useReferenceLookups } from "../reference/lookups";

type Industry = AdminAccountingReferenceQuery["referenceData"]["industries"][number];
type IndustryDefault = AdminIndustryDefaultsQuery["industryDefaults"][number];

/** kWh: the search offers factors of every energy unit (kWh, MWh, GJ...), none per tonne. */
export const ENERGY_UNIT_ID = 30;
export const ELECTRICITY_NARROWING: FactorNarrowing = {
  category: "electricity",
  unitId: ENERGY_UNIT_ID,
  owner: "global",
};
export const HEAT_NARROWING: FactorNarrowing = {
  category: "heat",
  unitId: ENERGY_UNIT_ID,
  owner: "global",
};

interface DefaultsFormValues {
  templateId: string;
  electricityFactorId: number | null;
  heatFactorId: number | null;
}

export function IndustryDefaultsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const table = useTableState();
  const { reference, loading, error, refetch } = useReferenceLookups();
  const defaultsQuery = useAdminIndustryDefaultsQuery();
  const templatesQuery = useAdminTemplatesQuery({ variables: {} });
  const editing = useDialogTarget<Industry>();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.defaults.${key}`, options);

  const canEdit = hasPermission(DEFAULTS_CODE) && hasPermission(SYS_CODE);
  const defaults = useMemo(
    () =>
      new Map(
        (defaultsQuery.data?.industryDefaults ?? []).map((row) => [row.industryId, row] as const),
      ),
    [defaultsQuery.data],
  );
  const globalTemplates = useMemo(
    () => (templatesQuery.data?.templates ?? []).filter((model) => model.companyId === null),
    [templatesQuery.data],
  );
  const templateById = useMemo(
    () => new Map(globalTemplates.map((model) => [model.id, model])),
    [globalTemplates],
  );

  const keyword = table.state.keyword;
  const matching = useMemo(
    () =>
      (reference?.industries ?? []).filter((industry) =>
        matchesKeyword(keyword, [industry.code, industry.name, industry.nameEn]),
      ),
    [reference, keyword],
  );

  const factorCell = (id: number | null | undefined) =>
    id ? (
      <Box minWidth="12rem" maxWidth="18rem">
        <ChosenFactor id={id} />
      </Box>
    ) : (
      <Text fontSize="sm" color="fg.muted">
        {k("notSet")}
      </Text>
    );

  const columns: Column<Industry>[] = [
    {
      key: "code",
      header: t("adminAccounting.industries.code"),
      width: "1%",
      render: (industry) => (
        <Text as="span" fontFamily="mono" fontWeight="medium">
          {industry.code}
        </Text>
      ),
    },
    {
      key: "industry",
      header: k("industry"),
      render: (industry) => (
        <Text whiteSpace="normal" minWidth="8rem" maxWidth="16rem">
          {localName(industry, locale)}
        </Text>
      ),
    },
    {
      key: "template",
      header: k("template"),
      render: (industry) => {
        const id = defaults.get(industry.id)?.templateId;
        const model = id ? templateById.get(id) : undefined;
        return (
          <Text whiteSpace="normal" fontSize="sm" minWidth="10rem" maxWidth="18rem">
            {model ? localName(model, locale) : id ? `#${id}` : k("notSet")}
          </Text>
        );
      },
    },
    {
      key: "electricity",
      header: k("electricity"),
      render: (industry) => factorCell(defaults.get(industry.id)?.electricityFactorId),
    },
    {
      key: "heat",
      header: k("heat"),
      render: (industry) => factorCell(defaults.get(industry.id)?.heatFactorId),
    },
    {
      key: "updatedAt",
      header: k("updatedAt"),
      render: (industry) => (
        <Text whiteSpace="nowrap" fontSize="sm">
          {formatDate(defaults.get(industry.id)?.updatedAt) || "–"}
        </Text>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (industry) => (
        <RowAction
          label={k("edit", { name: localName(industry, locale) })}
          onClick={() => editing.show(industry)}
        >
          <LuPencil />
        </RowAction>
      ),
    });
  }

  const loadError = error ?? defaultsQuery.error;

  return (
    <ListPage
      title={t("menu.adminDefault")}
      notice={
        <>
          <Text color="fg.muted" marginBottom="3" maxWidth="4xl">
            {k("intro")}
          </Text>
          {!canEdit && <ReadOnlyNote>{k("readOnly")}</ReadOnlyNote>}
          {loadError && (!reference || !defaultsQuery.data) && (
            <LoadError
              error={loadError}
              onRetry={() => {
                void refetch();
                void defaultsQuery.refetch();
              }}
            />
          )}
        </>
      }
      table={table}
      search={{ placeholder: t("adminAccounting.industries.searchPlaceholder") }}
      list={{
        caption: k("caption"),
        columns,
        rows: pageOf(matching, table.state),
        rowKey: (industry) => industry.id,
        total: matching.length,
        loading: loading || defaultsQuery.loading,
        emptyText: keyword.trim()
          ? t("adminAccounting.noMatch")
          : t("adminAccounting.industries.empty"),
      }}
    >
      {canEdit && (
        <DefaultsDialog
          open={editing.open}
          industry={editing.target}
          current={editing.target ? defaults.get(editing.target.id) : undefined}
          templates={globalTemplates}
          onClose={editing.close}
          onSaved={() => void defaultsQuery.refetch()}
        />
      )}
    </ListPage>
  );
}

function DefaultsDialog({
  open,
  industry,
  current,
  templates,
  onClose,
  onSaved,
}: {
  open: boolean;
  industry: Industry | null;
  current: IndustryDefault | undefined;
  templates: Templates_TemplateFragment[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [setDefault] = useSetIndustryDefaultMutation({ context: { formErrors: true } });
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.defaults.${key}`, options);

  const initialValues: DefaultsFormValues = {
    templateId: current?.templateId ? String(current.templateId) : "",
    electricityFactorId: current?.electricityFactorId ?? null,
    heatFactorId: current?.heatFactorId ?? null,
  };
  const knownTemplate = templates.some((model) => String(model.id) === initialValues.templateId);

  const submit = async (values: DefaultsFormValues, helpers: FormikHelpers<DefaultsFormValues>) => {
    if (!industry) return;
    try {
      await setDefault({
        variables: {
          input: {
            industryId: industry.id,
            templateId: values.templateId ? Number(values.templateId) : null,
            electricityFactorId: values.electricityFactorId,
            heatFactorId: values.heatFactorId,
          },
        },
      });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(k("saved", { name: localName(industry, locale) }));
    onSaved();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={k("editTitle", { name: industry ? localName(industry, locale) : "" })}
      formKey={`${industry?.id ?? "none"}-${current?.updatedAt}`}
      initialValues={initialValues}
      submitLabel={t("common.save")}
      onSubmit={submit}
      onClose={onClose}
    >
      {(form) => (
        <Stack gap="4">
          <SelectField name="templateId" label={k("template")} helper={k("templateHelp")}>
            <option value="">{k("noTemplate")}</option>
            {templates.map((model) => (
              <option key={model.id} value={String(model.id)}>
                {`${localName(model, locale)} (${model.code})`}
              </option>
            ))}
            {form.values.templateId && !knownTemplate && (
              <option value={form.values.templateId}>{`#${form.values.templateId}`}</option>
            )}
          </SelectField>
          <FactorField
            label={k("electricity")}
            helper={k("electricityHelp")}
            value={form.values.electricityFactorId}
            onChange={(factor) =>
              void form.setFieldValue("electricityFactorId", factor?.id ?? null)
            }
            narrowing={ELECTRICITY_NARROWING}
            noneLabel={k("noFactor")}
            error={form.errors.electricityFactorId}
          />
          <FactorField
            label={k("heat")}
            helper={k("heatHelp")}
            value={form.values.heatFactorId}
            onChange={(factor) => void form.setFieldValue("heatFactorId", factor?.id ?? null)}
            narrowing={HEAT_NARROWING}
            noneLabel={k("noFactor")}
            error={form.errors.heatFactorId}
          />
        </Stack>
      )}
    </FormDialog>
  );
}

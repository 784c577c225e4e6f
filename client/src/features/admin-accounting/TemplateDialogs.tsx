// The edit dialogs of an accounting template: the template itself (code, names, standard,
// industry, descriptions, "global" for the platform operator), a process (scope, ISO 14064-1
// category, GHG Protocol scope 3 category, deducted) and an emission source (unit, method, the
// default factor of the unit's dimension or none). yup checks first; the server's errors land
// on the field they name (a taken code on the code, a factor of another dimension on the factor)
// or show as messages.
import { Box } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Templates_TemplateFragment } from "../../__generated__/graphql";
import {
  useAddTemplateProcessMutation,
  useAddTemplateSourceMutation,
  useAdminIndustryStandardsQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useUpdateTemplateProcessMutation,
  useUpdateTemplateSourceMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  CheckboxField,
  SelectField,
  TextField,
  TextareaField,
} from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { isoCategoryName, scope3CategoryName } from "../../lib/emissions";
import { useLocale } from "../../i18n";
import { SYS_CODE } from "../../lib/permissions";
import { FactorField } from "../factors/FactorField";
import {
  ISO_CATEGORIES,
  SCOPE3_CATEGORIES,
  SOURCE_METHODS,
  emptyProcessValues,
  emptySourceValues,
  emptyTemplateValues,
  isoCategoryForScope,
  processFormSchema,
  processToValues,
  sourceFormSchema,
  sourceToValues,
  templateFormSchema,
  templateToValues,
  toTemplateInput,
  toProcessInput,
  toSourceInput,
  type ProcessFormValues,
  type SourceFormValues,
  type TemplateFormValues,
} from "./template-form";
import { localName } from "../reference/reference";
import { useReferenceLookups } from "../reference/lookups";

function useFormText() {
  const { t } = useTranslation();
  return (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.templateForm.${key}`, options);
}

// ---- the template ----

export function TemplateFormDialog({
  open,
  model,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The template to edit; null creates one. */
  model: Templates_TemplateFragment | null;
  onClose: () => void;
  onSaved: (model: Templates_TemplateFragment) => void;
}) {
  const { t } = useTranslation();
  const k = useFormText();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const { reference } = useReferenceLookups();
  const standards = useAdminIndustryStandardsQuery().data?.industryStandards ?? [];
  const [createModel] = useCreateTemplateMutation({ context: { formErrors: true } });
  const [updateModel] = useUpdateTemplateMutation({ context: { formErrors: true } });
  const schema = useMemo(() => templateFormSchema(t), [t]);
  const initialValues = useMemo(
    () => (model ? templateToValues(model) : emptyTemplateValues()),
    [model],
  );

  const submit = async (values: TemplateFormValues, helpers: FormikHelpers<TemplateFormValues>) => {
    let saved: Templates_TemplateFragment | undefined;
    try {
      const input = toTemplateInput(values);
      if (model) {
        const result = await updateModel({ variables: { input: { ...input, id: model.id } } });
        saved = result.data?.updateTemplate;
      } else {
        const result = await createModel({ variables: { input } });
        saved = result.data?.createTemplate;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "code");
      return;
    }
    if (!saved) return;
    notify.success(model ? t("common.savedSuccessfully") : k("created", { code: saved.code }));
    onSaved(saved);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={model ? k("editTitle", { code: model.code }) : k("createTitle")}
      formKey={model ? `model-${model.id}` : "new"}
      initialValues={initialValues}
      schema={schema}
      submitLabel={model ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {() => (
        <>
          <TextField name="code" label={k("code")} required helper={k("codeHelp")} />
          <SelectField name="standardId" label={k("standard")}>
            <option value="">{k("noStandard")}</option>
            {standards.map((standard) => (
              <option key={standard.id} value={String(standard.id)}>
                {localName(standard, locale)}
              </option>
            ))}
          </SelectField>
          <TextField name="name" label={k("name")} required />
          <TextField name="nameEn" label={k("nameEn")} helper={k("nameEnHelp")} />
          <SelectField name="industryId" label={k("industry")} span>
            <option value="">{k("noIndustry")}</option>
            {(reference?.industries ?? []).map((industry) => (
              <option key={industry.id} value={String(industry.id)}>
                {`${industry.code} ${localName(industry, locale)}`}
              </option>
            ))}
          </SelectField>
          <TextareaField name="description" label={k("description")} rows={3} span />
          <TextareaField name="descriptionEn" label={k("descriptionEn")} rows={3} span />
          {/* A template's library is chosen once: the server keeps the owner when editing. */}
          {!model && hasPermission(SYS_CODE) && (
            <CheckboxField name="global" label={k("global")} helper={k("globalHelp")} />
          )}
        </>
      )}
    </FormDialog>
  );
}

// ---- a process ----

export interface ProcessTarget {
  id: number;
  name: string;
  nameEn: string;
  scope: number;
  isoCategory: number;
  scope3Category?: number | null;
  deducted: boolean;
}

export function ProcessFormDialog({
  open,
  templateId,
  process,
  scope,
  onClose,
  onSaved,
}: {
  open: boolean;
  templateId: number;
  /** The process to edit; null adds one. */
  process: ProcessTarget | null;
  /** The scope a new process starts in. */
  scope?: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const k = useFormText();
  const locale = useLocale();
  const [addProcess] = useAddTemplateProcessMutation({ context: { formErrors: true } });
  const [updateProcess] = useUpdateTemplateProcessMutation({ context: { formErrors: true } });
  const schema = useMemo(() => processFormSchema(t), [t]);
  const initialValues = useMemo(
    () => (process ? processToValues(process) : emptyProcessValues(scope)),
    [process, scope],
  );

  const submit = async (values: ProcessFormValues, helpers: FormikHelpers<ProcessFormValues>) => {
    try {
      const input = toProcessInput(values);
      if (process) {
        await updateProcess({ variables: { input: { ...input, id: process.id } } });
      } else {
        await addProcess({ variables: { input: { ...input, templateId } } });
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(
      process ? t("common.savedSuccessfully") : k("processAdded", { name: values.name.trim() }),
    );
    onSaved();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={
        process ? k("editProcessTitle", { name: localName(process, locale) }) : k("addProcessTitle")
      }
      formKey={process ? `process-${process.id}` : `new-${scope ?? 1}`}
      initialValues={initialValues}
      schema={schema}
      submitLabel={process ? t("common.save") : k("add")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {(form) => (
        <>
          <TextField name="name" label={k("processName")} required />
          <TextField name="nameEn" label={k("nameEn")} helper={k("nameEnHelp")} />
          <SelectField
            name="scope"
            label={k("scope")}
            required
            onChoose={(value) => {
              // The usual ISO category follows the scope unless the user chose another one.
              const before = isoCategoryForScope(Number(form.values.scope));
              void form.setFieldValue("scope", value);
              if (Number(form.values.isoCategory) === before) {
                void form.setFieldValue("isoCategory", String(isoCategoryForScope(Number(value))));
              }
            }}
          >
            {[1, 2, 3].map((number) => (
              <option key={number} value={String(number)}>
                {t("adminAccounting.scope", { scope: number })}
              </option>
            ))}
          </SelectField>
          <SelectField name="isoCategory" label={k("isoCategory")} required>
            {ISO_CATEGORIES.map((number) => (
              <option key={number} value={String(number)}>
                {`${number} ${isoCategoryName(number, locale)}`}
              </option>
            ))}
          </SelectField>
          {form.values.scope === "3" && (
            <SelectField
              name="scope3Category"
              label={k("scope3Category")}
              helper={k("scope3CategoryHelp")}
              span
            >
              <option value="">{k("notSet")}</option>
              {SCOPE3_CATEGORIES.map((number) => (
                <option key={number} value={String(number)}>
                  {`${number} ${scope3CategoryName(number, locale)}`}
                </option>
              ))}
            </SelectField>
          )}
          <CheckboxField name="deducted" label={k("deducted")} helper={k("deductedHelp")} />
        </>
      )}
    </FormDialog>
  );
}

// ---- an emission source ----

export interface SourceTarget {
  id: number;
  name: string;
  nameEn: string;
  unitId: number;
  method: string;
  factorId?: number | null;
}

export function SourceFormDialog({
  open,
  process,
  source,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The process the source belongs to. */
  process: { id: number; name: string; nameEn: string } | null;
  /** The source to edit; null adds one. */
  source: SourceTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const k = useFormText();
  const locale = useLocale();
  const { reference } = useReferenceLookups();
  const [addSource] = useAddTemplateSourceMutation({ context: { formErrors: true } });
  const [updateSource] = useUpdateTemplateSourceMutation({ context: { formErrors: true } });
  const schema = useMemo(() => sourceFormSchema(t), [t]);
  const initialValues = useMemo(
    () => (source ? sourceToValues(source) : emptySourceValues()),
    [source],
  );

  const submit = async (values: SourceFormValues, helpers: FormikHelpers<SourceFormValues>) => {
    if (!process) return;
    try {
      const input = toSourceInput(values);
      if (source) {
        await updateSource({ variables: { input: { ...input, id: source.id } } });
      } else {
        await addSource({ variables: { input: { ...input, processId: process.id } } });
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(
      source ? t("common.savedSuccessfully") : k("sourceAdded", { name: values.name.trim() }),
    );
    onSaved();
    onClose();
  };

  const processName = process ? localName(process, locale) : "";
  return (
    <FormDialog
      open={open}
      title={
        source
          ? k("editSourceTitle", { name: localName(source, locale) })
          : k("addSourceTitle", { process: processName })
      }
      formKey={source ? `source-${source.id}` : `new-${process?.id ?? 0}`}
      initialValues={initialValues}
      schema={schema}
      submitLabel={source ? t("common.save") : k("add")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {(form) => (
        <>
          <TextField name="name" label={k("sourceName")} required />
          <TextField name="nameEn" label={k("nameEn")} helper={k("nameEnHelp")} />
          <SelectField name="unitId" label={k("unit")} required helper={k("unitHelp")}>
            <option value="">{k("choose")}</option>
            {(reference?.units ?? []).map((unit) => (
              <option key={unit.id} value={String(unit.id)}>
                {`${unit.symbol} — ${localName(unit, locale)}`}
              </option>
            ))}
          </SelectField>
          <SelectField name="method" label={k("method")} required>
            {SOURCE_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`adminAccounting.template.methods.${method}`)}
              </option>
            ))}
          </SelectField>
          <Box gridColumn={{ sm: "span 2" }}>
            <FactorField
              label={k("defaultFactor")}
              helper={form.values.unitId ? k("defaultFactorHelp") : k("defaultFactorNeedsUnit")}
              value={form.values.factorId}
              onChange={(factor) => void form.setFieldValue("factorId", factor?.id ?? null)}
              narrowing={form.values.unitId ? { unitId: Number(form.values.unitId) } : {}}
              noneLabel={k("noDefaultFactor")}
              error={typeof form.errors.factorId === "string" ? form.errors.factorId : undefined}
              disabled={!form.values.unitId}
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}

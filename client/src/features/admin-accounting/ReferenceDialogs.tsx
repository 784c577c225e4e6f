// The create and edit dialogs of an industry (code, names, the industry it subdivides, its
// place) and of an industry standard (code, names, kind, publisher, year, place). yup checks
// first; the server's errors land on the field they name (a taken code on the code, a parent
// below the industry on the parent) or show as messages. Saving refetches the lists, which
// every form reads.
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  useCreateIndustryMutation,
  useCreateIndustryStandardMutation,
  useUpdateIndustryMutation,
  useUpdateIndustryStandardMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { NumberField, SelectField, TextField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { useLocale } from "../../i18n";
import {
  STANDARD_KINDS,
  emptyIndustryValues,
  emptyStandardValues,
  industryAndBelow,
  industryFormSchema,
  industryToValues,
  standardFormSchema,
  standardToValues,
  toIndustryInput,
  toStandardInput,
  type Industry,
  type IndustryFormValues,
  type Standard,
  type StandardFormValues,
} from "./reference-forms";
import { localName } from "../reference/reference";

/** The queries whose lists a saved row changes. */
export const INDUSTRY_LISTS = ["AdminAccountingReference"];
export const STANDARD_LISTS = ["AdminIndustryStandards"];

function useFormText() {
  const { t } = useTranslation();
  return (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.referenceForm.${key}`, options);
}

// ---- industry ----

export function IndustryFormDialog({
  open,
  industry,
  industries,
  onClose,
}: {
  open: boolean;
  /** The industry to edit; null creates one. */
  industry: Industry | null;
  /** Every industry, for the choice of parent. */
  industries: readonly Industry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const k = useFormText();
  const locale = useLocale();
  const options = { context: { formErrors: true }, refetchQueries: INDUSTRY_LISTS };
  const [createIndustry] = useCreateIndustryMutation(options);
  const [updateIndustry] = useUpdateIndustryMutation(options);
  const schema = useMemo(() => industryFormSchema(t), [t]);
  const initialValues = useMemo(
    () => (industry ? industryToValues(industry) : emptyIndustryValues()),
    [industry],
  );
  const parents = useMemo(() => {
    const excluded = industry ? industryAndBelow(industries, industry.id) : new Set<number>();
    return industries.filter((candidate) => !excluded.has(candidate.id));
  }, [industries, industry]);

  const submit = async (values: IndustryFormValues, helpers: FormikHelpers<IndustryFormValues>) => {
    let saved: Industry | undefined;
    try {
      const input = toIndustryInput(values);
      if (industry) {
        const result = await updateIndustry({
          variables: { input: { ...input, id: industry.id } },
        });
        saved = result.data?.updateIndustry;
      } else {
        const result = await createIndustry({ variables: { input } });
        saved = result.data?.createIndustry;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "code");
      return;
    }
    if (!saved) return;
    notify.success(
      industry ? t("common.savedSuccessfully") : k("industryCreated", { code: saved.code }),
    );
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={industry ? k("editIndustryTitle", { code: industry.code }) : k("createIndustryTitle")}
      formKey={industry ? `industry-${industry.id}` : "new"}
      initialValues={initialValues}
      schema={schema}
      submitLabel={industry ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {() => (
        <>
          <TextField name="code" label={k("code")} required helper={k("industryCodeHelp")} />
          <SelectField name="parentId" label={k("parent")} helper={k("parentHelp")}>
            <option value="">{k("noParent")}</option>
            {parents.map((parent) => (
              <option key={parent.id} value={String(parent.id)}>
                {`${parent.code} ${localName(parent, locale)}`}
              </option>
            ))}
          </SelectField>
          <TextField name="name" label={k("name")} required />
          <TextField name="nameEn" label={k("nameEn")} helper={k("nameEnHelp")} />
          <NumberField name="sort" label={k("sort")} helper={k("industrySortHelp")} integer />
        </>
      )}
    </FormDialog>
  );
}

// ---- industry standard ----

export function StandardFormDialog({
  open,
  standard,
  defaultKind,
  onClose,
}: {
  open: boolean;
  /** The standard to edit; null creates one. */
  standard: Standard | null;
  /** The kind a new standard starts with: the one the list is filtered by. */
  defaultKind?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const k = useFormText();
  const options = { context: { formErrors: true }, refetchQueries: STANDARD_LISTS };
  const [createStandard] = useCreateIndustryStandardMutation(options);
  const [updateStandard] = useUpdateIndustryStandardMutation(options);
  const schema = useMemo(() => standardFormSchema(t), [t]);
  const initialValues = useMemo(
    () => (standard ? standardToValues(standard) : emptyStandardValues(defaultKind)),
    [standard, defaultKind],
  );
  const submit = async (values: StandardFormValues, helpers: FormikHelpers<StandardFormValues>) => {
    let saved: Standard | undefined;
    try {
      const input = toStandardInput(values);
      if (standard) {
        const result = await updateStandard({
          variables: { input: { ...input, id: standard.id } },
        });
        saved = result.data?.updateIndustryStandard;
      } else {
        const result = await createStandard({ variables: { input } });
        saved = result.data?.createIndustryStandard;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "code");
      return;
    }
    if (!saved) return;
    notify.success(
      standard ? t("common.savedSuccessfully") : k("standardCreated", { code: saved.code }),
    );
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={standard ? k("editStandardTitle", { code: standard.code }) : k("createStandardTitle")}
      formKey={standard ? `standard-${standard.id}` : `new-${defaultKind ?? ""}`}
      initialValues={initialValues}
      schema={schema}
      submitLabel={standard ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {() => (
        <>
          <TextField name="code" label={k("code")} required helper={k("standardCodeHelp")} />
          <SelectField name="kind" label={k("kind")} required>
            <option value="">{k("chooseKind")}</option>
            {STANDARD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`adminAccounting.standards.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField name="name" label={k("name")} required span />
          <TextField name="nameEn" label={k("nameEn")} helper={k("nameEnHelp")} span />
          <TextField name="publisher" label={k("publisher")} span />
          <NumberField name="year" label={k("year")} required integer />
          <NumberField name="sort" label={k("sort")} helper={k("standardSortHelp")} integer />
        </>
      )}
    </FormDialog>
  );
}

// The create and edit dialog of a synonym: the term, its language and what it stands for (a
// canonical term or a material datum; synonyms of upstream products come from confirmed matches).
// yup checks the fields; the server's field errors land on the fields they name.
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { DataMatching_SynonymFragment } from "../../__generated__/graphql";
import {
  useDataMatchingCreateSynonymMutation,
  useDataMatchingMaterialsQuery,
  useDataMatchingUpdateSynonymMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { CheckboxField, SelectField, TextField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";

export interface SynonymValues {
  term: string;
  language: string;
  targetKind: string;
  canonical: string;
  materialId: string;
  global: boolean;
}

export function synonymValues(row: DataMatching_SynonymFragment | null): SynonymValues {
  return {
    term: row?.term ?? "",
    language: row?.language ?? "zh",
    targetKind: row?.targetKind === "material" ? "material" : "term",
    canonical: row?.targetKind === "term" ? row.canonical : "",
    materialId: row?.materialId ? String(row.materialId) : "",
    global: row ? row.companyId === null : false,
  };
}

export function SynonymDialog({
  open,
  synonym,
  mayGlobal,
  onClose,
  onSaved,
}: {
  open: boolean;
  synonym: DataMatching_SynonymFragment | null;
  mayGlobal: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`dataMatching.synonyms.${key}`, options);
  const materials = useDataMatchingMaterialsQuery({ skip: !open });
  const [create] = useDataMatchingCreateSynonymMutation({ context: { formErrors: true } });
  const [update] = useDataMatchingUpdateSynonymMutation({ context: { formErrors: true } });
  const schema = useMemo(
    () =>
      yup.object({
        term: yup
          .string()
          .trim()
          .required(k("required", { field: k("term") }))
          .max(200, k("tooLong", { field: k("term"), max: 200 })),
        canonical: yup.string().when("targetKind", {
          is: "term",
          then: (s) =>
            s
              .trim()
              .required(k("required", { field: k("canonical") }))
              .max(200, k("tooLong", { field: k("canonical"), max: 200 })),
        }),
        materialId: yup.string().when("targetKind", {
          is: "material",
          then: (s) => s.required(k("chooseMaterial")),
        }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const submit = async (values: SynonymValues, helpers: FormikHelpers<SynonymValues>) => {
    const input = {
      term: values.term.trim(),
      language: values.language,
      targetKind: values.targetKind,
      canonical: values.targetKind === "term" ? values.canonical.trim() : null,
      materialId: values.targetKind === "material" ? Number(values.materialId) : null,
      global: mayGlobal && values.global,
    };
    try {
      if (synonym) await update({ variables: { input: { ...input, id: synonym.id } } });
      else await create({ variables: { input } });
      notify.success(k("saved", { term: input.term }));
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
      title={synonym ? k("editTitle") : k("createTitle")}
      submitLabel={k("save")}
      initialValues={synonymValues(synonym)}
      formKey={synonym?.id ?? "new"}
      schema={schema}
      onSubmit={submit}
    >
      {(form) => (
        <>
          <TextField name="term" label={k("term")} required />
          <SelectField name="language" label={k("language")}>
            {(["zh", "en", "other"] as const).map((code) => (
              <option key={code} value={code}>
                {k(`languages.${code}`)}
              </option>
            ))}
          </SelectField>
          <SelectField name="targetKind" label={k("targetKind")} helper={k("upstreamHint")}>
            <option value="term">{k("kinds.term")}</option>
            <option value="material">{k("kinds.material")}</option>
          </SelectField>
          {form.values.targetKind === "term" ? (
            <TextField
              name="canonical"
              label={k("canonical")}
              helper={k("canonicalHelp")}
              required
            />
          ) : (
            <SelectField name="materialId" label={k("materialId")} required>
              <option value="">{k("chooseMaterial")}</option>
              {(materials.data?.materialData.items ?? []).map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.name} · {m.nameEn}
                </option>
              ))}
            </SelectField>
          )}
          {mayGlobal && !synonym && <CheckboxField name="global" label={k("globalField")} />}
        </>
      )}
    </FormDialog>
  );
}

// The new-case form: the case's fields, template, intensity figures and tags in cards. On
// success the case opens in the editor.
import { Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { useCreateCaseMutation } from "../../../__generated__/hooks";
import { showFormErrors } from "../../../components/ui/form-errors";
import { PageHeader } from "../../../components/ui/page-header";
import { notify } from "../../../components/ui/toaster";
import { caseSchema, toCaseInput, type CaseFormValues } from "../case-schema";
import { REPOSITORY_PATH, caseEditorPath } from "../paths";
import { CaseFields } from "./CaseFields";
import type { Corporation } from "./form";
import { IntensityFields } from "./IntensityFields";
import { TagChoice } from "./TagChoice";
import { TemplateChoice } from "./TemplateChoice";

export function CaseForm({
  preset,
  initial,
}: {
  preset: Corporation | null;
  initial: CaseFormValues;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createCase] = useCreateCaseMutation({ context: { formErrors: true } });
  const schema = useMemo(() => caseSchema(t), [t]);

  const submit = async (values: CaseFormValues, helpers: FormikHelpers<CaseFormValues>) => {
    let created: { id: number; name: string } | undefined;
    try {
      const result = await createCase({ variables: { input: toCaseInput(values) } });
      created = result.data?.createCase;
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    if (!created) return;
    notify.success(t("accounting.caseForm.created", { name: created.name }));
    void navigate(caseEditorPath(created.id));
  };

  return (
    <>
      <PageHeader title={t("accounting.caseForm.title")}>
        <Button size="sm" variant="outline" onClick={() => void navigate(REPOSITORY_PATH)}>
          <LuArrowLeft aria-hidden />
          {t("accounting.backToRepository")}
        </Button>
      </PageHeader>
      <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {(form) => (
          <Form noValidate aria-label={t("accounting.caseForm.title")}>
            <Stack gap="4">
              <Card.Root size="sm">
                <Card.Body>
                  <CaseFields form={form} preset={preset} />
                </Card.Body>
              </Card.Root>
              <FormCard
                title={t("accounting.caseForm.template")}
                help={t("accounting.caseForm.templateHelp")}
              >
                <TemplateChoice form={form} />
              </FormCard>
              <FormCard
                title={t("accounting.caseForm.intensity")}
                help={t("accounting.caseForm.intensityHelp")}
              >
                <IntensityFields />
              </FormCard>
              <FormCard title={t("accounting.case.tags")}>
                <TagChoice form={form} />
              </FormCard>
              <HStack justifyContent="flex-end" gap="2">
                <Button
                  variant="outline"
                  onClick={() => void navigate(REPOSITORY_PATH)}
                  disabled={form.isSubmitting}
                >
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                  {t("accounting.caseForm.submit")}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** A titled card of the form, with a line of help under the title when there is one. */
function FormCard({
  title,
  help,
  children,
}: {
  title: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
        {help && (
          <Text fontSize="xs" color="fg.muted">
            {help}
          </Text>
        )}
      </Card.Header>
      <Card.Body paddingTop="2">{children}</Card.Body>
    </Card.Root>
  );
}

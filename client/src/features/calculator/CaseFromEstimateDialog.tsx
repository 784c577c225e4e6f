// "Turn into a case": the estimate's activities become a new case of a corporation the user
// chooses (searched by name or credit code on the server), one process per kind of activity.
// The server creates it in one transaction; the case then opens in the editor.
import { Field, Input, InputGroup, Stack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuSearch } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import * as yup from "yup";
import type { CalculatorEstimateInput } from "../../__generated__/graphql";
import {
  useCalculatorCorporationsQuery,
  useCreateCaseFromEstimateMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { SelectField, TextField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { caseEditorPath } from "../accounting/paths";

interface Values {
  corporationId: string;
  name: string;
}

export function CaseFromEstimateDialog({
  open,
  input,
  onClose,
}: {
  open: boolean;
  input: CalculatorEstimateInput;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState("");
  const corporations = useCalculatorCorporationsQuery({
    variables: { keyword: keyword.trim() || null },
    skip: !open,
  });
  const [create] = useCreateCaseFromEstimateMutation({ context: { formErrors: true } });
  const schema = useMemo(
    () =>
      yup.object({
        corporationId: yup.string().required(t("calculator.required")),
        name: yup
          .string()
          .trim()
          .required(t("calculator.required"))
          .max(100, t("calculator.tooLong", { max: 100 })),
      }),
    [t],
  );
  const items = corporations.data?.corporations.items ?? [];

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const result = await create({
        variables: {
          input: {
            ...input,
            corporationId: Number(values.corporationId),
            name: values.name.trim(),
          },
        },
      });
      const created = result.data?.createCaseFromEstimate;
      if (!created) return;
      notify.success(t("calculator.created", { name: created.name }));
      onClose();
      void navigate(caseEditorPath(created.id));
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      size="md"
      title={t("calculator.dialogTitle")}
      formLabel={t("calculator.dialogTitle")}
      submitLabel={t("calculator.create")}
      schema={schema}
      initialValues={{
        corporationId: "",
        name: t("calculator.defaultCaseName", { year: input.year }),
      }}
      onSubmit={submit}
    >
      {() => (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t("calculator.toCaseHelp")}
          </Text>
          <Field.Root>
            <InputGroup startElement={<LuSearch aria-hidden />}>
              <Input
                type="search"
                size="sm"
                value={keyword}
                autoComplete="off"
                aria-label={t("calculator.searchCorporations")}
                placeholder={t("calculator.searchPlaceholder")}
                onChange={(event) => setKeyword(event.currentTarget.value)}
                onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
              />
            </InputGroup>
          </Field.Root>
          <SelectField
            name="corporationId"
            label={t("calculator.corporation")}
            required
            helper={
              corporations.data && items.length === 0 ? t("calculator.noCorporations") : undefined
            }
          >
            <option value="">{t("calculator.chooseCorporation")}</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.creditCode ? `${item.name} (${item.creditCode})` : item.name}
              </option>
            ))}
          </SelectField>
          <TextField name="name" label={t("calculator.caseName")} required />
        </Stack>
      )}
    </FormDialog>
  );
}

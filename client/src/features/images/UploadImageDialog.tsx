// The upload form: the image file (its size checked here, its type by the server from the
// bytes), a title (the file name when blank) and a category.
import { Field, Input } from "@chakra-ui/react";
import { useField } from "formik";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { FormDialog } from "../../components/ui/form-dialog";
import { SelectField, TextField, useFieldError } from "../../components/ui/form-fields";
import { fileToBase64 } from "../../lib/files";
import { IMAGE_CATEGORIES, IMAGE_MAX_BYTES, imageSize } from "./image-display";

interface Values {
  title: string;
  category: string;
  file: File | null;
}

export interface UploadImageInput {
  title: string;
  category: string;
  fileName: string;
  contentBase64: string;
}

export function UploadImageDialog({
  open,
  onClose,
  onUpload,
}: {
  open: boolean;
  onClose: () => void;
  onUpload: (input: UploadImageInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const schema = yup.object({
    title: yup.string().trim().max(100, t("images.titleTooLong")),
    file: yup
      .mixed<File>()
      .nullable()
      .test("required", t("images.fileRequired"), (file) => Boolean(file))
      .test(
        "size",
        "",
        (file, context) =>
          !file ||
          file.size <= IMAGE_MAX_BYTES ||
          context.createError({
            message: t("images.fileTooLarge", { name: file.name, size: imageSize(file.size) }),
          }),
      ),
  });
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={t("images.uploadTitle")}
      submitLabel={t("images.uploadSubmit")}
      formLabel={t("images.uploadTitle")}
      initialValues={{ title: "", category: "logo", file: null }}
      schema={schema}
      onSubmit={async (values) => {
        if (!values.file) return;
        try {
          await onUpload({
            title: values.title.trim(),
            category: values.category,
            fileName: values.file.name,
            contentBase64: await fileToBase64(values.file),
          });
        } catch {
          // The error link has shown the server's message; the dialog stays open.
        }
      }}
    >
      {() => (
        <>
          <FileField name="file" label={t("images.file")} helper={t("images.fileHelp")} />
          <TextField name="title" label={t("images.imageTitle")} helper={t("images.titleHelp")} />
          <SelectField name="category" label={t("images.category")} required>
            {IMAGE_CATEGORIES.map((code) => (
              <option key={code} value={code}>
                {t(`images.categories.${code}`)}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}

function FileField({ name, label, helper }: { name: string; label: string; helper: string }) {
  const [, , helpers] = useField<File | null>(name);
  const error = useFieldError(name);
  return (
    <Field.Root required invalid={Boolean(error)} marginBottom="4">
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        padding="1"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.files?.[0] ?? null, true);
        }}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

// The new-case form's text and select fields: a label, the control, a helper and the error of
// a field the user has touched.
import { Field, Input, NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { CaseFormik, TextName } from "./form";

export function FieldText({
  form,
  name,
  label,
  required,
  type = "text",
  helper,
  inputMode,
  onValue,
}: {
  form: CaseFormik;
  name: TextName;
  label: string;
  required?: boolean;
  type?: string;
  helper?: string;
  inputMode?: "decimal" | "numeric";
  onValue?: (value: string) => void;
}) {
  const { values, errors, touched, handleChange, handleBlur } = form;
  const error = touched[name] ? errors[name] : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={values[name]}
        autoComplete="off"
        inputMode={inputMode}
        onChange={(event) => {
          handleChange(event);
          onValue?.(event.currentTarget.value);
        }}
        onBlur={handleBlur}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{typeof error === "string" ? error : null}</Field.ErrorText>
    </Field.Root>
  );
}

export function FieldSelect({
  form,
  name,
  label,
  required,
  children,
  helper,
  onValue,
}: {
  form: CaseFormik;
  name: TextName;
  label: string;
  required?: boolean;
  children: ReactNode;
  helper?: ReactNode;
  onValue?: (value: string) => void;
}) {
  const { values, errors, touched, handleChange, handleBlur } = form;
  const error = touched[name] ? errors[name] : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={values[name]}
          onChange={(event) => {
            handleChange(event);
            onValue?.(event.currentTarget.value);
          }}
          onBlur={handleBlur}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{typeof error === "string" ? error : null}</Field.ErrorText>
    </Field.Root>
  );
}

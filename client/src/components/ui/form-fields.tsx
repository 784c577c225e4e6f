// The labelled fields of a Formik form. Each reads its value and state through useField, so it
// needs only the field's name inside a <Formik>; shows its label with the required mark, a helper
// line while there is no error, and the field's error (yup's rule or the server's answer put on
// the field) once the field has been touched or the form sent.
import { Checkbox, Field, Input, NativeSelect, Textarea, type InputProps } from "@chakra-ui/react";
import { getIn, useField, useFormikContext, type FormikContextType } from "formik";
import type { ChangeEvent, ReactNode, Ref } from "react";

/** What a text or select field holds: text, or a number kept as such (a status, an id). */
type Scalar = string | number | null | undefined;

/**
 * The error of a field to show now: once it has been touched or the form sent, else none. The
 * name may be a path into a list ("gases.0.value"), for the rows a form lays out itself.
 */
export function shownError(
  form: Pick<FormikContextType<unknown>, "errors" | "touched" | "submitCount">,
  name: string,
): string | undefined {
  const error: unknown = getIn(form.errors, name);
  const touched: unknown = getIn(form.touched, name);
  return (touched || form.submitCount > 0) && typeof error === "string" ? error : undefined;
}

export function useFieldError(name: string): string | undefined {
  return shownError(useFormikContext(), name);
}

export interface FieldFrameProps {
  /** The field's name in the form's values; a path ("gases.0.value") reaches into a list. */
  name: string;
  label: string;
  required?: boolean;
  /** Off where every field of a short form is required (sign-in, password change). */
  requiredMark?: boolean;
  helper?: ReactNode;
  /** Takes two columns of the form's grid, or the number given. */
  span?: boolean | number;
  readOnly?: boolean;
  disabled?: boolean;
}

/** The label, helper and error around a control of the field: an input of the form's own. */
export function FormField({
  name,
  label,
  required,
  requiredMark = true,
  helper,
  span,
  readOnly,
  disabled,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  const error = useFieldError(name);
  const columns = span === true ? 2 : span;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
      gridColumn={columns ? { sm: `span ${columns}` } : undefined}
    >
      <Field.Label>
        {label}
        {required && requiredMark && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface TextFieldProps extends FieldFrameProps {
  type?: string;
  autoComplete?: string;
  inputMode?: "decimal" | "numeric";
  /** Rewrites what is typed before it is stored (credit codes are upper case). */
  transform?: (value: string) => string;
  /** Told each value typed, after the form has it (a field that moves others). */
  onValue?: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Further attributes of the input: a datalist, autofocus, a background. */
  inputProps?: Omit<InputProps, "name" | "value" | "onChange" | "onBlur" | "type">;
}

export function TextField({
  type = "text",
  autoComplete = "off",
  inputMode,
  transform,
  onValue,
  inputRef,
  inputProps,
  ...frame
}: TextFieldProps) {
  const [field, , helpers] = useField<Scalar>(frame.name);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (transform) void helpers.setValue(transform(value));
    else field.onChange(event);
    onValue?.(value);
  };
  return (
    <FormField {...frame}>
      <Input
        {...inputProps}
        ref={inputRef}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={String(field.value ?? "")}
        onChange={change}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

/** A number typed as text, so a half-typed "1." stays as written; the form's rules read it. */
export function NumberField({
  integer,
  ...props
}: Omit<TextFieldProps, "inputMode" | "type"> & {
  /** Whole numbers (a year, a place in a list): the numeric keypad without a decimal point. */
  integer?: boolean;
}) {
  return <TextField {...props} inputMode={integer ? "numeric" : "decimal"} />;
}

export function PasswordField(
  props: Omit<TextFieldProps, "type" | "inputMode" | "transform"> & {
    autoComplete: "current-password" | "new-password";
  },
) {
  return <TextField {...props} type="password" />;
}

export function TextareaField({ rows, ...frame }: FieldFrameProps & { rows: number }) {
  const [field] = useField<Scalar>(frame.name);
  return (
    <FormField {...frame}>
      <Textarea
        name={field.name}
        rows={rows}
        value={String(field.value ?? "")}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

export function SelectField({
  onChoose,
  onValue,
  parse,
  children,
  ...frame
}: FieldFrameProps & {
  /** Replaces the form's own handling, for a choice that changes other fields too. */
  onChoose?: (value: string) => void;
  /** Told each value chosen, after the form has it. */
  onValue?: (value: string) => void;
  /** Stores the chosen option's value as something other than its text (a number). */
  parse?: (value: string) => Scalar;
  /** The options. */
  children: ReactNode;
}) {
  const [field, , helpers] = useField<Scalar>(frame.name);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    if (onChoose) onChoose(value);
    else if (parse) void helpers.setValue(parse(value));
    else field.onChange(event);
    onValue?.(value);
  };
  return (
    <FormField {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          value={String(field.value ?? "")}
          onChange={change}
          onBlur={field.onBlur}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** A yes-or-no field: a checkbox across the form's columns, with a line on what it means. */
export function CheckboxField({
  name,
  label,
  helper,
  span = true,
  disabled,
}: {
  name: string;
  label: string;
  helper?: ReactNode;
  span?: boolean;
  disabled?: boolean;
}) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Field.Root gridColumn={span ? { sm: "span 2" } : undefined} disabled={disabled}>
      <Checkbox.Root
        checked={field.value}
        disabled={disabled}
        onCheckedChange={(details) => void helpers.setValue(details.checked === true)}
        colorPalette="teal"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

// Puts a failed save's errors where a formik form's user looks: on the fields, or as messages.
import type { ErrorLike } from "@apollo/client";
import { formErrors } from "../../lib/errors";
import { notify } from "./toaster";

export function showFormErrors<V extends object>(
  error: unknown,
  values: V,
  setErrors: (errors: Partial<Record<keyof V & string, string>>) => void,
  conflictField?: keyof V & string,
): void {
  const fields = Object.keys(values) as (keyof V & string)[];
  const split = formErrors(error as ErrorLike, fields, conflictField);
  setErrors(split.fields);
  split.other.forEach((message) => notify.error(message));
}

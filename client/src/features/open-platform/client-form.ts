// The new-client form's values and rules (the server checks the same and names the field).
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { CreateApiClientInput } from "../../__generated__/graphql";

export interface ApiClientFormValues {
  name: string;
  clientId: string;
  description: string;
}

export const EMPTY_CLIENT: ApiClientFormValues = { name: "", clientId: "", description: "" };

const CLIENT_ID = /^[a-z0-9][a-z0-9-]{2,63}$/;

export function apiClientSchema(t: TFunction) {
  const v = (key: string) => t(`openPlatform.clients.validation.${key}`);
  return yup.object({
    name: yup.string().trim().required(v("nameRequired")).max(100, v("nameLength")),
    clientId: yup
      .string()
      .trim()
      .test("format", v("clientIdFormat"), (value) => !value || CLIENT_ID.test(value)),
    description: yup.string().max(500, v("descriptionLength")),
  });
}

export function toCreateInput(values: ApiClientFormValues): CreateApiClientInput {
  return {
    name: values.name.trim(),
    clientId: values.clientId.trim() || null,
    description: values.description.trim(),
    codes: [],
    productIds: [],
  };
}

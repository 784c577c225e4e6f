// The new-client form: its values, yup rules (the server's, written for the user before a call)
// and the mutation input.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { AddAgentClientInput } from "../../__generated__/graphql";
import { expiryRule } from "./ExtendDialog";
import { monthsLater, todayCst } from "./client-dates";

export const CLIENT_MODULES = ["accounting", "lca", "labels", "review"] as const;
export type ClientModule = (typeof CLIENT_MODULES)[number];

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const USERNAME = /^[A-Za-z0-9._@-]+$/;

export interface ClientFormValues {
  name: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  adminUsername: string;
  adminRealname: string;
  modules: ClientModule[];
  expiresOn: string;
}

export const emptyClient = (now: number = Date.now()): ClientFormValues => ({
  name: "",
  creditCode: "",
  contactName: "",
  contactPhone: "",
  adminUsername: "",
  adminRealname: "",
  modules: ["accounting"],
  expiresOn: monthsLater(todayCst(now), 12),
});

export function clientSchema(t: TFunction) {
  const max = (n: number) => t("agentClients.tooLong", { max: n });
  return yup.object({
    name: yup.string().trim().required(t("agentClients.required")).max(100, max(100)),
    creditCode: yup
      .string()
      .test("code", t("agentClients.creditCodeInvalid"), (v) => !v || CREDIT_CODE.test(v)),
    contactName: yup.string().max(50, max(50)),
    contactPhone: yup.string().max(30, max(30)),
    adminUsername: yup
      .string()
      .trim()
      .required(t("agentClients.required"))
      .min(3, t("agentClients.tooShort", { min: 3 }))
      .max(50, max(50))
      .matches(USERNAME, t("agentClients.usernameInvalid")),
    adminRealname: yup.string().trim().required(t("agentClients.required")).max(50, max(50)),
    modules: yup.array().of(yup.string()).min(1, t("agentClients.modulesRequired")),
    expiresOn: expiryRule(t),
  });
}

export function toAddInput(values: ClientFormValues): AddAgentClientInput {
  return {
    name: values.name.trim(),
    creditCode: values.creditCode.trim() || undefined,
    contactName: values.contactName.trim() || undefined,
    contactPhone: values.contactPhone.trim() || undefined,
    adminUsername: values.adminUsername.trim(),
    adminRealname: values.adminRealname.trim(),
    modules: values.modules,
    expiresOn: values.expiresOn,
  };
}

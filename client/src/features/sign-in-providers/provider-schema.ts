// The external sign-in form's values, rules (the server's, checked before sending) and input.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type {
  IdentityProviderInput,
  SignInProviders_ProviderFragment,
} from "../../__generated__/graphql";

export type ProviderKind = "eplat" | "obei";
export const PROVIDER_KINDS: readonly ProviderKind[] = ["eplat", "obei"];

export interface ProviderFormValues {
  name: string;
  protocol: "oidc" | "oauth2";
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  subjectClaim: string;
  usernameClaim: string;
  nameClaim: string;
  emailClaim: string;
  /** "" until chosen; the select stores ids as numbers. */
  companyId: number | "";
  defaultRoleId: number | "";
  enabled: boolean;
}

export const valuesOf = (
  provider: SignInProviders_ProviderFragment | null,
  defaultName: string,
  companyId: number | "",
): ProviderFormValues => ({
  name: provider?.name ?? defaultName,
  protocol: provider?.protocol === "oauth2" ? "oauth2" : "oidc",
  issuer: provider?.issuer ?? "",
  authorizationEndpoint: provider?.authorizationEndpoint ?? "",
  tokenEndpoint: provider?.tokenEndpoint ?? "",
  userinfoEndpoint: provider?.userinfoEndpoint ?? "",
  clientId: provider?.clientId ?? "",
  clientSecret: "",
  scopes: provider?.scopes ?? "openid profile email",
  subjectClaim: provider?.subjectClaim ?? "sub",
  usernameClaim: provider?.usernameClaim ?? "preferred_username",
  nameClaim: provider?.nameClaim ?? "name",
  emailClaim: provider?.emailClaim ?? "email",
  companyId: provider?.companyId ?? companyId,
  defaultRoleId: provider?.defaultRoleId ?? "",
  enabled: provider?.enabled ?? true,
});

/** https anywhere, http only to this machine (the server's rule for stored addresses). */
export function isProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

const CLAIM = /^[A-Za-z0-9_:.-]+$/;

export function providerSchema(t: TFunction, secretStored: boolean) {
  const p = (key: string, options: Record<string, unknown> = {}) =>
    t(`signInProviders.${key}`, options);
  const text = (max: number) =>
    yup.string().trim().required(p("required")).max(max, p("tooLong", { max }));
  const url = (required: boolean) =>
    yup
      .string()
      .trim()
      .max(500, p("tooLong", { max: 500 }))
      .test("url", p("httpsRequired"), (value) => (!value ? !required : isProviderUrl(value)));
  const oauthUrl = url(false).when("protocol", {
    is: "oauth2",
    then: (schema) => schema.required(p("required")),
  });
  const claim = text(50).matches(CLAIM, p("claimInvalid"));
  return yup.object({
    name: text(50),
    protocol: yup.string().oneOf(["oidc", "oauth2"]),
    issuer: url(true).required(p("required")),
    authorizationEndpoint: oauthUrl,
    tokenEndpoint: oauthUrl,
    userinfoEndpoint: oauthUrl,
    clientId: text(200),
    clientSecret: secretStored
      ? yup.string().max(500, p("tooLong", { max: 500 }))
      : yup
          .string()
          .trim()
          .required(p("secretRequired"))
          .max(500, p("tooLong", { max: 500 })),
    scopes: text(300).when("protocol", {
      is: "oidc",
      then: (schema) =>
        schema.test("openid", p("openidRequired"), (value) =>
          (value ?? "").split(/\s+/).includes("openid"),
        ),
    }),
    subjectClaim: claim,
    usernameClaim: claim,
    nameClaim: claim,
    emailClaim: claim,
    companyId: yup.number().typeError(p("required")).required(p("required")),
    defaultRoleId: yup.mixed(),
    enabled: yup.boolean(),
  });
}

export function toInput(kind: ProviderKind, values: ProviderFormValues): IdentityProviderInput {
  const oauth = values.protocol === "oauth2";
  return {
    kind,
    name: values.name.trim(),
    protocol: values.protocol,
    issuer: values.issuer.trim(),
    authorizationEndpoint: oauth ? values.authorizationEndpoint.trim() : null,
    tokenEndpoint: oauth ? values.tokenEndpoint.trim() : null,
    userinfoEndpoint: oauth ? values.userinfoEndpoint.trim() : null,
    clientId: values.clientId.trim(),
    clientSecret: values.clientSecret.trim() || null,
    scopes: values.scopes.trim().split(/\s+/).join(" "),
    subjectClaim: values.subjectClaim.trim(),
    usernameClaim: values.usernameClaim.trim(),
    nameClaim: values.nameClaim.trim(),
    emailClaim: values.emailClaim.trim(),
    companyId: Number(values.companyId),
    defaultRoleId: values.defaultRoleId === "" ? null : Number(values.defaultRoleId),
    enabled: values.enabled,
  };
}

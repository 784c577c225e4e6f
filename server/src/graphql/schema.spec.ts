// Authorization is declared on every operation: this walks the built schema and the legacy
// route table and fails on any mutation or non-public query without a permission code.
import "reflect-metadata";
import { getMetadataStorage } from "type-graphql";
import { LEGACY_ROUTES } from "../legacy/routes";
import { isPermissionCode } from "../modules/permission/permission-codes";
import { PUBLIC_OPERATIONS } from "./public";
import { buildAppSchema } from "./schema";

/**
 * The only operations a caller without a session may use: sign-in (by password or an external
 * provider's ticket), the sign-in buttons and the branding lookup.
 */
const EXPECTED_PUBLIC = [
  "carbonLabelVerification",
  "login",
  "redeemExternalSignIn",
  "sharedPanorama",
  "signInOptions",
  "theme",
];
const EXPECTED_PUBLIC_LEGACY = [
  "user/login",
  "theme/getTheme",
  "ePlatlogin/getToken",
  "obei/login",
];

async function operations() {
  const schema = await buildAppSchema();
  const metadata = getMetadataStorage();
  const declared = [...metadata.queries, ...metadata.mutations];
  const result: Array<{ kind: string; name: string; codes: string[] | null }> = [];
  for (const [kind, type] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const) {
    for (const name of Object.keys(type?.getFields() ?? {})) {
      const resolver = declared.find((d) => d.schemaName === name);
      const authorized = metadata.authorizedFields.find(
        (a) => resolver && a.target === resolver.target && a.fieldName === resolver.methodName,
      );
      result.push({ kind, name, codes: authorized ? (authorized.roles as string[]) : null });
    }
  }
  return result;
}

describe("declared authorization", () => {
  it("gives every non-public query and mutation a known permission code", async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(10);
    const missing = ops
      .filter((op) => !PUBLIC_OPERATIONS.has(op.name) && !op.codes?.length)
      .map((op) => op.name);
    expect(missing).toEqual([]);
    const unknown = ops.flatMap((op) => (op.codes ?? []).filter((code) => !isPermissionCode(code)));
    expect(unknown).toEqual([]);
  });

  it("keeps the public operations to sign-in and branding", async () => {
    const ops = await operations();
    const open = ops
      .filter((op) => PUBLIC_OPERATIONS.has(op.name))
      .map((op) => op.name)
      .sort();
    expect(open).toEqual(EXPECTED_PUBLIC);
    // A public operation must not also carry a code: that would mean it was marked by mistake.
    expect(ops.filter((op) => PUBLIC_OPERATIONS.has(op.name) && op.codes)).toEqual([]);
  });

  it("gives every legacy call a known permission code or marks it public", () => {
    const invalid = LEGACY_ROUTES.filter(
      (r) => r.permission !== "public" && !isPermissionCode(r.permission),
    );
    expect(invalid.map((r) => r.path)).toEqual([]);
    const open = LEGACY_ROUTES.filter((r) => r.permission === "public").map((r) => r.path);
    expect(open.sort()).toEqual([...EXPECTED_PUBLIC_LEGACY].sort());
  });
});

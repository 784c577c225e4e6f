import { DefaultFactorArgs } from "../modules/activity-line/activity-line.inputs";
import "reflect-metadata";
import { UserListArgs } from "../modules/user/user.inputs";
import { SetRolePermissionsInput } from "../modules/role/role.inputs";
import { coerceBody } from "./coerce";

describe("legacy body coercion", () => {
  it("turns form strings into the numbers the input class declares and drops unknown fields", () => {
    const input = coerceBody(UserListArgs, {
      page: "2",
      pageSize: "10",
      keyword: "li",
      companyId: "3",
      extra: "x",
    });
    expect(input).toMatchObject({ page: 2, pageSize: 10, keyword: "li", companyId: 3 });
    expect(input).not.toHaveProperty("extra");
  });

  it("leaves a non-numeric string for validation to refuse", () => {
    expect(coerceBody(UserListArgs, { page: "two" }).page).toBe("two");
  });

  it("reads arrays from repeated fields or comma-separated strings, keeping codes as strings", () => {
    expect(
      coerceBody(SetRolePermissionsInput, { roleId: "4", permissionCodes: "aa02,gbb" }),
    ).toMatchObject({
      roleId: 4,
      permissionCodes: ["aa02", "gbb"],
    });
    expect(
      coerceBody(SetRolePermissionsInput, { "permissionCodes[]": ["ct", "ct02"] }).permissionCodes,
    ).toEqual(["ct", "ct02"]);
  });

  it("reads form booleans as booleans and leaves other text for validation to refuse", () => {
    expect(coerceBody(DefaultFactorArgs, { caseId: "3", overwrite: "true" })).toMatchObject({
      caseId: 3,
      overwrite: true,
    });
    expect(coerceBody(DefaultFactorArgs, { caseId: "3", overwrite: "0" }).overwrite).toBe(false);
    expect(coerceBody(DefaultFactorArgs, { caseId: "3", overwrite: "yes" }).overwrite).toBe("yes");
  });
});

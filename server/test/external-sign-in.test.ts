// Sign-in through an agent's ePlat / OBEI identity provider, against a real OpenID Connect
// provider (oidc-provider, started here in a child process on a random port): no HTTP call is
// mocked. The test plays the browser: it follows the platform's redirect to the provider, signs
// in on the provider's own form, brings the code back to the platform's callback and redeems
// the ticket for a session.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import request from "supertest";
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";

/** The platform's public host for the agent under test; the callback registered at the provider. */
const HOST = "green.example.com";
const CALLBACK = `http://${HOST}/sso/callback`;

let t: TestApp;
let providerProcess: ChildProcess;
let issuer: string;
let admin: string;
let agentId: number;
let clientCompanyId: number;
let defaultRoleId: number;

async function startProvider(): Promise<void> {
  const settings = {
    clients: [
      { client_id: "carbon-eplat", client_secret: "eplat-secret-1", redirect_uris: [CALLBACK] },
      { client_id: "carbon-obei", client_secret: "obei-secret-1", redirect_uris: [CALLBACK] },
    ],
    accounts: {
      "ep-1001": { preferred_username: "alice.ext", name: "Alice Wang", email: "alice@ep.example" },
      "ep-1002": { preferred_username: "bob.green", name: "Bob (ePlat)" },
      "ob-7": { preferred_username: "carol.obei", name: "Carol" },
    },
  };
  providerProcess = spawn(
    process.execPath,
    [path.join(__dirname, "scripts/oidc-provider.mjs"), JSON.stringify(settings)],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  providerProcess.stderr!.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    if (!text.includes("WARNING")) process.stderr.write(text);
  });
  const lines = readline.createInterface({ input: providerProcess.stdout! });
  let timer: NodeJS.Timeout | undefined;
  const first = await Promise.race([
    new Promise<string>((resolve) => lines.once("line", resolve)),
    new Promise<never>((_, reject) => {
      // A loaded machine takes a while to load the provider's modules.
      timer = setTimeout(() => reject(new Error("the provider did not start")), 90_000);
    }),
  ]).finally(() => clearTimeout(timer));
  lines.close();
  issuer = (JSON.parse(first) as { issuer: string }).issuer;
}

/** A browser at the provider: follows redirects with its cookies, submits its sign-in forms. */
async function signInAtProvider(authorizationUrl: string, account: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let body: string | undefined;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(CALLBACK)) return new URL(url);
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair.split("=");
      cookies.set(name, value.join("="));
    }
    body = undefined;
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location")!, url).href;
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !prompt) throw new Error(`provider page ${url}: ${page}`);
    body =
      prompt === "login"
        ? new URLSearchParams({ prompt, login: account, password: "any" }).toString()
        : new URLSearchParams({ prompt }).toString();
  }
  throw new Error("the provider never sent the browser back");
}

const onHost = (test: request.Test) => test.set("Host", HOST).set("accept-language", "en");

/** /sso/start → provider → /sso/callback: answers where the callback sent the browser. */
async function signInThroughBrowser(kind: string, account: string, returnTo = "/lca/list") {
  const start = await onHost(
    request(t.app).get(`/sso/start?provider=${kind}&returnTo=${encodeURIComponent(returnTo)}`),
  );
  expect(start.status).toBe(303);
  const callback = await signInAtProvider(start.headers.location, account);
  const back = await onHost(request(t.app).get(`${callback.pathname}${callback.search}`));
  expect(back.status).toBe(303);
  return { landing: new URL(back.headers.location, CALLBACK), callback };
}

const REDEEM = `mutation ($ticket: String!) {
  redeemExternalSignIn(ticket: $ticket) { token username realname companyId roles { name } }
}`;

const SAVE = `mutation ($input: IdentityProviderInput!) {
  saveIdentityProvider(input: $input) { id kind hasClientSecret companyName defaultRoleName }
}`;

function eplatInput(overrides: Record<string, unknown> = {}) {
  return {
    agentId,
    kind: "eplat",
    name: "ePlat 账号登录",
    issuer,
    clientId: "carbon-eplat",
    clientSecret: "eplat-secret-1",
    scopes: "openid profile email",
    companyId: clientCompanyId,
    defaultRoleId,
    ...overrides,
  };
}

beforeAll(async () => {
  [t] = await Promise.all([startTestApp(), startProvider()]);
  admin = await t.login("admin", SEED_PASSWORD);
  const [agent] = await t.dataSource.query(
    `INSERT INTO agent (name, is_platform, domains) VALUES ('Green Reseller', false, $1) RETURNING id`,
    [[HOST]],
  );
  agentId = agent.id;
  const [company] = await t.dataSource.query(
    `INSERT INTO company (agent_id, name, status, initial_password_hash)
     VALUES ($1, 'Green Client Co.', 1, 'x') RETURNING id`,
    [agentId],
  );
  clientCompanyId = company.id;
  const role = await t.gql(
    `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
    { input: { name: "Supplier user", companyId: clientCompanyId, permissionCodes: ["ct"] } },
    { token: admin },
  );
  defaultRoleId = role.data!.createRole.id;
}, 180_000);

afterAll(async () => {
  if (providerProcess) {
    const exited = new Promise((resolve) => providerProcess.once("exit", resolve));
    providerProcess.kill("SIGTERM");
    await exited;
  }
  await t?.close();
});

describe("external sign-in not configured", () => {
  it("sends the browser back to the login page saying so, and the legacy calls answer 501", async () => {
    const start = await onHost(request(t.app).get("/sso/start?provider=eplat"));
    expect(start.status).toBe(303);
    const landing = new URL(start.headers.location, CALLBACK);
    expect(landing.pathname).toBe("/login");
    expect(landing.searchParams.get("ssoError")).toBe(
      "Sign-in through ePlat is not configured for this platform; sign in with a username and password",
    );
    const legacy = await onHost(request(t.app).post("/api/obei/login").type("form").send({}));
    expect([legacy.body.code, legacy.body.msg]).toEqual([
      501,
      "Sign-in through Obei is not configured for this platform; sign in with a username and password",
    ]);
    const options = await t.gql(`{ signInOptions(domain: "${HOST}") { kind } }`);
    expect(options.data!.signInOptions).toEqual([]);
  });
});

describe("provider settings", () => {
  it("refuses settings naming the field, and stores nothing", async () => {
    const noOpenid = await t.gql(
      SAVE,
      { input: eplatInput({ scopes: "profile email" }) },
      { token: admin },
    );
    expect(noOpenid.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "scopes",
    });
    const plainHttp = await t.gql(
      SAVE,
      { input: eplatInput({ issuer: "http://idp.example.com" }) },
      { token: admin },
    );
    expect(plainHttp.errors?.[0].extensions).toMatchObject({ field: "issuer" });
    const [operator] = await t.dataSource.query(`SELECT id FROM company ORDER BY id LIMIT 1`);
    const outside = await t.gql(
      SAVE,
      { input: eplatInput({ companyId: operator.id }) },
      { token: admin },
    );
    expect(outside.errors?.[0]).toMatchObject({
      message: "companyId must be the agent's own company or one of its clients",
      extensions: { field: "companyId" },
    });
    const noSecret = await t.gql(
      SAVE,
      { input: eplatInput({ clientSecret: "" }) },
      { token: admin },
    );
    expect(noSecret.errors?.[0].extensions).toMatchObject({ field: "clientSecret" });
    const [{ count }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM identity_provider`,
    );
    expect(count).toBe(0);
  });

  it("keeps the secret on the server: the API only says one is stored", async () => {
    const saved = await t.gql(SAVE, { input: eplatInput() }, { token: admin });
    expect(saved.data!.saveIdentityProvider).toMatchObject({
      kind: "eplat",
      hasClientSecret: true,
      companyName: "Green Client Co.",
      defaultRoleName: "Supplier user",
    });
    // Saved again without a secret: the stored one stays.
    await t.gql(SAVE, { input: eplatInput({ clientSecret: null }) }, { token: admin });
    const [row] = await t.dataSource.query(`SELECT client_secret FROM identity_provider`);
    expect(row.client_secret).toBe("eplat-secret-1");
    const asked = await t.gql(
      `query ($agentId: Int) { identityProviders(agentId: $agentId) { items { clientSecret } } }`,
      { agentId },
      { token: admin },
    );
    expect(asked.errors?.[0].message).toContain('Cannot query field "clientSecret"');
    const listed = await t.gql(
      `query ($agentId: Int) { identityProviders(agentId: $agentId) { agentName redirectUri items { kind issuer } } }`,
      { agentId },
      { token: admin },
    );
    expect(listed.data!.identityProviders).toMatchObject({
      agentName: "Green Reseller",
      items: [{ kind: "eplat", issuer }],
    });
    const options = await t.gql(`{ signInOptions(domain: "${HOST}") { kind name startUrl } }`);
    expect(options.data!.signInOptions).toEqual([
      { kind: "eplat", name: "ePlat 账号登录", startUrl: "/sso/start?provider=eplat" },
    ]);
  });

  it("refuses the settings to a user without the agent branding code", async () => {
    const denied = await t.gql(SAVE, { input: eplatInput() }, { token: await t.login("demo") });
    expect(denied.errors?.[0].extensions.code).toBe("FORBIDDEN");
  });
});

describe("signing in through ePlat (OpenID Connect, code + PKCE + state + nonce)", () => {
  it("creates the user at the first sign-in with the default role, then signs the same user in again", async () => {
    const usersBefore = await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM user_account`);
    const { landing } = await signInThroughBrowser("eplat", "ep-1001");
    expect(landing.pathname).toBe("/login");
    expect(landing.searchParams.get("redirect")).toBe("/lca/list");
    const ticket = landing.searchParams.get("ssoTicket")!;
    const session = await t.gql(REDEEM, { ticket });
    expect(session.data!.redeemExternalSignIn).toMatchObject({
      username: "alice.ext",
      realname: "Alice Wang",
      companyId: clientCompanyId,
      roles: [{ name: "Supplier user" }],
    });
    // The session works like a password session.
    const me = await t.gql(
      `{ userDetails { username } }`,
      {},
      {
        token: session.data!.redeemExternalSignIn.token,
      },
    );
    expect(me.data!.userDetails.username).toBe("alice.ext");
    // A ticket opens one session only.
    const again = await t.gql(REDEEM, { ticket });
    expect(again.errors?.[0].extensions.code).toBe("UNAUTHENTICATED");

    const second = await signInThroughBrowser("eplat", "ep-1001");
    const next = await t.gql(REDEEM, { ticket: second.landing.searchParams.get("ssoTicket") });
    expect(next.data!.redeemExternalSignIn.username).toBe("alice.ext");
    const usersAfter = await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM user_account`);
    expect(usersAfter[0].n).toBe(usersBefore[0].n + 1);
    const [user] = await t.dataSource.query(
      `SELECT email, password_hash FROM user_account WHERE username = 'alice.ext'`,
    );
    expect(user.email).toBe("alice@ep.example");
    // No password opens an account made by a provider sign-in.
    const byPassword = await t.legacy("user/login", { username: "alice.ext", password: "any" });
    expect(byPassword.code).not.toBe(200);
    const log = await t.dataSource.query(
      `SELECT username, outcome, success FROM login_log WHERE username = 'alice.ext' AND outcome = 'success'`,
    );
    expect(log).toHaveLength(2);
  });

  it("maps an account to the company's user of the same username instead of creating one", async () => {
    await t.gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      {
        input: {
          username: "bob.green",
          realname: "Bob Green",
          companyId: clientCompanyId,
          roleIds: [defaultRoleId],
        },
      },
      { token: admin },
    );
    const { landing } = await signInThroughBrowser("eplat", "ep-1002");
    const session = await t.gql(REDEEM, { ticket: landing.searchParams.get("ssoTicket") });
    expect(session.data!.redeemExternalSignIn).toMatchObject({
      username: "bob.green",
      realname: "Bob Green",
    });
    const links = await t.dataSource.query(
      `SELECT i.subject, u.username FROM external_identity i JOIN user_account u ON u.id = i.user_id ORDER BY i.id`,
    );
    expect(links).toEqual([
      { subject: "ep-1001", username: "alice.ext" },
      { subject: "ep-1002", username: "bob.green" },
    ]);
  });

  it("refuses a replayed or forged answer and logs the refusal", async () => {
    const { callback } = await signInThroughBrowser("eplat", "ep-1001");
    const replay = await onHost(request(t.app).get(`${callback.pathname}${callback.search}`));
    expect(new URL(replay.headers.location, CALLBACK).searchParams.get("ssoError")).toBe(
      "The sign-in took too long or was already used; please start again",
    );
    const forged = new URL(callback);
    forged.searchParams.set("state", "not-the-state-sent");
    const refused = await onHost(request(t.app).get(`${forged.pathname}${forged.search}`));
    expect(new URL(refused.headers.location, CALLBACK).searchParams.get("ssoTicket")).toBeNull();
    const [{ n }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS n FROM login_log WHERE outcome = 'external_refused'`,
    );
    expect(n).toBe(2);
  });
});

describe("the legacy OBEI call", () => {
  it("answers the authorization page, then the session for the provider's code; an unknown account without a default role is refused", async () => {
    await t.gql(
      SAVE,
      {
        input: eplatInput({
          kind: "obei",
          name: "OBEI",
          clientId: "carbon-obei",
          clientSecret: "obei-secret-1",
          defaultRoleId: null,
        }),
      },
      { token: admin },
    );
    const usersBefore = await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM user_account`);
    const begin = await onHost(request(t.app).post("/api/obei/login").type("form").send({}));
    expect(begin.body.code).toBe(200);
    const url = new URL(begin.body.data.url);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    const callback = await signInAtProvider(url.href, "ob-7");
    const refused = await onHost(
      request(t.app)
        .post("/api/obei/login")
        .type("form")
        .send(Object.fromEntries(callback.searchParams)),
    );
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.msg).toBe(
      "Obei account carol.obei has no user on this platform; ask your administrator",
    );
    const usersAfter = await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM user_account`);
    expect(usersAfter[0].n).toBe(usersBefore[0].n);

    // Known to the platform under that username: the same call signs in.
    await t.gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      {
        input: {
          username: "carol.obei",
          realname: "Carol",
          companyId: clientCompanyId,
          roleIds: [defaultRoleId],
        },
      },
      { token: admin },
    );
    const again = await onHost(request(t.app).post("/api/obei/login").type("form").send({}));
    const answer = await signInAtProvider(again.body.data.url, "ob-7");
    const signedIn = await onHost(
      request(t.app)
        .post("/api/obei/login")
        .type("form")
        .send(Object.fromEntries(answer.searchParams)),
    );
    expect(signedIn.body.code).toBe(200);
    expect(signedIn.body.data).toMatchObject({
      username: "carol.obei",
      companyId: clientCompanyId,
    });
    expect(typeof signedIn.body.data.token).toBe("string");

    // The company past its expiry: the provider's word opens no session, as a password would not.
    await t.dataSource.query(
      `UPDATE company SET expires_at = now() - interval '1 day' WHERE id = $1`,
      [clientCompanyId],
    );
    const expired = await onHost(request(t.app).post("/api/obei/login").type("form").send({}));
    const late = await signInAtProvider(expired.body.data.url, "ob-7");
    const refusedLate = await onHost(
      request(t.app)
        .post("/api/obei/login")
        .type("form")
        .send(Object.fromEntries(late.searchParams)),
    );
    expect(refusedLate.body.code).not.toBe(200);
    const [last] = await t.dataSource.query(
      `SELECT username, outcome FROM login_log ORDER BY id DESC LIMIT 1`,
    );
    expect(last).toEqual({ username: "carol.obei", outcome: "disabled" });
  });
});

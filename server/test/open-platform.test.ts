// The open platform on a real database: the demo seed's partner (`demo-partner`, two released
// footprints) takes a token with OAuth 2.0 client credentials and reads PACT v3 as the public
// conformance suite tests it (REFERENCE-PACT.md §5: valid and invalid credentials, get and list,
// paging, invalid tokens, unknown ids, filters, events); its answers to a request reach a
// listener started here. A company's administrator creates, rotates and revokes clients, grants
// codes and products within their own rights, and reads the audit of the calls.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { seedDemoOpenPlatform } from "../src/db/seed/demo-open-platform";
import { seedDemoReviewers } from "../src/db/seed/demo-review";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  type Caller,
} from "./support/accounting";
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import { jobContext } from "./support/upstream";

let t: TestApp;
let admin: Caller;

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

async function tokenFor(id: string, secret: string) {
  return request(t.app)
    .post("/auth/token")
    .set("authorization", basic(id, secret))
    .type("form")
    .send({ grant_type: "client_credentials" });
}

async function bearer(id = "demo-partner", secret = SEED_PASSWORD): Promise<string> {
  const answer = await tokenFor(id, secret);
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

const list = (token: string, query = "") =>
  request(t.app).get(`/3/footprints${query}`).set("authorization", `Bearer ${token}`);

interface Footprint {
  id: string;
  status: string;
  productNameCompany: string;
  productIds: string[];
  companyIds: string[];
  validityPeriodStart: string;
  validityPeriodEnd: string;
  pcf: Record<string, unknown>;
}

let token: string;
let footprints: Footprint[];
const mortar = () => footprints.find((pf) => pf.productNameCompany.includes("mortar M10"))!;
const block = () => footprints.find((pf) => pf.productNameCompany.includes("Concrete block"))!;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoReviewers(t.dataSource, t.config);
  await seedDemoOpenPlatform(t.dataSource, t.config);
  admin = caller(t, await t.login("admin"));
  token = await bearer();
  footprints = (await list(token)).body.data;
});
afterAll(() => t.close());

describe("PACT authentication (test cases #1, #2)", () => {
  it("#1 issues a bearer token for the demo partner's client credentials", async () => {
    const answer = await tokenFor("demo-partner", SEED_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect(answer.body.access_token).toMatch(/^pat_[A-Za-z0-9_-]{43}$/);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("#2 refuses a wrong secret, an unknown client, no credentials and another grant type", async () => {
    const wrong = await tokenFor("demo-partner", "not-the-secret");
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("invalid_client");
    expect((await tokenFor("nobody", SEED_PASSWORD)).status).toBe(401);
    const none = await request(t.app)
      .post("/auth/token")
      .type("form")
      .send({ grant_type: "client_credentials" });
    expect(none.status).toBe(401);
    const grant = await request(t.app)
      .post("/auth/token")
      .set("authorization", basic("demo-partner", SEED_PASSWORD))
      .type("form")
      .send({ grant_type: "password" });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe("unsupported_grant_type");
  });

  it("names the token endpoint in its OpenID provider configuration (#18)", async () => {
    const answer = await request(t.app).get("/.well-known/openid-configuration");
    expect(answer.body.token_endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/token$/);
  });
});

describe("PACT footprints (test cases #3-#8)", () => {
  it("#4 lists the two released demo footprints with their hand-worked figures", async () => {
    const answer = await list(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    // A1-A3 per kg, every line a supplier's GWP counted as fossil (seed/demo-open-platform.ts):
    // mortar 0.3 × 0.9 + 0.05 t·km × 0.1 + 0.05 kWh × 0.6 = 0.27 + 0.005 + 0.03 = 0.305
    expect(mortar()).toMatchObject({ status: "Active", specVersion: "3.0.3" });
    expect(mortar().pcf).toMatchObject({
      declaredUnitOfMeasurement: "kilogram",
      declaredUnitAmount: "1",
      pcfExcludingBiogenicUptake: "0.305",
      fossilGhgEmissions: "0.305",
      geographyCountry: "CN",
    });
    // block 0.12 × 0.9 + 0.85 × 0.005 + 0.02 × 0.6 = 0.108 + 0.00425 + 0.012 = 0.12425
    expect(block().pcf).toMatchObject({ pcfExcludingBiogenicUptake: "0.12425" });
    expect(block().pcf.geographyCountrySubdivision).toBe("CN-JS");
  });

  it("#3 answers one footprint by its id", async () => {
    const answer = await request(t.app)
      .get(`/3/footprints/${mortar().id}`)
      .set("authorization", `Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(mortar());
  });

  it("#5 pages with an absolute Link rel=next on the request's host, callable again", async () => {
    const first = await list(token, "?limit=1");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    const link = /^<(.+)>; rel="next"$/.exec(first.headers.link)![1];
    const url = new URL(link);
    expect(url.host).toBe(new URL(first.request.url).host);
    const second = await request(t.app)
      .get(url.pathname + url.search)
      .set("authorization", `Bearer ${token}`);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    expect(second.headers.link).toBeUndefined();
    const again = await request(t.app)
      .get(url.pathname + url.search)
      .set("authorization", `Bearer ${token}`);
    expect(again.body).toEqual(second.body);
  });

  it("#6 #7 answer BadRequest to an invalid token, TokenExpired to an expired one", async () => {
    const bad = "Bearer very-invalid-access-token-1234567890abcdef";
    const listed = await request(t.app).get("/3/footprints").set("authorization", bad);
    expect([listed.status, listed.body.code]).toEqual([400, "BadRequest"]);
    const got = await request(t.app).get(`/3/footprints/${mortar().id}`).set("authorization", bad);
    expect([got.status, got.body.code]).toEqual([400, "BadRequest"]);
    expect((await request(t.app).get("/3/footprints")).status).toBe(400);

    const old = await bearer();
    await t.dataSource.query(
      `UPDATE api_client_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [createHash("sha256").update(old).digest("hex")],
    );
    const expired = await list(old);
    expect([expired.status, expired.body.code]).toEqual([401, "TokenExpired"]);
  });

  it("#8 answers NotFound for an id no footprint has", async () => {
    const answer = await request(t.app)
      .get("/3/footprints/random-string-as-id-0123456789abcdef")
      .set("authorization", `Bearer ${token}`);
    expect([answer.status, answer.body.code]).toEqual([404, "NotFound"]);
  });
});

describe("PACT filters (test cases #20-#40)", () => {
  const ids = async (query: string) => {
    const answer = await list(token, query);
    expect(answer.status).toBe(200);
    return (answer.body.data as Footprint[]).map((pf) => pf.id).sort();
  };
  const both = () => [mortar().id, block().id].sort();
  const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString();
  const dayAfter = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString();

  it("#20 #21 #29 filter by product and company ids, repeated values being alternatives", async () => {
    const productId = encodeURIComponent(mortar().productIds[0]);
    expect(await ids(`?productId=${productId}`)).toEqual([mortar().id]);
    // matched case-insensitively
    expect(await ids(`?productId=${productId.toUpperCase()}`)).toEqual([mortar().id]);
    const companyId = encodeURIComponent(mortar().companyIds[0]);
    expect(
      await ids(`?companyId=${companyId}&companyId=urn:bogus:a&companyId=urn:bogus:b`),
    ).toEqual(both());
  });

  it("#22 #23 filter by geography (country or subdivision) and classification", async () => {
    expect(await ids("?geography=CN")).toEqual([mortar().id]);
    expect(await ids("?geography=cn-js")).toEqual([block().id]);
    expect(await ids("?geography=CN&geography=CN-JS")).toEqual(both());
    expect(await ids("?classification=urn:bogus:classification:x")).toEqual([]);
  });

  it("#24-#26 filter by validity: on a date, starting after, ending before", async () => {
    const { validityPeriodStart: start, validityPeriodEnd: end } = mortar();
    expect(await ids(`?validOn=${start}`)).toEqual(both());
    expect(await ids(`?validAfter=${dayBefore(start)}`)).toEqual(both());
    expect(await ids(`?validAfter=${start}`)).toEqual([]);
    expect(await ids(`?validBefore=${dayAfter(end)}`)).toEqual(both());
    expect(await ids(`?validBefore=${end}`)).toEqual([]);
  });

  it("#27 #28 filter by status, and by status and product together", async () => {
    expect(await ids("?status=Active")).toEqual(both());
    expect(await ids("?status=Deprecated")).toEqual([]);
    const productId = encodeURIComponent(block().productIds[0]);
    expect(await ids(`?status=Active&productId=${productId}`)).toEqual([block().id]);
    expect(await ids(`?status=Deprecated&productId=${productId}`)).toEqual([]);
  });

  it("#30-#39 match nothing for bogus values", async () => {
    for (const query of [
      "?productId=urn:bogus:product:x",
      "?companyId=urn:bogus:company:x",
      "?geography=XX",
      "?validOn=1900-01-01T00:00:00Z",
    ]) {
      const answer = await list(token, query);
      expect(answer.body).toEqual({ data: [] });
    }
  });

  it("#40 refuses $filter and a filter that does not parse with BadRequest", async () => {
    for (const query of [
      "?$filter=created+ge+2024-01-01",
      "?validOn=yesterday",
      "?status=Retired",
      "?limit=0",
    ]) {
      const answer = await list(token, query);
      expect([answer.status, answer.body.code]).toEqual([400, "BadRequest"]);
    }
  });
});

describe("PACT events (test cases #12-#17)", () => {
  let listener: http.Server;
  let received: Record<string, any>[];
  let webhook: string;

  beforeAll(async () => {
    received = [];
    listener = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ contentType: req.headers["content-type"], ...JSON.parse(body) });
        res.end();
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    webhook = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/3/events`;
  });
  afterAll(() => new Promise((resolve) => listener.close(resolve)));

  const send = (event: Record<string, unknown>, auth = `Bearer ${token}`) =>
    request(t.app)
      .post("/3/events")
      .set("authorization", auth)
      .set("content-type", "application/cloudevents+json; charset=UTF-8")
      .send(JSON.stringify(event));
  const envelope = (type: string, id: string, data: Record<string, unknown>) => ({
    specversion: "1.0",
    id,
    source: webhook,
    time: new Date().toISOString(),
    type,
    data,
  });
  const CREATED = "org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3";

  /** Runs the queued answer of a request as the job runner would. */
  async function answer(eventId: string) {
    const [row] = await t.dataSource.query(`SELECT id FROM pact_event WHERE event_id = $1`, [
      eventId,
    ]);
    const { context } = jobContext();
    await t.services.pact.fulfilmentJob.run(
      { eventId: row.id, baseUrl: "https://platform.example" },
      context,
    );
    return received.find((event) => event.data.requestEventId === eventId)!;
  }

  it("#12 #13 accepts a request (200, empty body) and answers it with the matching footprints", async () => {
    const accepted = await send(
      envelope(CREATED, "request-1", {
        productId: [block().productIds[0]],
        comment: "Please send PCF data for this year.",
      }),
    );
    expect(accepted.status).toBe(200);
    expect(accepted.text).toBe("");
    const fulfilled = await answer("request-1");
    expect(fulfilled).toMatchObject({
      specversion: "1.0",
      type: "org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3",
      source: "https://platform.example/3/events",
      contentType: "application/cloudevents+json; charset=UTF-8",
    });
    expect(fulfilled.data.pfs.map((pf: Footprint) => pf.id)).toEqual([block().id]);
    const [row] = await t.dataSource.query(
      `SELECT state FROM pact_event WHERE event_id = 'request-1'`,
    );
    expect(row.state).toBe("fulfilled");
  });

  it("#14 answers a request nothing matches with a RequestRejectedEvent", async () => {
    // the v2-style fragment the conformance suite sends is read too
    await send(envelope(CREATED, "request-2", { pf: { productIds: ["urn:gtin:4712345060507"] } }));
    const rejected = await answer("request-2");
    expect(rejected.type).toBe("org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3");
    expect(rejected.data.error.code).toBe("NotFound");
  });

  it("#15 accepts a published event", async () => {
    const published = await send(
      envelope("org.wbcsd.pact.ProductFootprint.PublishedEvent.3", "published-1", {
        pfIds: ["urn:gtin:4712345060507"],
      }),
    );
    expect(published.status).toBe(200);
  });

  it("#16 refuses events with an invalid token; bad events change nothing", async () => {
    const before = Number((await t.dataSource.query(`SELECT count(*) AS n FROM pact_event`))[0].n);
    const invalid = await send(
      envelope("org.wbcsd.pact.ProductFootprint.PublishedEvent.3", "x-1", { pfIds: ["a"] }),
      "Bearer very-invalid-access-token-0000",
    );
    expect([invalid.status, invalid.body.code]).toEqual([400, "BadRequest"]);
    const noVersion = await send({ ...envelope(CREATED, "x-2", {}), specversion: undefined });
    expect([noVersion.status, noVersion.body.code]).toEqual([400, "BadRequest"]);
    const unknown = await send(envelope("org.example.Unknown", "x-3", {}));
    expect([unknown.status, unknown.body.code]).toEqual([400, "NotImplemented"]);
    const badFilter = await send(envelope(CREATED, "x-4", { validOn: "soon" }));
    expect([badFilter.status, badFilter.body.code]).toEqual([400, "BadRequest"]);
    const notJson = await request(t.app)
      .post("/3/events")
      .set("authorization", `Bearer ${token}`)
      .set("content-type", "application/cloudevents+json")
      .send("{not json");
    expect([notJson.status, notJson.body.code]).toEqual([400, "BadRequest"]);
    const after = Number((await t.dataSource.query(`SELECT count(*) AS n FROM pact_event`))[0].n);
    expect(after).toBe(before);
  });
});

describe("API clients of a company", () => {
  const CREATE = `mutation ($input: CreateApiClientInput!) {
    createApiClient(input: $input) { secret client { id clientId codes productIds status } } }`;
  const ROTATE = `mutation ($id: Int!) { rotateApiClientSecret(id: $id) { secret client { id } } }`;
  const REVOKE = `mutation ($id: Int!) { revokeApiClient(id: $id) { id status revokedAt } }`;
  let productIds: number[];

  beforeAll(async () => {
    const { apiClientProducts } = await admin.gql(`{ apiClientProducts { id name releases } }`);
    productIds = apiClientProducts.map((p: { id: number }) => p.id);
    expect(apiClientProducts.map((p: { releases: number }) => p.releases)).toEqual([1, 1]);
  });

  it("creates a client whose secret is shown once and works; grants only the products chosen", async () => {
    const { createApiClient } = await admin.gql(CREATE, {
      input: { name: "Buyer ERP", codes: ["ff43"], productIds: [productIds[0]] },
    });
    expect(createApiClient.client).toMatchObject({ codes: ["ff43"], status: "active" });
    expect(createApiClient.secret).toHaveLength(32);
    const [row] = await t.dataSource.query(`SELECT secret_hash FROM api_client WHERE id = $1`, [
      createApiClient.client.id,
    ]);
    expect(row.secret_hash).toMatch(/^scrypt\$/);
    expect(row.secret_hash).not.toContain(createApiClient.secret);
    const own = await bearer(createApiClient.client.clientId, createApiClient.secret);
    const seen = (await list(own)).body.data as Footprint[];
    expect(seen).toHaveLength(1);
    const other = footprints.find((pf) => pf.id !== seen[0].id)!;
    const refused = await request(t.app)
      .get(`/3/footprints/${other.id}`)
      .set("authorization", `Bearer ${own}`);
    expect([refused.status, refused.body.code]).toEqual([403, "AccessDenied"]);
  });

  it("runs GraphQL with a client's token: its codes, its company, nothing more", async () => {
    const own = await bearer();
    const call = (query: string) =>
      request(t.app).post("/graphql").set("authorization", `Bearer ${own}`).send({ query });
    const products = await call(`query Catalogue { lcaProducts { total items { companyId } } }`);
    expect(products.body.data.lcaProducts.total).toBe(2);
    const company = await demoCompanyId(t);
    expect(
      products.body.data.lcaProducts.items.every(
        (p: { companyId: number }) => p.companyId === company,
      ),
    ).toBe(true);
    const denied = await call(`{ apiClients { total } }`);
    expect(denied.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const password = await call(
      `mutation { resetPassword(input: { oldPassword: "x", newPassword: "y", confirmPassword: "y" }) }`,
    );
    expect(password.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const bad = await request(t.app)
      .post("/graphql")
      .set("authorization", "Bearer pat_not-a-token")
      .send({ query: "{ lcaProducts { total } }" });
    expect(bad.body.errors[0].extensions.code).toBe("SESSION_INVALID");
  });

  it("rotates a secret (the old one and its tokens stop) and revokes a client for good", async () => {
    const { createApiClient } = await admin.gql(CREATE, {
      input: { name: "Rotating", clientId: "rotating-client", codes: [], productIds },
    });
    const id = createApiClient.client.id as number;
    const oldToken = await bearer("rotating-client", createApiClient.secret);
    const { rotateApiClientSecret } = await admin.gql(ROTATE, { id });
    expect((await tokenFor("rotating-client", createApiClient.secret)).status).toBe(401);
    expect((await list(oldToken)).status).toBe(400);
    const newToken = await bearer("rotating-client", rotateApiClientSecret.secret);
    expect((await list(newToken)).body.data).toHaveLength(2);

    const { revokeApiClient } = await admin.gql(REVOKE, { id });
    expect(revokeApiClient.status).toBe("revoked");
    expect((await list(newToken)).status).toBe(400);
    expect((await tokenFor("rotating-client", rotateApiClientSecret.secret)).status).toBe(401);
    expect(codeOf(await admin.try(ROTATE, { id }))).toEqual(["CONFLICT"]);
  });

  it("grants no code beyond the creator's, no operator or account code, only own products", async () => {
    const company = await demoCompanyId(t);
    const manager = await createUser(t, admin.token, {
      companyId: company,
      username: "op-manager",
      codes: ["op", "op01", "ff43"],
    });
    const beyond = await manager.try(CREATE, { input: { name: "Too much", codes: ["aa01"] } });
    expect(codeOf(beyond)).toEqual(["FORBIDDEN"]);
    expect(beyond.errors![0].message).toContain("aa01");
    for (const code of ["sys", "acc", "op01", "nope"]) {
      const answer = await admin.try(CREATE, { input: { name: "Bad", codes: [code] } });
      expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    }
    const taken = await admin.try(CREATE, { input: { name: "Dup", clientId: "demo-partner" } });
    expect(codeOf(taken)).toEqual(["CONFLICT"]);
    const badId = await admin.try(CREATE, { input: { name: "Bad id", clientId: "No Spaces" } });
    expect(codeOf(badId)).toEqual(["BAD_USER_INPUT"]);

    const otherCompany = await createCompany(t, admin.token, "Other Buyer Ltd");
    const outsider = await createUser(t, admin.token, {
      companyId: otherCompany,
      username: "other-op",
      codes: ["op", "op01", "ff43"],
    });
    const foreign = await outsider.try(CREATE, {
      input: { name: "Foreign", productIds: [productIds[0]] },
    });
    expect(codeOf(foreign)).toEqual(["BAD_USER_INPUT"]);
    expect(foreign.errors![0].message).toContain(String(productIds[0]));
    const { apiClients } = await outsider.gql(`{ apiClients { total } }`);
    expect(apiClients.total).toBe(0);
    const [demoPartner] = await t.dataSource.query(
      `SELECT id FROM api_client WHERE client_id = 'demo-partner'`,
    );
    const hidden = await outsider.try(`query ($id: Int!) { apiClient(id: $id) { id } }`, {
      id: demoPartner.id,
    });
    expect(codeOf(hidden)).toEqual(["NOT_FOUND"]);
    const count = Number((await t.dataSource.query(`SELECT count(*) AS n FROM api_client`))[0].n);
    expect(count).toBe(3);
  });

  it("keeps an audit of each client's calls, newest first, with the errors answered", async () => {
    const [demoPartner] = await t.dataSource.query(
      `SELECT id FROM api_client WHERE client_id = 'demo-partner'`,
    );
    const { apiClientCalls } = await admin.gql(
      `query ($id: Int) { apiClientCalls(apiClientId: $id, pageSize: 100) {
        total items { kind request status errorCode } } }`,
      { id: demoPartner.id },
    );
    const items = apiClientCalls.items as {
      kind: string;
      request: string;
      status: number;
      errorCode: string | null;
    }[];
    expect(items[0]).toMatchObject({ kind: "graphql", request: "mutation resetPassword" });
    expect(items).toContainEqual({
      kind: "footprints",
      request: "GET /3/footprints?limit=1",
      status: 200,
      errorCode: null,
    });
    expect(items).toContainEqual({
      kind: "token",
      request: "POST /auth/token",
      status: 401,
      errorCode: "invalid_client",
    });
    expect(items).toContainEqual(
      expect.objectContaining({ kind: "footprints", status: 400, errorCode: "BadRequest" }),
    );
    const { apiClientFootprints } = await admin.gql(
      `query ($id: Int!) { apiClientFootprints(id: $id) { id productName status version } }`,
      { id: demoPartner.id },
    );
    expect(apiClientFootprints.map((f: { id: string }) => f.id).sort()).toEqual(
      footprints.map((f) => f.id).sort(),
    );
  });
});

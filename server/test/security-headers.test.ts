// Security headers on every kind of answer: the client, /api/*, /api/docs and /graphql carry a
// Content-Security-Policy that allows no foreign or inline script and no framing, nosniff and
// X-Frame-Options; the sign-in answers (legacy and GraphQL), which carry tokens, are not cached.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
let clientDist: string;

beforeAll(async () => {
  // A stand-in for the built client, shaped like Vite's output: one module script, no inline one.
  clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "carbon-client-"));
  fs.writeFileSync(
    path.join(clientDist, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ clientDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const ANSWERS: Array<[string, () => request.Test]> = [
  ["the client", () => request(t.app).get("/")],
  ["a client route", () => request(t.app).get("/carbon/accounting")],
  ["the legacy API page", () => request(t.app).get("/api/docs")],
  ["the OpenAPI description", () => request(t.app).get("/api/openapi.json")],
  ["a legacy call", () => request(t.app).post("/api/theme/getTheme").type("form").send({})],
  ["a GraphQL answer", () => request(t.app).post("/graphql").send({ query: "{ theme { name } }" })],
  ["GET /graphql in a browser", () => request(t.app).get("/graphql").set("accept", "text/html")],
];

describe("every answer", () => {
  it.each(ANSWERS)(
    "%s carries the content security policy, nosniff and no framing",
    async (_, send) => {
      const response = await send();
      const policy = directives(response.headers["content-security-policy"]);

      expect(policy["default-src"]).toEqual(["'self'"]);
      expect(policy["script-src"]).toEqual(["'self'"]);
      expect(policy["object-src"]).toEqual(["'none'"]);
      expect(policy["base-uri"]).toEqual(["'self'"]);
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
      expect(policy["connect-src"]).toEqual(["'self'"]);
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    },
  );
});

describe("sign-in answers", () => {
  it("are not cached: legacy user/login", async () => {
    const response = await request(t.app)
      .post("/api/user/login")
      .type("form")
      .send({ username: "demo", password: SEED_PASSWORD });

    expect(response.body.code).toBe(200);
    expect(typeof response.body.data.token).toBe("string");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("are not cached: the GraphQL login mutation", async () => {
    const response = await request(t.app)
      .post("/graphql")
      .send({
        query: `mutation ($input: LoginInput!) { login(input: $input) { token } }`,
        variables: { input: { username: "demo", password: SEED_PASSWORD } },
      });

    expect(typeof response.body.data.login.token).toBe("string");
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("pages under the policy", () => {
  it("serves the legacy API page without any script, its one style allowed inline", async () => {
    const response = await request(t.app).get("/api/docs");
    const policy = directives(response.headers["content-security-policy"]);

    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/<script/i);
    expect(response.text).toMatch(/<style>/);
    expect(policy["style-src"]).toContain("'unsafe-inline'");
  });

  it("serves no GraphQL landing page that would load scripts from elsewhere", async () => {
    const response = await request(t.app).get("/graphql").set("accept", "text/html");

    expect(response.text).not.toMatch(/<script/i);
  });

  it("lets branding images come from https or this server, never from plain http elsewhere", async () => {
    const response = await request(t.app).get("/");
    const images = directives(response.headers["content-security-policy"])["img-src"];

    expect(images).toEqual(expect.arrayContaining(["'self'", "https:", "data:"]));
    expect(images).not.toContain("http:");
    expect(images).not.toContain("*");
  });
});

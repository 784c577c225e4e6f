// Sessions shorter than a minute (SESSION_TTL_MINUTES=0.05), which end-to-end tests use to see a
// session expire: the lifetime is honoured to the second, then the token answers SESSION_EXPIRED.
import { codeOf, dataOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ sessionTtlMinutes: 0.05 });
});
afterAll(() => t.close());

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token expiresAt } }`;
const DETAILS = `{ userDetails { username } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a session of 0.05 minutes", () => {
  it("expires three seconds after sign-in", async () => {
    const before = Date.now();
    const login = dataOf(
      await t.gql(LOGIN, { input: { username: "admin", password: SEED_PASSWORD } }),
    ).login;
    const after = Date.now();
    const expiresAt = new Date(login.expiresAt as string).getTime();
    const during = await t.gql(DETAILS, {}, { token: login.token });

    // 0.05 minutes × 60,000 ms per minute = 3,000 ms after the moment of sign-in.
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 3_000);
    expect(dataOf(during).userDetails.username).toBe("admin");

    await sleep(Math.max(0, expiresAt - Date.now()) + 100);
    const afterwards = await t.gql(DETAILS, {}, { token: login.token });

    expect(codeOf(afterwards)).toEqual(["SESSION_EXPIRED"]);
  });
});

// The sign-in lock under parallel guessing: attempts are counted before their password is
// checked, in one statement, so however many arrive at once at most LOGIN_MAX_FAILURES passwords
// are checked per username, and a client address is limited across usernames as well.
import request from "supertest";
import { INITIAL_PASSWORD, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  // 5 per username (the default) and, to test it in few requests, 8 per client address.
  t = await startTestApp({ loginMaxFailures: 5, loginMaxFailuresPerAddress: 8 });
});
afterAll(() => t.close());

let adminToken: string;
beforeAll(async () => {
  adminToken = await t.login("admin");
});

async function readyUser(username: string): Promise<void> {
  const answer = await t.gql(
    `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
    { input: { username, realname: username } },
    { token: adminToken },
  );
  const id = answer.data!.createUser.id as number;
  await t.dataSource.query("UPDATE user_account SET must_change_password = false WHERE id = $1", [
    id,
  ]);
}

/** One sign-in from a client address (the app trusts X-Forwarded-For from loopback only). */
async function signIn(username: string, password: string, address: string) {
  const response = await request(t.app)
    .post("/api/user/login")
    .set("X-Forwarded-For", address)
    .type("form")
    .send({ username, password });
  return response.body as { code: number; msg: string };
}

const outcomes = async (username: string) =>
  (
    await t.dataSource.query<Array<{ outcome: string; n: number }>>(
      `SELECT outcome, count(*)::int AS n FROM login_log WHERE username = $1
       GROUP BY outcome ORDER BY outcome`,
      [username],
    )
  ).reduce<Record<string, number>>((all, row) => ({ ...all, [row.outcome]: row.n }), {});

describe("parallel wrong passwords for one username", () => {
  it("checks exactly 5 of 30 sent at once and refuses the other 25 as throttled", async () => {
    await readyUser("burst.one");

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn("burst.one", "Wrong#Pass1", `198.51.100.${i + 1}`),
      ),
    );

    expect(answers.filter((a) => a.msg === "Wrong username or password")).toHaveLength(5);
    expect(answers.filter((a) => /Too many failed sign-in attempts/.test(a.msg))).toHaveLength(25);
    expect(await outcomes("burst.one")).toEqual({ throttled: 25, wrong_password: 5 });
  });

  it("refuses the right password sent with 59 wrong ones, and after them", async () => {
    await readyUser("burst.two");

    const answers = await Promise.all([
      ...Array.from({ length: 59 }, (_, i) =>
        signIn("burst.two", "Wrong#Pass1", `203.0.113.${i + 1}`),
      ),
      signIn("burst.two", INITIAL_PASSWORD, "203.0.113.200"),
    ]);
    const after = await signIn("burst.two", INITIAL_PASSWORD, "203.0.113.201");
    const sessions = await t.dataSource.query(
      `SELECT s.id FROM session s JOIN user_account u ON u.id = s.user_id WHERE u.username = $1`,
      ["burst.two"],
    );

    // At most 5 passwords were checked: either the right one was among them (and its success
    // cleared the count) or it was refused unchecked; in neither case did a wrong one pass.
    const checked = answers.filter((a) => !/Too many failed/.test(a.msg));
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.code === 200).length).toBe(sessions.length);
    if (sessions.length === 0) expect(after.msg).toMatch(/Too many failed sign-in attempts/);
  });
});

describe("one client address guessing across usernames", () => {
  it("is refused after 8 failures from it, whatever the username, while other addresses go on", async () => {
    const address = "192.0.2.77";
    await readyUser("spray.target");
    const failures = [];
    for (let i = 0; i < 8; i++) {
      failures.push(await signIn(`spray.${i}`, "Wrong#Pass1", address));
    }

    const ninth = await signIn("spray.target", INITIAL_PASSWORD, address);
    const elsewhere = await signIn("spray.target", INITIAL_PASSWORD, "192.0.2.78");

    expect(failures.every((a) => a.msg === "Wrong username or password")).toBe(true);
    expect(ninth.code).toBe(501);
    expect(ninth.msg).toBe(
      "Too many failed sign-in attempts from your network address; try again in 15 minute(s)",
    );
    expect(elsewhere.code).toBe(200);
  });

  it("does not hold successful sign-ins against the address", async () => {
    const address = "192.0.2.90";
    await readyUser("busy.office");

    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push(await signIn("busy.office", INITIAL_PASSWORD, address));

    expect(answers.every((a) => a.code === 200)).toBe(true);
  });
});

// The home page's recent activity: the signed-in user's own sign-ins, failed attempts on their
// account and sign-outs, newest first, at most `limit` of them, and nobody else's.
import { codeOf, dataOf, INITIAL_PASSWORD, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let adminToken: string;

const RECENT = `query ($limit: Int) { recentActivity(limit: $limit) { username userId event outcome success } }`;
const RECENT_DEFAULT = `{ recentActivity { id username } }`;

async function createUser(username: string) {
  const answer = await t.gql(
    `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
    { input: { username, realname: username } },
    { token: adminToken },
  );
  return dataOf(answer).createUser.id as number;
}

const logout = async (token: string) => dataOf(await t.gql(`mutation { logout }`, {}, { token }));

beforeAll(async () => {
  adminToken = await t.login("admin");
});

describe("recent activity", () => {
  let oneId: number;
  let oneToken: string;

  beforeAll(async () => {
    oneId = await createUser("recent.one");
    await createUser("recent.two");

    // recent.one: a wrong password, a sign-in, a sign-out, and the sign-in in use now.
    const wrong = await t.legacy("user/login", { username: "recent.one", password: "Wrong#2026" });
    expect(wrong.code).toBe(501);
    await logout(await t.login("recent.one", INITIAL_PASSWORD));
    oneToken = await t.login("recent.one", INITIAL_PASSWORD);
    // Someone else's activity in between and after: another user, and an unknown username.
    await t.login("recent.two", INITIAL_PASSWORD);
    await t.legacy("user/login", { username: "recent.nobody", password: "Wrong#2026" });
  });

  it("answers the caller's own entries, newest first", async () => {
    const answer = await t.gql(RECENT, {}, { token: oneToken });

    expect(dataOf(answer).recentActivity).toEqual([
      { username: "recent.one", userId: oneId, event: "login", outcome: "success", success: true },
      { username: "recent.one", userId: oneId, event: "logout", outcome: "logout", success: true },
      { username: "recent.one", userId: oneId, event: "login", outcome: "success", success: true },
      {
        username: "recent.one",
        userId: oneId,
        event: "login",
        outcome: "wrong_password",
        success: false,
      },
    ]);
  });

  it("answers at most `limit` entries, the newest", async () => {
    const answer = await t.gql(RECENT, { limit: 2 }, { token: oneToken });

    expect(
      (dataOf(answer).recentActivity as Array<{ event: string }>).map((row) => row.event),
    ).toEqual(["login", "logout"]);
  });

  it("answers ten entries when no limit is given", async () => {
    await createUser("recent.busy");
    let token = "";
    for (let i = 0; i < 11; i++) token = await t.login("recent.busy", INITIAL_PASSWORD);
    const ids = (
      await t.dataSource.query<Array<{ id: number }>>(
        "SELECT id FROM login_log WHERE username = $1 ORDER BY id DESC",
        ["recent.busy"],
      )
    ).map((row) => row.id);

    const answer = await t.gql(RECENT_DEFAULT, {}, { token });

    expect(ids).toHaveLength(11);
    expect((dataOf(answer).recentActivity as Array<{ id: number }>).map((row) => row.id)).toEqual(
      ids.slice(0, 10),
    );
  });

  it("leaves out the entries of an earlier account with the same username", async () => {
    const first = await createUser("recent.reused");
    await t.login("recent.reused", INITIAL_PASSWORD);
    dataOf(
      await t.gql(
        `mutation ($id: Int!) { deleteUser(id: $id) }`,
        { id: first },
        {
          token: adminToken,
        },
      ),
    );
    const second = await createUser("recent.reused");
    const token = await t.login("recent.reused", INITIAL_PASSWORD);

    const answer = await t.gql(RECENT, {}, { token });

    expect(dataOf(answer).recentActivity).toEqual([
      {
        username: "recent.reused",
        userId: second,
        event: "login",
        outcome: "success",
        success: true,
      },
    ]);
  });

  it.each([0, 51, -1])("refuses a limit of %i, naming the field", async (limit) => {
    const answer = await t.gql(RECENT, { limit }, { token: oneToken });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].extensions.field).toBe("limit");
  });

  it("answers UNAUTHENTICATED without a session", async () => {
    const answer = await t.gql(RECENT, {});

    expect(codeOf(answer)).toEqual(["UNAUTHENTICATED"]);
    expect(answer.data?.recentActivity ?? null).toBeNull();
  });
});

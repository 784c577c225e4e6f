// What the server does with input it cannot or must not accept: unreadable and oversized bodies,
// missing and malformed fields on both APIs, and SQL-looking text, which is only ever data.
import request from "supertest";
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";

const BODY_LIMIT = "10kb";
/** 10kb as body-parser reads it: 10 × 1024 bytes. */
const LIMIT_BYTES = 10 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ bodyLimit: BODY_LIMIT });
});
afterAll(() => t.close());

const CREATE_USER = `mutation Create($input: CreateUserInput!) {
  createUser(input: $input) { id username realname }
}`;
const USERS = `query Users($page: Int! = 1, $pageSize: Int! = 20, $keyword: String) {
  users(page: $page, pageSize: $pageSize, keyword: $keyword) { total items { username realname } }
}`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token } }`;

let adminToken: string;
beforeAll(async () => {
  adminToken = await t.login("admin");
});

async function count(table: string): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM "${table}"`);
  return row.n as number;
}

async function publicTables(): Promise<string[]> {
  const rows: Array<{ table_name: string }> = await t.dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
    ["public"],
  );
  return rows.map((row) => row.table_name);
}

describe("unreadable bodies", () => {
  const malformed = '{"query": "{ userDetails { username } }"'; // the closing brace is missing

  it("answers malformed JSON to /graphql with HTTP 400 and a message", async () => {
    const response = await request(t.app)
      .post("/graphql")
      .set("content-type", "application/json")
      .send(malformed);

    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/^The request body could not be read: /);
    expect(response.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("answers malformed JSON to /api with HTTP 400 in the envelope, in the caller's language", async () => {
    const en = await request(t.app)
      .post("/api/user/login")
      .set("content-type", "application/json")
      .send(malformed);
    const zh = await request(t.app)
      .post("/api/user/login")
      .set("content-type", "application/json")
      .set("accept-language", "zh-CN")
      .send(malformed);

    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 501, data: null });
    expect(en.body.msg).toMatch(/^The request body could not be read: /);
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toMatch(/^无法读取请求体：/);
  });
});

describe("bodies over the limit", () => {
  // Twice the limit, so the body is over it whatever the encoding adds.
  const oversized = "x".repeat(2 * LIMIT_BYTES);

  it("answers an oversized GraphQL request with HTTP 413 and writes nothing", async () => {
    const users = await count("user_account");

    const answer = await t.gql(
      CREATE_USER,
      { input: { username: "too.large.gql", realname: "Large", avatar: oversized } },
      { token: adminToken },
    );

    expect(answer.status).toBe(413);
    expect(answer.errors![0].message).toBe(`The request body is too large (limit ${BODY_LIMIT})`);
    expect(await count("user_account")).toBe(users);
  });

  it("answers oversized form and JSON legacy bodies with HTTP 413 and writes nothing", async () => {
    const users = await count("user_account");
    const body = { username: "too.large.api", realname: "Large", avatar: oversized };

    const form = await t.legacy("user/item", body, { token: adminToken });
    const json = await t.legacy("user/item", body, { token: adminToken, json: true });

    for (const answer of [form, json]) {
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        code: 501,
        msg: `The request body is too large (limit ${BODY_LIMIT})`,
        data: null,
      });
    }
    expect(await count("user_account")).toBe(users);
  });

  it("still reads a body just under the limit and judges its fields", async () => {
    // 9,000 characters of password plus the field names stay under 10,240 bytes.
    const answer = await t.legacy("user/login", { username: "admin", password: "p".repeat(9000) });

    expect(answer.status).toBe(200);
    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("password must be at most 100 characters");
  });
});

describe("missing and malformed fields", () => {
  it("refuses createUser without a username, naming the field, and creates nobody", async () => {
    const users = await count("user_account");

    // Inline, so GraphQL's own validation sees the missing field.
    const missing = await t.gql(
      `mutation { createUser(input: { realname: "No Name" }) { id } }`,
      {},
      { token: adminToken },
    );
    const empty = await t.gql(
      CREATE_USER,
      { input: { username: "", realname: "No Name" } },
      { token: adminToken },
    );

    expect(missing.status).toBe(400);
    expect(missing.errors![0].extensions.code).toBe("BAD_USER_INPUT");
    expect(missing.errors![0].message).toContain("username");
    expect(empty.errors![0].message).toBe("username is required");
    expect(empty.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "username",
    });
    expect(await count("user_account")).toBe(users);
  });

  it("answers variables that do not fit the operation with HTTP 400 BAD_USER_INPUT", async () => {
    const before = await count("user_account");

    const missing = await request(t.app)
      .post("/graphql")
      .set("user-token", adminToken)
      .send({ query: CREATE_USER, variables: { input: { realname: "No Name" } } });
    const wrongType = await request(t.app)
      .post("/graphql")
      .set("user-token", adminToken)
      .send({ query: USERS, variables: { pageSize: "x" } });

    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(missing.body.errors[0].message).toMatch(/username/);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(wrongType.body.errors[0].message).toMatch(/pageSize/);
    expect(await count("user_account")).toBe(before);
  });

  it("refuses a legacy user/item without a username, naming the field, and creates nobody", async () => {
    const users = await count("user_account");

    const answer = await t.legacy("user/item", { realname: "No Name" }, { token: adminToken });

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("username is required");
    expect(answer.data).toEqual({ field: "username" });
    expect(await count("user_account")).toBe(users);
  });

  it.each([
    [0, "pageSize must be a positive whole number"],
    // MAX_PAGE_SIZE is 100.
    [1000, "pageSize has an invalid format: at most 100"],
  ])("refuses pageSize %i on both APIs, naming the field", async (pageSize, message) => {
    const gql = await t.gql(USERS, { pageSize }, { token: adminToken });
    const legacy = await t.legacy("user/list", { pageSize }, { token: adminToken });

    expect(gql.errors![0].message).toBe(message);
    expect(gql.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "pageSize",
    });
    expect([legacy.code, legacy.msg, legacy.data]).toEqual([501, message, { field: "pageSize" }]);
  });

  it("refuses a non-numeric page in a legacy form body", async () => {
    const answer = await t.legacy("user/list", { page: "two" }, { token: adminToken });

    expect([answer.code, answer.msg]).toEqual([501, "page must be a whole number"]);
  });

  it("refuses a non-numeric id in legacy form bodies and changes nothing", async () => {
    const users = await count("user_account");

    const deleted = await t.legacy("user/delete", { id: "abc" }, { token: adminToken });
    const saved = await t.legacy(
      "user/item",
      { id: "abc", username: "id.not.a.number", realname: "Nobody" },
      { token: adminToken },
    );

    expect([deleted.code, deleted.msg, deleted.data]).toEqual([
      501,
      "id must be a whole number",
      { field: "id" },
    ]);
    expect([saved.code, saved.msg, saved.data]).toEqual([
      501,
      "id must be a whole number",
      { field: "id" },
    ]);
    expect(await count("user_account")).toBe(users);
  });

  it("refuses a non-numeric id in GraphQL as BAD_USER_INPUT", async () => {
    const users = await count("user_account");

    const answer = await t.gql(`mutation { deleteUser(id: "abc") }`, {}, { token: adminToken });

    expect(answer.errors![0].extensions.code).toBe("BAD_USER_INPUT");
    expect(answer.errors![0].message).toContain("Int");
    expect(await count("user_account")).toBe(users);
  });

  it("names the field in Chinese for a zh-CN client", async () => {
    const answer = await t.legacy(
      "user/item",
      { realname: "No Name" },
      { token: adminToken, locale: "zh-CN" },
    );

    expect(answer.msg).toBe("username不能为空");
  });
});

describe("SQL-looking text is data", () => {
  const OR_TRUE = "admin' OR '1'='1";
  const DROP = "'; DROP TABLE user_account; --";
  const ROBERT = "Robert'); DROP TABLE user_account; --";

  let tablesBefore: string[];
  const rowsBefore = new Map<string, number>();
  beforeAll(async () => {
    tablesBefore = await publicTables();
    for (const table of tablesBefore) rowsBefore.set(table, await count(table));
  });

  async function usernamesFor(keyword: string): Promise<string[]> {
    const answer = await t.gql(USERS, { keyword, pageSize: 100 }, { token: adminToken });
    if (!answer.data) throw new Error(answer.errors?.[0]?.message);
    expect(answer.data.users.total).toBe(answer.data.users.items.length);
    return answer.data.users.items.map((user: { username: string }) => user.username);
  }

  /** The users whose username or realname holds `text` literally, found without LIKE. */
  async function literalMatches(text: string): Promise<string[]> {
    const rows: Array<{ username: string }> = await t.dataSource.query(
      `SELECT username FROM user_account
       WHERE strpos(lower(username), lower($1)) > 0 OR strpos(lower(realname), lower($1)) > 0
       ORDER BY id`,
      [text],
    );
    return rows.map((row) => row.username);
  }

  it("refuses sign-in with SQL-looking usernames and passwords like any wrong pair", async () => {
    const attempts = [
      { username: OR_TRUE, password: "anything" },
      { username: "admin", password: "' OR '1'='1" },
      { username: DROP, password: SEED_PASSWORD },
      { username: "admin'--", password: "x" },
    ];

    for (const input of attempts) {
      const legacy = await t.legacy("user/login", input);
      const gql = await t.gql(LOGIN, { input });
      expect([input.username, legacy.code, legacy.msg]).toEqual([
        input.username,
        501,
        "Wrong username or password",
      ]);
      expect([input.username, gql.errors![0].extensions.code]).toEqual([
        input.username,
        "UNAUTHENTICATED",
      ]);
    }
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS n, bool_or(success) AS any_success FROM login_log WHERE username = $1`,
      [OR_TRUE],
    );
    expect(row).toEqual({ n: 2, any_success: false });
  });

  it("stores a SQL-looking realname verbatim", async () => {
    const gql = await t.gql(
      CREATE_USER,
      { input: { username: "bobby.tables", realname: ROBERT } },
      { token: adminToken },
    );
    const legacy = await t.legacy(
      "user/item",
      { username: "bobby.form", realname: DROP },
      { token: adminToken },
    );

    expect(gql.data!.createUser.realname).toBe(ROBERT);
    expect(legacy.data.realname).toBe(DROP);
    const rows = await t.dataSource.query(
      `SELECT username, realname FROM user_account WHERE username IN ($1, $2) ORDER BY username`,
      ["bobby.form", "bobby.tables"],
    );
    expect(rows).toEqual([
      { username: "bobby.form", realname: DROP },
      { username: "bobby.tables", realname: ROBERT },
    ]);
  });

  it("refuses a SQL-looking username as an invalid format", async () => {
    const answer = await t.gql(
      CREATE_USER,
      { input: { username: OR_TRUE, realname: "Quote" } },
      { token: adminToken },
    );

    expect(answer.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "username",
    });
    expect(answer.errors![0].message).toMatch(/^username has an invalid format/);
    expect(await literalMatches("Quote")).toEqual([]);
  });

  describe("search keywords", () => {
    beforeAll(async () => {
      const users = [
        { username: "pct.literal", realname: "Recycled 100% PET" },
        { username: "pct.other", realname: "Recycled 100 units PET" },
        { username: "und_score", realname: "Underscore" },
        { username: "undxscore", realname: "Lookalike" },
      ];
      for (const input of users) {
        const answer = await t.gql(CREATE_USER, { input }, { token: adminToken });
        if (!answer.data) throw new Error(answer.errors?.[0]?.message);
      }
    });

    it("matches % only literally", async () => {
      // Read as a wildcard, "100%" would also match "Recycled 100 units PET".
      expect(await usernamesFor("100%")).toEqual(["pct.literal"]);
      expect(await usernamesFor("%")).toEqual(await literalMatches("%"));
      expect(await usernamesFor("%")).toEqual(["pct.literal"]);
    });

    it("matches _ only literally", async () => {
      // Read as a wildcard, "und_score" would also match "undxscore".
      expect(await usernamesFor("und_score")).toEqual(["und_score"]);
      expect(await usernamesFor("_")).toEqual(await literalMatches("_"));
      expect(await usernamesFor("_")).toContain("und_score");
      expect(await usernamesFor("_")).not.toContain("undxscore");
    });

    it("matches % literally through the legacy user/list too", async () => {
      const answer = await t.legacy("user/list", { keyword: "100%" }, { token: adminToken });

      expect(answer.data.total).toBe(1);
      expect(answer.data.list[0].username).toBe("pct.literal");
    });

    it("finds SQL-looking keywords literally", async () => {
      expect(await usernamesFor(OR_TRUE)).toEqual([]);
      expect(await usernamesFor("DROP TABLE user_account")).toEqual(["bobby.tables", "bobby.form"]);
    });
  });

  it("leaves every table in place, with only the rows these tests added", async () => {
    expect(await publicTables()).toEqual(tablesBefore);
    // bobby.tables, bobby.form, pct.literal, pct.other, und_score and undxscore.
    expect(await count("user_account")).toBe(rowsBefore.get("user_account")! + 6);
    expect(await literalMatches("admin")).toContain("admin");
    expect(await literalMatches("demo")).toContain("demo");
    for (const table of tablesBefore) {
      // Sign-ins log and count their attempts; the new users hold no roles; nothing else is
      // written.
      if (["user_account", "login_log", "login_throttle"].includes(table)) continue;
      expect([table, await count(table)]).toEqual([table, rowsBefore.get(table)]);
    }
  });
});

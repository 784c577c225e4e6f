// Sign-in, sessions and password changes over both APIs: the login answer and log (SPEC §3,
// §4), throttling, session expiry and logout codes (SPEC §8), and the password rules of SPEC §5
// with the messages of server/src/lib/messages.ts in both languages.
import { INITIAL_PASSWORD, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { token username mustChangePassword }
}`;
const USER_DETAILS = `query { userDetails { username mustChangePassword } }`;
const LOGOUT = `mutation { logout }`;
const RESET_PASSWORD = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const CREATE_USER = `mutation Create($input: CreateUserInput!) {
  createUser(input: $input) { id username mustChangePassword }
}`;
const CREATE_COMPANY = `mutation Create($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`;
const USERS = `query { users(pageSize: 100) { total } }`;

const LOGIN_FAILED = "Wrong username or password";
const ZH = "zh-CN";

/** LOGIN_MAX_FAILURES and LOGIN_LOCK_MINUTES as config.ts defaults them. */
const MAX_FAILURES = 5;
const LOCK_MINUTES = 15;

let adminToken: string;
beforeAll(async () => {
  adminToken = await t.login("admin");
});

/** A user created by `admin`: the company's initial password, which must be changed first. */
async function createUser(username: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await t.gql(
    CREATE_USER,
    { input: { username, realname: username, ...extra } },
    { token: adminToken },
  );
  if (!answer.data) throw new Error(`createUser ${username}: ${answer.errors?.[0]?.message}`);
  return answer.data.createUser.id as number;
}

/** A user who signs in with INITIAL_PASSWORD and is not held to changing it. */
async function readyUser(username: string, extra: Record<string, unknown> = {}): Promise<number> {
  const id = await createUser(username, extra);
  await t.dataSource.query(`UPDATE user_account SET must_change_password = false WHERE id = $1`, [
    id,
  ]);
  return id;
}

interface LogRow {
  event: string;
  success: boolean;
  outcome: string;
  user_id: number | null;
}

async function loginLog(username: string): Promise<LogRow[]> {
  return t.dataSource.query(
    `SELECT event, success, outcome, user_id FROM login_log WHERE username = $1 ORDER BY id`,
    [username],
  );
}

async function sessionCount(userId: number): Promise<number> {
  const [row] = await t.dataSource.query(
    `SELECT count(*)::int AS n FROM session WHERE user_id = $1`,
    [userId],
  );
  return row.n as number;
}

const gqlLogin = (username: string, password: string, locale?: string) =>
  t.gql(LOGIN, { input: { username, password } }, { locale });

describe("sign-in", () => {
  it("signs in through GraphQL and answers a token that reads the user's details", async () => {
    const login = await gqlLogin("demo", SEED_PASSWORD);

    expect(login.errors).toBeUndefined();
    expect(login.data!.login).toMatchObject({ username: "demo", mustChangePassword: false });
    const details = await t.gql(USER_DETAILS, {}, { token: login.data!.login.token });
    expect(details.data!.userDetails.username).toBe("demo");
  });

  it("signs in through the legacy form-encoded call", async () => {
    const login = await t.legacy("user/login", { username: "demo", password: SEED_PASSWORD });

    expect(login.status).toBe(200);
    expect(login.code).toBe(200);
    expect(login.data.username).toBe("demo");
    expect(typeof login.data.token).toBe("string");
  });

  it("gives a wrong password and an unknown user the same message on both APIs", async () => {
    const wrongGql = await gqlLogin("demo", "Not-the-password1");
    const unknownGql = await gqlLogin("nobody.here", SEED_PASSWORD);
    const wrongLegacy = await t.legacy("user/login", {
      username: "demo",
      password: "Not-the-password1",
    });
    const unknownLegacy = await t.legacy("user/login", {
      username: "nobody.here",
      password: SEED_PASSWORD,
    });

    for (const answer of [wrongGql, unknownGql]) {
      expect(answer.data).toBeNull();
      expect(answer.errors![0].message).toBe(LOGIN_FAILED);
      expect(answer.errors![0].extensions.code).toBe("UNAUTHENTICATED");
    }
    for (const answer of [wrongLegacy, unknownLegacy]) {
      expect(answer.code).toBe(501);
      expect(answer.msg).toBe(LOGIN_FAILED);
      expect(answer.data).toBeNull();
    }
  });

  it("answers the refusal in Chinese for a zh-CN client", async () => {
    const gql = await gqlLogin("demo", "Not-the-password1", ZH);
    const legacy = await t.legacy(
      "user/login",
      { username: "demo", password: "Not-the-password1" },
      { locale: ZH },
    );

    expect(gql.errors![0].message).toBe("用户名或密码错误");
    expect(legacy.msg).toBe("用户名或密码错误");
  });
});

describe("the login log", () => {
  it("writes one success row per sign-in on either API", async () => {
    const userId = await readyUser("log.success");

    await t.legacy("user/login", { username: "log.success", password: INITIAL_PASSWORD });
    const afterLegacy = await loginLog("log.success");
    await gqlLogin("log.success", INITIAL_PASSWORD);
    const afterGql = await loginLog("log.success");

    const success = { event: "login", success: true, outcome: "success", user_id: userId };
    expect(afterLegacy).toEqual([success]);
    expect(afterGql).toEqual([success, success]);
  });

  it("writes one failure row for a wrong password, naming the user", async () => {
    const userId = await readyUser("log.wrong");

    await t.legacy("user/login", { username: "log.wrong", password: "Wrong#Pass1" });
    const afterLegacy = await loginLog("log.wrong");
    await gqlLogin("log.wrong", "Wrong#Pass1");
    const afterGql = await loginLog("log.wrong");

    const failure = { event: "login", success: false, outcome: "wrong_password", user_id: userId };
    expect(afterLegacy).toEqual([failure]);
    expect(afterGql).toEqual([failure, failure]);
  });

  it("writes one failure row for an unknown user, without a user id", async () => {
    await t.legacy("user/login", { username: "log.ghost", password: "Any#Pass1" });
    await gqlLogin("log.ghost", "Any#Pass1");

    const unknown = { event: "login", success: false, outcome: "unknown_user", user_id: null };
    expect(await loginLog("log.ghost")).toEqual([unknown, unknown]);
  });
});

describe("throttling", () => {
  const throttled = `Too many failed sign-in attempts for this account; try again in ${LOCK_MINUTES} minute(s)`;

  async function fail(username: string, times: number): Promise<void> {
    for (let i = 0; i < times; i++) {
      const answer = await t.legacy("user/login", { username, password: "Wrong#Pass1" });
      expect(answer.msg).toBe(LOGIN_FAILED);
    }
  }

  /** Moves every logged and counted attempt of the user this many minutes into the past. */
  async function age(username: string, minutes: number): Promise<void> {
    await t.dataSource.query(
      `UPDATE login_log SET created_at = created_at - make_interval(mins => $2) WHERE username = $1`,
      [username, minutes],
    );
    await t.dataSource.query(
      `UPDATE login_throttle SET last_failure_at = last_failure_at - make_interval(mins => $2)
       WHERE key = $1`,
      [`user:${username}`, minutes],
    );
  }

  it("runs with the configured defaults of 5 failures and 15 minutes", () => {
    expect([t.config.loginMaxFailures, t.config.loginLockMinutes]).toEqual([
      MAX_FAILURES,
      LOCK_MINUTES,
    ]);
  });

  it("still accepts the right password after one failure fewer than the limit", async () => {
    await readyUser("throttle.under");
    await fail("throttle.under", MAX_FAILURES - 1);

    const login = await t.legacy("user/login", {
      username: "throttle.under",
      password: INITIAL_PASSWORD,
    });

    expect(login.code).toBe(200);
  });

  it("refuses even the right password after the limit, naming the minutes, on both APIs", async () => {
    const userId = await readyUser("throttle.locked");
    await fail("throttle.locked", MAX_FAILURES);

    const legacy = await t.legacy("user/login", {
      username: "throttle.locked",
      password: INITIAL_PASSWORD,
    });
    const gql = await gqlLogin("throttle.locked", INITIAL_PASSWORD);

    expect(legacy.code).toBe(501);
    expect(legacy.msg).toBe(throttled);
    expect(gql.errors![0].message).toBe(throttled);
    expect(gql.errors![0].extensions).toMatchObject({
      code: "UNAUTHENTICATED",
      reason: "LOGIN_THROTTLED",
    });
    expect(await sessionCount(userId)).toBe(0);
    const log = await loginLog("throttle.locked");
    expect(log.map((row) => row.outcome)).toEqual([
      ...Array<string>(MAX_FAILURES).fill("wrong_password"),
      "throttled",
      "throttled",
    ]);
    expect(log.slice(-2).every((row) => !row.success)).toBe(true);
  });

  it("names the minutes left in Chinese for a zh-CN client", async () => {
    await readyUser("throttle.zh");
    await fail("throttle.zh", MAX_FAILURES);

    const legacy = await t.legacy(
      "user/login",
      { username: "throttle.zh", password: INITIAL_PASSWORD },
      { locale: ZH },
    );

    expect(legacy.msg).toBe(`该账号登录失败次数过多，请${LOCK_MINUTES}分钟后再试`);
  });

  it("stays locked however many refused attempts follow the failures", async () => {
    await readyUser("throttle.persist");
    await fail("throttle.persist", MAX_FAILURES);
    for (let i = 0; i < 3; i++) {
      await t.legacy("user/login", { username: "throttle.persist", password: "Wrong#Pass1" });
    }

    const login = await t.legacy("user/login", {
      username: "throttle.persist",
      password: INITIAL_PASSWORD,
    });

    expect(login.msg).toBe(throttled);
  });

  it("counts the minutes from the last failure and unlocks once the window has passed", async () => {
    await readyUser("throttle.window");
    await fail("throttle.window", MAX_FAILURES);

    // 14 minutes ago: the lock of 15 minutes has 1 minute left.
    await age("throttle.window", 14);
    const stillLocked = await t.legacy("user/login", {
      username: "throttle.window",
      password: INITIAL_PASSWORD,
    });
    // 14 + 2 = 16 minutes ago: outside the 15-minute window.
    await age("throttle.window", 2);
    const unlocked = await t.legacy("user/login", {
      username: "throttle.window",
      password: INITIAL_PASSWORD,
    });

    expect(stillLocked.msg).toBe(
      "Too many failed sign-in attempts for this account; try again in 1 minute(s)",
    );
    expect(unlocked.code).toBe(200);
  });

  it("counts only consecutive failures: a sign-in in between starts the count again", async () => {
    await readyUser("throttle.reset");
    await fail("throttle.reset", MAX_FAILURES - 1);
    await t.login("throttle.reset", INITIAL_PASSWORD);
    await fail("throttle.reset", MAX_FAILURES - 1);

    const login = await t.legacy("user/login", {
      username: "throttle.reset",
      password: INITIAL_PASSWORD,
    });

    expect(login.code).toBe(200);
  });

  it("locks an unknown username like a known one", async () => {
    await fail("throttle.ghost", MAX_FAILURES);

    const gql = await gqlLogin("throttle.ghost", INITIAL_PASSWORD);

    expect(gql.errors![0].message).toBe(throttled);
  });
});

describe("disabled accounts", () => {
  it("refuses a disabled user with a clear message and opens no session", async () => {
    const userId = await readyUser("disabled.user");
    await t.dataSource.query(`UPDATE user_account SET status = 0 WHERE id = $1`, [userId]);

    const legacy = await t.legacy("user/login", {
      username: "disabled.user",
      password: INITIAL_PASSWORD,
    });
    const gql = await gqlLogin("disabled.user", INITIAL_PASSWORD);

    expect(legacy.code).toBe(501);
    expect(legacy.msg).toBe("This account is disabled; contact your administrator");
    expect(gql.errors![0].message).toBe("This account is disabled; contact your administrator");
    expect(gql.errors![0].extensions.code).toBe("UNAUTHENTICATED");
    expect(await sessionCount(userId)).toBe(0);
    expect((await loginLog("disabled.user")).map((row) => row.outcome)).toEqual([
      "disabled",
      "disabled",
    ]);
  });

  it("refuses a user of a disabled company with a clear message and opens no session", async () => {
    const company = await t.gql(
      CREATE_COMPANY,
      { input: { name: "Dormant Trading Co." } },
      { token: adminToken },
    );
    const companyId = company.data!.createCompany.id as number;
    const userId = await readyUser("dormant.user", { companyId });
    await t.dataSource.query(`UPDATE company SET status = 0 WHERE id = $1`, [companyId]);

    const legacy = await t.legacy("user/login", {
      username: "dormant.user",
      password: INITIAL_PASSWORD,
    });
    const gql = await gqlLogin("dormant.user", INITIAL_PASSWORD, ZH);

    expect(legacy.code).toBe(501);
    expect(legacy.msg).toBe("Your company's account is disabled; contact your administrator");
    expect(gql.errors![0].message).toBe("所属企业已被禁用，请联系管理员");
    expect(await sessionCount(userId)).toBe(0);
  });
});

describe("sessions", () => {
  it("answers SESSION_EXPIRED and 10001 once the session has expired", async () => {
    const userId = await readyUser("session.expired");
    const token = await t.login("session.expired", INITIAL_PASSWORD);
    await t.dataSource.query(
      `UPDATE session SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [userId],
    );

    const gql = await t.gql(USER_DETAILS, {}, { token });
    const legacy = await t.legacy("user/userDetails", {}, { token });

    expect(gql.errors![0].extensions.code).toBe("SESSION_EXPIRED");
    expect(gql.errors![0].message).toBe("Your session has expired; please sign in again");
    expect(legacy.code).toBe(10001);
    expect(legacy.msg).toBe("Your session has expired; please sign in again");
  });

  it("ends the session on legacy logout: the token then answers SESSION_INVALID and 10002", async () => {
    await readyUser("session.legacy.out");
    const token = await t.login("session.legacy.out", INITIAL_PASSWORD);

    const logout = await t.legacy("user/logout", {}, { token });
    const gql = await t.gql(USER_DETAILS, {}, { token });
    const legacy = await t.legacy("user/userDetails", {}, { token });

    expect(logout.code).toBe(200);
    expect(gql.errors![0].extensions.code).toBe("SESSION_INVALID");
    expect(legacy.code).toBe(10002);
  });

  it("ends the session on GraphQL logout and logs the sign-out", async () => {
    const userId = await readyUser("session.gql.out");
    const token = await t.login("session.gql.out", INITIAL_PASSWORD);

    const logout = await t.gql(LOGOUT, {}, { token });
    const legacy = await t.legacy("user/userDetails", {}, { token });

    expect(logout.data!.logout).toBe(true);
    expect(legacy.code).toBe(10002);
    expect(legacy.msg).toBe("Your session is invalid or was ended; please sign in again");
    expect(await loginLog("session.gql.out")).toEqual([
      { event: "login", success: true, outcome: "success", user_id: userId },
      { event: "logout", success: true, outcome: "logout", user_id: userId },
    ]);
  });

  it("answers 10002 and SESSION_INVALID for a token it never issued", async () => {
    const token = "x".repeat(43);

    const legacy = await t.legacy("user/userDetails", {}, { token });
    const gql = await t.gql(USER_DETAILS, {}, { token });

    expect(legacy.code).toBe(10002);
    expect(gql.errors![0].extensions.code).toBe("SESSION_INVALID");
  });

  it("asks a caller without a token to sign in", async () => {
    const legacy = await t.legacy("user/userDetails");
    const gql = await t.gql(USER_DETAILS);

    expect(legacy.code).toBe(10002);
    expect(legacy.msg).toBe("Please sign in first");
    expect(gql.errors![0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("answers the token's own user whatever username the body claims", async () => {
    const token = await t.login("demo");

    const form = await t.legacy("user/userDetails", { username: "admin" }, { token });
    const json = await t.legacy("user/userDetails", { username: "admin" }, { token, json: true });

    expect(form.data.username).toBe("demo");
    expect(json.data.username).toBe("demo");
  });
});

describe("password change rules (SPEC §5)", () => {
  // [rule, newPassword, confirmPassword, field, English message, Chinese message]
  const violations: Array<[string, string, string, string, string, string]> = [
    [
      "requires a new password",
      "",
      "",
      "newPassword",
      "Please enter a new password",
      "请输入新密码",
    ],
    [
      "rejects 7 characters",
      "Ab1@xyz",
      "Ab1@xyz",
      "newPassword",
      "Length must be 8 to 16 characters",
      "长度在 8 到 16 个字符",
    ],
    [
      "rejects 17 characters",
      "Abcdefgh1@abcdefg",
      "Abcdefgh1@abcdefg",
      "newPassword",
      "Length must be 8 to 16 characters",
      "长度在 8 到 16 个字符",
    ],
    ...(
      [
        ["rejects a password without a lower-case letter", "ABCDEFG1@"],
        ["rejects a password without an upper-case letter", "abcdefg1@"],
        ["rejects a password without a digit", "Abcdefgh@"],
        ["rejects a password without a special character", "Abcdefgh1"],
      ] as const
    ).map(([rule, password]): [string, string, string, string, string, string] => [
      rule,
      password,
      password,
      "newPassword",
      "Password strength weak, should include upper/lower case letters, digits, special symbols",
      "密码强度弱，应包含大小写字母、数字、特殊符号",
    ]),
    [
      "requires the confirmation",
      "Newpass1@",
      "",
      "confirmPassword",
      "Please enter the password again",
      "请再次输入密码",
    ],
    [
      "holds the confirmation to the strength rule",
      "Newpass1@",
      "newpass1@",
      "confirmPassword",
      "Password strength weak, should include upper/lower case letters, digits, special symbols",
      "密码强度弱，应包含大小写字母、数字、特殊符号",
    ],
    [
      "rejects a confirmation that differs",
      "Newpass1@",
      "Newpass2@",
      "confirmPassword",
      "The two passwords differ",
      "两次输入密码不一致",
    ],
  ];

  let token: string;
  beforeAll(async () => {
    await readyUser("pw.rules");
    token = await t.login("pw.rules", INITIAL_PASSWORD);
  });

  it.each(violations)(
    "%s, on both APIs and in both languages",
    async (_rule, newPassword, confirmPassword, field, en, zh) => {
      const input = { oldPassword: INITIAL_PASSWORD, newPassword, confirmPassword };

      const gqlEn = await t.gql(RESET_PASSWORD, { input }, { token });
      const gqlZh = await t.gql(RESET_PASSWORD, { input }, { token, locale: ZH });
      const legacyEn = await t.legacy("user/resetPassword", input, { token });
      const legacyZh = await t.legacy("user/resetPassword", input, { token, locale: ZH });

      expect(gqlEn.errors![0].message).toBe(en);
      expect(gqlEn.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
      expect(gqlZh.errors![0].message).toBe(zh);
      expect([legacyEn.code, legacyEn.msg, legacyEn.data]).toEqual([501, en, { field }]);
      expect([legacyZh.code, legacyZh.msg]).toEqual([501, zh]);
    },
  );

  it("refuses a wrong old password", async () => {
    const input = {
      oldPassword: "Not#Mine2026",
      newPassword: "Newpass1@",
      confirmPassword: "Newpass1@",
    };

    const gql = await t.gql(RESET_PASSWORD, { input }, { token });
    const legacy = await t.legacy("user/resetPassword", input, { token, locale: ZH });

    expect(gql.errors![0].message).toBe("The old password is wrong");
    expect(gql.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "oldPassword",
    });
    expect([legacy.code, legacy.msg]).toEqual([501, "原密码错误"]);
  });

  it("kept the initial password through every refused change", async () => {
    const login = await t.legacy("user/login", {
      username: "pw.rules",
      password: INITIAL_PASSWORD,
    });

    expect(login.code).toBe(200);
  });
});

describe("a successful password change", () => {
  it("ends every session of the user over GraphQL, and only the new password signs in", async () => {
    await readyUser("pw.gql");
    const first = await t.login("pw.gql", INITIAL_PASSWORD);
    const second = await t.login("pw.gql", INITIAL_PASSWORD);
    const otherUser = await t.login("demo");
    // 8 characters, the shortest length SPEC §5 allows.
    const newPassword = "Cobalt#1";

    const change = await t.gql(
      RESET_PASSWORD,
      { input: { oldPassword: INITIAL_PASSWORD, newPassword, confirmPassword: newPassword } },
      { token: first },
    );

    expect(change.data!.resetPassword).toBe("Changed successfully");
    expect((await t.legacy("user/userDetails", {}, { token: first })).code).toBe(10002);
    expect((await t.legacy("user/userDetails", {}, { token: second })).code).toBe(10002);
    expect((await t.legacy("user/userDetails", {}, { token: otherUser })).code).toBe(200);
    const oldSignIn = await t.legacy("user/login", {
      username: "pw.gql",
      password: INITIAL_PASSWORD,
    });
    expect(oldSignIn.msg).toBe(LOGIN_FAILED);
    const newSignIn = await t.legacy("user/login", { username: "pw.gql", password: newPassword });
    expect(newSignIn.code).toBe(200);
  });

  it("works through the legacy form call the same way", async () => {
    await readyUser("pw.legacy");
    const token = await t.login("pw.legacy", INITIAL_PASSWORD);
    // 16 characters, the longest length SPEC §5 allows.
    const newPassword = "Sixteen#Chars-16";

    const change = await t.legacy(
      "user/resetPassword",
      { oldPassword: INITIAL_PASSWORD, newPassword, confirmPassword: newPassword },
      { token },
    );

    expect(change.code).toBe(200);
    // SPEC §8: a successful change says so.
    expect(change.msg).toBe("Changed successfully");
    expect((await t.legacy("user/userDetails", {}, { token })).code).toBe(10002);
    const newSignIn = await t.gql(LOGIN, {
      input: { username: "pw.legacy", password: newPassword },
    });
    expect(newSignIn.data!.login.username).toBe("pw.legacy");
  });
});

describe("a user created by an administrator", () => {
  let userId: number;
  let firstLogin: Awaited<ReturnType<typeof gqlLogin>>;
  let token: string;
  beforeAll(async () => {
    const [role] = await t.dataSource.query(`SELECT id FROM role WHERE name = $1`, [
      "Administrator",
    ]);
    // Every permission, so any refusal below comes from the pending password change alone.
    userId = await createUser("new.starter", { roleIds: [role.id] });
    firstLogin = await gqlLogin("new.starter", INITIAL_PASSWORD);
    token = firstLogin.data!.login.token;
  });

  it("signs in with the company's initial password and must change it", () => {
    expect(firstLogin.errors).toBeUndefined();
    expect(firstLogin.data!.login).toMatchObject({
      username: "new.starter",
      mustChangePassword: true,
    });
  });

  it("is refused other operations until the password is changed", async () => {
    const gql = await t.gql(USERS, {}, { token });
    const legacy = await t.legacy("user/list", {}, { token });

    expect(gql.data).toBeNull();
    expect(gql.errors![0].message).toBe("You must change your initial password before continuing");
    expect(gql.errors![0].extensions).toMatchObject({
      code: "FORBIDDEN",
      reason: "PASSWORD_CHANGE_REQUIRED",
    });
    expect(legacy.code).toBe(401);
    expect(legacy.msg).toBe("You must change your initial password before continuing");
  });

  it("may read its own details meanwhile", async () => {
    const gql = await t.gql(USER_DETAILS, {}, { token });
    const legacy = await t.legacy("user/userDetails", {}, { token });

    expect(gql.data!.userDetails).toEqual({ username: "new.starter", mustChangePassword: true });
    expect(legacy.data.mustChangePassword).toBe(true);
  });

  it("changes the password, then signs in free of the obligation", async () => {
    const newPassword = "Starter#2026";

    const change = await t.legacy(
      "user/resetPassword",
      { oldPassword: INITIAL_PASSWORD, newPassword, confirmPassword: newPassword },
      { token },
    );
    const login = await gqlLogin("new.starter", newPassword);
    const users = await t.gql(USERS, {}, { token: login.data!.login.token });

    expect(change.code).toBe(200);
    expect(login.data!.login.mustChangePassword).toBe(false);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM user_account`);
    expect(users.data!.users.total).toBe(n);
    const [row] = await t.dataSource.query(
      `SELECT must_change_password FROM user_account WHERE id = $1`,
      [userId],
    );
    expect(row.must_change_password).toBe(false);
  });
});

// User and role management with its guard rails: initial passwords, unique names, paging and
// search, disabling, self-protection, roles in use, grants and company deletion.
import {
  codeOf,
  dataOf,
  INITIAL_PASSWORD,
  startTestApp,
  type GraphQLAnswer,
  type TestApp,
} from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every permission code SPEC §2 names for a route, in the order the specification lists them. */
const SPEC_CODES = [
  "aa02",
  "ct",
  "ct02",
  "ff01",
  "ff41",
  "ff43",
  "fb02",
  "fd02",
  "gaa",
  "gaa01",
  "gaa02",
  "gaa03",
  "gab",
  "gab01",
  "gab02",
  "gab03",
  "gab04",
  "gab05",
  "gab06",
  "gab08",
  "gab10",
  "gab11",
  "gac",
  "gad",
  "gae",
  "gaf",
  "gbb",
  "gbc",
  "gbd",
  "gbe",
  "pv01",
  "pv02",
  "pv03",
];

/** The password every user of this file changes their initial password to (SPEC §5 rules). */
const CHANGED_PASSWORD = "Changed#2026";

let adminToken: string;
let demoCompanyId: number;

beforeAll(async () => {
  adminToken = await t.login("admin");
  const [demo] = await t.dataSource.query<Array<{ id: number }>>(
    "SELECT id FROM company WHERE name = $1",
    ["Demo Manufacturing Co., Ltd."],
  );
  demoCompanyId = demo.id;
});

const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
  t.gql(query, variables, { token: adminToken });

const CREATE_USER = `mutation ($input: CreateUserInput!) {
  createUser(input: $input) { id username realname companyId mustChangePassword status }
}`;
const CREATE_ROLE = `mutation ($input: CreateRoleInput!) {
  createRole(input: $input) { id name companyId permissionCodes }
}`;
const RESET_PASSWORD = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const USERS = `query ($keyword: String, $page: Int! = 1, $pageSize: Int! = 20) {
  users(keyword: $keyword, page: $page, pageSize: $pageSize) { total items { username } }
}`;

async function createRole(name: string, permissionCodes: string[], companyId = demoCompanyId) {
  const answer = await asAdmin(CREATE_ROLE, { input: { companyId, name, permissionCodes } });
  return dataOf(answer).createRole.id as number;
}

async function createUser(
  username: string,
  roleIds: number[] = [],
  extra: Record<string, unknown> = {},
) {
  const answer = await asAdmin(CREATE_USER, {
    input: { username, realname: username, roleIds, ...extra },
  });
  return dataOf(answer).createUser.id as number;
}

/** A user who has signed in with the initial password, changed it and signed in again. */
async function activeUser(username: string, roleIds: number[]) {
  const id = await createUser(username, roleIds);
  const first = await t.login(username, INITIAL_PASSWORD);
  dataOf(
    await t.gql(
      RESET_PASSWORD,
      {
        input: {
          oldPassword: INITIAL_PASSWORD,
          newPassword: CHANGED_PASSWORD,
          confirmPassword: CHANGED_PASSWORD,
        },
      },
      { token: first },
    ),
  );
  return { id, token: await t.login(username, CHANGED_PASSWORD) };
}

const rolesOfUser = async (userId: number) =>
  (
    await t.dataSource.query<Array<{ role_id: number }>>(
      "SELECT role_id FROM user_role WHERE user_id = $1 ORDER BY role_id",
      [userId],
    )
  ).map((row) => row.role_id);

const grantsOfRole = async (roleId: number) =>
  (
    await t.dataSource.query<Array<{ permission_code: string }>>(
      "SELECT permission_code FROM role_permission WHERE role_id = $1 ORDER BY permission_code",
      [roleId],
    )
  ).map((row) => row.permission_code);

describe("creating a user", () => {
  it("starts the user on the company's initial password, which must be changed first", async () => {
    const listerRole = await createRole("User lister", ["gbb"]);

    const created = await asAdmin(CREATE_USER, {
      input: { username: "wang.fang", realname: "Wang Fang", roleIds: [listerRole] },
    });
    const firstSignIn = await t.legacy("user/login", {
      username: "wang.fang",
      password: INITIAL_PASSWORD,
    });
    const beforeChange = await t.gql(USERS, {}, { token: firstSignIn.data.token });
    const change = await t.gql(
      RESET_PASSWORD,
      {
        input: {
          oldPassword: INITIAL_PASSWORD,
          newPassword: CHANGED_PASSWORD,
          confirmPassword: CHANGED_PASSWORD,
        },
      },
      { token: firstSignIn.data.token },
    );
    const secondToken = await t.login("wang.fang", CHANGED_PASSWORD);
    const afterChange = await t.gql(USERS, {}, { token: secondToken });

    expect(dataOf(created).createUser).toMatchObject({
      username: "wang.fang",
      realname: "Wang Fang",
      companyId: demoCompanyId,
      mustChangePassword: true,
      status: 1,
    });
    expect(firstSignIn.code).toBe(200);
    expect(firstSignIn.data.mustChangePassword).toBe(true);
    expect(codeOf(beforeChange)).toEqual(["FORBIDDEN"]);
    expect(beforeChange.errors![0].extensions.reason).toBe("PASSWORD_CHANGE_REQUIRED");
    expect(change.errors).toBeUndefined();
    expect(afterChange.errors).toBeUndefined();
  });

  it("starts the user on the password the creator was shown, to be changed at the first sign-in", async () => {
    // A password of the user's own, as the new-user dialog generates and shows it.
    const shown = "Kq7#mZ2p!xR4";
    const created = await asAdmin(CREATE_USER, {
      input: { username: "zhao.min", realname: "Zhao Min", initialPassword: shown },
    });
    expect(dataOf(created).createUser.mustChangePassword).toBe(true);
    const company = await t.legacy("user/login", {
      username: "zhao.min",
      password: INITIAL_PASSWORD,
    });
    expect(company.code).not.toBe(200);
    const first = await t.legacy("user/login", { username: "zhao.min", password: shown });
    expect(first.code).toBe(200);
    expect(first.data.mustChangePassword).toBe(true);

    // The password rules apply: 8 to 16 characters of four kinds.
    const weak = await asAdmin(CREATE_USER, {
      input: { username: "zhao.weak", realname: "Zhao Weak", initialPassword: "password" },
    });
    expect(codeOf(weak)).toEqual(["BAD_USER_INPUT"]);
    expect(weak.errors![0].extensions.field).toBe("initialPassword");
    const rows = await t.dataSource.query("SELECT id FROM user_account WHERE username = $1", [
      "zhao.weak",
    ]);
    expect(rows).toEqual([]);
  });

  it("refuses a username that is taken with CONFLICT naming it, and keeps the first user", async () => {
    await createUser("li.lei", [], { realname: "Li Lei" });

    const again = await asAdmin(CREATE_USER, {
      input: { username: "li.lei", realname: "Another Li Lei" },
    });
    const rows = await t.dataSource.query("SELECT realname FROM user_account WHERE username = $1", [
      "li.lei",
    ]);

    expect(codeOf(again)).toEqual(["CONFLICT"]);
    expect(again.errors![0].message).toBe("The username li.lei is already taken");
    expect(rows).toEqual([{ realname: "Li Lei" }]);
  });
});

describe("listing users", () => {
  beforeAll(async () => {
    // Seven users whose usernames share a prefix; created in order, so ids ascend with the number.
    for (let n = 1; n <= 7; n++) await createUser(`pager.0${n}`);
    await createUser("hu.jun", [], { realname: "Hu Jun" });
    await createUser("emp.1044", [], { realname: "Sun Yue" });
    await createUser("ab_cd", [], { realname: "Underscore literal" });
    await createUser("abxcd", [], { realname: "Underscore wildcard" });
    await createUser("yield.a", [], { realname: "Yield 50% plan" });
    await createUser("yield.b", [], { realname: "Yield 500 plan" });
  });

  const usernames = (answer: GraphQLAnswer) =>
    dataOf(answer).users.items.map((u: { username: string }) => u.username);

  it("pages by page and pageSize, with the total of every match", async () => {
    const first = await asAdmin(USERS, { keyword: "pager.", page: 1, pageSize: 3 });
    const second = await asAdmin(USERS, { keyword: "pager.", page: 2, pageSize: 3 });
    const third = await asAdmin(USERS, { keyword: "pager.", page: 3, pageSize: 3 });
    const beyond = await asAdmin(USERS, { keyword: "pager.", page: 4, pageSize: 3 });

    // 7 matches in pages of 3: 3 + 3 + 1, then nothing.
    expect(usernames(first)).toEqual(["pager.01", "pager.02", "pager.03"]);
    expect(usernames(second)).toEqual(["pager.04", "pager.05", "pager.06"]);
    expect(usernames(third)).toEqual(["pager.07"]);
    expect(usernames(beyond)).toEqual([]);
    for (const answer of [first, second, third, beyond]) expect(dataOf(answer).users.total).toBe(7);
  });

  it("finds users by username or real name, ignoring case", async () => {
    const byRealname = await asAdmin(USERS, { keyword: "SUN YUE" });
    const byUsername = await asAdmin(USERS, { keyword: "EMP.10" });
    const byBoth = await asAdmin(USERS, { keyword: "hu J" });

    expect(usernames(byRealname)).toEqual(["emp.1044"]);
    expect(dataOf(byRealname).users.total).toBe(1);
    expect(usernames(byUsername)).toEqual(["emp.1044"]);
    expect(usernames(byBoth)).toEqual(["hu.jun"]);
  });

  it("matches % and _ in a keyword literally, not as wildcards", async () => {
    const underscore = await asAdmin(USERS, { keyword: "ab_cd" });
    const percent = await asAdmin(USERS, { keyword: "50%" });

    // As LIKE wildcards, "ab_cd" would also match abxcd and "50%" would also match "500 plan".
    expect(usernames(underscore)).toEqual(["ab_cd"]);
    expect(usernames(percent)).toEqual(["yield.a"]);
  });
});

describe("disabling a user", () => {
  it("refuses the user's sign-in and ends their open sessions", async () => {
    const { id, token } = await activeUser("zhou.ning", []);
    const openBefore = await t.dataSource.query(
      "SELECT id FROM session WHERE user_id = $1 AND revoked_at IS NULL",
      [id],
    );

    const disable = await asAdmin(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id status } }`,
      { input: { id, status: 0 } },
    );
    const withOldToken = await t.gql(`{ userDetails { username } }`, {}, { token });
    const signIn = await t.legacy("user/login", {
      username: "zhou.ning",
      password: CHANGED_PASSWORD,
    });
    const openAfter = await t.dataSource.query(
      "SELECT id FROM session WHERE user_id = $1 AND revoked_at IS NULL",
      [id],
    );
    // Enabled again, the old session stays ended: it was revoked, not merely refused.
    await asAdmin(`mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }`, {
      input: { id, status: 1 },
    });
    const oldTokenAfterEnable = await t.gql(`{ userDetails { username } }`, {}, { token });

    expect(openBefore).toHaveLength(1);
    expect(dataOf(disable).updateUser).toEqual({ id, status: 0 });
    expect(codeOf(withOldToken)).toEqual(["SESSION_INVALID"]);
    expect([signIn.code, signIn.msg]).toEqual([
      501,
      "This account is disabled; contact your administrator",
    ]);
    expect(openAfter).toEqual([]);
    expect(codeOf(oldTokenAfterEnable)).toEqual(["SESSION_INVALID"]);
  });
});

describe("resetting a forgotten password", () => {
  it("puts the user back on the initial password, to be changed, and ends their sessions", async () => {
    const { id, token } = await activeUser("forgot.pw", []);

    const reset = await asAdmin(
      `mutation ($id: Int!) { resetUserPassword(id: $id) { id mustChangePassword } }`,
      { id },
    );
    const withOldToken = await t.gql(`{ userDetails { username } }`, {}, { token });
    const oldPassword = await t.legacy("user/login", {
      username: "forgot.pw",
      password: CHANGED_PASSWORD,
    });
    const initial = await t.legacy("user/login", {
      username: "forgot.pw",
      password: INITIAL_PASSWORD,
    });

    expect(dataOf(reset).resetUserPassword).toEqual({ id, mustChangePassword: true });
    expect(codeOf(withOldToken)).toEqual(["SESSION_INVALID"]);
    expect([oldPassword.code, oldPassword.msg]).toEqual([501, "Wrong username or password"]);
    expect(initial.code).toBe(200);
    expect(initial.data.mustChangePassword).toBe(true);
  });

  it("is refused for one's own account, which changes its password knowing the current one", async () => {
    const [admin] = await t.dataSource.query(
      `SELECT id, password_hash FROM user_account WHERE username = 'admin'`,
    );

    const answer = await asAdmin(`mutation ($id: Int!) { resetUserPassword(id: $id) { id } }`, {
      id: admin.id,
    });

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    const [after] = await t.dataSource.query(
      `SELECT password_hash FROM user_account WHERE id = $1`,
      [admin.id],
    );
    expect(after.password_hash).toBe(admin.password_hash);
  });
});

describe("a user managing themself", () => {
  let managerRole: number;
  let readerRole: number;
  let me: { id: number; token: string };
  beforeAll(async () => {
    managerRole = await createRole("User manager", ["gbb", "gbb01", "gbb02", "gbc", "gbc01"]);
    // Codes the manager holds, so assigning it is a grant they may make; it lacks gbb01.
    readerRole = await createRole("User reader", ["gbb"]);
    me = await activeUser("sun.manager", [managerRole]);
  });
  const asMe = (query: string, variables: Record<string, unknown>) =>
    t.gql(query, variables, { token: me.token });
  const storedSelf = async () =>
    t.dataSource.query("SELECT status FROM user_account WHERE id = $1", [me.id]);

  it("cannot delete their own account", async () => {
    const answer = await asMe(`mutation ($id: Int!) { deleteUser(id: $id) }`, { id: me.id });

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    expect(answer.errors![0].extensions.reason).toBe("SELF_PROTECTION");
    expect(await storedSelf()).toEqual([{ status: 1 }]);
  });

  it("cannot disable their own account", async () => {
    const answer = await asMe(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }`,
      { input: { id: me.id, status: 0 } },
    );
    const stillSignedIn = await asMe(`{ userDetails { username } }`, {});

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    expect(answer.errors![0].extensions.reason).toBe("SELF_PROTECTION");
    expect(await storedSelf()).toEqual([{ status: 1 }]);
    expect(dataOf(stillSignedIn).userDetails.username).toBe("sun.manager");
  });

  it("cannot remove user management (gbb01) from their only role", async () => {
    const before = await grantsOfRole(managerRole);

    const answer = await asMe(
      `mutation ($input: SetRolePermissionsInput!) { setRolePermissions(input: $input) { id } }`,
      { input: { roleId: managerRole, permissionCodes: ["gbb", "gbb02", "gbc", "gbc01"] } },
    );

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    expect(answer.errors![0].extensions.reason).toBe("SELF_PROTECTION");
    expect(before).toEqual(["gbb", "gbb01", "gbb02", "gbc", "gbc01"]);
    expect(await grantsOfRole(managerRole)).toEqual(before);
  });

  it("cannot reassign themself to roles without user and role management", async () => {
    const assign = (roleIds: number[]) =>
      asMe(`mutation ($input: AssignUserRolesInput!) { assignUserRoles(input: $input) { id } }`, {
        input: { userId: me.id, roleIds },
      });

    const toReaderOnly = await assign([readerRole]);
    const afterRefusal = await rolesOfUser(me.id);
    // Adding a role while keeping the managing one is allowed: the guard is about losing it.
    const keepingManager = await assign([managerRole, readerRole]);

    expect(codeOf(toReaderOnly)).toEqual(["FORBIDDEN"]);
    expect(toReaderOnly.errors![0].extensions.reason).toBe("SELF_PROTECTION");
    expect(afterRefusal).toEqual([managerRole]);
    expect(keepingManager.errors).toBeUndefined();
    expect(await rolesOfUser(me.id)).toEqual([managerRole, readerRole].sort((a, b) => a - b));
  });
});

describe("deleting a role in use", () => {
  let siteAuditor: number;
  let leadAuditor: number;
  let first: number;
  let second: number;
  beforeAll(async () => {
    siteAuditor = await createRole("Site auditor", ["aa02"]);
    leadAuditor = await createRole("Lead auditor", ["aa02", "ct"]);
    first = await createUser("auditor.one", [siteAuditor]);
    // Holds both roles: moving the users must not give this one the lead role twice.
    second = await createUser("auditor.two", [siteAuditor, leadAuditor]);
  });
  const DELETE_ROLE = `mutation ($input: DeleteRoleInput!) { deleteRole(input: $input) }`;

  it("is refused without a role to move its users to, naming the role and how many hold it", async () => {
    const answer = await asAdmin(DELETE_ROLE, { input: { id: siteAuditor } });
    const role = await t.dataSource.query("SELECT name FROM role WHERE id = $1", [siteAuditor]);

    expect(codeOf(answer)).toEqual(["CONFLICT"]);
    expect(answer.errors![0].message).toBe(
      "The role Site auditor is assigned to 2 user(s); choose a role to reassign them to first",
    );
    expect(role).toEqual([{ name: "Site auditor" }]);
    expect(await rolesOfUser(first)).toEqual([siteAuditor]);
    expect(await rolesOfUser(second)).toEqual([siteAuditor, leadAuditor]);
  });

  it("moves its users to reassignToRoleId and then is gone", async () => {
    const answer = await asAdmin(DELETE_ROLE, {
      input: { id: siteAuditor, reassignToRoleId: leadAuditor },
    });
    const role = await t.dataSource.query("SELECT id FROM role WHERE id = $1", [siteAuditor]);

    expect(dataOf(answer).deleteRole).toBe(true);
    expect(role).toEqual([]);
    expect(await grantsOfRole(siteAuditor)).toEqual([]);
    expect(await rolesOfUser(first)).toEqual([leadAuditor]);
    expect(await rolesOfUser(second)).toEqual([leadAuditor]);
  });
});

describe("granting permissions to a role", () => {
  let analyst: number;
  let companyAdmin: { id: number; token: string };
  beforeAll(async () => {
    analyst = await createRole("Analyst", ["aa02"]);
    const catalogue = dataOf(await asAdmin(`{ permissions { code } }`)).permissions as Array<{
      code: string;
    }>;
    // Everything a company administrator may hold: every grantable code except platform
    // administration (sys); acc is held implicitly by everyone and cannot be granted.
    const adminRole = await createRole(
      "Company administrator",
      catalogue.map((p) => p.code).filter((code) => code !== "sys" && code !== "acc"),
    );
    companyAdmin = await activeUser("company.admin", [adminRole]);
  });
  const SET = `mutation ($input: SetRolePermissionsInput!) {
    setRolePermissions(input: $input) { id permissionCodes }
  }`;

  it("refuses an unknown code with BAD_USER_INPUT naming it", async () => {
    const answer = await asAdmin(SET, {
      input: { roleId: analyst, permissionCodes: ["aa02", "zz99"] },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe("Unknown permission code(s): zz99");
    expect(answer.errors![0].extensions.field).toBe("permissionCodes");
    expect(await grantsOfRole(analyst)).toEqual(["aa02"]);
  });

  it("refuses a code the caller does not hold with FORBIDDEN naming it", async () => {
    const asCompanyAdmin = (query: string, variables: Record<string, unknown>) =>
      t.gql(query, variables, { token: companyAdmin.token });

    const grantSys = await asCompanyAdmin(SET, {
      input: { roleId: analyst, permissionCodes: ["aa02", "sys"] },
    });
    const createWithSys = await asCompanyAdmin(CREATE_ROLE, {
      input: { name: "Platform operators", permissionCodes: ["sys"] },
    });
    const grantHeld = await asCompanyAdmin(SET, {
      input: { roleId: analyst, permissionCodes: ["aa02", "gbd"] },
    });
    const operators = await t.dataSource.query("SELECT id FROM role WHERE name = $1", [
      "Platform operators",
    ]);

    for (const refused of [grantSys, createWithSys]) {
      expect(codeOf(refused)).toEqual(["FORBIDDEN"]);
      expect(refused.errors![0].message).toBe("You cannot grant permissions you do not hold: sys");
    }
    expect(operators).toEqual([]);
    // What the company administrator holds, they may grant.
    expect(dataOf(grantHeld).setRolePermissions.permissionCodes).toEqual(["aa02", "gbd"]);
    expect(await grantsOfRole(analyst)).toEqual(["aa02", "gbd"]);
  });
});

describe("role names", () => {
  it("are unique within a company but may repeat across companies", async () => {
    const other = dataOf(
      await asAdmin(`mutation { createCompany(input: { name: "Gamma Glass" }) { id } }`),
    ).createCompany.id as number;
    await createRole("Energy team", ["aa02"]);
    const planning = await createRole("Planning team", ["aa02"]);

    const duplicate = await asAdmin(CREATE_ROLE, {
      input: { companyId: demoCompanyId, name: "Energy team", permissionCodes: [] },
    });
    const renamed = await asAdmin(
      `mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { id } }`,
      { input: { id: planning, name: "Energy team" } },
    );
    const elsewhere = await asAdmin(CREATE_ROLE, {
      input: { companyId: other, name: "Energy team", permissionCodes: [] },
    });
    const rows = await t.dataSource.query(
      "SELECT company_id FROM role WHERE name = $1 ORDER BY company_id",
      ["Energy team"],
    );

    expect(codeOf(duplicate)).toEqual(["CONFLICT"]);
    expect(duplicate.errors![0].message).toBe(
      "A role named Energy team already exists in this company",
    );
    expect(codeOf(renamed)).toEqual(["CONFLICT"]);
    expect(elsewhere.errors).toBeUndefined();
    expect(rows).toEqual([{ company_id: demoCompanyId }, { company_id: other }]);
  });
});

describe("deleting a company", () => {
  const createCompany = async (name: string) =>
    dataOf(
      await asAdmin(`mutation ($name: String!) { createCompany(input: { name: $name }) { id } }`, {
        name,
      }),
    ).createCompany.id as number;
  const DELETE_COMPANY = `mutation ($id: Int!) { deleteCompany(id: $id) }`;

  it("is refused while the company has users, naming it and the count", async () => {
    const delta = await createCompany("Delta Paper");
    await createUser("delta.clerk", [], { companyId: delta });

    const answer = await asAdmin(DELETE_COMPANY, { id: delta });
    const rows = await t.dataSource.query("SELECT name FROM company WHERE id = $1", [delta]);

    expect(codeOf(answer)).toEqual(["CONFLICT"]);
    expect(answer.errors![0].message).toBe(
      "The company Delta Paper still has 1 user(s); delete or move them first",
    );
    expect(rows).toEqual([{ name: "Delta Paper" }]);
  });

  it("removes an empty company together with its roles", async () => {
    const epsilon = await createCompany("Epsilon Ceramics");
    const role = await createRole("Kiln operators", ["aa02"], epsilon);

    const answer = await asAdmin(DELETE_COMPANY, { id: epsilon });
    const company = await t.dataSource.query("SELECT id FROM company WHERE id = $1", [epsilon]);
    const roles = await t.dataSource.query("SELECT id FROM role WHERE id = $1", [role]);

    expect(dataOf(answer).deleteCompany).toBe(true);
    expect(company).toEqual([]);
    expect(roles).toEqual([]);
  });
});

describe("the permission catalogue", () => {
  it("lists every permission code of SPEC §2, each once", async () => {
    const answer = await asAdmin(`{ permissions { code name parentCode } }`);

    const codes = (dataOf(answer).permissions as Array<{ code: string }>).map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(SPEC_CODES));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("names each code in Chinese (name) and English (nameEn)", async () => {
    const answer = await asAdmin(`{ permissions { code name nameEn } }`);

    const permissions = dataOf(answer).permissions as Array<{ code: string }>;
    expect(permissions.find((p) => p.code === "gbb")).toEqual({
      code: "gbb",
      name: "用户管理",
      nameEn: "Users",
    });
  });
});

// Tenancy (DESIGN §3): a manager of one company sees, changes and deletes nothing of another.
// Every attempt on another company's row answers NOT_FOUND, never FORBIDDEN, so a caller cannot
// even learn that the row exists, and the other company's rows stay exactly as they were.
import { codeOf, dataOf, INITIAL_PASSWORD, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The codes of a company's user, role and company manager: user and role management (gbb,
 * gbb01, gbb02, gbc, gbc01) and the company list and edit codes (gbe, gbe01), without which the
 * company queries would answer FORBIDDEN before tenancy is ever consulted. */
const MANAGER_CODES = ["gbb", "gbb01", "gbb02", "gbc", "gbc01", "gbe", "gbe01"];

interface Tenant {
  name: string;
  companyId: number;
  managerRoleId: number;
  clerkRoleId: number;
  managerId: number;
  clerkId: number;
  managerUsername: string;
  initialPassword: string;
  /** mustChangePassword of the manager's first sign-in, before the change. */
  mustChangeAtFirstSignIn: boolean;
  token: string;
}

const tenants: Record<"alpha" | "beta", Tenant> = {} as Record<"alpha" | "beta", Tenant>;

async function setUpTenant(
  adminToken: string,
  key: string,
  name: string,
  initialPassword: string | undefined,
  newPassword: string,
): Promise<Tenant> {
  const gql = (query: string, variables: Record<string, unknown>) =>
    t.gql(query, variables, { token: adminToken }).then((answer) => dataOf(answer));
  const { createCompany } = await gql(
    `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
    { input: { name, ...(initialPassword ? { initialPassword } : {}) } },
  );
  const companyId = createCompany.id as number;
  const createRole = `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`;
  const managerRole = await gql(createRole, {
    input: { companyId, name: "User manager", permissionCodes: MANAGER_CODES },
  });
  const clerkRole = await gql(createRole, {
    input: {
      companyId,
      name: "Clerk",
      description: "Carbon accounting",
      permissionCodes: ["aa02"],
    },
  });
  const createUser = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`;
  const managerUsername = `${key}.manager`;
  const manager = await gql(createUser, {
    input: {
      companyId,
      username: managerUsername,
      realname: `${name} manager`,
      roleIds: [managerRole.createRole.id],
    },
  });
  const clerk = await gql(createUser, {
    input: {
      companyId,
      username: `${key}.clerk`,
      realname: `${name} clerk`,
      email: `clerk@${key}.example.com`,
      roleIds: [clerkRole.createRole.id],
    },
  });

  const password = initialPassword ?? INITIAL_PASSWORD;
  const first = await t.legacy("user/login", { username: managerUsername, password });
  if (first.code !== 200) throw new Error(`first sign-in of ${managerUsername}: ${first.msg}`);
  dataOf(
    await t.gql(
      `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`,
      { input: { oldPassword: password, newPassword, confirmPassword: newPassword } },
      { token: first.data.token },
    ),
  );
  return {
    name,
    companyId,
    managerRoleId: managerRole.createRole.id,
    clerkRoleId: clerkRole.createRole.id,
    managerId: manager.createUser.id,
    clerkId: clerk.createUser.id,
    managerUsername,
    initialPassword: password,
    mustChangeAtFirstSignIn: first.data.mustChangePassword,
    token: await t.login(managerUsername, newPassword),
  };
}

beforeAll(async () => {
  const adminToken = await t.login("admin");
  tenants.alpha = await setUpTenant(adminToken, "alpha", "Alpha Steel", undefined, "Alpha#Mgr2026");
  tenants.beta = await setUpTenant(
    adminToken,
    "beta",
    "Beta Cement",
    "Beta@Start01",
    "Beta#Mgr2026",
  );
});

/** Every row of a company as stored, including grants and role assignments that point at it. */
async function snapshot(companyId: number) {
  const rows = (sql: string) => t.dataSource.query<Record<string, unknown>[]>(sql, [companyId]);
  return {
    company: await rows("SELECT * FROM company WHERE id = $1"),
    users: await rows("SELECT * FROM user_account WHERE company_id = $1 ORDER BY id"),
    roles: await rows("SELECT * FROM role WHERE company_id = $1 ORDER BY id"),
    grants: await rows(
      `SELECT rp.role_id, rp.permission_code FROM role_permission rp
       JOIN role r ON r.id = rp.role_id WHERE r.company_id = $1 ORDER BY 1, 2`,
    ),
    assignments: await rows(
      `SELECT ur.user_id, ur.role_id FROM user_role ur
       JOIN user_account u ON u.id = ur.user_id JOIN role r ON r.id = ur.role_id
       WHERE u.company_id = $1 OR r.company_id = $1 ORDER BY 1, 2`,
    ),
    sessions: await rows("SELECT id, revoked_at FROM session WHERE company_id = $1 ORDER BY id"),
  };
}

describe("setting up two companies", () => {
  it("starts each manager on their company's initial password, to be changed first", async () => {
    const { alpha, beta } = tenants;

    const betaWithPlatformDefault = await t.legacy("user/login", {
      username: beta.managerUsername,
      password: INITIAL_PASSWORD,
    });
    const stored = await t.dataSource.query<Array<{ username: string; must: boolean }>>(
      `SELECT username, must_change_password AS must FROM user_account
       WHERE company_id IN ($1, $2) ORDER BY username`,
      [alpha.companyId, beta.companyId],
    );

    expect(alpha.initialPassword).toBe("Welcome@2026");
    expect(alpha.mustChangeAtFirstSignIn).toBe(true);
    expect(beta.initialPassword).toBe("Beta@Start01");
    expect(beta.mustChangeAtFirstSignIn).toBe(true);
    // Beta Cement was given its own initial password: the platform default does not open it.
    expect(betaWithPlatformDefault.code).toBe(501);
    expect(stored).toEqual([
      { username: "alpha.clerk", must: true },
      { username: "alpha.manager", must: false },
      { username: "beta.clerk", must: true },
      { username: "beta.manager", must: false },
    ]);
  });
});

describe.each([
  ["alpha", "beta"],
  ["beta", "alpha"],
] as const)("a manager of %s against the other company (%s)", (ownKey, otherKey) => {
  let own: Tenant;
  let other: Tenant;
  beforeAll(() => {
    own = tenants[ownKey];
    other = tenants[otherKey];
  });
  const asManager = (query: string, variables: Record<string, unknown> = {}) =>
    t.gql(query, variables, { token: own.token });

  it("reads the other company's user, role and company as not found, and its own as found", async () => {
    const userQuery = `query ($id: Int!) { user(id: $id) { id username } }`;
    const roleQuery = `query ($id: Int!) { role(id: $id) { id name } }`;
    const companyQuery = `query ($id: Int!) { company(id: $id) { id name } }`;

    const otherAnswers = [
      await asManager(userQuery, { id: other.clerkId }),
      await asManager(userQuery, { id: other.managerId }),
      await asManager(roleQuery, { id: other.managerRoleId }),
      await asManager(companyQuery, { id: other.companyId }),
    ];
    const ownUser = await asManager(userQuery, { id: own.clerkId });
    const ownRole = await asManager(roleQuery, { id: own.clerkRoleId });
    const ownCompany = await asManager(companyQuery, { id: own.companyId });

    for (const answer of otherAnswers) {
      expect(answer.data).toBeNull();
      expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
    }
    expect(otherAnswers.map((a) => a.errors![0].message)).toEqual([
      "User not found",
      "User not found",
      "Role not found",
      "Company not found",
    ]);
    expect(dataOf(ownUser).user).toEqual({ id: own.clerkId, username: `${ownKey}.clerk` });
    expect(dataOf(ownRole).role).toEqual({ id: own.clerkRoleId, name: "Clerk" });
    expect(dataOf(ownCompany).company).toEqual({ id: own.companyId, name: own.name });
  });

  it("lists only its own users, roles and company, and counts only those in the totals", async () => {
    const users = await asManager(
      `{ users(pageSize: 100) { total items { id companyId username } } }`,
    );
    const usersOfOther = await asManager(
      `query ($companyId: Int!) { users(companyId: $companyId) { total items { id } } }`,
      { companyId: other.companyId },
    );
    const roles = await asManager(`{ roles(pageSize: 100) { total items { id companyId } } }`);
    const companies = await asManager(`{ companies(pageSize: 100) { total items { id name } } }`);
    const legacyList = await t.legacy("user/list", { pageSize: 100 }, { token: own.token });

    // Each company holds exactly what setUpTenant made: a manager, a clerk and their two roles.
    expect(dataOf(users).users).toEqual({
      total: 2,
      items: [
        { id: own.managerId, companyId: own.companyId, username: `${ownKey}.manager` },
        { id: own.clerkId, companyId: own.companyId, username: `${ownKey}.clerk` },
      ],
    });
    expect(dataOf(usersOfOther).users).toEqual({ total: 0, items: [] });
    expect(dataOf(roles).roles).toEqual({
      total: 2,
      items: [
        { id: own.managerRoleId, companyId: own.companyId },
        { id: own.clerkRoleId, companyId: own.companyId },
      ],
    });
    expect(dataOf(companies).companies).toEqual({
      total: 1,
      items: [{ id: own.companyId, name: own.name }],
    });
    expect(legacyList.code).toBe(200);
    expect(legacyList.data.total).toBe(2);
    expect(legacyList.data.list.map((u: { id: number }) => u.id)).toEqual([
      own.managerId,
      own.clerkId,
    ]);
  });

  it("cannot change the other company's users, roles or company", async () => {
    const before = await snapshot(other.companyId);

    const attempts = {
      updateUser: await asManager(
        `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }`,
        { input: { id: other.clerkId, realname: "Taken over", status: 0 } },
      ),
      assignUserRoles: await asManager(
        `mutation ($input: AssignUserRolesInput!) { assignUserRoles(input: $input) { id } }`,
        { input: { userId: other.clerkId, roleIds: [other.managerRoleId] } },
      ),
      assignOtherRoleToOwnUser: await asManager(
        `mutation ($input: AssignUserRolesInput!) { assignUserRoles(input: $input) { id } }`,
        { input: { userId: own.clerkId, roleIds: [other.managerRoleId] } },
      ),
      updateRole: await asManager(
        `mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { id } }`,
        { input: { id: other.clerkRoleId, name: "Renamed", description: "changed" } },
      ),
      setRolePermissions: await asManager(
        `mutation ($input: SetRolePermissionsInput!) { setRolePermissions(input: $input) { id } }`,
        { input: { roleId: other.clerkRoleId, permissionCodes: ["gbb", "gbb01"] } },
      ),
      updateCompany: await asManager(
        `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { id } }`,
        { input: { id: other.companyId, name: "Taken over Ltd.", status: 0 } },
      ),
    };
    const after = await snapshot(other.companyId);

    for (const [operation, answer] of Object.entries(attempts)) {
      expect([operation, codeOf(answer)]).toEqual([operation, ["NOT_FOUND"]]);
    }
    expect(before.users).toHaveLength(2);
    expect(before.roles).toHaveLength(2);
    expect(before.grants.length).toBe(MANAGER_CODES.length + 1);
    expect(after).toEqual(before);
  });

  it("cannot delete the other company's users, roles or company", async () => {
    const before = await snapshot(other.companyId);

    const attempts = {
      deleteUser: await asManager(`mutation ($id: Int!) { deleteUser(id: $id) }`, {
        id: other.clerkId,
      }),
      deleteRole: await asManager(
        `mutation ($input: DeleteRoleInput!) { deleteRole(input: $input) }`,
        { input: { id: other.clerkRoleId, reassignToRoleId: other.managerRoleId } },
      ),
      deleteOwnRoleIntoOther: await asManager(
        `mutation ($input: DeleteRoleInput!) { deleteRole(input: $input) }`,
        { input: { id: own.clerkRoleId, reassignToRoleId: other.clerkRoleId } },
      ),
      deleteCompany: await asManager(`mutation ($id: Int!) { deleteCompany(id: $id) }`, {
        id: other.companyId,
      }),
    };
    const after = await snapshot(other.companyId);
    const ownClerkRole = await t.dataSource.query("SELECT id FROM role WHERE id = $1", [
      own.clerkRoleId,
    ]);

    for (const [operation, answer] of Object.entries(attempts)) {
      expect([operation, codeOf(answer)]).toEqual([operation, ["NOT_FOUND"]]);
    }
    expect(before.users).toHaveLength(2);
    expect(after).toEqual(before);
    expect(ownClerkRole).toHaveLength(1);
  });

  it("cannot create a user or a role in the other company", async () => {
    const before = await snapshot(other.companyId);

    const createUser = await asManager(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      {
        input: {
          companyId: other.companyId,
          username: `${ownKey}.intruder`,
          realname: "Intruder",
        },
      },
    );
    const createRole = await asManager(
      `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
      { input: { companyId: other.companyId, name: "Intruders", permissionCodes: ["gbb"] } },
    );
    const after = await snapshot(other.companyId);
    const intruders = await t.dataSource.query(
      "SELECT id FROM user_account WHERE username = $1 UNION ALL SELECT id FROM role WHERE name = $2",
      [`${ownKey}.intruder`, "Intruders"],
    );

    expect(codeOf(createUser)).toEqual(["NOT_FOUND"]);
    expect(codeOf(createRole)).toEqual(["NOT_FOUND"]);
    expect(after).toEqual(before);
    expect(intruders).toEqual([]);
  });

  it("gets not found through the legacy API too, and changes nothing", async () => {
    const before = await snapshot(other.companyId);

    // The old front end posts the whole user form (form-encoded, SPEC §7), username included,
    // with the id of the user to update.
    const save = await t.legacy(
      "user/item",
      { id: other.clerkId, username: `${otherKey}.clerk`, realname: "Taken over", status: 0 },
      { token: own.token },
    );
    const remove = await t.legacy("user/delete", { id: other.clerkId }, { token: own.token });
    const create = await t.legacy(
      "user/item",
      { companyId: other.companyId, username: `${ownKey}.legacy`, realname: "Intruder" },
      { token: own.token },
    );
    const after = await snapshot(other.companyId);

    expect([save.status, save.code, save.msg]).toEqual([200, 501, "User not found"]);
    expect([remove.status, remove.code, remove.msg]).toEqual([200, 501, "User not found"]);
    expect([create.status, create.code, create.msg]).toEqual([200, 501, "Company not found"]);
    expect(after).toEqual(before);
  });
});

// Attacks on user, role and company management replayed as the attacker made them: a user who
// may edit users or roles must not end up with codes they did not hold, take over a stronger
// account, or reach other tenants through `sys`. Each attack answers FORBIDDEN (or NOT_FOUND /
// BAD_USER_INPUT where a rule of input applies) and changes nothing.
import { SysOperatorOnly1795621805800 } from "../src/db/migrations/1795621805800-SysOperatorOnly";
import { LEGACY_ROUTES } from "../src/legacy/routes";
import {
  codeOf,
  dataOf,
  INITIAL_PASSWORD,
  SEED_PASSWORD,
  startTestApp,
  type GraphQLAnswer,
  type TestApp,
} from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let adminToken: string;
let operatorCompanyId: number;
let administratorRoleId: number;
let adminUserId: number;

beforeAll(async () => {
  adminToken = await t.login("admin");
  const [admin] = await t.dataSource.query<Array<{ id: number; company_id: number }>>(
    "SELECT id, company_id FROM user_account WHERE username = 'admin'",
  );
  adminUserId = admin.id;
  operatorCompanyId = admin.company_id;
  const [role] = await t.dataSource.query<Array<{ id: number }>>(
    "SELECT id FROM role WHERE company_id = $1 AND name = 'Administrator'",
    [operatorCompanyId],
  );
  administratorRoleId = role.id;
});

const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
  t.gql(query, variables, { token: adminToken });

async function createRole(name: string, permissionCodes: string[], companyId = operatorCompanyId) {
  const answer = await asAdmin(
    `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
    { input: { companyId, name, permissionCodes } },
  );
  return dataOf(answer).createRole.id as number;
}

/** A user the admin creates with these roles, signed in (no initial-password change pending). */
async function signedInUser(username: string, roleIds: number[], companyId = operatorCompanyId) {
  const answer = await asAdmin(
    `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
    { input: { username, realname: username, roleIds, companyId } },
  );
  const id = dataOf(answer).createUser.id as number;
  await t.dataSource.query("UPDATE user_account SET must_change_password = false WHERE id = $1", [
    id,
  ]);
  return { id, token: await t.login(username, INITIAL_PASSWORD) };
}

/** The codes a token's user holds as the platform applies them (the login answer's list). */
async function codesOf(token: string): Promise<string[]> {
  const answer = await t.legacy("user/userDetails", {}, { token });
  return (answer.data.permissionCode as string).split(",").filter(Boolean).sort();
}

const rolesOfUser = async (userId: number) =>
  (
    await t.dataSource.query<Array<{ role_id: number }>>(
      "SELECT role_id FROM user_role WHERE user_id = $1 ORDER BY role_id",
      [userId],
    )
  ).map((row) => row.role_id);

const reasonOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions.reason;

/** The admin can still sign in with the seed password and is active with the same roles. */
async function adminIntact() {
  const [row] = await t.dataSource.query<Array<{ status: number; must_change_password: boolean }>>(
    "SELECT status, must_change_password FROM user_account WHERE id = $1",
    [adminUserId],
  );
  const login = await t.legacy("user/login", { username: "admin", password: SEED_PASSWORD });
  return {
    status: row.status,
    mustChangePassword: row.must_change_password,
    signsIn: login.code === 200,
    roles: await rolesOfUser(adminUserId),
  };
}
const ADMIN_INTACT = () => ({
  status: 1,
  mustChangePassword: false,
  signsIn: true,
  roles: [administratorRoleId],
});

describe("granting roles (only roles whose every code the caller holds)", () => {
  let editorRole: number;
  let editor: { id: number; token: string };
  beforeAll(async () => {
    // The attacker of the report: user list and edit in the operator's company.
    editorRole = await createRole("Escalating editor", ["gbb", "gbb01"]);
    editor = await signedInUser("esc.editor", [editorRole]);
  });

  it("refuses assignUserRoles of the Administrator role to oneself, naming the codes", async () => {
    const answer = await t.gql(
      `mutation ($input: AssignUserRolesInput!) { assignUserRoles(input: $input) { id } }`,
      { input: { userId: editor.id, roleIds: [editorRole, administratorRoleId] } },
      { token: editor.token },
    );

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    expect(reasonOf(answer)).toBe("CANNOT_GRANT");
    expect(answer.errors![0].message).toMatch(/^You cannot grant permissions you do not hold: /);
    expect(answer.errors![0].message).toContain("sys");
    expect(await rolesOfUser(editor.id)).toEqual([editorRole]);
    expect(await codesOf(editor.token)).toEqual(["gbb", "gbb01"]);
  });

  it("refuses updateUser with roleIds and the legacy user/item update alike", async () => {
    const graphql = await t.gql(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }`,
      { input: { id: editor.id, roleIds: [administratorRoleId] } },
      { token: editor.token },
    );
    const legacy = await t.legacy(
      "user/item",
      {
        id: editor.id,
        realname: "Still an editor",
        roleIds: `${editorRole},${administratorRoleId}`,
      },
      { token: editor.token },
    );

    expect(codeOf(graphql)).toEqual(["FORBIDDEN"]);
    expect(legacy.code).toBe(501); // a refusal shown as a message, not a redirect to /401
    expect(legacy.msg).toContain("You cannot grant permissions you do not hold");
    expect(await rolesOfUser(editor.id)).toEqual([editorRole]);
    const [row] = await t.dataSource.query("SELECT realname FROM user_account WHERE id = $1", [
      editor.id,
    ]);
    expect(row.realname).toBe("esc.editor");
  });

  it("refuses to create an account with a stronger role, on both APIs, and creates none", async () => {
    const graphql = await t.gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      { input: { username: "esc.sock1", realname: "Sock", roleIds: [administratorRoleId] } },
      { token: editor.token },
    );
    const legacy = await t.legacy(
      "user/item",
      { username: "esc.sock2", realname: "Sock", roleIds: String(administratorRoleId) },
      { token: editor.token },
    );
    const created = await t.dataSource.query(
      "SELECT id FROM user_account WHERE username IN ('esc.sock1', 'esc.sock2')",
    );

    expect(codeOf(graphql)).toEqual(["FORBIDDEN"]);
    expect(legacy.code).toBe(501); // a refusal shown as a message, not a redirect to /401
    expect(created).toEqual([]);
  });

  it("still lets the editor give a role within their own codes", async () => {
    const listerRole = await createRole("Escalating lister", ["gbb"]);

    const answer = await t.gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      { input: { username: "esc.lister", realname: "Lister", roleIds: [listerRole] } },
      { token: editor.token },
    );

    expect(answer.errors).toBeUndefined();
  });
});

describe("stronger accounts (reset, disable, edit or delete only users within one's codes)", () => {
  let editor: { id: number; token: string };
  let weaker: { id: number; token: string };
  beforeAll(async () => {
    const role = await createRole("Takeover editor", ["gbb", "gbb01", "gbb02"]);
    const weakRole = await createRole("Takeover weak", ["gbb"]);
    editor = await signedInUser("take.editor", [role]);
    weaker = await signedInUser("take.weaker", [weakRole]);
  });

  it("refuses to reset the administrator's password to the company's initial password", async () => {
    const answer = await t.gql(
      `mutation ($id: Int!) { resetUserPassword(id: $id) { id } }`,
      { id: adminUserId },
      { token: editor.token },
    );
    const withInitial = await t.legacy("user/login", {
      username: "admin",
      password: INITIAL_PASSWORD,
    });

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    expect(reasonOf(answer)).toBe("STRONGER_ACCOUNT");
    expect(withInitial.code).not.toBe(200);
    expect(await adminIntact()).toEqual(ADMIN_INTACT());
  });

  it("refuses to disable, edit or delete the administrator on either API", async () => {
    const disable = await t.gql(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }`,
      { input: { id: adminUserId, status: 0 } },
      { token: editor.token },
    );
    const rename = await t.legacy(
      "user/item",
      { id: adminUserId, realname: "Owned" },
      { token: editor.token },
    );
    const remove = await t.gql(
      `mutation ($id: Int!) { deleteUser(id: $id) }`,
      { id: adminUserId },
      {
        token: editor.token,
      },
    );
    const removeLegacy = await t.legacy(
      "user/delete",
      { id: adminUserId },
      { token: editor.token },
    );
    const [row] = await t.dataSource.query("SELECT realname FROM user_account WHERE id = $1", [
      adminUserId,
    ]);

    expect([codeOf(disable), codeOf(remove)]).toEqual([["FORBIDDEN"], ["FORBIDDEN"]]);
    expect([rename.code, removeLegacy.code]).toEqual([501, 501]);
    expect(rename.msg).toMatch(
      /^You cannot change, reset, disable or delete a user who holds permissions you do not: aa, /,
    );
    // The codes named are those the editor lacks; their own three are not among them.
    expect(rename.msg).toContain(", sys");
    expect(rename.msg).not.toMatch(/gbb/);
    expect(row.realname).toBe("Administrator");
    expect(await adminIntact()).toEqual(ADMIN_INTACT());
  });

  it("still resets and disables a user whose codes are within the editor's", async () => {
    const reset = await t.gql(
      `mutation ($id: Int!) { resetUserPassword(id: $id) { mustChangePassword } }`,
      { id: weaker.id },
      { token: editor.token },
    );
    const disable = await t.gql(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { status } }`,
      { input: { id: weaker.id, status: 0 } },
      { token: editor.token },
    );

    expect(dataOf(reset).resetUserPassword.mustChangePassword).toBe(true);
    expect(dataOf(disable).updateUser.status).toBe(0);
  });
});

describe("deleting and changing roles", () => {
  let ownRole: number;
  let roleEditor: { id: number; token: string };
  beforeAll(async () => {
    ownRole = await createRole("Role deleter", ["gbc", "gbc01"]);
    roleEditor = await signedInUser("role.deleter", [ownRole]);
  });

  it("refuses deleting one's own role into the Administrator role, which would give its holders the Administrator's codes", async () => {
    const answer = await t.gql(
      `mutation ($input: DeleteRoleInput!) { deleteRole(input: $input) }`,
      { input: { id: ownRole, reassignToRoleId: administratorRoleId } },
      { token: roleEditor.token },
    );

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    expect(reasonOf(answer)).toBe("CANNOT_GRANT");
    expect(await rolesOfUser(roleEditor.id)).toEqual([ownRole]);
    expect(await codesOf(roleEditor.token)).toEqual(["gbc", "gbc01"]);
  });

  it("refuses to strip, rename or delete a role that grants codes the caller lacks", async () => {
    const strip = await t.gql(
      `mutation ($input: SetRolePermissionsInput!) { setRolePermissions(input: $input) { id } }`,
      { input: { roleId: administratorRoleId, permissionCodes: ["gbc"] } },
      { token: roleEditor.token },
    );
    const rename = await t.gql(
      `mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { id } }`,
      { input: { id: administratorRoleId, name: "Nobody" } },
      { token: roleEditor.token },
    );
    const remove = await t.gql(
      `mutation ($input: DeleteRoleInput!) { deleteRole(input: $input) }`,
      { input: { id: administratorRoleId, reassignToRoleId: ownRole } },
      { token: roleEditor.token },
    );

    expect([reasonOf(strip), reasonOf(rename), reasonOf(remove)]).toEqual([
      "STRONGER_ROLE",
      "STRONGER_ROLE",
      "STRONGER_ROLE",
    ]);
    expect(await adminIntact()).toEqual(ADMIN_INTACT());
    const [role] = await t.dataSource.query("SELECT name FROM role WHERE id = $1", [
      administratorRoleId,
    ]);
    expect(role.name).toBe("Administrator");
  });
});

describe("sys belongs to the platform operator's company only", () => {
  let clientCompanyId: number;
  let clientRole: number;
  let clientUser: { id: number; token: string };
  beforeAll(async () => {
    // A client company of the platform agent, as every client company is.
    const company = await asAdmin(
      `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
      { input: { name: "Sys Client Co." } },
    );
    clientCompanyId = dataOf(company).createCompany.id as number;
    clientRole = await createRole("Client admin", ["gbe", "aa"], clientCompanyId);
    clientUser = await signedInUser("sys.client", [clientRole], clientCompanyId);
  });

  it("refuses sys in a role of a client company, even from the operator's administrator", async () => {
    const create = await asAdmin(
      `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
      { input: { companyId: clientCompanyId, name: "Client sys", permissionCodes: ["sys"] } },
    );
    const set = await asAdmin(
      `mutation ($input: SetRolePermissionsInput!) { setRolePermissions(input: $input) { id } }`,
      { input: { roleId: clientRole, permissionCodes: ["gbe", "aa", "sys"] } },
    );

    expect(codeOf(create)).toEqual(["BAD_USER_INPUT"]);
    expect(create.errors![0].message).toBe(
      "The permission sys (platform administration) can only be granted in the platform operator's company",
    );
    expect(codeOf(set)).toEqual(["BAD_USER_INPUT"]);
    expect(await codesOf(clientUser.token)).toEqual(["aa", "gbe"]);
  });

  it("gives a client company's stored sys grant no effect: the user sees their company only", async () => {
    // A grant made before the rule existed, written as it was stored then.
    await t.dataSource.query(
      "INSERT INTO role_permission (role_id, permission_code) VALUES ($1, 'sys')",
      [clientRole],
    );
    const token = await t.login("sys.client", INITIAL_PASSWORD);

    const companies = await t.gql(
      `query { companies(pageSize: 100) { items { id } } }`,
      {},
      {
        token,
      },
    );
    const corporations = await t.gql(
      `query { corporations(pageSize: 100) { total } }`,
      {},
      {
        token,
      },
    );

    expect(dataOf(companies).companies.items).toEqual([{ id: clientCompanyId }]);
    expect(dataOf(corporations).corporations.total).toBe(0);
    expect(await codesOf(token)).toEqual(["aa", "gbe"]);
  });

  it("removes stored sys grants outside the operator's company when migrating, keeping the operator's", async () => {
    await t.dataSource.query(
      "INSERT INTO role_permission (role_id, permission_code) VALUES ($1, 'sys') ON CONFLICT DO NOTHING",
      [clientRole],
    );
    const runner = t.dataSource.createQueryRunner();
    try {
      await new SysOperatorOnly1795621805800().up(runner);
    } finally {
      await runner.release();
    }
    const sysRoles = await t.dataSource.query<Array<{ role_id: number }>>(
      "SELECT role_id FROM role_permission WHERE permission_code = 'sys' ORDER BY role_id",
    );

    expect(sysRoles.map((row) => row.role_id)).toEqual([administratorRoleId]);
  });

  it("keeps sys in force for the operator's administrator, who sees every company", async () => {
    const companies = dataOf(
      await asAdmin(`query { companies(pageSize: 100) { items { id } } }`),
    ).companies.items.map((item: { id: number }) => item.id);

    expect(companies).toEqual(expect.arrayContaining([operatorCompanyId, clientCompanyId]));
  });
});

/**
 * Every mutation that changes users, roles, companies or branding, each tried with arguments
 * that would raise someone's codes or take over a stronger account. A mutation of that family
 * added later without an entry here fails the first test.
 */
describe("every identity mutation as a user with fewer codes", () => {
  /** Codes to manage users, roles, companies and branding, without sys or anything else. */
  const MANAGER_CODES = ["ag", "ag01", "gbb", "gbb01", "gbb02", "gbc", "gbc01", "gbe", "gbe01"];
  const FAMILY = /User|Role|Compan|Branding|Password|Permission/;
  let managerRole: number;
  let manager: { id: number; token: string };
  let strongRole: number;
  let victim: { id: number; token: string };

  beforeAll(async () => {
    managerRole = await createRole("Walk manager", MANAGER_CODES);
    strongRole = await createRole("Walk strong", [...MANAGER_CODES, "aa", "aa01", "sys"]);
    manager = await signedInUser("walk.manager", [managerRole]);
    victim = await signedInUser("walk.victim", [strongRole]);
  });

  const as = (query: string, variables: Record<string, unknown>) =>
    t.gql(query, variables, { token: manager.token });

  const attacks: Record<string, () => Promise<GraphQLAnswer>> = {
    createUser: () =>
      as(`mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
        input: { username: "walk.sock", realname: "Sock", roleIds: [strongRole] },
      }),
    updateUser: () =>
      as(`mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }`, {
        input: { id: manager.id, roleIds: [managerRole, strongRole] },
      }),
    assignUserRoles: () =>
      as(`mutation ($input: AssignUserRolesInput!) { assignUserRoles(input: $input) { id } }`, {
        input: { userId: manager.id, roleIds: [administratorRoleId] },
      }),
    resetUserPassword: () =>
      as(`mutation ($id: Int!) { resetUserPassword(id: $id) { id } }`, { id: victim.id }),
    deleteUser: () => as(`mutation ($id: Int!) { deleteUser(id: $id) }`, { id: victim.id }),
    createRole: () =>
      as(`mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`, {
        input: { name: "Walk sys", permissionCodes: [...MANAGER_CODES, "sys"] },
      }),
    updateRole: () =>
      as(`mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { id } }`, {
        input: { id: strongRole, name: "Walk renamed" },
      }),
    setRolePermissions: () =>
      as(
        `mutation ($input: SetRolePermissionsInput!) { setRolePermissions(input: $input) { id } }`,
        { input: { roleId: managerRole, permissionCodes: [...MANAGER_CODES, "sys"] } },
      ),
    deleteRole: () =>
      as(`mutation ($input: DeleteRoleInput!) { deleteRole(input: $input) }`, {
        input: { id: managerRole, reassignToRoleId: strongRole },
      }),
    createCompany: () =>
      as(`mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`, {
        input: { name: "Walk Co.", initialPassword: "Walk#Start1" },
      }),
    updateCompany: () =>
      as(`mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { id } }`, {
        input: { id: operatorCompanyId, initialPassword: "Walk#Start2" },
      }),
    deleteCompany: () =>
      as(`mutation ($id: Int!) { deleteCompany(id: $id) }`, { id: operatorCompanyId }),
    updateBranding: () =>
      as(`mutation ($input: UpdateBrandingInput!) { updateBranding(input: $input) { id } }`, {
        input: { bannerTitle: "Walk" },
      }),
    // Switching every module off would leave the operator's users without their menus.
    updateCompanyConfig: () =>
      as(
        `mutation ($input: CompanyConfigInput!) { updateCompanyConfig(input: $input) { companyId } }`,
        {
          input: {
            companyId: operatorCompanyId,
            defaultGwpSet: "AR6",
            defaultDatabaseId: null,
            fiscalYearStartMonth: 1,
            emissionUnit: "t",
            numberFormat: "comma-point",
            decimals: 2,
            disabledModules: ["co2accounting", "eclca"],
          },
        },
      ),
    resetPassword: () =>
      as(`mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`, {
        input: { oldPassword: "wrong", newPassword: "Walk#Pass9", confirmPassword: "Walk#Pass9" },
      }),
  };

  it("has an attack for every mutation of the family in the schema", async () => {
    const schema = dataOf(await asAdmin(`query { __schema { mutationType { fields { name } } } }`));
    const family = (schema.__schema.mutationType.fields as Array<{ name: string }>)
      .map((field) => field.name)
      .filter((name) => FAMILY.test(name))
      .sort();

    expect(family).toEqual(Object.keys(attacks).sort());
  });

  it("raises nobody's codes and takes over no stronger account, whatever each answers", async () => {
    const before = await codesOf(manager.token);
    const answers: Record<string, string[] | undefined> = {};
    for (const [name, attack] of Object.entries(attacks)) answers[name] = codeOf(await attack());

    const sock = await t.dataSource.query(
      "SELECT id FROM user_account WHERE username = 'walk.sock'",
    );
    const victimLogin = await t.legacy("user/login", {
      username: "walk.victim",
      password: INITIAL_PASSWORD,
    });

    expect(await codesOf(manager.token)).toEqual(before);
    expect(before).toEqual(MANAGER_CODES);
    expect(await rolesOfUser(manager.id)).toEqual([managerRole]);
    expect(sock).toEqual([]);
    expect(await rolesOfUser(victim.id)).toEqual([strongRole]);
    expect(victimLogin.code).toBe(200);
    expect(await adminIntact()).toEqual(ADMIN_INTACT());
    // The escalating ones are refused outright; the rest were harmless (own password, branding).
    expect(answers).toMatchObject({
      createUser: ["FORBIDDEN"],
      updateUser: ["FORBIDDEN"],
      assignUserRoles: ["FORBIDDEN"],
      resetUserPassword: ["FORBIDDEN"],
      deleteUser: ["FORBIDDEN"],
      createRole: ["FORBIDDEN"],
      updateRole: ["FORBIDDEN"],
      setRolePermissions: ["FORBIDDEN"],
      deleteRole: ["FORBIDDEN"],
      deleteCompany: ["FORBIDDEN"],
      updateCompanyConfig: ["FORBIDDEN"],
    });
  });
});

/**
 * The same walk through the legacy API: every legacy call about users, roles, companies or
 * branding is either tried as an attack or listed as one that reads or signs in. A call of that
 * family added later without an entry here fails the first test.
 */
describe("every legacy identity call as a user with fewer codes", () => {
  const MANAGER_CODES = ["ag", "ag01", "gbb", "gbb01", "gbb02", "gbc", "gbc01", "gbe", "gbe01"];
  const FAMILY = /^(user|role|compan|theme|agent|permission|ePlat|obei)/i;
  /** Calls that read, sign in or sign out: they change no user, role or company. */
  const READS = [
    "ePlatlogin/getToken",
    "obei/login",
    "theme/getTheme",
    "theme/getThemeByCompanyId",
    "user/list",
    "user/login",
    "user/logout",
    "user/userDetails",
  ];
  let managerRole: number;
  let manager: { id: number; token: string };
  let strongRole: number;
  let victim: { id: number; token: string };

  beforeAll(async () => {
    // The GraphQL walk above may have changed the company's initial password (its manager holds
    // gbc01); new accounts here start from the usual one.
    await asAdmin(
      `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { id } }`,
      { input: { id: operatorCompanyId, initialPassword: INITIAL_PASSWORD } },
    );
    managerRole = await createRole("Legacy walk manager", MANAGER_CODES);
    strongRole = await createRole("Legacy walk strong", [...MANAGER_CODES, "aa", "aa01", "sys"]);
    manager = await signedInUser("lwalk.manager", [managerRole]);
    victim = await signedInUser("lwalk.victim", [strongRole]);
  });

  const as = (path: string, body: Record<string, unknown>) =>
    t.legacy(path, body, { token: manager.token });

  /** Each call with the arguments that would raise a code or take over the stronger account. */
  const attacks: Record<string, Array<() => Promise<{ code: number }>>> = {
    "user/item": [
      () => as("user/item", { username: "lwalk.sock", realname: "Sock", roleIds: `${strongRole}` }),
      () =>
        as("user/item", { id: manager.id, realname: "x", roleIds: `${managerRole},${strongRole}` }),
      () => as("user/item", { id: victim.id, status: 0 }),
      () => as("user/item", { id: victim.id, realname: "Owned" }),
    ],
    "user/delete": [() => as("user/delete", { id: victim.id })],
    // The caller's own password and the caller's agent branding: nothing to escalate, tried anyway.
    "user/resetPassword": [
      () =>
        as("user/resetPassword", {
          oldPassword: "wrong",
          newPassword: "Walk#Pass9",
          confirmPassword: "Walk#Pass9",
        }),
    ],
    "theme/add": [() => as("theme/add", { bannerTitle: "Legacy walk" })],
  };

  it("has an attack or a reason for every legacy call of the family", () => {
    const family = LEGACY_ROUTES.map((route) => route.path)
      .filter((path) => FAMILY.test(path))
      .sort();

    expect(family).toEqual([...Object.keys(attacks), ...READS].sort());
  });

  it("raises nobody's codes and takes over no stronger account, whatever each answers", async () => {
    const before = await codesOf(manager.token);
    const answers: Record<string, number[]> = {};
    for (const [path, tries] of Object.entries(attacks)) {
      answers[path] = [];
      for (const attack of tries) answers[path].push((await attack()).code);
    }

    const sock = await t.dataSource.query(
      "SELECT id FROM user_account WHERE username = 'lwalk.sock'",
    );
    const [victimRow] = await t.dataSource.query<Array<{ status: number; realname: string }>>(
      "SELECT status, realname FROM user_account WHERE id = $1",
      [victim.id],
    );
    const victimLogin = await t.legacy("user/login", {
      username: "lwalk.victim",
      password: INITIAL_PASSWORD,
    });

    expect(await codesOf(manager.token)).toEqual(before);
    expect(before).toEqual(MANAGER_CODES);
    expect(await rolesOfUser(manager.id)).toEqual([managerRole]);
    expect(sock).toEqual([]);
    expect(await rolesOfUser(victim.id)).toEqual([strongRole]);
    expect(victimRow).toEqual({ status: 1, realname: "lwalk.victim" });
    expect(victimLogin.code).toBe(200);
    expect(await adminIntact()).toEqual(ADMIN_INTACT());
    // Every escalating attempt is refused as a message (501), not carried out.
    expect(answers).toMatchObject({
      "user/item": [501, 501, 501, 501],
      "user/delete": [501],
    });
  });
});

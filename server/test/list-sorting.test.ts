// Sorting the user, role and company lists (sortBy, sortOrder): both directions, ties broken by
// id so pages neither overlap nor skip a row, users who never signed in last, unknown fields
// refused, and another company's rows never among the sorted ones. Every expected order below is
// worked out by hand from the rows this file creates, in the order it creates them.
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

let adminToken: string;
let demoCompanyId: number;

const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
  t.gql(query, variables, { token: adminToken });

const USERS = `query ($keyword: String, $sortBy: UserSortField, $sortOrder: SortOrder,
  $page: Int! = 1, $pageSize: Int! = 20) {
  users(keyword: $keyword, sortBy: $sortBy, sortOrder: $sortOrder, page: $page,
    pageSize: $pageSize) { total items { username } }
}`;
const ROLES = `query ($keyword: String, $sortBy: RoleSortField, $sortOrder: SortOrder) {
  roles(keyword: $keyword, sortBy: $sortBy, sortOrder: $sortOrder) { total items { name } }
}`;
const COMPANIES = `query ($keyword: String, $sortBy: CompanySortField, $sortOrder: SortOrder) {
  companies(keyword: $keyword, sortBy: $sortBy, sortOrder: $sortOrder) { total items { name } }
}`;

const usernames = (answer: GraphQLAnswer) =>
  (dataOf(answer).users.items as Array<{ username: string }>).map((u) => u.username);
const roleNames = (answer: GraphQLAnswer) =>
  (dataOf(answer).roles.items as Array<{ name: string }>).map((r) => r.name);
const companyNames = (answer: GraphQLAnswer) =>
  (dataOf(answer).companies.items as Array<{ name: string }>).map((c) => c.name);

async function createUser(username: string, realname: string, companyId = demoCompanyId) {
  const answer = await asAdmin(
    `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
    { input: { username, realname, companyId } },
  );
  return dataOf(answer).createUser.id as number;
}

async function createRole(name: string, companyId = demoCompanyId, permissionCodes: string[] = []) {
  const answer = await asAdmin(
    `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
    { input: { name, companyId, permissionCodes } },
  );
  return dataOf(answer).createRole.id as number;
}

async function createCompany(name: string) {
  const answer = await asAdmin(
    `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
    { input: { name } },
  );
  return dataOf(answer).createCompany.id as number;
}

const disableUser = async (id: number) =>
  dataOf(
    await asAdmin(`mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }`, {
      input: { id, status: 0 },
    }),
  );

/*
 * Users of the demo company, in the order created (so in id order):
 *   srt-b "Zhang", srt-a "Li", srt-c "Li" (then disabled), srt-d "Li".
 * srt-d signs in first and srt-a second; srt-b and srt-c never sign in.
 */
beforeAll(async () => {
  adminToken = await t.login("admin");
  const [demo] = await t.dataSource.query<Array<{ id: number }>>(
    "SELECT id FROM company WHERE name = $1",
    ["Demo Manufacturing Co., Ltd."],
  );
  demoCompanyId = demo.id;

  await createUser("srt-b", "Zhang");
  await createUser("srt-a", "Li");
  const c = await createUser("srt-c", "Li");
  await createUser("srt-d", "Li");
  await disableUser(c);
  await t.login("srt-d", INITIAL_PASSWORD);
  await t.login("srt-a", INITIAL_PASSWORD);
});

describe("sorting the user list", () => {
  it("keeps the id order when no sort is asked for", async () => {
    const answer = await asAdmin(USERS, { keyword: "srt-" });

    expect(usernames(answer)).toEqual(["srt-b", "srt-a", "srt-c", "srt-d"]);
  });

  it("sorts by username ascending and descending", async () => {
    const ascending = await asAdmin(USERS, { keyword: "srt-", sortBy: "username" });
    const descending = await asAdmin(USERS, {
      keyword: "srt-",
      sortBy: "username",
      sortOrder: "DESC",
    });

    expect(usernames(ascending)).toEqual(["srt-a", "srt-b", "srt-c", "srt-d"]);
    expect(usernames(descending)).toEqual(["srt-d", "srt-c", "srt-b", "srt-a"]);
  });

  it("breaks ties on the sort field by id, in the same direction", async () => {
    // Three "Li" (srt-a, srt-c, srt-d by id) before "Zhang" (srt-b); descending reverses all.
    const ascending = await asAdmin(USERS, { keyword: "srt-", sortBy: "realname" });
    const descending = await asAdmin(USERS, {
      keyword: "srt-",
      sortBy: "realname",
      sortOrder: "DESC",
    });

    expect(usernames(ascending)).toEqual(["srt-a", "srt-c", "srt-d", "srt-b"]);
    expect(usernames(descending)).toEqual(["srt-b", "srt-d", "srt-c", "srt-a"]);
  });

  it("pages through a field full of ties without repeating or skipping a user", async () => {
    // status: srt-c is disabled (0), the other three active (1), in id order srt-b, srt-a, srt-d.
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await asAdmin(USERS, {
        keyword: "srt-",
        sortBy: "status",
        page,
        pageSize: 1,
      });
      expect(dataOf(answer).users.total).toBe(4);
      pages.push(...usernames(answer));
    }
    const descending: string[] = [];
    for (let page = 1; page <= 2; page++) {
      const answer = await asAdmin(USERS, {
        keyword: "srt-",
        sortBy: "status",
        sortOrder: "DESC",
        page,
        pageSize: 3,
      });
      descending.push(...usernames(answer));
    }

    expect(pages).toEqual(["srt-c", "srt-b", "srt-a", "srt-d"]);
    expect(descending).toEqual(["srt-d", "srt-a", "srt-b", "srt-c"]);
  });

  it("puts users who never signed in last, in both directions", async () => {
    const ascending = await asAdmin(USERS, { keyword: "srt-", sortBy: "lastLoginAt" });
    const descending = await asAdmin(USERS, {
      keyword: "srt-",
      sortBy: "lastLoginAt",
      sortOrder: "DESC",
    });

    // Signed in: srt-d, then srt-a. Never: srt-b and srt-c, by id in the list's direction.
    expect(usernames(ascending)).toEqual(["srt-d", "srt-a", "srt-b", "srt-c"]);
    expect(usernames(descending)).toEqual(["srt-a", "srt-d", "srt-c", "srt-b"]);
  });

  it("sorts by creation time", async () => {
    const descending = await asAdmin(USERS, {
      keyword: "srt-",
      sortBy: "createdAt",
      sortOrder: "DESC",
    });

    expect(usernames(descending)).toEqual(["srt-d", "srt-c", "srt-a", "srt-b"]);
  });

  it("refuses a field the list does not sort by, and an unknown direction", async () => {
    const column = await asAdmin(USERS, { sortBy: "passwordHash" });
    const literal = await asAdmin(`{ users(sortBy: password_hash) { total } }`);
    const direction = await asAdmin(USERS, { sortBy: "username", sortOrder: "UP" });

    expect(codeOf(column)).toEqual(["BAD_USER_INPUT"]);
    expect(column.data).toBeUndefined();
    expect(codeOf(literal)).toEqual(["BAD_USER_INPUT"]);
    expect(codeOf(direction)).toEqual(["BAD_USER_INPUT"]);
  });

  it("sorts the legacy user/list the same way and names a wrong field", async () => {
    const sorted = await t.legacy(
      "user/list",
      { keyword: "srt-", sortBy: "username", sortOrder: "DESC" },
      { token: adminToken },
    );
    const wrong = await t.legacy(
      "user/list",
      { keyword: "srt-", sortBy: "password_hash" },
      { token: adminToken },
    );

    expect(sorted.code).toBe(200);
    expect(sorted.data.list.map((user: { username: string }) => user.username)).toEqual([
      "srt-d",
      "srt-c",
      "srt-b",
      "srt-a",
    ]);
    expect(wrong.code).toBe(501);
    expect(wrong.msg).toMatch(/sortBy/);
  });
});

describe("sorting the role list", () => {
  beforeAll(async () => {
    await createRole("srt role b");
    await createRole("srt role a");
    await createRole("srt role c");
  });

  it("sorts by name ascending and descending", async () => {
    const ascending = await asAdmin(ROLES, { keyword: "srt role", sortBy: "name" });
    const descending = await asAdmin(ROLES, {
      keyword: "srt role",
      sortBy: "name",
      sortOrder: "DESC",
    });

    expect(roleNames(ascending)).toEqual(["srt role a", "srt role b", "srt role c"]);
    expect(roleNames(descending)).toEqual(["srt role c", "srt role b", "srt role a"]);
  });

  it("sorts by creation time and refuses an unknown field", async () => {
    const newestFirst = await asAdmin(ROLES, {
      keyword: "srt role",
      sortBy: "createdAt",
      sortOrder: "DESC",
    });
    const wrong = await asAdmin(ROLES, { sortBy: "username" });

    expect(roleNames(newestFirst)).toEqual(["srt role c", "srt role a", "srt role b"]);
    expect(codeOf(wrong)).toEqual(["BAD_USER_INPUT"]);
  });
});

describe("sorting the company list", () => {
  beforeAll(async () => {
    await createCompany("Srt Co B");
    const a = await createCompany("Srt Co A");
    await createCompany("Srt Co C");
    dataOf(
      await asAdmin(
        `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { id } }`,
        { input: { id: a, status: 0 } },
      ),
    );
  });

  it("sorts by name ascending and descending", async () => {
    const ascending = await asAdmin(COMPANIES, { keyword: "Srt Co", sortBy: "name" });
    const descending = await asAdmin(COMPANIES, {
      keyword: "Srt Co",
      sortBy: "name",
      sortOrder: "DESC",
    });

    expect(companyNames(ascending)).toEqual(["Srt Co A", "Srt Co B", "Srt Co C"]);
    expect(companyNames(descending)).toEqual(["Srt Co C", "Srt Co B", "Srt Co A"]);
  });

  it("sorts by status with ties in id order", async () => {
    // Srt Co A is disabled (0); B and C are active (1) and were created in that order.
    const ascending = await asAdmin(COMPANIES, { keyword: "Srt Co", sortBy: "status" });

    expect(companyNames(ascending)).toEqual(["Srt Co A", "Srt Co B", "Srt Co C"]);
  });

  it("refuses an unknown field", async () => {
    const wrong = await asAdmin(COMPANIES, { sortBy: "creditCode" });

    expect(codeOf(wrong)).toEqual(["BAD_USER_INPUT"]);
  });
});

describe("sorting within a tenant", () => {
  /** A manager of "Srt Tenant" who may list users, roles and companies. */
  let managerToken: string;

  beforeAll(async () => {
    const companyId = await createCompany("Srt Tenant");
    const roleId = await createRole("srt tenant manager", companyId, ["gbb", "gbc", "gbe"]);
    const managerId = await createUser("tenant-s.manager", "Manager", companyId);
    await createUser("tenant-s.clerk", "Clerk", companyId);
    dataOf(
      await asAdmin(
        `mutation ($input: AssignUserRolesInput!) { assignUserRoles(input: $input) { id } }`,
        { input: { userId: managerId, roleIds: [roleId] } },
      ),
    );
    const first = await t.login("tenant-s.manager", INITIAL_PASSWORD);
    const password = "Tenant#Sort26";
    dataOf(
      await t.gql(
        `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`,
        {
          input: {
            oldPassword: INITIAL_PASSWORD,
            newPassword: password,
            confirmPassword: password,
          },
        },
        { token: first },
      ),
    );
    managerToken = await t.login("tenant-s.manager", password);
  });

  it("sorts only the caller's company's users, roles and companies", async () => {
    const asManager = (query: string, variables: Record<string, unknown>) =>
      t.gql(query, variables, { token: managerToken });

    const users = await asManager(USERS, { sortBy: "username", sortOrder: "DESC" });
    const byLogin = await asManager(USERS, { sortBy: "lastLoginAt" });
    const roles = await asManager(ROLES, { sortBy: "name" });
    const companies = await asManager(COMPANIES, { sortBy: "name", sortOrder: "DESC" });

    expect(usernames(users)).toEqual(["tenant-s.manager", "tenant-s.clerk"]);
    expect(dataOf(users).users.total).toBe(2);
    // The manager has signed in; the clerk never has.
    expect(usernames(byLogin)).toEqual(["tenant-s.manager", "tenant-s.clerk"]);
    expect(roleNames(roles)).toEqual(["srt tenant manager"]);
    expect(companyNames(companies)).toEqual(["Srt Tenant"]);
  });
});

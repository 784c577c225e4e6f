// Per-request DataLoaders: a page of users with their companies, roles and the roles' permission
// codes costs the same number of SQL statements whether the page holds 5 users or 50.
import { startTestApp, type GraphQLAnswer, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const USER_COUNT = 60;

/** Roles of each loader company, created in this order (so ids ascend in this order). */
const ROLES = [
  { name: "Reader", codes: ["gbb"] },
  { name: "Editor", codes: ["gbb", "gbb01"] },
  { name: "Auditor", codes: ["gbc"] },
] as const;

/** User n (1..60): odd numbers work at North, even at South; every third is an Editor instead of
 * a Reader, and every fourth is an Auditor as well. */
function expectedUser(n: number) {
  const roles: Array<(typeof ROLES)[number]> = [n % 3 === 0 ? ROLES[1] : ROLES[0]];
  if (n % 4 === 0) roles.push(ROLES[2]);
  return {
    username: `loader.${String(n).padStart(2, "0")}`,
    company: { name: n % 2 === 1 ? "Loader North Works" : "Loader South Works" },
    roles: roles.map((role) => ({ name: role.name, permissionCodes: [...role.codes] })),
  };
}

let adminToken: string;

beforeAll(async () => {
  adminToken = await t.login("admin");
  const query = <T>(sql: string, params: unknown[]) => t.dataSource.query<T>(sql, params);
  const companyIds: Record<string, number> = {};
  const roleIds: Record<string, number> = {};
  for (const company of ["Loader North Works", "Loader South Works"]) {
    const [row] = await query<Array<{ id: number }>>(
      `INSERT INTO company (agent_id, name, initial_password_hash)
       SELECT agent_id, $1, initial_password_hash FROM company ORDER BY id LIMIT 1
       RETURNING id`,
      [company],
    );
    companyIds[company] = row.id;
    for (const role of ROLES) {
      const [created] = await query<Array<{ id: number }>>(
        "INSERT INTO role (company_id, name) VALUES ($1, $2) RETURNING id",
        [row.id, role.name],
      );
      roleIds[`${company}/${role.name}`] = created.id;
      await query(
        "INSERT INTO role_permission (role_id, permission_code) SELECT $1, unnest($2::varchar[])",
        [created.id, role.codes],
      );
    }
  }

  const users = Array.from({ length: USER_COUNT }, (_, index) => expectedUser(index + 1));
  const inserted = await query<Array<{ id: number; username: string }>>(
    `INSERT INTO user_account (company_id, username, realname, password_hash)
     SELECT company_id, username, username, 'not-a-hash'
     FROM unnest($1::int[], $2::varchar[]) AS u (company_id, username)
     RETURNING id, username`,
    [users.map((u) => companyIds[u.company.name]), users.map((u) => u.username)],
  );
  const idOf = new Map(inserted.map((row) => [row.username, row.id]));
  const pairs = users.flatMap((u) =>
    u.roles.map((role) => [idOf.get(u.username)!, roleIds[`${u.company.name}/${role.name}`]]),
  );
  await query(
    "INSERT INTO user_role (user_id, role_id) SELECT * FROM unnest($1::int[], $2::int[])",
    [pairs.map(([userId]) => userId), pairs.map(([, roleId]) => roleId)],
  );
});

const WITH_RELATIONS = `query ($pageSize: Int!) {
  users(keyword: "loader.", pageSize: $pageSize) {
    total
    items { username company { name } roles { name permissionCodes } }
  }
}`;
const WITHOUT_RELATIONS = `query ($pageSize: Int!) {
  users(keyword: "loader.", pageSize: $pageSize) { total items { username } }
}`;

/** Runs one request and answers it with the number of SQL statements it issued. */
async function counted(query: string, pageSize: number) {
  t.sql.reset();
  const answer: GraphQLAnswer = await t.gql(query, { pageSize }, { token: adminToken });
  return { answer, statements: t.sql.count() };
}

describe("users with their companies and roles", () => {
  it("answers each user with the company and roles inserted for them", async () => {
    const { answer } = await counted(WITH_RELATIONS, 50);

    expect(answer.errors).toBeUndefined();
    expect(answer.data!.users.total).toBe(USER_COUNT);
    expect(answer.data!.users.items).toHaveLength(50);
    expect(answer.data!.users.items).toEqual(
      Array.from({ length: 50 }, (_, index) => expectedUser(index + 1)),
    );
  });

  it("issues as many SQL statements for a page of 50 as for a page of 5", async () => {
    const small = await counted(WITH_RELATIONS, 5);
    const large = await counted(WITH_RELATIONS, 50);
    const bare = await counted(WITHOUT_RELATIONS, 50);

    expect(small.answer.data!.users.items).toHaveLength(5);
    expect(large.answer.data!.users.items).toHaveLength(50);
    expect(large.statements).toBe(small.statements);
    // Three kinds of related rows (companies, roles, the roles' permission codes): one
    // statement each on top of what the page alone costs.
    expect(large.statements).toBe(bare.statements + 3);
  });
});

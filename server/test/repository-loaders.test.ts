// Lists read their related rows through per-request loaders: the repository page (corporations
// with their cases, each case's corporation and latest run) and the legacy user list (users with
// their roles) cost the same number of SQL statements for 5 rows as for 50.
import { createCompany, createUser, type Caller } from "./support/accounting";
import { startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
let adminToken: string;
let accountant: Caller;
let companyId: number;

const CORPORATIONS = 60;
const USERS = 60;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login("admin");
  companyId = await createCompany(t, adminToken, "Loader Holdings");
  accountant = await createUser(t, adminToken, {
    companyId,
    username: "loader.accountant",
    codes: ["aa", "aa01", "aa02"],
  });
  // Corporations n = 1..60, each with a case of 2024; every even one a case of 2023 as well,
  // and every third one's 2024 case a latest run.
  const query = <T>(sql: string, params: unknown[]) => t.dataSource.query<T>(sql, params);
  for (let n = 1; n <= CORPORATIONS; n++) {
    const { createCorporation } = await accountant.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: `Loader plant ${String(n).padStart(2, "0")}` } },
    );
    for (const year of n % 2 === 0 ? [2024, 2023] : [2024]) {
      const [created] = await query<Array<{ id: number }>>(
        `INSERT INTO carbon_case (uuid, company_id, corporation_id, name, year, period_start,
           period_end)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, make_date($4, 1, 1), make_date($4, 12, 31))
         RETURNING id`,
        [companyId, createCorporation.id, `Plant ${n} ${year}`, year],
      );
      if (year === 2024 && n % 3 === 0) {
        const [run] = await query<Array<{ id: number }>>(
          `INSERT INTO calculation_run (company_id, case_id, run_no, gwp_set, status, line_count,
             total_kg) VALUES ($1, $2, 1, 'AR6', 'succeeded', 0, $3) RETURNING id`,
          [companyId, created.id, n * 1000],
        );
        await query("UPDATE carbon_case SET latest_run_id = $2 WHERE id = $1", [
          created.id,
          run.id,
        ]);
      }
    }
  }
  // Users u = 1..60 of the company, each holding one of two roles.
  const roles = await query<Array<{ id: number }>>(
    `INSERT INTO role (company_id, name) VALUES ($1, 'Loader reader'), ($1, 'Loader editor')
     RETURNING id`,
    [companyId],
  );
  const users = await query<Array<{ id: number }>>(
    `INSERT INTO user_account (company_id, username, realname, password_hash)
     SELECT $1, 'loader.user.' || lpad(n::text, 2, '0'), 'User ' || n, 'not-a-hash'
     FROM generate_series(1, $2) AS n RETURNING id`,
    [companyId, USERS],
  );
  await query(
    "INSERT INTO user_role (user_id, role_id) SELECT * FROM unnest($1::int[], $2::int[])",
    [users.map((user) => user.id), users.map((_, index) => roles[index % 2].id)],
  );
});
afterAll(() => t.close());

const REPOSITORY_PAGE = `query ($pageSize: Int!) {
  corporations(page: 1, pageSize: $pageSize, keyword: "Loader plant") {
    total
    items {
      name
      cases { name year corporation { name } latestRun { totalKg } }
    }
  }
}`;

async function counted<T>(call: () => Promise<T>) {
  t.sql.reset();
  const answer = await call();
  return { answer, statements: t.sql.count() };
}

describe("the repository page", () => {
  it("answers each corporation with its cases, newest year first, their corporation and latest run", async () => {
    const { answer } = await counted(() => accountant.try(REPOSITORY_PAGE, { pageSize: 6 }));

    expect(answer.errors).toBeUndefined();
    const items = answer.data!.corporations.items as Array<{
      name: string;
      cases: Array<{ name: string; year: number; corporation: { name: string } }>;
    }>;
    // The list is ordered by id: plants 1 to 6 in the order they were created.
    expect(items.map((item) => item.name)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Loader plant 0${n}`),
    );
    expect(items[1].cases).toEqual([
      {
        name: "Plant 2 2024",
        year: 2024,
        corporation: { name: "Loader plant 02" },
        latestRun: null,
      },
      {
        name: "Plant 2 2023",
        year: 2023,
        corporation: { name: "Loader plant 02" },
        latestRun: null,
      },
    ]);
    expect(items[2].cases).toEqual([
      {
        name: "Plant 3 2024",
        year: 2024,
        corporation: { name: "Loader plant 03" },
        latestRun: { totalKg: 3000 },
      },
    ]);
  });

  it("issues as many SQL statements for 50 corporations as for 5", async () => {
    const small = await counted(() => accountant.try(REPOSITORY_PAGE, { pageSize: 5 }));
    const large = await counted(() => accountant.try(REPOSITORY_PAGE, { pageSize: 50 }));

    expect(small.answer.data!.corporations.items).toHaveLength(5);
    expect(large.answer.data!.corporations.items).toHaveLength(50);
    expect(large.statements).toBe(small.statements);
  });
});

describe("the legacy user list", () => {
  const list = (pageSize: number) =>
    t.legacy("user/list", { keyword: "loader.user.", pageSize, companyId }, { token: adminToken });

  it("answers each user with their role", async () => {
    const answer = await list(4);

    expect(answer.data.total).toBe(USERS);
    expect(
      answer.data.list.map((user: { username: string; roles: Array<{ name: string }> }) => [
        user.username,
        user.roles.map((role) => role.name),
      ]),
    ).toEqual([
      ["loader.user.01", ["Loader reader"]],
      ["loader.user.02", ["Loader editor"]],
      ["loader.user.03", ["Loader reader"]],
      ["loader.user.04", ["Loader editor"]],
    ]);
  });

  it("issues as many SQL statements for 50 users as for 5", async () => {
    const small = await counted(() => list(5));
    const large = await counted(() => list(50));

    expect(small.answer.data.list).toHaveLength(5);
    expect(large.answer.data.list).toHaveLength(50);
    expect(large.statements).toBe(small.statements);
  });
});

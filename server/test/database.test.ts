// Migrations, seed and query limits against the real database.
import { seed } from "../src/db/seed/seed";
import { User } from "../src/modules/user/user.entity";
import { PERMISSIONS } from "../src/modules/permission/permission-codes";
import { startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ graphqlMaxDepth: 3, graphqlMaxCost: 60 });
});
afterAll(() => t.close());

describe("migrations", () => {
  it("leave nothing for the schema builder to change: the entities and migrations agree", async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});

describe("seed", () => {
  it("never overwrites existing data when it runs again", async () => {
    await t.dataSource.query(
      `UPDATE user_account SET realname = 'Renamed admin' WHERE username = 'admin'`,
    );
    const before = await t.dataSource.getRepository(User).count();

    const result = await seed(t.dataSource, {
      seedPassword: "Other@2027x",
      initialPassword: "Other@2027x",
    });

    expect(result.created).toBe(false);
    expect(await t.dataSource.getRepository(User).count()).toBe(before);
    const [admin] = await t.dataSource.query(
      `SELECT realname FROM user_account WHERE username = 'admin'`,
    );
    expect(admin.realname).toBe("Renamed admin");
    // The original password still signs in: the second seed did not reset it.
    await expect(t.login("admin")).resolves.toEqual(expect.any(String));
  });

  it("grants a code new to an upgraded database to the roles holding its grantWith code", async () => {
    // An older database: no panorama codes yet; one role holds aa (accounting), another only ct.
    const [company] = await t.dataSource.query(`SELECT id FROM company ORDER BY id LIMIT 1`);
    const [withAccounting] = await t.dataSource.query(
      `INSERT INTO role (company_id, name, description) VALUES ($1, 'Upgrade accountant', '') RETURNING id`,
      [company.id],
    );
    const [withoutAccounting] = await t.dataSource.query(
      `INSERT INTO role (company_id, name, description) VALUES ($1, 'Upgrade centre only', '') RETURNING id`,
      [company.id],
    );
    await t.dataSource.query(
      `INSERT INTO role_permission (role_id, permission_code) VALUES ($1, 'aa'), ($2, 'ct')`,
      [withAccounting.id, withoutAccounting.id],
    );
    await t.dataSource.query(`DELETE FROM role_permission WHERE permission_code IN ('pa', 'pa01')`);
    await t.dataSource.query(`DELETE FROM permission WHERE code IN ('pa', 'pa01')`);

    await seed(t.dataSource, { seedPassword: "Other@2027x", initialPassword: "Other@2027x" });

    const codesOf = async (roleId: number) =>
      (
        await t.dataSource.query(
          `SELECT permission_code AS code FROM role_permission WHERE role_id = $1 ORDER BY 1`,
          [roleId],
        )
      ).map((r: { code: string }) => r.code);
    // pa comes with aa; pa01 comes with aa01, which neither role holds.
    expect(await codesOf(withAccounting.id)).toEqual(["aa", "pa"]);
    expect(await codesOf(withoutAccounting.id)).toEqual(["ct"]);
    // The administrator had aa01 too, so it is given both back.
    const [administrator] = await t.dataSource.query(
      `SELECT r.id FROM role r JOIN role_permission rp ON rp.role_id = r.id
        WHERE rp.permission_code = 'aa01' ORDER BY r.id LIMIT 1`,
    );
    expect(await codesOf(administrator.id)).toEqual(expect.arrayContaining(["pa", "pa01"]));
  });

  it("holds the whole permission catalogue", async () => {
    const rows = await t.dataSource.query(`SELECT code FROM permission`);
    expect(rows.map((r: { code: string }) => r.code).sort()).toEqual(
      PERMISSIONS.map((p) => p.code).sort(),
    );
  });
});

describe("query limits", () => {
  it("refuses a query nested deeper than the limit", async () => {
    const token = await t.login("admin");
    // users > items > roles > name is four levels; the limit here is three.
    const answer = await t.gql(`{ users { items { roles { name } } } }`, {}, { token });
    expect(answer.errors?.[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0].message).toMatch(/depth/i);
  });

  it("refuses a query whose cost exceeds the limit and accepts a small one", async () => {
    const token = await t.login("admin");
    // pageSize 100 x (items: 1 + username 1) is far above 60; pageSize 5 costs 1 + 5 x 3 = 16.
    const big = await t.gql(`{ users(pageSize: 100) { items { id username } } }`, {}, { token });
    expect(big.errors?.[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(big.errors?.[0].message).toMatch(/cost/i);
    const small = await t.gql(`{ users(pageSize: 5) { items { id username } } }`, {}, { token });
    expect(small.errors).toBeUndefined();
    expect(small.data?.users.items).toHaveLength(2);
  });
});

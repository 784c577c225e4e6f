// Agents (resellers): a company of its own, client companies, and a domain no other agent claims.
import { startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("agent domains", () => {
  it("refuses a domain another agent already serves, naming it, and keeps both agents unchanged", async () => {
    const token = await t.login("admin");
    await t.dataSource.query(
      `INSERT INTO agent (name, is_platform, domains) VALUES ('Green Reseller', false, '{green.example.com}')`,
    );

    const answer = await t.gql(
      `mutation ($input: UpdateBrandingInput!) { updateBranding(input: $input) { id domains } }`,
      { input: { domains: ["carbon.example.com", "green.example.com"] } },
      { token },
    );

    expect(answer.errors?.[0].extensions.code).toBe("CONFLICT");
    expect(answer.errors?.[0].message).toBe("Another agent already serves green.example.com");
    const rows = await t.dataSource.query(`SELECT name, domains FROM agent ORDER BY id`);
    expect(rows).toEqual([
      { name: "Carbon Platform", domains: ["localhost", "127.0.0.1"] },
      { name: "Green Reseller", domains: ["green.example.com"] },
    ]);
  });

  it("lets an agent's staff see their client companies but not other agents' clients", async () => {
    const admin = await t.login("admin");
    // An agent owned by a new company, with one client; and a client of the platform.
    const own = await t.gql(
      `mutation { createCompany(input: { name: "Reseller Ltd" }) { id } }`,
      {},
      { token: admin },
    );
    const ownId = own.data!.createCompany.id as number;
    const [{ id: agentId }] = await t.dataSource.query(
      `INSERT INTO agent (name, is_platform, domains, owner_company_id) VALUES ('Reseller', false, '{}', $1) RETURNING id`,
      [ownId],
    );
    await t.dataSource.query(`UPDATE company SET agent_id = $1 WHERE id = $2`, [agentId, ownId]);
    await t.dataSource.query(
      `INSERT INTO company (agent_id, name, status, initial_password_hash) VALUES ($1, 'Client of reseller', 1, 'x')`,
      [agentId],
    );
    const role = await t.gql(
      `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
      { input: { name: "Agent staff", companyId: ownId, permissionCodes: ["ag", "gbe"] } },
      { token: admin },
    );
    await t.gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      {
        input: {
          username: "reseller",
          realname: "Reseller staff",
          companyId: ownId,
          roleIds: [role.data!.createRole.id],
        },
      },
      { token: admin },
    );
    const first = await t.login("reseller", "Welcome@2026");
    await t.gql(
      `mutation { resetPassword(input: { oldPassword: "Welcome@2026", newPassword: "Reseller@1", confirmPassword: "Reseller@1" }) }`,
      {},
      { token: first },
    );
    const staff = await t.login("reseller", "Reseller@1");

    const answer = await t.gql(
      `{ companies(pageSize: 50) { total items { name } } }`,
      {},
      { token: staff },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data!.companies.items.map((c: { name: string }) => c.name).sort()).toEqual([
      "Client of reseller",
      "Reseller Ltd",
    ]);
    expect(answer.data!.companies.total).toBe(2);
  });
});

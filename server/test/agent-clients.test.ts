// Resellers: an agent's staff add client companies with a first administrator, disable, enable
// and extend them, see their usage, and exchange online messages with them. An agent never
// reaches another agent's client. The platform's own company (seed) owns the platform agent, so
// `admin` (every code, `ag` among them) is the platform agent's staff.
import { startTestApp, type GraphQLAnswer, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ADD = `mutation ($input: AddAgentClientInput!) { addAgentClient(input: $input) {
  adminUsername initialPassword
  client { id name status expiresAt expired modules userCount caseCount productCount lastSignInAt } } }`;
const LIST = `query ($keyword: String, $status: Int) {
  agentClients(keyword: $keyword, status: $status, pageSize: 50) {
    total items { id name status expired userCount caseCount productCount lastSignInAt } } }`;
const SET_STATUS = `mutation ($input: SetAgentClientStatusInput!) {
  setAgentClientStatus(input: $input) { id status } }`;
const EXTEND = `mutation ($input: ExtendAgentClientInput!) {
  extendAgentClient(input: $input) { id expiresAt expired } }`;
const RESET_PASSWORD = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const START = `mutation ($input: StartMessageThreadInput!) { startMessageThread(input: $input) {
  id subject side companyName agentName unread messages { fromAgent authorName body readAt } } }`;
const REPLY = `mutation ($input: ReplyMessageInput!) { replyMessage(input: $input) {
  id side messages { fromAgent body readAt } } }`;
const THREADS = `query ($side: MessageSide!) { messageThreads(side: $side) {
  total items { id subject companyName lastMessage unread } } }`;
const UNREAD = `{ unreadMessages { asClient asAgent mayWrite mayAnswer } }`;

const errorOf = (answer: GraphQLAnswer) => answer.errors?.[0];

/** Signs in with the one-time password, changes it, and answers a working token. */
async function firstSignIn(
  username: string,
  initial: string,
  password = "Client@2030",
): Promise<string> {
  const first = await t.login(username, initial);
  const changed = await t.gql(
    RESET_PASSWORD,
    { input: { oldPassword: initial, newPassword: password, confirmPassword: password } },
    { token: first },
  );
  expect(changed.errors).toBeUndefined();
  return t.login(username, password);
}

async function addClient(
  token: string,
  name: string,
  adminUsername: string,
  modules = ["accounting"],
) {
  const answer = await t.gql(
    ADD,
    {
      input: {
        name,
        adminUsername,
        adminRealname: `${name} admin`,
        modules,
        expiresOn: "2030-06-30",
      },
    },
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.addAgentClient as {
    adminUsername: string;
    initialPassword: string;
    client: { id: number; name: string };
  };
}

/** A second agent, owned by its own company, with one staff user holding `ag` and accounting. */
async function otherAgentStaff(): Promise<{ token: string; agentId: number; companyId: number }> {
  const [known] = await t.dataSource.query(
    `SELECT a.id AS "agentId", a.owner_company_id AS "companyId" FROM agent a WHERE a.name = 'Blue Reseller'`,
  );
  if (known) return { token: await t.login("blue-staff"), ...known };
  const [{ id: agentId }] = await t.dataSource.query(
    `INSERT INTO agent (name, is_platform, domains) VALUES ('Blue Reseller', false, '{blue.example.com}') RETURNING id`,
  );
  const [{ id: companyId }] = await t.dataSource.query(
    `INSERT INTO company (agent_id, name, status, initial_password_hash) VALUES ($1, 'Blue Reseller Ltd', 1, 'x') RETURNING id`,
    [agentId],
  );
  await t.dataSource.query(`UPDATE agent SET owner_company_id = $1 WHERE id = $2`, [
    companyId,
    agentId,
  ]);
  const [{ hash }] = await t.dataSource.query(
    `SELECT password_hash AS hash FROM user_account WHERE username = 'admin'`,
  );
  const [{ id: roleId }] = await t.dataSource.query(
    `INSERT INTO role (company_id, name) VALUES ($1, 'Reseller staff') RETURNING id`,
    [companyId],
  );
  await t.dataSource.query(
    `INSERT INTO role_permission (role_id, permission_code) VALUES ($1, 'ag'), ($1, 'aa'), ($1, 'ct')`,
    [roleId],
  );
  const [{ id: userId }] = await t.dataSource.query(
    `INSERT INTO user_account (company_id, username, realname, password_hash) VALUES ($1, 'blue-staff', 'Blue staff', $2) RETURNING id`,
    [companyId, hash],
  );
  await t.dataSource.query(`INSERT INTO user_role (user_id, role_id) VALUES ($1, $2)`, [
    userId,
    roleId,
  ]);
  return { token: await t.login("blue-staff"), agentId, companyId };
}

describe("client companies of an agent", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.login("admin");
  });

  it("adds a client with its first administrator, who holds the chosen modules' codes and must change the one-time password", async () => {
    const added = await addClient(admin, "Green Steel Co., Ltd.", "greensteel");

    // The last day 2030-06-30 ends at midnight China time: 2030-07-01T00:00+08:00 = 06-30 16:00 UTC.
    expect(added.client).toMatchObject({
      name: "Green Steel Co., Ltd.",
      status: 1,
      expiresAt: "2030-06-30T16:00:00.000Z",
      expired: false,
      modules: ["accounting"],
      userCount: 1,
      caseCount: 0,
      productCount: 0,
      lastSignInAt: null,
    });
    expect(added.adminUsername).toBe("greensteel");
    // SPEC §5: 8-16 characters with lower and upper case, a digit and a symbol.
    expect(added.initialPassword).toMatch(
      /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12}$/,
    );

    const login = await t.legacy("user/login", {
      username: "greensteel",
      password: added.initialPassword,
    });
    expect(login.code).toBe(200);
    expect(login.data.mustChangePassword).toBe(true);
    // Base codes (enterprise centre, users, roles, catalogue) and the 12 accounting codes.
    expect(login.data.permissionCode.split(",").sort()).toEqual([
      "aa",
      "aa01",
      "aa02",
      "aa03",
      "bk",
      "bk01",
      "cf",
      "cp",
      "ct",
      "ct02",
      "gbb",
      "gbb01",
      "gbb02",
      "gbc",
      "gbc01",
      "gbd",
      "pa",
      "pa01",
      "rp",
      "rp01",
    ]);

    // Usage: after a sign-in and one case, the list shows 1 user, 1 case and the sign-in time.
    const client = await firstSignIn("greensteel", added.initialPassword);
    const corporation = await t.gql(
      `mutation { createCorporation(input: { name: "Green Steel Plant 1" }) { id } }`,
      {},
      { token: client },
    );
    const created = await t.gql(
      `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`,
      {
        input: {
          corporationId: corporation.data!.createCorporation.id,
          name: "FY2024",
          year: 2024,
        },
      },
      { token: client },
    );
    expect(created.errors).toBeUndefined();
    const list = await t.gql(LIST, { keyword: "green steel" }, { token: admin });
    expect(list.data!.agentClients.total).toBe(1);
    const [row] = list.data!.agentClients.items;
    expect(row).toMatchObject({
      name: "Green Steel Co., Ltd.",
      userCount: 1,
      caseCount: 1,
      productCount: 0,
    });
    expect(row.lastSignInAt).not.toBeNull();
  });

  it("refuses a taken administrator username, naming it, and leaves no company behind", async () => {
    const answer = await t.gql(
      ADD,
      {
        input: {
          name: "Duplicate Admin Co",
          adminUsername: "demo",
          adminRealname: "Someone",
          modules: ["lca"],
          expiresOn: "2030-01-01",
        },
      },
      { token: admin },
    );
    expect(errorOf(answer)?.extensions.code).toBe("CONFLICT");
    expect(errorOf(answer)?.message).toBe("The username demo is already taken");
    const rows = await t.dataSource.query(
      `SELECT id FROM company WHERE name = 'Duplicate Admin Co'`,
    );
    expect(rows).toEqual([]);
  });

  it("refuses an expiry that is not a later date, and modules it does not know, naming the field", async () => {
    const input = {
      name: "Late Co",
      adminUsername: "lateco",
      adminRealname: "Late",
      modules: ["accounting"],
    };
    const past = await t.gql(
      ADD,
      { input: { ...input, expiresOn: "2020-01-31" } },
      { token: admin },
    );
    expect(errorOf(past)?.extensions.code).toBe("BAD_USER_INPUT");
    expect(errorOf(past)?.extensions.field).toBe("expiresOn");
    expect(errorOf(past)?.message).toBe("The expiry must be a date after today");
    const noSuchDay = await t.gql(
      ADD,
      { input: { ...input, expiresOn: "2031-02-30" } },
      { token: admin },
    );
    expect(errorOf(noSuchDay)?.extensions.field).toBe("expiresOn");
    const module = await t.gql(
      ADD,
      { input: { ...input, modules: ["mining"], expiresOn: "2031-01-01" } },
      { token: admin },
    );
    expect(errorOf(module)?.extensions.code).toBe("BAD_USER_INPUT");
    expect(errorOf(module)?.message).toContain("accounting, lca, labels, review");
    const none = await t.gql(
      ADD,
      { input: { ...input, modules: [], expiresOn: "2031-01-01" } },
      { token: admin },
    );
    expect(errorOf(none)?.message).toBe("Choose at least one module the client may use");
    expect(await t.dataSource.query(`SELECT id FROM company WHERE name = 'Late Co'`)).toEqual([]);
  });

  it("disabling a client ends its users' sessions and sign-ins; enabling lets them back", async () => {
    const added = await addClient(admin, "Harbour Logistics", "harbour");
    const client = await firstSignIn("harbour", added.initialPassword);

    const disabled = await t.gql(
      SET_STATUS,
      { input: { id: added.client.id, status: 0 } },
      { token: admin },
    );
    expect(disabled.data!.setAgentClientStatus.status).toBe(0);
    const session = await t.gql(`{ userDetails { username } }`, {}, { token: client });
    expect(errorOf(session)?.extensions.code).toBe("SESSION_INVALID");
    const refused = await t.legacy("user/login", { username: "harbour", password: "Client@2030" });
    expect(refused.msg).toBe("Your company's account is disabled; contact your administrator");
    const disabledList = await t.gql(LIST, { status: 0 }, { token: admin });
    expect(disabledList.data!.agentClients.items.map((c: { name: string }) => c.name)).toEqual([
      "Harbour Logistics",
    ]);

    await t.gql(SET_STATUS, { input: { id: added.client.id, status: 1 } }, { token: admin });
    expect(await t.login("harbour", "Client@2030")).toEqual(expect.any(String));
  });

  it("a client past its expiry cannot sign in until the agent extends it", async () => {
    const added = await addClient(admin, "Sunset Ceramics", "sunset");
    await firstSignIn("sunset", added.initialPassword);
    await t.dataSource.query(
      `UPDATE company SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [added.client.id],
    );

    const refused = await t.legacy("user/login", { username: "sunset", password: "Client@2030" });
    expect(refused.msg).toBe(
      "Your company's subscription has expired; contact your service provider",
    );
    const listed = await t.gql(LIST, { keyword: "Sunset" }, { token: admin });
    expect(listed.data!.agentClients.items[0].expired).toBe(true);

    const extended = await t.gql(
      EXTEND,
      { input: { id: added.client.id, expiresOn: "2031-12-31" } },
      { token: admin },
    );
    // End of 2031-12-31 in China time = 2031-12-31T16:00Z.
    expect(extended.data!.extendAgentClient).toMatchObject({
      expiresAt: "2031-12-31T16:00:00.000Z",
      expired: false,
    });
    expect(await t.login("sunset", "Client@2030")).toEqual(expect.any(String));
  });

  it("an agent never sees or changes another agent's client, and grants no code it lacks", async () => {
    const platformClient = await addClient(admin, "Platform Client Works", "pcworks");
    const blue = await otherAgentStaff();

    const list = await t.gql(LIST, {}, { token: blue.token });
    expect(list.data!.agentClients).toEqual({ total: 0, items: [] });
    for (const [query, input] of [
      [SET_STATUS, { id: platformClient.client.id, status: 0 }],
      [EXTEND, { id: platformClient.client.id, expiresOn: "2035-01-01" }],
    ] as const) {
      const answer = await t.gql(query, { input }, { token: blue.token });
      expect(errorOf(answer)?.extensions.code).toBe("NOT_FOUND");
    }
    const [row] = await t.dataSource.query(`SELECT status, expires_at FROM company WHERE id = $1`, [
      platformClient.client.id,
    ]);
    expect(row.status).toBe(1);
    expect(new Date(row.expires_at).toISOString()).toBe("2030-06-30T16:00:00.000Z");

    // Blue holds ag, aa and ct: the LCA module's codes (ff01, ff41, ff43) are beyond it.
    const beyond = await t.gql(
      ADD,
      {
        input: {
          name: "Blue Client",
          adminUsername: "blueclient",
          adminRealname: "Blue client",
          modules: ["lca"],
          expiresOn: "2031-01-01",
        },
      },
      { token: blue.token },
    );
    expect(errorOf(beyond)?.extensions.code).toBe("FORBIDDEN");
    expect(errorOf(beyond)?.message).toContain("ff01");
    expect(await t.dataSource.query(`SELECT id FROM company WHERE name = 'Blue Client'`)).toEqual(
      [],
    );

    // The platform agent's staff do not reach the blue agent's own company either.
    const theirs = await t.gql(
      SET_STATUS,
      { input: { id: blue.companyId, status: 0 } },
      { token: admin },
    );
    expect(errorOf(theirs)?.extensions.code).toBe("NOT_FOUND");

    // A user of a company that owns no agent is refused the client list.
    const demo = await t.login("demo");
    const notAgent = await t.gql(LIST, {}, { token: demo });
    expect(errorOf(notAgent)?.extensions.code).toBe("FORBIDDEN");
  });

  it("reads the caller's own agent for the branding form", async () => {
    const answer = await t.gql(`{ ownAgent { name domains bannerTitle } }`, {}, { token: admin });
    expect(answer.data!.ownAgent).toEqual({
      name: "Carbon Platform",
      domains: ["localhost", "127.0.0.1"],
      bannerTitle: "Carbon accounting and product footprints in one place",
    });
  });
});

describe("online messages between a client and its agent", () => {
  it("a client writes, the agent's unread count rises, the agent answers, the client reads", async () => {
    const admin = await t.login("admin");
    const added = await addClient(admin, "River Paper Mill", "riverpaper");
    const client = await firstSignIn("riverpaper", added.initialPassword);
    const before = await t.gql(UNREAD, {}, { token: admin });

    const started = await t.gql(
      START,
      {
        input: {
          subject: "Grid factor for 2024",
          body: "Which grid factor applies to Jiangsu in 2024?",
        },
      },
      { token: client },
    );
    expect(started.errors).toBeUndefined();
    const thread = started.data!.startMessageThread;
    expect(thread).toMatchObject({
      subject: "Grid factor for 2024",
      side: "CLIENT",
      companyName: "River Paper Mill",
      agentName: "Carbon Platform",
      unread: 0,
      messages: [
        {
          fromAgent: false,
          authorName: "River Paper Mill admin",
          body: "Which grid factor applies to Jiangsu in 2024?",
          readAt: null,
        },
      ],
    });

    const agentUnread = (await t.gql(UNREAD, {}, { token: admin })).data!.unreadMessages;
    expect(agentUnread.asAgent).toBe(before.data!.unreadMessages.asAgent + 1);
    const inbox = await t.gql(THREADS, { side: "AGENT" }, { token: admin });
    expect(inbox.data!.messageThreads.items).toContainEqual({
      id: thread.id,
      subject: "Grid factor for 2024",
      companyName: "River Paper Mill",
      lastMessage: "Which grid factor applies to Jiangsu in 2024?",
      unread: 1,
    });

    const replied = await t.gql(
      REPLY,
      { input: { threadId: thread.id, body: "The 2023 national average, 0.5366 kg/kWh." } },
      { token: admin },
    );
    expect(replied.data!.replyMessage.side).toBe("AGENT");
    // Answering reads the client's message.
    expect(replied.data!.replyMessage.messages[0].readAt).not.toBeNull();
    expect((await t.gql(UNREAD, {}, { token: admin })).data!.unreadMessages.asAgent).toBe(
      before.data!.unreadMessages.asAgent,
    );
    expect((await t.gql(UNREAD, {}, { token: client })).data!.unreadMessages).toEqual({
      asClient: 1,
      asAgent: 0,
      mayWrite: true,
      mayAnswer: false,
    });

    const marked = await t.gql(
      `mutation ($id: Int!) { markMessageThreadRead(id: $id) }`,
      { id: thread.id },
      { token: client },
    );
    expect(marked.data!.markMessageThreadRead).toBe(1);
    expect((await t.gql(UNREAD, {}, { token: client })).data!.unreadMessages.asClient).toBe(0);
    const mine = await t.gql(THREADS, { side: "CLIENT" }, { token: client });
    expect(mine.data!.messageThreads).toEqual({
      total: 1,
      items: [
        {
          id: thread.id,
          subject: "Grid factor for 2024",
          companyName: "River Paper Mill",
          lastMessage: "The 2023 national average, 0.5366 kg/kWh.",
          unread: 0,
        },
      ],
    });
  });

  it("another agent's staff and other companies cannot read or answer a thread; the operator has no one to write to", async () => {
    const admin = await t.login("admin");
    const added = await addClient(admin, "Quiet Textiles", "quiettex");
    const client = await firstSignIn("quiettex", added.initialPassword);
    const started = await t.gql(
      START,
      { input: { subject: "Invoice", body: "Please send the invoice." } },
      { token: client },
    );
    const id = started.data!.startMessageThread.id as number;
    const blue = (await otherAgentStaff()).token;
    const demo = await t.login("demo");

    for (const token of [blue, demo]) {
      const read = await t.gql(
        `query ($id: Int!) { messageThread(id: $id) { id } }`,
        { id },
        { token },
      );
      expect(errorOf(read)?.extensions.code).toBe("NOT_FOUND");
      const reply = await t.gql(REPLY, { input: { threadId: id, body: "Hello" } }, { token });
      expect(errorOf(reply)?.extensions.code).toBe("NOT_FOUND");
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM online_message WHERE thread_id = $1`,
      [id],
    );
    expect(count).toBe(1);

    // The demo company owns the platform agent: it has no agent above it to write to.
    const own = await t.gql(START, { input: { subject: "Hi", body: "Anyone?" } }, { token: demo });
    expect(errorOf(own)?.extensions.code).toBe("BAD_USER_INPUT");
    expect(errorOf(own)?.message).toBe(
      "Your company is served by no other agent: there is no one to write to",
    );
    const blank = await t.gql(START, { input: { subject: "Hi", body: "   " } }, { token: client });
    expect(errorOf(blank)?.extensions.field).toBe("body");
  });
});

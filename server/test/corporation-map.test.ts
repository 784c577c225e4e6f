// The repository map's query: every placed corporation a search finds, however many (the list
// pages at 100 at most), only the viewer's company's, with the list's filters.
import { startTestApp, type TestApp } from "./support/harness";
import { createCompany, createUser, type Caller } from "./support/accounting";

let t: TestApp;
let mapper: Caller;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await t.login("admin");
  companyId = await createCompany(t, adminToken, "Many Plants Co");
  mapper = await createUser(t, adminToken, {
    companyId,
    username: "map.viewer",
    codes: ["aa"],
  });
  // 103 plants along the Yangtze in Jiangsu (320000) with a position, 2 without one, and
  // 3 offices in Shanghai (310000) with one: more than a page of the list can hold.
  await t.dataSource.query(
    `INSERT INTO corporation (company_id, name, province, longitude, latitude)
     SELECT $1, 'Plant ' || n, '320000', 118 + n / 100.0, 32 FROM generate_series(1, 103) n`,
    [companyId],
  );
  await t.dataSource.query(
    `INSERT INTO corporation (company_id, name, province)
     VALUES ($1, 'Unplaced plant 1', '320000'), ($1, 'Unplaced plant 2', '320000')`,
    [companyId],
  );
  await t.dataSource.query(
    `INSERT INTO corporation (company_id, name, credit_code, province, longitude, latitude)
     SELECT $1, 'Office ' || n, '91310000MA1FL0000' || n, '310000', 121.4, 31.2
     FROM generate_series(1, 3) n`,
    [companyId],
  );
});
afterAll(() => t.close());

const MAP = `query ($keyword: String, $province: String, $industryId: Int) {
  corporationMap(keyword: $keyword, province: $province, industryId: $industryId) {
    total points { id name longitude latitude }
  }
}`;

describe("corporationMap", () => {
  it("answers every placed corporation of the company, beyond a page of the list", async () => {
    const { corporationMap } = await mapper.gql(MAP);

    // 103 plants and 3 offices are placed; the 2 unplaced plants count in the total only.
    expect(corporationMap.total).toBe(108);
    expect(corporationMap.points).toHaveLength(106);
    expect(corporationMap.points).toContainEqual(
      expect.objectContaining({ name: "Plant 103", longitude: 119.03, latitude: 32 }),
    );
    expect(
      corporationMap.points.some((point: { name: string }) => point.name.startsWith("Unplaced")),
    ).toBe(false);
  });

  it("applies the list's province filter and keyword (name or credit code)", async () => {
    const shanghai = await mapper.gql(MAP, { province: "310000" });
    const byCode = await mapper.gql(MAP, { keyword: "MA1FL00002" });
    const byName = await mapper.gql(MAP, { keyword: "unplaced" });

    expect(shanghai.corporationMap.points.map((p: { name: string }) => p.name).sort()).toEqual([
      "Office 1",
      "Office 2",
      "Office 3",
    ]);
    expect(byCode.corporationMap.points.map((p: { name: string }) => p.name)).toEqual(["Office 2"]);
    expect(byName.corporationMap).toEqual({ total: 2, points: [] });
  });

  it("never shows another company's corporations", async () => {
    const adminToken = await t.login("admin");
    const other = await createUser(t, adminToken, {
      companyId: await createCompany(t, adminToken, "One Plant Co"),
      username: "map.other",
      codes: ["aa", "aa01"],
    });
    await other.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: "Plant 1", province: "320000", longitude: 118.5, latitude: 32 } },
    );

    const theirs = await other.gql(MAP);
    const ours = await mapper.gql(MAP, { keyword: "Plant 1" });

    expect(theirs.corporationMap).toMatchObject({ total: 1, points: [{ name: "Plant 1" }] });
    // Plant 1, Plant 10-19, Plant 100-103 and "Unplaced plant 1" of our own company only.
    expect(ours.corporationMap.total).toBe(1 + 10 + 4 + 1);
    expect(ours.corporationMap.points).not.toContainEqual(
      expect.objectContaining({ longitude: 118.5 }),
    );
  });

  it("needs aa and names a keyword that is too long", async () => {
    const tooLong = await mapper.try(MAP, { keyword: "x".repeat(101) });
    const noAccess = await createUser(t, await t.login("admin"), {
      companyId,
      username: "map.nobody",
      codes: ["gbb"],
    });

    const refused = await noAccess.try(MAP);

    expect(tooLong.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "keyword",
    });
    expect(refused.errors?.[0].extensions.code).toBe("FORBIDDEN");
  });
});

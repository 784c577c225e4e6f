// PGlite is one connection: without serialization two transactions interleave on it and a
// rolled-back write can survive. Fifty concurrent transactions, every odd one rolled back.
import { Industry } from "../src/modules/reference/industry.entity";
import { startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("concurrent transactions", () => {
  it("keeps every committed write and none of the rolled-back ones", async () => {
    const runs = Array.from({ length: 50 }, (_, i) =>
      t.dataSource
        .transaction(async (manager) => {
          await manager.insert(Industry, {
            code: `TX-${i}-a`,
            name: `tx ${i}`,
            nameEn: `tx ${i}`,
            sort: 0,
          });
          // Yield between the two writes so other transactions get the chance to interleave.
          await pause(i % 7);
          await manager.insert(Industry, {
            code: `TX-${i}-b`,
            name: `tx ${i}`,
            nameEn: `tx ${i}`,
            sort: 0,
          });
          if (i % 2 === 1) throw new Error(`roll back ${i}`);
        })
        .then(
          () => "committed",
          (error: Error) => error.message,
        ),
    );
    const outcomes = await Promise.all(runs);

    expect(outcomes.filter((o) => o === "committed")).toHaveLength(25);
    const rows = await t.dataSource
      .getRepository(Industry)
      .createQueryBuilder("industry")
      .where("industry.code LIKE 'TX-%'")
      .getMany();
    const codes = new Set(rows.map((row) => row.code));
    for (let i = 0; i < 50; i++) {
      const expected = i % 2 === 0;
      expect([i, codes.has(`TX-${i}-a`)]).toEqual([i, expected]);
      expect([i, codes.has(`TX-${i}-b`)]).toEqual([i, expected]);
    }
    expect(rows).toHaveLength(50);
  });

  it("serves concurrent requests while transactions run", async () => {
    const token = await t.login("admin");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? t.legacy("user/userDetails", {}, { token })
          : t.legacy("user/login", { username: "demo", password: "wrong-password" }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.code === 501)).toHaveLength(10);
  });
});

// Crashes lose nothing: the server is killed (SIGKILL) in the middle of a stream of writes — line
// saves that change three lines at once, and calculations — then started again on the same
// database. Every write the server acknowledged is there, and nothing is half-written: the three
// lines always carry the same value, and every calculation run is whole and numbered in turn.
// Repeated at several kill points, on the embedded database and on PostgreSQL.
import { expect, test } from "@playwright/test";
import {
  embeddedDatabase,
  gql,
  login,
  pause,
  POSTGRES_URL,
  postgresDatabase,
  sql,
  startInstance,
  type Database,
  type Instance,
} from "./instances";

const CASES = `{ cases(year: 2024, pageSize: 50) { items { id latestRunId } } }`;
const LINES = `query ($caseId: Int!) {
  activityLines(caseId: $caseId, pageSize: 100) { items { id amount } } }`;
const UPDATE = `mutation ($input: UpdateActivityLinesInput!) {
  updateActivityLines(input: $input) { id amount } }`;
const CALCULATE = `mutation ($caseId: Int!) { calculateCase(caseId: $caseId) { id runNo status } }`;
const RUNS = `query ($caseId: Int!) {
  calculationRuns(caseId: $caseId) { id runNo status lineCount totalKg } }`;

/** Milliseconds into the stream of writes at which the server is killed, one per round. */
const KILL_POINTS = [600, 1700, 3100];

interface Acknowledged {
  /** The last value the server confirmed for the three lines, and the last one sent. */
  confirmed: number;
  sent: number;
  runs: number[];
}

/** Writes until the server stops answering; resolves with what it acknowledged. */
async function writeUntilKilled(
  instance: Instance,
  token: string,
  caseId: number,
  lineIds: number[],
  from: number,
  crash: { killed: boolean },
): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { confirmed: from - 1, sent: from - 1, runs: [] };
  for (let value = from; ; value += 1) {
    try {
      acknowledged.sent = value;
      await gql(
        instance,
        UPDATE,
        { input: { caseId, lines: lineIds.map((id) => ({ id, amount: value })) } },
        token,
      );
      acknowledged.confirmed = value;
      if (value % 3 === 0) {
        const { calculateCase } = await gql<{ calculateCase: { id: number } }>(
          instance,
          CALCULATE,
          { caseId },
          token,
        );
        acknowledged.runs.push(calculateCase.id);
      }
    } catch (error) {
      // Refused or cut off once the server is being killed: the stream ends there.
      if (crash.killed) return acknowledged;
      throw error;
    }
  }
}

async function crashRounds(database: Database) {
  let instance = await startInstance(database);
  try {
    let token = await login(instance);
    const { cases } = await gql<{ cases: { items: Array<{ id: number; latestRunId: number }> } }>(
      instance,
      CASES,
      {},
      token,
    );
    const caseId = cases.items.find((item) => item.latestRunId)!.id;
    const { activityLines } = await gql<{ activityLines: { items: Array<{ id: number }> } }>(
      instance,
      LINES,
      { caseId },
      token,
    );
    const lineIds = activityLines.items.slice(0, 3).map((line) => line.id);
    expect(lineIds).toHaveLength(3);
    let next = 1;
    const acknowledgedRuns: number[] = [];
    for (const killAt of KILL_POINTS) {
      const crash = { killed: false };
      const stream = writeUntilKilled(instance, token, caseId, lineIds, next, crash);
      await pause(killAt);
      crash.killed = true;
      await instance.kill();
      const acknowledged = await stream;
      acknowledgedRuns.push(...acknowledged.runs);

      instance = await startInstance(database);
      token = await login(instance);
      const { activityLines: after } = await gql<{
        activityLines: { items: Array<{ id: number; amount: number }> };
      }>(instance, LINES, { caseId }, token);
      const values = after.items
        .filter((line) => lineIds.includes(line.id))
        .map((line) => line.amount);
      // The three lines were always written together: one value, the last acknowledged one or
      // the one in flight when the server died.
      expect(new Set(values).size).toBe(1);
      expect(values[0]).toBeGreaterThanOrEqual(acknowledged.confirmed);
      expect(values[0]).toBeLessThanOrEqual(acknowledged.sent);
      expect(acknowledged.confirmed).toBeGreaterThanOrEqual(next);

      const { calculationRuns } = await gql<{
        calculationRuns: Array<{ id: number; runNo: number; status: string; lineCount: number }>;
      }>(instance, RUNS, { caseId }, token);
      const ids = calculationRuns.map((run) => run.id);
      for (const id of acknowledgedRuns) expect(ids).toContain(id);
      // Numbered in turn, none twice, each one whole.
      const numbers = calculationRuns.map((run) => run.runNo).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      for (const run of calculationRuns) {
        expect(run.status).toBe("succeeded");
        expect(run.lineCount).toBeGreaterThan(0);
      }
      if (database.env.DATABASE_URL) {
        const [broken] = await sql<{ n: string }>(
          database,
          `SELECT count(*) AS n FROM calculation_run WHERE case_id = $1 AND result_lines IS NULL`,
          [caseId],
        );
        expect(broken.n).toBe("0");
      }
      next = values[0] + 1;
    }
  } finally {
    await instance.kill();
  }
}

test("the embedded database keeps every acknowledged write through SIGKILL", async () => {
  const database = embeddedDatabase("crash");
  try {
    await crashRounds(database);
  } finally {
    await database.drop();
  }
});

test("PostgreSQL keeps every acknowledged write through SIGKILL", async () => {
  test.skip(!POSTGRES_URL, "needs a PostgreSQL server: set TEST_DATABASE_URL (CI does)");
  const database = await postgresDatabase("crash");
  try {
    await crashRounds(database);
  } finally {
    await database.drop();
  }
});

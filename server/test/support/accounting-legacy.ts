// The legacy side of the accounting integration tests (accounting-legacy-*.test.ts): corporations
// and cases made through the JSON calls, a case's lines as co2CaseProcessDataList answers them,
// and a case's status and calculation count as stored.
import type { Caller } from "./accounting";
import type { TestApp } from "./harness";

export const json = { json: true };

export interface Line {
  id: number;
  processId: number;
  name: string;
  amount: number | null;
  unitId: number;
  factorId: number | null;
  customFactor: unknown;
  sourceId: number | null;
}

export async function createCorporation(
  user: Caller,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const answer = await user.legacy("co2case/co2Corporation_item", { name, ...extra }, json);
  if (answer.code !== 200) throw new Error(`co2Corporation_item: ${answer.msg}`);
  return answer.data as { id: number; name: string };
}

export async function createCase(user: Caller, body: Record<string, unknown>) {
  const answer = await user.legacy("co2case/co2CaseItem", body, json);
  if (answer.code !== 200) throw new Error(`co2CaseItem: ${answer.msg}`);
  return answer.data as { id: number; uuid: string; status: number; calcNums: number };
}

export async function linesOf(user: Caller, caseId: number): Promise<Line[]> {
  const answer = await user.legacy("co2case/co2CaseProcessDataList", { caseId, pageSize: 100 });
  if (answer.code !== 200) throw new Error(`co2CaseProcessDataList: ${answer.msg}`);
  return answer.data.list as Line[];
}

export function named(lines: readonly Line[], name: string): Line {
  const found = lines.filter((line) => line.name === name);
  if (found.length !== 1) throw new Error(`${found.length} lines named ${name}`);
  return found[0];
}

export async function caseRow(t: TestApp, caseId: number) {
  const [row] = await t.dataSource.query<
    Array<{ status: number; calcNums: number; latestRunId: number | null }>
  >(
    `SELECT status, calculation_count AS "calcNums", latest_run_id AS "latestRunId"
     FROM carbon_case WHERE id = $1`,
    [caseId],
  );
  return row;
}

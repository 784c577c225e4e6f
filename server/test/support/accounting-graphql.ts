// The GraphQL side of the accounting integration tests (accounting-graphql-*.test.ts): the GWP
// sets the expected figures are worked with, the operations and their fields, and helpers that
// make corporations, cases, processes and lines and calculate a case.
import { globalFactor, type Caller } from "./accounting";
import type { TestApp } from "./harness";

// AR6 GWP100 (IPCC AR6 WG1 Table 7.15 / 7.SM.7, as REFERENCE-FACTORS lists them).
export const AR6 = { CO2: 1, CH4: 27.9, CH4_FOSSIL: 29.8, N2O: 273 };
// AR5 GWP100 (the set the UK factors are printed with).
export const AR5 = { CO2: 1, CH4: 28, CH4_FOSSIL: 28, N2O: 265 };

const RUN_FIELDS = `
  id caseId runNo gwpSet status lineCount totalKg totalMarketKg
  errors { lineId name processName reason message }
  totals {
    totalKg totalMarketKg scope1 scope2Location scope2Market scope3
    byIsoCategory { category co2eKg }
    byScope3Category { category co2eKg }
    byProcess { processId processName scope co2eKg }
    byGas { gas massKg co2eKg }
    biogenicCo2Kg deductedKg intensityPerOutput outputUnit intensityPerRevenue revenueUnit
  }`;

const LINE_FIELDS = `id caseId processId name amount unitId method factorId sourceId
  customFactor { name unitId source gases { gas value } }`;

const DISCHARGE_FIELDS = `
  id activityLineId processName name scope deducted method amount unitId amountInFactorUnit
  factorUnitId co2eKg biogenicCo2Kg formula
  gases { gas massKg gwp co2eKg }
  market { basis co2eKg }
  factor {
    id code name nameEn source year version region gwpBasis unitId gases { gas value }
    ncv carbonContent oxidation
  }`;

export const CREATE_CORPORATION = `mutation ($input: CorporationInput!) {
  createCorporation(input: $input) { id name companyId } }`;
export const CREATE_CASE = `mutation ($input: CaseInput!) {
  createCase(input: $input) { id uuid status calculationCount gwpSet templateId } }`;
export const ADD_PROCESS = `mutation ($input: CaseProcessInput!) {
  addCaseProcess(input: $input) { id name scope } }`;
export const PROCESSES = `query ($caseId: Int!) {
  caseProcesses(caseId: $caseId) { id name nameEn scope isoCategory scope3Category deducted
    templateProcessId } }`;
export const LINES = `query ($caseId: Int!) {
  activityLines(caseId: $caseId, pageSize: 100) { total items { ${LINE_FIELDS} } } }`;
export const UPDATE_LINES = `mutation ($input: UpdateActivityLinesInput!) {
  updateActivityLines(input: $input) { ${LINE_FIELDS} } }`;
export const ADD_LIBRARY_LINES = `mutation ($input: AddLibraryLinesInput!) {
  addLibraryLines(input: $input) { ${LINE_FIELDS} } }`;
export const ADD_CUSTOM_LINE = `mutation ($input: AddCustomLineInput!) {
  addCustomLine(input: $input) { ${LINE_FIELDS} } }`;
export const CALCULATE = `mutation ($caseId: Int!) { calculateCase(caseId: $caseId) { ${RUN_FIELDS} } }`;
export const RUN = `query ($caseId: Int, $runId: Int) {
  calculationRun(caseId: $caseId, runId: $runId) { ${RUN_FIELDS} } }`;
export const DISCHARGE_LINES = `query ($runId: Int!) {
  resultLines(runId: $runId, pageSize: 100) { total items { ${DISCHARGE_FIELDS} } } }`;
export const CASE = `query ($id: Int!) {
  case(id: $id) { id status calculationCount latestRunId tags { id name } latestRun { id runNo } } }`;
export const EXPORT_RESULT = `query ($caseId: Int, $runId: Int) {
  exportCaseResult(caseId: $caseId, runId: $runId) { filename mimeType base64 } }`;
export const EXPORT_PROCESS = `query ($caseId: Int!) {
  exportActivityLines(caseId: $caseId) { filename mimeType base64 } }`;
export const IMPORT_PROCESS = `mutation ($input: ImportActivityLinesInput!) {
  importActivityLines(input: $input) { added changed unchanged rejected { row key reason } } }`;

export interface Line {
  id: number;
  caseId: number;
  processId: number;
  name: string;
  amount: number | null;
  unitId: number;
  factorId: number | null;
  sourceId: number | null;
}

export async function newCorporation(user: Caller, name: string): Promise<number> {
  const { createCorporation } = await user.gql(CREATE_CORPORATION, { input: { name } });
  return createCorporation.id as number;
}

export async function newCase(user: Caller, input: Record<string, unknown>) {
  const { createCase } = await user.gql(CREATE_CASE, { input });
  return createCase as { id: number; status: number; calculationCount: number };
}

export async function newProcess(user: Caller, input: Record<string, unknown>): Promise<number> {
  const { addCaseProcess } = await user.gql(ADD_PROCESS, { input });
  return addCaseProcess.id as number;
}

export async function linesOf(user: Caller, caseId: number): Promise<Line[]> {
  const { activityLines } = await user.gql(LINES, { caseId });
  return activityLines.items as Line[];
}

export function named(lines: readonly Line[], name: string): Line {
  const found = lines.filter((line) => line.name === name);
  if (found.length !== 1) throw new Error(`${found.length} lines named ${name}`);
  return found[0];
}

export async function setLines(
  user: Caller,
  caseId: number,
  lines: Array<Record<string, unknown>>,
) {
  const { updateActivityLines } = await user.gql(UPDATE_LINES, { input: { caseId, lines } });
  return updateActivityLines as Line[];
}

/** The case of a process, as the line operations name it. */
async function caseOfProcess(t: TestApp, processId: number): Promise<number> {
  const [row] = await t.dataSource.query<Array<{ case_id: number }>>(
    "SELECT case_id FROM case_process WHERE id = $1",
    [processId],
  );
  return row.case_id;
}

export async function libraryLine(
  t: TestApp,
  user: Caller,
  processId: number,
  code: string,
  amount: number,
) {
  const factor = await globalFactor(t, code);
  const { addLibraryLines } = await user.gql(ADD_LIBRARY_LINES, {
    input: {
      caseId: await caseOfProcess(t, processId),
      processId,
      lines: [{ factorId: factor.id, amount }],
    },
  });
  return addLibraryLines[0] as Line;
}

export async function calculate(user: Caller, caseId: number) {
  const { calculateCase } = await user.gql(CALCULATE, { caseId });
  return calculateCase;
}

export const total = (items: Array<{ category: number; co2eKg: number }>, category: number) =>
  items.find((item) => item.category === category)?.co2eKg ?? 0;

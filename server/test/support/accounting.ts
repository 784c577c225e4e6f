// Shared helpers of the carbon-accounting integration tests: users with chosen permission codes
// (in the demo company or a company of their own), library factors and templates as the seed
// stored them, and the .xlsx files the accounting API answers, opened with exceljs.
import ExcelJS from "exceljs";
import request from "supertest";
import {
  dataOf,
  INITIAL_PASSWORD,
  type GraphQLAnswer,
  type LegacyAnswer,
  type TestApp,
} from "./harness";

/** The calls of one signed-in user. */
export interface Caller {
  token: string;
  /** A GraphQL operation that must succeed: its data. */
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** A GraphQL operation whose errors the test reads. */
  try<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLAnswer<T>>;
  /** A legacy call, form-encoded unless `json` is set. */
  legacy<T = any>(
    path: string,
    body?: Record<string, unknown>,
    options?: { json?: boolean },
  ): Promise<LegacyAnswer<T>>;
}

export function caller(t: TestApp, token: string): Caller {
  return {
    token,
    async gql<T>(query: string, variables?: Record<string, unknown>) {
      return dataOf(await t.gql<T>(query, variables, { token }));
    },
    try: (query, variables) => t.gql(query, variables, { token }),
    legacy: (path, body, options = {}) => t.legacy(path, body, { token, ...options }),
  };
}

/** The company the seed made for `admin` and `demo`. */
export async function demoCompanyId(t: TestApp): Promise<number> {
  const [row] = await t.dataSource.query<Array<{ company_id: number }>>(
    "SELECT company_id FROM user_account WHERE username = 'demo'",
  );
  return row.company_id;
}

/** A new company, made by `admin`, whose users start on the platform's initial password. */
export async function createCompany(t: TestApp, adminToken: string, name: string) {
  const { createCompany } = await caller(t, adminToken).gql(
    `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
    { input: { name } },
  );
  return createCompany.id as number;
}

/**
 * A user of `companyId` holding exactly `codes`, signed in after the forced change of the
 * initial password. `admin` makes the role and the user.
 */
export async function createUser(
  t: TestApp,
  adminToken: string,
  spec: { companyId: number; username: string; codes: string[] },
): Promise<Caller> {
  const admin = caller(t, adminToken);
  const { createRole } = await admin.gql(
    `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
    {
      input: {
        companyId: spec.companyId,
        name: `Role of ${spec.username}`,
        permissionCodes: spec.codes,
      },
    },
  );
  await admin.gql(`mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
    input: {
      companyId: spec.companyId,
      username: spec.username,
      realname: spec.username,
      roleIds: [createRole.id],
    },
  });
  const firstToken = await t.login(spec.username, INITIAL_PASSWORD);
  const newPassword = "Acct#Tester26";
  dataOf(
    await t.gql(
      `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`,
      { input: { oldPassword: INITIAL_PASSWORD, newPassword, confirmPassword: newPassword } },
      { token: firstToken },
    ),
  );
  return caller(t, await t.login(spec.username, newPassword));
}

export interface StoredFactor {
  id: number;
  code: string;
  unitId: number;
  gases: Array<{ gas: string; value: number }>;
  ncv: number | null;
  carbonContent: number | null;
  oxidation: number | null;
}

/** A factor of the global library as the seed stored it. */
export async function globalFactor(t: TestApp, code: string): Promise<StoredFactor> {
  const rows = await t.dataSource.query<StoredFactor[]>(
    `SELECT id, code, unit_id AS "unitId", gases, ncv, carbon_content AS "carbonContent",
       oxidation FROM emission_factor WHERE code = $1 AND company_id IS NULL`,
    [code],
  );
  if (rows.length !== 1) throw new Error(`the seed has no global factor ${code}`);
  return rows[0];
}

/** kg of one gas per unit of a stored factor. */
export function gasValue(factor: StoredFactor, gas: string): number {
  const found = factor.gases.find((value) => value.gas === gas);
  if (!found) throw new Error(`factor ${factor.code} carries no ${gas}`);
  return found.value;
}

export interface TemplateSource {
  id: number;
  name: string;
  nameEn: string;
  unitId: number;
  method: string;
  factor: { id: number; code: string } | null;
}

export interface Template {
  id: number;
  code: string;
  processes: Array<{
    id: number;
    name: string;
    nameEn: string;
    scope: number;
    deducted: boolean;
    sources: TemplateSource[];
  }>;
}

/** A seeded template (base model) found by code through `templates`, with its processes. */
export async function template(user: Caller, code: string): Promise<Template> {
  const { templates } = await user.gql(`{ templates { id code } }`);
  const found = (templates as Array<{ id: number; code: string }>).find((m) => m.code === code);
  if (!found) throw new Error(`no template ${code} among ${JSON.stringify(templates)}`);
  const { template } = await user.gql(
    `query ($id: Int!) {
       template(id: $id) {
         id code
         processes {
           id name nameEn scope deducted
           sources { id name nameEn unitId method factor { id code } }
         }
       }
     }`,
    { id: found.id },
  );
  return template as Template;
}

export interface Download {
  status: number;
  contentType: string;
  disposition: string;
  body: Buffer;
}

/** POST /api/<path> for a call that answers a file: the raw bytes and the headers. */
export async function legacyDownload(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  token: string,
): Promise<Download> {
  const response = await request(t.app)
    .post(`/api/${path}`)
    .set("user-token", token)
    .type("form")
    .send(body)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
  return {
    status: response.status,
    contentType: String(response.headers["content-type"] ?? ""),
    disposition: String(response.headers["content-disposition"] ?? ""),
    body: response.body as Buffer,
  };
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** An .xlsx file is a zip archive: it starts with the local file header "PK\x03\x04". */
export function isZip(buffer: Buffer): boolean {
  return buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
}

export async function openWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as its own Buffer; Node's Buffer is what it reads at runtime.
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

export async function workbookBase64(workbook: ExcelJS.Workbook): Promise<string> {
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString("base64");
}

/** The value beside `label` on the result workbook's "Summary" sheet (English labels). */
export function summaryValue(workbook: ExcelJS.Workbook, label: string): ExcelJS.CellValue {
  const sheet = workbook.getWorksheet("Summary");
  if (!sheet) throw new Error("the result workbook has no Summary sheet");
  let value: ExcelJS.CellValue = null;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label) value = row.getCell(2).value;
  });
  return value;
}

/** The data rows of the activity-line sheet, keyed by their English headers, with the row. */
export function processRows(
  workbook: ExcelJS.Workbook,
): Array<{ row: number; values: Record<string, ExcelJS.CellValue> }> {
  const sheet = workbook.getWorksheet("Process data");
  if (!sheet) throw new Error("the activity-line workbook has no Process data sheet");
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => (headers[column] = cell.text));
  const rows: Array<{ row: number; values: Record<string, ExcelJS.CellValue> }> = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, ExcelJS.CellValue> = {};
    headers.forEach((header, column) => (values[header] = row.getCell(column).value));
    rows.push({ row: rowNumber, values });
  });
  return rows;
}

/** The column number of an English header of the activity-line sheet. */
export function processColumn(workbook: ExcelJS.Workbook, header: string): number {
  const sheet = workbook.getWorksheet("Process data")!;
  let found = 0;
  sheet.getRow(1).eachCell((cell, column) => {
    if (cell.value === header) found = column;
  });
  if (!found) throw new Error(`no column "${header}" on the activity-line sheet`);
  return found;
}

// Upstream LCA databases on a real database: a hand-made EcoSpold2 zip uploaded and imported
// (the import job run with a hand-made context: signal and progress recorder), its counts, the
// GWP of its products worked out by hand, a second import of the same file recognised, every
// kind of bad file refused with its report and nothing written, a cancelled import leaving
// nothing, browsing and search in both languages, access, and deletion.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildProductSystem, parseEcoSpold2 } from "../src/calc/lca/ecospold2";
import type { UpstreamImportPayload, UpstreamImportReport } from "../src/modules/upstream-database";
import { readSystemRows } from "../src/modules/upstream-database/upstream-rows";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  type Caller,
} from "./support/accounting";
import { spold, zipOf } from "./support/ecospold2";
import {
  grid,
  GRID_AR5,
  GRID_AR6,
  jobContext,
  kiln,
  KILN,
  KILN_AR5,
  KILN_AR6,
  mine,
  MINE,
} from "./support/upstream";
import { codeOf, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
let admin: Caller;
/** In the operator's company with gab06 but without sys. */
let notOperator: Caller;
/** A user of another company without any admin code. */
let companyUser: Caller;

beforeAll(async () => {
  // This instance runs the jobs, as a server does.
  t = await startTestApp({ jobWorkers: true, jobPollingSeconds: 0.5 });
  admin = caller(t, await t.login("admin"));
  notOperator = await createUser(t, admin.token, {
    companyId: await demoCompanyId(t),
    username: "upstream.admin",
    codes: ["gab", "gab06"],
  });
  companyUser = await createUser(t, admin.token, {
    companyId: await createCompany(t, admin.token, "Upstream Reader Ltd."),
    username: "upstream.reader",
    codes: ["ct"],
  });
});
afterAll(() => t.close());

const UPLOAD = `mutation ($input: UploadEvidenceFileInput!) {
  uploadUpstreamDatabaseFile(input: $input) { id name mimeType size sha256 purpose } }`;

async function upload(bytes: Buffer, name = "database.zip"): Promise<string> {
  const { uploadUpstreamDatabaseFile } = await admin.gql(UPLOAD, {
    input: { name, contentBase64: bytes.toString("base64") },
  });
  return uploadUpstreamDatabaseFile.id as string;
}

const describe_ = (name: string, version = "1.0"): Omit<UpstreamImportPayload, "fileId"> => ({
  name,
  version,
  licence: "CC0 1.0",
  source: "Hand-made test data",
});

async function runImport(
  bytes: Buffer,
  name: string,
  version = "1.0",
  recorded = jobContext(),
): Promise<UpstreamImportReport> {
  const fileId = await upload(bytes);
  return t.services.upstreamDatabases.importJob.run(
    { fileId, ...describe_(name, version) },
    recorded.context,
  );
}

async function rowCounts() {
  const [row] = await t.dataSource.query(
    `SELECT (SELECT count(*) FROM upstream_database)::int AS databases,
            (SELECT count(*) FROM upstream_process)::int AS processes,
            (SELECT count(*) FROM upstream_flow)::int AS flows,
            (SELECT count(*) FROM upstream_exchange)::int AS exchanges`,
  );
  return row as { databases: number; processes: number; flows: number; exchanges: number };
}

const fixture = () =>
  zipOf({ "grid.spold": spold(grid()), "mine.spold": spold(mine()), "kiln.spold": spold(kiln()) });

describe("importing an EcoSpold2 zip", () => {
  let report: UpstreamImportReport;
  let databaseId: number;

  beforeAll(async () => {
    const recorded = jobContext();
    report = await runImport(await fixture(), "Hand-made", "1.0", recorded);
    databaseId = report.databaseId!;
    // Progress ran from the data sets to the rows, and ended at its total.
    const last = recorded.steps.at(-1)!;
    expect(last.done).toBe(last.total);
  });

  it("reports what it imported: processes, products, flows, linked and cut-off inputs", () => {
    expect(report.outcome).toBe("imported");
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({
      datasets: 3,
      processes: 3,
      products: 3,
      cutOffProducts: 1,
      elementaryFlows: 3,
      // grid 1 + 2 + 3, mine 1 + 1 + 1, kiln 1 + 1 + 1
      exchanges: 12,
      inputs: 4,
      linkedInputs: 3,
      cutOffInputs: 1,
      allocatedProcesses: 0,
      expandedProcesses: 0,
      // the triangular coal input and the lognormal methane
      uncertainties: 2,
    });
    expect(report.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stores the database with its description and report", async () => {
    const { upstreamDatabase } = await companyUser.gql(
      `query ($id: Int!) { upstreamDatabase(id: $id) {
         name version licence source fileName allocation processCount productCount flowCount exchangeCount report } }`,
      { id: databaseId },
    );
    expect(upstreamDatabase).toMatchObject({
      name: "Hand-made",
      version: "1.0",
      licence: "CC0 1.0",
      source: "Hand-made test data",
      fileName: "database.zip",
      allocation: "physical",
      processCount: 3,
      productCount: 3,
      flowCount: 3,
      exchangeCount: 12,
    });
    expect(upstreamDatabase.report.outcome).toBe("imported");
  });

  it("calculates each product's GWP100 as worked out by hand, for any signed-in user", async () => {
    const { upstreamProcesses } = await companyUser.gql(
      `query ($databaseId: Int!) { upstreamProcesses(databaseId: $databaseId) {
         total items { id name productName productUnit location } } }`,
      { databaseId },
    );
    expect(upstreamProcesses.total).toBe(3);
    const idOf = (name: string) =>
      upstreamProcesses.items.find((p: { name: string }) => p.name === name).id as number;
    const GWP = `query ($processId: Int!) { upstreamProductGwp(processId: $processId) {
      productName unit ar5 ar6 cutOffProducts } }`;
    const gridGwp = (await companyUser.gql(GWP, { processId: idOf("Electricity, at grid") }))
      .upstreamProductGwp;
    expect(gridGwp.unit).toBe("kWh");
    expect(gridGwp.ar5).toBeCloseTo(GRID_AR5, 12);
    expect(gridGwp.ar6).toBeCloseTo(GRID_AR6, 12);
    expect(gridGwp.cutOffProducts).toBe(1);
    const kilnGwp = (await companyUser.gql(GWP, { processId: idOf("水泥熟料生产") }))
      .upstreamProductGwp;
    expect(kilnGwp).toMatchObject({ productName: "水泥熟料", unit: "kg" });
    expect(kilnGwp.ar5).toBeCloseTo(KILN_AR5, 12);
    expect(kilnGwp.ar6).toBeCloseTo(KILN_AR6, 12);
    // The system was built from the rows once for both products.
    expect(t.services.upstreamDatabases.systems.builds).toBe(1);
  });

  it("gives each product's EN 15804+A2 core indicators with the method's coverage", async () => {
    const { upstreamProcesses } = await companyUser.gql(
      `query ($databaseId: Int!, $keyword: String) {
         upstreamProcesses(databaseId: $databaseId, keyword: $keyword) { items { id } } }`,
      { databaseId, keyword: "Electricity, at grid" },
    );
    const { upstreamProductIndicators: answer } = await companyUser.gql(
      `query ($processId: Int!) { upstreamProductIndicators(processId: $processId) {
         unit flows matched assumed unmatched coverage citation
         indicators { code unit value } unmatchedFlows { name } } }`,
      { processId: upstreamProcesses.items[0].id },
    );
    const value = (code: string) =>
      answer.indicators.find((i: { code: string }) => i.code === code).value as number;
    expect(answer.indicators).toHaveLength(13);
    // EF 3.1's climate factors are IPCC AR6's (CO2 1, fossil CH4 29.8, N2O 273), so GWP-total
    // and GWP-fossil of 1 kWh equal the AR6 GWP100 worked by hand in support/upstream.ts; the
    // grid has no biogenic or land-use flow and no acidifying one.
    expect(value("GWP-total")).toBeCloseTo(GRID_AR6, 12);
    expect(value("GWP-fossil")).toBeCloseTo(GRID_AR6, 12);
    expect(value("GWP-biogenic")).toBe(0);
    expect(value("AP")).toBe(0);
    expect(answer.indicators[0]).toMatchObject({ code: "GWP-total", unit: "kg CO2 eq" });
    // Its inventory: CO2, CH4 and N2O to air, each named with its compartment and matched.
    expect(answer).toMatchObject({ unit: "kWh", flows: 3, matched: 3, unmatched: 0, coverage: 1 });
    expect(answer.unmatchedFlows).toEqual([]);
    expect(answer.citation).toMatch(/ecoinvent/i);
  });

  it("rebuilds from its rows the product system the EcoSpold2 reader builds from the file", async () => {
    const datasets = [grid(), mine(), kiln()]
      .map((a, i) => parseEcoSpold2(spold(a), `zip:${["grid", "mine", "kiln"][i]}.spold`))
      .sort((x, y) => (x.source < y.source ? -1 : 1));
    const built = buildProductSystem(datasets);
    expect(await readSystemRows(t.dataSource.manager, databaseId)).toEqual(built.system);
  });

  it("opens a process with its exchanges: flow, amount, unit, direction, provider, uncertainty", async () => {
    const { upstreamProcesses } = await companyUser.gql(
      `query ($databaseId: Int!) { upstreamProcesses(databaseId: $databaseId, keyword: "grid") { items { id } } }`,
      { databaseId },
    );
    const { upstreamProcess } = await companyUser.gql(
      `query ($id: Int!) { upstreamProcess(id: $id) { name exchanges {
         kind direction flowName compartment amount unit cutOff providerName
         uncertainty { kind sigma pedigree min max mode } } } }`,
      { id: upstreamProcesses.items[0].id },
    );
    expect(upstreamProcess.exchanges).toEqual([
      expect.objectContaining({
        kind: "output",
        flowName: "Electricity, at grid",
        amount: 1,
        unit: "kWh",
      }),
      expect.objectContaining({
        kind: "input",
        flowName: "Hard coal, at mine",
        amount: 0.4,
        unit: "kg",
        cutOff: false,
        providerName: "Hard coal, at mine",
        uncertainty: expect.objectContaining({ kind: "triangular", min: 0.3, max: 0.6, mode: 0.4 }),
      }),
      expect.objectContaining({
        kind: "input",
        flowName: "CUTOFF Lubricants",
        cutOff: true,
        providerName: null,
      }),
      expect.objectContaining({
        kind: "elementary",
        direction: "emission",
        flowName: "Carbon dioxide, fossil",
        compartment: "air/unspecified",
        amount: 0.8,
      }),
      expect.objectContaining({
        flowName: "Methane, fossil",
        // sigma = sqrt(variance) = sqrt(0.04); the engine adds the pedigree's variances itself
        uncertainty: expect.objectContaining({
          kind: "lognormal",
          sigma: 0.2,
          pedigree: [1, 2, 3, 4, 5],
        }),
      }),
      expect.objectContaining({ flowName: "Dinitrogen monoxide", amount: 1e-5 }),
    ]);
  });

  it("finds processes and products by Chinese and English names, ignoring case and width", async () => {
    const search = async (keyword: string) =>
      (
        await companyUser.gql(
          `query ($databaseId: Int!, $keyword: String) {
             upstreamProcesses(databaseId: $databaseId, keyword: $keyword) { total items { name } } }`,
          { databaseId, keyword },
        )
      ).upstreamProcesses;
    expect((await search("熟料")).items.map((p: { name: string }) => p.name)).toEqual([
      "水泥熟料生产",
    ]);
    expect((await search("HARD  COAL")).items.map((p: { name: string }) => p.name)).toEqual([
      "Hard coal, at mine",
    ]);
    // Full-width letters are the same letters.
    expect((await search("ＧＲＩＤ")).total).toBe(1);
    expect((await search("100%")).total).toBe(0);
    const { upstreamFlows } = await companyUser.gql(
      `query ($databaseId: Int!) { upstreamFlows(databaseId: $databaseId, keyword: "lubricant") {
         total items { name unit providerCount } } }`,
      { databaseId },
    );
    expect(upstreamFlows.items).toEqual([
      { name: "CUTOFF Lubricants", unit: "kg", providerCount: 0 },
    ]);
    const elementary = await companyUser.gql(
      `query ($databaseId: Int!) { upstreamFlows(databaseId: $databaseId, kind: "elementary") { total } }`,
      { databaseId },
    );
    expect(elementary.upstreamFlows.total).toBe(3);
  });

  it("recognises the same file imported again and writes nothing", async () => {
    const before = await rowCounts();
    const again = await runImport(await fixture(), "Another name", "2.0");
    expect(again).toMatchObject({
      outcome: "existing",
      databaseId,
      name: "Hand-made",
      version: "1.0",
    });
    expect(await rowCounts()).toEqual(before);
  });
});

describe("bad files: a clear report and nothing written", () => {
  async function refused(bytes: Buffer, name: string) {
    const before = await rowCounts();
    const report = await runImport(bytes, name);
    expect(report.outcome).toBe("refused");
    expect(report.databaseId).toBeNull();
    expect(await rowCounts()).toEqual(before);
    return report;
  }

  it("refuses a zip that holds no EcoSpold2", async () => {
    const report = await refused(await zipOf({ "readme.txt": "not a database" }), "Readme");
    expect(report.problems).toEqual([
      { code: "not-ecospold2", message: expect.stringContaining("no EcoSpold2 data set") },
    ]);
  });

  it("writes the report in the language of the request that started the import", async () => {
    const recorded = jobContext();
    const chinese = { ...recorded, context: { ...recorded.context, locale: "zh-CN" as const } };
    const report = await runImport(await zipOf({ "readme.txt": "说明" }), "说明", "1", chinese);
    expect(report.problems[0].message).toBe(
      "压缩包中没有 EcoSpold2 数据集（.spold），不是 EcoSpold2 数据库",
    );
  });

  it("refuses a truncated zip", async () => {
    const whole = await fixture();
    const report = await refused(whole.subarray(0, Math.floor(whole.length / 2)), "Truncated");
    expect(report.problems[0].code).toBe("unreadable-zip");
    expect(report.problems[0].message).toMatch(/not a readable zip/);
  });

  it("refuses an exchange without its flow, naming the data set", async () => {
    const broken = mine();
    broken.elementary![0].id = "";
    const report = await refused(
      await zipOf({ "grid.spold": spold(grid()), "mine.spold": spold(broken) }),
      "No flow id",
    );
    expect(report.problems).toEqual([
      {
        code: "unreadable-dataset",
        source: "mine.spold",
        message: expect.stringContaining(
          'elementary exchange "Methane, fossil" has no elementaryExchangeId',
        ),
      },
    ]);
  });

  it("refuses an input from a provider activity the file does not hold", async () => {
    const broken = kiln();
    broken.intermediate[1].activityLink = "e0000000-0000-4000-8000-00000000dead";
    const report = await refused(
      await zipOf({
        "grid.spold": spold(grid()),
        "mine.spold": spold(mine()),
        "kiln.spold": spold(broken),
      }),
      "Unknown provider",
    );
    expect(report.problems).toEqual([
      {
        code: "unknown-flow",
        source: "kiln.spold",
        message: expect.stringContaining("e0000000-0000-4000-8000-00000000dead"),
      },
    ]);
  });

  it("refuses an amount whose unit does not convert to its product's", async () => {
    const report = await refused(
      await zipOf({
        "grid.spold": spold(grid()),
        "mine.spold": spold(mine()),
        "kiln.spold": spold(kiln("kg")),
      }),
      "Bad unit",
    );
    expect(report.problems).toEqual([
      {
        code: "unit-not-convertible",
        message: expect.stringMatching(/水泥熟料生产.*in kg does not convert to kWh/),
      },
    ]);
  });

  it("refuses two data sets for the same activity and product", async () => {
    const report = await refused(
      await zipOf({
        "grid.spold": spold(grid()),
        "mine.spold": spold(mine()),
        "mine-copy.spold": spold(mine()),
      }),
      "Duplicate",
    );
    expect(report.problems).toEqual([
      {
        code: "duplicate-code",
        source: "mine.spold",
        message: expect.stringContaining(MINE),
      },
    ]);
  });

  it("refuses a name and version another file took", async () => {
    const other = await zipOf({ "mine.spold": spold(mine()) });
    const report = await refused(other, "Hand-made");
    expect(report.problems[0]).toMatchObject({ code: "name-version-taken" });
  });

  it("writes nothing when cancelled while writing the rows", async () => {
    const before = await rowCounts();
    // Cancelled as the writing starts: the signal is checked after the first rows are written.
    const recorded = jobContext((note, controller) => {
      if (note === "writing") controller.abort();
    });
    const zip = await zipOf({ "mine.spold": spold(mine()), "grid.spold": spold(grid()) });
    await expect(runImport(zip, "Cancelled", "1.0", recorded)).rejects.toThrow();
    expect(await rowCounts()).toEqual(before);
  });
});

describe("upload and access", () => {
  it("takes a zip as an upstream database file and refuses other kinds", async () => {
    const ok = await admin.gql(UPLOAD, {
      input: { name: "uslci.zip", contentBase64: (await fixture()).toString("base64") },
    });
    expect(ok.uploadUpstreamDatabaseFile).toMatchObject({
      mimeType: "application/zip",
      purpose: "upstream-database",
    });
    const text = await admin.try(UPLOAD, {
      input: { name: "uslci.zip", contentBase64: Buffer.from("plain text").toString("base64") },
    });
    expect(codeOf(text)).toEqual(["BAD_USER_INPUT"]);
    const spoldFile = await admin.try(UPLOAD, {
      input: { name: "a.pdf", contentBase64: Buffer.from("%PDF-1.4").toString("base64") },
    });
    expect(spoldFile.errors![0].message).toMatch(/Allowed: \.zip/);
  });

  it("keeps imports and deletions to the platform operator; reading is for every signed-in user", async () => {
    const zip = (await fixture()).toString("base64");
    const byAdminOfCompany = await notOperator.try(UPLOAD, {
      input: { name: "a.zip", contentBase64: zip },
    });
    expect(codeOf(byAdminOfCompany)).toEqual(["FORBIDDEN"]);
    const byReader = await companyUser.try(UPLOAD, {
      input: { name: "a.zip", contentBase64: zip },
    });
    expect(codeOf(byReader)).toEqual(["FORBIDDEN"]);
    const deleteByReader = await companyUser.try(
      `mutation { deleteUpstreamDatabase(input: { id: 1, confirm: "x" }) }`,
    );
    expect(codeOf(deleteByReader)).toEqual(["FORBIDDEN"]);
    const signedOut = await t.gql(`query { upstreamDatabases { total } }`);
    expect(codeOf(signedOut)).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("the import mutation", () => {
  const IMPORT = `mutation ($input: ImportUpstreamDatabaseInput!) {
    importUpstreamDatabase(input: $input) { id kind status } }`;
  const JOB = `query ($id: ID!) { job(id: $id) {
    status progressDone progressTotal result error } }`;

  it("starts the import as a background job whose result is the report", async () => {
    const fileId = await upload(await zipOf({ "kiln.spold": spold(kiln()) }));
    const { importUpstreamDatabase: job } = await admin.gql(IMPORT, {
      input: { fileId, ...describe_("Through the job", "3") },
    });
    expect(job).toMatchObject({ kind: "upstream-database-import", status: "queued" });
    let state: Record<string, any> = {};
    for (let i = 0; i < 200; i++) {
      state = (await admin.gql(JOB, { id: job.id })).job;
      if (state.status === "succeeded" || state.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state.status).toBe("succeeded");
    expect(state.progressDone).toBe(state.progressTotal);
    // One process whose electricity input nobody in this file delivers.
    expect(state.result).toMatchObject({
      outcome: "imported",
      name: "Through the job",
      version: "3",
      counts: { processes: 1, products: 1, cutOffProducts: 1, cutOffInputs: 1, exchanges: 3 },
    });
  });

  it("takes the same file under the name it was imported as, and answers that database", async () => {
    const { upstreamDatabases } = await admin.gql(
      `{ upstreamDatabases(keyword: "Hand-made") { items { id name version } } }`,
    );
    const handMade = upstreamDatabases.items.find(
      (row: { version: string }) => row.version === "1.0",
    );
    const before = await rowCounts();
    const fileId = await upload(await fixture());
    const { importUpstreamDatabase: job } = await admin.gql(IMPORT, {
      input: { fileId, ...describe_("Hand-made", "1.0") },
    });
    let state: Record<string, any> = {};
    for (let i = 0; i < 200; i++) {
      state = (await admin.gql(JOB, { id: job.id })).job;
      if (state.status === "succeeded" || state.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state.status).toBe("succeeded");
    expect(state.result).toMatchObject({
      outcome: "existing",
      databaseId: handMade.id,
      name: "Hand-made",
      version: "1.0",
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("checks the file and the name and version before starting", async () => {
    const missing = await admin.try(IMPORT, {
      input: { fileId: "00000000-0000-4000-8000-000000000000", ...describe_("Missing") },
    });
    expect(codeOf(missing)).toEqual(["NOT_FOUND"]);
    const fileId = await upload(await zipOf({ "mine.spold": spold(mine()) }));
    const taken = await admin.try(IMPORT, { input: { fileId, ...describe_("Hand-made", "1.0") } });
    expect(codeOf(taken)).toEqual(["CONFLICT"]);
    expect(taken.errors![0].message).toBe(
      "An upstream database named Hand-made 1.0 already exists (from another file)",
    );
    const blank = await admin.try(IMPORT, { input: { fileId, ...describe_(" ", "1.0") } });
    expect(codeOf(blank)).toEqual(["BAD_USER_INPUT"]);
    const byNotOperator = await notOperator.try(IMPORT, { input: { fileId, ...describe_("X") } });
    expect(codeOf(byNotOperator)).toEqual(["FORBIDDEN"]);
  });
});

describe("deleting a database", () => {
  it("refuses while material data links to one of its products", async () => {
    const zip = await zipOf({ "kiln.spold": spold(kiln()), "mine.spold": spold(mine()) });
    const report = await runImport(zip, "In use", "1");
    const id = report.databaseId!;
    const [kilnRow] = await t.dataSource.query(
      "SELECT id FROM upstream_process WHERE database_id = $1 AND code = $2",
      [id, KILN],
    );
    // A global material datum taking its footprint from the clinker process.
    await t.dataSource.query(
      `INSERT INTO material_datum (company_id, name, name_en, category, unit_id, source_kind,
         upstream_process_id, source, region, uncertainty)
       VALUES (NULL, '熟料', 'Clinker', 'material', 1, 'upstream', $1, 'Test', 'GLO', '{}')`,
      [String(kilnRow.id)],
    );
    const answer = await admin.try(
      `mutation ($id: Int!) { deleteUpstreamDatabase(input: { id: $id, confirm: "In use 1" }) }`,
      { id },
    );
    expect(codeOf(answer)).toEqual(["CONFLICT"]);
    expect(answer.errors![0].message).toBe(
      'Upstream database In use 1 is used by 1 material data: "熟料"; it cannot be deleted',
    );
    expect((await rowCounts()).processes).toBeGreaterThan(0);
    await t.dataSource.query("DELETE FROM material_datum WHERE name = '熟料'");
  });

  it("asks for its name and version, then removes every row of it", async () => {
    const zip = await zipOf({ "mine.spold": spold(mine()), "grid.spold": spold(grid()) });
    const report = await runImport(zip, "To delete", "0.1");
    const id = report.databaseId!;
    const DELETE = `mutation ($id: Int!, $confirm: String!) {
      deleteUpstreamDatabase(input: { id: $id, confirm: $confirm }) }`;
    const unconfirmed = await admin.try(DELETE, { id, confirm: "To delete" });
    expect(codeOf(unconfirmed)).toEqual(["BAD_USER_INPUT"]);
    expect(unconfirmed.errors![0].message).toContain('"To delete 0.1"');
    const byNotOperator = await notOperator.try(DELETE, { id, confirm: "To delete 0.1" });
    expect(codeOf(byNotOperator)).toEqual(["FORBIDDEN"]);

    const [before] = await t.dataSource.query(
      "SELECT count(*)::int AS n FROM upstream_exchange WHERE database_id = $1",
      [id],
    );
    expect(before.n).toBe(9);
    expect((await admin.gql(DELETE, { id, confirm: "To delete 0.1" })).deleteUpstreamDatabase).toBe(
      true,
    );
    const [after] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM upstream_process WHERE database_id = $1)::int
            + (SELECT count(*) FROM upstream_flow WHERE database_id = $1)::int
            + (SELECT count(*) FROM upstream_exchange WHERE database_id = $1)::int AS n`,
      [id],
    );
    expect(after.n).toBe(0);
    const gone = await admin.try(`query ($id: Int!) { upstreamDatabase(id: $id) { id } }`, { id });
    expect(codeOf(gone)).toEqual(["NOT_FOUND"]);
  });
});

// Keeps the import of the calc fixtures honest too: allocation, a waste treatment, unit
// conversion and a flow in both directions come back from the rows as the reader built them.
describe("the engine's own fixtures", () => {
  it("come back from the rows as the reader builds them", async () => {
    const folder = path.join(__dirname, "../src/calc/lca/fixtures");
    const names = ["coal-mining.spold", "electricity.spold", "landfill.spold"];
    const texts = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await readFile(path.join(folder, n), "utf8")])),
    );
    const report = await runImport(await zipOf(texts), "Engine fixtures");
    expect(report.outcome).toBe("imported");
    expect(report.counts!.allocatedProcesses).toBe(1);
    const built = buildProductSystem(names.map((n) => parseEcoSpold2(texts[n], `zip:${n}`)));
    expect(await readSystemRows(t.dataSource.manager, report.databaseId!)).toEqual(built.system);
  });
});

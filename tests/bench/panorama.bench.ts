// Benchmark of the home panorama (npm run bench:panorama) on a fresh embedded database (PGlite,
// in memory, seeded), through the platform's own HTTP server on a local port. Five corporations
// with an inventory a year from 2015 to 2024 (50 cases of 12 lines over 6 processes in the three
// scopes, each calculated), and 12 saved charts on the home panorama, one of each kind: scope mix,
// scopes by year, scopes by corporation (market-based), ISO categories, scope 3 categories by
// year, gases, corporations by year, total by year, intensity per output and per revenue, the
// top 10 processes and a 2030 target. The figures, medians over repeated runs:
//   - homeRequestMs: the panoramaHome GraphQL query with every chart's figures, over HTTP;
//   - homeServiceMs: the service's part of it (arrangement, one read of the runs' totals, the
//     12 charts computed);
//   - homeStatements: the SQL statements one panoramaHome request issues.
// Target (issue "Corporate analytics"): the panorama home with 12 charts over 50 cases in under
// 1 s. The last line printed is one JSON object.
//
//   node .bench-dist/tests/bench/panorama.bench.js [--runs 21]
import "reflect-metadata";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import type { Logger } from "typeorm";
import { createApp } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import { createDataSource } from "../../server/src/db/data-source";
import { seed } from "../../server/src/db/seed/seed";
import type { Viewer } from "../../server/src/modules/auth/viewer";
import { argument, median, peakRssMB, round } from "./figures";

const SEED = { seedPassword: "Carbon@2026", initialPassword: "Welcome@2026" };
const TARGETS = { homeRequestMs: 1_000 };
const CORPORATIONS = 5;
const YEARS = Array.from({ length: 10 }, (_, i) => 2015 + i);
const KG = 10;
const KWH = 30;

/** Counts the SQL statements the data source runs. */
class CountingLogger implements Logger {
  count = 0;
  logQuery() {
    this.count += 1;
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

/** The processes of a bench case: name, scope, ISO category, scope 3 category, unit, CO2 per unit. */
const PROCESSES: Array<[string, 1 | 2 | 3, number, number | null, number, number]> = [
  ["Boilers", 1, 1, null, KG, 2.1],
  ["Kilns", 1, 1, null, KG, 2.9],
  ["Fleet", 1, 1, null, KG, 3.1],
  ["Purchased power", 2, 2, null, KWH, 0.55],
  ["Purchased materials", 3, 4, 1, KG, 1.4],
  ["Business travel", 3, 3, 6, KG, 0.9],
];

const CHARTS = [
  { name: "Scope mix", dataKind: "scope", grouping: "none", chartType: "pie" },
  { name: "Scopes by year", dataKind: "scope", grouping: "year", chartType: "stackedBar" },
  {
    name: "Scopes by corporation (market)",
    dataKind: "scope",
    grouping: "corporation",
    chartType: "stackedBar",
    scope2Basis: "market",
  },
  { name: "ISO categories", dataKind: "isoCategory", grouping: "none", chartType: "bar" },
  {
    name: "Scope 3 by year",
    dataKind: "scope3Category",
    grouping: "year",
    chartType: "stackedBar",
  },
  { name: "Gases", dataKind: "gas", grouping: "none", chartType: "pie" },
  { name: "Corporations by year", dataKind: "corporation", grouping: "year", chartType: "line" },
  { name: "Total by year", dataKind: "total", grouping: "year", chartType: "bar" },
  { name: "Intensity per tonne", dataKind: "intensityOutput", grouping: "year", chartType: "line" },
  {
    name: "Intensity per revenue",
    dataKind: "intensityRevenue",
    grouping: "year",
    chartType: "line",
  },
  {
    name: "Top 10 processes",
    dataKind: "topSources",
    grouping: "none",
    chartType: "bar",
    topN: 10,
  },
  {
    name: "Target 2030",
    dataKind: "target",
    grouping: "year",
    chartType: "line",
    baseYear: 2015,
    targetYear: 2030,
    reductionPct: 50,
  },
];

const HOME = `{ panoramaHome { items { width chart { id name dataKind chartType }
  data { measure categories { key name scope } series { key name unit values } notes } } } }`;

async function main() {
  const runs = Number(argument("runs") ?? 21);
  const logger = new CountingLogger();
  const dataSource = createDataSource({ logger });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await seed(dataSource, SEED);
  const config = { ...loadConfig({}), ...SEED, jobWorkers: false };
  const { app, services, stop } = await createApp(config, dataSource);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const login = await fetch(`${base}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: SEED.seedPassword }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const gql = async <T = Record<string, any>>(query: string, variables = {}): Promise<T> => {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-token": token },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  // 5 corporations × 10 years, each case calculated; activity grows with the corporation and
  // falls 3% a year, so every chart has something to draw.
  const started = performance.now();
  for (let c = 1; c <= CORPORATIONS; c++) {
    const { createCorporation } = await gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: `Bench plant ${c}` } },
    );
    for (const year of YEARS) {
      const scale = c * 0.97 ** (year - YEARS[0]);
      const { createCase } = await gql(
        `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`,
        {
          input: {
            corporationId: createCorporation.id,
            name: `Plant ${c} ${year}`,
            year,
            outputAmount: 1_000 * c,
            outputUnit: "t",
            revenue: 800 * c,
            revenueUnit: "万元",
          },
        },
      );
      const caseId = createCase.id as number;
      for (const [name, scope, isoCategory, scope3Category, unitId, co2] of PROCESSES) {
        const { addCaseProcess } = await gql(
          `mutation ($input: CaseProcessInput!) { addCaseProcess(input: $input) { id } }`,
          { input: { caseId, name, scope, isoCategory, scope3Category } },
        );
        for (const part of [1, 2]) {
          await gql(
            `mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`,
            {
              input: {
                caseId,
                processId: addCaseProcess.id,
                name: `${name} ${part}`,
                amount: round(1_000 * scale * part * (unitId === KWH ? 20 : 1), 3),
                unitId,
                factor: {
                  name: `${name} factor`,
                  unitId,
                  source: "Bench",
                  gases: [
                    { gas: "CO2", value: co2 },
                    { gas: "CH4", value: 0.0002 },
                  ],
                },
              },
            },
          );
        }
      }
      await gql(`mutation ($caseId: Int!) { calculateCase(caseId: $caseId) { id } }`, { caseId });
    }
  }
  console.log(
    `${CORPORATIONS * YEARS.length} cases of ${PROCESSES.length * 2} lines calculated in ${round(
      (performance.now() - started) / 1000,
    )} s`,
  );

  const items = [];
  for (const chart of CHARTS) {
    const { createPanoramaChart } = await gql(
      `mutation ($input: CreatePanoramaChartInput!) { createPanoramaChart(input: $input) { id } }`,
      { input: chart },
    );
    items.push({ chartId: createPanoramaChart.id as number, width: 6 });
  }
  await gql(
    `mutation ($input: SetPanoramaHomeInput!) { setPanoramaHome(input: $input) { items { width } } }`,
    { input: { items } },
  );

  const [admin] = await dataSource.query<Array<{ id: number; company_id: number }>>(
    "SELECT id, company_id FROM user_account WHERE username = 'admin'",
  );
  const viewer: Viewer = {
    userId: admin.id,
    username: "admin",
    companyId: admin.company_id,
    agentId: 0,
    sessionId: "bench",
    permissions: new Set(["pa"]),
    scope: { all: false, companyIds: [admin.company_id] },
    mustChangePassword: false,
  };

  // Warm-up, then the timed runs.
  for (let i = 0; i < 3; i++) await gql(HOME);
  const requestMs: number[] = [];
  let statements = 0;
  let answer: Record<string, any> = {};
  for (let i = 0; i < runs; i++) {
    logger.count = 0;
    const t0 = performance.now();
    answer = await gql(HOME);
    requestMs.push(performance.now() - t0);
    statements = logger.count;
  }
  const serviceMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await services.panorama.home(viewer);
    serviceMs.push(performance.now() - t0);
  }
  const charts = (answer.panoramaHome.items as Array<{ chart: { name: string }; data: any }>).map(
    (item) => `${item.chart.name} (${item.data.categories.length}×${item.data.series.length})`,
  );
  console.log(`home panorama: ${charts.length} charts: ${charts.join(", ")}`);
  const responseKB = round(JSON.stringify(answer).length / 1024);
  const memory = peakRssMB();
  console.log(
    `panoramaHome over HTTP: median ${round(median(requestMs))} ms of ${runs} ` +
      `(service ${round(median(serviceMs))} ms), ${statements} SQL statements, ${responseKB} KB; ` +
      `target < ${TARGETS.homeRequestMs} ms: ${median(requestMs) < TARGETS.homeRequestMs ? "met" : "MISSED"}`,
  );

  const figures = {
    cases: CORPORATIONS * YEARS.length,
    charts: charts.length,
    homeRequestMs: round(median(requestMs)),
    homeServiceMs: round(median(serviceMs)),
    homeStatements: statements,
    responseKB,
    peakMemoryMB: memory,
    targets: TARGETS,
  };
  console.log(JSON.stringify(figures));
  server.closeAllConnections();
  server.close();
  await stop();
  await dataSource.destroy();
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

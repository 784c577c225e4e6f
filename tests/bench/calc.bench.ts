// Benchmark of the carbon-accounting core (npm run bench:calc). It builds a case of 10,000
// activity lines on the embedded database and prints, as medians over repeated runs:
//   - the inventory engine alone on those lines;
//   - the whole `calculateCase` GraphQL request over HTTP (load, compute, store the run);
//   - the SQL statements one calculation issues, at 1,000 and at 10,000 lines (they must not
//     grow with the line count);
//   - importing 10,000 activity-line rows from the Excel template.
// Targets (issue "Carbon accounting core"): engine < 100 ms, request < 1 s, import < 5 s.
// The last line printed is one JSON object with the figures.
import "reflect-metadata";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import type { Logger } from "typeorm";
import { createApp } from "../../server/src/app";
import { calculateCase } from "../../server/src/calc/ghg";
import { loadConfig } from "../../server/src/config";
import { createDataSource } from "../../server/src/db/data-source";
import { seed } from "../../server/src/db/seed/seed";
import { toEngineActivityLines } from "../../server/src/modules/calculation/engine-lines";
import { insertLines } from "../../server/src/modules/activity-line/line-writes";
import { CaseProcess } from "../../server/src/modules/case/case-process.entity";
import { writeProcessWorkbook } from "../../server/src/modules/workbook/excel";
import { ActivityLine } from "../../server/src/modules/activity-line/activity-line.entity";
import { EmissionFactor } from "../../server/src/modules/factor/emission-factor.entity";
import { UNITS } from "../../server/src/calc/units";
import { median, round } from "./figures";

const LINES = 10_000;
const SEED = { seedPassword: "Carbon@2026", initialPassword: "Welcome@2026" };

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

async function main() {
  const logger = new CountingLogger();
  const dataSource = createDataSource({ logger });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await seed(dataSource, SEED);
  const config = { ...loadConfig({}), ...SEED };
  const { app, stop } = await createApp(config, dataSource);
  const server = app.listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const login = (await (
    await fetch(`${base}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: SEED.seedPassword }),
    })
  ).json()) as { data: { token: string } };
  const token = login.data.token;
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-token": token },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };

  const { createCorporation } = await gql<{ createCorporation: { id: number } }>(
    `mutation { createCorporation(input: { name: "Benchmark Steel Works" }) { id } }`,
  );
  const factors = await dataSource.getRepository(EmissionFactor).find({ take: 400 });
  const usable = factors.filter((factor) => factor.gases.length > 0);

  /** A case with `count` lines spread over six processes, each line on a library factor. */
  async function caseWith(count: number): Promise<number> {
    const { createCase } = await gql<{ createCase: { id: number } }>(
      `mutation($corporationId: Int!, $name: String!) {
         createCase(input: { corporationId: $corporationId, name: $name, year: 2024 }) { id }
       }`,
      { corporationId: createCorporation.id, name: `Benchmark ${count} ${Date.now()}` },
    );
    const caseId = createCase.id;
    const processes: CaseProcess[] = [];
    for (const [index, scope] of [1, 1, 2, 3, 3, 3].entries()) {
      const { addCaseProcess } = await gql<{ addCaseProcess: CaseProcess }>(
        `mutation($input: CaseProcessInput!) { addCaseProcess(input: $input) { id companyId caseId } }`,
        {
          input: {
            caseId,
            name: `Process ${index + 1}`,
            scope,
            isoCategory: scope === 3 ? 4 : scope,
            scope3Category: scope === 3 ? 1 : null,
          },
        },
      );
      processes.push(addCaseProcess);
    }
    const lines: Array<Partial<ActivityLine>> = [];
    for (let i = 0; i < count; i += 1) {
      const factor = usable[i % usable.length];
      const process = processes[i % processes.length];
      lines.push({
        companyId: process.companyId,
        caseId,
        processId: process.id,
        name: `${factor.nameEn} #${i}`,
        amount: 1 + ((i * 7919) % 1000) / 10,
        unitId: factor.unitId,
        method: "factor",
        factorId: factor.id,
        dataSourceType: 3,
        sort: i,
      });
    }
    await insertLines(dataSource.manager, lines);
    return caseId;
  }

  const calculate = async (caseId: number) => {
    const started = performance.now();
    const { calculateCase: run } = await gql<{
      calculateCase: { status: string; totalKg: number; errors: unknown[] };
    }>(
      `mutation($caseId: Int!) { calculateCase(caseId: $caseId) { status totalKg errors { message } } }`,
      {
        caseId,
      },
    );
    if (run.status !== "succeeded") throw new Error(`run failed: ${JSON.stringify(run.errors)}`);
    return performance.now() - started;
  };

  // Engine alone, on the lines as the service hands them over.
  const big = await caseWith(LINES);
  console.log(`set up a case of ${LINES} lines`);
  const processes = await dataSource.getRepository(CaseProcess).findBy({ caseId: big });
  const rows = await dataSource.getRepository(ActivityLine).findBy({ caseId: big });
  const byId = new Map(factors.map((factor) => [factor.id, factor]));
  const { engineLines } = toEngineActivityLines(rows, processes, byId);
  const engineTimes: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const started = performance.now();
    const outcome = calculateCase({
      gwpSet: "AR6",
      lines: engineLines,
      output: null,
      revenue: null,
    });
    const elapsed = performance.now() - started;
    if (!outcome.ok) throw new Error("engine refused the benchmark case");
    if (i >= 5) engineTimes.push(elapsed);
  }

  console.log("engine measured");
  // The whole request, and the statements it issues.
  const requestTimes: number[] = [];
  await calculate(big); // warm-up
  for (let i = 0; i < 7; i += 1) requestTimes.push(await calculate(big));
  logger.count = 0;
  await calculate(big);
  const sql10k = logger.count;
  const small = await caseWith(1_000);
  await calculate(small);
  logger.count = 0;
  await calculate(small);
  const sql1k = logger.count;

  console.log("request measured");
  // Import of 10,000 rows from the activity-line workbook into a case with the same processes.
  const importTimes: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const target = await caseWith(0);
    const targetProcesses = await dataSource.getRepository(CaseProcess).findBy({ caseId: target });
    const workbook = await writeProcessWorkbook({
      case: {
        corporationName: "Benchmark Steel Works",
        caseName: "Import",
        year: 2024,
        periodStart: "2024-01-01",
        periodEnd: "2024-12-31",
        gwpSet: "AR6",
        boundary: "operational-control",
      },
      language: "en",
      lines: Array.from({ length: LINES }, (_, index) => {
        const factor = usable[index % usable.length];
        const process = targetProcesses[index % targetProcesses.length];
        return {
          id: null,
          processName: process.name,
          scope: process.scope,
          name: `Imported line ${index}`,
          amount: 10 + index,
          unitSymbol: unitSymbol(factor.unitId),
          method: "factor",
          gas: null,
          factorCode: factor.code,
          factorName: factor.name,
          factorValues: "",
          factorUnitSymbol: null,
          factorSource: null,
          proxy: false,
          dataQuality: null,
          dataSourceType: 3,
          month: (index % 12) + 1,
          remark: null,
        };
      }),
    });
    const started = performance.now();
    const { importActivityLines } = await gql<{
      importActivityLines: { added: number; rejected: Array<{ reason: string }> };
    }>(
      `mutation($input: ImportActivityLinesInput!) {
         importActivityLines(input: $input) { added rejected { row reason } }
       }`,
      { input: { caseId: target, base64: workbook.toString("base64") } },
    );
    importTimes.push(performance.now() - started);
    if (importActivityLines.added !== LINES) {
      throw new Error(
        `import added ${importActivityLines.added}: ${JSON.stringify(importActivityLines.rejected.slice(0, 3))}`,
      );
    }
  }

  server.close();
  await stop();
  await dataSource.destroy();

  const figures = {
    lines: LINES,
    engineMs: round(median(engineTimes)),
    requestMs: round(median(requestTimes)),
    sqlPerRun1k: sql1k,
    sqlPerRun10k: sql10k,
    importRows: LINES,
    importMs: round(median(importTimes)),
    targets: { engineMs: 100, requestMs: 1000, importMs: 5000 },
  };
  console.log(
    `engine, ${LINES} lines: median ${figures.engineMs} ms over ${engineTimes.length} runs`,
  );
  console.log(
    `calculateCase request, ${LINES} lines: median ${figures.requestMs} ms over ${requestTimes.length} runs`,
  );
  console.log(`SQL statements per calculation: ${sql1k} at 1,000 lines, ${sql10k} at 10,000 lines`);
  console.log(
    `import of ${LINES} rows from Excel: median ${figures.importMs} ms over ${importTimes.length} runs`,
  );
  console.log(JSON.stringify(figures));
}

function unitSymbol(unitId: number): string {
  return UNITS.find((unit) => unit.id === unitId)?.symbol ?? String(unitId);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

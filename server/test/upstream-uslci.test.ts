// USLCI (FY18 Q1, 767 EcoSpold2 data sets as openLCA 1.5 exports them) imported as an upstream
// database: uploaded through GraphQL (a 4.1 MB zip, 5.5 MB once base64-encoded), imported by the
// job, and rebuilt from the rows into the same product system the EcoSpold2 reader builds from
// the file. Three products' GWP100 through the service equal those of the file-based path (the
// reader, the matrix builder and the solver called directly here). Skipped without the data.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { main as lcaCommand } from "../src/calc/lca/cli";
import { readEcoSpold2 } from "../src/calc/lca/ecospold2";
import { buildMatrices } from "../src/calc/lca/matrices";
import { gwp100MethodId } from "../src/calc/lca/methods";
import { calculate } from "../src/calc/lca/results";
import type { JobContext } from "../src/modules/job/job.types";
import { readSystemRows } from "../src/modules/upstream-database/upstream-rows";
import { caller, type Caller } from "./support/accounting";
import { startTestApp, type TestApp } from "./support/harness";

const USLCI = path.resolve(
  __dirname,
  "../../../shared/data/uslci_fy18_q1_01_olca1_5_ecospold2.zip",
);
const haveUslci = existsSync(USLCI);
if (!haveUslci) console.warn(`Skipping the USLCI upstream database tests: ${USLCI} is absent`);

const PRODUCTS = [
  "Electricity, at Grid, US, 2008",
  "Iron and steel, production mix",
  "Hog fuel, pur., combusted in industrial boiler, at pulp and paper mill (EXCL.)",
];

// Skipped (with the warning above) only where ../shared/data, which is never committed, is absent.
(haveUslci ? describe : describe.skip)(
  `USLCI as an upstream database${haveUslci ? "" : " (skipped: ../shared/data is absent)"}`,
  () => {
    let t: TestApp;
    let admin: Caller;
    let databaseId: number;

    beforeAll(async () => {
      t = await startTestApp();
      admin = caller(t, await t.login("admin"));
      const bytes = await readFile(USLCI);
      const { uploadUpstreamDatabaseFile: file } = await admin.gql(
        `mutation ($input: UploadEvidenceFileInput!) {
           uploadUpstreamDatabaseFile(input: $input) { id size } }`,
        {
          input: {
            name: "uslci_fy18_q1_01_olca1_5_ecospold2.zip",
            contentBase64: bytes.toString("base64"),
          },
        },
      );
      expect(file.size).toBe(bytes.length);
      const context: JobContext = {
        jobId: "uslci",
        companyId: 1,
        userId: 1,
        locale: "en",
        signal: new AbortController().signal,
        progress: () => Promise.resolve(),
      };
      const report = await t.services.upstreamDatabases.importJob.run(
        { fileId: file.id, name: "USLCI", version: "FY18 Q1", licence: "CC0 1.0", source: "NREL" },
        context,
      );
      expect(report.outcome).toBe("imported");
      databaseId = report.databaseId!;
    }, 300_000);
    afterAll(() => t?.close());

    it("reports the data sets of the zip and the ones left out", async () => {
      const { upstreamDatabase } = await admin.gql(
        `query ($id: Int!) { upstreamDatabase(id: $id) { processCount report } }`,
        { id: databaseId },
      );
      const { counts, skipped, problems } = upstreamDatabase.report;
      // `unzip -l` lists 767 files; 21 data sets have no reference product (outputGroup 0).
      expect(counts.datasets).toBe(767);
      expect(skipped).toHaveLength(21);
      expect(counts.processes).toBe(767 - 21);
      expect(upstreamDatabase.processCount).toBe(746);
      expect(problems).toEqual([]);
    });

    it("rebuilds from its rows the system the reader builds from the file, and calculates the same GWP", async () => {
      const imported = await readEcoSpold2(USLCI);
      const fromRows = await readSystemRows(t.dataSource.manager, databaseId);
      expect(fromRows).toEqual(imported.system);

      const matrices = buildMatrices(imported.system);
      for (const name of PRODUCTS) {
        const process = imported.system.processes.find((p) => p.name === name)!;
        const result = calculate(matrices, [
          { product: process.outputs[0].id, amount: 1, provider: process.id },
        ]);
        const impact = (report: "AR5" | "AR6") =>
          result.impacts[
            matrices.impacts.findIndex((row) => row.method === gwp100MethodId(report))
          ];

        const { upstreamProcesses } = await admin.gql(
          `query ($databaseId: Int!, $keyword: String) {
             upstreamProcesses(databaseId: $databaseId, keyword: $keyword, pageSize: 100) { items { id name } } }`,
          { databaseId, keyword: name },
        );
        const row = upstreamProcesses.items.find((p: { name: string }) => p.name === name);
        const { upstreamProductGwp: gwp } = await admin.gql(
          `query ($processId: Int!) { upstreamProductGwp(processId: $processId) { ar5 ar6 } }`,
          { processId: row.id },
        );
        expect(impact("AR5")).toBeGreaterThan(0);
        // The same system, the same solver: the same figures to rounding.
        expect(Math.abs(gwp.ar5 - impact("AR5"))).toBeLessThanOrEqual(1e-12 * impact("AR5"));
        expect(Math.abs(gwp.ar6 - impact("AR6"))).toBeLessThanOrEqual(1e-12 * impact("AR6"));
      }
      // Built from the rows once for the three.
      expect(t.services.upstreamDatabases.systems.builds).toBe(1);
    }, 120_000);

    it("gives a product the GWP100 that npm run lca prints for it", async () => {
      let printed = "";
      const code = await lcaCommand(
        ["--ecospold2", USLCI, "--product", "Iron and steel, production mix"],
        (text) => void (printed += text),
        () => undefined,
      );
      expect(code).toBe(0);
      const command = JSON.parse(printed) as {
        impacts: { method: string; amount: number }[];
      };
      const { upstreamProcesses } = await admin.gql(
        `query ($databaseId: Int!) {
           upstreamProcesses(databaseId: $databaseId, keyword: "Iron and steel, production mix") { items { id } } }`,
        { databaseId },
      );
      const { upstreamProductGwp: gwp } = await admin.gql(
        `query ($processId: Int!) { upstreamProductGwp(processId: $processId) { ar5 ar6 } }`,
        { processId: upstreamProcesses.items[0].id },
      );
      const printedOf = (report: "AR5" | "AR6") =>
        command.impacts.find((i) => i.method === gwp100MethodId(report))!.amount;
      expect(gwp.ar5).toBeCloseTo(printedOf("AR5"), 12);
      expect(gwp.ar6).toBeCloseTo(printedOf("AR6"), 12);
    }, 120_000);

    it("models a product of USLCI items whose GWP and EN 15804 indicators are the sum of the items' own", async () => {
      // 1 kg of product = 0.8 kg Portland cement + 2 kWh of the US grid mix + 1 kg carried
      // 100 km by combination truck (0.1 t·km). Each item's own figures come from the upstream
      // database's per-product queries (one unit of each, solved alone).
      const ITEMS = [
        { name: "Portland cement, at plant", per: 0.8 },
        { name: "Electricity, at Grid, US, 2010", per: 2 },
        { name: "Transport, combination truck, average fuel mix", per: 0.1 },
      ];
      const ids: number[] = [];
      let ar6 = 0;
      const en15804 = new Map<string, number>();
      for (const item of ITEMS) {
        const { upstreamProcesses } = await admin.gql(
          `query ($databaseId: Int!, $keyword: String) {
             upstreamProcesses(databaseId: $databaseId, keyword: $keyword, pageSize: 100) { items { id name productUnit } } }`,
          { databaseId, keyword: item.name },
        );
        const row = upstreamProcesses.items.find((p: { name: string }) => p.name === item.name);
        ids.push(row.id as number);
        const { upstreamProductGwp } = await admin.gql(
          `query ($processId: Int!) { upstreamProductGwp(processId: $processId) { ar6 } }`,
          { processId: row.id },
        );
        const { upstreamProductIndicators } = await admin.gql(
          `query ($processId: Int!) {
             upstreamProductIndicators(processId: $processId) { indicators { code value } } }`,
          { processId: row.id },
        );
        ar6 += item.per * (upstreamProductGwp.ar6 as number);
        for (const { code, value } of upstreamProductIndicators.indicators as {
          code: string;
          value: number;
        }[]) {
          en15804.set(code, (en15804.get(code) ?? 0) + item.per * value);
        }
      }
      const { createLcaProduct } = await admin.gql(
        `mutation ($input: CreateLcaProductInput!) { createLcaProduct(input: $input) { id } }`,
        {
          input: {
            name: "Mortar block",
            declaredAmount: 1,
            declaredUnitId: 10,
            boundary: "cradle-to-gate",
            standard: "iso14067",
            databaseId,
          },
        },
      );
      const productId = createLcaProduct.id as number;
      await admin.gql(
        `mutation ($input: AddLcaModelLinesInput!) { addLcaModelLines(input: $input) { id } }`,
        {
          input: {
            productId,
            lines: [
              {
                stage: "raw-material",
                kind: "material",
                name: "Cement",
                amount: 0.8,
                unitId: 10,
                sourceKind: "upstream",
                sourceId: ids[0],
              },
              {
                stage: "production",
                kind: "energy",
                name: "Electricity",
                amount: 2,
                unitId: 30,
                sourceKind: "upstream",
                sourceId: ids[1],
              },
              {
                stage: "distribution",
                kind: "transport",
                name: "Truck",
                amount: 1,
                unitId: 10,
                sourceKind: "upstream",
                sourceId: ids[2],
                distanceKm: 100,
              },
            ],
          },
        },
      );
      const { calculateLcaProduct } = await admin.gql(
        `mutation ($id: Int!) { calculateLcaProduct(input: { productId: $id }) { id } }`,
        { id: productId },
      );
      await t.services.lcaCalculations.calculationJob.run(
        { calculationId: calculateLcaProduct.id as number },
        {
          jobId: "product",
          companyId: 1,
          userId: 1,
          locale: "en",
          signal: new AbortController().signal,
          progress: () => Promise.resolve(),
        },
      );
      const { lcaCalculation } = await admin.gql(
        `query ($id: Int!) { lcaCalculation(id: $id) { status result { indicators { method category total } } } }`,
        { id: calculateLcaProduct.id },
      );
      expect(lcaCalculation.status).toBe("succeeded");
      const total = (method: string, category: string) =>
        (
          lcaCalculation.result.indicators as { method: string; category: string; total: number }[]
        ).find((i) => i.method === method && i.category === category)!.total;
      expect(ar6).toBeGreaterThan(0);
      expect(Math.abs(total(gwp100MethodId("AR6"), "gwp100") - ar6)).toBeLessThanOrEqual(
        1e-9 * ar6,
      );
      expect(en15804.size).toBe(13);
      for (const [code, value] of en15804) {
        const scale = Math.max(Math.abs(value), 1e-30);
        expect(Math.abs(total("en15804-a2-ef31", code) - value)).toBeLessThanOrEqual(1e-9 * scale);
      }
    }, 120_000);
  },
);

// The LCA product library on a real database: a product modelled on the hand-made upstream
// database (support/upstream.ts: a grid with a coal mine in a loop, a clinker kiln) plus a
// company's transport datum and a supplier's primary footprint, calculated by the job and checked
// against the GWPs worked out by hand, by stage and by line; co-product allocation; every kind of
// blocked line named; a calculation started twice; the count rising and falling; versions,
// copies and the frozen released study; Monte Carlo and a paired comparison; the LCA log;
// another company's products out of reach.
import type { Caller } from "./support/accounting";
import { caller, createCompany, createUser } from "./support/accounting";
import { handMadeSources } from "./support/lca-product";
import { codeOf, startTestApp, type TestApp } from "./support/harness";
import { GRID_AR5, GRID_AR6, jobContext, KILN_AR6 } from "./support/upstream";

let t: TestApp;
let admin: Caller;
let databaseId: number;
let gridId: number;
let kilnId: number;
let truckId: number;

const PRODUCT = `id name version auditStatus calculationCount standard declaredAmount declaredUnitId`;
const CREATE = `mutation ($input: CreateLcaProductInput!) { createLcaProduct(input: $input) { ${PRODUCT} } }`;
const ADD = `mutation ($input: AddLcaModelLinesInput!) { addLcaModelLines(input: $input) { id name } }`;
const PROBLEMS = `query ($id: Int!) { lcaModelProblems(id: $id) { lineId name reason } }`;
const CALCULATE = `mutation ($productId: Int!) {
  calculateLcaProduct(input: { productId: $productId }) { id number status jobId version } }`;
const CALCULATION = `query ($id: Int!) { lcaCalculation(id: $id) {
  id number status version error databaseLabel model
  result { headline primaryShare cutOffProducts
    indicators { method category unit total }
    byStage { key name values } byLine { key name stage values primary }
    byProcess { name amount share } byFlow { name amount }
    tree { parent depth name upstream share } sankey { nodes { name upstream } links { source target impact } }
    dataQuality { rating level coverage } }
  uncertainty { iterations seed count mean sd p2_5 p50 p97_5 deterministic histogramCounts } } }`;
const GET = `query ($id: Int!) { lcaProduct(id: $id) { ${PRODUCT} versions
  lines { id name stage amount } calculations { id number status } } }`;

const KG = 10;
const KWH = 30;

beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  ({ databaseId, gridId, kilnId, truckId } = await handMadeSources(t, admin));
});
afterAll(() => t.close());

async function newProduct(user: Caller, extra: Record<string, unknown> = {}) {
  const { createLcaProduct } = await user.gql(CREATE, {
    input: {
      name: "Widget",
      declaredAmount: 1,
      declaredUnitId: KG,
      boundary: "cradle-to-gate",
      standard: "iso14067",
      databaseId,
      ...extra,
    },
  });
  return createLcaProduct as { id: number; version: number; calculationCount: number };
}

/** 2 kg clinker, 3 kWh grid electricity, 500 kg carried 100 km (0.1 kg/t·km), 0.5 kg part at 4. */
const WIDGET_LINES = () => [
  {
    stage: "raw-material",
    kind: "material",
    name: "Clinker",
    amount: 2,
    unitId: KG,
    sourceKind: "upstream",
    sourceId: kilnId,
  },
  {
    stage: "raw-material",
    kind: "material",
    name: "Bought part",
    amount: 0.5,
    unitId: KG,
    sourceKind: "supplier",
    supplierGwp: 4,
    supplier: "Part Co.",
  },
  {
    stage: "production",
    kind: "energy",
    name: "Electricity",
    amount: 3,
    unitId: KWH,
    sourceKind: "upstream",
    sourceId: gridId,
  },
  {
    stage: "distribution",
    kind: "transport",
    name: "Truck to customer",
    amount: 500,
    unitId: KG,
    sourceKind: "transport",
    sourceId: truckId,
    distanceKm: 100,
  },
];
// By hand (AR6): clinker 2 × KILN_AR6; part 0.5 × 4 = 2; electricity 3 × GRID_AR6;
// transport 0.5 t × 100 km × 0.1 = 5.
const CLINKER = 2 * KILN_AR6;
const PART = 2;
const ELECTRICITY = 3 * GRID_AR6;
const TRANSPORT = 5;
const WIDGET_AR6 = CLINKER + PART + ELECTRICITY + TRANSPORT;

/** Starts a calculation and runs its job here, as the runner would. */
async function calculated(user: Caller, productId: number) {
  const { calculateLcaProduct } = await user.gql(CALCULATE, { productId });
  const recorded = jobContext();
  const companyId = (
    await t.dataSource.query(`SELECT company_id FROM lca_product WHERE id = $1`, [productId])
  )[0].company_id as number;
  Object.assign(recorded.context, { companyId });
  await t.services.lcaCalculations.calculationJob.run(
    { calculationId: calculateLcaProduct.id as number },
    recorded.context,
  );
  const { lcaCalculation } = await user.gql(CALCULATION, { id: calculateLcaProduct.id });
  return lcaCalculation;
}

const valueOf = (
  calc: { result: { indicators: { method: string; category: string; total: number }[] } },
  method: string,
  category: string,
) => calc.result.indicators.find((i) => i.method === method && i.category === category)!.total;

describe("a product on the hand-made database", () => {
  let productId: number;
  let calc: any;

  beforeAll(async () => {
    productId = (await newProduct(admin)).id;
    await admin.gql(ADD, { input: { productId, lines: WIDGET_LINES() } });
    calc = await calculated(admin, productId);
  });

  it("has the GWP worked out by hand, under AR6 and AR5", () => {
    expect(calc.status).toBe("succeeded");
    expect(valueOf(calc, "ipcc-ar6-gwp100", "gwp100")).toBeCloseTo(WIDGET_AR6, 9);
    // AR5: the same lines, the database's AR5 figures; own figures are GWPs already.
    const ar5 = 2 * (0.5 + 0.1 * GRID_AR5) + PART + 3 * GRID_AR5 + TRANSPORT;
    expect(valueOf(calc, "ipcc-ar5-gwp100", "gwp100")).toBeCloseTo(ar5, 9);
    // EN 15804 GWP-total carries the database's CO2 and methane and the declared figures.
    expect(valueOf(calc, "en15804-a2-ef31", "GWP-total")).toBeGreaterThan(PART + TRANSPORT);
  });

  it("splits the total by line and by stage, summing to it", () => {
    const k = calc.result.headline;
    const line = (name: string) =>
      calc.result.byLine.find((l: { name: string }) => l.name === name).values[k];
    expect(line("Clinker")).toBeCloseTo(CLINKER, 9);
    expect(line("Bought part")).toBeCloseTo(PART, 9);
    expect(line("Electricity")).toBeCloseTo(ELECTRICITY, 9);
    expect(line("Truck to customer")).toBeCloseTo(TRANSPORT, 9);
    const stage = (key: string) =>
      calc.result.byStage.find((s: { key: string }) => s.key === key).values[k];
    expect(stage("raw-material")).toBeCloseTo(CLINKER + PART, 9);
    expect(stage("production")).toBeCloseTo(ELECTRICITY, 9);
    expect(stage("distribution")).toBeCloseTo(TRANSPORT, 9);
    // Primary data: the supplier's part, 2 of the total.
    expect(calc.result.primaryShare).toBeCloseTo(PART / WIDGET_AR6, 9);
  });

  it("keeps the tree, the Sankey graph, processes and flows of the headline", () => {
    const [root, ...rest] = calc.result.tree;
    expect(root).toMatchObject({ parent: -1, depth: 0, name: "Widget" });
    expect(root.upstream).toBeCloseTo(WIDGET_AR6, 9);
    // The root's children are the lines, the largest first (transport 5).
    const children = rest.filter((row: { parent: number }) => row.parent === 0);
    expect(children[0].name).toBe("Truck to customer");
    expect(children[0].upstream).toBeCloseTo(TRANSPORT, 9);
    // The grid's node carries its suppliers: the coal mine below it.
    expect(
      calc.result.tree.some((row: { name: string }) => row.name === "Hard coal, at mine"),
    ).toBe(true);
    expect(calc.result.sankey.nodes.length).toBeGreaterThan(3);
    const processTotal = calc.result.byProcess.reduce(
      (sum: number, p: { amount: number }) => sum + p.amount,
      0,
    );
    expect(processTotal).toBeCloseTo(WIDGET_AR6, 9);
  });

  it("keeps the model as calculated, with the database's version", () => {
    expect(calc.databaseLabel).toBe("Hand-made 1.0");
    const lines = calc.model.lines as { name: string; sourceAmount: number; sourceUnit: string }[];
    expect(lines.find((l) => l.name === "Truck to customer")).toMatchObject({
      sourceAmount: 50,
      sourceUnit: "t·km",
    });
    expect(calc.model.database).toMatchObject({ name: "Hand-made", version: "1.0" });
  });

  it("counts calculations: up with each, down when one is deleted", async () => {
    const second = await calculated(admin, productId);
    expect(second.number).toBe(2);
    let { lcaProduct } = await admin.gql(GET, { id: productId });
    expect(lcaProduct.calculationCount).toBe(2);
    await admin.gql(`mutation ($id: Int!) { deleteLcaCalculation(id: $id) }`, { id: second.id });
    ({ lcaProduct } = await admin.gql(GET, { id: productId }));
    expect(lcaProduct.calculationCount).toBe(1);
    expect(lcaProduct.calculations.map((c: { number: number }) => c.number)).toEqual([1]);
  });

  it("refuses a second calculation of the version while one is queued", async () => {
    const { calculateLcaProduct } = await admin.gql(CALCULATE, { productId });
    const again = await admin.try(CALCULATE, { productId });
    expect(codeOf(again)).toEqual(["CONFLICT"]);
    expect(again.errors![0].message).toContain(`calculation ${calculateLcaProduct.number}`);
    // It runs, then the next may start.
    const recorded = jobContext();
    await t.services.lcaCalculations.calculationJob.run(
      { calculationId: calculateLcaProduct.id as number },
      recorded.context,
    );
    const { lcaCalculation } = await admin.gql(CALCULATION, { id: calculateLcaProduct.id });
    expect(lcaCalculation.status).toBe("succeeded");
  });

  it("runs Monte Carlo over the database's uncertain exchanges, seeded", async () => {
    const job = await admin.gql(
      `mutation ($input: RunLcaMonteCarloInput!) { runLcaMonteCarlo(input: $input) { id } }`,
      { input: { calculationId: calc.id, iterations: 200, seed: 7 } },
    );
    expect(job.runLcaMonteCarlo.id).toBeTruthy();
    const first = await t.services.lcaCalculations.monteCarloJob.run(
      { calculationId: calc.id as number, iterations: 200, seed: 7 },
      jobContext().context,
    );
    const again = await t.services.lcaCalculations.monteCarloJob.run(
      { calculationId: calc.id as number, iterations: 200, seed: 7 },
      jobContext().context,
    );
    // The same seed draws the same sample.
    expect(again.mean).toBe(first.mean);
    expect(first.deterministic).toBeCloseTo(WIDGET_AR6, 9);
    expect(first.sd).toBeGreaterThan(0);
    expect(first.p2_5).toBeLessThan(first.p50);
    expect(first.p50).toBeLessThan(first.p97_5);
    const { lcaCalculation } = await admin.gql(CALCULATION, { id: calc.id });
    expect(lcaCalculation.uncertainty.iterations).toBe(200);
    expect(
      lcaCalculation.uncertainty.histogramCounts.reduce((a: number, b: number) => a + b, 0),
    ).toBe(lcaCalculation.uncertainty.count);
  });

  it("compares two versions with paired draws: the difference is exactly the added line", async () => {
    await admin.gql(
      `mutation ($id: Int!) { createLcaModelVersion(input: { productId: $id }) { version } }`,
      {
        id: productId,
      },
    );
    // Version 2 adds 1 kg of a supplier's part at 3 kg CO2e: certain, so B − A = 3 in every run.
    await admin.gql(ADD, {
      input: {
        productId,
        lines: [
          {
            stage: "production",
            kind: "material",
            name: "Gasket",
            amount: 1,
            unitId: KG,
            sourceKind: "supplier",
            supplierGwp: 3,
          },
        ],
      },
    });
    const second = await calculated(admin, productId);
    expect(second.version).toBe(2);
    expect(valueOf(second, "ipcc-ar6-gwp100", "gwp100")).toBeCloseTo(WIDGET_AR6 + 3, 9);
    const comparison = await t.services.lcaCalculations.comparisonJob.run(
      { firstId: calc.id as number, secondId: second.id as number, iterations: 100, seed: 3 },
      jobContext().context,
    );
    expect(comparison.comparison!.shareFirstLower).toBe(1);
    expect(comparison.comparison!.difference.mean).toBeCloseTo(-3, 9);
    // Independent draws would spread the difference; paired ones leave none.
    expect(comparison.comparison!.difference.sd).toBeLessThan(1e-9);
    expect(comparison.products[0].sd).toBeGreaterThan(0);
  });
});

describe("co-products and allocation", () => {
  it("leaves the product its physical share: 1 kg of product and 0.25 kg of slag keep 0.8", async () => {
    const { id } = await newProduct(admin, { name: "With slag" });
    await admin.gql(ADD, {
      input: {
        productId: id,
        lines: [
          {
            stage: "production",
            kind: "material",
            name: "Part",
            amount: 1,
            unitId: KG,
            sourceKind: "supplier",
            supplierGwp: 10,
          },
          { stage: "production", kind: "coproduct", name: "Slag", amount: 0.25, unitId: KG },
        ],
      },
    });
    const calc = await calculated(admin, id);
    // Physical: 1 / (1 + 0.25) = 0.8 of 10 kg CO2e.
    expect(valueOf(calc, "ipcc-ar6-gwp100", "gwp100")).toBeCloseTo(8, 9);
    expect(calc.model.allocationShare).toBeCloseTo(0.8, 12);
  });

  it("credits a co-product under system expansion with what it replaces", async () => {
    const { id } = await newProduct(admin, { name: "Expanded", allocation: "expansion" });
    await admin.gql(ADD, {
      input: {
        productId: id,
        lines: [
          {
            stage: "production",
            kind: "material",
            name: "Part",
            amount: 1,
            unitId: KG,
            sourceKind: "supplier",
            supplierGwp: 10,
          },
          {
            stage: "end-of-life",
            kind: "coproduct",
            name: "Recovered power",
            amount: 2,
            unitId: KWH,
            sourceKind: "upstream",
            sourceId: gridId,
          },
        ],
      },
    });
    const calc = await calculated(admin, id);
    // 10 − 2 kWh of grid electricity avoided.
    expect(valueOf(calc, "ipcc-ar6-gwp100", "gwp100")).toBeCloseTo(10 - 2 * GRID_AR6, 9);
  });
});

describe("bad input", () => {
  it("names each blocked line with its reason and refuses the calculation", async () => {
    const { id } = await newProduct(admin, { name: "Blocked" });
    await admin.gql(ADD, {
      input: {
        productId: id,
        lines: [
          {
            stage: "raw-material",
            kind: "material",
            name: "Clinker in kWh",
            amount: 1,
            unitId: KWH,
            sourceKind: "upstream",
            sourceId: kilnId,
          },
          {
            stage: "raw-material",
            kind: "material",
            name: "Nothing chosen",
            amount: 1,
            unitId: KG,
          },
          {
            stage: "raw-material",
            kind: "material",
            name: "Gone",
            amount: 1,
            unitId: KG,
            sourceKind: "material",
            sourceId: 999999,
          },
          {
            stage: "raw-material",
            kind: "material",
            name: "To fill",
            amount: 0,
            unitId: KG,
            sourceKind: "upstream",
            sourceId: kilnId,
          },
          {
            stage: "distribution",
            kind: "transport",
            name: "No distance",
            amount: 1,
            unitId: KG,
            sourceKind: "transport",
            sourceId: truckId,
          },
        ],
      },
    });
    const { lcaModelProblems } = await admin.gql(PROBLEMS, { id });
    const reasons = Object.fromEntries(
      (lcaModelProblems as { name: string; reason: string }[]).map((p) => [p.name, p.reason]),
    );
    expect(reasons["Clinker in kWh"]).toBe("kWh cannot be converted to kg, the unit of 水泥熟料");
    expect(reasons["Nothing chosen"]).toBe("no data source chosen");
    expect(reasons["Gone"]).toMatch(/Material datum 999999 no longer exists/);
    expect(reasons["To fill"]).toMatch(/quantity is 0/);
    expect(reasons["No distance"]).toMatch(/distance in km/);
    const answer = await admin.try(CALCULATE, { productId: id });
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toContain("Clinker in kWh");
    // Nothing was started or counted.
    const { lcaProduct } = await admin.gql(GET, { id });
    expect(lcaProduct.calculationCount).toBe(0);
    expect(lcaProduct.calculations).toEqual([]);
  });

  it("refuses a zero or negative declared amount and a stage outside the standard", async () => {
    const zero = await admin.try(CREATE, {
      input: {
        name: "Zero",
        declaredAmount: 0,
        declaredUnitId: KG,
        boundary: "cradle-to-gate",
        standard: "iso14067",
      },
    });
    expect(codeOf(zero)).toEqual(["BAD_USER_INPUT"]);
    const negative = await admin.try(CREATE, {
      input: {
        name: "Neg",
        declaredAmount: -1,
        declaredUnitId: KG,
        boundary: "cradle-to-gate",
        standard: "iso14067",
      },
    });
    expect(codeOf(negative)).toEqual(["BAD_USER_INPUT"]);
    const { id } = await newProduct(admin, { name: "Stages" });
    const stray = await admin.try(ADD, {
      input: {
        productId: id,
        lines: [
          {
            stage: "A1",
            kind: "material",
            name: "x",
            amount: 1,
            unitId: KG,
            sourceKind: "supplier",
            supplierGwp: 1,
          },
        ],
      },
    });
    expect(codeOf(stray)).toEqual(["BAD_USER_INPUT"]);
    expect(stray.errors![0].extensions.field).toBe("lines.0.stage");
  });

  it("names a product that has no lines", async () => {
    const { id } = await newProduct(admin, { name: "Empty" });
    const answer = await admin.try(CALCULATE, { productId: id });
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe("Empty has no lines to calculate");
  });

  it("refuses a database product after its database is gone, naming the line", async () => {
    const { id } = await newProduct(admin, { name: "Old link" });
    await admin.gql(ADD, {
      input: {
        productId: id,
        lines: [
          {
            stage: "production",
            kind: "energy",
            name: "Power",
            amount: 1,
            unitId: KWH,
            sourceKind: "upstream",
            sourceId: 987654,
          },
        ],
      },
    });
    const { lcaModelProblems } = await admin.gql(PROBLEMS, { id });
    expect(lcaModelProblems).toEqual([
      {
        lineId: expect.any(Number),
        name: "Power",
        reason: expect.stringMatching(/Database product 987654 no longer exists/),
      },
    ]);
  });
});

describe("versions, copies and release", () => {
  it("freezes a released study until a new version, which goes back to draft", async () => {
    const { id } = await newProduct(admin, { name: "Released" });
    await admin.gql(ADD, { input: { productId: id, lines: WIDGET_LINES().slice(0, 2) } });
    await t.dataSource.query(`UPDATE lca_product SET audit_status = '18' WHERE id = $1`, [id]);
    const frozen = await admin.try(ADD, {
      input: { productId: id, lines: WIDGET_LINES().slice(2, 3) },
    });
    expect(codeOf(frozen)).toEqual(["CONFLICT"]);
    const { createLcaModelVersion } = await admin.gql(
      `mutation ($id: Int!) { createLcaModelVersion(input: { productId: $id }) { version auditStatus } }`,
      { id },
    );
    expect(createLcaModelVersion).toEqual({ version: 2, auditStatus: "0" });
    await admin.gql(ADD, { input: { productId: id, lines: WIDGET_LINES().slice(2, 3) } });
    const { lcaProduct } = await admin.gql(GET, { id });
    expect(lcaProduct.versions).toEqual([2, 1]);
    expect(lcaProduct.lines.map((l: { name: string }) => l.name)).toEqual([
      "Clinker",
      "Bought part",
      "Electricity",
    ]);
    const { lcaProduct: old } = await admin.gql(
      `query ($id: Int!) { lcaProduct(id: $id) { lines(version: 1) { name } } }`,
      { id },
    );
    expect(old.lines.map((l: { name: string }) => l.name)).toEqual(["Clinker", "Bought part"]);
  });

  it("copies a product with its current lines as version 1, and logs each change", async () => {
    const { id } = await newProduct(admin, { name: "Original" });
    await admin.gql(ADD, { input: { productId: id, lines: WIDGET_LINES() } });
    const { copyLcaProduct } = await admin.gql(
      `mutation ($input: CopyLcaProductInput!) { copyLcaProduct(input: $input) { id name version calculationCount } }`,
      { input: { id, name: "Original (copy)" } },
    );
    expect(copyLcaProduct).toMatchObject({
      name: "Original (copy)",
      version: 1,
      calculationCount: 0,
    });
    const { lcaProduct } = await admin.gql(GET, { id: copyLcaProduct.id });
    expect(lcaProduct.lines).toHaveLength(4);
    const { lcaLog } = await admin.gql(
      `query ($id: Int) { lcaLog(productId: $id) { total items { action summaryEn username } } }`,
      { id: copyLcaProduct.id },
    );
    expect(lcaLog.items[0]).toMatchObject({
      action: "copy-product",
      summaryEn: "Copied from Original (version 1)",
      username: "admin",
    });
  });
});

describe("access", () => {
  it("keeps a company's products from another company and from users without LCA codes", async () => {
    const { id } = await newProduct(admin, { name: "Private" });
    const other = await createUser(t, admin.token, {
      companyId: await createCompany(t, admin.token, "Other LCA Co."),
      username: "lca.other",
      codes: ["ff01", "ff41", "ff43"],
    });
    expect(codeOf(await other.try(GET, { id }))).toEqual(["NOT_FOUND"]);
    expect(codeOf(await other.try(CALCULATE, { productId: id }))).toEqual(["NOT_FOUND"]);
    const { lcaProducts } = await other.gql(`{ lcaProducts { total } }`);
    expect(lcaProducts.total).toBe(0);
    const none = await createUser(t, admin.token, {
      companyId: await createCompany(t, admin.token, "No LCA Co."),
      username: "lca.none",
      codes: ["ct"],
    });
    expect(codeOf(await none.try(`{ lcaProducts { total } }`))).toEqual(["FORBIDDEN"]);
  });
});

describe("the background database", () => {
  it("is not deleted while products study on it, and says how many", async () => {
    await newProduct(admin, { name: "On the database" });
    const answer = await admin.try(
      `mutation ($input: DeleteUpstreamDatabaseInput!) { deleteUpstreamDatabase(input: $input) }`,
      { input: { id: databaseId, confirm: "Hand-made 1.0" } },
    );
    expect(codeOf(answer)).toEqual(["CONFLICT"]);
    expect(answer.errors![0].message).toMatch(/\d+ LCA products \(companies: 1\)/);
  });
});

// A product engineer builds a product of USLCI items in the browser (new product, three lines
// picked from the database in the line dialog), calculates it and reads the headline total, the
// contribution tree and the Sankey diagram, in English then in Chinese; the product list counts
// the calculation and the LCA log records it. USLCI is imported and the items' own GWPs are read
// through the API first. Skips without the shared data folder.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiLogin, signInWithCookies } from "./pages/login-page";

const USLCI = path.resolve(
  __dirname,
  "../../../shared/data/uslci_fy18_q1_01_olca1_5_ecospold2.zip",
);

const PRODUCT = "Mortar block";
const CEMENT = "Portland cement, at plant";
const GRID = "Electricity, at Grid, US, 2010";
const TRUCK = "Transport, combination truck, average fuel mix";

interface Imported {
  databaseId: number;
  /** "USLCI FY18 Q1": the name and version the database was imported under. */
  label: string;
  /** Whether this spec imported it (and so removes it again afterwards). */
  ours: boolean;
}

interface JobRow {
  status: string;
  error: string | null;
  result: {
    outcome: string;
    databaseId: number | null;
    name: string;
    version: string;
    problems: unknown[];
  } | null;
}

/** A GraphQL operation as the admin; heavy ones (an upload, an import, a GWP) get time. */
async function gql<T>(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${baseURL}/graphql`, {
    headers: { "user-token": token },
    data: { query, variables },
    timeout: 180_000,
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Uploads and imports USLCI, following the job to its end. The same file imported before (by
 * upstream-database.e2e.ts, or an earlier test of this spec) answers its existing database.
 */
async function importUslci(
  request: APIRequestContext,
  baseURL: string,
  token: string,
): Promise<Imported> {
  const bytes = fs.readFileSync(USLCI);
  const { uploadUpstreamDatabaseFile: file } = await gql<{
    uploadUpstreamDatabaseFile: { id: string };
  }>(
    request,
    baseURL,
    token,
    `mutation ($input: UploadEvidenceFileInput!) { uploadUpstreamDatabaseFile(input: $input) { id } }`,
    {
      input: {
        name: path.basename(USLCI),
        mimeType: "application/zip",
        contentBase64: bytes.toString("base64"),
      },
    },
  );
  const { importUpstreamDatabase: job } = await gql<{ importUpstreamDatabase: { id: string } }>(
    request,
    baseURL,
    token,
    `mutation ($input: ImportUpstreamDatabaseInput!) { importUpstreamDatabase(input: $input) { id } }`,
    {
      input: {
        fileId: file.id,
        name: "USLCI",
        version: "FY18 Q1",
        licence: "CC0 1.0",
        source: "U.S. Life Cycle Inventory Database, NREL (openLCA 1.5 export)",
      },
    },
  );
  let finished: JobRow | undefined;
  await expect
    .poll(
      async () => {
        const { job: row } = await gql<{ job: JobRow }>(
          request,
          baseURL,
          token,
          `query ($id: ID!) { job(id: $id) { status error result } }`,
          { id: job.id },
        );
        finished = row;
        return row.status;
      },
      { timeout: 200_000, intervals: [2_000] },
    )
    .toMatch(/^(succeeded|failed|cancelled)$/);
  expect(finished!.status, finished!.error ?? "").toBe("succeeded");
  const report = finished!.result!;
  expect(report.problems).toEqual([]);
  expect(["imported", "existing"]).toContain(report.outcome);
  return {
    databaseId: report.databaseId!,
    label: `${report.name} ${report.version}`,
    ours: report.outcome === "imported",
  };
}

interface Item {
  id: number;
  /** As the source picker lists it: the product, then the process when they differ. */
  pickerName: string;
  ar6: number;
}

/** A USLCI process by its exact name, with its product's AR6 GWP100 (one request each). */
async function readItem(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  databaseId: number,
  name: string,
): Promise<Item> {
  const { upstreamProcesses } = await gql<{
    upstreamProcesses: { items: { id: number; name: string; productName: string }[] };
  }>(
    request,
    baseURL,
    token,
    `query ($databaseId: Int!, $keyword: String) {
       upstreamProcesses(databaseId: $databaseId, keyword: $keyword, pageSize: 100) {
         items { id name productName } } }`,
    { databaseId, keyword: name },
  );
  const process = upstreamProcesses.items.find((p) => p.name === name);
  if (!process) throw new Error(`${name} is not in the upstream database`);
  const { upstreamProductGwp } = await gql<{ upstreamProductGwp: { ar6: number } }>(
    request,
    baseURL,
    token,
    `query ($processId: Int!) { upstreamProductGwp(processId: $processId) { ar6 } }`,
    { processId: process.id },
  );
  return {
    id: process.id,
    pickerName:
      process.productName === process.name ? name : `${process.productName} (${process.name})`,
    ar6: upstreamProductGwp.ar6,
  };
}

/** Picks the option of a native select whose text matches. */
async function chooseOption(select: Locator, text: RegExp) {
  const option = select.locator("option").filter({ hasText: text });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute("value")) ?? "");
}

/** Adds one line through a stage's line dialog, its source a product of the database. */
async function addLine(
  page: Page,
  spec: {
    stage: string;
    kind: string;
    name: string;
    item: Item;
    search: string;
    amount: string;
    unit: RegExp;
    distanceKm?: string;
  },
) {
  const stage = page.getByRole("region", { name: spec.stage, exact: true });
  await stage.getByRole("button", { name: "Add line" }).click();
  const dialog = page.getByRole("dialog", { name: `Add a line to ${spec.stage}` });
  await expect(dialog).toBeVisible();
  await chooseOption(dialog.getByLabel(/^Kind/), new RegExp(`^${spec.kind}$`));
  await chooseOption(dialog.getByLabel(/^Source kind/), /^Database product$/);
  await dialog.getByRole("textbox", { name: "Search database products" }).fill(spec.search);
  await dialog.getByRole("button", { name: `Choose ${spec.item.pickerName}`, exact: true }).click();
  await expect(dialog.getByTestId("picked-source")).toContainText(spec.item.pickerName);
  await dialog.getByLabel(/^Name/).fill(spec.name);
  await dialog.getByLabel(/^Amount per declared unit/).fill(spec.amount);
  // Picking the source moved the unit into its dimension; the line states its own.
  await chooseOption(dialog.getByLabel(/^Unit/), spec.unit);
  if (spec.distanceKm) await dialog.getByLabel(/^Distance \(km\)/).fill(spec.distanceKm);
  await dialog.getByRole("button", { name: "Add line" }).click();
  await expect(dialog).toBeHidden();
  await expect(stage.getByRole("row").filter({ hasText: spec.name })).toContainText(
    spec.item.pickerName,
  );
}

/** A figure as the results write it: four significant digits, e.g. 0.01347. */
function fourDigits(value: number): string {
  return String(Number(value.toPrecision(4)));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("LCA product of USLCI items", () => {
  // The shared data folder is never committed: without it there is no USLCI to import.
  test.skip(!fs.existsSync(USLCI), `${USLCI} is absent: the USLCI product is not walked`);
  // Importing 767 data sets, then building and solving the database's system, on a shared machine.
  test.setTimeout(420_000);

  let imported: Imported | null = null;
  let productId: number | null = null;

  // A database this spec imported goes again (with the product on it), so that
  // upstream-database.e2e.ts, which runs after it, imports USLCI afresh as it expects.
  test.afterAll(async ({ playwright }, testInfo) => {
    if (!imported?.ours) return;
    const baseURL = testInfo.project.use.baseURL!;
    const request = await playwright.request.newContext();
    try {
      const { token } = await apiLogin(request, baseURL, "admin");
      if (productId !== null) {
        await gql(request, baseURL, token, `mutation ($id: Int!) { deleteLcaProduct(id: $id) }`, {
          id: productId,
        });
      }
      await gql(
        request,
        baseURL,
        token,
        `mutation ($input: DeleteUpstreamDatabaseInput!) { deleteUpstreamDatabase(input: $input) }`,
        { input: { id: imported.databaseId, confirm: imported.label } },
      );
    } finally {
      await request.dispose();
    }
  });

  test("a product engineer models, calculates and reads a product of USLCI items", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await signInWithCookies(context, request, baseURL!, "admin");
    imported = await importUslci(request, baseURL!, token);
    const database = imported;
    const cement = await readItem(request, baseURL!, token, database.databaseId, CEMENT);
    const grid = await readItem(request, baseURL!, token, database.databaseId, GRID);
    const truck = await readItem(request, baseURL!, token, database.databaseId, TRUCK);
    for (const item of [cement, grid, truck]) expect(item.ar6).toBeGreaterThan(0);
    // Per 1 kg of block: 0.8 kg cement, 2 kWh of the grid mix, and 1 kg carried 100 km by truck,
    // 1 kg × 100 km = 0.1 t·km; each item's database figure is per kg, kWh and t·km.
    const expected = 0.8 * cement.ar6 + 2 * grid.ar6 + 0.1 * truck.ar6;

    // The new product with its study.
    await page.goto("/eclca/brandnew");
    const form = page.getByRole("form", { name: "New product LCA" });
    await expect(form).toBeVisible();
    await form.getByLabel(/^Product name/).fill(PRODUCT);
    await form.getByLabel(/^Amount of the declared unit/).fill("1");
    await chooseOption(form.getByLabel(/^Unit/), /^kg · /);
    await chooseOption(form.getByLabel(/^System boundary/), /^Cradle to gate$/);
    await chooseOption(form.getByLabel(/^Standard/), /^ISO 14067/);
    await chooseOption(
      form.getByLabel(/^Background database/),
      new RegExp(`^${escape(database.label)}$`),
    );
    await chooseOption(form.getByLabel(/^Headline method/), /\(AR6\)$/);
    await form.getByRole("button", { name: "Create and open the model" }).click();

    await expect(page).toHaveURL(/\/eclca\/brandedit\?id=\d+/);
    productId = Number(new URL(page.url()).searchParams.get("id"));
    await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();

    await addLine(page, {
      stage: "Raw material acquisition",
      kind: "Material",
      name: "Cement",
      item: cement,
      search: "Portland cement",
      amount: "0.8",
      unit: /^kg$/,
    });
    await addLine(page, {
      stage: "Production",
      kind: "Energy",
      name: "Grid electricity",
      item: grid,
      search: GRID,
      amount: "2",
      unit: /^kWh$/,
    });
    await addLine(page, {
      stage: "Distribution",
      kind: "Transport",
      name: "Delivery by truck",
      item: truck,
      search: "combination truck, average",
      amount: "1",
      unit: /^kg$/,
      distanceKm: "100",
    });

    // Calculate, and follow the job to its end.
    await expect(page.getByText("Ready to calculate: no line is blocked.")).toBeVisible();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.getByText("Calculation #1")).toBeVisible();
    await expect(page.getByTestId("job-progress").getByText("Finished")).toBeVisible({
      timeout: 180_000,
    });

    // The headline: calculation 1 under AR6, the total shown to four significant digits.
    const results = page.getByRole("region", { name: "Results", exact: true });
    const headline = results.getByRole("group", { name: "Headline result" });
    await expect(headline.getByRole("heading", { level: 3 })).toHaveText(
      "Calculation 1 · Climate change, GWP100 (IPCC AR6)",
      { timeout: 30_000 },
    );
    await expect(headline).toContainText("kg CO2e per 1 kg");
    const shown = (await headline.getByTestId("lca-headline-total").textContent())!;
    expect(Number(shown.replace(/,/g, ""))).toBe(Number(expected.toPrecision(4)));
    await expect(results.getByRole("group", { name: "Database" })).toContainText(database.label);

    // By model line: each line's share is its item's own figure times its amount.
    const lines = [
      { name: "Cement", value: 0.8 * cement.ar6 },
      { name: "Grid electricity", value: 2 * grid.ar6 },
      { name: "Delivery by truck", value: 0.1 * truck.ar6 },
    ];
    await results.getByRole("tab", { name: "Breakdown" }).click();
    const byLine = results.getByRole("table", { name: "Results by model line" });
    for (const line of lines) {
      await expect(byLine.getByRole("row").filter({ hasText: line.name })).toContainText(
        fourDigits(line.value),
      );
    }

    // The contribution tree: the product, then all its lines (the truck's 0.5 % too, though under
    // the tree's 1 % cut-off: the model's own lines are always shown). A line opens on its
    // suppliers.
    await results.getByRole("tab", { name: "Contribution tree" }).click();
    const tree = results.getByRole("table", { name: "Upstream contribution tree" });
    await expect(tree).toBeVisible();
    await expect(tree.getByRole("row").nth(1)).toContainText(PRODUCT);
    await expect(tree.getByRole("row").nth(1)).toContainText(fourDigits(expected));
    for (const line of lines) {
      await expect(tree.getByRole("row").filter({ hasText: line.name })).toContainText(
        fourDigits(line.value),
      );
    }
    const rowsBefore = await tree.getByRole("row").count();
    await tree.getByRole("button", { name: "Show the suppliers of Cement" }).click();
    await expect(tree.getByRole("button", { name: "Hide the suppliers of Cement" })).toBeVisible();
    await expect(tree.getByRole("row").filter({ hasText: CEMENT }).first()).toBeVisible();
    expect(await tree.getByRole("row").count()).toBeGreaterThan(rowsBefore);

    // The Sankey diagram and the list of its nodes.
    await results.getByRole("tab", { name: "Sankey diagram" }).click();
    const sankey = results.getByRole("tabpanel", { name: "Sankey diagram" });
    await expect(
      sankey.getByRole("img", {
        name: "Sankey diagram of Climate change, GWP100 (IPCC AR6) through the supply chain, in kg CO2e",
      }),
    ).toBeVisible();
    const nodes = sankey.getByRole("listitem");
    await expect(nodes.filter({ hasText: PRODUCT }).first()).toBeVisible();
    expect(await nodes.count()).toBeGreaterThan(3);

    // The same results in Chinese.
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    const resultsZh = page.getByRole("region", { name: "结果", exact: true });
    await expect(
      resultsZh.getByRole("group", { name: "主要结果" }).getByRole("heading", { level: 3 }),
    ).toHaveText("第 1 次计算 · 气候变化，GWP100（IPCC AR6）");
    await expect(resultsZh.getByRole("tab", { name: "桑基图" })).toBeVisible();
    await page.getByRole("button", { name: "语言" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.getByRole("region", { name: "Results", exact: true })).toBeVisible();

    // The product list counts the calculation.
    await page.goto("/eclca/brandlist");
    const list = page.getByRole("table", { name: "Products of the LCA library" });
    await expect(list).toBeVisible();
    const headers = await list.getByRole("columnheader").allTextContents();
    const countColumn = headers.findIndex((header) => header.trim() === "Calculations");
    expect(countColumn).toBeGreaterThanOrEqual(0);
    const row = list.getByRole("row").filter({ hasText: PRODUCT });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(countColumn)).toHaveText("1");

    // The LCA log records the calculation started and finished.
    await page.goto("/admin/log/lcaLog");
    const log = page.getByRole("table", { name: "LCA log" });
    await expect(log).toBeVisible();
    const ofProduct = log.getByRole("row").filter({ hasText: PRODUCT });
    await expect(
      ofProduct.filter({ hasText: "Calculation started" }).filter({
        hasText: `Started calculation 1 (3 lines, ${database.label})`,
      }),
    ).toHaveCount(1);
    const finished = ofProduct.filter({ hasText: "Calculation finished" });
    await expect(finished).toHaveCount(1);
    const summary = (await finished.textContent())!;
    const logged = /Calculation 1 finished: ([\d.eE+-]+) kg CO2e/.exec(summary);
    expect(logged, summary).not.toBeNull();
    // Six significant digits: within half a unit of the sixth.
    expect(Math.abs(Number(logged![1]) - expected)).toBeLessThanOrEqual(5e-6 * expected);
  });
});

// The carbon flow and the monthly ledger in the browser: the demo plant's 2024 inventory drawn
// as a Sankey with its totals and, having no carbon kept in products, no mass balance; a small
// steelworks made through the API from the iron and steel template, whose flow ends in carbon
// kept in products and whose carbon balance closes at the coke's oxidation rate; the demo
// plant's ledger by month, a month's processes and lines, the Excel workbook, and the totals
// and charts. The screens are looked at in both languages.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiLogin, gql, signInWithCookies } from "./pages/login-page";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const STEELWORKS = `E2E Steelworks ${run}`;
const DEMO_PLANT = "苏州示范工厂 Demo Plant (Suzhou)";

/**
 * A steelworks' 2024 case from the iron and steel template with four amounts: coke 1,000 t
 * (January), limestone flux 200 t (January), electricity 100 MWh (February) and crude steel
 * 5,000 t (March); the other template lines are removed. Answers the case id.
 */
async function makeSteelworks(request: APIRequestContext, baseURL: string): Promise<number> {
  const { token } = await apiLogin(request, baseURL, "admin");
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(request, baseURL, token, query, variables);
  const { templates } = await call<{ templates: Array<{ id: number; code: string }> }>(
    "{ templates { id code } }",
  );
  const templateId = templates.find((item) => item.code === "BM-CN-STEEL")!.id;
  const { createCorporation } = await call<{ createCorporation: { id: number } }>(
    "mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }",
    { input: { name: STEELWORKS } },
  );
  const { createCase } = await call<{ createCase: { id: number } }>(
    "mutation ($input: CaseInput!) { createCase(input: $input) { id } }",
    {
      input: {
        corporationId: createCorporation.id,
        name: "2024 steelworks inventory",
        year: 2024,
        templateId,
      },
    },
  );
  const caseId = createCase.id;
  const { activityLines } = await call<{
    activityLines: { items: Array<{ id: number; name: string }> };
  }>(
    "query ($caseId: Int!) { activityLines(caseId: $caseId, pageSize: 100) { items { id name } } }",
    {
      caseId,
    },
  );
  const id = (name: string) => activityLines.items.find((line) => line.name === name)!.id;
  await call(
    "mutation ($input: UpdateActivityLinesInput!) { updateActivityLines(input: $input) { id } }",
    {
      input: {
        caseId,
        lines: [
          { id: id("焦炭"), amount: 1000, month: 1 },
          { id: id("石灰石（熔剂）"), amount: 200, month: 1 },
          { id: id("外购电力"), amount: 100, month: 2 },
          { id: id("粗钢"), amount: 5000, month: 3 },
        ],
      },
    },
  );
  await call("mutation ($caseId: Int!) { removeUnneededLines(caseId: $caseId) }", { caseId });
  const { calculateCase } = await call<{ calculateCase: { status: string } }>(
    "mutation ($caseId: Int!) { calculateCase(caseId: $caseId) { status } }",
    { caseId },
  );
  expect(calculateCase.status).toBe("succeeded");
  return caseId;
}

async function inChinese(page: Page) {
  await page.evaluate(() => localStorage.setItem("language", "zh-CN"));
  await page.reload();
}

async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem("language", "en"));
}

test("the carbon flow of the demo plant and of a steelworks with its carbon balance", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookies(context, request, baseURL!, "admin");
  const steelCaseId = await makeSteelworks(request, baseURL!);

  await page.goto("/co2flowinout/list");
  await page.getByLabel("Corporation", { exact: true }).selectOption({ label: DEMO_PLANT });
  await page
    .getByLabel("Case", { exact: true })
    .selectOption({ label: "2024 · 2024 年度温室气体盘查 2024 GHG inventory" });
  await expect(page.getByRole("img", { name: /^Sankey diagram of the carbon of/ })).toBeVisible();
  await expect(page.getByText("Purchased electricity").first()).toBeVisible();
  await expect(page.getByText("No mass balance for this case")).toBeVisible();
  await page.screenshot({ path: "/tmp/flow-ledger-flow-demo-en.png", fullPage: true });

  await page.goto(`/co2flowinout/list?caseId=${steelCaseId}`);
  await expect(page.getByRole("img", { name: /^Sankey diagram of the carbon of/ })).toBeVisible();
  await expect(page.getByText("Carbon kept in products").first()).toBeVisible();
  // C in: coke 1,000 t × 28.447 GJ/t × 0.0295 t C/GJ = 839.19 t C, limestone 88 t CO2 × 12/44 =
  // 24 t C; C out: crude steel 77 t CO2 × 12/44 = 21 t C. Closure 2,872.63 / 3,088.02 = 93.0 %.
  const balance = page.getByRole("table", { name: "The balance" });
  await expect(balance).toContainText("863.19");
  await expect(balance).toContainText("93.0%");
  await page.screenshot({ path: "/tmp/flow-ledger-flow-steel-en.png", fullPage: true });
  await page.getByRole("button", { name: "Market-based" }).click();
  await expect(page).toHaveURL(/basis=market/);
  await expect(page.getByText("Scope 2 (market-based)").first()).toBeVisible();

  await inChinese(page);
  await expect(page.getByRole("heading", { name: "碳质量平衡" })).toBeVisible();
  await expect(page.getByText("固碳产品").first()).toBeVisible();
  await page.screenshot({ path: "/tmp/flow-ledger-flow-steel-zh.png", fullPage: true });
  await inEnglish(page);
});

test("the demo plant's monthly ledger, its lines, workbook and charts", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookies(context, request, baseURL!, "admin");
  await page.goto("/co2book/list");
  await page.getByLabel("Corporation", { exact: true }).selectOption({ label: DEMO_PLANT });
  await page.getByLabel("Year", { exact: true }).selectOption("2024");
  const table = page.getByRole("table", { name: /^Monthly emissions of .* in 2024/ });
  await expect(table).toBeVisible();
  // January: 330,000 kWh × 0.5306 kg/kWh = 175.10 t of scope 2.
  const january = table.getByRole("row").nth(1);
  await expect(january).toContainText("January");
  await expect(january).toContainText("175.10");
  await expect(table.getByRole("row", { name: /No month/ })).toBeVisible();
  await page.getByRole("button", { name: "Show the processes of July" }).click();
  await expect(table).toContainText(/scope 1\)/);
  await page.getByRole("button", { name: "The lines of January" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("table", { name: "Result lines of January" })).toContainText(
    "外购电力",
  );
  await page.screenshot({ path: "/tmp/flow-ledger-lines-en.png", fullPage: true });
  await dialog.getByRole("button", { name: "Close" }).first().click();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  expect((await download).suggestedFilename()).toMatch(/-2024-monthly-ledger\.xlsx$/);
  await page.screenshot({ path: "/tmp/flow-ledger-list-en.png", fullPage: true });

  await inChinese(page);
  await expect(page.getByRole("table", { name: /2024 年各月排放/ })).toContainText("未填月份");
  await page.screenshot({ path: "/tmp/flow-ledger-list-zh.png", fullPage: true });
  await inEnglish(page);

  await page.goto("/co2book/count");
  await page.getByLabel("Corporation", { exact: true }).selectOption({ label: DEMO_PLANT });
  await page.getByLabel("Year", { exact: true }).selectOption("2024");
  await expect(
    page.getByRole("img", { name: "Stacked bar chart of the monthly emissions by scope, t CO₂e" }),
  ).toBeVisible();
  await expect(
    page.getByRole("img", { name: "Line chart of the cumulative emissions by month, t CO₂e" }),
  ).toBeVisible();
  await page.screenshot({ path: "/tmp/flow-ledger-count-en.png", fullPage: true });
  await inChinese(page);
  await expect(page.getByRole("heading", { name: "年度对比" })).toBeVisible();
  await page.screenshot({ path: "/tmp/flow-ledger-count-zh.png", fullPage: true });
  await inEnglish(page);
});

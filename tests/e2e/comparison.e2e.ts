// Comparison in the browser: the demo plant's 2023 base year and its 2024 inventory picked from
// the case picker, the change by scope, the base-year check (only the grid factor changed: below
// the threshold), the drivers of purchased electricity worked by hand, the workbook, the screen
// in Chinese, and the base year on the corporation's editor.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gql, signInWithCookies } from "./pages/login-page";

const PLANT = "苏州示范工厂 Demo Plant (Suzhou)";
const CASE_2023 = "2023 年度温室气体盘查（基准年） 2023 GHG inventory (base year)";
const CASE_2024 = "2024 年度温室气体盘查 2024 GHG inventory";

// Purchased electricity (server/src/db/seed/demo-comparison.ts and demo-accounting.ts):
// 2023 4,000,000 kWh × 0.5366 kg/kWh (2022 national grid) = 2,146.4 t;
// 2024 4,200,000 kWh × 0.5306 kg/kWh (2023 national grid) = 2,228.52 t: +82.12 t.
// Activity: 200,000 kWh × (0.5366 + 0.5306) / 2 = 106.72 t; factor: −0.006 × 4,100,000 = −24.60 t.
const ELECTRICITY = { change: "+82.12", activity: "+106.72", factor: "−24.60" };

/** Chart.js draws its bars over about half a second: let them finish before a screenshot. */
const settleCharts = (page: Page) => page.waitForTimeout(800);

class ComparisonScreen {
  readonly picker: Locator;

  constructor(private readonly page: Page) {
    this.picker = page.getByRole("dialog", { name: /Add cases to the comparison|添加对比案例/ });
  }

  async open() {
    await this.page.goto("/co2compare/list");
    await expect(this.page.getByRole("heading", { name: "Comparison", level: 1 })).toBeVisible();
  }

  async pick(corporation: string, cases: string[]) {
    await this.page.getByRole("button", { name: "Add cases" }).first().click();
    await this.picker
      .getByLabel("Corporation", { exact: true })
      .selectOption({ label: corporation });
    for (const name of cases) {
      await this.picker.getByRole("button", { name: `Add ${name}` }).click();
    }
    await this.picker.getByRole("button", { name: "Done" }).click();
    await expect(this.picker).toBeHidden();
  }

  tab(name: string) {
    return this.page.getByRole("tab", { name });
  }
}

test("compares the demo plant's 2023 base year with 2024, with the drivers of the change", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const login = await signInWithCookies(context, request, baseURL!, "admin");
  const screen = new ComparisonScreen(page);
  await screen.open();
  await expect(page.getByText("Choose at least two cases")).toBeVisible();
  // SPEC §2: the comparison collapses the sidebar while shown.
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-opened", "0");

  await screen.pick(PLANT, [CASE_2023, CASE_2024]);
  await expect(page).toHaveURL(/cases=\d+%2C\d+/);
  const chosen = page.getByRole("table", { name: "Cases compared" });
  await expect(chosen.getByRole("row", { name: new RegExp(CASE_2023.slice(0, 12)) })).toContainText(
    "Base year",
  );
  await expect(
    chosen.getByRole("radio", { name: `Measure the others against ${CASE_2023}` }),
  ).toBeChecked();

  // By scope: scope 2 location-based grows by the electricity's change plus the heat's
  // (3,400 → 3,600 GJ at the same factor); every row has its change against 2023.
  const scope = page.getByRole("table", { name: "Scope" });
  await expect(scope.getByRole("row", { name: /^Total \(location-based\)/ })).toContainText("+");
  const check = page.getByRole("region", { name: "Base-year recalculation check, 2024" });
  await expect(check).toContainText("No recalculation needed");
  await expect(check).toContainText("外购电力");
  await expect(sidebar).toHaveAttribute("data-opened", "0");
  await settleCharts(page);
  await page.screenshot({ path: "/tmp/comparison-scope-en.png", fullPage: true });

  await screen.tab("Drivers").click();
  const lines = page.getByRole("table", { name: "Sources and their change" });
  const electricity = lines.getByRole("row", { name: /外购电力/ });
  await expect(electricity).toContainText(ELECTRICITY.change);
  await expect(electricity).toContainText(ELECTRICITY.activity);
  await expect(electricity).toContainText(ELECTRICITY.factor);
  await expect(electricity).toContainText("Other factor");
  await expect(page.getByText(/activity part = \(A₂ − A₁\) × \(F₁ \+ F₂\) ÷ 2/)).toBeVisible();
  await settleCharts(page);
  await page.screenshot({ path: "/tmp/comparison-drivers-en.png", fullPage: true });

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export (.xlsx)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^comparison-.*-2-cases\.xlsx$/);

  await page.evaluate(() => localStorage.setItem("language", "zh-CN"));
  await page.reload();
  await expect(page.getByRole("tab", { name: "变化驱动因素" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("table", { name: "排放源及其变化" })).toContainText(
    ELECTRICITY.activity,
  );
  await settleCharts(page);
  await page.screenshot({ path: "/tmp/comparison-drivers-zh.png", fullPage: true });
  await page.getByRole("tab", { name: "范围", exact: true }).click();
  await expect(page.getByRole("region", { name: "基准年重算检查（2024 年）" })).toContainText(
    "无需重新计算",
  );
  await settleCharts(page);
  await page.screenshot({ path: "/tmp/comparison-scope-zh.png", fullPage: true });
  await page.evaluate(() => localStorage.setItem("language", "en"));

  // The corporation's editor shows the same base year.
  const { corporations } = await gql<{ corporations: { items: Array<{ id: number }> } }>(
    request,
    baseURL!,
    login.token,
    "query ($keyword: String) { corporations(keyword: $keyword) { items { id } } }",
    { keyword: "Demo Plant" },
  );
  const corporationId = corporations.items[0].id;
  await page.goto(`/co2/coredit?id=${corporationId}`);
  const baseYear = page.getByLabel("Base-year case");
  await expect(baseYear).toHaveValue(/\d+/);
  await expect(baseYear.locator("option:checked")).toHaveText(`2023 · ${CASE_2023}`);
  await page.screenshot({ path: "/tmp/comparison-coredit-en.png", fullPage: true });
});

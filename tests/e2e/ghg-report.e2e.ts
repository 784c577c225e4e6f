// A GHG inventory report in the browser: the demo accountant generates the ISO 14064-1 report of
// the seeded 2024 demo case in Chinese, watches its job finish on /co2report/list and downloads
// the PDF; the list and the dialog are looked at in both languages.
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { signInWithCookies } from "./pages/login-page";

const CASE = /2024 GHG inventory/;

test("generates the demo case's report and downloads its PDF", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookies(context, request, baseURL!, "demo");
  await page.goto("/co2report/list");
  await expect(page.getByRole("heading", { name: "Carbon reports" })).toBeVisible();

  await page
    .getByRole("button", { name: /^Generate (report|the first report)$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Generate a GHG inventory report" });
  await dialog.getByLabel("Find a case").fill("2024");
  const caseSelect = dialog.getByLabel(/^Case/);
  await expect(caseSelect.locator("option", { hasText: CASE })).toHaveCount(1);
  await caseSelect.selectOption({
    label: await caseSelect.locator("option", { hasText: CASE }).innerText(),
  });
  await expect(dialog.getByLabel("Run")).toContainText(/Latest successful run \(No\. \d+\)/);
  await dialog.getByLabel("Report language").selectOption("zh-CN");
  await dialog.getByLabel(/^Responsible person/).fill("王芳 Wang Fang");
  await page.screenshot({ path: "/tmp/ghg-report-dialog-en.png" });
  await dialog.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole("table", { name: "The company's GHG inventory reports" });
  const row = table.getByRole("row").filter({ hasText: CASE }).first();
  const pdfButton = row.getByRole("button", { name: /^Download the PDF of/ });
  // The job reads the run, builds the documents and writes the files.
  await expect(pdfButton).toBeVisible({ timeout: 45_000 });
  await expect(row).toContainText("Finished");
  await expect(row).toContainText("ISO 14064-1");
  await expect(row).toContainText("中文");
  await expect(row).toContainText(/No\. \d+/);
  await page.screenshot({ path: "/tmp/ghg-report-list-en.png", fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), pdfButton.click()]);
  expect(download.suggestedFilename()).toMatch(/-2024-ISO14064-run\d+-zh-CN\.pdf$/);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(20_000);
  fs.copyFileSync(file, "/tmp/ghg-report-e2e.pdf");

  // The same screen in Chinese.
  await page.evaluate(() => localStorage.setItem("language", "zh-CN"));
  await page.reload();
  await expect(page.getByRole("heading", { name: "碳报告" })).toBeVisible();
  await expect(page.getByRole("table").getByRole("button", { name: /PDF$/ }).first()).toBeVisible();
  await page.screenshot({ path: "/tmp/ghg-report-list-zh.png", fullPage: true });
  await page.getByRole("button", { name: "生成报告" }).click();
  await expect(page.getByRole("dialog", { name: "生成温室气体排放报告" })).toBeVisible();
  await page.screenshot({ path: "/tmp/ghg-report-dialog-zh.png" });
});

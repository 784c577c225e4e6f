// The panorama in the browser: the demo accountant builds a chart of the demo plant's emissions
// by scope and year with its live preview, saves it onto the home panorama, and shares it; the
// link opens in a fresh browser without a session and shows the chart with the stored run's
// scope 1 figure; once revoked, the same link says it is not valid. Screens in both languages.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formatTonnes } from "./pages/accounting";
import { gql, signInWithCookies } from "./pages/login-page";

const NAME = `Scopes by year ${Date.now().toString(36)}`;

/** A screen in Chinese, once `ready` shows, saved as /tmp/panorama-<shot>-zh.png. */
async function zh(page: Page, path: string, shot: string, ready: (page: Page) => Locator) {
  await page.evaluate(() => localStorage.setItem("language", "zh-CN"));
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `/tmp/panorama-${shot}-zh.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem("language", "en"));
}

test("a chart is built, put on the home panorama and shared by a link a visitor opens until it is revoked", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { token } = await signInWithCookies(page.context(), request, baseURL!, "demo");
  // The stored scope 1 of the company's 2024 cases (the demo plant's, and any other spec's), which
  // the shared chart must show as the year's figure.
  const { panoramaOptions } = await gql<{
    panoramaOptions: { cases: Array<{ id: number; year: number }> };
  }>(request, baseURL!, token, `{ panoramaOptions { cases { id year } } }`);
  let scope1Kg = 0;
  for (const item of panoramaOptions.cases.filter((option) => option.year === 2024)) {
    const { calculationRun } = await gql<{
      calculationRun: { totals: { scope1: number } } | null;
    }>(
      request,
      baseURL!,
      token,
      `query ($caseId: Int!) { calculationRun(caseId: $caseId) { totals { scope1 } } }`,
      { caseId: item.id },
    );
    scope1Kg += calculationRun?.totals.scope1 ?? 0;
  }
  const scope1 = formatTonnes(scope1Kg);

  // The seeded home panorama.
  await page.goto("/co2panorama/caseHome");
  await expect(page.getByRole("heading", { name: "Carbon panorama", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "2024 排放构成 Emissions by scope" }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "/tmp/panorama-home-en.png", fullPage: true });

  // Build: emissions by scope, by year, stacked; the preview follows.
  await page.goto("/co2panorama/chartAdd");
  await expect(page.getByRole("heading", { name: "New chart", level: 1 })).toBeVisible();
  await page.getByLabel("Chart name").fill(NAME);
  await page.getByLabel("Data", { exact: true }).selectOption("scope");
  await page.getByLabel("Grouping").selectOption("year");
  await page.getByLabel("Chart type").selectOption("stackedBar");
  await expect(page.getByRole("img", { name: `Chart: ${NAME}` })).toBeVisible();
  const preview = page.getByRole("region", { name: "Preview" });
  await preview.getByRole("button", { name: "Show figures" }).click();
  await expect(preview.getByRole("row", { name: /^2024/ })).toContainText(scope1);
  await page.screenshot({ path: "/tmp/panorama-builder-en.png", fullPage: true });
  await expect(page.getByLabel("Show on the home panorama")).toBeChecked();
  await page.getByRole("button", { name: "Save chart" }).click();
  await expect(page).toHaveURL(/\/co2panorama\/list$/);
  await expect(page.getByRole("row", { name: new RegExp(NAME) })).toContainText("On the home");

  // On the home panorama.
  await page.goto("/co2panorama/caseHome");
  await expect(page.getByRole("region", { name: NAME })).toBeVisible();

  // Share it.
  await page.goto("/co2panorama/list");
  await page.getByRole("button", { name: `Share ${NAME}` }).click();
  const dialog = page.getByRole("dialog", { name: `Share “${NAME}”` });
  await dialog.getByLabel("Valid for").selectOption("7");
  await dialog.getByRole("button", { name: "Create link" }).click();
  const linkBox = dialog.getByRole("textbox", { name: "Share link" });
  await expect(linkBox).toHaveValue(/\/chartPanoramaShare\?token=[\w-]{43}$/);
  const link = await linkBox.inputValue();
  await page.screenshot({ path: "/tmp/panorama-share-dialog-en.png" });
  await dialog.getByRole("button", { name: "Done" }).click();

  // A visitor without a session sees the chart and its figures.
  const visitor = await browser.newContext({ locale: "en-US" });
  expect(await visitor.cookies()).toEqual([]);
  const vp = await visitor.newPage();
  await vp.goto(link);
  await expect(vp.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  const shared = vp.getByRole("region", { name: NAME });
  await expect(shared.getByRole("img", { name: `Chart: ${NAME}` })).toBeVisible();
  await shared.getByRole("button", { name: "Show figures" }).click();
  await expect(shared.getByRole("row", { name: /^2024/ })).toContainText(scope1);
  await expect(vp.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  await vp.screenshot({ path: "/tmp/panorama-public-en.png", fullPage: true });

  // Revoked: the same link now says it is not valid.
  await page.goto("/co2panorama/list?tab=shares");
  await expect(page.getByRole("row", { name: new RegExp(NAME) })).toContainText("Active");
  await page.getByRole("button", { name: `Revoke ${NAME}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("row", { name: new RegExp(NAME) })).toContainText("Revoked");
  await page.screenshot({ path: "/tmp/panorama-shares-en.png", fullPage: true });
  await vp.reload();
  await expect(vp.getByRole("heading", { name: "This share link is not valid" })).toBeVisible();
  await expect(vp.getByRole("region", { name: NAME })).toHaveCount(0);
  await vp.screenshot({ path: "/tmp/panorama-public-revoked-en.png" });
  await vp.evaluate(() => localStorage.setItem("language", "zh-CN"));
  await vp.reload();
  await expect(vp.getByRole("heading", { name: "该分享链接无效" })).toBeVisible();
  await visitor.close();

  // The screens in Chinese.
  await zh(page, "/co2panorama/caseHome", "home", (p) =>
    p.getByRole("region", { name: "历年排放 Emissions by year and scope" }),
  );
  await zh(page, "/co2panorama/list", "list", (p) =>
    p.getByRole("table", { name: "公司的已存图表" }),
  );
  await zh(page, "/co2panorama/chartAdd", "builder", (p) =>
    p.getByRole("img", { name: "图表：预览" }),
  );
});

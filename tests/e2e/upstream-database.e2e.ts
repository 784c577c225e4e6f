// The platform operator imports USLCI through the browser, follows the import job to its report,
// then browses the database and reads a product's GWP. Skips without the shared data folder.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { signInWithCookies } from "./pages/login-page";

const USLCI = path.resolve(
  __dirname,
  "../../../shared/data/uslci_fy18_q1_01_olca1_5_ecospold2.zip",
);

test.describe("upstream databases", () => {
  // The shared data folder is never committed: without it there is no USLCI to import.
  test.skip(!fs.existsSync(USLCI), `${USLCI} is absent: the USLCI import is not walked`);
  // Uploading 4 MB and importing 767 data sets on a shared machine.
  test.setTimeout(240_000);

  test("USLCI imports as a background job and its products calculate", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookies(context, request, baseURL!, "admin");
    await page.goto("/admin/co2footprint/upstreamdatabase");
    await expect(page.getByRole("heading", { level: 1, name: "Upstream databases" })).toBeVisible();

    await page.getByRole("button", { name: "Import database" }).click();
    const dialog = page.getByRole("dialog", { name: "Import an EcoSpold2 database" });
    await dialog.getByLabel("Choose a .zip file").setInputFiles(USLCI);
    await dialog.getByLabel("Name").fill("USLCI");
    await dialog.getByLabel("Version").fill("FY18 Q1");
    await dialog.getByLabel("Licence").fill("CC0 1.0");
    await dialog
      .getByLabel("Source")
      .fill("U.S. Life Cycle Inventory Database, NREL (openLCA 1.5 export)");
    await dialog.getByRole("button", { name: "Start import" }).click();

    // The job's progress, then its report.
    await expect(dialog.getByTestId("job-progress")).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByText("Finished")).toBeVisible({ timeout: 180_000 });
    const report = dialog.getByTestId("import-report");
    await expect(report).toContainText("Imported USLCI FY18 Q1.");
    await expect(report).toContainText(/\d+ processes, \d+ products, \d+ elementary flows/);
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.getByRole("button", { name: "Browse USLCI FY18 Q1" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "USLCI FY18 Q1: processes" }),
    ).toBeVisible();
    await page
      .getByPlaceholder("Search processes and products")
      .fill("Iron and steel, production mix");
    await page.getByPlaceholder("Search processes and products").press("Enter");
    await page.getByRole("button", { name: "Open Iron and steel, production mix" }).click();

    // 1 kg of the mix takes 0.44 kg "Steel, billets, at plant", which per kg emits 2.022 kg
    // fossil CO2, 8.5334E-4 kg CH4, 2.0837E-6 kg N2O, 1.4156E-8 kg CH2Cl2 and 5.3141E-9 kg CCl4
    // (its other inputs are cut off). AR6: 0.44 × (2.022 + 27.9 × 8.5334E-4 + 273 × 2.0837E-6
    // + 11.2 × 1.4156E-8 + 2200 × 5.3141E-9) = 0.90041; AR5 (28, 265, 9, 1730): 0.90044.
    const process = page.getByRole("dialog", { name: "Iron and steel, production mix" });
    await expect(process.getByText("IPCC AR6")).toBeVisible({ timeout: 60_000 });
    await expect(process.getByText("0.9004 kg CO2e")).toHaveCount(2);
    await expect(process.getByRole("table", { name: "Exchanges" })).toContainText(
      "Steel, billets, at plant",
    );
  });
});

// Carbon assets in the browser: a kiln whose 2024 case is calculated (1,000 t of fuel at 1,000 kg
// CO2 per t = 1,000 t CO2 of scope 1) gets its 2024 allowances allocated and buys more on the
// asset screens; its compliance position shows what is left to buy; a surrender, confirmed
// first, changes the position. The screens are looked at in both languages, with the demo
// plant's green certificates retired against its 2024 electricity.
import { expect, test } from "./fixtures";
import { gql, signInWithCookies } from "./pages/login-page";

const KILN = "E2E Kiln (assets)";

test("record an allocation and a purchase, surrender, and watch the compliance position", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signInWithCookies(context, request, baseURL!, "demo");
  const call = <T>(query: string, variables: Record<string, unknown>) =>
    gql<T>(request, baseURL!, token, query, variables);
  const { createCorporation } = await call<{ createCorporation: { id: number } }>(
    `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
    { input: { name: KILN } },
  );
  const { createCase } = await call<{ createCase: { id: number } }>(
    `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`,
    { input: { corporationId: createCorporation.id, name: "Kiln 2024", year: 2024 } },
  );
  const { addCaseProcess } = await call<{ addCaseProcess: { id: number } }>(
    `mutation ($input: CaseProcessInput!) { addCaseProcess(input: $input) { id } }`,
    { input: { caseId: createCase.id, name: "Kiln", scope: 1, isoCategory: 1 } },
  );
  await call(`mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`, {
    input: {
      caseId: createCase.id,
      processId: addCaseProcess.id,
      name: "Kiln fuel",
      amount: 1000,
      unitId: 11,
      factor: {
        name: "Fuel",
        unitId: 11,
        source: "Measured",
        gases: [{ gas: "CO2", value: 1000 }],
      },
    },
  });
  await call(`mutation ($caseId: Int!) { calculateCase(caseId: $caseId) { id } }`, {
    caseId: createCase.id,
  });

  // The allocation makes the holding.
  await page.goto("/co2book/edit");
  const form = page.getByRole("form", { name: "Record a transaction" });
  await form.getByLabel("Corporation (account holder)").selectOption({ label: KILN });
  await form.getByLabel("Transaction").selectOption("allocation");
  await form.getByLabel("Vintage").fill("2024");
  await form.getByLabel("Quantity (t CO₂e)").fill("800");
  await form.getByLabel("Counterparty").fill("National carbon registry");
  await page.screenshot({ path: "/tmp/carbon-assets-new-en.png", fullPage: true });
  await form.getByRole("button", { name: "Allocation" }).click();
  await expect(page.getByRole("heading", { name: `CEA 2024 · ${KILN}` })).toBeVisible();
  await expect(page.getByText("800", { exact: true }).first()).toBeVisible();

  // A purchase on the holding's page.
  await page
    .getByRole("group", { name: "Record" })
    .getByRole("button", { name: "Purchase" })
    .click();
  await form.getByLabel("Quantity (t CO₂e)").fill("150");
  await form.getByLabel("Price (CNY per unit)").fill("90");
  await form.getByLabel("Counterparty").fill("Shanghai Environment and Energy Exchange");
  await form.getByRole("button", { name: "Purchase" }).click();
  const history = page.getByRole("table", { name: "Transactions of the holding" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("+150 t CO₂e");
  await expect(history.getByRole("row").nth(1)).toContainText("950");
  const holdingUrl = page.url();

  // 1,000 t verified − 950 CEA held = 50 t left to buy.
  await page.goto("/co2book/assetslist");
  const position = page.getByRole("region", { name: "Compliance position (national ETS)" });
  await position.getByLabel("Corporation").selectOption({ label: KILN });
  await position.getByLabel("Compliance year").selectOption("2024");
  await expect(position).toContainText("1,000 − 0 CEA − 0 CCER = 1,000 t");
  await expect(position).toContainText("Left to buy");
  await expect(position).toContainText(/Calculated from “Kiln 2024”, run No\. 1: scope 1, CO₂/);
  await position.getByRole("button", { name: "Verified emissions and settings" }).click();
  const settings = page.getByRole("dialog", { name: `${KILN}, 2024: verified emissions` });
  await expect(settings.getByLabel("Gases the obligation covers")).toHaveValue("CO2");
  await page.screenshot({ path: "/tmp/carbon-assets-settings-en.png" });
  await settings.getByRole("button", { name: "Cancel" }).click();

  // The surrender is confirmed first.
  await page.goto(holdingUrl);
  await page
    .getByRole("group", { name: "Record" })
    .getByRole("button", { name: "Surrender" })
    .click();
  await form.getByLabel("Quantity (t CO₂e)").fill("900");
  await expect(form.getByLabel("Compliance year")).toHaveValue("2024");
  await form.getByRole("button", { name: "Surrender" }).click();
  const question = page.getByRole("alertdialog", { name: "Surrender: please confirm" });
  await expect(question).toContainText(`Surrender 900 t CO₂e of CEA 2024 · ${KILN} for 2024?`);
  await question.getByRole("button", { name: "Surrender" }).click();
  await expect(history.getByRole("row").nth(1)).toContainText("−900 t CO₂e");
  await expect(history.getByRole("row").nth(1)).toContainText("for 2024");
  await page.screenshot({ path: "/tmp/carbon-assets-holding-en.png", fullPage: true });

  // 1,000 − 900 = 100 t outstanding; 50 held, 50 still to buy.
  await page.goto("/co2book/assetslist");
  await position.getByLabel("Corporation").selectOption({ label: KILN });
  await position.getByLabel("Compliance year").selectOption("2024");
  await expect(position).toContainText("1,000 − 900 CEA − 0 CCER = 100 t");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "/tmp/carbon-assets-list-en.png", fullPage: true });

  // The demo plant's certificates, retired against its 2024 electricity, in both languages.
  await page.getByRole("combobox", { name: "Asset type" }).selectOption("GEC");
  await page.getByRole("button", { name: /^Open GEC 2024/ }).click();
  await expect(page.getByRole("list", { name: "Covers" })).toContainText("MWh");
  await page.screenshot({ path: "/tmp/carbon-assets-gec-en.png", fullPage: true });
  await page
    .getByRole("group", { name: "Record" })
    .getByRole("button", { name: "Retirement" })
    .click();
  await expect(page.getByRole("table", { name: "Electricity lines of 2024" })).toBeVisible();
  await page.screenshot({ path: "/tmp/carbon-assets-retire-en.png", fullPage: true });

  await page.evaluate(() => localStorage.setItem("language", "zh-CN"));
  await page.reload();
  await expect(page.getByRole("table", { name: "2024 年用电活动数据" })).toBeVisible();
  await page.screenshot({ path: "/tmp/carbon-assets-retire-zh.png", fullPage: true });
  await page.goto("/co2book/assetslist");
  await expect(page.getByRole("region", { name: "履约情况（全国碳市场）" })).toContainText(
    "核查排放量",
  );
  await page.screenshot({ path: "/tmp/carbon-assets-list-zh.png", fullPage: true });
  await page.evaluate(() => localStorage.setItem("language", "en"));
});

// A study on its way to release and what is issued from it, in the browser: the owner submits a
// calculated EN 15804+A2 study to the demo review organisation; its reviewer assigns it to
// themself, comments on a line and sends it back; the owner changes the line, recalculates,
// answers and resubmits; the reviewer resolves the comment and approves, and the study reads as
// released. From the release an EPD is made, verified and printed (PDF in both languages), and a
// carbon label is issued; its QR's URL opens the public page in a fresh browser without a
// session and shows the label valid, then revoked once the owner revokes it.
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiLogin, gql, signInWithCookies } from "./pages/login-page";

const PRODUCT = "Mortar block (review)";
const KG = 10;
const KWH = 30;
const ORGANISATION = "示范认证中心 Demo Verification Centre";

// Every line is a supplier's own GWP per unit, so the footprint is worked by hand:
// A1 cement 0.3 kg × 0.9 = 0.27; A2 1 kg over 50 km = 0.05 t·km × 0.1 = 0.005;
// A3 0.05 kWh × 0.6 = 0.03; C1 0.002 kWh × 0.6 = 0.0012; C2 1 kg over 20 km = 0.002;
// C4 1 kg × 0.01 = 0.01. After the review the cement is 0.32 kg: A1 = 0.288.
// Whole life cycle after the change: 0.288 + 0.005 + 0.03 + 0.0012 + 0.002 + 0.01 = 0.3362.
const supplier = (
  stage: string,
  kind: string,
  name: string,
  amount: number,
  unitId: number,
  gwp: number,
  distanceKm?: number,
) => ({
  stage,
  kind,
  name,
  amount,
  unitId,
  sourceKind: "supplier",
  supplierGwp: gwp,
  supplier: "Supplier Co.",
  ...(distanceKm ? { distanceKm } : {}),
});
const LINES = [
  supplier("A1", "material", "Cement", 0.3, KG, 0.9),
  supplier("A2", "transport", "Haul to plant", 1, KG, 0.1, 50),
  supplier("A3", "energy", "Electricity", 0.05, KWH, 0.6),
  supplier("C1", "energy", "Demolition", 0.002, KWH, 0.6),
  supplier("C2", "transport", "Haul to tip", 1, KG, 0.1, 20),
  supplier("C4", "waste", "Landfill", 1, KG, 0.01),
];
const FOOTPRINT = 0.3362;

interface Api {
  request: APIRequestContext;
  baseURL: string;
  token: string;
}

const call = <T>(api: Api, query: string, variables: Record<string, unknown> = {}) =>
  gql<T>(api.request, api.baseURL, api.token, query, variables);

/** Calculates the product's current version through its job and answers the calculation id. */
async function calculate(api: Api, productId: number): Promise<number> {
  const { calculateLcaProduct } = await call<{ calculateLcaProduct: { id: number } }>(
    api,
    `mutation ($productId: Int!) { calculateLcaProduct(input: { productId: $productId }) { id } }`,
    { productId },
  );
  await expect
    .poll(
      async () =>
        (
          await call<{ lcaCalculation: { status: string } }>(
            api,
            `query ($id: Int!) { lcaCalculation(id: $id) { status } }`,
            { id: calculateLcaProduct.id },
          )
        ).lcaCalculation.status,
      { timeout: 60_000, intervals: [500] },
    )
    .toBe("succeeded");
  return calculateLcaProduct.id;
}

async function newStudy(api: Api): Promise<{ id: number; cementId: number }> {
  const { createLcaProduct } = await call<{ createLcaProduct: { id: number } }>(
    api,
    `mutation ($input: CreateLcaProductInput!) { createLcaProduct(input: $input) { id } }`,
    {
      input: {
        name: PRODUCT,
        specification: "390 × 190 × 190 mm",
        declaredAmount: 1,
        declaredUnitId: KG,
        boundary: "cradle-to-grave",
        standard: "en15804",
        referenceYear: 2025,
      },
    },
  );
  const { addLcaModelLines } = await call<{ addLcaModelLines: { id: number; name: string }[] }>(
    api,
    `mutation ($input: AddLcaModelLinesInput!) { addLcaModelLines(input: $input) { id name } }`,
    { input: { productId: createLcaProduct.id, lines: LINES } },
  );
  return {
    id: createLcaProduct.id,
    cementId: addLcaModelLines.find((l) => l.name === "Cement")!.id,
  };
}

async function auditStatus(api: Api, productId: number): Promise<string> {
  const { lcaProduct } = await call<{ lcaProduct: { auditStatus: string } }>(
    api,
    `query ($id: Int!) { lcaProduct(id: $id) { auditStatus } }`,
    { id: productId },
  );
  return lcaProduct.auditStatus;
}

async function openAs(
  browser: import("@playwright/test").Browser,
  request: APIRequestContext,
  baseURL: string,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: "en-US" });
  await signInWithCookies(context, request, baseURL, username);
  return { context, page: await context.newPage() };
}

test.describe("review, EPD and carbon label", () => {
  test.setTimeout(180_000);

  test("a study goes through review to release; an EPD and a label are issued from it", async ({
    browser,
    page,
    context,
    request,
    baseURL,
  }) => {
    const admin: Api = {
      request,
      baseURL: baseURL!,
      token: (await signInWithCookies(context, request, baseURL!, "admin")).token,
    };
    const reviewerApi: Api = {
      request,
      baseURL: baseURL!,
      token: (await apiLogin(request, baseURL!, "reviewer")).token,
    };
    const study = await newStudy(admin);
    await calculate(admin, study.id);

    // The owner submits the calculated study from the product editor.
    await page.goto(`/eclca/brandedit?id=${study.id}`);
    await page.getByRole("button", { name: "Submit for review" }).click();
    const submit = page.getByRole("dialog", { name: "Submit for review" });
    await submit.getByLabel(/^Review organisation/).selectOption({ label: ORGANISATION });
    await submit.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(submit).toBeHidden();
    await expect.poll(() => auditStatus(admin, study.id)).toBe("5");

    // The review organisation's reviewer assigns it to themself ...
    const reviewer = await openAs(browser, request, baseURL!, "reviewer");
    const rp = reviewer.page;
    await rp.goto("/pv/productAssign");
    await rp.getByRole("button", { name: `Assign reviewers to ${PRODUCT}` }).click();
    const assign = rp.getByRole("dialog", { name: "Assign reviewers" });
    await assign.getByText(/Li Reviewer/).click();
    await expect(assign.getByRole("checkbox", { name: /Li Reviewer/ })).toBeChecked();
    await assign.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(assign).toBeHidden();
    await expect.poll(() => auditStatus(admin, study.id)).toBe("10");

    // ... opens it from their reviews, comments on the cement line and sends it back.
    await rp.goto("/pv/review");
    await rp.getByRole("button", { name: `Open the review of ${PRODUCT}` }).click();
    await expect(rp.getByRole("heading", { name: PRODUCT })).toBeVisible();
    await rp.getByRole("button", { name: "Comments on Cement" }).click();
    await rp
      .getByRole("textbox", { name: "Comment on Cement" })
      .fill("The cement content is 0.32 kg per block by the mix design; correct the amount.");
    const thread = rp.locator(`#review-line-thread-${study.cementId}`);
    await thread.getByRole("button", { name: "Add comment" }).click();
    await expect(rp.getByText("The cement content is 0.32 kg")).toBeVisible();
    await rp.getByRole("button", { name: "Request changes" }).click();
    const changes = rp.getByRole("dialog", { name: "Request changes" });
    await changes.getByRole("button", { name: "Request changes" }).click();
    await expect(changes).toBeHidden();
    await expect.poll(() => auditStatus(admin, study.id)).toBe("15");

    // The owner corrects the line, recalculates, answers and resubmits.
    const fixed = await call<{ updateLcaModelLine: { amount: number } }>(
      admin,
      `mutation ($input: UpdateLcaModelLineInput!) { updateLcaModelLine(input: $input) { amount } }`,
      { input: { ...LINES[0], amount: 0.32, id: study.cementId, productId: study.id } },
    );
    expect(fixed.updateLcaModelLine.amount).toBe(0.32);
    await calculate(admin, study.id);
    await page.goto(`/eclca/brandedit?id=${study.id}`);
    await page.getByRole("button", { name: "Answer", exact: true }).click();
    await page.getByRole("textbox", { name: /^Your answer to/ }).fill("Corrected to 0.32 kg.");
    await page.getByRole("button", { name: "Send answer", exact: true }).click();
    await expect(page.getByText("Corrected to 0.32 kg.")).toBeVisible();
    await page.getByRole("button", { name: "Resubmit" }).click();
    const resubmit = page.getByRole("dialog", { name: "Resubmit for review" });
    await resubmit.getByRole("button", { name: "Resubmit", exact: true }).click();
    await expect(resubmit).toBeHidden();
    await expect.poll(() => auditStatus(admin, study.id)).toBe("10");

    // The reviewer resolves the comment and approves: the study is released.
    await rp.reload();
    // a line with comments shows its thread open
    await rp
      .locator(`#review-line-thread-${study.cementId}`)
      .getByRole("button", { name: "Mark resolved" })
      .click();
    await rp.getByRole("button", { name: "Approve and release" }).click();
    const approve = rp.getByRole("alertdialog");
    await approve.getByRole("button", { name: "Approve and release" }).click();
    await expect(approve).toBeHidden();
    await expect.poll(() => auditStatus(admin, study.id)).toBe("18");
    const { lcaReviews } = await call<{
      lcaReviews: { items: { id: number; round: number; events: { action: string }[] }[] };
    }>(admin, `{ lcaReviews(view: "own", status: "18") { items { id round events { action } } } }`);
    const release = lcaReviews.items[0];
    expect(release.round).toBe(2);
    expect(release.events.map((e) => e.action)).toEqual([
      "submit",
      "assign",
      "request-changes",
      "resubmit",
      "approve",
    ]);

    // An EPD of the release, verified by the organisation, printed in both languages.
    const { createEpdReport } = await call<{ createEpdReport: { id: number; number: string } }>(
      admin,
      `mutation ($input: CreateEpdReportInput!) { createEpdReport(input: $input) { id number } }`,
      {
        input: {
          reviewId: release.id,
          modules: ["A1", "A2", "A3", "C1", "C2", "C3", "C4", "D"],
          pcrName: "EN 16757",
          programOperator: "Demo EPD Programme",
          scenarios: [],
        },
      },
    );
    const { applyEpdReport } = await call<{ applyEpdReport: { id: number } }>(
      admin,
      `mutation ($input: ApplyEpdReportInput!) { applyEpdReport(input: $input) { id } }`,
      { input: { id: createEpdReport.id } },
    );
    await call(
      reviewerApi,
      `mutation ($input: DecideEpdApplicationInput!) { decideEpdApplication(input: $input) { id } }`,
      { input: { id: applyEpdReport.id, approve: true, note: "Verified" } },
    );
    for (const lang of ["zh-CN", "en"]) {
      const { epdReportPdf } = await call<{ epdReportPdf: { filename: string; base64: string } }>(
        admin,
        `query ($id: Int!, $lang: String!) { epdReportPdf(id: $id, lang: $lang) { filename base64 } }`,
        { id: createEpdReport.id, lang },
      );
      expect(epdReportPdf.filename).toBe(`${createEpdReport.number}-${lang}.pdf`);
      expect(Buffer.from(epdReportPdf.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    }
    await page.goto("/epd/list");
    await expect(
      page.getByRole("row").filter({ hasText: createEpdReport.number }).getByText("Issued"),
    ).toBeVisible();

    // A carbon label issued from the release, with its QR and public link.
    await page.goto("/co2label/createco2label");
    await page.getByRole("button", { name: `Choose ${PRODUCT} v1` }).click();
    await page.getByRole("button", { name: "Issue label" }).click();
    await expect(
      page.getByRole("heading", { name: /^Label CL-\d{4}-\d{6} issued$/ }),
    ).toBeVisible();
    const { carbonLabels } = await call<{
      carbonLabels: { items: { id: number; serial: string; claim: { verifyUrl: string } }[] };
    }>(admin, `{ carbonLabels { items { id serial claim } } }`);
    const label = carbonLabels.items[0];
    expect(label.claim.verifyUrl).toMatch(/\/c-label\?code=[\w-]+$/);
    await expect(page.getByRole("textbox", { name: "Public verification page" })).toHaveValue(
      label.claim.verifyUrl,
    );
    await expect(
      page.getByRole("img", { name: new RegExp(`^Carbon label ${label.serial}`) }),
    ).toBeVisible();

    // The QR's URL in a fresh browser without a session: the label is valid.
    const visitor = await browser.newContext({ locale: "en-US" });
    const vp = await visitor.newPage();
    await vp.goto(label.claim.verifyUrl);
    await expect(vp.getByText("This carbon label is valid")).toBeVisible();
    await expect(vp.getByText(PRODUCT)).toBeVisible();
    // 0.3362 kg CO2e per kg, printed to three significant digits as on the label
    expect(Number(FOOTPRINT.toPrecision(3))).toBe(0.336);
    await expect(vp.getByText(/0\.336(?!\d)/).first()).toBeVisible();
    expect(vp.url()).toContain("/c-label?code=");

    // The owner revokes it; the public page says so, with the reason.
    await page.goto("/co2label/list");
    await page.getByRole("button", { name: `Revoke label ${label.serial}` }).click();
    const revoke = page.getByRole("alertdialog");
    await revoke.getByLabel(/^Reason/).fill("Mix design changed");
    await revoke.getByRole("button", { name: "Revoke label" }).click();
    await expect(revoke).toBeHidden();
    await vp.reload();
    await expect(vp.getByText("This carbon label has been revoked")).toBeVisible();
    await expect(vp.getByText("Reason: Mix design changed")).toBeVisible();
    await visitor.close();
    await reviewer.context.close();
  });
});

// A study's way to release and what is issued from it, on a real database: submitted with a
// current calculation to a review organisation (another company), assigned, commented line by
// line, sent back, changed, recalculated and resubmitted, approved (audit status '18'), frozen;
// an EPD made, refused without a mandatory module, applied for, verified and issued with the
// figures of the released calculation; carbon labels issued, verified in public without a
// session, revoked; the release withdrawn with its labels and EPDs. Every refusal changes nothing.
import type { Caller } from "./support/accounting";
import { caller, createCompany, createUser } from "./support/accounting";
import { codeOf, startTestApp, type TestApp } from "./support/harness";
import { readPdf } from "../src/lib/pdf/pdf-text.testing";
import { jobContext } from "./support/upstream";

let t: TestApp;
let admin: Caller;
let assigner: Caller;
let reviewer: Caller;
let otherReviewer: Caller;
let verifier: Caller;
let outsider: Caller;
let reviewCompanyId: number;

const KG = 10;
const KWH = 30;

const CREATE = `mutation ($input: CreateLcaProductInput!) { createLcaProduct(input: $input) { id version } }`;
const ADD = `mutation ($input: AddLcaModelLinesInput!) { addLcaModelLines(input: $input) { id name stage } }`;
const UPDATE_LINE = `mutation ($input: UpdateLcaModelLineInput!) { updateLcaModelLine(input: $input) { id amount } }`;
const CALCULATE = `mutation ($productId: Int!) {
  calculateLcaProduct(input: { productId: $productId }) { id number status } }`;
const PRODUCT = `query ($id: Int!) { lcaProduct(id: $id) { id version auditStatus auditState } }`;
const SUBMIT = `mutation ($input: SubmitLcaReviewInput!) { submitLcaReview(input: $input) { id status state round } }`;
const RESUBMIT = `mutation ($input: ResubmitLcaReviewInput!) { resubmitLcaReview(input: $input) { id status round } }`;
const ASSIGN = `mutation ($input: AssignLcaReviewInput!) { assignLcaReview(input: $input) { id status assignments { reviewerName } } }`;
const COMMENT = `mutation ($input: LcaReviewCommentInput!) { commentLcaReview(input: $input) { id lineId side round } }`;
const ANSWER = `mutation ($input: AnswerLcaReviewCommentInput!) { answerLcaReviewComment(input: $input) { id parentId side } }`;
const RESOLVE = `mutation ($input: ResolveLcaReviewCommentInput!) { resolveLcaReviewComment(input: $input) { id resolved } }`;
const CHANGES = `mutation ($input: LcaReviewDecisionInput!) { requestLcaReviewChanges(input: $input) { id status } }`;
const APPROVE = `mutation ($input: LcaReviewDecisionInput!) { approveLcaReview(input: $input) { id status approverName releasedAt } }`;
const WITHDRAW = `mutation ($input: LcaReviewDecisionInput!) { withdrawLcaRelease(input: $input) { id status } }`;
const REVIEW = `query ($id: Int!) { lcaReview(id: $id) {
  id status round version companyName reviewCompanyName product { name }
  lines { id name stage } calculation { id number result { headline indicators { method category total } } }
  comments { id lineId side body resolved round parentId }
  events { action fromStatus toStatus userName companyName note } } }`;
const REVIEWS = `query ($view: String!) { lcaReviews(view: $view) { total items { id status } } }`;
const CREATE_EPD = `mutation ($input: CreateEpdReportInput!) { createEpdReport(input: $input) { id number status modules } }`;
const APPLY_EPD = `mutation ($input: ApplyEpdReportInput!) { applyEpdReport(input: $input) { id status reviewCompanyId } }`;
const DECIDE_EPD = `mutation ($input: DecideEpdApplicationInput!) { decideEpdApplication(input: $input) { id status deciderName } }`;
const EPD = `query ($id: Int!) { epdReport(id: $id) { id number status validUntil issuedAt figures } }`;
const CREATE_LABEL = `mutation ($input: CreateCarbonLabelInput!) { createCarbonLabel(input: $input) {
  id serial code status state validFrom validUntil claim } }`;
const VERIFY = `query ($code: String!) { carbonLabelVerification(code: $code) {
  state serial productName footprint declaredUnit boundary standard gwpSet verification validFrom validUntil revokeReason } }`;
const REVOKE = `mutation ($input: RevokeCarbonLabelInput!) { revokeCarbonLabel(input: $input) { id status state } }`;

beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  reviewCompanyId = await createCompany(t, admin.token, "Verification Centre");
  assigner = await createUser(t, admin.token, {
    companyId: reviewCompanyId,
    username: "assigner",
    codes: ["pv03"],
  });
  reviewer = await createUser(t, admin.token, {
    companyId: reviewCompanyId,
    username: "reviewer1",
    codes: ["pv01"],
  });
  otherReviewer = await createUser(t, admin.token, {
    companyId: reviewCompanyId,
    username: "reviewer2",
    codes: ["pv01"],
  });
  verifier = await createUser(t, admin.token, {
    companyId: reviewCompanyId,
    username: "verifier",
    codes: ["pv02"],
  });
  const outsiderCompany = await createCompany(t, admin.token, "Outsider Ltd");
  outsider = await createUser(t, admin.token, {
    companyId: outsiderCompany,
    username: "outsider",
    codes: ["ff01", "ff41", "ff43", "fb02", "fd02", "pv01", "pv02", "pv03"],
  });
});
afterAll(() => t.close());

/*
 * A mortar block on EN 15804+A2 modules, every line the supplier's own GWP (kg CO2e per unit),
 * so the figures are worked by hand:
 *   A1 cement        0.3 kg  × 0.9            = 0.27
 *   A2 haul to plant 1 kg carried 50 km: 0.05 t·km × 0.1 = 0.005
 *   A3 electricity   0.05 kWh × 0.6           = 0.03
 *   C1 demolition    0.002 kWh × 0.6          = 0.0012
 *   C2 haul to tip   1 kg carried 20 km: 0.02 t·km × 0.1 = 0.002
 *   C4 landfill      1 kg × 0.01              = 0.01
 *   C3, D            nothing                  = 0
 * A1-A3 = 0.305; the whole = 0.3182 kg CO2e per kg.
 */
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
const BLOCK_LINES = [
  supplier("A1", "material", "Cement", 0.3, KG, 0.9),
  supplier("A2", "transport", "Haul to plant", 1, KG, 0.1, 50),
  supplier("A3", "energy", "Electricity", 0.05, KWH, 0.6),
  supplier("C1", "energy", "Demolition", 0.002, KWH, 0.6),
  supplier("C2", "transport", "Haul to tip", 1, KG, 0.1, 20),
  supplier("C4", "waste", "Landfill", 1, KG, 0.01),
];
const A1_A3 = 0.27 + 0.005 + 0.03;
const WHOLE = A1_A3 + 0.0012 + 0.002 + 0.01;

async function calculated(
  user: Caller,
  productId: number,
): Promise<{ id: number; number: number }> {
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
  return calculateLcaProduct;
}

async function newBlock(name: string) {
  const { createLcaProduct } = await admin.gql(CREATE, {
    input: {
      name,
      declaredAmount: 1,
      declaredUnitId: KG,
      boundary: "cradle-to-grave",
      standard: "en15804",
      referenceYear: 2025,
    },
  });
  const { addLcaModelLines } = await admin.gql(ADD, {
    input: { productId: createLcaProduct.id, lines: BLOCK_LINES },
  });
  return {
    id: createLcaProduct.id as number,
    lines: addLcaModelLines as { id: number; name: string }[],
  };
}

/** The cement line changed to `amount` kg (the rest of the line as it was). */
async function setCement(user: Caller, productId: number, id: number, amount: number) {
  return user.try(UPDATE_LINE, {
    input: { ...BLOCK_LINES[0], amount, id, productId },
  });
}

const count = async (table: string) =>
  Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

describe("a study from draft to release, and what is issued from it", () => {
  let product: { id: number; lines: { id: number; name: string }[] };
  let reviewId: number;
  let calculationId: number;
  const cementLine = () => product.lines.find((l) => l.name === "Cement")!.id;

  beforeAll(async () => {
    product = await newBlock("Mortar block");
  });

  it("offers the other company as review organisation, never the owner's own", async () => {
    const { lcaReviewOrganisations } = await admin.gql(`{ lcaReviewOrganisations { id name } }`);
    const names = lcaReviewOrganisations.map((o: { name: string }) => o.name);
    expect(names).toContain("Verification Centre");
    expect(names).not.toContain("Demo Manufacturing Co., Ltd.");
  });

  it("refuses a calculation older than the last change to the model", async () => {
    const stale = await calculated(admin, product.id);
    expect((await setCement(admin, product.id, cementLine(), 0.3)).errors).toBeUndefined();
    const answer = await admin.try(SUBMIT, {
      input: { productId: product.id, calculationId: stale.id, reviewCompanyId },
    });
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toMatch(/older than the last change/);
    expect(await count("lca_review")).toBe(0);
  });

  it("submits a current calculation: the study is frozen while under review", async () => {
    calculationId = (await calculated(admin, product.id)).id;
    const { submitLcaReview } = await admin.gql(SUBMIT, {
      input: { productId: product.id, calculationId, reviewCompanyId, note: "First submission" },
    });
    reviewId = submitLcaReview.id;
    expect(submitLcaReview).toMatchObject({ status: "5", state: "submitted", round: 1 });
    const { lcaProduct } = await admin.gql(PRODUCT, { id: product.id });
    expect(lcaProduct).toMatchObject({ auditStatus: "5", auditState: "submitted" });
    const edit = await setCement(admin, product.id, cementLine(), 0.4);
    expect(codeOf(edit)).toEqual(["CONFLICT"]);
    expect(edit.errors![0].message).toMatch(/submitted for review/);
    const twice = await admin.try(SUBMIT, {
      input: { productId: product.id, calculationId, reviewCompanyId },
    });
    expect(codeOf(twice)).toEqual(["CONFLICT"]);
  });

  it("keeps the review from reviewers not assigned and from the owner's own reviewers", async () => {
    expect(codeOf(await reviewer.try(REVIEW, { id: reviewId }))).toEqual(["NOT_FOUND"]);
    const early = await reviewer.try(COMMENT, { input: { reviewId, body: "Too early" } });
    expect(codeOf(early)).toEqual(["NOT_FOUND"]);
    // admin holds pv01 and pv03 but belongs to the owner's company
    expect(codeOf(await admin.try(ASSIGN, { input: { reviewId, reviewerIds: [1] } }))).toEqual([
      "NOT_FOUND",
    ]);
    const own = await admin.try(COMMENT, { input: { reviewId, body: "Looks fine to me" } });
    expect(codeOf(own)).toEqual(["FORBIDDEN"]);
    expect(own.errors![0].message).toMatch(/own company/);
    expect(await count("lca_review_comment")).toBe(0);
  });

  it("is assigned by the organisation to one of its reviewers", async () => {
    const { lcaReviewers } = await assigner.gql(`{ lcaReviewers { id username } }`);
    const usernames = lcaReviewers.map((r: { username: string }) => r.username).sort();
    expect(usernames).toEqual(["reviewer1", "reviewer2"]);
    const outsiderId = (
      await t.dataSource.query(`SELECT id FROM user_account WHERE username = 'outsider'`)
    )[0].id;
    const wrong = await assigner.try(ASSIGN, { input: { reviewId, reviewerIds: [outsiderId] } });
    expect(codeOf(wrong)).toEqual(["BAD_USER_INPUT"]);
    const id = lcaReviewers.find((r: { username: string }) => r.username === "reviewer1").id;
    const { assignLcaReview } = await assigner.gql(ASSIGN, {
      input: { reviewId, reviewerIds: [id] },
    });
    expect(assignLcaReview.status).toBe("10");
    expect(
      assignLcaReview.assignments.map((a: { reviewerName: string }) => a.reviewerName),
    ).toEqual(["reviewer1"]);
    const { lcaReviews } = await reviewer.gql(REVIEWS, { view: "assigned" });
    expect(lcaReviews.items.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    expect((await otherReviewer.gql(REVIEWS, { view: "assigned" })).lcaReviews.total).toBe(0);
    const notMine = await otherReviewer.try(COMMENT, { input: { reviewId, body: "Not mine" } });
    expect(codeOf(notMine)).toEqual(["NOT_FOUND"]);
  });

  it("shows the reviewer the model and the results, and takes comments on lines", async () => {
    const { lcaReview } = await reviewer.gql(REVIEW, { id: reviewId });
    expect(lcaReview.product.name).toBe("Mortar block");
    expect(lcaReview.companyName).toBe("Demo Manufacturing Co., Ltd.");
    expect(lcaReview.lines.map((l: { name: string }) => l.name)).toContain("Cement");
    const ar6 = lcaReview.calculation.result.indicators.find(
      (i: { method: string }) => i.method === "ipcc-ar6-gwp100",
    );
    expect(ar6.total).toBeCloseTo(WHOLE, 9);
    const foreign = await newBlock("Other block");
    const stray = await reviewer.try(COMMENT, {
      input: { reviewId, lineId: foreign.lines[0].id, body: "Wrong line" },
    });
    expect(codeOf(stray)).toEqual(["BAD_USER_INPUT"]);
    await reviewer.gql(COMMENT, {
      input: {
        reviewId,
        lineId: cementLine(),
        body: "Cement GWP 0.9 needs the supplier's EPD as evidence",
      },
    });
    await reviewer.gql(COMMENT, { input: { reviewId, body: "State the cut-off rule" } });
    const approve = await reviewer.try(APPROVE, { input: { reviewId } });
    expect(codeOf(approve)).toEqual(["CONFLICT"]);
    expect(approve.errors![0].message).toMatch(/2 comments/);
  });

  it("goes back to the owner, who changes, recalculates, answers and resubmits", async () => {
    const { requestLcaReviewChanges } = await reviewer.gql(CHANGES, {
      input: { reviewId, note: "See the comments" },
    });
    expect(requestLcaReviewChanges.status).toBe("15");
    expect((await admin.gql(PRODUCT, { id: product.id })).lcaProduct.auditStatus).toBe("15");
    expect((await setCement(admin, product.id, cementLine(), 0.3)).errors).toBeUndefined();
    const { lcaReview } = await admin.gql(REVIEW, { id: reviewId });
    const cementComment = lcaReview.comments.find(
      (c: { lineId: number | null }) => c.lineId === cementLine(),
    );
    const { answerLcaReviewComment } = await admin.gql(ANSWER, {
      input: { commentId: cementComment.id, body: "Supplier EPD attached as evidence" },
    });
    expect(answerLcaReviewComment).toMatchObject({ parentId: cementComment.id, side: "owner" });
    const stale = await admin.try(RESUBMIT, { input: { reviewId, calculationId } });
    expect(codeOf(stale)).toEqual(["BAD_USER_INPUT"]);
    calculationId = (await calculated(admin, product.id)).id;
    const { resubmitLcaReview } = await admin.gql(RESUBMIT, { input: { reviewId, calculationId } });
    expect(resubmitLcaReview).toMatchObject({ status: "10", round: 2 });
  });

  it("is approved once every comment is resolved: released and frozen", async () => {
    const { lcaReview } = await reviewer.gql(REVIEW, { id: reviewId });
    for (const comment of lcaReview.comments.filter(
      (c: { side: string }) => c.side === "reviewer",
    )) {
      await reviewer.gql(RESOLVE, { input: { commentId: comment.id } });
    }
    const { approveLcaReview } = await reviewer.gql(APPROVE, {
      input: { reviewId, note: "Conforms" },
    });
    expect(approveLcaReview.status).toBe("18");
    expect(approveLcaReview.approverName).toBe("reviewer1");
    const { lcaProduct } = await admin.gql(PRODUCT, { id: product.id });
    expect(lcaProduct).toMatchObject({ auditStatus: "18", auditState: "released" });
    const edit = await setCement(admin, product.id, cementLine(), 0.5);
    expect(codeOf(edit)).toEqual(["CONFLICT"]);
    expect(edit.errors![0].message).toMatch(/released/);
  });

  it("records every state change with who and for which company", async () => {
    const { lcaReview } = await admin.gql(REVIEW, { id: reviewId });
    expect(
      lcaReview.events.map(
        (e: { action: string; fromStatus: string | null; toStatus: string; userName: string }) => [
          e.action,
          e.fromStatus,
          e.toStatus,
          e.userName,
        ],
      ),
    ).toEqual([
      ["submit", null, "5", "Administrator"],
      ["assign", "5", "10", "assigner"],
      ["request-changes", "10", "15", "reviewer1"],
      ["resubmit", "15", "10", "Administrator"],
      ["approve", "10", "18", "reviewer1"],
    ]);
    expect(lcaReview.events[1].companyName).toBe("Verification Centre");
    const log = await admin.gql(`{ lcaLog(page: 1, pageSize: 50) { items { action summaryEn } } }`);
    const actions = log.lcaLog.items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(expect.arrayContaining(["review-submit", "review-approve"]));
  });

  it("reads as a PACT v3 footprint of its gate stages, A1-A3", async () => {
    const { lcaReleasePactFootprint: pf } = await admin.gql(
      `query ($id: Int!) { lcaReleasePactFootprint(id: $id) }`,
      { id: reviewId },
    );
    expect(pf).toMatchObject({ status: "Active", productNameCompany: "Mortar block" });
    expect(pf.pcf).toMatchObject({
      declaredUnitOfMeasurement: "kilogram",
      declaredUnitAmount: "1",
      // every line is a supplier's GWP, counted as fossil: A1 0.27 + A2 0.005 + A3 0.03
      fossilGhgEmissions: "0.305",
      pcfExcludingBiogenicUptake: "0.305",
      ipccCharacterizationFactors: ["AR6"],
      referencePeriodStart: "2025-01-01T00:00:00Z",
    });
    const again = await admin.gql(`query ($id: Int!) { lcaReleasePactFootprint(id: $id) }`, {
      id: reviewId,
    });
    expect(again.lcaReleasePactFootprint.id).toBe(pf.id);
  });

  it("keeps the released calculation", async () => {
    const answer = await admin.try(`mutation ($id: Int!) { deleteLcaCalculation(id: $id) }`, {
      id: calculationId,
    });
    expect(codeOf(answer)).toEqual(["CONFLICT"]);
  });

  describe("an EPD of the release", () => {
    let epdId: number;
    const fields = {
      modules: ["A1", "A2", "A3", "C1", "C2", "C3", "C4", "D"],
      pcrName: "EN 16757 concrete and concrete elements",
      programOperator: "Demo EPD Programme",
      scenarios: [{ module: "C2", name: "Truck 20 km", description: "Haul to an inert landfill" }],
    };

    it("is refused without a mandatory module, and nothing is written", async () => {
      const answer = await admin.try(CREATE_EPD, {
        input: { ...fields, reviewId, modules: ["A1", "A2", "A3", "C1", "C2", "C4", "D"] },
      });
      expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
      expect(answer.errors![0].message).toMatch(/module C3 is mandatory/);
      expect(await count("epd_report")).toBe(0);
    });

    it("takes its figures from the released calculation, per module", async () => {
      const { createEpdReport } = await admin.gql(CREATE_EPD, { input: { ...fields, reviewId } });
      epdId = createEpdReport.id;
      expect(createEpdReport.number).toMatch(/^EPD-\d{4}-\d{6}$/);
      const { epdReport } = await admin.gql(EPD, { id: epdId });
      const gwp = epdReport.figures.indicators.find(
        (i: { code: string }) => i.code === "GWP-total",
      );
      expect(gwp.values["A1-A3"]).toBeCloseTo(A1_A3, 12);
      expect(gwp.values.C1).toBeCloseTo(0.0012, 12);
      expect(gwp.values.C2).toBeCloseTo(0.002, 12);
      expect(gwp.values.C3).toBe(0);
      expect(gwp.values.C4).toBeCloseTo(0.01, 12);
      expect(gwp.values.D).toBe(0);
      expect(gwp.values.A4).toBeUndefined(); // not declared: MND
      const pere = epdReport.figures.indicators.find((i: { code: string }) => i.code === "PERE");
      expect(pere.values.A1).toBeNull(); // the method cannot give it: ND
      expect(epdReport.figures.verification.verifier).toBe("");
    });

    it("is verified by the organisation and issued for its validity", async () => {
      const outsiderTry = await outsider.try(APPLY_EPD, { input: { id: epdId } });
      expect(codeOf(outsiderTry)).toEqual(["NOT_FOUND"]);
      const { applyEpdReport } = await admin.gql(APPLY_EPD, { input: { id: epdId } });
      expect(applyEpdReport).toMatchObject({ status: "pending", reviewCompanyId });
      const list = await verifier.gql(
        `{ epdApplications { total items { id report { number } } } }`,
      );
      expect(list.epdApplications.total).toBe(1);
      expect((await outsider.gql(`{ epdApplications { total } }`)).epdApplications.total).toBe(0);
      const { decideEpdApplication } = await verifier.gql(DECIDE_EPD, {
        input: { id: applyEpdReport.id, approve: true, note: "Verified" },
      });
      expect(decideEpdApplication).toMatchObject({ status: "approved", deciderName: "verifier" });
      const { epdReport } = await admin.gql(EPD, { id: epdId });
      expect(epdReport.status).toBe("issued");
      const issued = new Date(epdReport.issuedAt);
      const expected = new Date(
        Date.UTC(issued.getUTCFullYear() + 5, issued.getUTCMonth(), issued.getUTCDate()),
      );
      expect(epdReport.validUntil).toBe(expected.toISOString().slice(0, 10));
      expect(epdReport.figures.verification).toMatchObject({
        organisation: "Verification Centre",
        verifier: "verifier",
      });
      const again = await verifier.try(DECIDE_EPD, {
        input: { id: applyEpdReport.id, approve: false },
      });
      expect(codeOf(again)).toEqual(["CONFLICT"]);
    });
  });

  describe("the files of an issued EPD and of a label", () => {
    const download = async (query: string, variables: Record<string, unknown>) => {
      const answer = await admin.gql(query, variables);
      const file = Object.values(answer)[0] as { filename: string; base64: string };
      return { filename: file.filename, bytes: Buffer.from(file.base64, "base64") };
    };

    it("prints the EPD in Chinese and in English with the released figures", async () => {
      const { epdReports } = await admin.gql(`{ epdReports { items { id number } } }`);
      const { id, number } = epdReports.items[0];
      const pdf = `query ($id: Int!, $lang: String!) { epdReportPdf(id: $id, lang: $lang) { filename base64 } }`;
      const zh = await download(pdf, { id, lang: "zh-CN" });
      const en = await download(pdf, { id, lang: "en" });
      expect(zh.filename).toBe(`${number}-zh-CN.pdf`);
      const zhText = readPdf(zh.bytes).pages.join(" ");
      const enText = readPdf(en.bytes).pages.join(" ");
      expect(zhText).toContain("Mortar block");
      expect(zhText).toMatch(/环境产品声明/);
      expect(enText).toMatch(/Environmental Product Declaration/i);
      expect(enText).toContain("Verification Centre");
      // GWP-total A1-A3 = 0.305 kg CO2 eq, as the tables print it
      expect(enText).toMatch(/0\.305/);
    });

    it("exports openEPD JSON and ILCD+EPD XML with the same figures", async () => {
      const { epdReports } = await admin.gql(`{ epdReports { items { id } } }`);
      const { id } = epdReports.items[0];
      const json = await download(
        `query ($id: Int!) { epdReportOpenEpd(id: $id) { filename base64 } }`,
        { id },
      );
      const openEpd = JSON.parse(json.bytes.toString("utf8"));
      expect(openEpd.impacts["EF 3.1"].gwp.A1A2A3.mean).toBeCloseTo(A1_A3, 12);
      expect(openEpd.impacts["EF 3.1"].gwp.C4.mean).toBeCloseTo(0.01, 12);
      const xml = await download(
        `query ($id: Int!) { epdReportIlcd(id: $id) { filename base64 } }`,
        { id },
      );
      const text = xml.bytes.toString("utf8");
      expect(text).toContain("a7ea142a-9749-11ed-a8fc-0242ac120002"); // GWP-total, EF 3.1 profile
      expect(text).toMatch(/epd:module="A1-A3"[^>]*>0\.305/);
    });
  });

  describe("carbon labels of the release", () => {
    let label: { id: number; code: string; serial: string };

    it("are refused for a study that is not released", async () => {
      const draft = await newBlock("Draft block");
      const calc = await calculated(admin, draft.id);
      const { submitLcaReview } = await admin.gql(SUBMIT, {
        input: { productId: draft.id, calculationId: calc.id, reviewCompanyId },
      });
      const answer = await admin.try(CREATE_LABEL, { input: { reviewId: submitLcaReview.id } });
      expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
      expect(answer.errors![0].message).toMatch(/not released/);
      expect(await count("carbon_label")).toBe(0);
    });

    it("claim the released footprint and verify in public without a session", async () => {
      const { createCarbonLabel } = await admin.gql(CREATE_LABEL, {
        input: { reviewId, validFrom: new Date().toISOString().slice(0, 10), validityYears: 3 },
      });
      label = createCarbonLabel;
      expect(label.serial).toMatch(/^CL-\d{4}-\d{6}$/);
      expect(createCarbonLabel.claim.verifyUrl).toMatch(
        new RegExp(`/c-label\\?code=${label.code}$`),
      );
      const answer = await t.gql<{ carbonLabelVerification: Record<string, any> }>(VERIFY, {
        code: label.code,
      });
      const verified = answer.data!.carbonLabelVerification;
      expect(verified).toMatchObject({
        state: "valid",
        serial: label.serial,
        productName: "Mortar block",
        gwpSet: "IPCC AR6 GWP100",
        standard: { code: "en15804" },
        boundary: { code: "cradle-to-grave" },
        verification: { organisation: "Verification Centre", verifier: "reviewer1" },
      });
      expect(verified.footprint).toBeCloseTo(WHOLE, 9);
      expect(verified.declaredUnit).toMatchObject({ amount: 1, unit: "kg" });
      // three years less a day
      const from = new Date(`${verified.validFrom}T00:00:00Z`);
      const end = new Date(
        Date.UTC(from.getUTCFullYear() + 3, from.getUTCMonth(), from.getUTCDate() - 1),
      );
      expect(verified.validUntil).toBe(end.toISOString().slice(0, 10));
      expect(Object.keys(verified)).not.toContain("companyId");
    });

    it("has its artwork with the QR and the ISO 14067 report behind it", async () => {
      const art = await admin.gql(
        `query ($id: Int!) { carbonLabelArtwork(id: $id, lang: "zh-CN") { filename base64 } }`,
        { id: label.id },
      );
      const svg = Buffer.from(art.carbonLabelArtwork.base64, "base64").toString("utf8");
      expect(svg).toContain("<svg");
      expect(svg).toContain(label.serial);
      const report = await admin.gql(
        `query ($id: Int!) { carbonLabelReportPdf(id: $id, lang: "en") { filename base64 } }`,
        { id: label.id },
      );
      const text = readPdf(Buffer.from(report.carbonLabelReportPdf.base64, "base64")).pages.join(
        " ",
      );
      expect(text).toContain(label.serial);
      expect(text).toContain("Mortar block");
      // the study's standard, and the footprint 0.3182 as printed (3 significant digits)
      expect(text).toMatch(/Quantified according to EN 15804\+A2/);
      expect(text).toMatch(/0\.318 +kg CO2e per 1 kg/);
    });

    it("answers an unknown code with not found", async () => {
      const answer = await t.gql(VERIFY, { code: "AAAAAAAAAAAAAAAAAAAAAAAA" });
      expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
    });

    it("are another company's business only in public", async () => {
      expect(
        codeOf(
          await outsider.try(`query ($id: Int!) { carbonLabel(id: $id) { id } }`, { id: label.id }),
        ),
      ).toEqual(["NOT_FOUND"]);
      expect((await outsider.gql(`{ carbonLabels { total } }`)).carbonLabels.total).toBe(0);
    });

    it("show as revoked once revoked, with the reason", async () => {
      const { revokeCarbonLabel } = await admin.gql(REVOKE, {
        input: { id: label.id, reason: "Packaging changed" },
      });
      expect(revokeCarbonLabel).toMatchObject({ status: "revoked", state: "revoked" });
      const answer = await t.gql<{ carbonLabelVerification: Record<string, any> }>(VERIFY, {
        code: label.code,
      });
      expect(answer.data!.carbonLabelVerification).toMatchObject({
        state: "revoked",
        revokeReason: "Packaging changed",
      });
      expect(codeOf(await admin.try(REVOKE, { input: { id: label.id, reason: "Again" } }))).toEqual(
        ["CONFLICT"],
      );
    });

    it("are revoked with the EPDs withdrawn when the release is withdrawn", async () => {
      const { createCarbonLabel } = await admin.gql(CREATE_LABEL, { input: { reviewId } });
      const { withdrawLcaRelease } = await admin.gql(WITHDRAW, {
        input: { reviewId, note: "Supplier data superseded" },
      });
      expect(withdrawLcaRelease.status).toBe("20");
      const answer = await t.gql<{ carbonLabelVerification: Record<string, any> }>(VERIFY, {
        code: createCarbonLabel.code,
      });
      expect(answer.data!.carbonLabelVerification.state).toBe("revoked");
      const epds = await admin.gql(`{ epdReports { items { status } } }`);
      expect(epds.epdReports.items.map((e: { status: string }) => e.status)).toEqual(["withdrawn"]);
      expect((await admin.gql(PRODUCT, { id: product.id })).lcaProduct.auditStatus).toBe("20");
      const { lcaReleasePactFootprint } = await admin.gql(
        `query ($id: Int!) { lcaReleasePactFootprint(id: $id) }`,
        { id: reviewId },
      );
      expect(lcaReleasePactFootprint.status).toBe("Deprecated");
      const refused = await admin.try(CREATE_LABEL, { input: { reviewId } });
      expect(codeOf(refused)).toEqual(["BAD_USER_INPUT"]);
    });
  });
});

// Carbon assets on a real database, driven through GraphQL: the compliance position of a plant's
// year worked by hand from its calculated case, holdings that never go negative (and a refused
// transaction that writes nothing), serial ranges split, merged and never held or retired twice,
// certificates retired against scope 2 lines without claiming the same MWh twice, reversals,
// tenancy, the bk01 code, and two sales of one holding at the same moment.
import { startTestApp, codeOf, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  type Caller,
} from "./support/accounting";
import { calculate, newCase, newCorporation, newProcess } from "./support/accounting-graphql";

let t: TestApp;
let admin: Caller;
let demo: Caller;
/** Reads assets (bk) but may not record (no bk01). */
let reader: Caller;
/** Records assets in a company of its own. */
let outsider: Caller;
let plant: number;
let caseId: number;
let electricityLine: number;

const TX = `id holdingId kind quantity delta balanceAfter date price amount counterparty
  complianceYear purpose serialStart serialEnd reversesId reversedById note
  evidence { name url fileId } claims { activityLineId lineName caseName mwh }`;
const RECORD = `mutation ($input: RecordCarbonAssetTransactionInput!) {
  recordCarbonAssetTransaction(input: $input) { ${TX} } }`;
const REVERSE = `mutation ($input: ReverseCarbonAssetTransactionInput!) {
  reverseCarbonAssetTransaction(input: $input) { ${TX} } }`;
const HOLDING = `query ($id: Int!) {
  carbonHolding(id: $id) { id corporationName assetType vintage quantity unit
    serialBlocks { serialStart serialEnd count } } }`;
const HISTORY = `query ($holdingId: Int!) {
  carbonAssetTransactions(holdingId: $holdingId, pageSize: 50) { total items { ${TX} } } }`;
const POSITION = `query ($corporationId: Int!, $year: Int!) {
  carbonCompliancePosition(corporationId: $corporationId, year: $year) {
    verifiedT verifiedBasis verifiedSource calculatedT caseId runId runNo scopes coveredGases
    allocated heldCea surrenderedCea surrenderedCcer heldCcer ccerCap ccerCounted ccerUsable
    outstanding leftToBuy surplus ceaPrice leftToBuyValue } }`;
const SET_YEAR = `mutation ($input: SetComplianceYearInput!) {
  setCarbonComplianceYear(input: $input) { verifiedT verifiedBasis calculatedT ccerCap } }`;
const CLAIMABLE = `query ($holdingId: Int!) {
  carbonClaimableLines(holdingId: $holdingId) { activityLineId lineName mwh claimedMwh remainingMwh } }`;

async function record(user: Caller, input: Record<string, unknown>) {
  const { recordCarbonAssetTransaction } = await user.gql(RECORD, { input });
  return recordCarbonAssetTransaction as { id: number; holdingId: number; balanceAfter: number };
}

const position = async (corporationId: number, year: number) =>
  (await demo.gql(POSITION, { corporationId, year })).carbonCompliancePosition;

const holding = async (id: number) => (await demo.gql(HOLDING, { id })).carbonHolding;

async function countRows(table: string): Promise<number> {
  const [row] = await t.dataSource.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM ${table}`,
  );
  return row.n;
}

/**
 * A case of `year` for the plant: a kiln burning 120,000 t of fuel at 1,000 kg CO2 and 0.1 kg CH4
 * per t (scope 1), and 1,000,000 kWh of purchased electricity at 0.5 kg CO2 per kWh (scope 2).
 */
async function plantCase(year: number): Promise<{ caseId: number; electricity: number }> {
  const created = await newCase(demo, { corporationId: plant, name: `Kiln ${year}`, year });
  const kiln = await newProcess(demo, {
    caseId: created.id,
    name: "Kiln",
    scope: 1,
    isoCategory: 1,
  });
  const grid = await newProcess(demo, {
    caseId: created.id,
    name: "Purchased electricity",
    scope: 2,
    isoCategory: 2,
  });
  const line = (processId: number, name: string, amount: number, unitId: number, gases: object) =>
    demo.gql(`mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`, {
      input: {
        caseId: created.id,
        processId,
        name,
        amount,
        unitId,
        factor: { name: `${name} factor`, unitId, source: "Plant measurement", gases },
      },
    });
  await line(kiln, "Kiln fuel", 120_000, 11, [
    { gas: "CO2", value: 1000 },
    { gas: "CH4", value: 0.1 },
  ]);
  const { addCustomLine } = await line(grid, "Grid electricity", 1_000_000, 30, [
    { gas: "CO2", value: 0.5 },
  ]);
  await calculate(demo, created.id);
  return { caseId: created.id, electricity: addCustomLine.id as number };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo"));
  const demoCompany = await demoCompanyId(t);
  reader = await createUser(t, admin.token, {
    companyId: demoCompany,
    username: "assets.reader",
    codes: ["bk"],
  });
  const otherCompany = await createCompany(t, admin.token, "Assets Outsider Ltd.");
  outsider = await createUser(t, admin.token, {
    companyId: otherCompany,
    username: "assets.outsider",
    codes: ["aa", "aa01", "aa02", "bk", "bk01"],
  });
  plant = await newCorporation(demo, "ETS Cement Plant");
  ({ caseId, electricity: electricityLine } = await plantCase(2024));
});
afterAll(() => t.close());

describe("the compliance position", () => {
  it("works out the obligation, CCER cap and what is left to buy by hand", async () => {
    // Verified: the 2024 case's scope 1 CO2 = 120,000 t × 1,000 kg = 120,000 t (the ETS covers
    // direct emissions from 2023; scope 2's 500 t are not in it).
    await record(demo, {
      kind: "allocation",
      corporationId: plant,
      assetType: "CEA",
      vintage: 2024,
      quantity: 100_000,
      date: "2025-01-15",
      counterparty: "National registry",
    });
    await record(demo, {
      kind: "purchase",
      corporationId: plant,
      assetType: "CCER",
      vintage: 2024,
      quantity: 8_000,
      serialStart: "CCER-PV-00000001",
      serialEnd: "CCER-PV-00008000",
      date: "2025-03-10",
      price: 85,
      counterparty: "Beijing Green Exchange",
    });
    const before = await position(plant, 2024);
    const { case: stored } = await demo.gql(`query ($id: Int!) { case(id: $id) { latestRunId } }`, {
      id: caseId,
    });
    expect(before).toMatchObject({
      verifiedT: 120_000,
      verifiedBasis: "calculated",
      calculatedT: 120_000,
      caseId,
      runId: stored.latestRunId,
      scopes: [1],
      coveredGases: "CO2",
      allocated: 100_000,
      heldCea: 100_000,
      heldCcer: 8_000,
      // 5% of 120,000 t = 6,000 t; 6,000 of the 8,000 CCER may count.
      ccerCap: 6_000,
      ccerUsable: 6_000,
      outstanding: 120_000,
      // 120,000 − 6,000 CCER − 100,000 CEA = 14,000 t to buy.
      leftToBuy: 14_000,
      surplus: 0,
    });

    const cea = await record(demo, {
      kind: "surrender",
      holdingId: (await holdingOf(plant, "CEA", 2024)).id,
      quantity: 100_000,
      complianceYear: 2024,
      date: "2025-12-01",
    });
    const ccer = await record(demo, {
      kind: "surrender",
      holdingId: (await holdingOf(plant, "CCER", 2024)).id,
      quantity: 6_000,
      serialStart: "CCER-PV-00000001",
      serialEnd: "CCER-PV-00006000",
      complianceYear: 2024,
      date: "2025-12-01",
    });
    expect(await position(plant, 2024)).toMatchObject({
      surrenderedCea: 100_000,
      surrenderedCcer: 6_000,
      ccerCounted: 6_000,
      heldCea: 0,
      heldCcer: 2_000,
      ccerUsable: 0,
      // 120,000 − 100,000 − 6,000 = 14,000 t still owed, all of it to buy.
      outstanding: 14_000,
      leftToBuy: 14_000,
    });

    // The cap is used up: one more CCER is refused, naming the cap.
    const overCap = await demo.try(RECORD, {
      input: {
        kind: "surrender",
        holdingId: ccer.holdingId,
        quantity: 1,
        serialStart: "CCER-PV-00006001",
        serialEnd: "CCER-PV-00006001",
        complianceYear: 2024,
        date: "2025-12-01",
      },
    });
    expect(codeOf(overCap)).toEqual(["CONFLICT"]);
    expect(overCap.errors![0].message).toBe(
      "CCER may cover at most 5% of the verified emissions: 6,000 t for ETS Cement Plant in 2024 (120,000 t verified), of which 6,000 t are surrendered, so at most 0 t more. Nothing was recorded",
    );

    // A CEA of 2025 cannot be surrendered for 2024 (no borrowing).
    const later = await record(demo, {
      kind: "purchase",
      corporationId: plant,
      assetType: "CEA",
      vintage: 2025,
      quantity: 20_000,
      date: "2026-02-01",
      price: 60,
      counterparty: "SEEE",
    });
    const borrowing = await demo.try(RECORD, {
      input: {
        kind: "surrender",
        holdingId: later.holdingId,
        quantity: 14_000,
        complianceYear: 2024,
        date: "2026-02-02",
      },
    });
    expect(codeOf(borrowing)).toEqual(["BAD_USER_INPUT"]);
    expect(borrowing.errors![0].message).toMatch(
      /^CEA of vintage 2025 cannot be surrendered for 2024/,
    );

    // All greenhouse gases: + 120,000 t × 0.1 kg CH4 × 27.9 (AR6) = 334.8 t. A verified figure
    // entered wins over the calculated one: 130,000 t, cap 6,500 t.
    const all = (
      await demo.gql(SET_YEAR, {
        input: { corporationId: plant, year: 2024, coveredGases: "ALL", ceaPrice: 90 },
      })
    ).setCarbonComplianceYear;
    expect(all.calculatedT).toBeCloseTo(120_334.8, 6);
    const verified = (
      await demo.gql(SET_YEAR, {
        input: {
          corporationId: plant,
          year: 2024,
          verifiedT: 130_000,
          verifiedSource: "Verification report, CEC 2025-04",
          ceaPrice: 90,
        },
      })
    ).setCarbonComplianceYear;
    expect(verified).toMatchObject({
      verifiedT: 130_000,
      verifiedBasis: "verified",
      ccerCap: 6_500,
    });
    // 130,000 − 100,000 − 6,000 = 24,000 owed; 500 of the 2,000 CCER left still fit the cap:
    // 23,500 to buy at 90 CNY = 2,115,000 CNY.
    expect(await position(plant, 2024)).toMatchObject({
      outstanding: 24_000,
      ccerUsable: 500,
      leftToBuy: 23_500,
      leftToBuyValue: 2_115_000,
    });

    // Reversing the CEA surrender gives the allowances back and the obligation with them.
    const undone = (
      await demo.gql(REVERSE, { input: { id: cea.id, date: "2025-12-02", note: "Wrong year" } })
    ).reverseCarbonAssetTransaction;
    expect(undone).toMatchObject({ kind: "reversal", reversesId: cea.id, delta: 100_000 });
    expect(await position(plant, 2024)).toMatchObject({
      surrenderedCea: 0,
      heldCea: 100_000,
      outstanding: 124_000,
    });
    const twice = await demo.try(REVERSE, {
      input: { id: cea.id, date: "2025-12-03", note: "Again" },
    });
    expect(twice.errors![0].message).toBe(`The transaction ${cea.id} was already reversed`);
    const ofReversal = await demo.try(REVERSE, {
      input: { id: undone.id, date: "2025-12-03", note: "Undo the undo" },
    });
    expect(codeOf(ofReversal)).toEqual(["CONFLICT"]);
  });

  it("counts purchased electricity in the obligation before 2023", async () => {
    await plantCase(2022);
    // 2022: scope 1 CO2 120,000 t + scope 2 500 t (1,000,000 kWh × 0.5 kg).
    expect(await position(plant, 2022)).toMatchObject({ scopes: [1, 2], verifiedT: 120_500 });
  });
});

async function holdingOf(corporationId: number, assetType: string, vintage: number) {
  const { carbonHoldings } = await demo.gql(
    `query ($corporationId: Int, $assetType: String, $vintage: Int) {
       carbonHoldings(corporationId: $corporationId, assetType: $assetType, vintage: $vintage,
         includeEmpty: true) { items { id quantity } } }`,
    { corporationId, assetType, vintage },
  );
  return carbonHoldings.items[0] as { id: number; quantity: number };
}

describe("holdings", () => {
  it("refuses a sale beyond the holding, naming it and the shortfall, and writes nothing", async () => {
    const mill = await newCorporation(demo, "Paper Mill");
    const bought = await record(demo, {
      kind: "purchase",
      corporationId: mill,
      assetType: "CEA",
      vintage: 2024,
      quantity: 100,
      date: "2025-02-01",
      price: 95,
      counterparty: "SEEE",
    });
    const transactions = await countRows("carbon_asset_transaction");

    const refused = await demo.try(RECORD, {
      input: {
        kind: "sale",
        holdingId: bought.holdingId,
        quantity: 150,
        date: "2025-02-02",
        price: 96,
        counterparty: "Trader Co.",
      },
    });

    expect(codeOf(refused)).toEqual(["CONFLICT"]);
    expect(refused.errors![0].message).toBe(
      "CEA 2024 · Paper Mill holds 100 t CO2e; a sale of 150 t CO2e would leave it 50 t CO2e short. Nothing was recorded",
    );
    expect((await holding(bought.holdingId)).quantity).toBe(100);
    expect(await countRows("carbon_asset_transaction")).toBe(transactions);
    // The same in Chinese.
    const zh = await t.gql(
      RECORD,
      {
        input: {
          kind: "sale",
          holdingId: bought.holdingId,
          quantity: 150,
          date: "2025-02-02",
          price: 96,
          counterparty: "Trader Co.",
        },
      },
      { token: demo.token, locale: "zh-CN" },
    );
    expect(zh.errors![0].message).toBe(
      "CEA 2024 · Paper Mill持有 100 t CO2e；卖出 150 t CO2e 将缺少 50 t CO2e。未登记任何内容",
    );
  });

  it("moves units between the company's corporations and reverses both legs together", async () => {
    const from = await newCorporation(demo, "Transfer From");
    const to = await newCorporation(demo, "Transfer To");
    const bought = await record(demo, {
      kind: "purchase",
      corporationId: from,
      assetType: "CCER",
      vintage: 2024,
      quantity: 100,
      serialStart: "T-0001",
      serialEnd: "T-0100",
      date: "2025-02-01",
      price: 80,
      counterparty: "Beijing Green Exchange",
    });
    const out = await record(demo, {
      kind: "transfer_out",
      holdingId: bought.holdingId,
      quantity: 40,
      serialStart: "T-0061",
      serialEnd: "T-0100",
      toCorporationId: to,
      date: "2025-02-03",
    });
    const target = await holdingOf(to, "CCER", 2024);
    expect((await holding(bought.holdingId)).serialBlocks).toEqual([
      { serialStart: "T-0001", serialEnd: "T-0060", count: 60 },
    ]);
    expect(await holding(target.id)).toMatchObject({
      quantity: 40,
      serialBlocks: [{ serialStart: "T-0061", serialEnd: "T-0100", count: 40 }],
    });

    await demo.gql(REVERSE, { input: { id: out.id, date: "2025-02-04", note: "Wrong plant" } });

    expect(await holding(bought.holdingId)).toMatchObject({
      quantity: 100,
      serialBlocks: [{ serialStart: "T-0001", serialEnd: "T-0100", count: 100 }],
    });
    expect(await holding(target.id)).toMatchObject({ quantity: 0, serialBlocks: [] });
    const { carbonAssetTransactions } = await demo.gql(HISTORY, { holdingId: target.id });
    expect(carbonAssetTransactions.items.map((item: { kind: string }) => item.kind)).toEqual([
      "reversal",
      "transfer_in",
    ]);
  });
});

describe("serial ranges", () => {
  let ccer: number;

  it("splits a range on a sale and joins what comes back", async () => {
    const farm = await newCorporation(demo, "Serial Farm");
    ccer = (
      await record(demo, {
        kind: "purchase",
        corporationId: farm,
        assetType: "CCER",
        vintage: 2024,
        quantity: 100,
        serialStart: "CCER-X-000001",
        serialEnd: "CCER-X-000100",
        date: "2025-01-10",
        price: 80,
        counterparty: "Beijing Green Exchange",
        evidence: [{ name: "Registry statement", url: "https://ccer.example.cn/statement/1" }],
      })
    ).holdingId;
    await record(demo, {
      kind: "sale",
      holdingId: ccer,
      quantity: 20,
      serialStart: "CCER-X-000031",
      serialEnd: "CCER-X-000050",
      date: "2025-01-11",
      price: 90,
      counterparty: "Trader Co.",
    });
    expect(await holding(ccer)).toMatchObject({
      quantity: 80,
      serialBlocks: [
        { serialStart: "CCER-X-000001", serialEnd: "CCER-X-000030", count: 30 },
        { serialStart: "CCER-X-000051", serialEnd: "CCER-X-000100", count: 50 },
      ],
    });

    // Held serials cannot come in again.
    const held = await demo.try(RECORD, {
      input: {
        kind: "purchase",
        holdingId: ccer,
        quantity: 11,
        serialStart: "CCER-X-000025",
        serialEnd: "CCER-X-000035",
        date: "2025-01-12",
        price: 90,
        counterparty: "Trader Co.",
      },
    });
    expect(held.errors![0].message).toBe(
      "The serials CCER-X-000025 – CCER-X-000030 are already held in CCER 2024 · Serial Farm. Nothing was recorded",
    );

    // Sold serials may be bought back, and join their neighbours.
    await record(demo, {
      kind: "purchase",
      holdingId: ccer,
      quantity: 20,
      serialStart: "CCER-X-000031",
      serialEnd: "CCER-X-000050",
      date: "2025-01-13",
      price: 92,
      counterparty: "Trader Co.",
    });
    expect((await holding(ccer)).serialBlocks).toEqual([
      { serialStart: "CCER-X-000001", serialEnd: "CCER-X-000100", count: 100 },
    ]);
    // A serial inside the range finds its holding.
    const { carbonHoldings } = await demo.gql(
      `{ carbonHoldings(keyword: "CCER-X-000077") { items { id } } }`,
    );
    expect(carbonHoldings.items).toEqual([{ id: ccer }]);
  });

  it("retires a serial once, and never lets it be held again", async () => {
    await record(demo, {
      kind: "retirement",
      holdingId: ccer,
      quantity: 10,
      serialStart: "CCER-X-000001",
      serialEnd: "CCER-X-000010",
      purpose: "voluntary",
      date: "2025-03-01",
    });
    const again = await demo.try(RECORD, {
      input: {
        kind: "retirement",
        holdingId: ccer,
        quantity: 8,
        serialStart: "CCER-X-000005",
        serialEnd: "CCER-X-000012",
        purpose: "voluntary",
        date: "2025-03-02",
      },
    });
    expect(again.errors![0].message).toBe(
      "CCER 2024 · Serial Farm does not hold the serials CCER-X-000005 – CCER-X-000010. Nothing was recorded",
    );
    const back = await demo.try(RECORD, {
      input: {
        kind: "purchase",
        holdingId: ccer,
        quantity: 5,
        serialStart: "CCER-X-000001",
        serialEnd: "CCER-X-000005",
        date: "2025-03-03",
        price: 80,
        counterparty: "Trader Co.",
      },
    });
    expect(back.errors![0].message).toBe(
      "The serials CCER-X-000001 – CCER-X-000005 were retired on 2025-03-01 (CCER 2024 · Serial Farm) and can never be held or spent again. Nothing was recorded",
    );
    expect((await holding(ccer)).quantity).toBe(90);
  });

  it("names the field of a malformed or miscounted range", async () => {
    const miscounted = await demo.try(RECORD, {
      input: {
        kind: "sale",
        holdingId: ccer,
        quantity: 5,
        serialStart: "CCER-X-000091",
        serialEnd: "CCER-X-000100",
        date: "2025-03-04",
        price: 90,
        counterparty: "Trader Co.",
      },
    });
    expect(miscounted.errors![0]).toMatchObject({
      message:
        "quantity: the serials CCER-X-000091 – CCER-X-000100 are 10 units, but the quantity is 5",
      extensions: { code: "BAD_USER_INPUT", field: "quantity" },
    });
    const noSerials = await demo.try(RECORD, {
      input: {
        kind: "sale",
        holdingId: ccer,
        quantity: 5,
        date: "2025-03-04",
        price: 1,
        counterparty: "X",
      },
    });
    expect(noSerials.errors![0].extensions).toMatchObject({ field: "serialStart" });
  });
});

describe("certificates against scope 2", () => {
  it("covers each MWh of an electricity line once", async () => {
    const gec = await record(demo, {
      kind: "purchase",
      corporationId: plant,
      assetType: "GEC",
      vintage: 2024,
      quantity: 1_200,
      serialStart: "GEC-0000001001",
      serialEnd: "GEC-0000002200",
      date: "2024-12-20",
      price: 5,
      counterparty: "GEC platform",
    });
    // The 2024 line: 1,000,000 kWh = 1,000 MWh.
    expect((await demo.gql(CLAIMABLE, { holdingId: gec.holdingId })).carbonClaimableLines).toEqual([
      {
        activityLineId: electricityLine,
        lineName: "Grid electricity",
        mwh: 1_000,
        claimedMwh: 0,
        remainingMwh: 1_000,
      },
    ]);
    const retired = await record(demo, {
      kind: "retirement",
      holdingId: gec.holdingId,
      quantity: 600,
      serialStart: "GEC-0000001001",
      serialEnd: "GEC-0000001600",
      purpose: "scope2",
      claims: [{ activityLineId: electricityLine, mwh: 600 }],
      date: "2025-01-20",
    });
    const { carbonAssetTransactions } = await demo.gql(HISTORY, { holdingId: gec.holdingId });
    expect(carbonAssetTransactions.items[0].claims).toEqual([
      {
        activityLineId: electricityLine,
        lineName: "Grid electricity",
        caseName: "Kiln 2024",
        mwh: 600,
      },
    ]);

    // 600 of the line's 1,000 MWh are covered: 500 more would claim the same electricity twice.
    const twice = await demo.try(RECORD, {
      input: {
        kind: "retirement",
        holdingId: gec.holdingId,
        quantity: 500,
        serialStart: "GEC-0000001601",
        serialEnd: "GEC-0000002100",
        purpose: "scope2",
        claims: [{ activityLineId: electricityLine, mwh: 500 }],
        date: "2025-01-21",
      },
    });
    expect(twice.errors![0]).toMatchObject({
      message:
        "claims.0.mwh: the line Grid electricity (Kiln 2024) used 1,000 MWh, of which 600 MWh are already covered; 500 MWh more would claim the same electricity twice. Nothing was recorded",
      extensions: { field: "claims.0.mwh" },
    });
    expect((await holding(gec.holdingId)).quantity).toBe(600);

    const unbalanced = await demo.try(RECORD, {
      input: {
        kind: "retirement",
        holdingId: gec.holdingId,
        quantity: 300,
        serialStart: "GEC-0000001601",
        serialEnd: "GEC-0000001900",
        purpose: "scope2",
        claims: [{ activityLineId: electricityLine, mwh: 200 }],
        date: "2025-01-21",
      },
    });
    expect(unbalanced.errors![0].message).toBe(
      "claims: the lines claimed add up to 200 MWh; the certificates retired are 300 MWh",
    );

    // A GEC can be traded only once: bought certificates are not sold again.
    const resale = await demo.try(RECORD, {
      input: {
        kind: "sale",
        holdingId: gec.holdingId,
        quantity: 100,
        serialStart: "GEC-0000002101",
        serialEnd: "GEC-0000002200",
        date: "2025-01-22",
        price: 6,
        counterparty: "Trader Co.",
      },
    });
    expect(resale.errors![0].message).toMatch(/^A GEC can be traded only once/);

    // Reversing the retirement frees the line and brings the certificates back.
    await demo.gql(REVERSE, {
      input: { id: retired.id, date: "2025-01-23", note: "Claimed the wrong line" },
    });
    const [line] = (await demo.gql(CLAIMABLE, { holdingId: gec.holdingId })).carbonClaimableLines;
    expect(line).toMatchObject({ claimedMwh: 0, remainingMwh: 1_000 });
    expect(await holding(gec.holdingId)).toMatchObject({
      quantity: 1_200,
      serialBlocks: [{ serialStart: "GEC-0000001001", serialEnd: "GEC-0000002200", count: 1_200 }],
    });
  });

  it("covers only consumption of the certificates' own year, and only with certificates", async () => {
    const old = await record(demo, {
      kind: "purchase",
      corporationId: plant,
      assetType: "GEC",
      vintage: 2023,
      quantity: 10,
      serialStart: "GEC23-0001",
      serialEnd: "GEC23-0010",
      date: "2024-01-10",
      price: 5,
      counterparty: "GEC platform",
    });
    const mismatch = await demo.try(RECORD, {
      input: {
        kind: "retirement",
        holdingId: old.holdingId,
        quantity: 10,
        serialStart: "GEC23-0001",
        serialEnd: "GEC23-0010",
        purpose: "scope2",
        claims: [{ activityLineId: electricityLine, mwh: 10 }],
        date: "2025-01-20",
      },
    });
    expect(mismatch.errors![0].message).toMatch(
      /^claims\.0\.activityLineId: certificates of 2023 cannot cover the consumption of 2024 \(Kiln 2024\)/,
    );
    const cea = await holdingOf(plant, "CEA", 2024);
    const notCertificates = await demo.try(RECORD, {
      input: {
        kind: "retirement",
        holdingId: cea.id,
        quantity: 1,
        purpose: "scope2",
        date: "2025-01-20",
      },
    });
    expect(notCertificates.errors![0].extensions).toMatchObject({ field: "purpose" });
  });
});

describe("access", () => {
  it("keeps each company's holdings to itself", async () => {
    const mine = await holdingOf(plant, "CEA", 2024);
    expect(codeOf(await outsider.try(HOLDING, { id: mine.id }))).toEqual(["NOT_FOUND"]);
    const { carbonHoldings } = await outsider.gql(`{ carbonHoldings { total } }`);
    expect(carbonHoldings.total).toBe(0);
    const sale = await outsider.try(RECORD, {
      input: {
        kind: "sale",
        holdingId: mine.id,
        quantity: 1,
        date: "2025-01-01",
        price: 1,
        counterparty: "X",
      },
    });
    expect(codeOf(sale)).toEqual(["NOT_FOUND"]);
    const into = await outsider.try(RECORD, {
      input: {
        kind: "allocation",
        corporationId: plant,
        assetType: "CEA",
        vintage: 2024,
        quantity: 1,
        date: "2025-01-01",
      },
    });
    expect(codeOf(into)).toEqual(["NOT_FOUND"]);
    expect(codeOf(await outsider.try(POSITION, { corporationId: plant, year: 2024 }))).toEqual([
      "NOT_FOUND",
    ]);
    expect((await holding(mine.id)).quantity).toBe(mine.quantity);
  });

  it("records only with bk01; reading takes bk", async () => {
    const { carbonHoldings } = await reader.gql(`{ carbonHoldings { total } }`);
    expect(carbonHoldings.total).toBeGreaterThan(0);
    const refused = await reader.try(RECORD, {
      input: {
        kind: "allocation",
        corporationId: plant,
        assetType: "CEA",
        vintage: 2024,
        quantity: 1,
        date: "2025-01-01",
      },
    });
    expect(codeOf(refused)).toEqual(["FORBIDDEN"]);
    const noBook = await createUser(t, admin.token, {
      companyId: await demoCompanyId(t),
      username: "assets.none",
      codes: ["aa"],
    });
    expect(codeOf(await noBook.try(`{ carbonHoldings { total } }`))).toEqual(["FORBIDDEN"]);
  });
});

describe("two sales of one holding at the same moment", () => {
  it("lets only one through when together they would overdraw it", async () => {
    const desk = await newCorporation(demo, "Trading Desk");
    const { holdingId } = await record(demo, {
      kind: "purchase",
      corporationId: desk,
      assetType: "CEA",
      vintage: 2024,
      quantity: 100,
      date: "2025-02-01",
      price: 90,
      counterparty: "SEEE",
    });
    const sale = (buyer: string) =>
      demo.try(RECORD, {
        input: {
          kind: "sale",
          holdingId,
          quantity: 60,
          date: "2025-02-02",
          price: 95,
          counterparty: buyer,
        },
      });

    const answers = await Promise.all([sale("Buyer A"), sale("Buyer B")]);

    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors)!;
    expect(refused.errors![0].message).toBe(
      "CEA 2024 · Trading Desk holds 40 t CO2e; a sale of 60 t CO2e would leave it 20 t CO2e short. Nothing was recorded",
    );
    expect((await holding(holdingId)).quantity).toBe(40);
    const { carbonAssetTransactions } = await demo.gql(HISTORY, { holdingId });
    expect(carbonAssetTransactions.items.map((item: { kind: string }) => item.kind)).toEqual([
      "sale",
      "purchase",
    ]);
  });
});

// Carbon assets on a real database, driven through GraphQL: the compliance position of a plant's
// year worked by hand from its calculated case, holdings that never go negative (and a refused
// transaction that writes nothing), serial ranges split, merged and never held or retired twice,
// certificates retired against scope 2 lines without claiming the same MWh twice, reversals,
// tenancy, the bk01 code, and two sales of one holding at the same moment.
import request from "supertest";
import { startTestApp, codeOf, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  type Caller,
} from "./support/accounting";
import { newCorporation } from "./support/accounting-graphql";
import {
  buy,
  CLAIMABLE,
  countRows,
  HISTORY,
  HOLDING,
  holdingOf,
  out,
  plantCase,
  POSITION,
  record,
  RECORD,
  refusal,
  REVERSE,
  SET_YEAR,
} from "./support/carbon-assets";

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

const position = async (corporationId: number, year: number) =>
  (await demo.gql(POSITION, { corporationId, year })).carbonCompliancePosition;
const holding = async (id: number) => (await demo.gql(HOLDING, { id })).carbonHolding;
const kinds = async (holdingId: number) =>
  (await demo.gql(HISTORY, { holdingId })).carbonAssetTransactions.items.map(
    (item: { kind: string }) => item.kind,
  );

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
  ({ caseId, electricity: electricityLine } = await plantCase(demo, plant, 2024));
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
    });
    const ccer = await record(
      demo,
      buy(plant, "CCER", 2024, 8_000, ["CCER-PV-00000001", "CCER-PV-00008000"]),
    );
    const { case: stored } = await demo.gql(`query ($id: Int!) { case(id: $id) { latestRunId } }`, {
      id: caseId,
    });
    expect(await position(plant, 2024)).toMatchObject({
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

    const surrender = { kind: "surrender", complianceYear: 2024, date: "2025-12-01" };
    const cea = await record(
      demo,
      out((await holdingOf(demo, plant, "CEA", 2024)).id, 100_000, null, surrender),
    );
    await record(
      demo,
      out(ccer.holdingId, 6_000, ["CCER-PV-00000001", "CCER-PV-00006000"], surrender),
    );
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
    const overCap = await refusal(
      demo,
      RECORD,
      out(ccer.holdingId, 1, ["CCER-PV-00006001", "CCER-PV-00006001"], surrender),
    );
    expect(overCap).toMatchObject({
      message:
        "CCER may cover at most 5% of the verified emissions: 6,000 t for ETS Cement Plant in 2024 (120,000 t verified), of which 6,000 t are surrendered, so at most 0 t more. Nothing was recorded",
      extensions: { code: "CONFLICT" },
    });

    // A CEA of 2025 cannot be surrendered for 2024 (no borrowing).
    const later = await record(demo, buy(plant, "CEA", 2025, 20_000));
    const borrowing = await refusal(demo, RECORD, out(later.holdingId, 14_000, null, surrender));
    expect(borrowing.message).toMatch(/^CEA of vintage 2025 cannot be surrendered for 2024/);

    // All greenhouse gases: + 120,000 t × 0.1 kg CH4 × 27.9 (AR6) = 334.8 t. A verified figure
    // entered wins over the calculated one: 130,000 t, cap 6,500 t.
    const year = { corporationId: plant, year: 2024, ceaPrice: 90 };
    const all = await demo.gql(SET_YEAR, { input: { ...year, coveredGases: "ALL" } });
    expect(all.setCarbonComplianceYear.calculatedT).toBeCloseTo(120_334.8, 6);
    const verified = await demo.gql(SET_YEAR, {
      input: { ...year, verifiedT: 130_000, verifiedSource: "Verification report, CEC 2025-04" },
    });
    expect(verified.setCarbonComplianceYear).toMatchObject({
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
    const reverse = (id: number, note: string) => ({ id, date: "2025-12-02", note });
    const undone = (await demo.gql(REVERSE, { input: reverse(cea.id, "Wrong year") }))
      .reverseCarbonAssetTransaction;
    expect(undone).toMatchObject({ kind: "reversal", reversesId: cea.id, delta: 100_000 });
    expect(await position(plant, 2024)).toMatchObject({
      surrenderedCea: 0,
      heldCea: 100_000,
      outstanding: 124_000,
    });
    expect((await refusal(demo, REVERSE, reverse(cea.id, "Again"))).message).toBe(
      `The transaction ${cea.id} was already reversed`,
    );
    const ofReversal = await refusal(demo, REVERSE, reverse(undone.id, "Undo the undo"));
    expect(ofReversal.extensions.code).toBe("CONFLICT");
  });

  it("refuses stock CCER after 2024 and I-REC of a year none were issued for", async () => {
    const stock = await record(
      demo,
      buy(plant, "CCER", 2016, 10, ["CCER-OLD-0001", "CCER-OLD-0010"], { date: "2024-06-01" }),
    );
    const late = await refusal(
      demo,
      RECORD,
      out(stock.holdingId, 10, ["CCER-OLD-0001", "CCER-OLD-0010"], {
        kind: "surrender",
        complianceYear: 2024,
        date: "2025-06-01",
      }),
    );
    expect(late).toMatchObject({
      message:
        "CCER of vintage 2016 (issued before 2017) counted for compliance only until 31 Dec 2024; this surrender is dated 2025-06-01",
      extensions: { field: "date" },
    });
    const irec = await refusal(
      demo,
      RECORD,
      buy(plant, "IREC", 2025, 5, ["0000-0001", "0000-0005"]),
    );
    expect(irec.extensions).toMatchObject({ field: "vintage" });
  });

  it("counts purchased electricity in the obligation before 2023", async () => {
    await plantCase(demo, plant, 2022);
    // 2022: scope 1 CO2 120,000 t + scope 2 500 t (1,000,000 kWh × 0.5 kg).
    expect(await position(plant, 2022)).toMatchObject({ scopes: [1, 2], verifiedT: 120_500 });
  });
});

describe("holdings", () => {
  it("refuses a sale beyond the holding, naming it and the shortfall, and writes nothing", async () => {
    const mill = await newCorporation(demo, "Paper Mill");
    const bought = await record(demo, buy(mill, "CEA", 2024, 100));
    const transactions = await countRows(t, "carbon_asset_transaction");

    const refused = await refusal(demo, RECORD, out(bought.holdingId, 150));

    expect(refused).toMatchObject({
      message:
        "CEA 2024 · Paper Mill holds 100 t CO2e; a sale of 150 t CO2e would leave it 50 t CO2e short. Nothing was recorded",
      extensions: { code: "CONFLICT" },
    });
    expect((await holding(bought.holdingId)).quantity).toBe(100);
    expect(await countRows(t, "carbon_asset_transaction")).toBe(transactions);
    const zh = await t.gql(
      RECORD,
      { input: out(bought.holdingId, 150) },
      { token: demo.token, locale: "zh-CN" },
    );
    expect(zh.errors![0].message).toBe(
      "CEA 2024 · Paper Mill持有 100 t CO2e；卖出 150 t CO2e 将缺少 50 t CO2e。未登记任何内容",
    );
  });

  it("moves units between the company's corporations and reverses both legs together", async () => {
    const from = await newCorporation(demo, "Transfer From");
    const to = await newCorporation(demo, "Transfer To");
    const bought = await record(demo, buy(from, "CCER", 2024, 100, ["T-0001", "T-0100"]));
    const moved = await record(
      demo,
      out(bought.holdingId, 40, ["T-0061", "T-0100"], {
        kind: "transfer_out",
        toCorporationId: to,
        price: null,
        counterparty: null,
      }),
    );
    const target = await holdingOf(demo, to, "CCER", 2024);
    expect((await holding(bought.holdingId)).serialBlocks).toEqual([
      { serialStart: "T-0001", serialEnd: "T-0060", count: 60 },
    ]);
    expect(await holding(target.id)).toMatchObject({
      quantity: 40,
      serialBlocks: [{ serialStart: "T-0061", serialEnd: "T-0100", count: 40 }],
    });

    await demo.gql(REVERSE, { input: { id: moved.id, date: "2025-02-04", note: "Wrong plant" } });

    expect(await holding(bought.holdingId)).toMatchObject({
      quantity: 100,
      serialBlocks: [{ serialStart: "T-0001", serialEnd: "T-0100", count: 100 }],
    });
    expect(await holding(target.id)).toMatchObject({ quantity: 0, serialBlocks: [] });
    expect(await kinds(target.id)).toEqual(["reversal", "transfer_in"]);
  });
});

describe("serial ranges", () => {
  let ccer: number;
  const X = (from: number, to: number): [string, string] => [
    `CCER-X-${String(from).padStart(6, "0")}`,
    `CCER-X-${String(to).padStart(6, "0")}`,
  ];

  it("splits a range on a sale and joins what comes back", async () => {
    const farm = await newCorporation(demo, "Serial Farm");
    const evidence = [{ name: "Registry statement", url: "https://ccer.example.cn/statement/1" }];
    ccer = (await record(demo, buy(farm, "CCER", 2024, 100, X(1, 100), { evidence }))).holdingId;
    await record(demo, out(ccer, 20, X(31, 50)));
    expect(await holding(ccer)).toMatchObject({
      quantity: 80,
      serialBlocks: [
        { serialStart: "CCER-X-000001", serialEnd: "CCER-X-000030", count: 30 },
        { serialStart: "CCER-X-000051", serialEnd: "CCER-X-000100", count: 50 },
      ],
    });

    // Held serials cannot come in again.
    const held = await refusal(demo, RECORD, out(ccer, 11, X(25, 35), { kind: "purchase" }));
    expect(held.message).toBe(
      "The serials CCER-X-000025 – CCER-X-000030 are already held in CCER 2024 · Serial Farm. Nothing was recorded",
    );

    // Sold serials may be bought back, and join their neighbours.
    await record(demo, out(ccer, 20, X(31, 50), { kind: "purchase" }));
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
    const retire = { kind: "retirement", purpose: "voluntary", date: "2025-03-01" };
    await record(demo, out(ccer, 10, X(1, 10), retire));
    const again = await refusal(demo, RECORD, out(ccer, 8, X(5, 12), retire));
    expect(again.message).toBe(
      "CCER 2024 · Serial Farm does not hold the serials CCER-X-000005 – CCER-X-000010. Nothing was recorded",
    );
    const back = await refusal(demo, RECORD, out(ccer, 5, X(1, 5), { kind: "purchase" }));
    expect(back.message).toBe(
      "The serials CCER-X-000001 – CCER-X-000005 were retired on 2025-03-01 (CCER 2024 · Serial Farm) and can never be held or spent again. Nothing was recorded",
    );
    expect((await holding(ccer)).quantity).toBe(90);
  });

  it("names the field of a malformed or miscounted range", async () => {
    expect(await refusal(demo, RECORD, out(ccer, 5, X(91, 100)))).toMatchObject({
      message:
        "quantity: the serials CCER-X-000091 – CCER-X-000100 are 10 units, but the quantity is 5",
      extensions: { code: "BAD_USER_INPUT", field: "quantity" },
    });
    expect((await refusal(demo, RECORD, out(ccer, 5))).extensions).toMatchObject({
      field: "serialStart",
    });
  });
});

describe("certificates against scope 2", () => {
  const scope2 = (mwh: number, more: Record<string, unknown> = {}) => ({
    kind: "retirement",
    purpose: "scope2",
    claims: [{ activityLineId: electricityLine, mwh }],
    date: "2025-01-20",
    ...more,
  });
  const G = (from: number, to: number): [string, string] => [
    `GEC-000000${from}`,
    `GEC-000000${to}`,
  ];

  it("covers each MWh of an electricity line once", async () => {
    const gec = await record(
      demo,
      buy(plant, "GEC", 2024, 1_200, G(1001, 2200), { date: "2024-12-20", price: 5 }),
    );
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
    const retired = await record(demo, out(gec.holdingId, 600, G(1001, 1600), scope2(600)));
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
    const twice = await refusal(demo, RECORD, out(gec.holdingId, 500, G(1601, 2100), scope2(500)));
    expect(twice).toMatchObject({
      message:
        "claims.0.mwh: the line Grid electricity (Kiln 2024) used 1,000 MWh, of which 600 MWh are already covered; 500 MWh more would claim the same electricity twice. Nothing was recorded",
      extensions: { field: "claims.0.mwh" },
    });
    expect((await holding(gec.holdingId)).quantity).toBe(600);
    const unbalanced = await refusal(
      demo,
      RECORD,
      out(gec.holdingId, 300, G(1601, 1900), scope2(200)),
    );
    expect(unbalanced.message).toBe(
      "claims: the lines claimed add up to 200 MWh; the certificates retired are 300 MWh",
    );

    // A GEC can be traded only once: bought certificates are not sold again.
    const resale = await refusal(demo, RECORD, out(gec.holdingId, 100, G(2101, 2200)));
    expect(resale.message).toMatch(/^A GEC can be traded only once/);

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
    const old = await record(demo, buy(plant, "GEC", 2023, 10, ["GEC23-0001", "GEC23-0010"]));
    const mismatch = await refusal(
      demo,
      RECORD,
      out(old.holdingId, 10, ["GEC23-0001", "GEC23-0010"], scope2(10)),
    );
    expect(mismatch.message).toMatch(
      /^claims\.0\.activityLineId: certificates of 2023 cannot cover the consumption of 2024 \(Kiln 2024\)/,
    );
    const cea = await holdingOf(demo, plant, "CEA", 2024);
    const notCertificates = await refusal(demo, RECORD, out(cea.id, 1, null, scope2(1)));
    expect(notCertificates.extensions).toMatchObject({ field: "purpose" });
  });
});

describe("access", () => {
  it("keeps each company's holdings to itself", async () => {
    const mine = await holdingOf(demo, plant, "CEA", 2024);
    expect(codeOf(await outsider.try(HOLDING, { id: mine.id }))).toEqual(["NOT_FOUND"]);
    const { carbonHoldings } = await outsider.gql(`{ carbonHoldings { total } }`);
    expect(carbonHoldings.total).toBe(0);
    expect((await refusal(outsider, RECORD, out(mine.id, 1))).extensions.code).toBe("NOT_FOUND");
    const into = await refusal(outsider, RECORD, buy(plant, "CEA", 2024, 1));
    expect(into.extensions.code).toBe("NOT_FOUND");
    const seen = await outsider.try(POSITION, { corporationId: plant, year: 2024 });
    expect(codeOf(seen)).toEqual(["NOT_FOUND"]);
    expect((await holding(mine.id)).quantity).toBe(mine.quantity);
  });

  it("keeps an uploaded statement with its transaction, downloadable with bk", async () => {
    const upload = await demo.gql(
      `mutation ($input: UploadEvidenceFileInput!) {
         uploadCarbonAssetEvidence(input: $input) { id name url } }`,
      {
        input: {
          name: "registry-statement.pdf",
          contentBase64: Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64"),
        },
      },
    );
    const file = upload.uploadCarbonAssetEvidence as { id: string; url: string };
    const evidence = [{ name: "Registry statement", fileId: file.id }];
    const cea = await holdingOf(demo, plant, "CEA", 2024);
    const sold = await record(demo, out(cea.id, 1, null, { evidence }));
    const { carbonAssetTransactions } = await demo.gql(HISTORY, { holdingId: cea.id });
    expect(
      carbonAssetTransactions.items.find((item: { id: number }) => item.id === sold.id),
    ).toMatchObject({ evidence: [{ name: "Registry statement", url: file.url, fileId: file.id }] });
    const download = (token: string) => request(t.app).get(file.url).set("user-token", token);
    expect((await download(reader.token)).status).toBe(200);
    // Another company's statement reads as a file that does not exist.
    const foreign = await refusal(outsider, RECORD, buy(plant, "CEA", 2024, 1, null, { evidence }));
    expect(foreign.extensions.code).toBe("NOT_FOUND");
    const outsiderHolding = await record(
      outsider,
      buy(await newCorporation(outsider, "Outsider Plant"), "CEA", 2024, 5),
    );
    const borrowed = await refusal(
      outsider,
      RECORD,
      out(outsiderHolding.holdingId, 1, null, { evidence }),
    );
    expect(borrowed).toMatchObject({ extensions: { field: "evidence.0.fileId" } });
  });

  it("records only with bk01; reading takes bk", async () => {
    const { carbonHoldings } = await reader.gql(`{ carbonHoldings { total } }`);
    expect(carbonHoldings.total).toBeGreaterThan(0);
    expect((await refusal(reader, RECORD, buy(plant, "CEA", 2024, 1))).extensions.code).toBe(
      "FORBIDDEN",
    );
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
    const { holdingId } = await record(demo, buy(desk, "CEA", 2024, 100));

    const answers = await Promise.all([
      demo.try(RECORD, { input: out(holdingId, 60, null, { counterparty: "Buyer A" }) }),
      demo.try(RECORD, { input: out(holdingId, 60, null, { counterparty: "Buyer B" }) }),
    ]);

    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)!.errors![0].message).toBe(
      "CEA 2024 · Trading Desk holds 40 t CO2e; a sale of 60 t CO2e would leave it 20 t CO2e short. Nothing was recorded",
    );
    expect((await holding(holdingId)).quantity).toBe(40);
    expect(await kinds(holdingId)).toEqual(["sale", "purchase"]);
  });
});

// The panorama on a real database: three small cases of two corporations are calculated with
// factors chosen so their figures can be worked by hand, and every kind of chart is checked
// against those hand figures and the stored runs; then the home panorama, who may edit it, what
// another company sees, and public share links (expiry, revocation, unknown tokens, and that the
// public answer carries nothing but what was shared).
import { createHash } from "node:crypto";
import { createCompany, createUser, type Caller } from "./support/accounting";
import { AR6, newCorporation } from "./support/accounting-graphql";
import { codeOf, startTestApp, type TestApp } from "./support/harness";
import { inventory } from "./support/panorama";

let t: TestApp;
let editor: Caller; // pa, pa01 and accounting
let reader: Caller; // pa only (and reading accounting)
let outsider: Caller; // another company, every panorama code

// The hand figures (AR6: CH4 of unstated origin 27.9):
//   Alpha 2022: natural gas 1,000 kg × (2 kg CO2 + 0.01 kg CH4 × 27.9) = 2,000 + 279 = 2,279;
//               power 20,000 kWh × 0.5 = 10,000 (market: × 0.3 = 6,000); flights 1,000 kg × 1.
//               Total 13,279 kg (market 9,279); 13.279 t over 1,000 t = 0.013279 t/t;
//               over 500 万元 = 0.026558 t/万元.
//   Alpha 2024: natural gas 900 kg: 1,800 + 9 × 27.9 = 2,051.1; power 16,000 kWh: 8,000
//               (market 4,800). Total 10,051.1 (market 6,851.1); over 1,100 t = 0.0091373636…
//   Beta 2024:  kiln gas 3,000 kg × 2 = 6,000; power 4,000 kWh: 2,000, no instrument (market =
//               location). Total 8,000; over 200 t = 0.04 t/t.
const A22 = { s1: 2_000 + 10 * AR6.CH4, s2: 10_000, s2m: 6_000, s3: 1_000 };
const A24 = { s1: 1_800 + 9 * AR6.CH4, s2: 8_000, s2m: 4_800, s3: 0 };
const B24 = { s1: 6_000, s2: 2_000, s2m: 2_000, s3: 0 };
const sum = (c: typeof A22) => c.s1 + c.s2 + c.s3;
const sumMarket = (c: typeof A22) => c.s1 + c.s2m + c.s3;

let alpha: number;
let beta: number;
let a22: { caseId: number; run: any };
let a24: { caseId: number; run: any };
let b24: { caseId: number; run: any };
let otherCorporation: number;
let otherCase: number;

beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await t.login("admin");
  const companyId = await createCompany(t, adminToken, "Panorama Test Co.");
  editor = await createUser(t, adminToken, {
    companyId,
    username: "pano.editor",
    codes: ["aa", "aa01", "aa02", "pa", "pa01"],
  });
  reader = await createUser(t, adminToken, {
    companyId,
    username: "pano.reader",
    codes: ["aa", "pa"],
  });
  const otherCompany = await createCompany(t, adminToken, "Other Panorama Co.");
  outsider = await createUser(t, adminToken, {
    companyId: otherCompany,
    username: "pano.outsider",
    codes: ["aa", "aa01", "aa02", "pa", "pa01"],
  });

  alpha = await newCorporation(editor, "Alpha Works");
  beta = await newCorporation(editor, "Beta Kilns");
  a22 = await inventory(editor, alpha, "Alpha 2022", {
    year: 2022,
    output: 1_000,
    revenue: 500,
    boiler: { name: "Boilers", kg: 1_000, ch4: true },
    powerKwh: 20_000,
    marketFactor: 0.3,
    travelKg: 1_000,
  });
  a24 = await inventory(editor, alpha, "Alpha 2024", {
    year: 2024,
    output: 1_100,
    boiler: { name: "Boilers", kg: 900, ch4: true },
    powerKwh: 16_000,
    marketFactor: 0.3,
  });
  b24 = await inventory(editor, beta, "Beta 2024", {
    year: 2024,
    output: 200,
    boiler: { name: "Kiln", kg: 3_000 },
    powerKwh: 4_000,
  });
  otherCorporation = await newCorporation(outsider, "Other Plant");
  otherCase = (
    await inventory(outsider, otherCorporation, "Other 2024", {
      year: 2024,
      output: 10,
      powerKwh: 1_000,
    })
  ).caseId;
}, 120_000);
afterAll(() => t.close());

const DATA = `measure categories { key name scope } series { key name unit values } notes`;
const PREVIEW = `query ($input: PanoramaPreviewInput!) { panoramaPreview(input: $input) { ${DATA} } }`;
const CREATE = `mutation ($input: CreatePanoramaChartInput!) {
  createPanoramaChart(input: $input) { id name dataKind grouping chartType onHome } }`;
const HOME = `{ panoramaHome { items { width chart { id name } data { ${DATA} } } } }`;
const SET_HOME = `mutation ($input: SetPanoramaHomeInput!) {
  setPanoramaHome(input: $input) { items { width chart { name } } } }`;
const SHARE = `mutation ($input: CreatePanoramaShareInput!) {
  createPanoramaShare(input: $input) { token share { id kind title status expiresAt } } }`;
const SHARED = `query ($token: String!) {
  sharedPanorama(token: $token) { kind title sharedAt expiresAt
    charts { name dataKind grouping chartType width data { ${DATA} } } } }`;
const REVOKE = `mutation ($id: Int!) { revokePanoramaShare(input: { id: $id }) { status revokedAt } }`;

type Data = {
  measure: string;
  categories: Array<{ key: string; name: string; scope: number | null }>;
  series: Array<{ key: string; name: string; unit: string | null; values: (number | null)[] }>;
  notes: string[];
};

async function preview(user: Caller, input: Record<string, unknown>): Promise<Data> {
  const { panoramaPreview } = await user.gql(PREVIEW, { input });
  return panoramaPreview as Data;
}

const only = (data: Data) => data.series[0].values;

describe("chart figures worked by hand", () => {
  it("stores the runs the figures are worked from", () => {
    expect(a22.run.totalKg).toBeCloseTo(sum(A22), 9);
    expect(a22.run.totalMarketKg).toBeCloseTo(sumMarket(A22), 9);
    expect(a24.run.totalKg).toBeCloseTo(sum(A24), 9);
    expect(b24.run.totalKg).toBeCloseTo(sum(B24), 9);
  });

  it("shows emissions by scope per year, location- and market-based", async () => {
    const location = await preview(editor, {
      dataKind: "scope",
      grouping: "year",
      chartType: "stackedBar",
    });
    expect(location.measure).toBe("emissions");
    expect(location.categories.map((c) => c.name)).toEqual(["2022", "2024"]);
    expect(location.series.map((s) => s.key)).toEqual(["scope:1", "scope:2", "scope:3"]);
    const [s1, s2, s3] = location.series.map((s) => s.values);
    // 2024: Alpha 2,051.1 + Beta 6,000 = 8,051.1 kg in scope 1; 8,000 + 2,000 in scope 2.
    expect(s1[0]).toBeCloseTo(2_279, 9);
    expect(s1[1]).toBeCloseTo(8_051.1, 9);
    expect(s2).toEqual([10_000, 10_000]);
    expect(s3).toEqual([1_000, 0]);

    const market = await preview(editor, {
      dataKind: "scope",
      grouping: "year",
      chartType: "stackedBar",
      scope2Basis: "market",
      scopes: [2],
    });
    // Market-based scope 2: 6,000 in 2022; 4,800 + 2,000 = 6,800 in 2024.
    expect(market.series.map((s) => s.key)).toEqual(["scope:2"]);
    expect(market.series[0].values[0]).toBeCloseTo(6_000, 9);
    expect(market.series[0].values[1]).toBeCloseTo(6_800, 9);
  });

  it("totals each corporation as its runs do, market-based", async () => {
    const data = await preview(editor, {
      dataKind: "corporation",
      grouping: "none",
      chartType: "pie",
      scope2Basis: "market",
    });
    expect(data.categories).toEqual([
      { key: "c1", name: "Alpha Works", scope: null },
      { key: "c2", name: "Beta Kilns", scope: null },
    ]);
    // Alpha: 9,279 + 6,851.1 = 16,130.1 kg; each case's part is its run's totalMarketKg.
    expect(only(data)[0]).toBe(a22.run.totalMarketKg + a24.run.totalMarketKg);
    expect(only(data)[0]).toBeCloseTo(16_130.1, 9);
    expect(only(data)[1]).toBe(8_000);
    expect(data.notes).toEqual(["marketBasis"]);
  });

  it("totals the inventory over years, and each year's total is the runs' totalKg", async () => {
    const data = await preview(editor, { dataKind: "total", grouping: "year", chartType: "bar" });
    expect(data.series.map((s) => s.key)).toEqual(["total"]);
    expect(data.series[0].values[0]).toBe(a22.run.totalKg);
    expect(data.series[0].values[1]).toBe(a24.run.totalKg + b24.run.totalKg);
    // 10,051.1 + 8,000 = 18,051.1 kg.
    expect(data.series[0].values[1]).toBeCloseTo(18_051.1, 9);
  });

  it("splits by ISO category, scope 3 category and gas (location-based, as the runs keep them)", async () => {
    const iso = await preview(editor, {
      dataKind: "isoCategory",
      grouping: "none",
      chartType: "bar",
    });
    expect(iso.categories.map((c) => c.key)).toEqual([
      "iso:1",
      "iso:2",
      "iso:3",
      "iso:4",
      "iso:5",
      "iso:6",
    ]);
    // Category 1: 2,279 + 2,051.1 + 6,000; category 2: 10,000 + 8,000 + 2,000; category 3: 1,000.
    expect(only(iso)[0]).toBeCloseTo(10_330.1, 9);
    expect(only(iso).slice(1)).toEqual([20_000, 1_000, 0, 0, 0]);

    const scope3 = await preview(editor, {
      dataKind: "scope3Category",
      grouping: "corporation",
      chartType: "stackedBar",
    });
    // Only business travel (category 6) was ever reported, by Alpha.
    expect(scope3.categories.map((c) => c.name)).toEqual(["Alpha Works", "Beta Kilns"]);
    expect(scope3.series).toEqual([{ key: "s3:6", name: "", unit: null, values: [1_000, 0] }]);

    const gases = await preview(editor, {
      dataKind: "gas",
      grouping: "none",
      chartType: "pie",
      scope2Basis: "market",
    });
    // CO2: 2,000 + 10,000 + 1,000 + 1,800 + 8,000 + 6,000 + 2,000 = 30,800 kg;
    // CH4: (10 + 9) kg × 27.9 = 530.1 kg CO2e.
    expect(gases.categories.map((c) => c.key)).toEqual(["gas:CO2", "gas:CH4"]);
    expect(only(gases)[0]).toBeCloseTo(30_800, 9);
    expect(only(gases)[1]).toBeCloseTo(530.1, 9);
    expect(gases.notes).toEqual(["locationBasisOnly"]);
  });

  it("reads intensities from the runs, per corporation and year", async () => {
    const output = await preview(editor, {
      dataKind: "intensityOutput",
      grouping: "year",
      chartType: "line",
    });
    expect(output.measure).toBe("intensity");
    expect(output.categories.map((c) => c.name)).toEqual(["2022", "2024"]);
    const [alphaSeries, betaSeries] = output.series;
    expect(alphaSeries).toMatchObject({ name: "Alpha Works", unit: "t" });
    // 13.279 t / 1,000 t; 10.0511 t / 1,100 t; Beta 8 t / 200 t.
    expect(alphaSeries.values[0]).toBe(a22.run.totals.intensityPerOutput);
    expect(alphaSeries.values[0]).toBeCloseTo(0.013279, 12);
    expect(alphaSeries.values[1]).toBeCloseTo(10.0511 / 1_100, 12);
    expect(betaSeries).toMatchObject({ name: "Beta Kilns", values: [null, 0.04] });

    const revenue = await preview(editor, {
      dataKind: "intensityRevenue",
      grouping: "year",
      chartType: "line",
      scope2Basis: "market",
    });
    // Only Alpha 2022 has a revenue: 500 万元. Market-based: 9.279 t / 500 = 0.018558 t/万元.
    expect(revenue.series).toHaveLength(1);
    expect(revenue.series[0]).toMatchObject({ name: "Alpha Works", unit: "万元" });
    expect(revenue.series[0].values[0]).toBeCloseTo(0.018558, 12);
  });

  it("ranks top sources by process from the totals and by line from the result lines", async () => {
    const processes = await preview(editor, {
      dataKind: "topSources",
      grouping: "none",
      chartType: "bar",
      topN: 3,
    });
    // Alpha's power 10,000 + 8,000; Beta's kiln 6,000; Alpha's boilers 2,279 + 2,051.1.
    expect(processes.categories).toEqual([
      { key: "source:1", name: "Purchased power · Alpha Works", scope: 2 },
      { key: "source:2", name: "Kiln · Beta Kilns", scope: 1 },
      { key: "source:3", name: "Boilers · Alpha Works", scope: 1 },
    ]);
    expect(only(processes)[0]).toBe(18_000);
    expect(only(processes)[1]).toBe(6_000);
    expect(only(processes)[2]).toBeCloseTo(4_330.1, 9);

    const lines = await preview(editor, {
      dataKind: "topSources",
      grouping: "none",
      chartType: "bar",
      sourceLevel: "line",
      corporationIds: [alpha],
      years: [2024],
    });
    expect(lines.categories.map((c) => c.name)).toEqual([
      "Purchased power / Grid electricity",
      "Boilers / Natural gas",
    ]);
    expect(only(lines)[0]).toBe(8_000);
    expect(only(lines)[1]).toBeCloseTo(2_051.1, 9);
  });

  it("draws a linear target path from the base year against the actuals", async () => {
    const input = {
      dataKind: "target",
      grouping: "year",
      chartType: "line",
      baseYear: 2022,
      targetYear: 2030,
      reductionPct: 40,
    };
    const alphaOnly = await preview(editor, { ...input, corporationIds: [alpha] });
    expect(alphaOnly.categories.map((c) => c.name)).toEqual([
      "2022",
      "2023",
      "2024",
      "2025",
      "2026",
      "2027",
      "2028",
      "2029",
      "2030",
    ]);
    const [actual, path] = alphaOnly.series;
    expect(actual.key).toBe("actual");
    expect(actual.values).toEqual([
      a22.run.totalKg,
      null,
      a24.run.totalKg,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    // Base 13,279 kg; 40% off by 2030, 5% a year: 2024 → 13,279 × 0.9 = 11,951.1; 2030 → 7,967.4.
    expect(path.key).toBe("target");
    expect(path.values[0]).toBeCloseTo(13_279, 9);
    expect(path.values[2]).toBeCloseTo(11_951.1, 9);
    expect(path.values[8]).toBeCloseTo(7_967.4, 9);
    expect(alphaOnly.notes).toEqual([]);

    // Both corporations: Beta has no case of 2022, so the base is Alpha's alone and says so.
    const both = await preview(editor, input);
    expect(both.series[1].values[0]).toBeCloseTo(13_279, 9);
    expect(both.notes).toEqual(["baseYearMissing"]);

    // Beta's base-year case set to its 2024 inventory: the base is 13,279 + 8,000 = 21,279.
    await t.dataSource.query("UPDATE corporation SET base_year_case_id = $2 WHERE id = $1", [
      beta,
      b24.caseId,
    ]);
    const designated = await preview(editor, input);
    expect(designated.series[1].values[0]).toBeCloseTo(21_279, 9);
    // 2030: 21,279 × 0.6 = 12,767.4.
    expect(designated.series[1].values[8]).toBeCloseTo(12_767.4, 9);
    expect(designated.notes).toEqual([]);
    await t.dataSource.query("UPDATE corporation SET base_year_case_id = NULL WHERE id = $1", [
      beta,
    ]);
  });

  it("refuses definitions that cannot be drawn, naming the field", async () => {
    const refused = async (input: Record<string, unknown>) => {
      const answer = await editor.try(PREVIEW, { input });
      return answer.errors?.[0].extensions;
    };
    expect(await refused({ dataKind: "scope", grouping: "year", chartType: "pie" })).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "grouping",
    });
    expect(
      await refused({ dataKind: "intensityOutput", grouping: "none", chartType: "line" }),
    ).toMatchObject({ code: "BAD_USER_INPUT", field: "grouping" });
    expect(
      await refused({
        dataKind: "target",
        grouping: "year",
        chartType: "line",
        targetYear: 2030,
        reductionPct: 10,
      }),
    ).toMatchObject({ code: "BAD_USER_INPUT", field: "baseYear" });
    expect(
      await refused({
        dataKind: "target",
        grouping: "year",
        chartType: "line",
        baseYear: 2030,
        targetYear: 2030,
        reductionPct: 10,
      }),
    ).toMatchObject({ code: "BAD_USER_INPUT", field: "targetYear" });
    expect(
      await refused({ dataKind: "scope", grouping: "none", chartType: "bar", scopes: [] }),
    ).toMatchObject({ code: "BAD_USER_INPUT", field: "scopes" });
  });
});

describe("saved charts and the home panorama", () => {
  let scopeChart: number;
  let trendChart: number;

  it("saves charts, one on the home panorama, and refuses a second of the same name", async () => {
    const first = await editor.gql(CREATE, {
      input: {
        name: "Scope mix",
        dataKind: "scope",
        grouping: "none",
        chartType: "pie",
        addToHome: true,
      },
    });
    scopeChart = first.createPanoramaChart.id;
    expect(first.createPanoramaChart).toMatchObject({ chartType: "pie", onHome: true });
    const second = await editor.gql(CREATE, {
      input: { name: "Emissions trend", dataKind: "total", grouping: "year", chartType: "line" },
    });
    trendChart = second.createPanoramaChart.id;
    expect(second.createPanoramaChart.onHome).toBe(false);

    const again = await editor.try(CREATE, {
      input: { name: "Scope mix", dataKind: "gas", grouping: "none", chartType: "bar" },
    });
    expect(codeOf(again)).toEqual(["CONFLICT"]);

    const { panoramaCharts } = await reader.gql(
      `{ panoramaCharts(keyword: "trend") { total items { name onHome } } }`,
    );
    expect(panoramaCharts).toEqual({
      total: 1,
      items: [{ name: "Emissions trend", onHome: false }],
    });
  });

  it("arranges the home and computes every chart's figures in the same statements however many", async () => {
    await editor.gql(SET_HOME, {
      input: { items: [{ chartId: trendChart, width: 12 }] },
    });
    t.sql.reset();
    await reader.gql(HOME);
    const one = t.sql.count();

    const { setPanoramaHome } = await editor.gql(SET_HOME, {
      input: {
        items: [
          { chartId: trendChart, width: 8 },
          { chartId: scopeChart, width: 4 },
        ],
      },
    });
    expect(setPanoramaHome.items).toEqual([
      { width: 8, chart: { name: "Emissions trend" } },
      { width: 4, chart: { name: "Scope mix" } },
    ]);
    t.sql.reset();
    const { panoramaHome } = await reader.gql(HOME);
    expect(t.sql.count()).toBe(one);
    const [trend, mix] = panoramaHome.items;
    expect(trend.data.series[0].values).toEqual([
      a22.run.totalKg,
      a24.run.totalKg + b24.run.totalKg,
    ]);
    // Scope 1 of all three cases: 2,279 + 2,051.1 + 6,000 = 10,330.1 kg.
    expect(mix.data.series[0].values[0]).toBeCloseTo(10_330.1, 9);
  });

  it("takes pa01 to save, arrange or share; pa to read", async () => {
    const input = { name: "Reader's chart", dataKind: "gas", grouping: "none", chartType: "bar" };
    expect(codeOf(await reader.try(CREATE, { input }))).toEqual(["FORBIDDEN"]);
    expect(codeOf(await reader.try(SET_HOME, { input: { items: [] } }))).toEqual(["FORBIDDEN"]);
    expect(codeOf(await reader.try(SHARE, { input: { expiresInDays: 7 } }))).toEqual(["FORBIDDEN"]);
    expect(codeOf(await reader.try(`{ panoramaShares { total } }`))).toEqual(["FORBIDDEN"]);
    expect(codeOf(await t.gql(HOME))).toEqual(["UNAUTHENTICATED"]);
  });

  it("keeps another company's charts and cases out of sight", async () => {
    const chart = await outsider.try(`query ($id: Int!) { panoramaChart(id: $id) { name } }`, {
      id: scopeChart,
    });
    expect(codeOf(chart)).toEqual(["NOT_FOUND"]);
    const { panoramaCharts, panoramaHome, panoramaOptions } = await outsider.gql(
      `{ panoramaCharts { total } panoramaHome { items { width } }
         panoramaOptions { corporations { name } cases { name } } }`,
    );
    expect(panoramaCharts.total).toBe(0);
    expect(panoramaHome.items).toEqual([]);
    expect(panoramaOptions).toEqual({
      corporations: [{ name: "Other Plant" }],
      cases: [{ name: "Other 2024" }],
    });
    // Their totals are their own: 1,000 kWh × 0.5 = 500 kg.
    const theirs = await preview(outsider, {
      dataKind: "total",
      grouping: "year",
      chartType: "bar",
    });
    expect(theirs.series[0].values).toEqual([500]);
    // Our rows named in a filter are refused, not shown.
    const answer = await outsider.try(PREVIEW, {
      input: { dataKind: "total", grouping: "year", chartType: "bar", caseIds: [a22.caseId] },
    });
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "caseIds",
    });
    expect(
      codeOf(
        await outsider.try(SET_HOME, { input: { items: [{ chartId: scopeChart, width: 6 }] } }),
      ),
    ).toEqual(["NOT_FOUND"]);
    const ours = await editor.try(PREVIEW, {
      input: {
        dataKind: "total",
        grouping: "year",
        chartType: "bar",
        corporationIds: [otherCorporation],
      },
    });
    expect(ours.errors?.[0].extensions).toMatchObject({ field: "corporationIds" });
    expect(otherCase).toBeGreaterThan(0);
  });
});

describe("public share links", () => {
  let chartId: number;
  const INVALID =
    "This share link is not valid: it may have expired or been revoked, or the address is incomplete";

  beforeAll(async () => {
    const { createPanoramaChart } = await editor.gql(CREATE, {
      input: {
        name: "Alpha by scope",
        dataKind: "scope",
        grouping: "year",
        chartType: "stackedBar",
        corporationIds: [alpha],
      },
    });
    chartId = createPanoramaChart.id;
  });

  const open = (token: string) => t.gql(SHARED, { token });

  it("shows a shared chart without a session, with its figures and nothing else", async () => {
    const { createPanoramaShare } = await editor.gql(SHARE, {
      input: { chartId, expiresInDays: 30 },
    });
    const { token, share } = createPanoramaShare;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    expect(share).toMatchObject({ kind: "chart", title: "Alpha by scope", status: "active" });
    const days = (Date.parse(share.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Only the token's hash is kept.
    const [row] = await t.dataSource.query<Array<Record<string, unknown>>>(
      "SELECT * FROM panorama_share WHERE id = $1",
      [share.id],
    );
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    const answer = await open(token);
    expect(answer.errors).toBeUndefined();
    const view = answer.data!.sharedPanorama;
    expect(view).toMatchObject({ kind: "chart", title: "Alpha by scope" });
    expect(view.charts).toHaveLength(1);
    const [chart] = view.charts;
    expect(chart).toMatchObject({ name: "Alpha by scope", chartType: "stackedBar", width: 12 });
    expect(chart.data.categories.map((c: { name: string }) => c.name)).toEqual(["2022", "2024"]);
    expect(chart.data.series[0].values[0]).toBeCloseTo(2_279, 9);
    expect(chart.data.series[0].values[1]).toBeCloseTo(A24.s1, 9);
    // Nothing of Beta, of the cases or of anyone: no ids, no names the chart does not show.
    const text = JSON.stringify(view);
    expect(text).not.toMatch(/Beta|Alpha 20|pano\.|"id"|[cC]aseId|corporationId/);
    const fields = await t.gql(
      `{ view: __type(name: "SharedPanoramaView") { fields { name } }
         chart: __type(name: "SharedChart") { fields { name } } }`,
    );
    const names = (type: { fields: Array<{ name: string }> }) =>
      type.fields.map((f) => f.name).sort();
    expect(names(fields.data!.view)).toEqual(["charts", "expiresAt", "kind", "sharedAt", "title"]);
    expect(names(fields.data!.chart)).toEqual([
      "chartType",
      "data",
      "dataKind",
      "grouping",
      "name",
      "width",
    ]);
  });

  it("shares the home panorama as it reads when shared; later changes do not widen it", async () => {
    const { createPanoramaShare } = await editor.gql(SHARE, {
      input: { expiresInDays: 7, title: "Our 2024 footprint" },
    });
    await editor.gql(SET_HOME, { input: { items: [{ chartId, width: 6 }] } });
    const view = (await open(createPanoramaShare.token)).data!.sharedPanorama;
    expect(view.title).toBe("Our 2024 footprint");
    expect(view.charts.map((c: { name: string; width: number }) => [c.name, c.width])).toEqual([
      ["Emissions trend", 8],
      ["Scope mix", 4],
    ]);
  });

  it("answers an expired, revoked, unknown or malformed token alike", async () => {
    const make = async () =>
      (await editor.gql(SHARE, { input: { chartId, expiresInDays: 1 } })).createPanoramaShare;
    const expired = await make();
    await t.dataSource.query(
      "UPDATE panorama_share SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [expired.share.id],
    );
    const revoked = await make();
    const { revokePanoramaShare } = await editor.gql(REVOKE, { id: revoked.share.id });
    expect(revokePanoramaShare.status).toBe("revoked");
    const unknown = "A".repeat(43);

    for (const token of [expired.token, revoked.token, unknown, "short"]) {
      const answer = await open(token);
      expect(answer.data).toBeNull();
      expect(answer.errors?.map((e) => [e.extensions.code, e.message])).toEqual([
        ["NOT_FOUND", INVALID],
      ]);
    }
    const { panoramaShares } = await editor.gql(
      `{ panoramaShares(pageSize: 100) { total items { id status } } }`,
    );
    const status = new Map(
      panoramaShares.items.map((s: { id: number; status: string }) => [s.id, s.status]),
    );
    expect(status.get(expired.share.id)).toBe("expired");
    expect(status.get(revoked.share.id)).toBe("revoked");
  });

  it("requires an expiry of 1 to 90 days, and revokes a chart's links when it is deleted", async () => {
    for (const expiresInDays of [0, 91]) {
      const answer = await editor.try(SHARE, { input: { chartId, expiresInDays } });
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        field: "expiresInDays",
      });
    }
    const live = (await editor.gql(SHARE, { input: { chartId, expiresInDays: 90 } }))
      .createPanoramaShare;
    expect((await open(live.token)).errors).toBeUndefined();
    await editor.gql(`mutation ($id: Int!) { deletePanoramaChart(id: $id) }`, { id: chartId });
    expect(codeOf(await open(live.token))).toEqual(["NOT_FOUND"]);
    // Another company cannot revoke our links.
    expect(codeOf(await outsider.try(REVOKE, { id: live.share.id }))).toEqual(["NOT_FOUND"]);
  });
});

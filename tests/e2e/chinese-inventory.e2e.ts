// A Chinese sustainability manager's 2024 inventory, in zh-CN: last year's case of a Jiangsu
// plant copied to 2024 with its amounts, purchased electricity entered month by month, the
// Jiangsu 2023 grid factor given by "apply default factors", a refrigerant top-up, a scope 3
// rail line on a UK factor flagged as a proxy, the empty template lines removed, the calculation
// against figures worked out by hand from the seeded factors, the stale-results notice and its
// recalculation, and the company total by equity share with a 40%-owned corporation. Screens of
// the editor, the results and both workbooks are saved in zh-CN and en (/tmp/f-*.png).
import type { Browser } from "@playwright/test";
import { Workbook } from "exceljs";
import { expect, test } from "./fixtures";
import { REPOSITORY_PATH, formatTonnes } from "./pages/accounting";
import { gql, signInWithCookies } from "./pages/login-page";

test.use({ viewport: { width: 1440, height: 900 } });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PLANT = `苏州工厂 ${run}`;
const PARTNER = `参股公司 ${run}`;
const CASE_2023 = `苏州工厂 2023 年度盘查 ${run}`;
const CASE_2024 = `苏州工厂 2024 年度盘查 ${run}`;
const TEMPLATE_CODE = "BM-GHGP-CORPORATE"; // GHG Protocol corporate inventory (scopes 1-3)
const JIANGSU = "320000"; // GB/T 2260

// Template lines (server/src/db/seed/templates.ts).
const ELECTRICITY = "外购电力"; // kWh, template default CN-GRID-2023-NATIONAL
const RAIL = "火车"; // Business travel, pkm, DESNZ-2024-25_315_3147_11 (UK, proxy)
const REFRIGERANT = "HFC-134a 排放"; // the gas-line dialog's default name

// ---- The figures by hand, from the seeded factor values ----
// Electricity: CN-GRID-2023-320000, Jiangsu 0.5827 kg CO2/kWh (server/src/db/seed/factors/
// china-grid.ts; MEE/NBS announcement 2025 No. 47, /work/shared/REFERENCE-FACTORS.md). A 2024
// case takes the latest published year, 2023.
const MONTHS_KWH = [
  80_000, 75_000, 82_000, 90_000, 95_000, 110_000, 125_000, 128_000, 105_000, 92_000, 85_000,
  88_000,
];
const ELECTRICITY_KWH = MONTHS_KWH.reduce((sum, kwh) => sum + kwh, 0); // 1,155,000 kWh
const electricityKg = ELECTRICITY_KWH * 0.5827; // 673,018.5 kg
// Refrigerant top-up: 12 kg HFC-134a × GWP100 1,530 (AR6, IPCC 2021 table 7.SM.7;
// server/src/db/seed/factors/refrigerants-and-instruments.ts) = 18,360 kg CO2e.
const REFRIGERANT_KG = 12;
const refrigerantKg = REFRIGERANT_KG * 1530;
// Rail, DESNZ 2024 "Business travel- land > Rail > National rail" (desnz-2024.ts): CO2 0.0351 kg,
// CH4 0.00008 kg CO2e ÷ 28 (AR5) stored as kg CH4, N2O 0.00028 kg CO2e ÷ 265 stored as kg N2O;
// weighed again by the case's AR6 set: CH4 (origin not stated) 27.9, N2O 273.
const railKgPerPkm = 0.0351 + (0.00008 / 28) * 27.9 + (0.00028 / 265) * 273; // 0.035468167
const RAIL_PKM = 20_000; // copied from 2023
const RAIL_PKM_EDITED = 25_000; // the edit that makes the results stale
const scope1Kg = refrigerantKg;
const scope2Kg = electricityKg;
const totalKg = (railPkm: number) => scope1Kg + scope2Kg + railPkm * railKgPerPkm;
// The 40%-owned corporation: 500,000 kWh on CN-GRID-2023-NATIONAL 0.5306 kg/kWh = 265,300 kg,
// 40% of it 106,120 kg in the equity-share total.
const PARTNER_KWH = 500_000;
const partnerKg = PARTNER_KWH * 0.5306;

interface Ids {
  plant: number;
  partner: number;
  case2023: number;
}

test("a Chinese 2024 inventory from last year's case to the company total", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { token } = await signInWithCookies(page.context(), request, baseURL!, "admin");
  const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(request, baseURL!, token, query, variables);
  const ids = await setUp(api);

  // ---- Copy last year's case to 2024, in Chinese ----
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "zh-CN"));
  await page.goto(REPOSITORY_PATH);
  await page.getByPlaceholder("按名称或信用代码搜索").fill(PLANT);
  await page.getByPlaceholder("按名称或信用代码搜索").press("Enter");
  const copyButton = page.getByRole("button", { name: `将 ${CASE_2023} 复制到新核算期` });
  const expand = page.getByRole("button", { name: `展开 ${PLANT} 的案例` });
  await expect(copyButton.or(expand)).toBeVisible();
  if (await expand.isVisible()) await expand.click();
  await copyButton.click();
  const copy = page.getByRole("dialog", { name: "复制到新核算期" });
  await expect(copy).toBeVisible();
  await expect(copy.getByLabel(/^新案例名称/)).toHaveValue(CASE_2024);
  await expect(copy.getByLabel(/^报告年度/)).toHaveValue("2024");
  await copy.getByText("同时复制活动数据量", { exact: true }).click();
  await expect(copy.getByRole("checkbox", { name: /同时复制活动数据量/ })).toBeChecked();
  await copy.getByRole("button", { name: "新建案例" }).click();
  await expect(page).toHaveURL(/\/co2\/edit\?caseId=\d+$/);
  const caseId = Number(new URL(page.url()).searchParams.get("caseId"));
  expect(caseId).not.toBe(ids.case2023);

  // The fugitive-emissions process of the template, its three lines still to fill.
  const template = await templateProcesses(api);
  await api(
    "mutation($input: AddTemplateProcessesInput!) { addTemplateProcesses(input: $input) { id } }",
    {
      input: {
        caseId,
        templateId: template.id,
        processIds: [template.process("Fugitive emissions (refrigerants and others)")],
      },
    },
  );
  await page.reload();
  const toolbar = page.getByRole("toolbar", { name: "活动数据操作" });
  await expect(page.getByRole("heading", { level: 1, name: CASE_2024 })).toBeVisible();
  await expect(toolbar).toBeVisible();
  // The amounts came with the copy.
  await expect(page.getByRole("textbox", { name: `${RAIL} 的数量`, exact: true })).toHaveValue(
    String(RAIL_PKM),
  );

  // ---- Purchased electricity month by month ----
  await page.getByRole("button", { name: new RegExp(`^${ELECTRICITY} 的详细信息`) }).click();
  await page.getByRole("button", { name: "按月填报", exact: true }).click();
  const grid = page.getByTestId("month-grid");
  await expect(grid).toBeVisible();
  for (const [index, kwh] of MONTHS_KWH.entries()) {
    const input = grid.getByRole("textbox", { name: `${ELECTRICITY} ${index + 1}月的数量` });
    await input.fill(String(kwh));
  }
  expect(ELECTRICITY_KWH).toBe(1_155_000);
  await expect(page.getByTestId("month-total")).toHaveText("合计 1,155,000 kWh（已填 12/12 个月）");
  await expect(page.getByTestId("by-month")).toHaveText("已填 12/12 个月");
  await toolbar.getByRole("button", { name: /^保存（\d+）$/ }).click();
  await expect(toolbar.getByRole("status")).toHaveText("所有修改均已保存");

  // ---- Default factors: the Jiangsu 2023 grid factor, said before it is applied ----
  await toolbar.getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: "应用模板默认因子" }).click();
  const apply = page.getByRole("alertdialog", { name: "应用模板默认因子" });
  await expect(apply).toBeVisible();
  const note = apply.getByTestId("default-grid-factor");
  await expect(note).toContainText("江苏");
  await expect(note).toContainText("0.5827");
  await expect(note).toContainText("2023");
  await page.screenshot({ path: "/tmp/f-apply-defaults-zh.png" });
  await apply.getByRole("button", { name: "应用" }).click();
  await expect(apply).toBeHidden();
  await expect(
    page
      .getByText(/江苏省?电力平均二氧化碳排放因子（2023年）/)
      .or(page.getByText("CN-GRID-2023-320000"))
      .first(),
  ).toBeVisible();
  const { activityLines } = await api<{
    activityLines: { items: Array<{ name: string; factor: { code: string } | null }> };
  }>(
    "query($caseId: Int!) { activityLines(caseId: $caseId, pageSize: 100) { items { name factor { code } } } }",
    {
      caseId,
    },
  );
  expect(activityLines.items.find((line) => line.name === ELECTRICITY)?.factor?.code).toBe(
    "CN-GRID-2023-320000",
  );

  // ---- A refrigerant top-up ----
  const fugitive = page.getByRole("article", { name: "逸散排放（制冷剂等）", exact: true });
  await fugitive.getByRole("button", { name: "添加气体排放" }).click();
  const gasDialog = page.getByRole("dialog", { name: /的气体排放$/ });
  await expect(gasDialog).toBeVisible();
  await gasDialog.locator("select[name=gas]").selectOption("HFC-134a");
  await expect(gasDialog.getByText(/AR6 下的 GWP100：1,530/)).toBeVisible();
  await gasDialog.locator("input[name=amount]").fill(String(REFRIGERANT_KG));
  await gasDialog.getByRole("button", { name: "添加活动数据" }).click();
  await expect(gasDialog).toBeHidden();
  await expect(
    page.getByRole("textbox", { name: `${REFRIGERANT} 的数量`, exact: true }),
  ).toHaveValue(String(REFRIGERANT_KG));

  // ---- The empty template lines, removed next to Calculate ----
  await expect(page.getByTestId("lines-to-fill")).toHaveText("3 条待填写");
  await page.screenshot({ path: "/tmp/f-editor-zh.png", fullPage: true });
  await toolbar.getByRole("button", { name: "删除空行" }).click();
  const remove = page.getByRole("alertdialog", { name: "删除空的活动数据" });
  await expect(remove).toContainText("删除 3 条没有数据量的活动数据");
  await remove.getByRole("button", { name: "删除空行" }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByTestId("lines-to-fill")).toBeHidden();

  // ---- Calculate: the figures by hand ----
  await toolbar.getByRole("button", { name: "核算", exact: true }).click();
  const headline = page.getByRole("region", { name: "主要数据" });
  await expect(headline).toBeVisible();
  const figure = (label: string, kg: number) =>
    headline.getByRole("button", {
      name: new RegExp(`^${label}：${escape(formatTonnes(kg))} tCO₂e。查看构成$`),
    });
  expect(formatTonnes(totalKg(RAIL_PKM))).toBe("692.09");
  await expect(figure("排放总量（基于位置）", totalKg(RAIL_PKM))).toBeVisible();
  await expect(figure("范围一", scope1Kg)).toBeVisible();
  await expect(figure("范围三", RAIL_PKM * railKgPerPkm)).toBeVisible();
  // The rail line is flagged as a proxy, in the notice and in the lines table.
  await expect(page.getByTestId("proxy-notice")).toBeVisible();
  const railRow = page.getByRole("row").filter({ hasText: RAIL }).filter({ hasText: "代理因子" });
  await expect(railRow.first()).toBeVisible();
  await page.screenshot({ path: "/tmp/f-results-zh.png", fullPage: true });

  // ---- An edit makes the results stale; one click recalculates ----
  await page.getByRole("tab", { name: "活动数据" }).click();
  await page
    .getByRole("textbox", { name: `${RAIL} 的数量`, exact: true })
    .fill(String(RAIL_PKM_EDITED));
  await toolbar.getByRole("button", { name: "保存（1）" }).click();
  await expect(toolbar.getByRole("status")).toHaveText("所有修改均已保存");
  await page.getByRole("tab", { name: "核算结果" }).click();
  const stale = page.getByTestId("stale-results");
  await expect(stale).toBeVisible();
  await stale.getByRole("button", { name: "重新核算" }).click();
  await expect(stale).toBeHidden();
  expect(formatTonnes(totalKg(RAIL_PKM_EDITED))).toBe("692.27");
  await expect(figure("排放总量（基于位置）", totalKg(RAIL_PKM_EDITED))).toBeVisible();

  // ---- The company total by equity share ----
  await page.goto(`${REPOSITORY_PATH}?view=total&approach=equity-share&year=2024`);
  const contributions = page.getByRole("table", { name: /合并/ }).or(page.locator("table")).first();
  await expect(contributions).toBeVisible();
  const plantRow = page.getByRole("row").filter({ hasText: PLANT });
  const partnerRow = page.getByRole("row").filter({ hasText: PARTNER });
  await expect(plantRow).toContainText("100%");
  await expect(plantRow).toContainText(formatTonnes(totalKg(RAIL_PKM_EDITED)));
  expect(formatTonnes(partnerKg * 0.4)).toBe("106.12");
  await expect(partnerRow).toContainText("40%");
  await expect(partnerRow).toContainText("106.12");
  const { companyTotal } = await api<{
    companyTotal: {
      totals: { totalKg: number };
      rows: Array<{ corporationId: number; contribution: { totalKg: number } | null }>;
    };
  }>(
    `{ companyTotal(approach: "equity-share", year: 2024) { totals { totalKg } rows { corporationId contribution { totalKg } } } }`,
  );
  const contributionOf = (id: number) =>
    companyTotal.rows.find((row) => row.corporationId === id)?.contribution?.totalKg;
  expect(contributionOf(ids.plant)).toBeCloseTo(totalKg(RAIL_PKM_EDITED), 3);
  expect(contributionOf(ids.partner)).toBeCloseTo(partnerKg * 0.4, 3);
  // Other specs' corporations share the company: the total is ours plus theirs, each counted once.
  const others = companyTotal.rows
    .filter((row) => row.corporationId !== ids.plant && row.corporationId !== ids.partner)
    .reduce((sum, row) => sum + (row.contribution?.totalKg ?? 0), 0);
  const consolidatedKg = totalKg(RAIL_PKM_EDITED) + partnerKg * 0.4 + others;
  expect(companyTotal.totals.totalKg).toBeCloseTo(consolidatedKg, 3);
  await expect(page.getByTestId("company-total-sum")).toContainText(formatTonnes(consolidatedKg));
  await page.screenshot({ path: "/tmp/f-company-total-zh.png", fullPage: true });

  // ---- Screens in English, and both workbooks in both languages ----
  await page.evaluate(() => localStorage.setItem("language", "en"));
  await page.goto(`/co2/edit?caseId=${caseId}`);
  await expect(page.getByRole("toolbar", { name: "Activity data actions" })).toBeVisible();
  await page.screenshot({ path: "/tmp/f-editor-en.png", fullPage: true });
  await page.getByRole("tab", { name: "Results" }).click();
  await expect(page.getByRole("region", { name: "Headline figures" })).toBeVisible();
  await page.screenshot({ path: "/tmp/f-results-en.png", fullPage: true });
  await page.goto(`${REPOSITORY_PATH}?view=total&approach=equity-share&year=2024`);
  await expect(page.getByTestId("company-total-sum")).toBeVisible();
  await page.screenshot({ path: "/tmp/f-company-total-en.png", fullPage: true });

  for (const language of ["zh-CN", "en"]) {
    const exportAs = <T>(query: string) =>
      request
        .post(`${baseURL}/graphql`, {
          headers: { "user-token": token, "accept-language": language },
          data: { query, variables: { caseId } },
        })
        .then(async (response) => ((await response.json()) as { data: T }).data);
    const lines = await exportAs<{ exportActivityLines: { base64: string } }>(
      "query($caseId: Int!) { exportActivityLines(caseId: $caseId) { base64 } }",
    );
    const result = await exportAs<{ exportCaseResult: { base64: string } }>(
      "query($caseId: Int!) { exportCaseResult(caseId: $caseId) { base64 } }",
    );
    await shootWorkbook(browser, lines.exportActivityLines.base64, `/tmp/f-lines-wb-${language}`);
    const summary = await shootWorkbook(
      browser,
      result.exportCaseResult.base64,
      `/tmp/f-result-wb-${language}`,
    );
    // The summary's first emission figure is the location-based total, in t CO2e.
    const figures: number[] = [];
    summary.eachRow((row) => {
      if (row.getCell(3).value === "t CO2e") figures.push(Number(row.getCell(2).value));
    });
    expect(figures[0]).toBeCloseTo(totalKg(RAIL_PKM_EDITED) / 1000, 6);
  }
});

type Api = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

async function templateProcesses(api: Api) {
  const { templates } = await api<{ templates: Array<{ id: number; code: string }> }>(
    "{ templates { id code } }",
  );
  const id = templates.find((item) => item.code === TEMPLATE_CODE)!.id;
  const { template } = await api<{
    template: { processes: Array<{ id: number; nameEn: string }> };
  }>("query($id: Int!) { template(id: $id) { processes { id nameEn } } }", { id });
  return {
    id,
    process: (nameEn: string) => template.processes.find((item) => item.nameEn === nameEn)!.id,
  };
}

/** Last year's case of a Jiangsu plant, calculated, and a 40%-owned corporation's 2024 case. */
async function setUp(api: Api): Promise<Ids> {
  const corporation = (input: Record<string, unknown>) =>
    api<{ createCorporation: { id: number } }>(
      "mutation($input: CorporationInput!) { createCorporation(input: $input) { id } }",
      { input },
    ).then((answer) => answer.createCorporation.id);
  const plant = await corporation({ name: PLANT, province: JIANGSU, city: "苏州" });
  const partner = await corporation({
    name: PARTNER,
    province: JIANGSU,
    city: "无锡",
    ownershipPercent: 40,
  });
  const template = await templateProcesses(api);

  const caseWith = async (
    corporationId: number,
    name: string,
    year: number,
    processes: string[],
    amounts: Record<string, number>,
  ) => {
    const { createCase } = await api<{ createCase: { id: number } }>(
      "mutation($input: CaseInput!) { createCase(input: $input) { id } }",
      { input: { corporationId, name, year, gwpSet: "AR6" } },
    );
    const caseId = createCase.id;
    await api(
      "mutation($input: AddTemplateProcessesInput!) { addTemplateProcesses(input: $input) { id } }",
      {
        input: { caseId, templateId: template.id, processIds: processes.map(template.process) },
      },
    );
    const { activityLines } = await api<{
      activityLines: { items: Array<{ id: number; name: string }> };
    }>(
      "query($caseId: Int!) { activityLines(caseId: $caseId, pageSize: 100) { items { id name } } }",
      {
        caseId,
      },
    );
    await api(
      "mutation($input: UpdateActivityLinesInput!) { updateActivityLines(input: $input) { id } }",
      {
        input: {
          caseId,
          lines: activityLines.items
            .filter((line) => line.name in amounts)
            .map((line) => ({ id: line.id, amount: amounts[line.name] })),
        },
      },
    );
    await api("mutation($caseId: Int!) { removeUnneededLines(caseId: $caseId) }", { caseId });
    const { calculateCase } = await api<{ calculateCase: { status: string } }>(
      "mutation($caseId: Int!) { calculateCase(caseId: $caseId) { status } }",
      { caseId },
    );
    expect(calculateCase.status).toMatch(/succe/i);
    return caseId;
  };

  const case2023 = await caseWith(
    plant,
    CASE_2023,
    2023,
    ["Purchased electricity", "Business travel"],
    { [ELECTRICITY]: 1_000_000, [RAIL]: RAIL_PKM },
  );
  await caseWith(partner, `参股公司 2024 年度盘查 ${run}`, 2024, ["Purchased electricity"], {
    [ELECTRICITY]: PARTNER_KWH,
  });
  return { plant, partner, case2023 };
}

/**
 * Each sheet's first 25 rows as an HTML table in a page of its own, saved as `<path>-<n>.png`;
 * answers the workbook's first sheet.
 */
async function shootWorkbook(browser: Browser, base64: string, path: string) {
  const workbook = new Workbook();
  // exceljs types its Buffer before Node's became generic.
  const file = Buffer.from(base64, "base64") as unknown as Parameters<typeof workbook.xlsx.load>[0];
  await workbook.xlsx.load(file);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  for (const [index, sheet] of workbook.worksheets.entries()) {
    const rows: string[] = [];
    for (let r = 1; r <= Math.min(sheet.rowCount, 25); r++) {
      const row = sheet.getRow(r);
      const cells: string[] = [];
      for (let c = 1; c <= Math.min(sheet.columnCount, 20); c++) {
        cells.push(`<td>${html(cellText(row.getCell(c).value))}</td>`);
      }
      rows.push(`<tr><th>${r}</th>${cells.join("")}</tr>`);
    }
    await page.setContent(
      `<style>body{font:12px sans-serif}td,th{border:1px solid #ccc;padding:2px 4px;max-width:260px;vertical-align:top}</style>` +
        `<h3>${html(sheet.name)}</h3><table>${rows.join("")}</table>`,
    );
    await page.screenshot({ path: `${path}-${index + 1}.png`, fullPage: true });
  }
  await page.close();
  return workbook.worksheets[0];
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    const rich = value as { richText?: Array<{ text: string }>; result?: unknown; text?: string };
    if (rich.richText) return rich.richText.map((part) => part.text).join("");
    if (rich.text !== undefined) return String(rich.text);
    if (rich.result !== undefined) return cellText(rich.result);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return JSON.stringify(value);
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

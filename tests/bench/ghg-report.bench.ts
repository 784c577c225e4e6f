// Benchmark of GHG inventory reports (npm run bench:report): a case of 1,000 activity lines over
// eight processes in all three scopes, calculated by the inventory engine (factor, combustion and
// gas methods, 40 distinct factors), written up as the report the job makes: document built from
// the run's result lines, then the PDF (report kit, CJK font subset) and the DOCX (with its two
// charts rasterised to PNG). It prints, as medians over repeated runs after one warm-up:
//   - pdfMs: outline + PDF of the ISO 14064-1 layout in Chinese (the heavier language);
//   - pdfGbtMs: the GB/T 32150 layout, which lists all 1,000 lines in its activity-data table;
//   - docxMs, docxGbtMs: the same as DOCX.
// Target (issue 17): a report PDF for a case of 1,000 lines in under 10 s. Reading the run from
// the database is left out (a few milliseconds: the run and its gzip result lines are one row).
// The last line printed is one JSON object with the figures.
import "reflect-metadata";
import { performance } from "node:perf_hooks";
import { calculateCase } from "../../server/src/calc/ghg";
import type { EngineActivityLine, FactorValues, GasCode } from "../../server/src/calc/ghg/types";
import type { ResultLine } from "../../server/src/modules/calculation/calculation-run.entity";
import {
  buildGhgReportDocument,
  type ReportSource,
} from "../../server/src/modules/ghg-report/ghg-report-document";
import { reportOutline } from "../../server/src/modules/ghg-report/ghg-report-layouts";
import { renderReportDocx } from "../../server/src/modules/ghg-report/ghg-report.docx";
import type { ReportLayout } from "../../server/src/modules/ghg-report/ghg-report.entity";
import { renderReportPdf } from "../../server/src/modules/ghg-report/ghg-report.pdf";
import { fixtureSource } from "../../server/src/modules/ghg-report/ghg-report.fixture";
import { argument, median, round } from "./figures";

const LINES = Number(argument("lines") ?? 1_000);
const RUNS = Number(argument("runs") ?? 5);
const KG = 10;
const KWH = 30;

const PROCESSES = [
  { id: 1, name: "固定燃烧", nameEn: "Stationary combustion", scope: 1, isoCategory: 1 },
  { id: 2, name: "移动燃烧", nameEn: "Mobile combustion", scope: 1, isoCategory: 1 },
  { id: 3, name: "制冷剂逸散", nameEn: "Refrigerant leakage", scope: 1, isoCategory: 1 },
  { id: 4, name: "外购电力", nameEn: "Purchased electricity", scope: 2, isoCategory: 2 },
  { id: 5, name: "外购原材料", nameEn: "Purchased materials", scope: 3, isoCategory: 4 },
  { id: 6, name: "上游运输", nameEn: "Upstream transport", scope: 3, isoCategory: 3 },
  { id: 7, name: "废弃物处理", nameEn: "Waste treatment", scope: 3, isoCategory: 4 },
  { id: 8, name: "商务差旅", nameEn: "Business travel", scope: 3, isoCategory: 3 },
] as const;

function factor(i: number, unitId: number, gases: [GasCode, number][]): FactorValues {
  return {
    unitId,
    gases: gases.map(([gas, value]) => ({ gas, value })),
    combustion:
      unitId === KG && i % 4 === 0 ? { ncv: 0.043, carbonContent: 0.0202, oxidation: 0.98 } : null,
    ref: {
      id: 1000 + i,
      code: `BENCH-${i}`,
      name: `Bench factor ${i} 排放因子`,
      source: `Bench library ${i % 5} (synthetic)`,
      year: 2024,
      version: "1.0",
      region: "CN",
      gwpBasis: null,
    },
  };
}

const FACTORS = Array.from({ length: 40 }, (_, i) =>
  i % 8 === 3
    ? factor(i, KWH, [["CO2", 0.5 + i / 100]])
    : factor(i, KG, [
        ["CO2", 2 + i / 10],
        ["CH4", 0.0001],
        ["N2O", 0.00002],
      ]),
);

function engineLines(): EngineActivityLine[] {
  return Array.from({ length: LINES }, (_, i) => {
    const process = PROCESSES[i % PROCESSES.length];
    const f = process.scope === 2 ? FACTORS[3 + 8 * (i % 5)] : FACTORS[(i * 7) % 40];
    const gas = process.id === 3;
    return {
      id: i + 1,
      name: `排放源 ${i + 1} source line`,
      processId: process.id,
      processName: process.name,
      scope: process.scope,
      isoCategory: process.isoCategory,
      scope3Category: process.scope === 3 ? 1 + (i % 15) : null,
      deducted: false,
      amount: 100 + ((i * 37) % 5000),
      unitId: gas ? KG : f.unitId,
      method: gas ? "gas" : f.combustion ? "combustion" : "factor",
      gas: gas ? "R-410A" : null,
      factor: gas ? null : f,
      marketFactor: null,
      marketBasis: null,
      marketCovered: null,
    };
  });
}

function source(layout: ReportLayout): ReportSource {
  const outcome = calculateCase({
    gwpSet: "AR6",
    lines: engineLines(),
    output: { amount: 12_000, unit: "t" },
    revenue: null,
  });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors.slice(0, 3)));
  const lines: ResultLine[] = outcome.lines.map((line, i) => ({
    ...line,
    id: i + 1,
    runId: 1,
    activityLineId: line.lineId,
    factor: { ...line.factor, unitId: line.factorUnitId, gases: [] },
  }));
  const base = fixtureSource("zh-CN", layout);
  return {
    ...base,
    run: {
      runNo: 1,
      createdAt: new Date(),
      gwpSet: "AR6",
      lineCount: LINES,
      totals: outcome.totals,
    },
    lines,
    processes: PROCESSES.map((p) => ({ ...p })),
    dataSourceTypes: new Map(lines.map((line, i) => [line.activityLineId, 1 + (i % 3)])),
  };
}

async function timed(make: () => Promise<Buffer>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const bytes = (await make()).length;
  return { ms: performance.now() - started, bytes };
}

async function measure(label: string, make: () => Promise<Buffer>) {
  await make(); // warm-up: fonts parsed, WebAssembly loaded
  const runs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await timed(make);
    runs.push(run.ms);
    bytes = run.bytes;
  }
  const ms = round(median(runs), 0);
  console.log(`${label}: median ${ms} ms over ${RUNS} runs (${round(bytes / 1024, 0)} kB)`);
  return ms;
}

async function main() {
  console.log(`GHG report of a case of ${LINES} lines, ${RUNS} runs each after a warm-up`);
  const iso = source("iso14064");
  const gbt = source("gbt32150");
  const outline = (s: ReportSource) => reportOutline(buildGhgReportDocument(s));
  const pdfMs = await measure("PDF, ISO 14064-1, zh-CN", () => renderReportPdf(outline(iso)));
  const pdfGbtMs = await measure("PDF, GB/T 32150, zh-CN", () => renderReportPdf(outline(gbt)));
  const docxMs = await measure("DOCX, ISO 14064-1, zh-CN", () => renderReportDocx(outline(iso)));
  const docxGbtMs = await measure("DOCX, GB/T 32150, zh-CN", () => renderReportDocx(outline(gbt)));
  console.log(
    pdfMs < 10_000 && pdfGbtMs < 10_000 ? "PDF target met (< 10 s)" : "PDF target MISSED",
  );
  console.log(JSON.stringify({ lines: LINES, pdfMs, pdfGbtMs, docxMs, docxGbtMs }));
}

void main();

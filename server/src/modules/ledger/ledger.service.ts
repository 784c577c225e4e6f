// The monthly emissions ledger of a corporation's year, read from the stored run of the year's
// case: the months by scope and process, the lines of a month, the workbook, and the years side
// by side. Nothing is recalculated: the figures are the run's.
import { In, type DataSource } from "typeorm";
import type { Page } from "../../db/paging";
import { badInput } from "../../lib/errors";
import type { GeneratedFile } from "../../lib/generated-file";
import { XLSX_MIME } from "../../lib/generated-file";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { scopeQuery, type Viewer } from "../auth/viewer";
import { CalculationRun, type ResultLine } from "../calculation/calculation-run.entity";
import type { CalculationService } from "../calculation/calculation.service";
import { CaseProcess } from "../case/case-process.entity";
import { Case } from "../case/case.entity";
import type { CaseService } from "../case/case.service";
import { Corporation } from "../corporation/corporation.entity";
import type { CorporationService } from "../corporation/corporation.service";
import { LedgerArgs, LedgerCorporationArgs, LedgerLinesArgs } from "./ledger.inputs";
import type { Ledger, LedgerCase, LedgerCorporation, LedgerYear } from "./ledger.types";
import { byMonth, ledgerMonths, monthOf } from "./ledger-months";
import { writeLedgerWorkbook } from "./ledger.workbook";

const toLedgerCase = (item: Case): LedgerCase => ({
  id: item.id,
  name: item.name,
  year: item.year,
  latestRunId: item.latestRunId,
});

/** The case a year reads: the one asked for, else the most recently calculated. */
function chooseCase(cases: readonly Case[], year: number, caseId?: number): Case | null {
  if (caseId) {
    const asked = cases.find((item) => item.id === caseId);
    if (!asked) throw badInput("caseId", "ledgerCaseNotOfYear", { id: caseId, year });
    return asked;
  }
  // Run ids grow with time: the highest latest run is the last calculated.
  return cases.reduce<Case | null>(
    (best, item) =>
      item.latestRunId !== null && (best === null || item.latestRunId > (best.latestRunId ?? 0))
        ? item
        : best,
    null,
  );
}

export class LedgerService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly corporations: CorporationService,
    private readonly cases: CaseService,
    private readonly calculations: CalculationService,
  ) {}

  /** The company's corporations that have cases, with their years and cases, newest first. */
  async choices(viewer: Viewer): Promise<LedgerCorporation[]> {
    const rows = await scopeQuery(
      this.dataSource
        .getRepository(Case)
        .createQueryBuilder("case")
        .innerJoin(Corporation, "corporation", "corporation.id = case.corporationId")
        .select([
          'case.id AS "id"',
          'case.name AS "name"',
          'case.year AS "year"',
          'case.latestRunId AS "latestRunId"',
          'corporation.id AS "corporationId"',
          'corporation.name AS "corporationName"',
        ]),
      viewer,
    )
      .orderBy("corporation.name", "ASC")
      .addOrderBy("corporation.id", "ASC")
      .addOrderBy("case.year", "DESC")
      .addOrderBy("case.id", "DESC")
      .getRawMany<LedgerCase & { corporationId: number; corporationName: string }>();
    const corporations = new Map<number, LedgerCorporation>();
    for (const row of rows) {
      let corporation = corporations.get(row.corporationId);
      if (!corporation) {
        corporation = { id: row.corporationId, name: row.corporationName, years: [], cases: [] };
        corporations.set(row.corporationId, corporation);
      }
      corporation.cases.push({
        id: row.id,
        name: row.name,
        year: row.year,
        latestRunId: row.latestRunId,
      });
      if (row.latestRunId !== null && !corporation.years.includes(row.year)) {
        corporation.years.push(row.year);
      }
    }
    return [...corporations.values()];
  }

  async ledger(viewer: Viewer, args: LedgerArgs): Promise<Ledger> {
    await assertValid(Object.assign(new LedgerArgs(), args));
    const { corporation, cases, chosen, run } = await this.yearRun(viewer, args);
    const base: Ledger = {
      corporationId: corporation.id,
      corporationName: corporation.name,
      year: args.year,
      case: chosen ? toLedgerCase(chosen) : null,
      cases: cases.map(toLedgerCase),
      run: null,
      rows: [],
      totals: null,
      monthsRecorded: true,
    };
    if (!run?.totals || !chosen) return base;
    const months = ledgerMonths(await this.calculations.allLines(run), run.totals);
    const english = await this.englishNames(chosen.id);
    for (const row of months.rows) {
      for (const process of row.byProcess) {
        process.processNameEn = english(process.processId, process.processName);
      }
    }
    return {
      ...base,
      run: { id: run.id, runNo: run.runNo, gwpSet: run.gwpSet, createdAt: run.createdAt },
      rows: months.rows,
      totals: months.totals,
      monthsRecorded: months.monthsRecorded,
    };
  }

  /** The result lines of one month of the ledger (0: the lines without a month), paged. */
  async lines(viewer: Viewer, args: LedgerLinesArgs): Promise<Page<ResultLine>> {
    await assertValid(Object.assign(new LedgerLinesArgs(), args));
    const { run } = await this.yearRun(viewer, args);
    if (!run) return { items: [], total: 0 };
    const month = args.month === 0 ? null : args.month;
    const keyword = args.keyword?.trim().toLowerCase();
    const matching = byMonth(await this.calculations.allLines(run)).filter(
      (line) =>
        monthOf(line) === month &&
        (!args.scope || line.scope === args.scope) &&
        (!keyword ||
          line.name.toLowerCase().includes(keyword) ||
          line.processName.toLowerCase().includes(keyword)),
    );
    const start = (args.page - 1) * args.pageSize;
    return { items: matching.slice(start, start + args.pageSize), total: matching.length };
  }

  async exportWorkbook(viewer: Viewer, args: LedgerArgs): Promise<GeneratedFile> {
    await assertValid(Object.assign(new LedgerArgs(), args));
    const { corporation, chosen, run } = await this.yearRun(viewer, args);
    if (!chosen || !run?.totals) {
      throw badInput("year", "ledgerNoCalculatedCase", { year: args.year });
    }
    const stored = await this.calculations.allLines(run);
    const language = currentLocale() === "zh-CN" ? "zh-CN" : "en";
    // An English reader gets the processes' English names where the case has them.
    const english = await this.englishNames(chosen.id);
    const lines =
      language === "en"
        ? stored.map((line) => ({
            ...line,
            processName: english(line.processId, line.processName) || line.processName,
          }))
        : stored;
    const content = await writeLedgerWorkbook({
      language,
      corporationName: corporation.name,
      year: args.year,
      caseName: chosen.name,
      runNo: run.runNo,
      gwpSet: run.gwpSet,
      calculatedAt: run.createdAt,
      ledger: ledgerMonths(lines, run.totals),
      lines,
    });
    const name = corporation.name.replace(/[\\/:*?"<>|\s]+/g, "-").slice(0, 60);
    return {
      filename: `${name}-${args.year}-${language === "zh-CN" ? "月度台账" : "monthly-ledger"}.xlsx`,
      mimeType: XLSX_MIME,
      content,
    };
  }

  /** Each year of a corporation with a calculated case: that case's run totals, oldest first. */
  async years(viewer: Viewer, args: LedgerCorporationArgs): Promise<LedgerYear[]> {
    await assertValid(Object.assign(new LedgerCorporationArgs(), args));
    await this.corporations.get(viewer, args.corporationId);
    const cases = await this.cases.ofCorporation(viewer, args.corporationId);
    const chosen = [...new Set(cases.map((item) => item.year))]
      .map((year) =>
        chooseCase(
          cases.filter((item) => item.year === year),
          year,
        ),
      )
      .filter((item): item is Case => item !== null);
    if (chosen.length === 0) return [];
    const runs = new Map(
      (
        await this.dataSource
          .getRepository(CalculationRun)
          .findBy({ id: In(chosen.map((item) => item.latestRunId!)) })
      ).map((run) => [run.id, run]),
    );
    return chosen
      .flatMap((item): LedgerYear[] => {
        const totals = runs.get(item.latestRunId!)?.totals;
        if (!totals) return [];
        return [
          {
            year: item.year,
            caseId: item.id,
            caseName: item.name,
            runId: item.latestRunId!,
            scope1Kg: totals.byScope.scope1,
            scope2LocationKg: totals.byScope.scope2Location,
            scope2MarketKg: totals.byScope.scope2Market,
            scope3Kg: totals.byScope.scope3,
            totalKg: totals.totalKg,
            totalMarketKg: totals.totalMarketKg,
            lineCount: runs.get(item.latestRunId!)!.lineCount,
          },
        ];
      })
      .sort((a, b) => a.year - b.year);
  }

  /**
   * The English name of a case's process, as the case names it now, for a process the run knew
   * by the same (Chinese) name; "" otherwise.
   */
  private async englishNames(caseId: number) {
    const processes = new Map(
      (await this.dataSource.getRepository(CaseProcess).findBy({ caseId })).map((process) => [
        process.id,
        process,
      ]),
    );
    return (processId: number, name: string): string => {
      const process = processes.get(processId);
      return process && process.name === name ? process.nameEn : "";
    };
  }

  /** The corporation, its cases of the year, the case read and its latest successful run. */
  private async yearRun(
    viewer: Viewer,
    args: { corporationId: number; year: number; caseId?: number },
  ) {
    const corporation = await this.corporations.get(viewer, args.corporationId);
    const cases = (await this.cases.ofCorporation(viewer, corporation.id)).filter(
      (item) => item.year === args.year,
    );
    const chosen = chooseCase(cases, args.year, args.caseId);
    const run = chosen?.latestRunId
      ? await this.dataSource.getRepository(CalculationRun).findOneBy({ id: chosen.latestRunId })
      : null;
    return { corporation, cases, chosen, run: run?.status === "succeeded" ? run : null };
  }
}

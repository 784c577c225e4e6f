// Comparisons of a company's cases from their stored runs: the figures side by side with their
// change against a reference case, the drivers of each change, and whether the base year needs
// recalculating; the threshold setting, a corporation's base-year case, and a case recalculated
// in another GWP set when the compared runs are in different sets.
import { In, type DataSource } from "typeorm";
import type { GwpSet } from "../../calc/ghg/types";
import { likePattern, paginate, SortOrder, type Page } from "../../db/paging";
import { badInput } from "../../lib/errors";
import type { GeneratedFile } from "../../lib/generated-file";
import { gwpSetOf } from "../../lib/gwp-set";
import { translate, type MessageKey } from "../../lib/messages";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { ActivityLine } from "../activity-line/activity-line.entity";
import { scopeQuery, type Viewer } from "../auth/viewer";
import type { CalculationRun } from "../calculation/calculation-run.entity";
import { CalculationRun as RunEntity } from "../calculation/calculation-run.entity";
import type { CalculationService } from "../calculation/calculation.service";
import { Case, CaseStatus } from "../case/case.entity";
import { UpdateCaseInput } from "../case/case.inputs";
import type { CaseService } from "../case/case.service";
import { Corporation } from "../corporation/corporation.entity";
import type { CorporationService } from "../corporation/corporation.service";
import { dimensionRows, drivers, matchSources, type CaseSnapshot } from "./comparison-core";
import { recalculationChecks, type ReasonData } from "./comparison-recalculation";
import { ComparisonSetting, DEFAULT_RECALCULATION_THRESHOLD } from "./comparison-setting.entity";
import { writeComparisonWorkbook } from "./comparison-workbook";
import {
  CaseComparisonArgs,
  ComparableCaseArgs,
  ComparisonSettingsInput,
  RecalculateInGwpSetInput,
  SetBaseYearCaseInput,
} from "./comparison.inputs";
import type {
  CaseComparison,
  ComparableCase,
  ComparedCase,
  ComparisonCorporation,
  ComparisonNotice,
  RecalculationCheck,
} from "./comparison.types";

const BOUNDARY_NAMES: Record<string, { en: string; zh: string }> = {
  "operational-control": { en: "operational control", zh: "运营控制法" },
  "financial-control": { en: "financial control", zh: "财务控制法" },
  "equity-share": { en: "equity share", zh: "股权比例法" },
};

const REASON_KEYS: Record<ReasonData["kind"], MessageKey> = {
  boundary: "comparisonReasonBoundary",
  gwpSet: "comparisonReasonGwpSet",
  corporationAdded: "comparisonReasonCorporationAdded",
  corporationRemoved: "comparisonReasonCorporationRemoved",
  processAdded: "comparisonReasonProcessAdded",
  processRemoved: "comparisonReasonProcessRemoved",
  lineAdded: "comparisonReasonLineAdded",
  lineRemoved: "comparisonReasonLineRemoved",
  factorChanged: "comparisonReasonFactorChanged",
};

/** The largest corporation list the case picker's filter offers. */
const MAX_CORPORATIONS = 500;

export class ComparisonService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    private readonly corporations: CorporationService,
    private readonly calculations: CalculationService,
  ) {}

  /** The cases side by side. Every figure is the stored run's or a difference of them. */
  async compare(viewer: Viewer, args: CaseComparisonArgs): Promise<CaseComparison> {
    await assertValid(args);
    const loaded = await this.load(viewer, args);
    const { snapshots, compared } = loaded;
    const reference = compared.findIndex((item) => item.isReference);
    const threshold = await this.threshold(loaded.companyId);
    const match = matchSources(snapshots);
    const rows = (dimension: Parameters<typeof dimensionRows>[2]) =>
      dimensionRows(snapshots, reference, dimension);
    const checks = recalculationChecks(snapshots, threshold);
    return {
      cases: compared,
      referenceCaseId: compared[reference].caseId,
      thresholdPercent: threshold,
      gwpMismatch: new Set(compared.map((item) => item.gwpSet)).size > 1,
      notices: notices(compared),
      scopeRows: rows("scope"),
      isoCategoryRows: rows("isoCategory"),
      scope3CategoryRows: rows("scope3Category"),
      processRows: rows("process"),
      gasRows: rows("gas"),
      drivers: snapshots
        .map((_, index) => index)
        .filter((index) => index !== reference)
        .map((index) => drivers(snapshots, reference, index, match)),
      recalculation:
        checks && checks.map((check) => this.describeCheck(check, snapshots, threshold)),
    };
  }

  /** The comparison as a workbook in the caller's language. */
  async exportComparison(viewer: Viewer, args: CaseComparisonArgs): Promise<GeneratedFile> {
    const comparison = await this.compare(viewer, args);
    return writeComparisonWorkbook(comparison, currentLocale());
  }

  /** Cases a comparison may choose, newest year first, with their latest run's total. */
  async comparableCases(viewer: Viewer, args: ComparableCaseArgs): Promise<Page<ComparableCase>> {
    await assertValid(args);
    const query = scopeQuery(
      this.dataSource
        .getRepository(Case)
        .createQueryBuilder("case")
        .innerJoinAndSelect("case.corporation", "corporation"),
      viewer,
    );
    if (args.corporationId) {
      query.andWhere("case.corporationId = :corporationId", { corporationId: args.corporationId });
    }
    if (args.year) query.andWhere("case.year = :year", { year: args.year });
    if (args.keyword?.trim()) {
      query.andWhere("(case.name ILIKE :keyword OR corporation.name ILIKE :keyword)", {
        keyword: likePattern(args.keyword),
      });
    }
    const page = await paginate(query, { ...args, keyword: null }, [], {
      column: "case.year",
      order: SortOrder.DESC,
    });
    const runIds = page.items.map((item) => item.latestRunId).filter((id): id is number => !!id);
    const runs = new Map(
      runIds.length === 0
        ? []
        : (
            await this.dataSource
              .getRepository(RunEntity)
              .find({ where: { id: In(runIds) }, select: { id: true, totalKg: true } })
          ).map((run) => [run.id, run.totalKg]),
    );
    return {
      total: page.total,
      items: page.items.map((item) => ({
        id: item.id,
        name: item.name,
        year: item.year,
        corporationId: item.corporationId,
        corporationName: item.corporation!.name,
        gwpSet: item.gwpSet,
        boundary: item.boundary,
        status: item.status,
        latestRunId: item.latestRunId,
        totalKg: item.latestRunId ? (runs.get(item.latestRunId) ?? null) : null,
        isBaseYear: item.corporation!.baseYearCaseId === item.id,
      })),
    };
  }

  /** The corporations the case picker filters by, by name. */
  async corporationChoices(viewer: Viewer): Promise<ComparisonCorporation[]> {
    const rows = await scopeQuery(
      this.dataSource.getRepository(Corporation).createQueryBuilder("corporation"),
      viewer,
    )
      .select(["corporation.id", "corporation.name", "corporation.baseYearCaseId"])
      .orderBy("corporation.name", "ASC")
      .take(MAX_CORPORATIONS)
      .getMany();
    return rows.map(({ id, name, baseYearCaseId }) => ({ id, name, baseYearCaseId }));
  }

  async settings(viewer: Viewer): Promise<ComparisonSetting> {
    const found = await this.dataSource
      .getRepository(ComparisonSetting)
      .findOneBy({ companyId: viewer.companyId });
    return (
      found ?? {
        companyId: viewer.companyId,
        recalculationThresholdPercent: DEFAULT_RECALCULATION_THRESHOLD,
        updatedBy: null,
        updatedAt: null,
      }
    );
  }

  async updateSettings(viewer: Viewer, input: ComparisonSettingsInput): Promise<ComparisonSetting> {
    await assertValid(input);
    return this.dataSource.getRepository(ComparisonSetting).save({
      companyId: viewer.companyId,
      recalculationThresholdPercent: input.recalculationThresholdPercent,
      updatedBy: viewer.userId,
    });
  }

  /** Makes a calculated case of the corporation its base year, or clears the base year. */
  async setBaseYearCase(viewer: Viewer, input: SetBaseYearCaseInput): Promise<Corporation> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const corporation = await this.corporations.get(viewer, input.corporationId, manager);
      if (input.caseId) {
        const chosen = await this.cases.get(viewer, input.caseId, manager);
        if (chosen.corporationId !== corporation.id) {
          throw badInput("caseId", "comparisonBaseYearOtherCorporation", {
            name: chosen.name,
            corporation: corporation.name,
          });
        }
        if (!chosen.latestRunId) {
          throw badInput("caseId", "comparisonBaseYearNotCalculated", { name: chosen.name });
        }
      }
      return this.corporations.setBaseYearCase(manager, corporation, input.caseId ?? null);
    });
  }

  /**
   * Puts a case in another GWP set and calculates it, so its run compares with runs in that set.
   * Asked for only after the user confirms: the case keeps the new set. A run that fails (lines
   * changed since the last run and now incomplete) is answered with the lines that stopped it.
   */
  async recalculateInGwpSet(
    viewer: Viewer,
    input: RecalculateInGwpSetInput,
  ): Promise<CalculationRun> {
    await assertValid(input);
    const gwpSet = gwpSetOf(input.gwpSet) as GwpSet;
    const target = await this.cases.get(viewer, input.caseId);
    if (target.gwpSet === gwpSet) {
      throw badInput("gwpSet", "comparisonGwpSetUnchanged", { name: target.name, gwpSet });
    }
    await this.cases.update(
      viewer,
      Object.assign(new UpdateCaseInput(), { id: target.id, gwpSet }),
    );
    return this.calculations.calculate(viewer, target.id);
  }

  // ---- loading ----

  private async load(viewer: Viewer, args: CaseComparisonArgs) {
    const ids = args.caseIds;
    const referenceId = args.referenceCaseId ?? ids[0];
    const targets: Case[] = [];
    for (const id of ids) targets.push(await this.cases.get(viewer, id));
    const seen = new Set<number>();
    for (const target of targets) {
      if (seen.has(target.id)) {
        throw badInput("caseIds", "comparisonDuplicateCase", { name: target.name });
      }
      seen.add(target.id);
    }
    if (new Set(targets.map((target) => target.companyId)).size > 1) {
      throw badInput("caseIds", "comparisonOneCompany");
    }
    if (!seen.has(referenceId)) throw badInput("referenceCaseId", "comparisonReferenceNotCompared");
    const chosenRuns = new Map<number, CalculationRun>();
    for (const runId of args.runIds ?? []) {
      const run = await this.calculations.run(viewer, { runId });
      if (run.status !== "succeeded" || !seen.has(run.caseId) || chosenRuns.has(run.caseId)) {
        throw badInput("runIds", "comparisonRunNotOfCases", { runId });
      }
      chosenRuns.set(run.caseId, run);
    }
    const uncalculated = targets.filter(
      (target) => !target.latestRunId && !chosenRuns.has(target.id),
    );
    if (uncalculated.length > 0) {
      throw badInput("caseIds", "comparisonNotCalculated", {
        names: uncalculated
          .map((target) => target.name)
          .join(currentLocale() === "zh-CN" ? "、" : ", "),
      });
    }

    const snapshots: CaseSnapshot[] = [];
    const compared: ComparedCase[] = [];
    for (const target of targets) {
      const run =
        chosenRuns.get(target.id) ?? (await this.calculations.run(viewer, { caseId: target.id }));
      const corporation = await this.corporations.get(viewer, target.corporationId);
      const processes = await this.cases.processes(viewer, target.id);
      const lines = await this.calculations.allLines(run);
      const sources = await this.dataSource.getRepository(ActivityLine).find({
        where: { id: In(lines.map((line) => line.activityLineId)) },
        select: { id: true, sourceId: true },
      });
      const runs = (await this.calculations.runs(viewer, target.id)).filter(
        (item) => item.status === "succeeded" && item.totals,
      );
      const isBaseYear = corporation.baseYearCaseId === target.id;
      snapshots.push({
        caseId: target.id,
        name: target.name,
        corporationId: corporation.id,
        corporationName: corporation.name,
        year: target.year,
        boundary: target.boundary,
        gwpSet: run.gwpSet,
        isBaseYear,
        totals: run.totals!,
        lines,
        processes: processes.map(({ id, nameEn, templateProcessId }) => ({
          id,
          nameEn,
          templateProcessId,
        })),
        sourceOf: new Map(sources.map((line) => [line.id, line.sourceId])),
      });
      compared.push({
        caseId: target.id,
        name: target.name,
        year: target.year,
        corporationId: corporation.id,
        corporationName: corporation.name,
        gwpSet: run.gwpSet,
        caseGwpSet: target.gwpSet,
        boundary: target.boundary,
        isBaseYear,
        isReference: target.id === referenceId,
        runId: run.id,
        runNo: run.runNo,
        calculatedAt: run.createdAt,
        latestRun: run.id === target.latestRunId,
        changedSinceRun: run.id === target.latestRunId && target.status !== CaseStatus.Completed,
        totalKg: run.totals!.totalKg,
        totalMarketKg: run.totals!.totalMarketKg,
        runs: runs.map((item) => ({
          id: item.id,
          runNo: item.runNo,
          gwpSet: item.gwpSet,
          totalKg: item.totalKg ?? 0,
          createdAt: item.createdAt,
        })),
      });
    }
    return { snapshots, compared, companyId: targets[0].companyId };
  }

  private async threshold(companyId: number): Promise<number> {
    const found = await this.dataSource.getRepository(ComparisonSetting).findOneBy({ companyId });
    return found?.recalculationThresholdPercent ?? DEFAULT_RECALCULATION_THRESHOLD;
  }

  private describeCheck(
    check: NonNullable<ReturnType<typeof recalculationChecks>>[number],
    snapshots: readonly CaseSnapshot[],
    thresholdPercent: number,
  ): RecalculationCheck {
    const zh = currentLocale() === "zh-CN";
    const caseName = (id: number) => snapshots.find((item) => item.caseId === id)?.name ?? "";
    const boundary = (value: string | null) => {
      const names = value ? BOUNDARY_NAMES[value] : undefined;
      return names ? (zh ? names.zh : names.en) : (value ?? "");
    };
    return {
      ...check,
      thresholdPercent,
      reasons: check.reasons.map((reason) => {
        const [from, to] =
          reason.kind === "boundary"
            ? [boundary(reason.from), boundary(reason.to)]
            : [reason.from ?? "", reason.to ?? ""];
        return {
          ...reason,
          sharePercent:
            check.baseYearKg === 0 ? null : (reason.affectedKg * 100) / Math.abs(check.baseYearKg),
          message: translate(REASON_KEYS[reason.kind], {
            name: caseName(reason.caseId),
            subject: reason.subject ?? "",
            from,
            to,
            year: check.year,
          }),
        };
      }),
    };
  }
}

/** What a reader must know before reading the figures: mixed GWP sets, runs not current. */
function notices(compared: readonly ComparedCase[]): ComparisonNotice[] {
  const found: ComparisonNotice[] = [];
  if (new Set(compared.map((item) => item.gwpSet)).size > 1) {
    found.push({
      code: "GWP_MISMATCH",
      message: translate("comparisonGwpMismatch", {
        list: compared
          .map((item) => `${item.name} (${item.gwpSet})`)
          .join(currentLocale() === "zh-CN" ? "；" : "; "),
      }),
      caseIds: compared.map((item) => item.caseId),
    });
  }
  for (const item of compared) {
    if (item.changedSinceRun) {
      found.push({
        code: "CHANGED_SINCE_RUN",
        message: translate("comparisonStaleRun", { name: item.name, runNo: item.runNo }),
        caseIds: [item.caseId],
      });
    }
    if (!item.latestRun) {
      found.push({
        code: "EARLIER_RUN",
        message: translate("comparisonEarlierRun", { name: item.name, runNo: item.runNo }),
        caseIds: [item.caseId],
      });
    }
  }
  return found;
}

// EPD reports (`/epd/creatReport`, `/epd/list`) and their verification (`/pv/EpdApplyList`). A
// company makes a report from a released study of the EN 15804+A2 modules, states what the
// figures cannot (modules declared, scenarios, PCR, programme operator, validity, biogenic carbon)
// and applies for verification; a verifier (pv02) of the review organisation issues or rejects
// it. Issuing copies every figure from the released calculation into the report's document,
// which the PDF, openEPD and ILCD+EPD files are made from.
import { In, type DataSource, type EntityManager } from "typeorm";
import { unitById } from "../../calc/units";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { badInput, conflict, DomainError, ErrorCode, forbidden } from "../../lib/errors";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, hasPermission, scopeQuery, type Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import type { LcaCalculation } from "../lca-product/lca-calculation.entity";
import { STANDARDS } from "../lca-product/lca-product.codes";
import type { LcaProduct } from "../lca-product/lca-product.entity";
import { PermissionCode } from "../permission/permission-codes";
import type { LcaReview } from "../review/review.entity";
import type { ReviewService } from "../review/review.service";
import { User } from "../user/user.entity";
import { EN15804_MODULES, EPD_INDICATORS, MANDATORY_MODULES } from "./epd.codes";
import type { EpdDocument, EpdIndicatorValues } from "./epd-document";
import { EpdApplication, EpdReport, EpdStatus } from "./epd.entity";
import type {
  ApplyEpdReportInput,
  CreateEpdReportInput,
  DecideEpdApplicationInput,
  EpdApplicationListArgs,
  EpdReportFields,
  EpdReportListArgs,
  UpdateEpdReportInput,
} from "./epd.inputs";

const notFoundReport = () => DomainError.of(ErrorCode.NotFound, "epdNotFound");
const notFoundApplication = () => DomainError.of(ErrorCode.NotFound, "epdApplicationNotFound");
const EDITABLE: readonly string[] = [EpdStatus.draft, EpdStatus.rejected];

const STATUS_NAMES: Record<string, [string, string]> = {
  draft: ["草稿", "a draft"],
  applied: ["已申请验证", "applied for verification"],
  issued: ["已发布", "issued"],
  rejected: ["已退回", "rejected"],
  withdrawn: ["已撤回", "withdrawn"],
  pending: ["待处理", "pending"],
  approved: ["已通过", "approved"],
};
const statusName = (status: string) =>
  (STATUS_NAMES[status] ?? [status, status])[currentLocale() === "zh-CN" ? 0 : 1];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** `years` after `date` (29 February goes to 28 February in a common year). */
export function addYears(date: Date, years: number): Date {
  const next = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), 1));
  const days = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), days));
  return next;
}

export class EpdService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reviews: ReviewService,
  ) {
    reviews.onWithdraw((manager, _viewer, review) => this.releaseWithdrawn(manager, review));
  }

  // ---- reading ----

  async list(viewer: Viewer, args: EpdReportListArgs): Promise<Page<EpdReport>> {
    await assertValid(args);
    const query = this.dataSource.getRepository(EpdReport).createQueryBuilder("epd");
    scopeQuery(query, viewer);
    if (args.status) query.andWhere("epd.status = :status", { status: args.status });
    return paginate(query, args, ["epd.productName", "epd.number", "epd.pcrName"], {
      column: "epd.updatedAt",
      order: SortOrder.DESC,
    });
  }

  /** A report the viewer may read: the company's own, or one applied to the viewer's organisation. */
  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<EpdReport> {
    const report = await manager.findOneBy(EpdReport, { id });
    if (!report) throw notFoundReport();
    if (canSeeCompany(viewer, report.companyId)) return report;
    const applied =
      hasPermission(viewer, PermissionCode.ReviewEpdApplications) &&
      (await manager.exists(EpdApplication, {
        where: { epdReportId: id, reviewCompanyId: viewer.companyId },
      }));
    if (!applied) throw notFoundReport();
    return report;
  }

  async applications(viewer: Viewer, args: EpdApplicationListArgs): Promise<Page<EpdApplication>> {
    await assertValid(args);
    const query = this.dataSource
      .getRepository(EpdApplication)
      .createQueryBuilder("application")
      .innerJoin(EpdReport, "epd", "epd.id = application.epdReportId")
      .where("application.reviewCompanyId = :companyId", { companyId: viewer.companyId });
    if (args.status) query.andWhere("application.status = :status", { status: args.status });
    return paginate(query, args, ["epd.productName", "epd.number"], {
      column: "application.appliedAt",
      order: SortOrder.DESC,
    });
  }

  /** The applications of a report, newest first (the owner's and the verifier's view). */
  applicationsOf(report: EpdReport): Promise<EpdApplication[]> {
    return this.dataSource.manager.find(EpdApplication, {
      where: { epdReportId: report.id },
      order: { id: "DESC" },
    });
  }

  report(application: EpdApplication): Promise<EpdReport> {
    return this.dataSource.manager.findOneByOrFail(EpdReport, { id: application.epdReportId });
  }

  async companyName(id: number): Promise<string> {
    return (await this.dataSource.manager.findOneBy(Company, { id }))?.name ?? "";
  }

  /**
   * What the report says: as issued, or for a report not yet issued the figures of its release
   * now, with the verification left open.
   */
  async document(viewer: Viewer, id: number): Promise<EpdDocument> {
    const report = await this.get(viewer, id);
    if (report.status === EpdStatus.issued && report.document) return report.document;
    const manager = this.dataSource.manager;
    const review = await this.reviews.releaseOf(manager, report.reviewId);
    return this.build(manager, report, review.product, review.calculation, null);
  }

  // ---- the owner ----

  async create(viewer: Viewer, input: CreateEpdReportInput): Promise<EpdReport> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product } = await this.reviews.release(viewer, input.reviewId, manager);
      const scheme = STANDARDS.find((s) => s.code === product.standard);
      if (scheme?.stageScheme !== "en15804") {
        throw badInput("reviewId", "epdNotEn15804", {
          name: product.name,
          standard: scheme?.nameEn ?? product.standard,
        });
      }
      const fields = this.checkFields(input);
      const report = await manager.save(
        manager.create(EpdReport, {
          ...fields,
          companyId: review.companyId,
          number: `pending-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
          reviewId: review.id,
          productId: product.id,
          productName: product.name,
          version: review.version,
          calculationId: review.calculationId,
          status: EpdStatus.draft,
          createdBy: viewer.userId,
        }),
      );
      report.number = `EPD-${new Date().getUTCFullYear()}-${String(report.id).padStart(6, "0")}`;
      await manager.update(EpdReport, report.id, { number: report.number });
      return report;
    });
  }

  async update(viewer: Viewer, input: UpdateEpdReportInput): Promise<EpdReport> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const report = await this.lockOwned(viewer, input.id, manager);
      this.assertStatus(report, EDITABLE, "epdNotEditable");
      Object.assign(report, this.checkFields(input));
      return manager.save(report);
    });
  }

  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const report = await this.lockOwned(viewer, id, manager);
      this.assertStatus(report, EDITABLE, "epdNotEditable");
      await manager.delete(EpdApplication, { epdReportId: id });
      await manager.delete(EpdReport, id);
      return true;
    });
  }

  async apply(viewer: Viewer, input: ApplyEpdReportInput): Promise<EpdApplication> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const report = await this.lockOwned(viewer, input.id, manager);
      this.assertStatus(report, EDITABLE, "epdNotApplicable");
      const { review } = await this.reviews.release(viewer, report.reviewId, manager);
      const organisationId = input.reviewCompanyId ?? review.reviewCompanyId;
      const organisations = await this.reviews.organisations(viewer, manager);
      if (!organisations.some((o) => o.id === organisationId)) {
        throw badInput("reviewCompanyId", "reviewOrganisationUnknown", { id: organisationId });
      }
      report.status = EpdStatus.applied;
      await manager.save(report);
      return manager.save(
        manager.create(EpdApplication, {
          epdReportId: report.id,
          companyId: report.companyId,
          reviewCompanyId: organisationId,
          status: "pending",
          note: input.note.trim(),
          appliedBy: viewer.userId,
        }),
      );
    });
  }

  // ---- the verifier ----

  async decide(viewer: Viewer, input: DecideEpdApplicationInput): Promise<EpdApplication> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const application = await manager
        .getRepository(EpdApplication)
        .createQueryBuilder("a")
        .where("a.id = :id", { id: input.id })
        .setLock("pessimistic_write")
        .getOne();
      if (!application || application.reviewCompanyId !== viewer.companyId) {
        throw notFoundApplication();
      }
      const report = await manager
        .getRepository(EpdReport)
        .createQueryBuilder("r")
        .where("r.id = :id", { id: application.epdReportId })
        .setLock("pessimistic_write")
        .getOneOrFail();
      if (report.companyId === viewer.companyId) {
        throw forbidden("epdOwnCompany", { number: report.number });
      }
      if (application.status !== "pending" || report.status !== EpdStatus.applied) {
        throw conflict("epdApplicationDecided", {
          number: report.number,
          status: statusName(application.status === "pending" ? report.status : application.status),
        });
      }
      const user = await manager.findOneBy(User, { id: viewer.userId });
      const now = new Date();
      application.status = input.approve ? "approved" : "rejected";
      application.decidedBy = viewer.userId;
      application.deciderName = (user?.realname || viewer.username).slice(0, 100);
      application.decidedAt = now;
      application.decisionNote = input.note.trim();
      await manager.save(application);
      if (!input.approve) {
        report.status = EpdStatus.rejected;
        await manager.save(report);
        return application;
      }
      const { product, calculation } = await this.reviews.releaseOf(manager, report.reviewId);
      const organisation = await manager.findOneBy(Company, { id: viewer.companyId });
      const validUntil = addYears(now, report.validityYears);
      report.document = await this.build(manager, report, product, calculation, {
        organisation: organisation?.name ?? "",
        verifier: application.deciderName,
        date: isoDate(now),
        issueDate: isoDate(now),
        validUntil: isoDate(validUntil),
      });
      report.status = EpdStatus.issued;
      report.issuedAt = now;
      report.validUntil = isoDate(validUntil);
      await manager.save(report);
      return application;
    });
  }

  // ---- helpers ----

  /** A withdrawn release takes its reports with it; pending applications are rejected. */
  private async releaseWithdrawn(manager: EntityManager, review: LcaReview): Promise<void> {
    const reports = await manager.find(EpdReport, { where: { reviewId: review.id } });
    if (reports.length === 0) return;
    const ids = reports.map((r) => r.id);
    await manager.update(EpdReport, { id: In(ids) }, { status: EpdStatus.withdrawn });
    await manager.update(
      EpdApplication,
      { epdReportId: In(ids), status: "pending" },
      {
        status: "rejected",
        decidedAt: new Date(),
        decisionNote: "Release withdrawn / 研究发布已撤回",
      },
    );
  }

  private async lockOwned(viewer: Viewer, id: number, manager: EntityManager): Promise<EpdReport> {
    const report = await manager
      .getRepository(EpdReport)
      .createQueryBuilder("r")
      .where("r.id = :id", { id })
      .setLock("pessimistic_write")
      .getOne();
    if (!report || !canSeeCompany(viewer, report.companyId)) throw notFoundReport();
    return report;
  }

  private assertStatus(
    report: EpdReport,
    allowed: readonly string[],
    key: "epdNotEditable" | "epdNotApplicable",
  ): void {
    if (!allowed.includes(report.status)) {
      throw conflict(key, { number: report.number, status: statusName(report.status) });
    }
  }

  /** The fields as stored: modules in EN 15804 order, the mandatory ones present. */
  private checkFields(input: EpdReportFields): Omit<EpdReportFields, never> {
    const modules = EN15804_MODULES.filter((m) => input.modules.includes(m));
    for (const mandatory of MANDATORY_MODULES) {
      if (!modules.includes(mandatory as (typeof modules)[number])) {
        throw badInput("modules", "epdMissingModule", { module: mandatory });
      }
    }
    input.scenarios.forEach((scenario, index) => {
      if (!modules.includes(scenario.module as (typeof modules)[number])) {
        throw badInput(`scenarios[${index}].module`, "epdScenarioModuleNotDeclared", {
          scenario: scenario.name,
          module: scenario.module,
        });
      }
    });
    if (modules.some((m) => m.startsWith("B")) && !input.referenceServiceLifeYears) {
      throw badInput("referenceServiceLifeYears", "epdServiceLifeNeeded");
    }
    return {
      modules: [...modules],
      aggregateA1A3: input.aggregateA1A3,
      scenarios: input.scenarios.map((s) => ({
        module: s.module,
        name: s.name.trim(),
        description: s.description.trim(),
      })),
      pcrName: input.pcrName.trim(),
      pcrVersion: input.pcrVersion.trim(),
      programOperator: input.programOperator.trim(),
      referenceServiceLifeYears: input.referenceServiceLifeYears ?? null,
      validityYears: input.validityYears,
      biogenicCarbonProduct: input.biogenicCarbonProduct ?? null,
      biogenicCarbonPackaging: input.biogenicCarbonPackaging ?? null,
      notes: input.notes.trim(),
    };
  }

  /** The report's document from the release's stored calculation. */
  private async build(
    manager: EntityManager,
    report: EpdReport,
    product: LcaProduct,
    calculation: LcaCalculation,
    issue: {
      organisation: string;
      verifier: string;
      date: string;
      issueDate: string;
      validUntil: string;
    } | null,
  ): Promise<EpdDocument> {
    const company = await manager.findOneBy(Company, { id: report.companyId });
    const unit = unitById(product.declaredUnitId);
    return {
      number: report.number,
      version: 1,
      product: {
        name: product.name,
        specification: product.specification,
        description: product.description,
        geography: product.geography,
      },
      manufacturer: { name: company?.name ?? "", creditCode: company?.creditCode ?? "" },
      declaredUnit: {
        amount: product.declaredAmount,
        unit: unit?.symbol ?? String(product.declaredUnitId),
        description: product.unitDescription,
        massKg: unit?.symbol === "kg" ? product.declaredAmount : (product.massPerUnit ?? null),
      },
      referenceServiceLifeYears: report.referenceServiceLifeYears,
      modules: EN15804_MODULES.map((code) => ({ code, declared: report.modules.includes(code) })),
      aggregateA1A3: report.aggregateA1A3,
      indicators: epdIndicators(calculation, report.modules, report.aggregateA1A3),
      biogenicCarbon: {
        product: report.biogenicCarbonProduct,
        packaging: report.biogenicCarbonPackaging,
      },
      scenarios: report.scenarios,
      pcr: { name: report.pcrName, version: report.pcrVersion },
      programOperator: report.programOperator,
      standard: "EN 15804:2012+A2:2019",
      database: calculation.databaseLabel,
      method: "EF 3.1 (EN 15804+A2)",
      referenceYear: product.referenceYear,
      issueDate: issue?.issueDate ?? "",
      validUntil: issue?.validUntil ?? "",
      verification: {
        organisation: issue?.organisation ?? "",
        verifier: issue?.verifier ?? "",
        date: issue?.date ?? "",
        kind: "external",
      },
      notes: report.notes,
      source: {
        productId: product.id,
        version: report.version,
        calculationNumber: calculation.number,
      },
    };
  }
}

/**
 * The indicators by module from a calculation's stored results: a declared module with no line is
 * 0; an indicator the calculation does not carry is null (ND) in every module; "A1-A3" is the sum
 * of A1, A2 and A3 when the report aggregates them.
 */
export function epdIndicators(
  calculation: Pick<LcaCalculation, "result">,
  modules: readonly string[],
  aggregateA1A3: boolean,
): EpdIndicatorValues[] {
  const result = calculation.result;
  const indicators = result?.indicators ?? [];
  return EPD_INDICATORS.map((definition) => {
    const indexes = definition.from
      ? definition.from.categories.map((category) =>
          indicators.findIndex(
            (i) => i.method === definition.from!.method && i.category === category,
          ),
        )
      : [];
    const available = indexes.length > 0 && indexes.every((k) => k >= 0);
    const moduleValue = (module: string): number | null => {
      if (!available) return null;
      const row = result!.byStage.find((r) => r.key === module);
      return row ? indexes.reduce((sum, k) => sum + row.values[k], 0) : 0;
    };
    const values: Record<string, number | null> = {};
    if (aggregateA1A3) {
      const parts = ["A1", "A2", "A3"].map(moduleValue);
      values["A1-A3"] = parts.some((v) => v === null)
        ? null
        : parts.reduce<number>((sum, v) => sum + (v ?? 0), 0);
    }
    for (const module of modules) values[module] = moduleValue(module);
    return { group: definition.group, code: definition.code, unit: definition.unit, values };
  });
}

// Carbon labels (`/co2label/*`) and their public verification (`/c-label`). A label is issued
// from a released study: its claim (footprint per declared unit, boundary, standard, GWP set,
// verification, validity, serial) and the ISO 14067 report behind it are copied from the release
// at that moment and never change; the label can only be revoked. The public verification answers
// what the label claims and whether it is valid, expired or revoked, and nothing else.
import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { unitById } from "../../calc/units";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { badInput, conflict, DomainError, ErrorCode } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import type { LcaCalculation } from "../lca-product/lca-calculation.entity";
import { METHODS, STANDARDS, stagesOf } from "../lca-product/lca-product.codes";
import type { LcaProduct } from "../lca-product/lca-product.entity";
import { ALLOCATIONS, BOUNDARIES } from "../process-model/process-model.codes";
import type { LcaReview } from "../review/review.entity";
import type { ReviewService } from "../review/review.service";
import { CarbonLabel } from "./carbon-label.entity";
import type {
  CarbonLabelListArgs,
  CreateCarbonLabelInput,
  RevokeCarbonLabelInput,
} from "./carbon-label.inputs";
import type { FootprintReportDocument, LabelClaim } from "./footprint-report-document";
import { qrPng } from "./label-artwork";

const notFoundLabel = () => DomainError.of(ErrorCode.NotFound, "labelNotFound");
const EN15804 = "en15804-a2-ef31";

export type LabelState = "valid" | "expired" | "revoked" | "pending";

const today = () => new Date().toISOString().slice(0, 10);

/** Whether a label is valid today, not yet valid, past its period, or revoked. */
export function labelState(
  label: Pick<CarbonLabel, "status" | "validFrom" | "validUntil">,
  on = today(),
): LabelState {
  if (label.status === "revoked") return "revoked";
  if (on > label.validUntil) return "expired";
  if (on < label.validFrom) return "pending";
  return "valid";
}

/** The last day of a period of `years` starting on `from` (YYYY-MM-DD). */
export function periodEnd(from: string, years: number): string {
  const [y, m, d] = from.split("-").map(Number);
  const end = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February + n years in a common year rolls to 1 March; the period then ends 28 February.
  if (end.getUTCMonth() !== m - 1) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** The public answer of `/c-label`: the claim and the state, nothing of the company's data. */
export interface PublicLabel {
  claim: LabelClaim;
  state: LabelState;
  revokedAt: Date | null;
  revokeReason: string;
}

export class CarbonLabelService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reviews: ReviewService,
  ) {
    reviews.onWithdraw((manager, viewer, review) => this.releaseWithdrawn(manager, viewer, review));
  }

  async list(viewer: Viewer, args: CarbonLabelListArgs): Promise<Page<CarbonLabel>> {
    await assertValid(args);
    const query = this.dataSource.getRepository(CarbonLabel).createQueryBuilder("label");
    scopeQuery(query, viewer);
    const on = today();
    if (args.state === "revoked") query.andWhere("label.status = 'revoked'");
    if (args.state === "expired") {
      query.andWhere("label.status <> 'revoked' AND label.validUntil < :on", { on });
    }
    if (args.state === "valid") {
      query.andWhere("label.status <> 'revoked' AND label.validUntil >= :on", { on });
    }
    return paginate(
      query,
      args,
      ["label.serial", "label.claim ->> 'productName'", "label.claim ->> 'specification'"],
      { column: "label.createdAt", order: SortOrder.DESC },
    );
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CarbonLabel> {
    const label = await manager.findOneBy(CarbonLabel, { id });
    if (!label || !canSeeCompany(viewer, label.companyId)) throw notFoundLabel();
    return label;
  }

  /** The public verification of a code; an unknown code is "not found", whatever it looks like. */
  async verify(code: string): Promise<PublicLabel> {
    const label = /^[A-Za-z0-9_-]{8,40}$/.test(code)
      ? await this.dataSource.manager.findOneBy(CarbonLabel, { code })
      : null;
    if (!label) throw DomainError.of(ErrorCode.NotFound, "labelCodeUnknown");
    return {
      claim: label.claim,
      state: labelState(label),
      revokedAt: label.revokedAt,
      revokeReason: label.revokeReason,
    };
  }

  /** The report document with its QR drawn, for the PDF. */
  async reportDocument(viewer: Viewer, id: number): Promise<FootprintReportDocument> {
    const label = await this.get(viewer, id);
    return { ...label.report, qrPng: await qrPng(label.claim.verifyUrl) };
  }

  async create(
    viewer: Viewer,
    input: CreateCarbonLabelInput,
    origin: string,
  ): Promise<CarbonLabel> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product, calculation } = await this.reviews.release(
        viewer,
        input.reviewId,
        manager,
      );
      const result = calculation.result;
      const headline = result?.indicators[result.headline];
      if (!result || !headline || !/kg CO2/i.test(headline.unit)) {
        throw badInput("reviewId", "labelNoFootprint", { name: product.name });
      }
      const released = (review.releasedAt ?? new Date()).toISOString().slice(0, 10);
      const validFrom = input.validFrom ?? today();
      if (validFrom < released) {
        throw badInput("validFrom", "labelValidFromTooEarly", { date: released });
      }
      const code = randomBytes(18).toString("base64url");
      const company = await manager.findOneBy(Company, { id: review.companyId });
      const reviewCompany = await manager.findOneBy(Company, { id: review.reviewCompanyId });
      const label = manager.create(CarbonLabel, {
        companyId: review.companyId,
        serial: `pending-${code.slice(0, 20)}`,
        code,
        reviewId: review.id,
        productId: product.id,
        version: review.version,
        calculationId: calculation.id,
        status: "active",
        validFrom,
        validUntil: periodEnd(validFrom, input.validityYears),
        createdBy: viewer.userId,
      });
      const claim = labelClaim({
        product,
        calculation,
        companyName: company?.name ?? "",
        verification: {
          organisation: reviewCompany?.name ?? "",
          verifier: review.approverName,
          date: released,
        },
        code,
        verifyUrl: `${origin.replace(/\/+$/, "")}/c-label?code=${code}`,
        validFrom: label.validFrom,
        validUntil: label.validUntil,
      });
      label.claim = claim;
      label.report = footprintReport(claim, product, calculation);
      const saved = await manager.save(label);
      saved.serial = `CL-${validFrom.slice(0, 4)}-${String(saved.id).padStart(6, "0")}`;
      saved.claim = { ...saved.claim, serial: saved.serial };
      saved.report = { ...saved.report, label: saved.claim };
      await manager.update(CarbonLabel, saved.id, {
        serial: saved.serial,
        claim: saved.claim,
        report: saved.report,
      });
      return saved;
    });
  }

  async revoke(viewer: Viewer, input: RevokeCarbonLabelInput): Promise<CarbonLabel> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const label = await this.get(viewer, input.id, manager);
      if (label.status === "revoked")
        throw conflict("labelAlreadyRevoked", { serial: label.serial });
      label.status = "revoked";
      label.revokedAt = new Date();
      label.revokedBy = viewer.userId;
      label.revokeReason = input.reason.trim();
      return manager.save(label);
    });
  }

  /** A withdrawn release revokes every label issued from it. */
  private async releaseWithdrawn(
    manager: EntityManager,
    viewer: Viewer,
    review: LcaReview,
  ): Promise<void> {
    await manager.update(
      CarbonLabel,
      { reviewId: review.id, status: "active" },
      {
        status: "revoked",
        revokedAt: new Date(),
        revokedBy: viewer.userId,
        revokeReason: "研究发布已撤回 / The release of the study was withdrawn",
      },
    );
  }
}

const named = (list: readonly { code: string; name: string; nameEn: string }[], code: string) => {
  const found = list.find((item) => item.code === code);
  return { code, name: found?.name ?? code, nameEn: found?.nameEn ?? code };
};

/** What a label of this release claims. */
export function labelClaim(args: {
  product: LcaProduct;
  calculation: LcaCalculation;
  companyName: string;
  verification: LabelClaim["verification"];
  code: string;
  verifyUrl: string;
  validFrom: string;
  validUntil: string;
}): LabelClaim {
  const { product, calculation } = args;
  const result = calculation.result!;
  const headline = result.indicators[result.headline];
  const unit = unitById(product.declaredUnitId);
  return {
    serial: "",
    code: args.code,
    verifyUrl: args.verifyUrl,
    productName: product.name,
    specification: product.specification,
    companyName: args.companyName,
    footprint: headline.total,
    declaredUnit: {
      amount: product.declaredAmount,
      unit: unit?.symbol ?? String(product.declaredUnitId),
      description: product.unitDescription,
    },
    boundary: named(BOUNDARIES, product.boundary),
    standard: named(STANDARDS, product.standard),
    gwpSet: gwpSetName(headline.method),
    verification: args.verification,
    validFrom: args.validFrom,
    validUntil: args.validUntil,
  };
}

function gwpSetName(method: string): string {
  if (method === "ipcc-ar5-gwp100") return "IPCC AR5 GWP100";
  if (method === EN15804) return "EN 15804+A2 GWP-total (EF 3.1, IPCC AR6 GWP100)";
  return "IPCC AR6 GWP100";
}

/** The ISO 14067 report behind a label, from the release's stored calculation. */
export function footprintReport(
  claim: LabelClaim,
  product: LcaProduct,
  calculation: LcaCalculation,
): Omit<FootprintReportDocument, "qrPng"> {
  const result = calculation.result!;
  const k = result.headline;
  const total = result.indicators[k].total;
  const share = (value: number) => (total !== 0 ? value / total : 0);
  const split = (category: string) => {
    const index = result.indicators.findIndex(
      (i) => i.method === EN15804 && i.category === category,
    );
    return index >= 0 ? result.indicators[index].total : null;
  };
  const stages = stagesOf(product.standard);
  const method = METHODS.find((m) => m.method === result.indicators[k].method);
  const u = calculation.uncertainty;
  return {
    label: claim,
    product: {
      description: product.description,
      geography: product.geography,
      referenceYear: product.referenceYear,
    },
    study: {
      cutOffRule: product.cutOffRule,
      allocation: named(ALLOCATIONS, product.allocation),
      database: calculation.databaseLabel,
      method: method?.nameEn ?? result.indicators[k].name,
      calculationNumber: calculation.number,
      calculatedAt: (calculation.finishedAt ?? calculation.createdAt).toISOString(),
      version: calculation.version,
    },
    gwp: {
      total,
      fossil: split("GWP-fossil"),
      biogenic: split("GWP-biogenic"),
      luluc: split("GWP-luluc"),
    },
    byStage: result.byStage.map((row) => {
      const stage = stages.find((s) => s.code === row.key);
      return {
        code: row.key,
        name: stage?.name ?? row.name,
        nameEn: stage?.nameEn ?? row.name,
        value: row.values[k],
        share: share(row.values[k]),
      };
    }),
    topLines: [...result.byLine]
      .sort((a, b) => Math.abs(b.values[k]) - Math.abs(a.values[k]))
      .slice(0, 10)
      .map((line) => ({
        name: line.name,
        stage: line.stage,
        value: line.values[k],
        share: share(line.values[k]),
      })),
    primaryShare: result.primaryShare,
    dataQuality: result.dataQuality
      ? { rating: result.dataQuality.rating, level: result.dataQuality.level }
      : null,
    uncertainty:
      u && u.indicator === result.indicators[k].category
        ? { iterations: u.iterations, p2_5: u.p2_5, p97_5: u.p97_5 }
        : null,
  };
}

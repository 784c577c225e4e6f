// The review workflow that releases a study (SPEC §4: audit status '18'). The owner submits one
// version with a succeeded, current calculation to a review organisation, another company of the
// platform; its assigner (pv03) assigns reviewers (pv01) of that company; a reviewer reads the
// model and results, comments on the study or on lines, and either asks for changes (the owner
// edits, recalculates and resubmits: a new round) or approves, which releases the version. Every
// state change is one transaction that writes the review, the product's audit status, an event
// and the LCA log. A reviewer never reviews a study of their own company.
import { In, IsNull, type DataSource, type EntityManager } from "typeorm";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { badInput, conflict, DomainError, ErrorCode, forbidden } from "../../lib/errors";
import { currentLocale } from "../../lib/request-context";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, hasPermission, type Viewer } from "../auth/viewer";
import { Company, CompanyStatus } from "../company/company.entity";
import { LcaCalculation } from "../lca-product/lca-calculation.entity";
import type { LcaLogService } from "../lca-product/lca-log.service";
import { AUDIT_STATUSES, AuditStatus } from "../lca-product/lca-product.codes";
import { LcaModelLine, LcaProduct } from "../lca-product/lca-product.entity";
import { LcaLogEntry } from "../lca-product/lca-log.entity";
import type { PactProductFootprint } from "../lca-product/pact-footprint";
import { releaseFootprint } from "./review-pact";
import { PermissionCode } from "../permission/permission-codes";
import { User, UserStatus } from "../user/user.entity";
import { LcaReview, LcaReviewAssignment, LcaReviewComment, LcaReviewEvent } from "./review.entity";
import type {
  AnswerLcaReviewCommentInput,
  AssignLcaReviewInput,
  LcaReviewCommentInput,
  LcaReviewDecisionInput,
  LcaReviewListArgs,
  ResolveLcaReviewCommentInput,
  ResubmitLcaReviewInput,
  SubmitLcaReviewInput,
} from "./review.inputs";

const P = PermissionCode;
const OPEN: readonly string[] = [
  AuditStatus.submitted,
  AuditStatus.inReview,
  AuditStatus.changesRequested,
];
/** Log actions that change a version's model or study: a calculation before them is stale. */
const MODEL_CHANGES = ["add-line", "update-line", "delete-line", "import-lines", "update-product"];

const notFoundReview = () => DomainError.of(ErrorCode.NotFound, "reviewNotFound");

/** The display name of an audit status in the request's language. */
export function statusName(code: string): string {
  const found = AUDIT_STATUSES.find((s) => s.code === code);
  if (!found) return code;
  return currentLocale() === "zh-CN" ? found.name : found.nameEn;
}

/** A released version: its review, product (as it is now) and the calculation released. */
export interface Release {
  review: LcaReview;
  product: LcaProduct;
  calculation: LcaCalculation;
}

/** Called inside the transaction that withdraws a release (labels revoke, EPDs withdraw). */
export type WithdrawListener = (
  manager: EntityManager,
  viewer: Viewer,
  review: LcaReview,
) => Promise<void>;

/** A review organisation a study can be submitted to. */
export interface ReviewOrganisation {
  id: number;
  name: string;
}

/** A user of the review organisation who holds pv01. */
export interface Reviewer {
  id: number;
  username: string;
  realname: string;
}

export class ReviewService {
  private readonly withdrawListeners: WithdrawListener[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly log: LcaLogService,
  ) {}

  onWithdraw(listener: WithdrawListener): void {
    this.withdrawListeners.push(listener);
  }

  // ---- reading ----

  async list(viewer: Viewer, args: LcaReviewListArgs): Promise<Page<LcaReview>> {
    await assertValid(args);
    const query = this.dataSource
      .getRepository(LcaReview)
      .createQueryBuilder("review")
      .innerJoin(LcaProduct, "product", "product.id = review.productId");
    if (args.view === "own") {
      this.requireAny(viewer, [P.LcaCreate, P.LcaManage, P.LcaList]);
      if (!viewer.scope.all) {
        query.andWhere("review.companyId IN (:...companyIds)", {
          companyIds: viewer.scope.companyIds,
        });
      }
    } else if (args.view === "organisation") {
      this.requireAny(viewer, [P.ReviewProductAssign]);
      query.andWhere("review.reviewCompanyId = :companyId", { companyId: viewer.companyId });
    } else {
      this.requireAny(viewer, [P.ReviewPerform]);
      query.andWhere(
        `review.id IN (SELECT a.review_id FROM lca_review_assignment a WHERE a.reviewer_id = :me)`,
        { me: viewer.userId },
      );
    }
    if (args.status) query.andWhere("review.status = :status", { status: args.status });
    if (args.productId)
      query.andWhere("review.productId = :productId", { productId: args.productId });
    return paginate(query, args, ["product.name", "product.specification"], {
      column: "review.updatedAt",
      order: SortOrder.DESC,
    });
  }

  /** A review the viewer may read: the owner's company, the organisation's assigner, a reviewer. */
  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LcaReview> {
    const review = await manager.findOneBy(LcaReview, { id });
    if (!review || !(await this.canRead(viewer, review, manager))) throw notFoundReview();
    return review;
  }

  private async canRead(
    viewer: Viewer,
    review: LcaReview,
    manager: EntityManager,
  ): Promise<boolean> {
    if (canSeeCompany(viewer, review.companyId)) {
      return [P.LcaCreate, P.LcaManage, P.LcaList].some((code) => hasPermission(viewer, code));
    }
    if (viewer.companyId !== review.reviewCompanyId) return false;
    if (hasPermission(viewer, P.ReviewProductAssign)) return true;
    return (
      hasPermission(viewer, P.ReviewPerform) && (await this.isAssigned(manager, review, viewer))
    );
  }

  private async isAssigned(
    manager: EntityManager,
    review: LcaReview,
    viewer: Viewer,
  ): Promise<boolean> {
    return manager.exists(LcaReviewAssignment, {
      where: { reviewId: review.id, reviewerId: viewer.userId },
    });
  }

  product(review: LcaReview): Promise<LcaProduct> {
    return this.dataSource.manager.findOneByOrFail(LcaProduct, { id: review.productId });
  }

  lines(review: LcaReview): Promise<LcaModelLine[]> {
    return this.dataSource.manager.find(LcaModelLine, {
      where: { productId: review.productId, version: review.version },
      order: { position: "ASC", id: "ASC" },
    });
  }

  calculation(review: LcaReview): Promise<LcaCalculation> {
    return this.dataSource.manager.findOneByOrFail(LcaCalculation, { id: review.calculationId });
  }

  assignments(review: LcaReview): Promise<LcaReviewAssignment[]> {
    return this.dataSource.manager.find(LcaReviewAssignment, {
      where: { reviewId: review.id },
      order: { id: "ASC" },
    });
  }

  comments(review: LcaReview): Promise<LcaReviewComment[]> {
    return this.dataSource.manager.find(LcaReviewComment, {
      where: { reviewId: review.id },
      order: { id: "ASC" },
    });
  }

  events(review: LcaReview): Promise<LcaReviewEvent[]> {
    return this.dataSource.manager.find(LcaReviewEvent, {
      where: { reviewId: review.id },
      order: { id: "ASC" },
    });
  }

  async companyName(id: number): Promise<string> {
    return (await this.dataSource.manager.findOneBy(Company, { id }))?.name ?? "";
  }

  /** Companies the viewer's company may submit to: active, not itself, with an assigner (pv03). */
  async organisations(
    viewer: Viewer,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReviewOrganisation[]> {
    const rows: { id: number; name: string }[] = await manager.query(
      `SELECT c.id, c.name FROM company c
        JOIN agent a ON a.id = c.agent_id
       WHERE c.status = $1 AND c.id <> $2 AND (c.agent_id = $3 OR a.is_platform)
         AND EXISTS (SELECT 1 FROM user_account u
                       JOIN user_role ur ON ur.user_id = u.id
                       JOIN role_permission rp ON rp.role_id = ur.role_id
                      WHERE u.company_id = c.id AND u.status = $4 AND rp.permission_code = $5)
       ORDER BY c.name, c.id`,
      [
        CompanyStatus.Active,
        viewer.companyId,
        viewer.agentId,
        UserStatus.Active,
        P.ReviewProductAssign,
      ],
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name }));
  }

  /** The active users of the viewer's own company who hold pv01. */
  async reviewers(
    viewer: Viewer,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Reviewer[]> {
    const rows: Reviewer[] = await manager.query(
      `SELECT DISTINCT u.id, u.username, u.realname FROM user_account u
         JOIN user_role ur ON ur.user_id = u.id
         JOIN role_permission rp ON rp.role_id = ur.role_id
        WHERE u.company_id = $1 AND u.status = $2 AND rp.permission_code = $3
        ORDER BY u.username`,
      [viewer.companyId, UserStatus.Active, P.ReviewPerform],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** A released version of the viewer's company (for labels and EPDs), read inside `manager`. */
  async release(
    viewer: Viewer,
    reviewId: number,
    manager: EntityManager,
    field = "reviewId",
  ): Promise<Release> {
    const review = await manager.findOneBy(LcaReview, { id: reviewId });
    if (!review || !canSeeCompany(viewer, review.companyId)) throw notFoundReview();
    const product = await manager.findOneByOrFail(LcaProduct, { id: review.productId });
    if (review.status !== AuditStatus.released) {
      throw badInput(field, "reviewNotReleased", {
        name: product.name,
        version: review.version,
        status: statusName(review.status),
      });
    }
    const calculation = await manager.findOneByOrFail(LcaCalculation, { id: review.calculationId });
    return { review, product, calculation };
  }

  /** A review with its product and calculation, for modules that already checked access. */
  async releaseOf(manager: EntityManager, reviewId: number): Promise<Release> {
    const review = await manager.findOneByOrFail(LcaReview, { id: reviewId });
    const product = await manager.findOneByOrFail(LcaProduct, { id: review.productId });
    const calculation = await manager.findOneByOrFail(LcaCalculation, { id: review.calculationId });
    return { review, product, calculation };
  }

  /** A release of the viewer's company as a PACT v3 ProductFootprint. */
  async pactFootprint(viewer: Viewer, reviewId: number): Promise<PactProductFootprint> {
    const manager = this.dataSource.manager;
    const review = await manager.findOneBy(LcaReview, { id: reviewId });
    if (!review || !canSeeCompany(viewer, review.companyId)) throw notFoundReview();
    return releaseFootprint(manager, await this.releaseOf(manager, reviewId));
  }

  // ---- the owner ----

  async submit(viewer: Viewer, input: SubmitLcaReviewInput): Promise<LcaReview> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const product = await this.lockProduct(viewer, input.productId, manager);
      const open = await manager.findOne(LcaReview, {
        where: { productId: product.id, status: In([...OPEN]) },
      });
      if (open) {
        throw conflict("reviewAlreadyOpen", {
          name: product.name,
          status: statusName(open.status),
        });
      }
      if (product.auditStatus !== AuditStatus.draft) {
        throw conflict("reviewNotDraft", {
          name: product.name,
          status: statusName(product.auditStatus),
        });
      }
      const calculation = await this.currentCalculation(manager, product, input.calculationId);
      const organisations = await this.organisations(viewer, manager);
      const organisation = organisations.find((o) => o.id === input.reviewCompanyId);
      if (!organisation) {
        throw badInput("reviewCompanyId", "reviewOrganisationUnknown", {
          id: input.reviewCompanyId,
        });
      }
      const review = await manager.save(
        manager.create(LcaReview, {
          companyId: product.companyId,
          productId: product.id,
          version: product.version,
          calculationId: calculation.id,
          reviewCompanyId: organisation.id,
          status: AuditStatus.submitted,
          round: 1,
          note: input.note,
          submittedBy: viewer.userId,
          submittedAt: new Date(),
        }),
      );
      await this.transition(
        manager,
        viewer,
        review,
        product,
        "submit",
        AuditStatus.submitted,
        input.note,
        {
          zh: `提交评审（版本 ${product.version}，第 ${calculation.number} 次计算）至 ${organisation.name}`,
          en: `Submitted version ${product.version} (calculation ${calculation.number}) for review to ${organisation.name}`,
        },
      );
      return review;
    });
  }

  async resubmit(viewer: Viewer, input: ResubmitLcaReviewInput): Promise<LcaReview> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product } = await this.lockOwned(viewer, input.reviewId, manager);
      this.assertState(review, product, [AuditStatus.changesRequested], "resubmit");
      const calculation = await this.currentCalculation(manager, product, input.calculationId);
      const assigned = await manager.count(LcaReviewAssignment, { where: { reviewId: review.id } });
      review.round += 1;
      review.calculationId = calculation.id;
      const to = assigned > 0 ? AuditStatus.inReview : AuditStatus.submitted;
      await this.transition(manager, viewer, review, product, "resubmit", to, input.note, {
        zh: `修改后重新提交评审（第 ${review.round} 轮，第 ${calculation.number} 次计算）`,
        en: `Resubmitted after changes (round ${review.round}, calculation ${calculation.number})`,
      });
      return review;
    });
  }

  /** The owner takes back a submission not yet decided: the version is a draft again. */
  async cancel(viewer: Viewer, input: LcaReviewDecisionInput): Promise<LcaReview> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product } = await this.lockOwned(viewer, input.reviewId, manager);
      this.assertState(review, product, OPEN, "cancel");
      review.withdrawnAt = new Date();
      await this.transition(
        manager,
        viewer,
        review,
        product,
        "cancel",
        AuditStatus.withdrawn,
        input.note,
        {
          zh: "撤回评审提交，研究回到草稿",
          en: "Withdrew the submission; the study is a draft again",
        },
        AuditStatus.draft,
      );
      return review;
    });
  }

  /** The owner withdraws a release: its labels are revoked and its EPDs withdrawn with it. */
  async withdraw(viewer: Viewer, input: LcaReviewDecisionInput): Promise<LcaReview> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product } = await this.lockOwned(viewer, input.reviewId, manager);
      this.assertState(review, product, [AuditStatus.released], "withdraw");
      review.withdrawnAt = new Date();
      await this.transition(
        manager,
        viewer,
        review,
        product,
        "withdraw",
        AuditStatus.withdrawn,
        input.note,
        {
          zh: `撤回版本 ${review.version} 的发布`,
          en: `Withdrew the release of version ${review.version}`,
        },
      );
      for (const listener of this.withdrawListeners) await listener(manager, viewer, review);
      return review;
    });
  }

  async answer(viewer: Viewer, input: AnswerLcaReviewCommentInput): Promise<LcaReviewComment> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const parent = await manager.findOneBy(LcaReviewComment, { id: input.commentId });
      if (!parent) throw DomainError.of(ErrorCode.NotFound, "reviewCommentNotFound");
      const { review, product } = await this.lockOwned(viewer, parent.reviewId, manager);
      this.assertState(review, product, OPEN, "answer");
      return manager.save(
        manager.create(LcaReviewComment, {
          reviewId: review.id,
          round: review.round,
          lineId: parent.lineId,
          parentId: parent.parentId ?? parent.id,
          side: "owner",
          authorId: viewer.userId,
          authorName: await this.userName(manager, viewer),
          body: input.body.trim(),
        }),
      );
    });
  }

  // ---- the review organisation ----

  async assign(viewer: Viewer, input: AssignLcaReviewInput): Promise<LcaReview> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product } = await this.lockForOrganisation(viewer, input.reviewId, manager);
      this.assertState(review, product, OPEN, "assign");
      const reviewers = await this.reviewers(viewer, manager);
      const wanted = [...new Set(input.reviewerIds)];
      for (const id of wanted) {
        if (!reviewers.some((r) => r.id === id)) {
          throw badInput("reviewerIds", "reviewReviewerUnknown", { id });
        }
      }
      const current = await manager.find(LcaReviewAssignment, { where: { reviewId: review.id } });
      const removed = current.filter((a) => !wanted.includes(a.reviewerId));
      if (removed.length)
        await manager.delete(
          LcaReviewAssignment,
          removed.map((a) => a.id),
        );
      const added = wanted.filter((id) => !current.some((a) => a.reviewerId === id));
      for (const id of added) {
        const reviewer = reviewers.find((r) => r.id === id)!;
        await manager.insert(LcaReviewAssignment, {
          reviewId: review.id,
          reviewerId: id,
          reviewerName: reviewer.realname || reviewer.username,
          assignedBy: viewer.userId,
        });
      }
      const names = wanted.map((id) => {
        const r = reviewers.find((x) => x.id === id)!;
        return r.realname || r.username;
      });
      const to = review.status === AuditStatus.submitted ? AuditStatus.inReview : review.status;
      await this.transition(manager, viewer, review, product, "assign", to, "", {
        zh: `分配评审人：${names.join("、")}`,
        en: `Assigned reviewers: ${names.join(", ")}`,
      });
      return review;
    });
  }

  // ---- the reviewer ----

  async comment(viewer: Viewer, input: LcaReviewCommentInput): Promise<LcaReviewComment> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product } = await this.lockForReviewer(viewer, input.reviewId, manager);
      this.assertState(review, product, [AuditStatus.inReview], "comment");
      if (input.lineId) {
        const line = await manager.findOneBy(LcaModelLine, { id: input.lineId });
        if (!line || line.productId !== review.productId || line.version !== review.version) {
          throw badInput("lineId", "reviewLineNotInVersion", {
            id: input.lineId,
            version: review.version,
            name: product.name,
          });
        }
      }
      return manager.save(
        manager.create(LcaReviewComment, {
          reviewId: review.id,
          round: review.round,
          lineId: input.lineId ?? null,
          parentId: null,
          side: "reviewer",
          authorId: viewer.userId,
          authorName: await this.userName(manager, viewer),
          body: input.body.trim(),
        }),
      );
    });
  }

  async resolve(viewer: Viewer, input: ResolveLcaReviewCommentInput): Promise<LcaReviewComment> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const comment = await manager.findOneBy(LcaReviewComment, { id: input.commentId });
      if (!comment) throw DomainError.of(ErrorCode.NotFound, "reviewCommentNotFound");
      const { review, product } = await this.lockForReviewer(viewer, comment.reviewId, manager);
      this.assertState(review, product, [AuditStatus.inReview], "resolve");
      comment.resolved = input.resolved;
      return manager.save(comment);
    });
  }

  async requestChanges(viewer: Viewer, input: LcaReviewDecisionInput): Promise<LcaReview> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product } = await this.lockForReviewer(viewer, input.reviewId, manager);
      this.assertState(review, product, [AuditStatus.inReview], "request-changes");
      const open = await this.unresolved(manager, review);
      if (open === 0 && !input.note.trim()) throw badInput("note", "reviewChangesNeedReason");
      await this.transition(
        manager,
        viewer,
        review,
        product,
        "request-changes",
        AuditStatus.changesRequested,
        input.note,
        {
          zh: `评审要求修改（第 ${review.round} 轮，${open} 条未解决意见）`,
          en: `Reviewer asked for changes (round ${review.round}, ${open} open comments)`,
        },
      );
      return review;
    });
  }

  async approve(viewer: Viewer, input: LcaReviewDecisionInput): Promise<LcaReview> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      const { review, product } = await this.lockForReviewer(viewer, input.reviewId, manager);
      this.assertState(review, product, [AuditStatus.inReview], "approve");
      const open = await this.unresolved(manager, review);
      if (open > 0) throw conflict("reviewUnresolvedComments", { count: open });
      review.approvedBy = viewer.userId;
      review.approverName = await this.userName(manager, viewer);
      review.releasedAt = new Date();
      await this.transition(
        manager,
        viewer,
        review,
        product,
        "approve",
        AuditStatus.released,
        input.note,
        {
          zh: `评审通过，版本 ${review.version} 已发布（评审人 ${review.approverName}）`,
          en: `Approved: version ${review.version} released (reviewer ${review.approverName})`,
        },
      );
      return review;
    });
  }

  // ---- guards used by the product library ----

  /** Refuses to delete a calculation a review or a release stands on. */
  async calculationUse(manager: EntityManager, calculation: LcaCalculation): Promise<void> {
    const used = await manager.exists(LcaReview, {
      where: { calculationId: calculation.id, status: In([...OPEN, AuditStatus.released]) },
    });
    if (!used) return;
    const product = await manager.findOneByOrFail(LcaProduct, { id: calculation.productId });
    throw conflict("reviewCalculationInUse", { number: calculation.number, name: product.name });
  }

  /** Refuses to delete a product with reviews (their history and releases would be lost). */
  async productUse(manager: EntityManager, product: LcaProduct): Promise<void> {
    if (await manager.exists(LcaReview, { where: { productId: product.id } })) {
      throw conflict("reviewProductInUse", { name: product.name });
    }
  }

  // ---- helpers ----

  private requireAny(viewer: Viewer, codes: readonly string[]): void {
    if (!codes.some((code) => hasPermission(viewer, code))) throw forbidden();
  }

  private async lockProduct(
    viewer: Viewer,
    productId: number,
    manager: EntityManager,
  ): Promise<LcaProduct> {
    const found = await manager.findOneBy(LcaProduct, { id: productId });
    if (!found || !canSeeCompany(viewer, found.companyId)) {
      throw DomainError.of(ErrorCode.NotFound, "lcaProductNotFound");
    }
    return this.lockAny(manager, productId);
  }

  private async lockReview(id: number, manager: EntityManager): Promise<LcaReview> {
    const review = await manager
      .getRepository(LcaReview)
      .createQueryBuilder("r")
      .where("r.id = :id", { id })
      .setLock("pessimistic_write")
      .getOne();
    if (!review) throw notFoundReview();
    return review;
  }

  private async lockOwned(viewer: Viewer, id: number, manager: EntityManager) {
    const found = await manager.findOneBy(LcaReview, { id });
    if (!found || !(await this.canRead(viewer, found, manager))) throw notFoundReview();
    const product = await manager.findOneByOrFail(LcaProduct, { id: found.productId });
    if (!canSeeCompany(viewer, found.companyId)) {
      throw forbidden("reviewNotOwner", { name: product.name });
    }
    this.requireAny(viewer, [P.LcaCreate, P.LcaManage]);
    const locked = await this.lockProduct(viewer, found.productId, manager);
    return { review: await this.lockReview(id, manager), product: locked };
  }

  private async lockForOrganisation(viewer: Viewer, id: number, manager: EntityManager) {
    const found = await manager.findOneBy(LcaReview, { id });
    if (!found || viewer.companyId !== found.reviewCompanyId) throw notFoundReview();
    const product = await manager.findOneByOrFail(LcaProduct, { id: found.productId });
    if (found.companyId === viewer.companyId) {
      throw forbidden("reviewOwnCompany", { name: product.name });
    }
    return {
      review: await this.lockReview(id, manager),
      product: await this.lockAny(manager, product.id),
    };
  }

  private async lockForReviewer(viewer: Viewer, id: number, manager: EntityManager) {
    const found = await manager.findOneBy(LcaReview, { id });
    if (!found || !(await this.canRead(viewer, found, manager))) throw notFoundReview();
    const product = await manager.findOneByOrFail(LcaProduct, { id: found.productId });
    if (found.companyId === viewer.companyId) {
      throw forbidden("reviewOwnCompany", { name: product.name });
    }
    if (
      viewer.companyId !== found.reviewCompanyId ||
      !(await this.isAssigned(manager, found, viewer))
    ) {
      throw forbidden("reviewNotAssigned", { name: product.name });
    }
    return {
      review: await this.lockReview(id, manager),
      product: await this.lockAny(manager, product.id),
    };
  }

  private lockAny(manager: EntityManager, productId: number): Promise<LcaProduct> {
    return manager
      .getRepository(LcaProduct)
      .createQueryBuilder("p")
      .where("p.id = :id", { id: productId })
      .setLock("pessimistic_write")
      .getOneOrFail();
  }

  private assertState(
    review: LcaReview,
    product: LcaProduct,
    allowed: readonly string[],
    action: string,
  ): void {
    if (!allowed.includes(review.status)) {
      throw conflict("reviewWrongState", {
        name: product.name,
        status: statusName(review.status),
        action: actionName(action),
      });
    }
  }

  /** A succeeded calculation of the product's current version made after its last change. */
  private async currentCalculation(
    manager: EntityManager,
    product: LcaProduct,
    calculationId: number,
  ): Promise<LcaCalculation> {
    const calculation = await manager.findOneBy(LcaCalculation, { id: calculationId });
    if (
      !calculation ||
      calculation.productId !== product.id ||
      calculation.version !== product.version ||
      calculation.status !== "succeeded" ||
      !calculation.result
    ) {
      throw badInput("calculationId", "reviewCalculationNotReady", {
        id: calculationId,
        version: product.version,
        name: product.name,
      });
    }
    const changed = await manager
      .getRepository(LcaLogEntry)
      .createQueryBuilder("entry")
      .where("entry.productId = :productId", { productId: product.id })
      .andWhere("entry.action IN (:...actions)", { actions: MODEL_CHANGES })
      .andWhere("(entry.version IS NULL OR entry.version = :version)", { version: product.version })
      .andWhere("entry.createdAt > :at", { at: calculation.createdAt })
      .getExists();
    if (changed) {
      throw badInput("calculationId", "reviewCalculationStale", {
        number: calculation.number,
        name: product.name,
      });
    }
    return calculation;
  }

  private async unresolved(manager: EntityManager, review: LcaReview): Promise<number> {
    return manager.count(LcaReviewComment, {
      where: { reviewId: review.id, side: "reviewer", parentId: IsNull(), resolved: false },
    });
  }

  private async userName(manager: EntityManager, viewer: Viewer): Promise<string> {
    const user = await manager.findOneBy(User, { id: viewer.userId });
    return (user?.realname || viewer.username).slice(0, 100);
  }

  /**
   * Writes one state change: the review's status, the product's audit status when the review is
   * of its current version (`productStatus` when it differs from the review's), the event and the
   * LCA log entry.
   */
  private async transition(
    manager: EntityManager,
    viewer: Viewer,
    review: LcaReview,
    product: LcaProduct,
    action: string,
    to: string,
    note: string,
    summary: { zh: string; en: string },
    productStatus: string = to,
  ): Promise<void> {
    const from = review.status;
    review.status = to;
    await manager.save(review);
    if (product.version === review.version) {
      await manager.update(LcaProduct, product.id, { auditStatus: productStatus });
      product.auditStatus = productStatus;
    }
    const company = await manager.findOneBy(Company, { id: viewer.companyId });
    await manager.insert(LcaReviewEvent, {
      reviewId: review.id,
      action,
      fromStatus: action === "submit" ? null : from,
      toStatus: to,
      userId: viewer.userId,
      userName: await this.userName(manager, viewer),
      companyName: (company?.name ?? "").slice(0, 200),
      note: note.trim(),
    });
    await this.log.write(manager, viewer, product.companyId, {
      productId: product.id,
      productName: product.name,
      action: `review-${action}`,
      version: review.version,
      summary: summary.zh + (note.trim() ? `：${note.trim()}` : ""),
      summaryEn: summary.en + (note.trim() ? `: ${note.trim()}` : ""),
    });
  }
}

const ACTION_NAMES: Record<string, [string, string]> = {
  resubmit: ["重新提交", "resubmit"],
  cancel: ["撤回提交", "withdraw the submission"],
  withdraw: ["撤回发布", "withdraw the release"],
  answer: ["答复意见", "answer comments"],
  assign: ["分配评审人", "assign reviewers"],
  comment: ["提出意见", "comment"],
  resolve: ["处理意见", "resolve comments"],
  "request-changes": ["要求修改", "ask for changes"],
  approve: ["评审通过", "approve"],
};

function actionName(action: string): string {
  const names = ACTION_NAMES[action];
  if (!names) return action;
  return currentLocale() === "zh-CN" ? names[0] : names[1];
}

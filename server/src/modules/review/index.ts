// Product review: a study's version submitted to a review organisation (another company),
// assigned to its reviewers, commented line by line, sent back for changes and resubmitted, and
// approved, which releases it (audit status '18'). Labels and EPDs are issued from releases.
import type { LcaCalculationService } from "../lca-product/lca-calculation.service";
import type { LcaLogService } from "../lca-product/lca-log.service";
import type { LcaProductService } from "../lca-product/lca-product.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { LcaReview, LcaReviewAssignment, LcaReviewComment, LcaReviewEvent } from "./review.entity";
import { REVIEW_MESSAGES } from "./review.messages";
import { ProductReviewResolver, ReviewResolver } from "./review.resolver";
import { ReviewService } from "./review.service";

export const reviewModule = defineModule({
  name: "review",
  entities: [LcaReview, LcaReviewAssignment, LcaReviewComment, LcaReviewEvent],
  resolvers: [ReviewResolver, ProductReviewResolver],
  services: ({
    dataSource,
    lcaLog,
    lcaProducts,
    lcaCalculations,
  }: Deps<{
    lcaLog: LcaLogService;
    lcaProducts: LcaProductService;
    lcaCalculations: LcaCalculationService;
  }>) => {
    const reviews = new ReviewService(dataSource, lcaLog);
    lcaCalculations.guardRemoval((manager, calculation) =>
      reviews.calculationUse(manager, calculation),
    );
    lcaProducts.guardRemoval((manager, product) => reviews.productUse(manager, product));
    return { reviews };
  },
  messages: REVIEW_MESSAGES,
  permissions: [
    PermissionCode.LcaCreate,
    PermissionCode.LcaManage,
    PermissionCode.LcaList,
    PermissionCode.ReviewPerform,
    PermissionCode.ReviewEpdApplications,
    PermissionCode.ReviewProductAssign,
  ],
});

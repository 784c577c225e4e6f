// The review workflow's screens: the reviews addressed to the organisation with their reviewers
// (/pv/productAssign), the reviews assigned to me (/pv/review) and one review's workspace
// (/pv/review/detail), the EPD applications to verify (/pv/EpdApplyList); and the owner's review
// panel the model editor mounts (ProductReviewPanel).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const lists = () => import("./ReviewListPages");

export const reviewFeature = defineFeature({
  name: "review",
  pages: {
    pvProductAssign: lazyPage(lists, "OrganisationReviewsPage"),
    pvReview: lazyPage(lists, "AssignedReviewsPage"),
    pvReviewDetail: lazyPage(() => import("./ReviewWorkspacePage"), "ReviewWorkspacePage"),
    pvEpdApplyList: lazyPage(() => import("./EpdApplicationsPage"), "EpdApplicationsPage"),
  },
  messages,
});

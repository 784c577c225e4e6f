// Answers of the review screens' queries for their specs (MockedProvider mocks): a steel bracket
// (product 7, version 2) submitted by Demo Steel to Demo Verification Centre, its lines, one
// reviewer comment, the reviewers of the organisation and the product's calculations.
import type { MockLink } from "@apollo/client/testing";
import {
  ReviewListDocument,
  ReviewPanelDocument,
  ReviewReviewersDocument,
  ReviewSubmitChoicesDocument,
  ReviewWorkspaceDocument,
  type AuditState,
  type Review_CommentFragment,
  type Review_RowFragment,
  type ReviewPanel_ReviewFragment,
  type ReviewWorkspaceQuery,
} from "../../__generated__/graphql";
import { calculation } from "../lca-results/lca-results.fixtures";
import { AUDIT_CODES } from "./audit";

export const PRODUCT_ID = 7;
export const REVIEW_ID = 12;
/** The signed-in reviewer's user id. */
export const ME = 41;

const product = {
  __typename: "LcaProduct" as const,
  id: PRODUCT_ID,
  name: "Steel bracket",
  specification: "L 40 × 40 × 4",
};

/** A reviewer assigned to the review, as the lists and the panel read it. */
export function assignment(reviewerId: number, reviewerName: string) {
  const row = {
    __typename: "LcaReviewAssignment" as const,
    id: reviewerId,
    reviewerId,
    reviewerName,
  };
  return row;
}

export function reviewRow(values: Partial<Review_RowFragment> = {}): Review_RowFragment {
  return {
    __typename: "LcaReview",
    id: REVIEW_ID,
    productId: PRODUCT_ID,
    reviewCompanyId: 2,
    version: 2,
    round: 1,
    status: "5",
    state: "submitted",
    submittedAt: "2026-05-04T09:00:00.000Z",
    updatedAt: "2026-05-04T09:00:00.000Z",
    releasedAt: null,
    companyName: "Demo Steel",
    reviewCompanyName: "Demo Verification Centre",
    product,
    assignments: [],
    ...values,
  } as Review_RowFragment;
}

export function reviewListMock(
  view: string,
  items: Review_RowFragment[],
  status?: string,
): MockLink.MockedResponse {
  return {
    request: {
      query: ReviewListDocument,
      variables: { view, status, page: 1, pageSize: 20, keyword: undefined },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        lcaReviews: { __typename: "LcaReviewPage", total: items.length, items },
      },
    },
  };
}

export const reviewersMock: MockLink.MockedResponse = {
  request: { query: ReviewReviewersDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      lcaReviewers: [
        { __typename: "ReviewerOption", id: ME, username: "reviewer", realname: "Li Reviewer" },
        { __typename: "ReviewerOption", id: 42, username: "wang", realname: "Wang Auditor" },
        { __typename: "ReviewerOption", id: 43, username: "zhao", realname: "" },
      ],
    },
  },
};

export function comment(values: Partial<Review_CommentFragment>): Review_CommentFragment {
  return {
    __typename: "LcaReviewComment",
    id: 90,
    reviewId: REVIEW_ID,
    round: 1,
    lineId: null,
    parentId: null,
    side: "reviewer",
    authorId: ME,
    authorName: "Li Reviewer",
    body: "",
    resolved: false,
    createdAt: "2026-05-05T10:00:00.000Z",
    ...values,
  } as Review_CommentFragment;
}

const line = (id: number, position: number, stage: string, values: object) => ({
  __typename: "LcaModelLine" as const,
  id,
  position,
  stage,
  kind: "material",
  name: "",
  amount: 1,
  unitId: 10,
  supplier: "",
  sourceKind: null,
  sourceId: null,
  supplierGwp: null,
  distanceKm: null,
  primary: false,
  note: "",
  ...values,
});

/** Two lines: 1.05 kg of steel sheet (raw material), 0.5 kWh of electricity (production). */
export const LINES = [
  line(31, 1, "raw-material", {
    name: "Steel sheet",
    amount: 1.05,
    sourceKind: "material",
    sourceId: 5,
  }),
  line(32, 2, "production", {
    name: "Press electricity",
    kind: "energy",
    amount: 0.5,
    unitId: 30,
    sourceKind: "supplier",
    supplierGwp: 0.8,
    primary: true,
  }),
];

type WorkspaceReview = ReviewWorkspaceQuery["lcaReview"];

export function workspaceReview(
  state: AuditState,
  values: Partial<WorkspaceReview> = {},
): WorkspaceReview {
  return {
    __typename: "LcaReview",
    id: REVIEW_ID,
    companyId: 1,
    reviewCompanyId: 2,
    productId: PRODUCT_ID,
    version: 2,
    round: 1,
    status: AUDIT_CODES[state],
    state,
    note: "Please check the steel grade.",
    submittedAt: "2026-05-04T09:00:00.000Z",
    releasedAt: null,
    withdrawnAt: null,
    approverName: "",
    companyName: "Demo Steel",
    reviewCompanyName: "Demo Verification Centre",
    product: {
      ...product,
      description: "",
      unitKind: "declared",
      unitDescription: "",
      declaredAmount: 1,
      declaredUnitId: 10,
      boundary: "cradle-to-gate",
      standard: "iso14067",
      referenceYear: 2025,
      geography: "CN",
      cutOffRule: "",
      allocation: "physical",
      method: "ipcc-ar6-gwp100",
    },
    lines: LINES,
    calculation: calculation({
      model: {
        product: { name: "Steel bracket", declaredAmount: 1, declaredUnit: "kg" },
        lines: [
          { id: 31, unit: "kg", sourceName: "Cold-rolled steel sheet", sourceUnit: "kg" },
          { id: 32, unit: "kWh", sourceName: "", sourceUnit: "" },
        ],
      },
    }),
    assignments: [
      {
        __typename: "LcaReviewAssignment",
        id: 1,
        reviewerId: ME,
        reviewerName: "Li Reviewer",
        assignedAt: "2026-05-04T10:00:00.000Z",
      },
    ],
    comments: [],
    events: [],
    ...values,
  } as WorkspaceReview;
}

export function workspaceMock(
  review: WorkspaceReview,
  me = ME,
  companyId = 2,
): MockLink.MockedResponse {
  return {
    request: { query: ReviewWorkspaceDocument, variables: { id: review.id } },
    result: {
      data: {
        lcaReview: review,
        userDetails: {
          __typename: "UserDetails",
          companyId,
          user: { __typename: "User", id: me },
        },
      },
    },
  };
}

export function panelMock(
  state: AuditState,
  reviews: ReviewPanel_ReviewFragment[] = [],
  version = 2,
): MockLink.MockedResponse {
  return {
    request: { query: ReviewPanelDocument, variables: { id: PRODUCT_ID } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        lcaProduct: {
          __typename: "LcaProduct",
          id: PRODUCT_ID,
          version,
          auditStatus: AUDIT_CODES[state],
          auditState: state,
          reviews,
        },
      },
    },
  };
}

const calc = (id: number, number: number, version: number, status: string, day: number) => ({
  __typename: "LcaCalculation" as const,
  id,
  number,
  version,
  status,
  createdAt: `2026-05-0${day}T08:00:00.000Z`,
  finishedAt: status === "succeeded" ? `2026-05-0${day}T08:00:05.000Z` : null,
});

/**
 * Calculations of product 7, newest first as the server lists them: no. 5 failed, no. 4 and
 * no. 3 succeeded on version 2, no. 2 succeeded on version 1. The newest succeeded calculation
 * of the current version 2 is no. 4 (id 64).
 */
export const submitChoicesMock: MockLink.MockedResponse = {
  request: { query: ReviewSubmitChoicesDocument, variables: { id: PRODUCT_ID } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      lcaProduct: {
        __typename: "LcaProduct",
        id: PRODUCT_ID,
        version: 2,
        calculations: [
          calc(65, 5, 2, "failed", 6),
          calc(64, 4, 2, "succeeded", 5),
          calc(63, 3, 2, "succeeded", 4),
          calc(62, 2, 1, "succeeded", 3),
        ],
      },
      lcaReviewOrganisations: [
        { __typename: "ReviewOrganisation", id: 2, name: "Demo Verification Centre" },
        { __typename: "ReviewOrganisation", id: 3, name: "North Certification Ltd" },
      ],
    },
  },
};

/** The owner's view of the review: changes requested in round 1 with one comment on line 31. */
export function panelReview(
  state: AuditState,
  values: Partial<ReviewPanel_ReviewFragment> = {},
): ReviewPanel_ReviewFragment {
  const calculationRef = { __typename: "LcaCalculation" as const, id: 64, number: 4 };
  const lines = [{ __typename: "LcaModelLine" as const, id: 31, name: "Steel sheet" }];
  return {
    __typename: "LcaReview",
    id: REVIEW_ID,
    version: 2,
    round: 1,
    status: AUDIT_CODES[state],
    state,
    note: "",
    submittedAt: "2026-05-04T09:00:00.000Z",
    releasedAt: null,
    withdrawnAt: null,
    approverName: "",
    reviewCompanyName: "Demo Verification Centre",
    calculation: calculationRef,
    lines,
    assignments: [assignment(ME, "Li Reviewer")],
    comments: [],
    events: [],
    ...values,
  } as ReviewPanel_ReviewFragment;
}

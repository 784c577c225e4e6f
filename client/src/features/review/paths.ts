// The addresses and permission codes of the review screens (SPEC §2, §3).

export const REVIEW_CODES = {
  /** Review products: the reviews assigned to me, comments and decisions. */
  perform: "pv01",
  /** EPD applications addressed to the organisation. */
  epdApplications: "pv02",
  /** Assign reviews: the organisation's reviews and their reviewers. */
  assign: "pv03",
} as const;

export const ASSIGNED_REVIEWS_PATH = "/pv/review";
export const ORGANISATION_REVIEWS_PATH = "/pv/productAssign";

/** The workspace of one review. */
export function reviewWorkspacePath(reviewId: number): string {
  return `/pv/review/detail?id=${reviewId}`;
}

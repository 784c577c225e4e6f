import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { CommentReviewDocument, ResolveReviewCommentDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { referenceDataMock } from "../accounting/test-fixtures";
import { comment, REVIEW_ID, workspaceMock, workspaceReview } from "./review.fixtures";
import { ReviewWorkspacePage } from "./ReviewWorkspacePage";

const PATH = `/pv/review/detail?id=${REVIEW_ID}`;

/** A mutation answered with `data`, recording the input it was sent. */
function recording(
  query: MockLink.MockedResponse["request"]["query"],
  data: Record<string, unknown>,
  sent: { input?: unknown },
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables: Record<string, unknown>) => {
        sent.input = variables.input;
        return true;
      },
    },
    result: { data },
  };
}

const open = comment({ id: 90, lineId: 31, body: "Which steel grade is the sheet?" });

describe("the review workspace", () => {
  it("keeps Approve disabled while a reviewer comment is open, until it is resolved", async () => {
    const user = userEvent.setup();
    const sent: { input?: unknown } = {};
    const resolved = { ...open, resolved: true };
    renderWithProviders(<ReviewWorkspacePage />, {
      path: PATH,
      permissions: ["pv01"],
      mocks: [
        referenceDataMock,
        workspaceMock(workspaceReview("inReview", { comments: [open] })),
        recording(ResolveReviewCommentDocument, { resolveLcaReviewComment: resolved }, sent),
        workspaceMock(workspaceReview("inReview", { comments: [resolved] })),
      ],
    });
    const approve = await screen.findByRole("button", { name: "Approve and release" });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      "1 comment is still open: resolve it or request changes.",
    );
    // The commented line starts open with its thread.
    expect(screen.getByText("Which steel grade is the sheet?")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Mark resolved" }));

    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Approve and release" })).toBeEnabled(),
    );
    expect(sent.input).toEqual({ commentId: 90, resolved: true });
  });

  it("sends a comment on a line with the line's id", async () => {
    const user = userEvent.setup();
    const sent: { input?: unknown } = {};
    const added = comment({ id: 91, lineId: 32, body: "Is the 0.5 kWh metered?" });
    renderWithProviders(<ReviewWorkspacePage />, {
      path: PATH,
      permissions: ["pv01"],
      mocks: [
        referenceDataMock,
        workspaceMock(workspaceReview("inReview")),
        recording(CommentReviewDocument, { commentLcaReview: added }, sent),
        workspaceMock(workspaceReview("inReview", { comments: [added] })),
      ],
    });
    const stage = await screen.findByRole("table", { name: "Production" });
    // The line shows what the calculation took: the supplier's figure, primary data.
    expect(within(stage).getByText("Supplier's footprint: 0.8 kg CO2e/kWh")).toBeVisible();
    expect(within(stage).getByText("Primary")).toBeVisible();

    await user.click(within(stage).getByRole("button", { name: "Comments on Press electricity" }));
    const box = screen.getByRole("textbox", { name: "Comment on Press electricity" });
    await user.type(box, "Is the 0.5 kWh metered?");
    await user.click(within(box.closest("td")!).getByRole("button", { name: "Add comment" }));

    await waitFor(() =>
      expect(sent.input).toEqual({
        reviewId: REVIEW_ID,
        lineId: 32,
        body: "Is the 0.5 kWh metered?",
      }),
    );
    expect(await screen.findByText("Is the 0.5 kWh metered?")).toBeVisible();
  });

  it("shows a reviewer not assigned the review without comment boxes or decisions", async () => {
    renderWithProviders(<ReviewWorkspacePage />, {
      path: PATH,
      permissions: ["pv01", "pv03"],
      mocks: [
        referenceDataMock,
        workspaceMock(workspaceReview("inReview", { comments: [open] }), 99),
      ],
    });
    expect(await screen.findByTestId("review-read-only")).toHaveTextContent(
      "You read this review; only its assigned reviewers comment and decide.",
    );
    expect(screen.queryByRole("button", { name: "Approve and release" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark resolved" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});

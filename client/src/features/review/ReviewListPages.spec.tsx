import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { AssignReviewDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import {
  assignment,
  ME,
  REVIEW_ID,
  reviewersMock,
  reviewListMock,
  reviewRow,
} from "./review.fixtures";
import { AssignedReviewsPage, OrganisationReviewsPage } from "./ReviewListPages";

/** The assignment call, recording the input it was sent. */
function assignMock(sent: { input?: unknown }): MockLink.MockedResponse {
  return {
    request: {
      query: AssignReviewDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.input = variables.input;
        return true;
      },
    },
    result: { data: { assignLcaReview: reviewRow({ status: "10", state: "inReview" }) } },
  };
}

describe("the reviews addressed to the organisation (/pv/productAssign)", () => {
  // jsdom has no PointerEvent, which Ark's checkboxes construct on a click; a MouseEvent does.
  beforeAll(() => {
    if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
  });

  it("sends the reviewers ticked in the Assign dialog, replacing those before", async () => {
    const user = userEvent.setup();
    const sent: { input?: unknown } = {};
    const assigned = reviewRow({
      assignments: [assignment(ME, "Li Reviewer")],
      status: "10",
      state: "inReview",
    });
    renderWithProviders(<OrganisationReviewsPage />, {
      path: "/pv/productAssign",
      permissions: ["pv03"],
      mocks: [reviewListMock("organisation", [assigned]), reviewersMock, assignMock(sent)],
    });
    const table = await screen.findByRole("table", {
      name: "Reviews addressed to your organisation",
    });
    expect(await within(table).findByText("Li Reviewer")).toBeVisible();
    expect(within(table).getByText("In review")).toBeVisible();

    await user.click(
      within(table).getByRole("button", { name: "Assign reviewers to Steel bracket" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Assign reviewers" });
    // The reviewers assigned before start ticked.
    const li = await within(dialog).findByRole("checkbox", { name: /Li Reviewer/ });
    expect(li).toBeChecked();
    await user.click(li);
    await user.click(within(dialog).getByRole("checkbox", { name: /Wang Auditor/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /zhao/ }));
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));

    await waitFor(() => expect(sent.input).toEqual({ reviewId: REVIEW_ID, reviewerIds: [42, 43] }));
    expect(await screen.findByText("Reviewers of Steel bracket assigned")).toBeVisible();
  });

  it("asks for a reviewer before anything is sent", async () => {
    const user = userEvent.setup();
    const sent: { input?: unknown } = {};
    renderWithProviders(<OrganisationReviewsPage />, {
      path: "/pv/productAssign",
      permissions: ["pv03"],
      mocks: [reviewListMock("organisation", [reviewRow()]), reviewersMock, assignMock(sent)],
    });
    await user.click(
      await screen.findByRole("button", { name: "Assign reviewers to Steel bracket" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Assign reviewers" });
    await within(dialog).findByRole("checkbox", { name: /Wang Auditor/ });
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));

    expect(await within(dialog).findByText("Choose at least one reviewer.")).toBeVisible();
    expect(sent.input).toBeUndefined();
  });

  it("says what the list is for while nothing is addressed to the organisation, in Chinese", async () => {
    renderWithProviders(<OrganisationReviewsPage />, {
      path: "/pv/productAssign",
      permissions: ["pv03"],
      language: "zh-CN",
      mocks: [reviewListMock("organisation", [])],
    });
    expect(await screen.findByText("暂无提交给本机构的评审")).toBeVisible();
  });
});

describe("the reviews assigned to me (/pv/review)", () => {
  it("opens a review in its workspace", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssignedReviewsPage />, {
      path: "/pv/review",
      permissions: ["pv01"],
      mocks: [reviewListMock("assigned", [reviewRow({ status: "10", state: "inReview" })])],
    });
    await user.click(
      await screen.findByRole("button", { name: "Open the review of Steel bracket" }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent(`/pv/review/detail?id=${REVIEW_ID}`);
  });
});

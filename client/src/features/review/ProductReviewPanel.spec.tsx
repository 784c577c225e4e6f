import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { AnswerReviewCommentDocument, SubmitReviewDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import {
  comment,
  panelMock,
  panelReview,
  PRODUCT_ID,
  REVIEW_ID,
  submitChoicesMock,
} from "./review.fixtures";
import { ProductReviewPanel } from "./ProductReviewPanel";

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

const panel = (
  <ProductReviewPanel
    productId={PRODUCT_ID}
    canEdit
    canManage={false}
    onChanged={() => undefined}
  />
);

describe("the owner's review panel", () => {
  it("preselects the newest succeeded calculation of the current version and submits it", async () => {
    const user = userEvent.setup();
    const sent: { input?: unknown } = {};
    renderWithProviders(panel, {
      permissions: ["ff01"],
      mocks: [
        panelMock("draft"),
        submitChoicesMock,
        recording(
          SubmitReviewDocument,
          {
            submitLcaReview: {
              __typename: "LcaReview",
              id: REVIEW_ID,
              status: "5",
              state: "submitted",
            },
          },
          sent,
        ),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Submit for review" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit for review" });
    const calculation = await within(dialog).findByRole("combobox", { name: /^Calculation/ });
    await waitFor(() => expect(calculation).toHaveValue("64"));
    // Only succeeded calculations of version 2: not the failed no. 5, not version 1's no. 2.
    expect(
      within(calculation)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose…",
      expect.stringMatching(/^Calculation 4 · /),
      expect.stringMatching(/^Calculation 3 · /),
    ]);

    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: /^Review organisation/ }),
      "3",
    );
    await user.type(
      within(dialog).getByRole("textbox", { name: "Note to the reviewers" }),
      "First study",
    );
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    await waitFor(() =>
      expect(sent.input).toEqual({
        productId: PRODUCT_ID,
        calculationId: 64,
        reviewCompanyId: 3,
        note: "First study",
      }),
    );
    expect(await screen.findByText("Version 2 submitted to North Certification Ltd")).toBeVisible();
  });

  it("answers a reviewer's comment while changes are requested", async () => {
    const user = userEvent.setup();
    const sent: { input?: unknown } = {};
    const asked = comment({ id: 90, lineId: 31, body: "Which steel grade is the sheet?" });
    const sentBack = {
      __typename: "LcaReviewEvent" as const,
      id: 3,
      action: "request-changes",
      fromStatus: "10",
      toStatus: "15",
      userName: "Li Reviewer",
      companyName: "Demo Verification Centre",
      note: "State the steel grade and attach the energy audit.",
      at: "2026-05-05T11:00:00.000Z",
    };
    const review = panelReview("changesRequested", { comments: [asked], events: [sentBack] });
    const answer = comment({ id: 93, parentId: 90, lineId: 31, side: "owner", body: "S235JR" });
    renderWithProviders(panel, {
      permissions: ["ff01"],
      mocks: [
        panelMock("changesRequested", [review]),
        recording(AnswerReviewCommentDocument, { answerLcaReviewComment: answer }, sent),
      ],
    });
    expect(await screen.findByText("On the line Steel sheet")).toBeVisible();
    // The reviewers' note comes with their comments.
    expect(screen.getByTestId("request-changes-note")).toHaveTextContent(
      "State the steel grade and attach the energy audit.",
    );
    expect(screen.getByRole("button", { name: "Resubmit" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Answer" }));
    await user.type(screen.getByRole("textbox", { name: "Your answer to Li Reviewer" }), "S235JR");
    await user.click(screen.getByRole("button", { name: "Send answer" }));

    await waitFor(() => expect(sent.input).toEqual({ commentId: 90, body: "S235JR" }));
  });
});

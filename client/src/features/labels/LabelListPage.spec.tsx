import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import {
  CarbonLabelsDocument,
  RevokeCarbonLabelDocument,
  type Labels_RowFragment,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { LabelListPage } from "./LabelListPage";
import { artworkMock, MORTAR_LABEL, VERIFY_URL } from "./test-fixtures";

const REVOKED: Labels_RowFragment & { __typename: "CarbonLabel" } = {
  ...MORTAR_LABEL,
  status: "revoked",
  state: "revoked",
  revokedAt: "2026-06-30T12:00:00.000Z",
  revokeReason: "The mix design changed",
};

const listMock = (
  items: Labels_RowFragment[],
  variables: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: { query: CarbonLabelsDocument, variables: { page: 1, pageSize: 20, ...variables } },
  result: { data: { carbonLabels: { __typename: "CarbonLabelPage", total: items.length, items } } },
});

describe("the label list (/co2label/list)", () => {
  it("shows a label's serial, product, footprint per declared unit, standard, validity and state", async () => {
    renderWithProviders(<LabelListPage />, { mocks: [listMock([MORTAR_LABEL])] });

    const table = await screen.findByRole("table", { name: "The company's carbon labels" });
    const row = (await within(table).findByText("CL-2026-000012")).closest("tr")!;
    expect(within(row).getByText("Mortar block M10")).toBeVisible();
    expect(within(row).getByText("240 × 115 × 53 mm")).toBeVisible();
    expect(within(row).getByText("0.318 kg CO₂e / 1 kg")).toBeVisible();
    expect(within(row).getByText("ISO 14067 / GB/T 24067")).toBeVisible();
    expect(within(row).getByText("2026-04-01 to 2031-03-31")).toBeVisible();
    expect(within(row).getByText("Valid")).toBeVisible();
    // Revoking takes fb02.
    expect(within(row).queryByRole("button", { name: /^Revoke/ })).not.toBeInTheDocument();
  });

  it("opens a label with its artwork and public link", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LabelListPage />, {
      mocks: [listMock([MORTAR_LABEL]), artworkMock("en")],
    });

    await user.click(await screen.findByRole("button", { name: "View label CL-2026-000012" }));
    const dialog = await screen.findByRole("dialog", { name: "Carbon label CL-2026-000012" });
    const artwork = await within(dialog).findByRole("img", {
      name: /^Carbon label CL-2026-000012/,
    });
    expect(artwork.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(within(dialog).getByRole("textbox", { name: "Public verification page" })).toHaveValue(
      VERIFY_URL,
    );
  });

  it("revokes a label only with a reason, after naming its serial, and shows it revoked", async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    renderWithProviders(<LabelListPage />, {
      permissions: ["fb02"],
      mocks: [
        listMock([MORTAR_LABEL]),
        {
          request: {
            query: RevokeCarbonLabelDocument,
            variables: { input: { id: 12, reason: "The mix design changed" } },
          },
          result: (variables) => {
            sent = variables;
            return { data: { revokeCarbonLabel: REVOKED } };
          },
        },
        listMock([REVOKED]),
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Revoke label CL-2026-000012" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke label CL-2026-000012" });
    expect(
      within(dialog).getByText(/Revoking CL-2026-000012 \(Mortar block M10\) cannot be undone/),
    ).toBeVisible();

    await user.click(within(dialog).getByRole("button", { name: "Revoke label" }));
    expect(
      await within(dialog).findByText("Enter the reason for revoking the label."),
    ).toBeVisible();
    expect(sent).toBeNull();

    // Spaces alone are no reason either.
    await user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Revoke label" }));
    expect(
      await within(dialog).findByText("Enter the reason for revoking the label."),
    ).toBeVisible();
    expect(sent).toBeNull();

    await user.type(
      within(dialog).getByRole("textbox", { name: /^Reason/ }),
      "The mix design changed",
    );
    await user.click(within(dialog).getByRole("button", { name: "Revoke label" }));

    expect(await screen.findByText("Label CL-2026-000012 revoked")).toBeInTheDocument();
    expect(sent).toEqual({ input: { id: 12, reason: "The mix design changed" } });
    const table = screen.getByRole("table", { name: "The company's carbon labels" });
    await waitFor(() => expect(within(table).getByText("Revoked")).toBeVisible());
    expect(
      within(table).queryByRole("button", { name: "Revoke label CL-2026-000012" }),
    ).not.toBeInTheDocument();
  });
});

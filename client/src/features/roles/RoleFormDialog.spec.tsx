import type { MockedResponse } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { CreateRoleDocument } from "../../__generated__/graphql";
import { expectFieldError } from "../../test/fields";
import { renderWithProviders } from "../../test/render";
import { RoleFormDialog } from "./RoleFormDialog";

function renderForm(mocks: MockedResponse[] = []) {
  return renderWithProviders(<RoleFormDialog open role={null} onClose={() => undefined} />, {
    permissions: ["gbc", "gbc01"],
    mocks,
  });
}

describe("RoleFormDialog", () => {
  it("asks for a name before sending", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole("button", { name: "Create" }));

    expect(await screen.findByText("Enter a name")).toBeInTheDocument();
  });

  it("rejects a name of 51 characters", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/Name/), "x".repeat(51));
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("The name must be at most 50 characters")).toBeInTheDocument();
  });

  it("shows a taken name on the name field", async () => {
    const mocks: MockedResponse[] = [
      {
        request: {
          query: CreateRoleDocument,
          variables: { input: { name: "Auditor", description: "Reads reports" } },
        },
        result: {
          errors: [
            new GraphQLError("A role named Auditor already exists", {
              extensions: { code: "CONFLICT" },
            }),
          ],
        },
      },
    ];
    const user = userEvent.setup();
    renderForm(mocks);
    await user.type(await screen.findByLabelText(/Name/), "Auditor");
    await user.type(screen.getByLabelText("Description"), "Reads reports");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("A role named Auditor already exists")).toBeVisible();
    await expectFieldError(
      () => screen.getByLabelText(/Name/),
      "A role named Auditor already exists",
    );
  });
});

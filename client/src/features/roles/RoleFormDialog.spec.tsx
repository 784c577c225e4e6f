import type { MockedResponse } from "@apollo/client/testing";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { CreateRoleDocument, RolePermissionCatalogueDocument } from "../../__generated__/graphql";
import { expectFieldError } from "../../test/fields";
import { renderWithProviders } from "../../test/render";
import { RoleFormDialog } from "./RoleFormDialog";

// A catalogue written for these tests: gbb Users (gbb01 Create and edit users), gbc Roles
// (gbc01 Edit roles and grants).
const permission = (code: string, nameEn: string, parentCode: string | null, sort: number) => ({
  __typename: "Permission" as const,
  code,
  name: nameEn,
  nameEn,
  parentCode,
  sort,
});
const catalogueMock: MockedResponse = {
  request: { query: RolePermissionCatalogueDocument },
  result: {
    data: {
      permissions: [
        permission("gbb", "Users", null, 1),
        permission("gbb01", "Create and edit users", "gbb", 1),
        permission("gbc", "Roles", null, 2),
        permission("gbc01", "Edit roles and grants", "gbc", 1),
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderForm(mocks: MockedResponse[] = []) {
  return renderWithProviders(<RoleFormDialog open role={null} onClose={() => undefined} />, {
    permissions: ["gbc", "gbc01"],
    mocks: [catalogueMock, ...mocks],
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

  it("chooses the new role's permissions in the same dialog, only among the codes held", async () => {
    const mocks: MockedResponse[] = [
      {
        request: {
          query: CreateRoleDocument,
          variables: { input: { name: "Role keeper", permissionCodes: ["gbc", "gbc01"] } },
        },
        result: {
          data: {
            createRole: {
              __typename: "Role",
              id: 9,
              companyId: 1,
              name: "Role keeper",
              description: null,
              permissionCodes: ["gbc", "gbc01"],
              createdAt: "2026-02-01T00:00:00.000Z",
            },
          },
        },
      },
    ];
    const user = userEvent.setup();
    renderForm(mocks);
    await user.type(await screen.findByLabelText(/Name/), "Role keeper");
    // The user holds gbc and gbc01 only: Users cannot be ticked.
    expect(await screen.findByRole("checkbox", { name: "Users" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Roles" }));
    expect(screen.getByRole("checkbox", { name: "Edit roles and grants" })).toBeChecked();
    expect(screen.getByText("2 of 4 selected")).toBeInTheDocument();
    // A click without moving focus: the checkbox's blur handler needs PointerEvent, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Role Role keeper created")).toBeInTheDocument();
  });

  it("shows a taken name on the name field", async () => {
    const mocks: MockedResponse[] = [
      {
        request: {
          query: CreateRoleDocument,
          variables: {
            input: { name: "Auditor", description: "Reads reports", permissionCodes: [] },
          },
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

import type { MockedResponse } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  DeleteRoleDocument,
  RoleReassignOptionsDocument,
  RolesDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { RolesPage } from "./RolesPage";

const role = (id: number, name: string, permissionCodes: string[] = []) => ({
  __typename: "Role" as const,
  id,
  companyId: 1,
  name,
  description: `${name} of Acme Steel`,
  permissionCodes,
  createdAt: "2026-02-01T00:00:00.000Z",
});

/** An answer to the Roles query for exactly these variables, and no others. */
function rolesMock(
  variables: Record<string, unknown>,
  items: ReturnType<typeof role>[],
): MockedResponse {
  return {
    request: { query: RolesDocument, variables: { page: 1, pageSize: 20, ...variables } },
    result: { data: { roles: { __typename: "RolePage", total: items.length, items } } },
  };
}

const AUDITOR = role(4, "Auditor", ["gbb", "gbc"]);
const VIEWER = role(5, "Viewer", ["gbb"]);
const FIRST_PAGE = rolesMock({}, [AUDITOR, VIEWER]);

describe("RolesPage", () => {
  it("lists the roles with the number of codes each grants", async () => {
    renderWithProviders(<RolesPage />, { permissions: ["gbc"], mocks: [FIRST_PAGE] });

    const auditorRow = (await screen.findByText("Auditor")).closest("tr")!;
    expect(within(auditorRow).getByText("2")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New role" })).not.toBeInTheDocument();
  });

  it("offers create, edit and delete to holders of gbc01", async () => {
    renderWithProviders(<RolesPage />, { permissions: ["gbc", "gbc01"], mocks: [FIRST_PAGE] });
    await screen.findByText("Auditor");

    expect(screen.getByRole("button", { name: "New role" })).toBeInTheDocument();
    const actions = screen.getByRole("group", { name: "Actions for Auditor" });
    // The permission editor also needs gbd, which reads the catalogue.
    expect(
      within(actions)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Edit", "Delete"]);
  });

  it("asks the server for the roles sorted by name when its header is clicked", async () => {
    const sorted = rolesMock({ sortBy: "name", sortOrder: "ASC" }, [role(6, "Accountant")]);
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { permissions: ["gbc"], mocks: [FIRST_PAGE, sorted] });
    await screen.findByText("Auditor");

    await user.click(screen.getByRole("button", { name: /Name/ }));

    expect(await screen.findByText("Accountant")).toBeInTheDocument();
  });

  it("asks which role takes over the users of a role still in use, then deletes it", async () => {
    const mocks: MockedResponse[] = [
      FIRST_PAGE,
      {
        request: { query: DeleteRoleDocument, variables: { input: { id: 4 } } },
        result: {
          errors: [
            new GraphQLError("The role is assigned to 2 user(s)", {
              extensions: { code: "CONFLICT" },
            }),
          ],
        },
      },
      {
        request: { query: RoleReassignOptionsDocument, variables: { companyId: 1 } },
        result: {
          data: {
            roles: {
              __typename: "RolePage",
              total: 2,
              items: [
                { __typename: "Role", id: 4, name: "Auditor" },
                { __typename: "Role", id: 5, name: "Viewer" },
              ],
            },
          },
        },
      },
      {
        request: {
          query: DeleteRoleDocument,
          variables: { input: { id: 4, reassignToRoleId: 5 } },
        },
        result: { data: { deleteRole: true } },
      },
      rolesMock({}, [VIEWER]),
    ];
    const user = userEvent.setup();
    renderWithProviders(<RolesPage />, { permissions: ["gbc", "gbc01"], mocks });
    await screen.findByText("Auditor");

    const actions = screen.getByRole("group", { name: "Actions for Auditor" });
    await user.click(within(actions).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete role" });
    expect(dialog).toHaveTextContent("Delete the role Auditor?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    const target = await within(dialog).findByRole("combobox", { name: /Move its users to/ });
    // The role being deleted is not offered.
    expect(
      within(target)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a role", "Viewer"]);
    const confirm = within(dialog).getByRole("button", { name: "Move users and delete" });
    expect(confirm).toBeDisabled();
    await user.selectOptions(target, "Viewer");
    await user.click(confirm);

    expect(await screen.findByText("Role Auditor deleted")).toBeInTheDocument();
    expect(await screen.findByText("1 in total")).toBeInTheDocument();
  });
});

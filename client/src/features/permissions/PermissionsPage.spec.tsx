import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PermissionCatalogueDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { PermissionsPage } from "./PermissionsPage";

const permission = (
  code: string,
  nameEn: string,
  name: string,
  parentCode: string | null,
  sort: number,
) => ({ __typename: "Permission" as const, code, name, nameEn, parentCode, sort });

// Five codes in two trees: ct > ct02, and gb > gbb > gbb01.
const catalogue = {
  request: { query: PermissionCatalogueDocument },
  result: {
    data: {
      permissions: [
        permission("ct", "Enterprise centre", "企业中心", null, 1),
        permission("ct02", "Account password", "账号密码", "ct", 1),
        permission("gb", "Users and roles", "用户与角色", null, 2),
        permission("gbb", "Users", "用户管理", "gb", 1),
        permission("gbb01", "Edit users", "编辑用户", "gbb", 1),
      ],
    },
  },
};

/** The code of each visible row, in order. */
function visibleCodes(): string[] {
  const table = screen.getByRole("table", { name: /Permission codes|权限代码/ });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent ?? "");
}

describe("PermissionsPage", () => {
  it("shows the catalogue as a tree with English names and the number of codes", async () => {
    renderWithProviders(<PermissionsPage />, { permissions: ["gbd"], mocks: [catalogue] });
    expect(await screen.findByText("Edit users")).toBeInTheDocument();
    expect(visibleCodes()).toEqual(["ct", "ct02", "gb", "gbb", "gbb01"]);
    expect(screen.getByText("5 codes")).toBeInTheDocument();
    const row = screen.getByText("Edit users").closest("tr")!;
    // The parent column: the parent's code and its name.
    expect(within(row).getByText("gbb")).toBeInTheDocument();
    expect(within(row).getByText("Users")).toBeInTheDocument();
  });

  it("shows the Chinese names to a zh-CN user", async () => {
    renderWithProviders(<PermissionsPage />, {
      permissions: ["gbd"],
      mocks: [catalogue],
      language: "zh-CN",
    });
    expect(await screen.findByText("编辑用户")).toBeInTheDocument();
    expect(screen.queryByText("Edit users")).not.toBeInTheDocument();
  });

  it("keeps the ancestors of a match visible while filtering", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PermissionsPage />, { permissions: ["gbd"], mocks: [catalogue] });
    await screen.findByText("Edit users");
    await user.type(screen.getByLabelText("Filter by code or name"), "edit");
    expect(visibleCodes()).toEqual(["gb", "gbb", "gbb01"]);
    expect(screen.getByText("1 of 5 codes match")).toBeInTheDocument();
  });

  it("says when nothing matches the filter", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PermissionsPage />, { permissions: ["gbd"], mocks: [catalogue] });
    await screen.findByText("Edit users");
    await user.type(screen.getByLabelText("Filter by code or name"), "label");
    expect(screen.getByText("No code or name contains “label”.")).toBeInTheDocument();
  });

  it("collapses every branch and expands them again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PermissionsPage />, { permissions: ["gbd"], mocks: [catalogue] });
    await screen.findByText("Edit users");
    await user.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(visibleCodes()).toEqual(["ct", "gb"]);
    await user.click(screen.getByRole("button", { name: "Expand all" }));
    expect(visibleCodes()).toEqual(["ct", "ct02", "gb", "gbb", "gbb01"]);
  });

  it("collapses one branch from its toggle", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PermissionsPage />, { permissions: ["gbd"], mocks: [catalogue] });
    await screen.findByText("Edit users");
    await user.click(screen.getByRole("button", { name: "Collapse gbb" }));
    expect(visibleCodes()).toEqual(["ct", "ct02", "gb", "gbb"]);
    expect(screen.getByRole("button", { name: "Expand gbb" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

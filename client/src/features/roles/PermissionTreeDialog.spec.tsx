import type { MockedResponse } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  RolePermissionCatalogueDocument,
  SetRolePermissionsDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { PermissionTreeDialog } from "./PermissionTreeDialog";

// A catalogue written for these tests:
//   gbb  Users (用户管理)         gbb01 Create and edit users, gbb02 Delete users
//   gbc  Roles (角色管理)         gbc01 Edit roles and grants
const permission = (
  code: string,
  nameEn: string,
  name: string,
  parentCode: string | null,
  sort: number,
) => ({
  __typename: "Permission" as const,
  code,
  name,
  nameEn,
  parentCode,
  sort,
});
const CATALOGUE = [
  permission("gbc01", "Edit roles and grants", "编辑角色与授权", "gbc", 1),
  permission("gbb", "Users", "用户管理", null, 1),
  permission("gbb02", "Delete users", "删除用户", "gbb", 2),
  permission("gbb01", "Create and edit users", "新增和编辑用户", "gbb", 1),
  permission("gbc", "Roles", "角色管理", null, 2),
];
const ALL_CODES = ["gbb", "gbb01", "gbb02", "gbc", "gbc01"];

const catalogueMock: MockedResponse = {
  request: { query: RolePermissionCatalogueDocument },
  result: { data: { permissions: CATALOGUE } },
};

const auditor = {
  __typename: "Role" as const,
  id: 4,
  companyId: 1,
  name: "Auditor",
  description: null,
  permissionCodes: ["gbc"],
  createdAt: "2026-02-01T00:00:00.000Z",
};

function renderEditor(
  options: { mocks?: MockedResponse[]; permissions?: string[]; language?: "en" | "zh-CN" } = {},
) {
  return renderWithProviders(
    <PermissionTreeDialog open role={auditor} onClose={() => undefined} />,
    {
      permissions: options.permissions ?? [...ALL_CODES, "gbd"],
      mocks: [catalogueMock, ...(options.mocks ?? [])],
      language: options.language,
    },
  );
}

describe("PermissionTreeDialog", () => {
  // jsdom has no PointerEvent, which Ark's checkboxes construct on a click; a MouseEvent does.
  beforeAll(() => {
    if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
  });

  it("checks the children together with their parent", async () => {
    const user = userEvent.setup();
    renderEditor();
    const users = await screen.findByRole("checkbox", { name: "Users" });
    expect(screen.getByRole("checkbox", { name: "Create and edit users" })).not.toBeChecked();

    await user.click(users);

    expect(users).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Create and edit users" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Delete users" })).toBeChecked();
    // The other branch is untouched.
    expect(screen.getByRole("checkbox", { name: "Edit roles and grants" })).not.toBeChecked();
  });

  it("shows a parent as indeterminate when only some of its codes are checked", async () => {
    const user = userEvent.setup();
    renderEditor();
    // The role holds gbc without gbc01.
    expect(await screen.findByRole("checkbox", { name: "Roles" })).toBePartiallyChecked();

    await user.click(screen.getByRole("checkbox", { name: "Delete users" }));

    expect(screen.getByRole("checkbox", { name: "Users" })).toBePartiallyChecked();
  });

  it("saves the checked codes in catalogue order", async () => {
    // The role had gbc; the user checks Users (gbb with gbb01 and gbb02) and then Edit roles.
    const saved: MockedResponse = {
      request: {
        query: SetRolePermissionsDocument,
        variables: {
          input: { roleId: 4, permissionCodes: ["gbb", "gbb01", "gbb02", "gbc", "gbc01"] },
        },
      },
      result: {
        data: {
          setRolePermissions: { __typename: "Role", id: 4, permissionCodes: ALL_CODES },
        },
      },
    };
    const user = userEvent.setup();
    renderEditor({ mocks: [saved] });
    await user.click(await screen.findByRole("checkbox", { name: "Users" }));
    await user.click(screen.getByRole("checkbox", { name: "Edit roles and grants" }));
    expect(screen.getByText("5 of 5 selected")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Permissions of Auditor saved")).toBeInTheDocument();
  });

  it("filters by name or code, keeping the parent of a match", async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("checkbox", { name: "Users" });

    await user.type(screen.getByRole("searchbox", { name: "Filter permissions" }), "delete");

    const tree = screen.getByRole("group", { name: "Permission codes" });
    expect(within(tree).getAllByRole("checkbox")).toHaveLength(2);
    expect(within(tree).getByRole("checkbox", { name: "Users" })).toBeInTheDocument();
    expect(within(tree).getByRole("checkbox", { name: "Delete users" })).toBeInTheDocument();
  });

  it("keeps a group indeterminate while a filter hides its unchecked children", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole("checkbox", { name: "Delete users" }));

    await user.type(screen.getByRole("searchbox", { name: "Filter permissions" }), "delete");

    // gbb01 is hidden by the filter and unchecked.
    expect(screen.getByRole("checkbox", { name: "Users" })).toBePartiallyChecked();
  });

  it("collapses and expands a group", async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("checkbox", { name: "Delete users" });

    await user.click(screen.getByRole("button", { name: "Collapse Users" }));
    expect(screen.queryByRole("checkbox", { name: "Delete users" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Expand Users" }));
    expect(screen.getByRole("checkbox", { name: "Delete users" })).toBeInTheDocument();
  });

  it("names the permissions in Chinese for a zh-CN user", async () => {
    renderEditor({ language: "zh-CN" });
    expect(await screen.findByRole("checkbox", { name: "删除用户" })).toBeInTheDocument();
    expect(screen.getByText("gbb02")).toBeInTheDocument();
  });

  it("does not let an editor change codes they do not hold", async () => {
    const user = userEvent.setup();
    renderEditor({ permissions: ["gbb", "gbb01", "gbc", "gbc01", "gbd"] });
    const users = await screen.findByRole("checkbox", { name: "Users" });
    expect(screen.getByRole("checkbox", { name: "Delete users" })).toBeDisabled();

    await user.click(users);

    expect(screen.getByRole("checkbox", { name: "Create and edit users" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Delete users" })).not.toBeChecked();
  });
});

import type { MockedResponse } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeleteUserDocument, UsersDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { UsersPage } from "./UsersPage";

const row = (id: number, username: string, realname: string, status = 1) => ({
  __typename: "User" as const,
  id,
  companyId: 1,
  username,
  realname,
  email: null,
  phone: null,
  status,
  lastLoginAt: null,
  createdAt: "2026-01-05T08:00:00.000Z",
  company: { __typename: "Company" as const, id: 1, name: "Acme Steel" },
  roles: [{ __typename: "Role" as const, id: 3, name: "Accountant" }],
});

/** An answer to the Users query for exactly these variables, and no others. */
function usersMock(
  variables: Record<string, unknown>,
  items: ReturnType<typeof row>[],
): MockedResponse {
  return {
    request: { query: UsersDocument, variables: { page: 1, pageSize: 20, ...variables } },
    result: { data: { users: { __typename: "UserPage", total: items.length, items } } },
  };
}

const FIRST_PAGE = usersMock({}, [row(1, "wang.fang", "Wang Fang"), row(2, "li.lei", "Li Lei")]);

const bodyRows = () => within(screen.getByRole("table", { name: "Users" })).getAllByRole("row");

describe("UsersPage", () => {
  it("lists the users the server answers", async () => {
    renderWithProviders(<UsersPage />, { permissions: ["gbb"], mocks: [FIRST_PAGE] });

    expect(await screen.findByText("wang.fang")).toBeInTheDocument();
    expect(screen.getByText("Li Lei")).toBeInTheDocument();
    expect(screen.getByText("2 in total")).toBeInTheDocument();
  });

  it("has no create button without gbb01", async () => {
    renderWithProviders(<UsersPage />, { permissions: ["gbb"], mocks: [FIRST_PAGE] });

    await screen.findByText("wang.fang");
    expect(screen.queryByRole("button", { name: "New user" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("has a create button with gbb01", async () => {
    renderWithProviders(<UsersPage />, { permissions: ["gbb", "gbb01"], mocks: [FIRST_PAGE] });

    await screen.findByText("wang.fang");
    expect(screen.getByRole("button", { name: "New user" })).toBeInTheDocument();
  });

  it("asks the server for the list sorted by username when its header is clicked", async () => {
    // Only a request with sortBy=username and sortOrder=ASC gets this answer.
    const sorted = usersMock({ sortBy: "username", sortOrder: "ASC" }, [
      row(2, "li.lei", "Li Lei"),
      row(1, "wang.fang", "Wang Fang"),
      row(9, "zhao.min", "Zhao Min"),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />, { permissions: ["gbb"], mocks: [FIRST_PAGE, sorted] });
    await screen.findByText("wang.fang");

    await user.click(screen.getByRole("button", { name: /Username/ }));

    expect(await screen.findByText("zhao.min")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /Username/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    // The header row and the three users, in the server's order.
    expect(bodyRows().map((r) => within(r).queryAllByRole("cell")[0]?.textContent)).toEqual([
      undefined,
      "li.lei",
      "wang.fang",
      "zhao.min",
    ]);
  });

  it("sends the next click on the same header as a descending sort", async () => {
    const ascending = usersMock({ sortBy: "realname", sortOrder: "ASC" }, [
      row(2, "li.lei", "Li Lei"),
    ]);
    const descending = usersMock({ sortBy: "realname", sortOrder: "DESC" }, [
      row(9, "zhao.min", "Zhao Min"),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />, {
      permissions: ["gbb"],
      mocks: [FIRST_PAGE, ascending, descending],
    });
    await screen.findByText("wang.fang");

    await user.click(screen.getByRole("button", { name: /Real name/ }));
    await waitFor(() => expect(screen.queryByText("wang.fang")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: /Real name/ }));

    expect(await screen.findByText("Zhao Min")).toBeInTheDocument();
  });

  it("asks the server for disabled users only when the filter says so", async () => {
    const disabled = usersMock({ status: 0 }, [row(5, "old.account", "Old Account", 0)]);
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />, { permissions: ["gbb"], mocks: [FIRST_PAGE, disabled] });
    await screen.findByText("wang.fang");

    await user.selectOptions(
      screen.getByRole("combobox", { name: "Filter by status" }),
      "disabled",
    );

    expect(await screen.findByText("old.account")).toBeInTheDocument();
    expect(screen.queryByText("wang.fang")).not.toBeInTheDocument();
  });

  it("names the user in the delete confirmation and deletes on confirm", async () => {
    const afterDelete = usersMock({}, [row(2, "li.lei", "Li Lei")]);
    const mocks = [
      FIRST_PAGE,
      {
        request: { query: DeleteUserDocument, variables: { id: 1 } },
        result: { data: { deleteUser: true } },
      },
      afterDelete,
    ];
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />, { permissions: ["gbb", "gbb02"], mocks });
    await screen.findByText("wang.fang");

    const actions = screen.getByRole("group", { name: "Actions for wang.fang" });
    await user.click(within(actions).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete user" });
    expect(dialog).toHaveTextContent(
      "Delete the user wang.fang (Wang Fang)? This cannot be undone.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("User wang.fang deleted")).toBeInTheDocument();
    expect(await screen.findByText("1 in total")).toBeInTheDocument();
  });

  it("offers no reset or delete on the signed-in user's own row", async () => {
    renderWithProviders(<UsersPage />, {
      permissions: ["gbb", "gbb01", "gbb02"],
      user: { username: "wang.fang" },
      mocks: [FIRST_PAGE],
    });
    await screen.findByText("wang.fang");

    const own = screen.getByRole("group", { name: "Actions for wang.fang" });
    expect(
      within(own)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Edit"]);
    const other = screen.getByRole("group", { name: "Actions for li.lei" });
    expect(
      within(other)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Edit", "Reset password", "Delete"]);
  });
});

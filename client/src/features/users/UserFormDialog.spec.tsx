import type { MockedResponse } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { CreateUserDocument, UserRoleOptionsDocument } from "../../__generated__/graphql";
import { expectFieldError } from "../../test/fields";
import { renderWithProviders } from "../../test/render";
import { passwordFollowsRules } from "./user-schema";
import { UserFormDialog } from "./UserFormDialog";

const EDITOR = ["gbb", "gbb01"];

function renderForm(options: { mocks?: MockedResponse[]; permissions?: string[] } = {}) {
  return renderWithProviders(<UserFormDialog open user={null} onClose={() => undefined} />, {
    permissions: options.permissions ?? EDITOR,
    mocks: options.mocks,
  });
}

const createdUser = (input: { username: string; realname: string }, roleIds: number[]) => ({
  __typename: "User" as const,
  id: 7,
  companyId: 1,
  username: input.username,
  realname: input.realname,
  email: null,
  phone: null,
  status: 1,
  lastLoginAt: null,
  createdAt: "2026-03-02T09:00:00.000Z",
  company: { __typename: "Company" as const, id: 1, name: "Acme Steel" },
  roles: roleIds.map((id) => ({ __typename: "Role" as const, id, name: `Role ${id}` })),
});

/**
 * Matches a createUser call with these fields and the initial password the dialog generated
 * (random, so checked against the password rules rather than by value).
 */
const sent =
  (input: Record<string, unknown>) =>
  (variables: Record<string, unknown>): boolean => {
    const { initialPassword, ...rest } = variables.input as Record<string, unknown>;
    return (
      typeof initialPassword === "string" &&
      passwordFollowsRules(initialPassword) &&
      JSON.stringify(rest) === JSON.stringify(input)
    );
  };

describe("UserFormDialog", () => {
  it("shows the initial password the new user will get, one that follows the rules", async () => {
    renderForm({});
    const field = await screen.findByLabelText("Initial password");
    const first = (field as HTMLInputElement).value;
    expect(passwordFollowsRules(first)).toBe(true);
    expect(
      screen.getByText(
        "The new user signs in with this password and must change it at the first sign-in: pass it on to them.",
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate another" }));
    expect((field as HTMLInputElement).value).not.toBe(first);
  });

  // jsdom has no PointerEvent, which Ark's checkboxes construct on a click; a MouseEvent does.
  beforeAll(() => {
    if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
  });

  it("asks for a username and a well-formed email before sending anything", async () => {
    // Were anything sent, this answer would close the dialog with a success message.
    const mocks: MockedResponse[] = [
      {
        request: { query: CreateUserDocument, variables: () => true },
        result: { data: { createUser: createdUser({ username: "x", realname: "X" }, []) } },
      },
    ];
    const user = userEvent.setup();
    renderForm({ mocks });
    await user.type(await screen.findByLabelText(/Real name/), "Alice Wang");
    await user.type(screen.getByLabelText("Email"), "alice.example.com");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Enter a username")).toBeInTheDocument();
    await expectFieldError(
      () => screen.getByLabelText("Email"),
      "Enter an email address such as name@example.com",
    );
    expect(screen.getByRole("dialog", { name: "New user" })).toBeInTheDocument();
    expect(screen.queryByText(/created/)).not.toBeInTheDocument();
  });

  it("rejects a username with a space before sending", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/Username/), "alice wang");
    await user.type(screen.getByLabelText(/Real name/), "Alice Wang");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Use only letters, digits and . _ @ -")).toBeInTheDocument();
  });

  it("puts the server's field error on the field it names", async () => {
    // The server's email check is stricter than the form's: it wants a top-level domain.
    const mocks: MockedResponse[] = [
      {
        request: {
          query: CreateUserDocument,
          variables: sent({ username: "alice", realname: "Alice Wang", email: "alice@localhost" }),
        },
        result: {
          errors: [
            new GraphQLError("email has an invalid format (name@example.com)", {
              extensions: { code: "BAD_USER_INPUT", field: "email" },
            }),
          ],
        },
      },
    ];
    const user = userEvent.setup();
    renderForm({ mocks });
    await user.type(await screen.findByLabelText(/Username/), "alice");
    await user.type(screen.getByLabelText(/Real name/), "Alice Wang");
    await user.type(screen.getByLabelText("Email"), "alice@localhost");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("email has an invalid format (name@example.com)")).toBeVisible();
    await expectFieldError(
      () => screen.getByLabelText("Email"),
      "email has an invalid format (name@example.com)",
    );
    expect(screen.getByLabelText(/Username/)).not.toHaveAttribute("aria-invalid");
  });

  it("shows a taken username on the username field", async () => {
    const mocks: MockedResponse[] = [
      {
        request: {
          query: CreateUserDocument,
          variables: sent({ username: "admin", realname: "Second Admin" }),
        },
        result: {
          errors: [
            new GraphQLError("The username admin is already taken", {
              extensions: { code: "CONFLICT" },
            }),
          ],
        },
      },
    ];
    const user = userEvent.setup();
    renderForm({ mocks });
    await user.type(await screen.findByLabelText(/Username/), "admin");
    await user.type(screen.getByLabelText(/Real name/), "Second Admin");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("The username admin is already taken")).toBeVisible();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute("aria-invalid", "true");
  });

  it("offers the company's roles and sends the ones picked", async () => {
    const input = { username: "bob", realname: "Bob Li", roleIds: [12] };
    const mocks: MockedResponse[] = [
      {
        request: { query: UserRoleOptionsDocument, variables: { companyId: 1 } },
        result: {
          data: {
            roles: {
              __typename: "RolePage",
              total: 2,
              items: [
                { __typename: "Role", id: 11, name: "Accountant" },
                { __typename: "Role", id: 12, name: "Auditor" },
              ],
            },
          },
        },
      },
      {
        request: { query: CreateUserDocument, variables: sent(input) },
        result: { data: { createUser: createdUser(input, [12]) } },
      },
    ];
    const user = userEvent.setup();
    renderForm({ mocks, permissions: [...EDITOR, "gbc"] });
    await user.type(await screen.findByLabelText(/Username/), "bob");
    await user.type(screen.getByLabelText(/Real name/), "Bob Li");
    await user.click(await screen.findByRole("checkbox", { name: "Auditor" }));
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("User bob created")).toBeInTheDocument();
  });

  it("does not offer roles to an editor who may not list them", async () => {
    renderForm({ permissions: EDITOR });
    expect(
      await screen.findByText("Roles are managed by holders of the role list permission."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });
});

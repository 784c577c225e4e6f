import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  CreateCompanyDocument,
  UpdateCompanyDocument,
  type CompaniesPage_CompanyFragment,
} from "../../__generated__/graphql";
import { expectFieldError } from "../../test/fields";
import { renderWithProviders, type RenderOptions } from "../../test/render";
import { CompanyFormDialog } from "./CompanyFormDialog";

// A well-formed unified social credit code: 2 registration characters, the 6-digit region code
// 310000 (Shanghai), then 10 characters of organisation code and check character.
const VALID_CODE = "91310000MA1FL0000X";

const ACME: CompaniesPage_CompanyFragment = {
  id: 7,
  name: "Acme Carbon",
  creditCode: VALID_CODE,
  contactName: "Li Lei",
  contactPhone: "021-5555 0100",
  status: 1,
  createdAt: "2026-01-05T08:00:00.000Z",
  updatedAt: "2026-01-05T08:00:00.000Z",
};

function renderDialog(company: CompaniesPage_CompanyFragment | null, options: RenderOptions = {}) {
  return renderWithProviders(
    <CompanyFormDialog open company={company} onClose={() => undefined} />,
    options,
  );
}

const nameField = () => screen.getByLabelText(/^Company name/);
const codeField = () => screen.getByLabelText(/^Unified social credit code/);
const passwordField = () => screen.getByLabelText(/^Initial password/);

describe("CompanyFormDialog", () => {
  it("asks for the company name before sending anything", async () => {
    renderDialog(null);
    await userEvent.setup().click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Enter the company name")).toBeInTheDocument();
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
  });

  it("treats a name of spaces only as missing", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    await user.type(nameField(), "   ");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Enter the company name")).toBeInTheDocument();
  });

  it("rejects a credit code of 17 characters", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    await user.type(nameField(), "Acme Carbon");
    await user.type(codeField(), VALID_CODE.slice(0, 17));
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText(/Enter the 18-character unified social credit code/),
    ).toBeInTheDocument();
  });

  it("rejects a credit code with the letter O, which the standard leaves out", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    await user.type(nameField(), "Acme Carbon");
    await user.type(codeField(), "91310000MA1FL0000O");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText(/Enter the 18-character unified social credit code/),
    ).toBeInTheDocument();
  });

  it("writes a credit code typed in lower case in upper case", async () => {
    renderDialog(null);
    await userEvent.setup().type(codeField(), "91310000ma1fl0000x");
    expect(codeField()).toHaveValue(VALID_CODE);
  });

  it("rejects an initial password without upper case, digit or symbol as weak", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    await user.type(nameField(), "Acme Carbon");
    await user.type(passwordField(), "abcdefgh");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText(/Password strength is weak/)).toBeInTheDocument();
  });

  it("rejects an initial password of 7 characters by its length", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    await user.type(nameField(), "Acme Carbon");
    await user.type(passwordField(), "Ab1!xyz");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("The length must be 8 to 16 characters")).toBeInTheDocument();
  });

  it("shows the server's error on the field it names", async () => {
    const message = "creditCode is already registered to another company";
    const user = userEvent.setup();
    renderDialog(null, {
      mocks: [
        {
          request: {
            query: CreateCompanyDocument,
            variables: { input: { name: "Acme Carbon", creditCode: VALID_CODE } },
          },
          result: {
            errors: [
              new GraphQLError(message, {
                extensions: { code: "BAD_USER_INPUT", field: "creditCode" },
              }),
            ],
          },
        },
      ],
    });
    await user.type(nameField(), "Acme Carbon");
    await user.type(codeField(), VALID_CODE);
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute("aria-invalid", "true");
    await expectFieldError(() => codeField(), message);
    expect(nameField()).not.toHaveAttribute("aria-invalid");
  });

  it("creates a company from the trimmed fields, leaving blank ones out", async () => {
    const user = userEvent.setup();
    renderDialog(null, {
      mocks: [
        {
          request: {
            query: CreateCompanyDocument,
            variables: { input: { name: "Acme Carbon", initialPassword: "Start#2026" } },
          },
          result: {
            data: {
              createCompany: {
                __typename: "Company",
                ...ACME,
                creditCode: null,
                contactName: null,
                contactPhone: null,
              },
            },
          },
        },
      ],
    });
    await user.type(nameField(), "  Acme Carbon ");
    await user.type(passwordField(), "Start#2026");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Company Acme Carbon created")).toBeInTheDocument();
  });

  it("opens an edit with the company's values and its status", () => {
    renderDialog(ACME);
    expect(screen.getByRole("heading", { name: "Edit Acme Carbon" })).toBeInTheDocument();
    expect(nameField()).toHaveValue("Acme Carbon");
    expect(codeField()).toHaveValue(VALID_CODE);
    expect(screen.getByLabelText("Status")).toHaveValue("1");
  });

  it("clears a credit code emptied in an edit", async () => {
    const user = userEvent.setup();
    renderDialog(ACME, {
      mocks: [
        {
          request: {
            query: UpdateCompanyDocument,
            variables: {
              input: {
                id: 7,
                name: "Acme Carbon",
                creditCode: null,
                contactName: "Li Lei",
                contactPhone: "021-5555 0100",
                status: 0,
              },
            },
          },
          result: {
            data: {
              updateCompany: { __typename: "Company", ...ACME, creditCode: null, status: 0 },
            },
          },
        },
      ],
    });
    await user.clear(codeField());
    await user.selectOptions(screen.getByLabelText("Status"), "Disabled");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("keeps the status of the user's own company fixed", () => {
    renderDialog(ACME, { user: { companyId: 7 } });
    expect(screen.getByLabelText("Status")).toBeDisabled();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { CompanyProfileDocument, UpdateCompanyDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { CompanyProfilePage } from "./CompanyProfilePage";

const COMPANY = {
  __typename: "Company" as const,
  id: 42,
  name: "Green Steel Works",
  creditCode: "91310000MA1FL0000X",
  contactName: "Wang Fang",
  contactPhone: null,
  status: 1,
  createdAt: "2026-03-04T05:06:00",
  updatedAt: "2026-03-05T06:07:00",
};

const companyProfile = {
  request: { query: CompanyProfileDocument },
  result: {
    data: {
      userDetails: {
        __typename: "UserDetails" as const,
        username: "wang.fang",
        realname: "Wang Fang",
        avatar: null,
        companyId: 42,
        permissionCode: "ct,ct02",
        ePlatToken: null,
        mustChangePassword: false,
        roles: [
          { __typename: "Role" as const, id: 3, name: "Carbon accountant" },
          { __typename: "Role" as const, id: 5, name: "Report reviewer" },
        ],
        company: COMPANY,
      },
    },
  },
};

/** The definition that follows a term of the page's data lists. */
function valueOf(label: string): HTMLElement {
  const term = screen.getAllByRole("term").find((element) => element.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for the term ${label}`);
  return value;
}

describe("CompanyProfilePage", () => {
  it("shows the company of the answer, its id and the user's roles", async () => {
    renderWithProviders(<CompanyProfilePage />, { mocks: [companyProfile] });
    expect(await screen.findByText("Green Steel Works")).toBeInTheDocument();
    expect(valueOf("Company ID")).toHaveTextContent("42");
    expect(valueOf("Unified social credit code")).toHaveTextContent("91310000MA1FL0000X");
    expect(valueOf("Contact")).toHaveTextContent("Wang Fang");
    expect(valueOf("Phone")).toHaveTextContent("Not given");
    expect(valueOf("Status")).toHaveTextContent("Active");
    const roles = within(screen.getByRole("list", { name: "Your roles" }));
    expect(roles.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Carbon accountant",
      "Report reviewer",
    ]);
  });

  it("shows the Edit button to holders of gbe01", async () => {
    renderWithProviders(<CompanyProfilePage />, {
      permissions: ["gbe01"],
      mocks: [companyProfile],
    });
    await screen.findByText("Green Steel Works");
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
  });

  it("shows no Edit button without gbe01", async () => {
    renderWithProviders(<CompanyProfilePage />, { permissions: ["gbe"], mocks: [companyProfile] });
    await screen.findByText("Green Steel Works");
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("saves edited details and shows the saved company", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompanyProfilePage />, {
      permissions: ["gbe01"],
      mocks: [
        companyProfile,
        {
          request: {
            query: UpdateCompanyDocument,
            variables: {
              input: {
                id: 42,
                name: "Green Steel Works",
                creditCode: "91310000MA1FL0000X",
                contactName: "Wang Fang",
                contactPhone: "021-6666 0200",
              },
            },
          },
          result: {
            data: { updateCompany: { ...COMPANY, contactPhone: "021-6666 0200" } },
          },
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    await user.type(screen.getByLabelText("Phone"), "021-6666 0200");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("021-6666 0200")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Edit company details" })).not.toBeInTheDocument();
  });

  it("checks the fields before saving", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompanyProfilePage />, {
      permissions: ["gbe01"],
      mocks: [companyProfile],
    });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    await user.clear(screen.getByLabelText(/^Company name/));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the company name")).toBeInTheDocument();
  });

  it("says when the company cannot be loaded", async () => {
    renderWithProviders(<CompanyProfilePage />, {
      mocks: [
        {
          request: { query: CompanyProfileDocument },
          result: { errors: [new GraphQLError("Database unavailable")] },
        },
      ],
    });
    expect(
      await screen.findByText("The company information could not be loaded."),
    ).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CompaniesDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { CompaniesPage } from "./CompaniesPage";

const company = (id: number, name: string, status: number, createdAt: string) => ({
  __typename: "Company" as const,
  id,
  name,
  creditCode: null,
  contactName: null,
  contactPhone: null,
  status,
  createdAt,
  updatedAt: createdAt,
});

// The first page as the server would send it: 2 of 2 companies, in its default order.
const firstPage = {
  request: { query: CompaniesDocument, variables: { page: 1, pageSize: 20 } },
  result: {
    data: {
      companies: {
        __typename: "CompanyPage" as const,
        total: 2,
        items: [
          {
            ...company(1, "Platform Operator", 1, "2026-01-02T03:04:00"),
            creditCode: "91310000MA1FL0000X",
            contactName: "Han Mei",
            contactPhone: "021-5555 0100",
          },
          company(2, "Dormant Trading", 0, "2026-02-03T04:05:00"),
        ],
      },
    },
  },
};

const table = () => screen.getByRole("table", { name: "Companies" });

describe("CompaniesPage", () => {
  it("lists the companies of the answer with their details", async () => {
    renderWithProviders(<CompaniesPage />, { permissions: ["gbe"], mocks: [firstPage] });
    const row = (await within(table()).findByText("Platform Operator")).closest("tr")!;
    // Dates are local times without a zone, so they print as written.
    expect(within(row).getByText("91310000MA1FL0000X")).toBeInTheDocument();
    expect(within(row).getByText("Han Mei")).toBeInTheDocument();
    expect(within(row).getByText("021-5555 0100")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByText("2026-01-02 03:04")).toBeInTheDocument();
    const dormant = within(table()).getByText("Dormant Trading").closest("tr")!;
    expect(within(dormant).getByText("Disabled")).toBeInTheDocument();
    expect(screen.getByText("2 in total")).toBeInTheDocument();
  });

  it("offers no create, edit or delete without gbe01", async () => {
    renderWithProviders(<CompaniesPage />, { permissions: ["gbe"], mocks: [firstPage] });
    await within(table()).findByText("Platform Operator");
    expect(screen.queryByRole("button", { name: "New company" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Edit Platform Operator" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Delete Platform Operator" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });

  it("offers create, edit and delete with gbe01", async () => {
    renderWithProviders(<CompaniesPage />, { permissions: ["gbe", "gbe01"], mocks: [firstPage] });
    await within(table()).findByText("Platform Operator");
    expect(screen.getByRole("button", { name: "New company" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Dormant Trading" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Dormant Trading" })).toBeEnabled();
  });

  it("does not offer to delete the user's own company", async () => {
    renderWithProviders(<CompaniesPage />, {
      permissions: ["gbe", "gbe01"],
      user: { companyId: 1 },
      mocks: [firstPage],
    });
    await within(table()).findByText("Platform Operator");
    expect(screen.getByRole("button", { name: "Delete Platform Operator" })).toBeDisabled();
  });

  it("names the company in the delete confirmation", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompaniesPage />, { permissions: ["gbe", "gbe01"], mocks: [firstPage] });
    await user.click(await screen.findByRole("button", { name: "Delete Dormant Trading" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Delete the company “Dormant Trading”\?/)).toBeInTheDocument();
  });

  it("opens the edit form with the company's values", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompaniesPage />, { permissions: ["gbe", "gbe01"], mocks: [firstPage] });
    await user.click(await screen.findByRole("button", { name: "Edit Platform Operator" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/^Company name/)).toHaveValue("Platform Operator");
    expect(within(dialog).getByLabelText("Contact")).toHaveValue("Han Mei");
  });
});

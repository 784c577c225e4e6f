import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RetireEmissionFactorDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { FactorLibraryPage } from "./FactorLibraryPage";
import {
  CATEGORIES,
  COMPANY_GRID,
  GLOBAL_NATURAL_GAS,
  REFERENCE,
  factorPage,
} from "../admin-accounting/test-fixtures";

const FIRST_PAGE = factorPage([GLOBAL_NATURAL_GAS, COMPANY_GRID]);
const MOCKS = [FIRST_PAGE, CATEGORIES, REFERENCE];

const table = () => screen.getByRole("table", { name: "Emission factors" });
const rowOf = async (code: string) => (await within(table()).findByText(code)).closest("tr")!;

describe("FactorLibraryPage", () => {
  it("lists the factors with their owner, unit, compact gas values and region", async () => {
    renderWithProviders(<FactorLibraryPage />, { permissions: ["gaa02"], mocks: MOCKS });

    const global = await rowOf(GLOBAL_NATURAL_GAS.code);
    expect(within(global).getByText("Global")).toBeInTheDocument();
    // The unit symbols come with the reference data, which may answer after the list.
    expect(
      await within(global).findByText("CO2 2.04 · CH4 fossil 1.1e-4 · N2O 3.6e-6 kg/m³"),
    ).toBeInTheDocument();
    expect(within(global).getByText("GB")).toBeInTheDocument();
    expect(within(global).getByText("Stationary combustion")).toBeInTheDocument();

    const company = await rowOf(COMPANY_GRID.code);
    expect(within(company).getByText("Company")).toBeInTheDocument();
    expect(within(company).getByText("CO2e 0.57 kg/kWh")).toBeInTheDocument();
    expect(within(company).getByText("Purchased electricity")).toBeInTheDocument();
    expect(screen.getByText("2 in total")).toBeInTheDocument();
  });

  it("shows names in Chinese in the Chinese interface", async () => {
    renderWithProviders(<FactorLibraryPage />, {
      permissions: ["gaa02"],
      mocks: MOCKS,
      language: "zh-CN",
    });
    const company = (
      await within(screen.getByRole("table", { name: "排放因子" })).findByText("外购电力")
    ).closest("tr")!;
    expect(within(company).getByText("企业")).toBeInTheDocument();
  });

  it("lets a library editor without sys change company rows but not global ones", async () => {
    renderWithProviders(<FactorLibraryPage />, { permissions: ["gaa02"], mocks: MOCKS });

    const company = await rowOf(COMPANY_GRID.code);
    expect(within(company).getByRole("button", { name: "Edit ACME-GRID-2024" })).toBeVisible();
    expect(within(company).getByRole("button", { name: "Retire ACME-GRID-2024" })).toBeVisible();

    const global = await rowOf(GLOBAL_NATURAL_GAS.code);
    expect(within(global).queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(global).queryByRole("button", { name: /^Retire/ })).not.toBeInTheDocument();
    expect(
      within(global).getByRole("img", { name: /only the platform operator \(permission sys\)/ }),
    ).toBeInTheDocument();
  });

  it("lets the platform operator (sys) change global rows", async () => {
    renderWithProviders(<FactorLibraryPage />, { permissions: ["gaa02", "sys"], mocks: MOCKS });
    const global = await rowOf(GLOBAL_NATURAL_GAS.code);
    expect(
      within(global).getByRole("button", { name: `Edit ${GLOBAL_NATURAL_GAS.code}` }),
    ).toBeVisible();
    expect(
      within(global).getByRole("button", { name: `Retire ${GLOBAL_NATURAL_GAS.code}` }),
    ).toBeVisible();
  });

  it("offers only the export to a reader without gaa02", async () => {
    renderWithProviders(<FactorLibraryPage />, { permissions: ["aa"], mocks: MOCKS });
    await rowOf(COMPANY_GRID.code);
    expect(screen.getByRole("button", { name: "Export / template" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New factor" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });

  it("asks the server for a category's factors when it is chosen in the tree", async () => {
    const electricity = factorPage([COMPANY_GRID], { category: "electricity" });
    const user = userEvent.setup();
    renderWithProviders(<FactorLibraryPage />, {
      permissions: ["gaa02"],
      mocks: [...MOCKS, electricity],
    });
    await rowOf(GLOBAL_NATURAL_GAS.code);

    const tree = screen.getByRole("navigation", { name: "Factor categories" });
    await user.click(within(tree).getByRole("button", { name: "Electricity" }));

    await waitFor(() =>
      expect(within(table()).queryByText(GLOBAL_NATURAL_GAS.code)).not.toBeInTheDocument(),
    );
    expect(within(table()).getByText(COMPANY_GRID.code)).toBeInTheDocument();
    expect(within(tree).getByRole("button", { name: "Grid" })).toBeInTheDocument();
  });

  it("offers the same choice as a select where the tree has no room", async () => {
    const grid = factorPage([COMPANY_GRID], { category: "electricity", subcategory: "Grid" });
    const user = userEvent.setup();
    renderWithProviders(<FactorLibraryPage />, {
      permissions: ["gaa02"],
      mocks: [...MOCKS, grid],
    });
    await rowOf(GLOBAL_NATURAL_GAS.code);

    await user.selectOptions(
      screen.getByRole("combobox", { name: "Factor categories" }),
      await screen.findByRole("option", { name: "Grid" }),
    );

    await waitFor(() =>
      expect(within(table()).queryByText(GLOBAL_NATURAL_GAS.code)).not.toBeInTheDocument(),
    );
    expect(within(table()).getByText(COMPANY_GRID.code)).toBeInTheDocument();
  });

  it("retires a factor after a confirmation naming it", async () => {
    const retire = {
      request: { query: RetireEmissionFactorDocument, variables: { id: 202, retired: true } },
      result: { data: { retireEmissionFactor: { ...COMPANY_GRID, retired: true } } },
    };
    const user = userEvent.setup();
    renderWithProviders(<FactorLibraryPage />, {
      permissions: ["gaa02"],
      mocks: [...MOCKS, retire],
    });
    await user.click(await screen.findByRole("button", { name: "Retire ACME-GRID-2024" }));

    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(/Retire ACME-GRID-2024 “Purchased electricity”\?/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Retire" }));

    expect(await screen.findByText("ACME-GRID-2024 retired")).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminTemplateDocument, AdminTemplatesDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { TemplateDetailPage } from "./TemplateDetailPage";
import { TemplatesPage } from "./TemplatesPage";
import { REFERENCE, STANDARDS } from "./test-fixtures";

const model = {
  __typename: "Template" as const,
  id: 7,
  companyId: null,
  code: "BM-GBT32150-GENERAL",
  name: "工业企业温室气体排放核算通用模板（GB/T 32150）",
  nameEn: "Industrial enterprise GHG inventory, general template (GB/T 32150)",
  standardId: 1,
  industryId: 3,
  description: "GB/T 32150-2015 核算范围",
  descriptionEn: "GB/T 32150-2015 inventory boundary",
};

const source = (
  id: number,
  nameEn: string,
  unitId: number,
  method: string,
  factor: { id: number; code: string; nameEn: string } | null,
) => ({
  __typename: "TemplateSource" as const,
  id,
  name: nameEn,
  nameEn,
  unitId,
  method,
  factorId: factor?.id ?? null,
  sort: id,
  factor: factor && { __typename: "EmissionFactor" as const, ...factor, name: factor.nameEn },
});

const process = (
  id: number,
  nameEn: string,
  scope: number,
  isoCategory: number,
  extra: { scope3Category?: number; deducted?: boolean; sort?: number },
  sources: ReturnType<typeof source>[],
) => ({
  __typename: "TemplateProcess" as const,
  id,
  name: nameEn,
  nameEn,
  scope,
  isoCategory,
  scope3Category: extra.scope3Category ?? null,
  deducted: extra.deducted ?? false,
  sort: extra.sort ?? id,
  sources,
});

// Processes in the server's order but deliberately not grouped: the page groups them by scope.
const DETAIL = {
  request: { query: AdminTemplateDocument, variables: { id: 7 } },
  result: {
    data: {
      template: {
        ...model,
        processes: [
          process(1, "Stationary fuel combustion", 1, 1, {}, [
            source(11, "Natural gas", 20, "combustion", {
              id: 101,
              code: "CN-GUIDE-FUEL-NATURAL-GAS",
              nameEn: "Natural gas",
            }),
          ]),
          process(2, "Purchased electricity", 2, 2, {}, [
            source(21, "Purchased electricity", 30, "factor", {
              id: 102,
              code: "CN-GRID-2023-NATIONAL",
              nameEn: "China national average electricity CO2 emission factor (2023)",
            }),
          ]),
          process(3, "Business travel", 3, 3, { scope3Category: 6 }, [
            source(31, "Flights", 10, "factor", null),
          ]),
          process(4, "Fugitive emissions", 1, 1, {}, [
            source(41, "Air-conditioning refrigerant leakage", 10, "factor", null),
          ]),
          process(5, "CO2 captured in products", 1, 1, { deducted: true }, []),
        ],
      },
    },
  },
};

describe("TemplateDetailPage", () => {
  const open = (language: "en" | "zh-CN" = "en") =>
    renderWithProviders(<TemplateDetailPage />, {
      permissions: ["gaa03"],
      path: "/admin/co2accounting/baseModelDetail?id=7",
      mocks: [DETAIL, REFERENCE, STANDARDS],
      language,
    });

  it("groups the processes by scope, in the template's order within each", async () => {
    open();
    const scope1 = await screen.findByRole("region", { name: "Scope 1" });
    expect(
      within(scope1)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-label")),
    ).toEqual(["Stationary fuel combustion", "Fugitive emissions", "CO2 captured in products"]);
    const scope2 = screen.getByRole("region", { name: "Scope 2" });
    expect(within(scope2).getAllByRole("article")).toHaveLength(1);
    expect(within(scope2).getByText("Purchased electricity", { selector: "h3" })).toBeVisible();
    const scope3 = screen.getByRole("region", { name: "Scope 3" });
    expect(within(scope3).getByRole("article", { name: "Business travel" })).toBeVisible();
  });

  it("names the ISO 14064-1 and scope 3 categories and explains a deducted process", async () => {
    open();
    const travel = await screen.findByRole("article", { name: "Business travel" });
    expect(
      within(travel).getByText("ISO 14064-1 category 3: Indirect emissions from transportation"),
    ).toBeVisible();
    expect(
      within(travel).getByText("GHG Protocol scope 3 category 6: Business travel"),
    ).toBeVisible();
    const captured = screen.getByRole("article", { name: "CO2 captured in products" });
    expect(within(captured).getByText("Deducted")).toBeVisible();
    expect(
      within(captured).getByText("Carbon locked in products: subtracted from the totals."),
    ).toBeVisible();
  });

  it("lists each source with its unit, method and default factor, or says the user chooses", async () => {
    open();
    const sources = await screen.findByRole("table", {
      name: "Emission sources of Stationary fuel combustion",
    });
    const gas = within(sources).getByText("Natural gas", { selector: "td" }).closest("tr")!;
    expect(await within(gas).findByText("m³")).toBeVisible();
    expect(within(gas).getByText(/^Combustion: activity × NCV/)).toBeVisible();
    expect(within(gas).getByText("CN-GUIDE-FUEL-NATURAL-GAS")).toBeVisible();

    const flights = screen.getByRole("table", { name: "Emission sources of Business travel" });
    expect(within(flights).getByText("Chosen by the user")).toBeVisible();
  });

  it("offers no changes to a global template without sys, and says why", async () => {
    open();
    expect(
      await screen.findByText(/A global template: only the platform operator \(permission sys\)/),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Edit template" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add a process/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete the source/ })).not.toBeInTheDocument();
  });

  it("offers the platform operator editing of a global template", async () => {
    renderWithProviders(<TemplateDetailPage />, {
      permissions: ["gaa03", "sys"],
      path: "/admin/co2accounting/baseModelDetail?id=7",
      mocks: [DETAIL, REFERENCE, STANDARDS],
    });
    expect(await screen.findByRole("button", { name: "Edit template" })).toBeVisible();
    expect(screen.queryByText(/A global template/)).not.toBeInTheDocument();
  });

  it("shows the template in Chinese in the Chinese interface", async () => {
    open("zh-CN");
    expect(await screen.findByRole("heading", { name: model.name })).toBeVisible();
    expect(screen.getByRole("region", { name: "范围1" })).toBeVisible();
  });

  it("asks for a template when the address has no id", () => {
    renderWithProviders(<TemplateDetailPage />, {
      permissions: ["gaa03"],
      path: "/admin/co2accounting/baseModelDetail",
    });
    expect(screen.getByText(/No template was chosen/)).toBeVisible();
  });
});

describe("TemplatesPage", () => {
  const list = (keyword?: string, items = [model]) => ({
    request: { query: AdminTemplatesDocument, variables: keyword ? { keyword } : {} },
    result: { data: { templates: items } },
  });

  it("lists the templates with their standard and owner, each opening its detail", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplatesPage />, {
      permissions: ["gaa03"],
      path: "/admin/co2accounting/baseModel",
      mocks: [list(), REFERENCE, STANDARDS],
    });
    const table = screen.getByRole("table", { name: "Accounting templates" });
    const row = (await within(table).findByText(model.nameEn)).closest("tr")!;
    expect(within(row).getByText("Global")).toBeVisible();
    expect(
      await within(row).findByText("GB/T 32150-2015 General guideline for industrial enterprises"),
    ).toBeVisible();
    expect(within(row).getByText("Manufacturing")).toBeVisible();

    await user.click(within(row).getByRole("link", { name: model.nameEn }));

    expect(screen.getByTestId("location")).toHaveTextContent(
      "/admin/co2accounting/baseModelDetail?id=7",
    );
  });

  it("asks the server for the templates a keyword finds", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplatesPage />, {
      permissions: ["gaa03"],
      path: "/admin/co2accounting/baseModel",
      mocks: [list(), list("cement", []), REFERENCE, STANDARDS],
    });
    await screen.findByText(model.nameEn);

    await user.type(screen.getByRole("searchbox"), "cement");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(await screen.findByText("No template matches the search.")).toBeVisible();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AdminTemplatesDocument,
  AdminIndustryDefaultsDocument,
  SetIndustryDefaultDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { IndustryDefaultsPage } from "./IndustryDefaultsPage";
import {
  GLOBAL_CN_GRID,
  PICKER_REFERENCE,
  REFERENCE,
  pickerFactorById,
  pickerSearch,
} from "./test-fixtures";

const template = (id: number, companyId: number | null, code: string, nameEn: string) => ({
  __typename: "Template" as const,
  id,
  companyId,
  code,
  name: nameEn,
  nameEn,
  standardId: null,
  industryId: 3,
  description: "",
  descriptionEn: "",
});

const GENERAL = template(7, null, "BM-GBT32150-GENERAL", "General industrial template");
const OWN = template(8, 1, "ACME-OWN", "Our own template");

const TEMPLATES = {
  request: { query: AdminTemplatesDocument, variables: {} },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { templates: [GENERAL, OWN] } },
};

const row = (industryId: number, electricityFactorId: number | null, updatedAt: string) => ({
  __typename: "IndustryDefault" as const,
  id: industryId * 10,
  industryId,
  templateId: 7,
  electricityFactorId,
  heatFactorId: null,
  updatedAt,
});

const defaults = (rows: ReturnType<typeof row>[]) => ({
  request: { query: AdminIndustryDefaultsDocument },
  result: { data: { industryDefaults: rows } },
});

const MANUFACTURING = row(3, 102, "2026-03-01T08:00:00.000Z");

describe("IndustryDefaultsPage", () => {
  it("explains the defaults and shows each industry's template, factors and last change", async () => {
    renderWithProviders(<IndustryDefaultsPage />, {
      permissions: ["gaa01", "sys"],
      mocks: [
        REFERENCE,
        PICKER_REFERENCE,
        TEMPLATES,
        defaults([MANUFACTURING]),
        pickerFactorById(GLOBAL_CN_GRID),
      ],
    });

    expect(
      screen.getByText(/starts its cases from this template when none is chosen/),
    ).toBeVisible();
    const table = screen.getByRole("table", { name: "Industry defaults" });
    const manufacturing = (await within(table).findByText("Manufacturing")).closest("tr")!;
    expect(await within(manufacturing).findByText("General industrial template")).toBeVisible();
    expect(await within(manufacturing).findByText("CN-GRID-2022-NATIONAL")).toBeVisible();
    expect(within(manufacturing).getByText("CN · 2022 · CO2 0.537 kg/kWh")).toBeVisible();
    expect(within(manufacturing).getByText("2026-03-01")).toBeVisible();
  });

  it("saves an industry's template and electricity factor with setIndustryDefault", async () => {
    const saved = {
      request: {
        query: SetIndustryDefaultDocument,
        variables: {
          input: { industryId: 4, templateId: 7, electricityFactorId: 102, heatFactorId: null },
        },
      },
      result: {
        data: { setIndustryDefault: { ...row(4, 102, "2026-04-02T09:30:00.000Z") } },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustryDefaultsPage />, {
      permissions: ["gaa01", "sys"],
      mocks: [
        REFERENCE,
        PICKER_REFERENCE,
        TEMPLATES,
        defaults([MANUFACTURING]),
        pickerFactorById(GLOBAL_CN_GRID),
        pickerSearch({ category: "electricity", unitId: 30, owner: "global" }, [GLOBAL_CN_GRID]),
        saved,
        defaults([MANUFACTURING, row(4, 102, "2026-04-02T09:30:00.000Z")]),
      ],
    });
    const table = screen.getByRole("table", { name: "Industry defaults" });
    await within(table).findByText("Manufacturing");

    await user.click(
      screen.getByRole("button", {
        name: "Edit the defaults of Production and supply of electricity, heat, gas and water",
      }),
    );
    const dialog = await screen.findByRole("dialog");
    const templateSelect = within(dialog).getByRole("combobox");
    // Only global templates can be an industry's default.
    expect(within(templateSelect).queryByRole("option", { name: /Our own template/ })).toBeNull();
    await user.selectOptions(
      templateSelect,
      within(templateSelect).getByRole("option", { name: /General industrial template/ }),
    );
    const [electricity] = within(dialog).getAllByRole("button", { name: "Choose a factor" });
    await user.click(electricity);
    await user.click(
      await within(dialog).findByRole("button", { name: "Choose CN-GRID-2022-NATIONAL" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    const utilities = within(table)
      .getByText("Production and supply of electricity, heat, gas and water")
      .closest("tr")!;
    expect(await within(utilities).findByText("2026-04-02")).toBeVisible();
    expect(within(utilities).getByText("General industrial template")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("is read-only with a note for a user without sys", async () => {
    renderWithProviders(<IndustryDefaultsPage />, {
      permissions: ["gaa01"],
      mocks: [
        REFERENCE,
        PICKER_REFERENCE,
        TEMPLATES,
        defaults([MANUFACTURING]),
        pickerFactorById(GLOBAL_CN_GRID),
      ],
    });
    const table = screen.getByRole("table", { name: "Industry defaults" });
    await within(table).findByText("Manufacturing");

    expect(
      screen.getByText(
        "Read-only: the industry defaults are global data of the platform operator (permission sys).",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: /Edit the defaults/ })).not.toBeInTheDocument();
  });

  it("shows the explanation and names in Chinese in the Chinese interface", async () => {
    renderWithProviders(<IndustryDefaultsPage />, {
      permissions: ["gaa01", "sys"],
      language: "zh-CN",
      mocks: [
        REFERENCE,
        PICKER_REFERENCE,
        TEMPLATES,
        defaults([]),
        pickerFactorById(GLOBAL_CN_GRID),
      ],
    });
    expect(await screen.findByText("制造业")).toBeVisible();
    expect(screen.getByText(/案例编辑器中的“应用默认因子”/)).toBeVisible();
  });
});

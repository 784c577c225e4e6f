import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  AddTemplateProcessDocument,
  AddTemplateSourceDocument,
  AdminTemplateDocument,
  DeleteTemplateSourceDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { TemplateDetailPage } from "./TemplateDetailPage";
import {
  COMPANY_GRID,
  GLOBAL_NATURAL_GAS,
  CATEGORIES,
  PICKER_REFERENCE,
  REFERENCE,
  STANDARDS,
  pickerFactorById,
  pickerSearch,
} from "./test-fixtures";

/** A company's own template (companyId 1, the signed-in user's): editable with gaa03 alone. */
const model = {
  __typename: "Template" as const,
  id: 9,
  companyId: 1,
  code: "ACME-PLANT",
  name: "ACME plant",
  nameEn: "ACME plant",
  standardId: null,
  industryId: 3,
  description: "",
  descriptionEn: "",
};

type Source = {
  __typename: "TemplateSource";
  id: number;
  name: string;
  nameEn: string;
  unitId: number;
  method: string;
  factorId: number | null;
  sort: number;
  factor: {
    __typename: "EmissionFactor";
    id: number;
    code: string;
    name: string;
    nameEn: string;
  } | null;
};

const electricity = (sources: Source[]) => ({
  __typename: "TemplateProcess" as const,
  id: 2,
  name: "Purchased electricity",
  nameEn: "Purchased electricity",
  scope: 2,
  isoCategory: 2,
  scope3Category: null,
  deducted: false,
  sort: 0,
  sources,
});

const travel = {
  __typename: "TemplateProcess" as const,
  id: 3,
  name: "Business travel",
  nameEn: "Business travel",
  scope: 3,
  isoCategory: 3,
  scope3Category: 6,
  deducted: false,
  sort: 1,
  sources: [],
};

const detail = (processes: unknown[]) => ({
  request: { query: AdminTemplateDocument, variables: { id: 9 } },
  result: { data: { template: { ...model, processes } } },
});

const greenPower: Source = {
  __typename: "TemplateSource",
  id: 21,
  name: "Green power",
  nameEn: "Green power",
  unitId: 30,
  method: "factor",
  factorId: COMPANY_GRID.id,
  sort: 0,
  factor: {
    __typename: "EmissionFactor",
    id: COMPANY_GRID.id,
    code: COMPANY_GRID.code,
    name: COMPANY_GRID.name,
    nameEn: COMPANY_GRID.nameEn,
  },
};

function openPage(mocks: unknown[], permissions = ["gaa03"]) {
  return renderWithProviders(<TemplateDetailPage />, {
    permissions,
    path: "/admin/co2accounting/baseModelDetail?id=9",
    mocks: [REFERENCE, PICKER_REFERENCE, CATEGORIES, STANDARDS, ...(mocks as never[])],
  });
}

async function paste(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

describe("Editing a company template", () => {
  it("adds a scope 3 process with its ISO 14064-1 and scope 3 categories", async () => {
    const added = {
      request: {
        query: AddTemplateProcessDocument,
        variables: {
          input: {
            templateId: 9,
            name: "Employee commuting",
            nameEn: null,
            scope: 3,
            isoCategory: 3,
            scope3Category: 7,
            deducted: false,
          },
        },
      },
      result: { data: { addTemplateProcess: { __typename: "TemplateProcess", id: 4 } } },
    };
    const commuting = {
      ...travel,
      id: 4,
      name: "Employee commuting",
      nameEn: "Employee commuting",
      scope3Category: 7,
      sort: 2,
    };
    const user = userEvent.setup();
    openPage([
      detail([electricity([]), travel]),
      added,
      detail([electricity([]), travel, commuting]),
    ]);

    await user.click(await screen.findByRole("button", { name: "Add a process in Scope 3" }));
    const dialog = await screen.findByRole("dialog", { name: "New process" });
    await paste(user, within(dialog).getByLabelText(/^Process name/), "Employee commuting");
    expect(within(dialog).getByLabelText(/^ISO 14064-1 category/)).toHaveValue("3");
    await user.selectOptions(within(dialog).getByLabelText(/^GHG Protocol scope 3 category/), "7");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    const card = await screen.findByRole("article", { name: "Employee commuting" });
    expect(within(card).getByText(/scope 3 category 7: Employee commuting/)).toBeVisible();
  });

  it("asks for the scope 3 category only for scope 3 and explains the deducted flag", async () => {
    const user = userEvent.setup();
    openPage([detail([electricity([]), travel])]);
    await user.click(await screen.findByRole("button", { name: "Add a process in Scope 1" }));
    const dialog = await screen.findByRole("dialog", { name: "New process" });
    expect(within(dialog).queryByLabelText(/scope 3 category/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Carbon locked in products/)).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText(/^Scope/), "3");

    expect(within(dialog).getByLabelText(/^GHG Protocol scope 3 category/)).toBeVisible();
    // The usual category follows the scope: scope 3 starts at 3 (transportation).
    expect(within(dialog).getByLabelText(/^ISO 14064-1 category/)).toHaveValue("3");
  });

  it("adds a source with a default factor found among factors of the unit's dimension", async () => {
    const added = {
      request: {
        query: AddTemplateSourceDocument,
        variables: {
          input: {
            processId: 2,
            name: "Green power",
            nameEn: null,
            unitId: 30,
            method: "factor",
            factorId: COMPANY_GRID.id,
          },
        },
      },
      result: { data: { addTemplateSource: { __typename: "TemplateSource", id: 21 } } },
    };
    const user = userEvent.setup();
    openPage([
      detail([electricity([]), travel]),
      pickerSearch({ unitId: 30 }, [COMPANY_GRID]),
      added,
      detail([electricity([greenPower]), travel]),
    ]);

    const card = await screen.findByRole("article", { name: "Purchased electricity" });
    await user.click(within(card).getByRole("button", { name: "Add a source" }));
    const dialog = await screen.findByRole("dialog", {
      name: "New emission source of Purchased electricity",
    });
    await paste(user, within(dialog).getByLabelText(/^Source name/), "Green power");
    await user.selectOptions(within(dialog).getByLabelText(/^Unit/), "30");
    await user.click(within(dialog).getByRole("button", { name: "Choose a factor" }));
    await user.click(await within(dialog).findByRole("button", { name: "Choose ACME-GRID-2024" }));
    expect(within(dialog).getByText("CN · 2024 · CO2e 0.57 kg/kWh")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    const sources = await screen.findByRole("table", {
      name: "Emission sources of Purchased electricity",
    });
    const line = (await within(sources).findByText("Green power", { selector: "td" })).closest(
      "tr",
    )!;
    expect(within(line).getByText("ACME-GRID-2024")).toBeVisible();
  });

  it("shows the server's refusal of a factor of another dimension on the factor", async () => {
    const refused = {
      request: {
        query: AddTemplateSourceDocument,
        variables: {
          input: {
            processId: 2,
            name: "Gas boiler",
            nameEn: null,
            unitId: 10,
            method: "factor",
            factorId: GLOBAL_NATURAL_GAS.id,
          },
        },
      },
      result: {
        errors: [
          new GraphQLError("kg (mass) cannot be converted to m³ (volume)", {
            extensions: { code: "BAD_USER_INPUT", field: "factorId" },
          }),
        ],
      },
    };
    const user = userEvent.setup();
    openPage([
      detail([electricity([]), travel]),
      pickerSearch({ unitId: 10 }, [GLOBAL_NATURAL_GAS]),
      refused,
    ]);
    const card = await screen.findByRole("article", { name: "Purchased electricity" });
    await user.click(within(card).getByRole("button", { name: "Add a source" }));
    const dialog = await screen.findByRole("dialog");
    await paste(user, within(dialog).getByLabelText(/^Source name/), "Gas boiler");
    await user.selectOptions(within(dialog).getByLabelText(/^Unit/), "10");
    await user.click(within(dialog).getByRole("button", { name: "Choose a factor" }));
    await user.click(
      await within(dialog).findByRole("button", { name: `Choose ${GLOBAL_NATURAL_GAS.code}` }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(
      await within(dialog).findByText("kg (mass) cannot be converted to m³ (volume)"),
    ).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("deletes a source only after the confirmation", async () => {
    const deleted = {
      request: { query: DeleteTemplateSourceDocument, variables: { id: 21 } },
      result: { data: { deleteTemplateSource: true } },
    };
    const user = userEvent.setup();
    openPage([
      detail([electricity([greenPower]), travel]),
      pickerFactorById(COMPANY_GRID),
      deleted,
      detail([electricity([]), travel]),
    ]);

    await user.click(await screen.findByRole("button", { name: "Delete the source Green power" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(
      within(confirm).getByText(/Cases copied from the template keep their copy/),
    ).toBeVisible();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    const card = await screen.findByRole("article", { name: "Purchased electricity" });
    expect(await within(card).findByText("No emission sources.")).toBeVisible();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { CreateEmissionFactorDocument } from "../../__generated__/graphql";
import { expectFieldError } from "../../test/fields";
import { renderWithProviders, type RenderOptions } from "../../test/render";
import { FactorFormDialog } from "./FactorFormDialog";
import {
  CATEGORIES,
  COMPANY_GRID,
  GLOBAL_NATURAL_GAS,
  REFERENCE,
} from "../admin-accounting/test-fixtures";

function renderDialog(
  factor: typeof COMPANY_GRID | null,
  options: RenderOptions = {},
  permissions = ["gaa02"],
) {
  return renderWithProviders(<FactorFormDialog open factor={factor} onClose={() => undefined} />, {
    permissions,
    ...options,
    mocks: [REFERENCE, CATEGORIES, ...(options.mocks ?? [])],
  });
}

const field = (label: RegExp) => within(screen.getByRole("dialog")).getByLabelText(label);
const sourceField = () => field(/^Source\W*$/);

/** Types a value in one go (pasted), which keeps a long form's specs quick. */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/**
 * Fills the template example's purchased electricity (docs/factor-import-template.md), a
 * supplier's CO2e figure, except the GWP set.
 */
async function fillGridFactor(user: UserEvent) {
  await fill(user, field(/^Code/), "ACME-GRID-2024");
  await fill(user, field(/^Name \(Chinese\)/), "外购电力");
  await user.selectOptions(
    field(/^Category/),
    await screen.findByRole("option", { name: "Electricity" }),
  );
  await user.selectOptions(field(/^Unit/), await screen.findByRole("option", { name: /^kWh/ }));
  await user.selectOptions(screen.getByLabelText("Gas 1"), "CO2E");
  await fill(user, screen.getByLabelText("kg of gas 1 per kWh"), "0.5703");
  await fill(user, field(/^Year/), "2024");
  await fill(user, sourceField(), "Supplier statement 2024");
}

describe("FactorFormDialog", () => {
  it("refuses a CO2e value without the GWP set it was made with", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    await fillGridFactor(user);

    await user.click(screen.getByRole("button", { name: "Create" }));

    const message = "Choose the GWP set the CO2e value was made with";
    expect(await screen.findByText(message)).toBeInTheDocument();
    await expectFieldError(() => field(/^GWP basis/), message);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("refuses two of the three combustion parameters, on the one left out", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    await fillGridFactor(user);
    await user.selectOptions(field(/^GWP basis/), "AR5");
    // Natural gas in the industry guidelines: 389.31 GJ per 10⁴ Nm³ and 15.32 t C/TJ.
    await fill(user, field(/^Net calorific value/), "389.31");
    await fill(user, field(/^Carbon content/), "0.01532");

    await user.click(screen.getByRole("button", { name: "Create" }));

    const message = "NCV, carbon content and oxidation go together: give all three or none";
    expect(await screen.findByText(message)).toBeInTheDocument();
    await expectFieldError(() => field(/^Oxidation rate/), message);
    expect(field(/^Net calorific value/)).not.toHaveAttribute("aria-invalid");
  });

  it("says that guideline tables print carbon content per TJ", async () => {
    renderDialog(null);
    expect(await screen.findByText(/Guideline tables print t C\/TJ: divide by 1000/)).toBeVisible();
  });

  it("creates a company factor from the form", async () => {
    const created = {
      request: {
        query: CreateEmissionFactorDocument,
        variables: {
          input: {
            code: "ACME-GRID-2024",
            name: "外购电力",
            nameEn: null,
            category: "electricity",
            subcategory: null,
            unitId: 30,
            gases: [{ gas: "CO2E", value: 0.5703 }],
            ncv: null,
            carbonContent: null,
            oxidation: null,
            region: "CN",
            year: 2024,
            version: null,
            source: "Supplier statement 2024",
            sourceUrl: null,
            dataSourceType: 2,
            uncertainty: null,
            synonyms: ["Grid power", "外购电"],
            scope: null,
            gwpBasis: "AR5",
            notes: null,
            global: false,
          },
        },
      },
      result: { data: { createEmissionFactor: COMPANY_GRID } },
    };
    const user = userEvent.setup();
    renderDialog(null, { mocks: [created] });
    await fillGridFactor(user);
    await user.selectOptions(field(/^GWP basis/), "AR5");
    await fill(user, field(/^Synonyms/), "Grid power, 外购电");

    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Factor ACME-GRID-2024 created")).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names", async () => {
    const message = "region is longer than 30 characters";
    const refused = {
      request: { query: CreateEmissionFactorDocument, variables: () => true },
      result: {
        errors: [
          new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field: "region" } }),
        ],
      },
    };
    const user = userEvent.setup();
    renderDialog(null, { mocks: [refused] });
    await fillGridFactor(user);
    await user.selectOptions(field(/^GWP basis/), "AR5");

    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    await expectFieldError(() => field(/^Region/), message);
  });

  it("adds and removes gas rows but keeps at least one", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    expect(screen.getByRole("button", { name: "Remove gas 1" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Add a gas" }));

    // The next of the usual gases is offered first: fossil methane, the methane of fuels.
    expect(screen.getByLabelText("Gas 2")).toHaveValue("CH4_FOSSIL");
    await user.click(screen.getByRole("button", { name: "Remove gas 1" }));
    expect(screen.queryByLabelText("Gas 2")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Gas 1")).toHaveValue("CH4_FOSSIL");
  });

  it("lists fossil and non-fossil methane before methane of no stated origin", async () => {
    renderDialog(null);
    const select = screen.getByLabelText("Gas 1");
    await within(select).findByRole("option", { name: /^N2O/ });

    const options = within(select).getAllByRole("option");

    expect(options.map((option) => option.getAttribute("value"))).toEqual([
      "",
      "CO2",
      "CH4_FOSSIL",
      "CH4_NONFOSSIL",
      "CH4",
      "N2O",
      "CO2E",
    ]);
  });

  it("says what CH4 of no stated origin weighs under AR6 and which methane to choose", async () => {
    const user = userEvent.setup();
    renderDialog(null);
    const select = screen.getByLabelText("Gas 1");
    await within(select).findByRole("option", { name: /^N2O/ });

    await user.selectOptions(select, "CH4");

    // AR6 GWP100 from the reference data: CH4 27.9 (Table 7.SM.7), fossil 29.8 (Table 7.15),
    // non-fossil 27.
    expect(
      screen.getByText(
        "CH4 is methane of no stated origin: 27.9 under AR6. Choose CH4 (fossil), 29.8, for fuels and their leaks, or CH4 (non-fossil), 27, for biomass, waste and livestock.",
      ),
    ).toBeInTheDocument();
  });

  it("opens an edit with the factor's gas rows", async () => {
    renderDialog(GLOBAL_NATURAL_GAS, {}, ["gaa02", "sys"]);
    expect(
      screen.getByRole("heading", { name: `Edit ${GLOBAL_NATURAL_GAS.code}` }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText("Gas 2")).toHaveValue("CH4_FOSSIL");
    expect(await screen.findByLabelText("kg of gas 1 per m³")).toHaveValue("2.0414");
    expect(field(/^Synonyms/)).toHaveValue("Natural gas");
    expect(screen.getByText(/applies to every company that uses it/)).toBeInTheDocument();
  });

  it("offers the global library only to the platform operator", () => {
    const { unmount } = renderDialog(null, {}, ["gaa02"]);
    expect(screen.queryByText("Into the global library")).not.toBeInTheDocument();
    unmount();
    renderDialog(null, {}, ["gaa02", "sys"]);
    expect(screen.getByText("Into the global library")).toBeInTheDocument();
  });
});

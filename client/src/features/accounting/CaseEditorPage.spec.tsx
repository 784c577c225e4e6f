import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import {
  CaseEditorCalculateDocument,
  CaseEditorCaseDocument,
  CaseEditorLinesDocument,
  CaseEditorProcessesDocument,
  CaseEditorSaveLinesDocument,
  CaseResultsFreshnessDocument,
} from "../../__generated__/graphql";
import { renderWithProviders, type RenderOptions } from "../../test/render";
import { CaseEditorPage } from "./CaseEditorPage";
import type { Line } from "./line-edits";
import { caseFixture, lineFixture, referenceDataMock } from "./test-fixtures";

// The results view belongs to another screen and has its own specs.
jest.mock("../case-results/CaseResults", () => ({ CaseResults: () => null }));

const latestRun = {
  __typename: "CalculationRun" as const,
  id: 20,
  totalKg: 3223595.04,
  totalMarketKg: 3223595.04,
  createdAt: "2026-03-01T08:00:00.000Z",
};
const theCase = caseFixture({ latestRun });

const process = (id: number, name: string, scope: number, isoCategory: number) => ({
  __typename: "CaseProcess" as const,
  id,
  caseId: 1,
  name,
  nameEn: name,
  scope,
  isoCategory,
  scope3Category: null,
  deducted: false,
  templateProcessId: null,
  sort: id,
});

const factor = (
  id: number,
  name: string,
  unitId: number,
  co2: number,
  combustion: [number, number, number] | null = null,
) => ({
  __typename: "EmissionFactor" as const,
  id,
  code: `F-${id}`,
  name,
  nameEn: name,
  unitId,
  gases: [{ __typename: "GasValueType" as const, gas: "CO2", value: co2 }],
  ncv: combustion?.[0] ?? null,
  carbonContent: combustion?.[1] ?? null,
  oxidation: combustion?.[2] ?? null,
  region: "CN",
  year: 2013,
  source: "NDRC guideline (2013), appendix table",
  sourceUrl: null,
  retired: false,
  proxy: false,
  dataQuality: null,
  dataQualityEn: null,
});

const NATURAL_GAS = factor(37, "Natural gas", 22, 21621.9, [389.31, 0.0153, 0.99]);
const DIESEL = factor(34, "Diesel", 11, 3145.8, [42.652, 0.0202, 0.98]);
const GRID = factor(14, "China grid average 2023", 30, 0.5306);

const line = (
  id: number,
  processId: number,
  name: string,
  amount: number | null,
  unitId: number,
  lineFactor: ReturnType<typeof factor> | null,
  overrides: Partial<Line> = {},
) =>
  lineFixture(id, {
    processId,
    name,
    amount,
    unitId,
    factorId: lineFactor?.id ?? null,
    factor: lineFactor,
    ...overrides,
  });

const GAS_LINE = line(1, 1, "Natural gas", 18.5, 22, NATURAL_GAS);
const DIESEL_LINE = line(2, 1, "Diesel", null, 11, DIESEL);
const POWER_LINE = line(16, 5, "Purchased electricity", 4200000, 30, GRID);

/** The mocked answers arrive after a tick; a loaded test machine may need longer. */
const SLOW = { timeout: 4000 };

const always = (mock: MockLink.MockedResponse): MockLink.MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The lines of the case, `LINES_PAGE_SIZE` (50) a page, as the server pages them. */
const linePages = (items: readonly Line[]): MockLink.MockedResponse[] =>
  Array.from({ length: Math.max(1, Math.ceil(items.length / 50)) }, (_, index) =>
    always({
      request: {
        query: CaseEditorLinesDocument,
        variables: { caseId: 1, page: index + 1, pageSize: 50 },
      },
      result: {
        data: {
          activityLines: {
            __typename: "ActivityLinePage",
            total: items.length,
            items: items.slice(index * 50, index * 50 + 50),
          },
        },
      },
    }),
  );

const baseMocks: MockLink.MockedResponse[] = [
  always({
    request: { query: CaseEditorCaseDocument, variables: { id: 1 } },
    result: { data: { case: theCase } },
  }),
  always({
    request: { query: CaseEditorProcessesDocument, variables: { caseId: 1 } },
    result: {
      data: {
        caseProcesses: [
          process(1, "Stationary fuel combustion", 1, 1),
          process(5, "Purchased electricity", 2, 2),
        ],
      },
    },
  }),
  referenceDataMock,
];

/** Whether run 2 is older than the case's data, as the server answers. */
const freshnessMock = (outdated: { dataChanged: boolean; factorsChanged: number } | null) =>
  always({
    request: { query: CaseResultsFreshnessDocument, variables: { id: 1 } },
    result: {
      data: {
        case: {
          __typename: "Case",
          id: 1,
          calculationCount: 2,
          latestRun: { __typename: "CalculationRun", id: 20, runNo: 2 },
          resultsFreshness: {
            __typename: "ResultsFreshness",
            outdated: outdated !== null,
            dataChanged: outdated?.dataChanged ?? false,
            factorsChanged: outdated?.factorsChanged ?? 0,
            dataChangedAt: "2026-03-02T09:00:00.000Z",
            runAt: "2026-03-01T08:00:00.000Z",
          },
        },
      },
    },
  });

const render = (
  options: RenderOptions & {
    lines?: readonly Line[];
    outdated?: { dataChanged: boolean; factorsChanged: number } | null;
  } = {},
) =>
  renderWithProviders(<CaseEditorPage />, {
    permissions: ["aa", "aa01"],
    path: "/co2/edit?caseId=1",
    ...options,
    mocks: [
      freshnessMock(options.outdated ?? null),
      ...baseMocks,
      ...linePages(options.lines ?? [GAS_LINE, DIESEL_LINE, POWER_LINE]),
      ...(options.mocks ?? []),
    ],
  });

/** The answer to a save of the given lines. */
const saved = (
  lines: Array<Record<string, unknown>>,
  // The cache's type names included, as the server answers.
  answer: readonly object[],
): MockLink.MockedResponse => ({
  request: {
    query: CaseEditorSaveLinesDocument,
    variables: { input: { caseId: 1, lines } },
  },
  result: { data: { updateActivityLines: answer } },
});

/** The value of a fact of the case's summary, by its term. */
const fact = (term: string) =>
  screen.getAllByText(term).find((node) => node.tagName === "DT")!.nextElementSibling!;
const amountOf = (name: string) => screen.findByLabelText(`Amount of ${name}`, {}, SLOW);
const rowOf = (name: string) =>
  screen.getByLabelText(`Amount of ${name}`).closest("tr") as HTMLElement;
/** Opens the row of a line's secondary fields (month, data source, remark, evidence, basis). */
const openDetails = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole("button", { name: new RegExp(`^Details of ${name}:`) }));

describe("CaseEditorPage", () => {
  it("shows the case's name, corporation, period, GWP set, status and latest run", async () => {
    render();
    expect(await screen.findByRole("heading", { name: "2024 GHG inventory" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Suzhou Demo Plant" })).toBeInTheDocument();
    expect(fact("Period")).toHaveTextContent("2024-01-01 – 2024-12-31");
    expect(fact("GWP set")).toHaveTextContent("AR6 (IPCC 2021)");
    expect(fact("Status")).toHaveTextContent("Completed");
    // The run's number, as the results and the run history give it.
    expect(await screen.findByText("No. 2")).toBeInTheDocument();
    expect(fact("Latest run")).toHaveTextContent("No. 2");
    // 3,223,595.04 kg is 3,223.6 t at one decimal.
    expect(fact("Latest total")).toHaveTextContent("3,223.6 tCO₂e");
  });

  it("groups the processes by scope with their ISO category", async () => {
    render();
    const scope1 = await screen.findByRole("article", { name: "Stationary fuel combustion" });
    expect(within(scope1).getByText("ISO 1: Direct emissions and removals")).toBeInTheDocument();
    expect(within(scope1).getByText("2 lines")).toBeInTheDocument();
    const scope2 = screen.getByRole("article", { name: "Purchased electricity" });
    expect(
      within(scope2).getByText("ISO 2: Indirect emissions from imported energy"),
    ).toBeInTheDocument();
    // Scope 2 lines carry a market-based instrument; scope 1 lines do not.
    expect(
      within(scope2).getByRole("columnheader", { name: "Market-based instrument" }),
    ).toBeInTheDocument();
    expect(
      within(scope1).queryByRole("columnheader", { name: "Market-based instrument" }),
    ).not.toBeInTheDocument();
  });

  it("marks a line with an edited amount as unsaved and counts it", async () => {
    const user = userEvent.setup();
    render();
    const amount = await amountOf("Natural gas");
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, "20");
    expect(screen.getByText("1 unsaved change")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save (1)" })).toBeEnabled();
    expect(rowOf("Natural gas")).toHaveAttribute("data-changed", "true");
    expect(rowOf("Diesel")).not.toHaveAttribute("data-changed");
  });

  it("forgets an amount typed back to its saved value", async () => {
    const user = userEvent.setup();
    render();
    const amount = await amountOf("Natural gas");
    await user.clear(amount);
    await user.type(amount, "20");
    await user.clear(amount);
    await user.type(amount, "18.5");
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save (0)" })).toBeDisabled();
  });

  it("saves only the changed line with only its changed field", async () => {
    const user = userEvent.setup();
    render({
      mocks: [
        {
          request: {
            query: CaseEditorSaveLinesDocument,
            variables: { input: { caseId: 1, lines: [{ id: 1, amount: 20 }] } },
          },
          result: { data: { updateActivityLines: [{ ...GAS_LINE, amount: 20 }] } },
        },
      ],
    });
    const amount = await amountOf("Natural gas");
    await user.clear(amount);
    await user.type(amount, "20");
    await user.click(screen.getByRole("button", { name: "Save (1)" }));
    expect(await screen.findByText("1 line saved", {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
    expect(await amountOf("Natural gas")).toHaveValue("20");
  });

  it("does not save an unreadable amount and says which line to correct", async () => {
    const user = userEvent.setup();
    render();
    const amount = await amountOf("Diesel");
    await user.type(amount, "12 t");
    expect(amount).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "Save (1)" }));
    expect(
      await screen.findByText("1 line has a value that cannot be saved: correct it first."),
    ).toBeInTheDocument();
    expect(screen.getByText("1 unsaved change")).toBeInTheDocument();
  });

  it("puts every line back as saved on discard", async () => {
    const user = userEvent.setup();
    render();
    const amount = await amountOf("Natural gas");
    await user.clear(amount);
    await user.type(amount, "20");
    await openDetails(user, "Diesel");
    await user.selectOptions(screen.getByLabelText("Month of Diesel"), "3");
    expect(screen.getByText("2 unsaved changes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Discard changes" }));
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
    expect(await amountOf("Natural gas")).toHaveValue("18.5");
    expect(screen.getByLabelText("Month of Diesel")).toHaveValue("");
  });

  it("marks a line without an amount as to fill, and enters a line month by month", async () => {
    // Diesel, tonnes by month: January 100 + February 250.5 + March 49.5 = 400 t.
    const months: Array<number | null> = [100, 250.5, 49.5, ...Array<null>(9).fill(null)];
    const user = userEvent.setup();
    render({
      mocks: [
        saved(
          [{ id: 2, amount: 400, monthAmounts: months }],
          [{ ...DIESEL_LINE, amount: 400, monthAmounts: months }],
        ),
      ],
    });
    await amountOf("Diesel");
    expect(within(rowOf("Diesel")).getByText("To fill")).toBeInTheDocument();
    expect(within(rowOf("Natural gas")).queryByText("To fill")).not.toBeInTheDocument();
    await openDetails(user, "Diesel");
    await user.click(screen.getByRole("button", { name: "Enter by month" }));
    await user.type(screen.getByLabelText("Jan amount of Diesel"), "100");
    await user.type(screen.getByLabelText("Feb amount of Diesel"), "250.5");
    await user.type(screen.getByLabelText("Mar amount of Diesel"), "49.5");
    expect(screen.getByTestId("month-total")).toHaveTextContent(
      "Total 400 t (3 of 12 months entered)",
    );
    // The amount is the months' sum, no longer typed.
    expect(screen.queryByLabelText("Amount of Diesel")).not.toBeInTheDocument();
    expect(screen.getByTestId("by-month")).toHaveTextContent("3/12 months");
    expect(screen.queryByText("To fill")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save (1)" }));
    expect(await screen.findByText("1 line saved", {}, SLOW)).toBeInTheDocument();
  });

  it("lists the lines that stopped a failed calculation and takes the user to each", async () => {
    const message = "Stationary fuel combustion / Diesel: no activity amount entered";
    const user = userEvent.setup();
    render({
      mocks: [
        {
          request: { query: CaseEditorCalculateDocument, variables: { caseId: 1 } },
          result: {
            data: {
              calculateCase: {
                __typename: "CalculationRun",
                id: 21,
                runNo: 3,
                status: "failed",
                totalKg: null,
                createdAt: "2026-03-02T08:00:00.000Z",
                errors: [
                  {
                    __typename: "LineErrorType",
                    lineId: 2,
                    name: "Diesel",
                    processName: "Stationary fuel combustion",
                    reason: "MISSING_AMOUNT",
                    message,
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await amountOf("Diesel");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(
      await screen.findByText("The calculation stopped at 1 line", {}, SLOW),
    ).toBeInTheDocument();
    const link = screen.getByRole("button", { name: "Stationary fuel combustion / Diesel" });
    expect(link.parentElement).toHaveTextContent(message);
    await user.click(link);
    await waitFor(() => expect(screen.getByLabelText("Amount of Diesel")).toHaveFocus());
  });

  it("asks to save unsaved changes before calculating", async () => {
    const user = userEvent.setup();
    render();
    const amount = await amountOf("Diesel");
    await user.type(amount, "12");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "1 change is not saved yet. The calculation uses saved data only: save it and calculate?",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save and calculate" })).toBeInTheDocument();
  });

  it("shows the activity data read-only without aa01", async () => {
    render({ permissions: ["aa"] });
    expect(await screen.findByText("18.5")).toBeInTheDocument();
    expect(screen.queryByLabelText("Amount of Natural gas")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Calculate" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add process" })).not.toBeInTheDocument();
  });

  it("offers only the units that convert for a line, the common ones first", async () => {
    render();
    const unit = await screen.findByLabelText("Unit of Diesel");
    const groups = within(unit).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual([
      "Common units",
      "Convert to t",
    ]);
    expect(
      within(groups[0])
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["kg", "m³", "kWh", "MJ", "piece"]);
    expect(
      within(groups[1])
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["g", "t"]);
  });

  it("warns on a unit that does not convert to the factor's", async () => {
    const user = userEvent.setup();
    render();
    await user.selectOptions(await screen.findByLabelText("Unit of Diesel"), "kWh");
    expect(
      screen.getByRole("img", { name: "kWh does not convert to the factor's unit t" }),
    ).toBeInTheDocument();
  });
  it("takes measured NCV, carbon content and oxidation on a combustion line and saves them with it", async () => {
    // The boiler's gas was measured at 392.5 GJ per 10⁴ Nm³, 0.0155 t C/GJ and 0.98 oxidised,
    // against the guideline's 389.31, 0.0153 and 0.99.
    const measured = { ncv: 392.5, carbonContent: 0.0155, oxidation: 0.98 };
    const gas = line(1, 1, "Natural gas", 18.5, 22, NATURAL_GAS, { method: "combustion" });
    const user = userEvent.setup();
    render({
      lines: [gas, DIESEL_LINE, POWER_LINE],
      mocks: [saved([{ id: 1, ...measured }], [{ ...gas, ...measured }])],
    });
    await user.click(
      await screen.findByRole("button", { name: "Combustion parameters of Natural gas" }, SLOW),
    );
    const ncv = await screen.findByLabelText("Net calorific value of Natural gas");
    // An empty field stands for the factor's value, which it shows.
    expect(ncv).toHaveAttribute("placeholder", "389.31");
    await user.type(ncv, "392.5");
    await user.type(screen.getByLabelText("Carbon content of Natural gas"), "0.0155");
    await user.type(screen.getByLabelText("Oxidation rate of Natural gas"), "0.98");
    expect(screen.getByText("1 unsaved change")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save (1)" }));

    expect(await screen.findByText("1 line saved", {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
  });

  it("refuses a carbon content typed in t C/TJ and says how to convert it", async () => {
    const gas = line(1, 1, "Natural gas", 18.5, 22, NATURAL_GAS, { method: "combustion" });
    const user = userEvent.setup();
    render({ lines: [gas, DIESEL_LINE, POWER_LINE] });
    await user.click(
      await screen.findByRole("button", { name: "Combustion parameters of Natural gas" }, SLOW),
    );
    const carbon = await screen.findByLabelText("Carbon content of Natural gas");
    // 15.3 is the guideline's t C/TJ figure for natural gas.
    await user.type(carbon, "15.3");

    expect(carbon).toHaveAttribute("aria-invalid", "true");
    expect(
      screen.getByText("Enter t C per GJ, above 0 and at most 1: divide a t C/TJ figure by 1,000"),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save (1)" }));
    expect(
      await screen.findByText("1 line has a value that cannot be saved: correct it first."),
    ).toBeInTheDocument();
  });

  it("takes the carbon content in t C/TJ as the guideline prints it and converts it", async () => {
    // Natural gas measured at 15.3 t C/TJ: 15.3 × 10^-3 = 0.0153 t C/GJ, saved as such.
    const gas = line(1, 1, "Natural gas", 18.5, 22, NATURAL_GAS, { method: "combustion" });
    const user = userEvent.setup();
    render({
      lines: [gas, DIESEL_LINE, POWER_LINE],
      mocks: [saved([{ id: 1, carbonContent: 0.0153 }], [{ ...gas, carbonContent: 0.0153 }])],
    });
    await user.click(
      await screen.findByRole("button", { name: "Combustion parameters of Natural gas" }, SLOW),
    );
    await user.type(
      await screen.findByLabelText("Carbon content in t C/TJ of Natural gas"),
      "15.3",
    );
    expect(screen.getByLabelText("Carbon content of Natural gas")).toHaveValue("0.0153");
    await user.click(screen.getByRole("button", { name: "Save (1)" }));
    expect(await screen.findByText("1 line saved", {}, SLOW)).toBeInTheDocument();
  });

  it("corrects the factor entered for a line and saves it with the line", async () => {
    const epd = {
      __typename: "CustomFactor" as const,
      name: "Steel sheet, supplier EPD 2024",
      unitId: 11,
      gases: [{ __typename: "GasValueType" as const, gas: "CO2", value: 1850 }],
      source: "Supplier EPD 2024, table 4",
      ncv: null,
      carbonContent: null,
      oxidation: null,
    };
    const steel = line(3, 1, "Steel sheet", 12, 11, null, { customFactor: epd });
    const corrected = {
      name: "Steel sheet, supplier EPD 2024",
      unitId: 11,
      gases: [{ gas: "CO2", value: 1790 }],
      source: "Supplier EPD 2024, table 4",
    };
    const user = userEvent.setup();
    render({
      lines: [GAS_LINE, steel, POWER_LINE],
      mocks: [
        saved(
          [{ id: 3, customFactor: corrected }],
          [{ ...steel, customFactor: { ...epd, gases: [{ ...epd.gases[0], value: 1790 }] } }],
        ),
      ],
    });
    await user.click(
      await screen.findByRole("button", { name: "Edit the factor entered for Steel sheet" }, SLOW),
    );
    const dialog = await screen.findByRole("dialog", { name: "Factor entered for Steel sheet" });
    const value = within(dialog).getByRole("textbox", { name: "kg of gas 1 per t" });
    expect(value).toHaveValue("1850");
    await user.clear(value);
    await user.type(value, "1790");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("1 unsaved change")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save (1)" }));
    expect(await screen.findByText("1 line saved", {}, SLOW)).toBeInTheDocument();
  });

  it("gives a scope 2 line a supplier's factor beside its grid factor", async () => {
    const instrument = {
      name: "Green tariff, Jiangsu supplier",
      unitId: 30,
      gases: [{ gas: "CO2", value: 0.12 }],
      source: "Supplier disclosure 2024",
    };
    const user = userEvent.setup();
    render({
      mocks: [
        saved(
          [{ id: 16, marketCustomFactor: instrument, marketBasis: "supplier" }],
          [
            {
              ...POWER_LINE,
              marketBasis: "supplier",
              marketCustomFactor: {
                __typename: "CustomFactor" as const,
                ...instrument,
                gases: [{ __typename: "GasValueType" as const, gas: "CO2", value: 0.12 }],
                ncv: null,
                carbonContent: null,
                oxidation: null,
              },
            },
          ],
        ),
      ],
    });
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Enter a supplier or contractual factor for Purchased electricity" },
        SLOW,
      ),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Supplier or contractual factor of Purchased electricity",
    });
    // A market-based instrument has no combustion parameters.
    expect(within(dialog).queryByText("Combustion parameters (optional)")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Factor name/), instrument.name);
    await user.type(within(dialog).getByRole("textbox", { name: "kg of gas 1 per kWh" }), "0.12");
    await user.type(within(dialog).getByLabelText(/^Source/), instrument.source);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const row = rowOf("Purchased electricity");
    // The grid factor stays for the location-based figure.
    expect(
      within(row).getByRole("button", {
        name: "China grid average 2023: factor details of Purchased electricity",
      }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole("button", {
        name: "Green tariff, Jiangsu supplier: factor details of Purchased electricity",
      }),
    ).toBeInTheDocument();
    await openDetails(user, "Purchased electricity");
    await user.selectOptions(
      screen.getByLabelText("Market-based basis of Purchased electricity"),
      "supplier",
    );
    await user.click(screen.getByRole("button", { name: "Save (1)" }));
    expect(await screen.findByText("1 line saved", {}, SLOW)).toBeInTheDocument();
  });

  it("shows every line of a case of two pages and saves a change to one of the second", async () => {
    // 51 boiler lines and the electricity line: pages of 50 and 2.
    const boilers = Array.from({ length: 51 }, (_, index) =>
      line(100 + index, 1, `Boiler ${index + 1}`, index + 1, 11, DIESEL),
    );
    const last = boilers[50];
    const user = userEvent.setup();
    render({
      lines: [...boilers, POWER_LINE],
      mocks: [saved([{ id: last.id, amount: 150 }], [{ ...last, amount: 150 }])],
    });

    const amount = await screen.findByLabelText("Amount of Boiler 51", {}, { timeout: 10000 });
    const boilerHouse = screen.getByRole("article", { name: "Stationary fuel combustion" });
    expect(within(boilerHouse).getByText("51 lines")).toBeInTheDocument();
    expect(screen.getByLabelText("Amount of Purchased electricity")).toHaveValue("4200000");
    await user.clear(amount);
    await user.type(amount, "150");
    await user.click(screen.getByRole("button", { name: "Save (1)" }));

    expect(await screen.findByText("1 line saved", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText("Amount of Boiler 51")).toHaveValue("150");
  });

  it("counts the lines to fill next to Calculate, and removes them after a confirmation", async () => {
    const user = userEvent.setup();
    render();
    const toolbar = await screen.findByRole("toolbar");

    // Diesel has no amount.
    expect(await within(toolbar).findByText("1 line to fill")).toBeInTheDocument();
    await user.click(within(toolbar).getByRole("button", { name: "Remove empty lines" }));

    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Remove 1 line without an amount?");
  });

  it("says the results are older than the data, with one click to recalculate", async () => {
    const user = userEvent.setup();
    render({ outdated: { dataChanged: true, factorsChanged: 1 } });
    await user.click(await screen.findByRole("tab", { name: /Results/ }));

    const notice = await screen.findByTestId("stale-results");
    expect(notice).toHaveTextContent("The results shown are older than the case's data");
    expect(notice).toHaveTextContent(
      "Lines, processes or settings changed after run 2 of 2026-03-01",
    );
    expect(notice).toHaveTextContent("1 emission factor the lines use was edited in the library");
    expect(within(notice).getByRole("button", { name: "Recalculate" })).toBeEnabled();
  });

  it("says nothing of stale results while the latest run reflects the data", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("tab", { name: /Results/ }));

    expect(await screen.findByRole("tabpanel")).toBeInTheDocument();
    expect(screen.queryByTestId("stale-results")).not.toBeInTheDocument();
  });
});

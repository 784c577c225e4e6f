import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { formatEpdFigure, type EpdFigures } from "./epd-codes";
import { FiguresPreview } from "./FiguresPreview";

jest.mock("react-chartjs-2", () => ({
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

const MODULES = ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7"]
  .concat(["C1", "C2", "C3", "C4", "D"])
  .map((code) => ({
    code,
    declared: ["A1", "A2", "A3", "C1", "C2", "C3", "C4", "D"].includes(code),
  }));

/*
 * A mortar block, 1 kg, cradle to grave with D, A1-A3 aggregated. GWP-total by hand from the
 * supplier's figures: A1 0.3 kg cement × 0.9 = 0.27, A2 0.05 t·km × 0.1 = 0.005, A3 0.05 kWh ×
 * 0.6 = 0.03, so A1-A3 = 0.305; C1 0.002 kWh × 0.6 = 0.0012; C2 0.02 t·km × 0.1 = 0.002; C4
 * 1 kg × 0.01 = 0.01; C3 and D nothing. ODP in C2 is 1.234E-7 kg CFC-11 eq. The primary-energy
 * split (PERE) is not given by the calculation: null (ND) in every declared module.
 */
const FIGURES: EpdFigures = {
  number: "EPD-2026-000001",
  product: { name: "Mortar block", specification: "M10", description: "", geography: "CN" },
  declaredUnit: { amount: 1, unit: "kg", description: "", massKg: 1 },
  referenceServiceLifeYears: null,
  modules: MODULES,
  aggregateA1A3: true,
  indicators: [
    {
      group: "core",
      code: "GWP-total",
      unit: "kg CO2 eq",
      values: {
        "A1-A3": 0.27 + 0.005 + 0.03,
        A1: 0.27,
        A2: 0.005,
        A3: 0.03,
        C1: 0.0012,
        C2: 0.002,
        C3: 0,
        C4: 0.01,
        D: 0,
      },
    },
    {
      group: "core",
      code: "ODP",
      unit: "kg CFC-11 eq",
      values: { "A1-A3": 0, A1: 0, A2: 0, A3: 0, C1: 0, C2: 1.234e-7, C3: 0, C4: 0, D: 0 },
    },
    {
      group: "resource",
      code: "PERE",
      unit: "MJ",
      values: {
        "A1-A3": null,
        A1: null,
        A2: null,
        A3: null,
        C1: null,
        C2: null,
        C3: null,
        C4: null,
        D: null,
      },
    },
  ],
  biogenicCarbon: { product: null, packaging: null },
  scenarios: [],
  standard: "EN 15804:2012+A2:2019",
  database: "USLCI FY18Q3",
  method: "EF 3.1 (EN 15804+A2)",
  referenceYear: 2025,
  source: { productId: 7, version: 2, calculationNumber: 3 },
};

/** The cells of an indicator's row, by the column header above each. */
function rowByModule(tableName: string, code: string): Record<string, string> {
  const table = screen.getByRole("table", { name: tableName });
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((header) => header.textContent ?? "");
  const row = within(table)
    .getByRole("rowheader", { name: new RegExp(`^${code}`) })
    .closest("tr")!;
  const cells = [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "");
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]]));
}

describe("the figures of an EPD report", () => {
  it("prints ND where the calculation gives no figure and MND for the modules not declared", () => {
    renderWithProviders(<FiguresPreview figures={FIGURES} />);

    const pere = rowByModule("Use of resources", "PERE");
    expect(pere.Unit).toBe("MJ");
    // Declared modules without a figure: ND.
    for (const module of ["A1-A3", "C1", "C2", "C3", "C4", "D"]) expect(pere[module]).toBe("ND");
    // Modules not declared: MND, whatever the figure.
    for (const module of ["A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7"]) {
      expect(pere[module]).toBe("MND");
    }
    // A1-A3 aggregated: one column for the product stage.
    expect(pere).not.toHaveProperty("A1");
  });

  it("prints three significant digits, and exponent form for very small values", () => {
    renderWithProviders(<FiguresPreview figures={FIGURES} />);

    const gwp = rowByModule("Core environmental impact indicators", "GWP-total");
    expect(gwp["A1-A3"]).toBe("0.305");
    expect(gwp.C1).toBe("0.00120");
    expect(gwp.C2).toBe("0.00200");
    expect(gwp.C4).toBe("0.0100");
    expect(gwp.C3).toBe("0");
    expect(gwp.A4).toBe("MND");
    expect(rowByModule("Core environmental impact indicators", "ODP").C2).toBe("1.23E-7");
    expect(
      screen.getByText(
        "Per declared unit (1 kg), from calculation #3 of version 2 as released; EF 3.1 (EN 15804+A2).",
      ),
    ).toBeVisible();
  });

  it("charts GWP-total of the declared modules only", () => {
    renderWithProviders(<FiguresPreview figures={FIGURES} />);

    const figures = screen.getByRole("table", {
      name: "GWP-total by module, kg CO2 eq per 1 kg",
    });
    const bars = within(figures)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent).join(" "));
    expect(bars).toEqual([
      "A1-A3 0.305 kg CO2 eq",
      "C1 0.00120 kg CO2 eq",
      "C2 0.00200 kg CO2 eq",
      "C3 0 kg CO2 eq",
      "C4 0.0100 kg CO2 eq",
      "D 0 kg CO2 eq",
    ]);
  });

  it("shows the product stage module by module when not aggregated", () => {
    renderWithProviders(<FiguresPreview figures={{ ...FIGURES, aggregateA1A3: false }} />);

    const gwp = rowByModule("Core environmental impact indicators", "GWP-total");
    expect([gwp.A1, gwp.A2, gwp.A3]).toEqual(["0.270", "0.00500", "0.0300"]);
    expect(gwp).not.toHaveProperty("A1-A3");
  });
});

describe("EPD figures", () => {
  it("keep three significant digits and switch to exponent form outside 0.001 to a million", () => {
    expect(formatEpdFigure(812.4)).toBe("812");
    expect(formatEpdFigure(8.9)).toBe("8.90");
    expect(formatEpdFigure(-12.6)).toBe("-12.6");
    expect(formatEpdFigure(0.000999)).toBe("9.99E-4");
    expect(formatEpdFigure(-2.2e-9)).toBe("-2.20E-9");
    expect(formatEpdFigure(1234567)).toBe("1.23E+6");
    // 0.00099996 rounds to 0.00100 at three digits: plain form.
    expect(formatEpdFigure(0.00099996)).toBe("0.00100");
  });
});

import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { ComparisonResult } from "./ResultsComparisonPage";

// The hand-made coil of server/test/data-matching.test.ts: v1 1.6298, v2 1.27476 kg CO2e/kg.
const side = (version: string, gwp: number) => ({
  processId: 1,
  processName: "Steel, hot rolled coil, at mill",
  productName: "Hot rolled coil",
  unit: "kg",
  databaseName: "Hand-made steel",
  databaseVersion: version,
  gwp,
});

const flow = (name: string, amountA: number, amountB: number, gwpA: number, gwpB: number) => ({
  name,
  compartment: "air/unspecified",
  unit: "kg",
  amountA,
  amountB,
  difference: amountB - amountA,
  gwpA,
  gwpB,
  gwpDifference: gwpB - gwpA,
  presence: amountA === 0 ? "onlyB" : "both",
});

describe("results comparison", () => {
  it("shows both GWPs, the difference and the flows with their signed differences", () => {
    renderWithProviders(
      <ComparisonResult
        result={{
          report: "AR6",
          a: side("1.0", 1.6298),
          b: side("2.0", 1.27476),
          gwpDifference: -0.35504,
          flows: [
            flow("Carbon dioxide, fossil", 1.6, 1.24, 1.6, 1.24),
            flow("Dinitrogen monoxide", 0, 0.00004, 0, 0.01092),
          ],
        }}
      />,
    );

    expect(screen.getByText("1.63 kg CO2e")).toBeVisible();
    expect(screen.getByText("1.275 kg CO2e")).toBeVisible();
    expect(screen.getByText("\u22120.355 kg CO2e")).toBeVisible();
    const rows = within(screen.getByRole("table", { name: "Elementary flows" })).getAllByRole(
      "row",
    );
    expect(within(rows[1]).getAllByText("\u22120.36")).toHaveLength(2);
    expect(within(rows[2]).getByText("only in B")).toBeVisible();
    expect(within(rows[2]).getByText("+0.01092")).toBeVisible();
  });
});

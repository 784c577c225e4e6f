import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import {
  MIXED_GWP,
  TWO_YEARS,
  comparisonMocks,
  recalculationMock,
  reference,
  refusedComparison,
} from "./comparison.fixtures";
import { ComparisonPage } from "./ComparisonPage";

// jsdom has no canvas: the charts stand in as labelled elements.
jest.mock("react-chartjs-2", () => ({
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

describe("ComparisonPage", () => {
  it("asks for two cases before comparing", async () => {
    renderWithProviders(<ComparisonPage />, {
      path: "/co2compare/list",
      permissions: ["cp"],
      mocks: [reference],
    });
    expect(await screen.findByText("Choose at least two cases")).toBeInTheDocument();
  });

  it("shows each case's total and the change against the reference, and the flagged base year", async () => {
    renderWithProviders(<ComparisonPage />, {
      path: "/co2compare/list?cases=1,2",
      permissions: ["cp"],
      mocks: comparisonMocks([1, 2], TWO_YEARS),
    });
    const table = await screen.findByRole("table", { name: "Scope" });
    const total = within(table).getByRole("row", { name: /^Total \(location-based\)/ });
    // 7,000 t → 7,830 t: +830 t, 830 / 7,000 = +11.9%.
    expect(
      within(total)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Total (location-based)", "7,000.0", "7,830.0", "+830.00", "+11.9%"]);
    const check = screen.getByRole("region", { name: "Base-year recalculation check, 2024" });
    expect(
      within(check).getByText(
        "Recalculate the base year: the changes since the base year touch 5.0% of it, at or above the 5% threshold.",
      ),
    ).toBeInTheDocument();
    expect(within(check).getByText("200.00 tCO₂e (2.9%)")).toBeInTheDocument();
  });

  it("splits the change into its drivers", async () => {
    renderWithProviders(<ComparisonPage />, {
      path: "/co2compare/list?cases=1,2&tab=drivers",
      permissions: ["cp"],
      mocks: comparisonMocks([1, 2], TWO_YEARS),
    });
    const lines = await screen.findByRole("table", { name: "Sources and their change" });
    const grid = within(lines).getByRole("row", { name: /Grid power/ });
    expect(within(grid).getByText("Other factor")).toBeInTheDocument();
    // Grid power: +490 t activity, −210 t factor, +280 t in all.
    expect(within(grid).getByText("+280.00")).toBeInTheDocument();
    expect(within(grid).getByText("+490.00")).toBeInTheDocument();
    expect(within(grid).getByText("−210.00")).toBeInTheDocument();
    expect(screen.getByText("Activity change").parentElement).toHaveTextContent("+890.00");
  });

  it("names the uncalculated case the server refuses", async () => {
    const message =
      "Not calculated yet: Draft inventory. Calculate them before comparing, or leave them out";
    renderWithProviders(<ComparisonPage />, {
      path: "/co2compare/list?cases=1,5",
      permissions: ["cp"],
      mocks: refusedComparison([1, 5], message),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says which case is in which GWP set and recalculates one after a confirmation", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ComparisonPage />, {
      path: "/co2compare/list?cases=2,3",
      permissions: ["cp", "aa01"],
      mocks: [
        ...comparisonMocks([2, 3], MIXED_GWP),
        recalculationMock(3, "AR6"),
        ...comparisonMocks([2, 3], MIXED_GWP).slice(1),
      ],
    });
    expect(await screen.findByText(/Works 2024 \(AR6\); Farm 2024 \(AR5\)/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Recalculate Farm 2024 in AR6" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Recalculate in AR6?" });
    await user.click(within(dialog).getByRole("button", { name: "Recalculate" }));
    expect(await screen.findByText("Farm 2024 was recalculated in AR6")).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { choices, ledger2024 } from "./ledger.fixtures";
import { LedgerListPage } from "./LedgerListPage";

const PATH = "/co2book/list";

describe("LedgerListPage", () => {
  it("shows the months by scope, the lines without a month and the run's totals", async () => {
    renderWithProviders(<LedgerListPage />, { path: PATH, mocks: [choices(), ledger2024()] });
    const table = await screen.findByRole("table", {
      name: "Monthly emissions of Demo Plant (Suzhou) in 2024, t CO₂e",
    });
    const rows = within(table).getAllByRole("row");
    // Header, 12 months, "No month", totals.
    expect(rows).toHaveLength(15);
    // January: 175,098 kg of electricity → 175.10 t; 56,194.17 kg of gas → 56.19 t.
    expect(within(rows[1]).getByText("175.10")).toBeInTheDocument();
    expect(within(rows[1]).getByText("56.19")).toBeInTheDocument();
    expect(within(rows[13]).getByText("No month")).toBeInTheDocument();
    // Totals: scope 2 175,098 + 396,000 = 571,098 kg → 571.10 t.
    expect(within(rows[14]).getByText("571.10")).toBeInTheDocument();
    expect(screen.getByText(/1 line has no month/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export to Excel" })).toBeInTheDocument();
  });

  it("opens a month's processes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LedgerListPage />, { path: PATH, mocks: [choices(), ledger2024()] });
    await user.click(await screen.findByRole("button", { name: "Show the processes of January" }));
    expect(screen.getByText("Purchased electricity (scope 2)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide the processes of January" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("is in Chinese for Chinese readers", async () => {
    renderWithProviders(<LedgerListPage />, {
      path: PATH,
      mocks: [choices(), ledger2024()],
      language: "zh-CN",
    });
    expect(await screen.findByText("未填月份")).toBeInTheDocument();
    expect(screen.getByText("合计（计算结果总量）")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "导出 Excel" })).toBeInTheDocument();
  });
});

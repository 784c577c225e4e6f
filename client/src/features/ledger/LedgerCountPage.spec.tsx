import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { choices, ledger2024, years } from "./ledger.fixtures";
import { LedgerCountPage } from "./LedgerCountPage";

jest.mock("react-chartjs-2", () => ({
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
  Line: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

describe("LedgerCountPage", () => {
  it("sums up the year, charts its months and says when there is no other year", async () => {
    renderWithProviders(<LedgerCountPage />, {
      path: "/co2book/count",
      mocks: [choices(), ledger2024(), years()],
    });
    expect(
      await screen.findByRole("img", {
        name: "Stacked bar chart of the monthly emissions by scope, t CO₂e",
      }),
    ).toBeInTheDocument();
    // Total 56,194.17 + 175,098 + 396,000 = 627,292.17 kg → 627.29 t; January peaks.
    expect(screen.getAllByText("627.29").length).toBeGreaterThan(0);
    const peak = screen.getByText("Peak month").closest("dl")!;
    expect(within(peak).getByText("January")).toBeInTheDocument();
    // 231,292.17 of 627,292.17 kg are in a month: 36.9 %.
    expect(screen.getByText("36.9%")).toBeInTheDocument();
    expect(await screen.findByText(/Only 2024 has a calculated case/)).toBeInTheDocument();
  });
});

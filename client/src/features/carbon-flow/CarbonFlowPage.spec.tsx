import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { referenceDataMock } from "../accounting/test-fixtures";
import { choices, steelFlow, uncalculatedFlow } from "./carbon-flow.fixtures";
import { CarbonFlowPage } from "./CarbonFlowPage";

jest.mock("react-chartjs-2", () => ({
  Chart: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

const PATH = "/co2flowinout/list";

describe("CarbonFlowPage", () => {
  it("opens the most recently calculated case with its Sankey, totals and mass balance", async () => {
    renderWithProviders(<CarbonFlowPage />, {
      path: PATH,
      mocks: [choices(), steelFlow(), referenceDataMock],
    });
    expect(
      await screen.findByRole("img", { name: /Sankey diagram of the carbon of Steel 2024/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Case" })).toHaveValue("7");
    // Net: 2,861,625.97 + 88,000 − 77,000 + 67,404 kg = 2,940.0 t.
    expect(screen.getByText("2,940.0")).toBeInTheDocument();
    expect(screen.getByText("Scope 1 before deductions")).toBeInTheDocument();
    expect(screen.getAllByText("Carbon kept in products").length).toBeGreaterThan(0);
    const summary = screen.getByRole("table", { name: "The balance" });
    expect(within(summary).getByText("93.0%")).toBeInTheDocument();
    // Carbon in 863,186.5 kg C = 863.19 t C; the inputs by the case's English process names.
    expect(within(summary).getByText("863.19")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Carbon in" })).toHaveTextContent("Blast furnace");
  });

  it("leads an uncalculated case to its editor", async () => {
    renderWithProviders(<CarbonFlowPage />, {
      path: `${PATH}?caseId=8`,
      mocks: [choices(), uncalculatedFlow()],
    });
    expect(await screen.findByText("This case has not been calculated yet")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("link", { name: "Open the case editor" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/co2/edit?caseId=8");
  });

  it("is in Chinese for Chinese readers", async () => {
    renderWithProviders(<CarbonFlowPage />, {
      path: PATH,
      mocks: [choices(), steelFlow(), referenceDataMock],
      language: "zh-CN",
    });
    expect(await screen.findByRole("heading", { name: "碳质量平衡" })).toBeInTheDocument();
    expect(screen.getByText("范围一（扣减前）")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "碳输入" })).toHaveTextContent("高炉");
  });
});

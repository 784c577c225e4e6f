import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import {
  caseOverview,
  linesPage,
  notCalculatedOverview,
  reference,
  runResult,
} from "./case-results.fixtures";
import { caseIdParam, CasePanoramaPage } from "./CasePanoramaPage";

jest.mock("react-chartjs-2", () => ({
  Doughnut: (props: { "aria-label"?: string }) => (
    <div role="img" aria-label={props["aria-label"]} />
  ),
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

const PATH = "/co2/caseDefaultPanorama";
const panoramaMocks = () => [caseOverview(), runResult(), linesPage(), reference()];

describe("CasePanoramaPage", () => {
  it("names the case, its corporation and period", async () => {
    renderWithProviders(<CasePanoramaPage />, { path: `${PATH}?caseId=1`, mocks: panoramaMocks() });
    expect(
      await screen.findByRole("heading", { level: 1, name: "2024 GHG inventory" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Demo Plant (Suzhou)")).toBeInTheDocument();
    expect(screen.getByText("2024-01-01 – 2024-12-31")).toBeInTheDocument();
  });

  it("shows the headline figures, the charts and the category tables but not the lines", async () => {
    renderWithProviders(<CasePanoramaPage />, { path: `${PATH}?caseId=1`, mocks: panoramaMocks() });
    const scope2 = await screen.findByRole("group", { name: "Scope 2" });
    expect(within(scope2).getByText("2,624.6")).toBeInTheDocument();
    expect(within(scope2).getByText("1,890.0")).toBeInTheDocument();
    expect(
      screen.getByRole("img", {
        name: "Doughnut chart of emissions by scope (scope 2 location-based)",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Bar chart of emissions by process, largest first" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("img", { name: "Stacked bar chart of the CO₂e of each gas" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "By ISO 14064-1 category" })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Result lines" })).not.toBeInTheDocument();
  });

  it("leads back to the case editor", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CasePanoramaPage />, { path: `${PATH}?caseId=1`, mocks: panoramaMocks() });
    await user.click(await screen.findByRole("link", { name: "Back to the editor" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/co2/edit?caseId=1");
  });

  it("says when the case has not been calculated", async () => {
    renderWithProviders(<CasePanoramaPage />, {
      path: `${PATH}?caseId=1`,
      mocks: [notCalculatedOverview()],
    });
    expect(await screen.findByText("This case has not been calculated yet")).toBeInTheDocument();
  });

  it("asks for a case when the address has none", () => {
    renderWithProviders(<CasePanoramaPage />, { path: `${PATH}?caseId=abc` });
    expect(screen.getByText("No case given: open the panorama from a case.")).toBeInTheDocument();
  });

  it("is in Chinese for Chinese readers", async () => {
    renderWithProviders(<CasePanoramaPage />, {
      path: `${PATH}?caseId=1`,
      mocks: panoramaMocks(),
      language: "zh-CN",
    });
    expect(await screen.findByRole("link", { name: "返回编辑" })).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: "排放总量（基于位置）" })).toBeInTheDocument();
  });
});

describe("caseIdParam", () => {
  it("reads a positive whole number", () => {
    expect(caseIdParam("12")).toBe(12);
    expect(caseIdParam(" 7 ")).toBe(7);
  });

  it("refuses anything else", () => {
    expect(caseIdParam(null)).toBeNull();
    expect(caseIdParam("")).toBeNull();
    expect(caseIdParam("0")).toBeNull();
    expect(caseIdParam("-3")).toBeNull();
    expect(caseIdParam("1.5")).toBeNull();
    expect(caseIdParam("1e3")).toBeNull();
    expect(caseIdParam("99999999999999999999")).toBeNull();
  });
});

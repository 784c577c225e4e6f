import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ExportLcaResultDocument, ExportLcaSankeyDocument } from "../../__generated__/graphql";
import { saveBase64 } from "../../lib/files";
import { renderWithProviders } from "../../test/render";
import {
  CALCULATION_ID,
  JOB_ID,
  UNCERTAINTY,
  calculation,
  calculationAnswer,
  codesAnswer,
  job,
  jobAnswer,
  monteCarloStarted,
} from "./lca-results.fixtures";
import { LcaCalculationResults } from "./LcaCalculationResults";

// jsdom has no canvas: the charts stand in as labelled elements.
jest.mock("react-chartjs-2", () => ({
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
  Chart: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

jest.mock("../../lib/files", () => ({ saveBase64: jest.fn() }));

const file = (filename: string, mimeType: string) => ({
  __typename: "FileDownload" as const,
  filename,
  mimeType,
  base64: "UEsDBA==",
});

const group = (name: string) => screen.getByRole("group", { name });
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest("tr") as HTMLElement;

describe("LcaCalculationResults", () => {
  it("shows the headline figure per declared unit and what it rests on", async () => {
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [calculationAnswer(calculation()), codesAnswer()],
    });
    const headline = await screen.findByRole("group", { name: "Headline result" });
    // 2.0 + 0.4 + 0.1 = 2.5 kg CO2e per 1 kg.
    expect(within(headline).getByText("2.5")).toBeVisible();
    expect(within(headline).getByText("kg CO2e per 1 kg")).toBeVisible();
    expect(
      within(headline).getByText(/Calculation 3 · Climate change, GWP100 \(IPCC AR6\)/),
    ).toBeVisible();
    expect(within(group("Model version")).getByText("Version 2")).toBeVisible();
    expect(within(group("Database")).getByText("USLCI 2024 Q4")).toBeVisible();
    expect(await within(group("Method")).findByText("IPCC 2021 GWP100 (AR6)")).toBeVisible();
    // 0.4 of 2.5 from the supplier's own figure: 16.0 %.
    expect(within(group("Primary data")).getByText("16.0%")).toBeVisible();
    expect(within(group("Data quality")).getByText("2.1 · Good")).toBeVisible();
    expect(within(group("Data quality")).getByText(/carry 84.0% of the total/)).toBeVisible();
    expect(within(group("Cut-off products")).getByText("2")).toBeVisible();
  });

  it("lists every indicator's total with its unit", async () => {
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [calculationAnswer(calculation()), codesAnswer()],
    });
    const table = await screen.findByRole("table", { name: "Indicator totals" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    const ar5 = rowOf(table, "Climate change, GWP100 (IPCC AR5)");
    expect(within(ar5).getByText("2.4")).toBeVisible();
    expect(within(ar5).getByText("GWP100 AR5")).toBeVisible();
    const odp = rowOf(table, "Ozone depletion");
    expect(within(odp).getByText("1.235E-8")).toBeVisible();
    expect(within(odp).getByText("kg CFC-11 eq")).toBeVisible();
    expect(within(rowOf(table, "Acidification")).getByText("mol H+ eq")).toBeVisible();
  });

  it("breaks the result down by stage and line, for the indicator chosen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [calculationAnswer(calculation()), codesAnswer()],
    });
    await user.click(await screen.findByRole("tab", { name: "Breakdown" }));
    const stages = await screen.findByRole("table", { name: "Results by stage" });
    const raw = rowOf(stages, "Raw material acquisition");
    // 2.0 of 2.5: 80.0 %.
    expect(within(raw).getByText("2")).toBeVisible();
    expect(within(raw).getByText("80.0%")).toBeVisible();
    expect(
      screen.getByRole("img", {
        name: "Bar chart of Climate change, GWP100 (IPCC AR6) by stage, in kg CO2e",
      }),
    ).toBeInTheDocument();

    // AR5: raw material 1.9 of 2.4 = 79.2 %.
    await user.selectOptions(screen.getByRole("combobox", { name: "Indicator" }), "1");
    expect(within(rowOf(stages, "Raw material acquisition")).getByText("1.9")).toBeVisible();
    expect(within(rowOf(stages, "Raw material acquisition")).getByText("79.2%")).toBeVisible();

    const lines = screen.getByRole("table", { name: "Results by model line" });
    const order = () =>
      within(lines)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.querySelector("td")?.textContent);
    expect(order()).toEqual(["Steel sheet", "Grid electricityPrimary data", "Lorry transport"]);
    await user.click(within(lines).getByRole("button", { name: "Sort by value, smallest first" }));
    expect(order()).toEqual(["Lorry transport", "Grid electricityPrimary data", "Steel sheet"]);
    expect(within(rowOf(lines, "Lorry transport")).getByText("Transport")).toBeVisible();

    const processes = screen.getByRole("table", { name: "Contributions by process" });
    expect(
      within(rowOf(processes, "steel production, converter")).getByText("60.0%"),
    ).toBeVisible();
    const flows = screen.getByRole("table", { name: "Contributions by elementary flow" });
    expect(within(rowOf(flows, "Carbon dioxide, fossil")).getByText("92.0%")).toBeVisible();
  });

  it("expands the contribution tree node by node, with the suppliers below the cut-off", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [calculationAnswer(calculation()), codesAnswer()],
    });
    await user.click(await screen.findByRole("tab", { name: "Contribution tree" }));
    const tree = await screen.findByRole("table", { name: "Upstream contribution tree" });
    expect(within(tree).getByText("Steel sheet")).toBeVisible();
    expect(within(tree).queryByText("Hot-rolled coil")).not.toBeInTheDocument();
    const sheet = rowOf(tree, "Steel sheet");
    expect(within(sheet).getByText("1.05 kg")).toBeVisible();
    expect(within(sheet).getByText("80.0%")).toBeVisible();

    await user.click(
      within(tree).getByRole("button", { name: "Show the suppliers of Steel sheet" }),
    );
    expect(within(tree).getByText("Hot-rolled coil")).toBeVisible();
    const cut = rowOf(tree, "2 suppliers below the cut-off");
    // 0.02 of 2.5: 0.8 %.
    expect(within(cut).getByText("0.02")).toBeVisible();
    expect(within(cut).getByText("0.8%")).toBeVisible();
  });

  it("draws the Sankey diagram with the cut-off note", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [calculationAnswer(calculation()), codesAnswer()],
    });
    await user.click(await screen.findByRole("tab", { name: "Sankey diagram" }));
    expect(
      await screen.findByRole("img", {
        name: "Sankey diagram of Climate change, GWP100 (IPCC AR6) through the supply chain, in kg CO2e",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Processes below 1.0% of the total are hidden: 3 processes with 0.015 kg CO2e of direct impact.",
      ),
    ).toBeVisible();
  });

  it("runs a Monte Carlo analysis and shows its histogram and statistics", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [
        calculationAnswer(calculation()),
        codesAnswer(),
        monteCarloStarted(2000, 5),
        jobAnswer(job({ status: "succeeded", progressDone: 2000, progressTotal: 2000 })),
        calculationAnswer(calculation({ uncertainty: UNCERTAINTY })),
      ],
    });
    await user.click(await screen.findByRole("tab", { name: "Uncertainty" }));
    expect(
      await screen.findByText("No Monte Carlo analysis has been run on this calculation yet."),
    ).toBeVisible();
    const iterations = screen.getByRole("textbox", { name: "Iterations" });
    expect(iterations).toHaveValue("1000");
    expect(screen.getByRole("textbox", { name: "Seed" })).toHaveValue("1");
    await user.clear(iterations);
    await user.type(iterations, "5");
    expect(screen.getByText("Iterations: a whole number from 10 to 100,000")).toBeVisible();
    expect(screen.getByRole("button", { name: "Run Monte Carlo" })).toBeDisabled();
    await user.clear(iterations);
    await user.type(iterations, "2000");
    await user.clear(screen.getByRole("textbox", { name: "Seed" }));
    await user.type(screen.getByRole("textbox", { name: "Seed" }), "5");
    await user.click(screen.getByRole("button", { name: "Run Monte Carlo" }));

    const stats = await screen.findByRole(
      "table",
      { name: "Monte Carlo statistics" },
      { timeout: 4000 },
    );
    expect(within(rowOf(stats, "2.5th percentile")).getByText("2.15")).toBeVisible();
    expect(within(rowOf(stats, "97.5th percentile")).getByText("2.86")).toBeVisible();
    expect(within(rowOf(stats, "Deterministic result")).getByText("2.5")).toBeVisible();
    expect(within(rowOf(stats, "Standard deviation")).getByText("0.18")).toBeVisible();
    expect(
      screen.getByRole("img", {
        name: /^Histogram of 1000 Monte Carlo results of Climate change, GWP100 \(IPCC AR6\) in kg CO2e/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("1,000 of 1,000 iterations solved, seed 1")).toBeVisible();
  });

  it("downloads the results workbook and the Sankey edge list", async () => {
    const user = userEvent.setup();
    const workbook = file(
      "steel-bracket-3.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const csv = file("steel-bracket-3-sankey.csv", "text/csv");
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [
        calculationAnswer(calculation()),
        codesAnswer(),
        {
          request: { query: ExportLcaResultDocument, variables: { id: CALCULATION_ID } },
          result: { data: { exportLcaResult: workbook } },
        },
        {
          request: { query: ExportLcaSankeyDocument, variables: { id: CALCULATION_ID } },
          result: { data: { exportLcaSankey: csv } },
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Results workbook" }));
    await waitFor(() => expect(saveBase64).toHaveBeenCalledWith(workbook));
    await user.click(screen.getByRole("button", { name: "Sankey CSV" }));
    await waitFor(() => expect(saveBase64).toHaveBeenCalledWith(csv));
    expect(await screen.findByText("Exported steel-bracket-3-sankey.csv")).toBeVisible();
  });

  it("follows a running calculation's job", async () => {
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [
        calculationAnswer(calculation({ status: "running", jobId: JOB_ID, result: null })),
        codesAnswer(),
        jobAnswer(job({ kind: "lca-product-calculation", progressDone: 1, progressTotal: 4 })),
      ],
    });
    expect(await screen.findByText("Calculation 3 is being computed on the server.")).toBeVisible();
    expect(await screen.findByText("1 of 4")).toBeVisible();
  });

  it("says why a calculation failed", async () => {
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      mocks: [
        calculationAnswer(
          calculation({ status: "failed", error: "The matrix is singular", result: null }),
        ),
        codesAnswer(),
      ],
    });
    expect(await screen.findByText("Calculation 3 failed")).toBeVisible();
    expect(screen.getByText("The matrix is singular")).toBeVisible();
  });

  it("speaks Chinese", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LcaCalculationResults calculationId={CALCULATION_ID} />, {
      language: "zh-CN",
      mocks: [calculationAnswer(calculation()), codesAnswer()],
    });
    const headline = await screen.findByRole("group", { name: "主要结果" });
    expect(within(headline).getByText("kg CO2e / 1 kg")).toBeVisible();
    expect(within(headline).getByText(/第 3 次计算 · 气候变化，GWP100（IPCC AR6）/)).toBeVisible();
    expect(within(group("数据质量")).getByText("2.1 · 良好")).toBeVisible();
    expect(await within(group("评价方法")).findByText("IPCC 2021 GWP100（AR6）")).toBeVisible();
    const table = screen.getByRole("table", { name: "指标总量" });
    expect(within(table).getByText("臭氧层消耗")).toBeVisible();

    await user.click(screen.getByRole("tab", { name: "结果分解" }));
    const stages = await screen.findByRole("table", { name: "按阶段的结果" });
    await waitFor(() => expect(within(stages).getByText("原材料获取")).toBeVisible());
    await user.click(screen.getByRole("tab", { name: "贡献树" }));
    const tree = await screen.findByRole("table", { name: "上游贡献树" });
    await user.click(within(tree).getByRole("button", { name: "显示 Steel sheet 的供应方" }));
    expect(within(tree).getByText("2 个供应方低于截断值")).toBeVisible();
  });
});

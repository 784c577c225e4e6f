import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import {
  EARLIER_RUN,
  EXPORT_BASE64,
  NATURAL_GAS_FORMULA,
  NATURAL_GAS_SOURCE,
  PROXY_NOTE,
  caseOverview,
  exportResult,
  latestRunMocks,
  linesPage,
  lineTrace,
  notCalculatedOverview,
  runResult,
} from "./case-results.fixtures";
import { CaseResults } from "./CaseResults";

// jsdom has no canvas: the charts stand in as labelled elements.
jest.mock("react-chartjs-2", () => ({
  Doughnut: (props: { "aria-label"?: string }) => (
    <div role="img" aria-label={props["aria-label"]} />
  ),
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

const group = (name: string) => screen.getByRole("group", { name });

describe("CaseResults", () => {
  it("shows scope 2 location- and market-based side by side in tonnes", async () => {
    renderWithProviders(<CaseResults caseId={1} />, { mocks: latestRunMocks() });
    await screen.findByRole("group", { name: "Scope 2" });
    const scope2 = group("Scope 2");
    // 2,624,580 kg location-based and 1,890,000 kg market-based, in t with one decimal.
    expect(within(scope2).getByText("Location-based")).toBeInTheDocument();
    expect(within(scope2).getByText("Market-based")).toBeInTheDocument();
    expect(within(scope2).getByText("2,624.6")).toBeInTheDocument();
    expect(within(scope2).getByText("1,890.0")).toBeInTheDocument();
    expect(within(scope2).getAllByText("tCO₂e")).toHaveLength(2);
    // Totals: 400,004.93 + 2,624,580 = 3,024,584.93 kg; with the market figure 2,290,004.93 kg.
    expect(within(group("Total (location-based)")).getByText("3,024.6")).toBeInTheDocument();
    expect(within(group("Total (market-based)")).getByText("2,290.0")).toBeInTheDocument();
    expect(within(group("Scope 1")).getByText("400.00")).toBeInTheDocument();
  });

  it("names the run, its date and GWP set", async () => {
    renderWithProviders(<CaseResults caseId={1} />, { mocks: latestRunMocks() });
    expect(await screen.findByText("Run 2 of 2026-03-02 08:30")).toBeInTheDocument();
    expect(screen.getByText("GWP set AR6")).toBeInTheDocument();
  });

  it("shows the intensities per unit of output and revenue", async () => {
    renderWithProviders(<CaseResults caseId={1} />, { mocks: latestRunMocks() });
    // 3,024.58493 t over 12,000 t of output: 0.2520 t CO2e/t.
    const output = await screen.findByRole("group", { name: "Intensity per output" });
    expect(within(output).getByText("0.252")).toBeInTheDocument();
    expect(within(output).getByText("tCO₂e/t")).toBeInTheDocument();
  });

  it("opens a line's trace with its formula, factor source and gases", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, {
      mocks: [...latestRunMocks(), lineTrace(1)],
    });
    const table = await screen.findByRole("table", { name: "Result lines" });
    await user.click(
      await within(table).findByRole("button", { name: /^Line 1 Natural gas: 400\.00 tCO₂e/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Line 1: Natural gas" });
    expect(await within(dialog).findByText(NATURAL_GAS_FORMULA)).toBeInTheDocument();
    expect(within(dialog).getByText(NATURAL_GAS_SOURCE)).toBeInTheDocument();
    expect(within(dialog).getByText("F-37")).toBeInTheDocument();
    // The combustion parameters and the factor's per-gas value, per 10⁴ Nm³.
    expect(within(dialog).getByText("389.31")).toBeInTheDocument();
    expect(within(dialog).getByText("kg per 10⁴ Nm³")).toBeInTheDocument();
    const gases = within(dialog).getByRole("table", { name: "Gases: mass × GWP = CO₂e" });
    const co2 = within(gases).getByText("CO2").closest("tr")!;
    expect(within(co2).getAllByText("400,004.93")).toHaveLength(2);
  });

  it("shows a proxy factor's data-quality note apart from its citation, with the proxy flag", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, {
      mocks: [...latestRunMocks(true), lineTrace(1, undefined, true)],
    });
    const table = await screen.findByRole("table", { name: "Result lines" });
    await user.click(
      await within(table).findByRole("button", { name: /^Line 1 Natural gas: 400\.00 tCO₂e/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Line 1: Natural gas" });
    await within(dialog).findByText(NATURAL_GAS_FORMULA);
    // The citation names the publication only; the note is its own row, in the reader's language.
    expect(within(dialog).getByText(NATURAL_GAS_SOURCE)).toBeInTheDocument();
    expect(within(dialog).getByText("Data quality")).toBeInTheDocument();
    expect(within(dialog).getByText(PROXY_NOTE.dataQualityEn)).toBeInTheDocument();
    expect(within(dialog).queryByText(PROXY_NOTE.dataQuality)).not.toBeInTheDocument();
    expect(within(dialog).getByText("Proxy factor")).toBeInTheDocument();
  });

  it("shows the trace's note and proxy flag in Chinese for a Chinese reader", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, {
      language: "zh-CN",
      mocks: [...latestRunMocks(true), lineTrace(1, undefined, true)],
    });
    const table = await screen.findByRole("table", { name: "排放明细" });
    await user.click(await within(table).findByRole("button", { name: /^第 1 条 Natural gas/ }));
    const dialog = await screen.findByRole("dialog", { name: "第 1 条：Natural gas" });
    await within(dialog).findByText(NATURAL_GAS_FORMULA);
    expect(within(dialog).getByText("数据质量")).toBeInTheDocument();
    expect(within(dialog).getByText(PROXY_NOTE.dataQuality)).toBeInTheDocument();
    expect(within(dialog).getByText("代理因子")).toBeInTheDocument();
  });

  it("has no data-quality row or proxy flag for a fitting factor", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, {
      mocks: [...latestRunMocks(), lineTrace(1)],
    });
    const table = await screen.findByRole("table", { name: "Result lines" });
    await user.click(
      await within(table).findByRole("button", { name: /^Line 1 Natural gas: 400\.00 tCO₂e/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Line 1: Natural gas" });
    await within(dialog).findByText(NATURAL_GAS_FORMULA);
    expect(within(dialog).queryByText("Data quality")).not.toBeInTheDocument();
    expect(within(dialog).queryByText("Proxy factor")).not.toBeInTheDocument();
    expect(screen.queryByTestId("proxy-notice")).not.toBeInTheDocument();
  });

  it("counts the lines on proxy factors under the headline and badges them in the table", async () => {
    renderWithProviders(<CaseResults caseId={1} />, { mocks: latestRunMocks(true) });
    // The natural-gas line: 400,004.93 kg of a 3,024,584.93 kg total = 13.2 %.
    const notice = await screen.findByTestId("proxy-notice");
    expect(notice).toHaveTextContent(
      "1 line uses a proxy factor: 400.00 tCO₂e, 13.2% of the location-based total.",
    );
    expect(within(notice).getByText(PROXY_NOTE.dataQualityEn, { exact: false })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Result lines" });
    const row = async (name: RegExp) =>
      (await within(table).findByRole("button", { name })).closest("tr")!;
    expect(
      within(await row(/^Line 1 Natural gas: /)).getByText("Proxy factor"),
    ).toBeInTheDocument();
    const electricityRow = await row(/^Line 2 Purchased electricity: /);
    expect(within(electricityRow).queryByText("Proxy factor")).not.toBeInTheDocument();
  });

  it("shows a scope 2 line's market-based figure with its basis", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, {
      mocks: [...latestRunMocks(), lineTrace(2)],
    });
    const table = await screen.findByRole("table", { name: "Result lines" });
    await user.click(
      await within(table).findByRole("button", {
        name: /^Line 2 Purchased electricity, market-based: 1,890\.0 tCO₂e/,
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Line 2: Purchased electricity" });
    expect(await within(dialog).findByText("Supplier-specific factor")).toBeInTheDocument();
    expect(within(dialog).getByText("Green power contract")).toBeInTheDocument();
    expect(within(dialog).getByText("Entered for this line")).toBeInTheDocument();
    expect(within(dialog).getByText(/0\.45 kg CO2\/kWh = 1,890,000 kg CO2/)).toBeInTheDocument();
  });

  it("traces a headline figure to the lines it sums", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, { mocks: latestRunMocks() });
    await screen.findByRole("group", { name: "Scope 2" });
    await user.click(
      within(group("Scope 2")).getByRole("button", { name: /^Scope 2 \(market-based\): 1,890\.0/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Scope 2 (market-based)" });
    expect(
      within(dialog).getByText(/Scope 2 \(market-based\) = the sum of the lines of scope 2/),
    ).toBeInTheDocument();
    const lines = await within(dialog).findByRole("table", { name: "Contributing lines" });
    expect(within(lines).getByText("Purchased electricity", { selector: "button" })).toBeVisible();
    expect(within(lines).queryByText("Natural gas")).not.toBeInTheDocument();
    expect(within(dialog).getByText("The lines add up to the stored figure.")).toBeInTheDocument();
  });

  it("goes from a total's trace to a line's and back", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, {
      mocks: [...latestRunMocks(), lineTrace(1)],
    });
    await screen.findByRole("group", { name: "Scope 1" });
    await user.click(within(group("Scope 1")).getByRole("button", { name: /^Scope 1: 400\.00/ }));
    let dialog = await screen.findByRole("dialog", { name: "Scope 1" });
    expect(
      within(dialog).getByText("Scope 1 = the sum of the lines of scope 1 processes."),
    ).toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole("button", {
        name: "Show the calculation of line 1 Natural gas",
      }),
    );
    dialog = await screen.findByRole("dialog", { name: "Line 1: Natural gas" });
    expect(await within(dialog).findByText(NATURAL_GAS_FORMULA)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("dialog", { name: "Scope 1" })).toBeInTheDocument();
  });

  it("has the six ISO categories and the fifteen scope 3 categories", async () => {
    renderWithProviders(<CaseResults caseId={1} />, { mocks: latestRunMocks() });
    const iso = await screen.findByRole("table", { name: "By ISO 14064-1 category" });
    expect(within(iso).getAllByRole("row")).toHaveLength(7);
    expect(within(iso).getByText("2. Indirect emissions from imported energy")).toBeVisible();
    const scope3 = screen.getByRole("table", { name: "By scope 3 category (GHG Protocol)" });
    expect(within(scope3).getAllByRole("row")).toHaveLength(16);
    expect(within(scope3).getByText("15. Investments")).toBeVisible();
  });

  it("says the case has not been calculated when it has no run", async () => {
    renderWithProviders(<CaseResults caseId={1} />, { mocks: [notCalculatedOverview()] });
    expect(await screen.findByText("This case has not been calculated yet")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Export results (.xlsx)" }),
    ).not.toBeInTheDocument();
  });

  it("lists the runs with a failed run's error count and errors", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, { mocks: latestRunMocks() });
    const runs = await screen.findByRole("table", { name: "Calculation runs" });
    const failed = within(runs).getByText("#3").closest("tr")!;
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    await user.click(within(failed).getByRole("button", { name: "Show the errors of run 3" }));
    expect(within(runs).getByText(/No emission factor/)).toBeInTheDocument();
    expect(within(failed).getByText("2 errors")).toBeInTheDocument();
  });

  it("shows an earlier run with a banner saying it is not the latest", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseResults caseId={1} />, {
      mocks: [
        ...latestRunMocks(),
        runResult(EARLIER_RUN, 0.5),
        linesPage(EARLIER_RUN, 100, 0.5),
        linesPage(EARLIER_RUN, 20, 0.5),
      ],
    });
    // The latest run's results in full first, so going back to them reads the cache.
    const latestLines = await screen.findByRole("table", { name: "Result lines" });
    await within(latestLines).findByRole("button", { name: /^Line 1 Natural gas/ });
    await user.click(await screen.findByRole("button", { name: "View run 1" }));
    expect(
      await screen.findByText("Viewing run 1 of 2026-02-01 09:15, not the latest."),
    ).toBeInTheDocument();
    // Half the figures: 1,512.3 t in total.
    const total = await screen.findByRole("group", { name: "Total (location-based)" });
    expect(await within(total).findByText("1,512.3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show the latest run" }));
    expect(screen.queryByText(/not the latest/)).not.toBeInTheDocument();
  });

  it("downloads the run's workbook", async () => {
    const user = userEvent.setup();
    const saved: { blob: Blob; name: string }[] = [];
    let pending: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => {
      pending = blob;
      return "blob:results";
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (pending && this.href === "blob:results")
        saved.push({ blob: pending, name: this.download });
    });
    try {
      renderWithProviders(<CaseResults caseId={1} />, {
        mocks: [...latestRunMocks(), exportResult()],
      });
      await user.click(await screen.findByRole("button", { name: "Export results (.xlsx)" }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toBe("2024_GHG_inventory-result-run2.xlsx");
      expect(saved[0].blob.type).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      // "UEsDBA==" is the zip signature P K 3 4.
      const bytes = await new Promise<Uint8Array>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(saved[0].blob);
      });
      expect(Array.from(bytes)).toEqual([0x50, 0x4b, 0x03, 0x04]);
      expect(EXPORT_BASE64).toBe(btoa("PK\u0003\u0004"));
      expect(
        await screen.findByText("Exported 2024_GHG_inventory-result-run2.xlsx"),
      ).toBeInTheDocument();
    } finally {
      click.mockRestore();
    }
  });

  it("shows the figures in Chinese", async () => {
    renderWithProviders(<CaseResults caseId={1} />, {
      mocks: [...latestRunMocks(), caseOverview()],
      language: "zh-CN",
    });
    const scope2 = await screen.findByRole("group", { name: "范围二" });
    expect(within(scope2).getByText("基于位置")).toBeInTheDocument();
    expect(within(scope2).getByText("基于市场")).toBeInTheDocument();
    expect(within(scope2).getByText("2,624.6")).toBeInTheDocument();
  });
});

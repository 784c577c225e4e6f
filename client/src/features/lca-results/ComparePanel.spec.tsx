import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { LcaComparePanel } from "./ComparePanel";
import { CALCULATION_ID, PRODUCT_ID, SECOND_ID, compareMocks } from "./lca-results.fixtures";

jest.mock("react-chartjs-2", () => ({
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

const CALCULATIONS = [
  { id: SECOND_ID, number: 4, version: 3 },
  { id: CALCULATION_ID, number: 3, version: 2 },
];

async function runComparison(language: "en" | "zh-CN") {
  const user = userEvent.setup();
  renderWithProviders(<LcaComparePanel productId={PRODUCT_ID} calculations={CALCULATIONS} />, {
    language,
    mocks: compareMocks(),
  });
  const en = language === "en";
  await user.selectOptions(
    screen.getByRole("combobox", { name: en ? "Calculation A" : "计算 A" }),
    String(CALCULATION_ID),
  );
  // B defaults to this product's other succeeded calculation; the failed one is not offered.
  const second = screen.getByRole("combobox", { name: en ? "Calculation B" : "计算 B" });
  await within(second).findByRole("option", {
    name: en ? "No. 4 · version 3" : "第 4 次 · 版本 3",
  });
  expect(second).toHaveValue(String(SECOND_ID));
  expect(within(second).getAllByRole("option")).toHaveLength(3);
  const iterations = screen.getByRole("textbox", { name: en ? "Iterations" : "迭代次数" });
  await user.clear(iterations);
  await user.type(iterations, "500");
  const seed = screen.getByRole("textbox", { name: en ? "Seed" : "随机种子" });
  await user.clear(seed);
  await user.type(seed, "7");
  await user.click(screen.getByRole("button", { name: en ? "Compare" : "比较" }));
}

describe("LcaComparePanel", () => {
  it("compares two calculations: both results, how often A is lower, the difference", async () => {
    await runComparison("en");
    // 920 of 1,000 paired runs.
    expect(
      await screen.findByText("A is lower than B in 92% of runs.", {}, { timeout: 4000 }),
    ).toBeVisible();
    const table = screen.getByRole("table", { name: "Compare two calculations" });
    const a = within(table)
      .getByText(/^A: Steel bracket, version 2/)
      .closest("tr")!;
    expect(within(a).getByText("2.5")).toBeVisible();
    expect(within(a).getByText(/Calculation 3/)).toBeVisible();
    const b = within(table)
      .getByText(/^B: Steel bracket, version 3/)
      .closest("tr")!;
    expect(within(b).getByText("2.8")).toBeVisible();
    // The difference 2.5 − 2.8 = −0.3.
    const stats = screen.getByRole("table", { name: "Difference A − B" });
    expect(within(stats).getByText("Deterministic result").closest("tr")).toHaveTextContent("-0.3");
    expect(
      screen.getByRole("img", { name: /^Histogram of the difference A − B of Climate change/ }),
    ).toBeInTheDocument();
  });

  it("refuses the same calculation twice", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LcaComparePanel productId={PRODUCT_ID} calculations={CALCULATIONS} />, {
      mocks: compareMocks(),
    });
    const second = screen.getByRole("combobox", { name: "Calculation B" });
    await within(second).findByRole("option", { name: "No. 4 · version 3" });
    await user.selectOptions(second, String(SECOND_ID));
    // A is the first of the list (calculation 32) by default.
    expect(screen.getByText("Choose two different calculations.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Compare" })).toBeDisabled();
  });

  it("says it in Chinese", async () => {
    await runComparison("zh-CN");
    expect(
      await screen.findByText("在 92% 的运行中 A 低于 B。", {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByText("每个声明单位的气候变化，GWP100（IPCC AR6）")).toBeVisible();
  });
});

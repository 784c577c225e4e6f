import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { LcaLogDocument, type LcaLogQuery } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { dayStart, LcaLogPage } from "./LcaLogPage";

type Entry = LcaLogQuery["lcaLog"]["items"][number] & { __typename: "LcaLogEntry" };

const entry = (
  id: number,
  action: string,
  version: number | null,
  summary: string,
  summaryEn: string,
): Entry => ({
  __typename: "LcaLogEntry",
  id,
  createdAt: "2025-03-02T01:15:00.000Z",
  username: "lca.engineer",
  productId: 7,
  productName: "热轧卷板 Q235B",
  action,
  version,
  summary,
  summaryEn,
});

const CALCULATED = entry(
  12,
  "calculate",
  2,
  "开始计算（版本 2）",
  "Calculation started (version 2)",
);
const DELETED = entry(
  13,
  "delete-product",
  null,
  "删除产品 热轧卷板 Q235B",
  "Deleted product 热轧卷板 Q235B",
);

const logMock = (variables: Record<string, unknown>, items: Entry[]): MockLink.MockedResponse => ({
  request: { query: LcaLogDocument, variables: { page: 1, pageSize: 20, ...variables } },
  result: { data: { lcaLog: { __typename: "LcaLogPage", total: items.length, items } } },
});

describe("the LCA log (/admin/log/lcaLog)", () => {
  it("shows who did what to which product, with the version and the English summary", async () => {
    renderWithProviders(<LcaLogPage />, {
      permissions: ["ff43"],
      mocks: [logMock({}, [CALCULATED, DELETED])],
    });

    const table = await screen.findByRole("table", { name: "LCA log" });
    const started = (await within(table).findByText("Calculation started")).closest("tr")!;
    expect(within(started).getByText("lca.engineer")).toBeInTheDocument();
    expect(within(started).getByText("热轧卷板 Q235B")).toBeInTheDocument();
    expect(within(started).getByText("v2")).toBeInTheDocument();
    expect(within(started).getByText("Calculation started (version 2)")).toBeInTheDocument();
    const removed = within(table).getByText("Product deleted").closest("tr")!;
    expect(within(removed).getByText("—")).toBeInTheDocument();
  });

  it("filters by action and by days, the last day included", async () => {
    const user = userEvent.setup();
    // From the start of 1 March to the start of 4 March, local time: 1–3 March inclusive.
    const from = new Date(2025, 2, 1).toISOString();
    const to = new Date(2025, 2, 4).toISOString();
    renderWithProviders(<LcaLogPage />, {
      permissions: ["ff43"],
      mocks: [
        logMock({}, [CALCULATED, DELETED]),
        logMock({ action: "calculate" }, [CALCULATED]),
        logMock({ action: "calculate", from }, [CALCULATED]),
        logMock({ action: "calculate", from, to }, []),
      ],
    });
    const table = await screen.findByRole("table", { name: "LCA log" });
    await within(table).findByText("Product deleted");

    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "calculate");
    await screen.findByText("Calculation started (version 2)");
    expect(within(table).queryByText("Product deleted")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-03-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2025-03-03" } });

    expect(await screen.findByText("No entry matches.")).toBeVisible();
  });

  it("reads a day as its local start, and the day after it for the end of a range", () => {
    expect(dayStart("2025-12-31", true)).toBe(new Date(2026, 0, 1).toISOString());
    expect(dayStart("")).toBeUndefined();
  });

  it("speaks Chinese: the actions and the Chinese summary", async () => {
    renderWithProviders(<LcaLogPage />, {
      permissions: ["ff43"],
      language: "zh-CN",
      mocks: [logMock({}, [CALCULATED])],
    });

    const table = await screen.findByRole("table", { name: "LCA 日志" });
    expect(await within(table).findByText("开始计算")).toBeInTheDocument();
    expect(within(table).getByText("开始计算（版本 2）")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "蒙特卡洛分析" })).toBeInTheDocument();
  });
});

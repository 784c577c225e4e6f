import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  GhgReportCasesDocument,
  GhgReportsDocument,
  type GhgReports_RowFragment,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { ReportListPage } from "./ReportListPage";

type Row = GhgReports_RowFragment & { __typename: "GhgReport" };

const report = (id: number, fields: Partial<Row> = {}): Row => ({
  __typename: "GhgReport",
  id,
  caseId: 7,
  caseName: "2024 GHG inventory",
  corporationName: "Demo Plant (Suzhou)",
  year: 2024,
  runId: 30,
  runNo: 3,
  // 109,255.2 kg prints as 109.26 t.
  totalKg: 109_255.2,
  language: "zh-CN",
  layout: "iso14064",
  responsiblePerson: "Wang Fang",
  notes: "",
  status: "succeeded",
  error: null,
  jobId: "5d3c2a1e-0000-4000-8000-000000000001",
  pdfSize: 180_000,
  docxSize: 64_000,
  createdBy: 2,
  createdByName: "demo",
  createdAt: "2026-03-03T02:00:00.000Z",
  finishedAt: "2026-03-03T02:00:05.000Z",
  ...fields,
});

const listMock = (items: Row[]): MockLink.MockedResponse => ({
  request: { query: GhgReportsDocument, variables: { page: 1, pageSize: 20 } },
  result: { data: { ghgReports: { __typename: "GhgReportPage", total: items.length, items } } },
});

const FAILED = report(2, {
  language: "en",
  layout: "gbt32150",
  status: "failed",
  error: "The case does not exist",
  pdfSize: null,
  docxSize: null,
});

describe("the carbon reports (/co2report/list)", () => {
  it("lists each report with its run, layout and files, and why one failed", async () => {
    renderWithProviders(<ReportListPage />, {
      permissions: ["rp"],
      mocks: [listMock([report(1), FAILED])],
    });

    const table = await screen.findByRole("table", { name: "The company's GHG inventory reports" });
    const [done, failed] = (await within(table).findAllByText("2024 GHG inventory")).map((cell) =>
      cell.closest("tr")!,
    );
    expect(within(done).getByText("109.26 t CO2e")).toBeVisible();
    expect(within(done).getByText("ISO 14064-1")).toBeVisible();
    expect(
      within(done).getByRole("button", { name: "Download the PDF of 2024 GHG inventory" }),
    ).toBeVisible();
    expect(
      within(done).getByRole("button", {
        name: "Download the Word document of 2024 GHG inventory",
      }),
    ).toBeVisible();
    expect(within(failed).getByText("GB/T 32150")).toBeVisible();
    expect(within(failed).getByText("The case does not exist")).toBeVisible();
    expect(within(failed).queryByRole("button", { name: /^Download/ })).not.toBeInTheDocument();
    // Without rp01: no generating, no deleting.
    expect(screen.queryByRole("button", { name: "Generate report" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("asks for a calculated case and the responsible person before generating", async () => {
    const cases: MockLink.MockedResponse = {
      request: { query: GhgReportCasesDocument, variables: {} },
      maxUsageCount: 5,
      result: {
        data: {
          cases: {
            __typename: "CasePage",
            total: 2,
            items: [
              {
                __typename: "Case",
                id: 7,
                name: "2024 GHG inventory",
                year: 2024,
                corporation: { __typename: "Corporation", id: 1, name: "Demo Plant" },
                latestRun: { __typename: "CalculationRun", id: 30, runNo: 3 },
              },
              {
                __typename: "Case",
                id: 8,
                name: "2025 draft",
                year: 2025,
                corporation: { __typename: "Corporation", id: 1, name: "Demo Plant" },
                latestRun: null,
              },
            ],
          },
        },
      },
    };
    renderWithProviders(<ReportListPage />, {
      permissions: ["rp", "rp01"],
      mocks: [listMock([report(1)]), cases],
    });

    await userEvent.click(await screen.findByRole("button", { name: "Generate report" }));
    const dialog = await screen.findByRole("dialog");
    const draft = await within(dialog).findByRole("option", {
      name: "Demo Plant · 2025 draft (2025) (not calculated)",
    });
    expect(draft).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Generate" }));

    expect(await within(dialog).findByText("Choose a calculated case")).toBeVisible();
    expect(within(dialog).getByText("Enter the responsible person")).toBeVisible();
  });
});

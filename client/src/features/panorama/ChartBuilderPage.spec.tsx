import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import {
  CreatePanoramaChartDocument,
  PanoramaOptionsDocument,
  PanoramaPreviewDocument,
  type PanoramaPreviewInput,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { ChartBuilderPage } from "./ChartBuilderPage";
import { SCOPE_FIGURES, SCOPE_MIX } from "./test-fixtures";

jest.mock("react-chartjs-2", () => ({
  Doughnut: (props: { "aria-label"?: string }) => (
    <div role="img" aria-label={props["aria-label"]} />
  ),
  Bar: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
  Line: (props: { "aria-label"?: string }) => <div role="img" aria-label={props["aria-label"]} />,
}));

const OPTIONS: MockLink.MockedResponse = {
  request: { query: PanoramaOptionsDocument },
  result: {
    data: {
      panoramaOptions: {
        __typename: "PanoramaOptions",
        corporations: [
          {
            __typename: "PanoramaCorporationOption",
            id: 1,
            name: "Demo Plant",
            baseYearCaseId: 11,
          },
        ],
        cases: [
          {
            __typename: "PanoramaCaseOption",
            id: 11,
            name: "2023 inventory",
            year: 2023,
            corporationId: 1,
          },
          {
            __typename: "PanoramaCaseOption",
            id: 12,
            name: "2024 inventory",
            year: 2024,
            corporationId: 1,
          },
        ],
      },
    },
  },
};

const ALL = {
  corporationIds: [],
  years: [],
  caseIds: [],
  scopes: [1, 2, 3],
  scope2Basis: "location",
};
const SCOPE_PIE = { dataKind: "scope", grouping: "none", chartType: "pie", ...ALL };
// A target from the earliest calculated year, 2023: 30% less by 2030.
const TARGET = {
  dataKind: "target",
  grouping: "year",
  chartType: "line",
  ...ALL,
  baseYear: 2023,
  targetYear: 2030,
  reductionPct: 30,
};

const preview = (input: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: PanoramaPreviewDocument, variables: { input: input as PanoramaPreviewInput } },
  result: { data: { panoramaPreview: SCOPE_FIGURES } },
});

describe("the chart builder (/co2panorama/chartAdd)", () => {
  it("offers a target's settings and years only, previews it and saves it onto the home", async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    renderWithProviders(<ChartBuilderPage />, {
      path: "/co2panorama/chartAdd",
      permissions: ["pa", "pa01"],
      mocks: [
        OPTIONS,
        preview(SCOPE_PIE),
        preview(TARGET),
        {
          request: {
            query: CreatePanoramaChartDocument,
            variables: { input: { ...TARGET, name: "Target 2030", addToHome: true } },
          },
          result: (variables) => {
            sent = variables;
            return { data: { createPanoramaChart: { ...SCOPE_MIX, name: "Target 2030" } } };
          },
        },
      ],
    });

    expect(await screen.findByRole("img", { name: "Chart: Preview" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Data"), "target");
    const grouping = screen.getByLabelText("Grouping");
    expect([...grouping.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["By year"]);
    expect(screen.getByLabelText(/^Base year/)).toHaveValue("2023");
    expect(screen.getByLabelText(/^Target year/)).toHaveValue("2030");
    fireEvent.change(screen.getByLabelText(/^Chart name/), { target: { value: "Target 2030" } });
    await user.click(screen.getByRole("button", { name: "Save chart" }));

    await waitFor(() => expect(sent).not.toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/co2panorama/list"),
    );
  });

  it("lets a reader look but not save", async () => {
    renderWithProviders(<ChartBuilderPage />, {
      path: "/co2panorama/chartAdd",
      permissions: ["pa"],
      mocks: [OPTIONS, preview(SCOPE_PIE)],
    });

    expect(
      await screen.findByText(/saving them takes the panorama editing permission/),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save chart" })).not.toBeInTheDocument();
  });
});

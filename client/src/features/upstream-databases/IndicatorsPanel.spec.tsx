import { screen } from "@testing-library/react";
import { UpstreamProductIndicatorsDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { IndicatorsPanel } from "./IndicatorsPanel";

const answer = {
  __typename: "UpstreamIndicators",
  processId: 3,
  unit: "kWh",
  flows: 4,
  matched: 2,
  assumed: 1,
  unmatched: 1,
  coverage: 0.75,
  massCoverage: 0.998,
  citation: "ecoinvent 3.9 LCIA (EF 3.1)",
  indicators: [
    {
      __typename: "UpstreamIndicator",
      code: "GWP-total",
      name: "climate change",
      unit: "kg CO2 eq",
      value: 0.68854,
    },
    {
      __typename: "UpstreamIndicator",
      code: "AP",
      name: "acidification",
      unit: "mol H+ eq",
      value: 0.0053351,
    },
  ],
  unmatchedFlows: [
    {
      __typename: "UpstreamUnmatchedFlow",
      name: "Radioactive species",
      compartment: "air",
      amount: 5700,
      unit: "kBq",
      share: 1,
      reason: "no factor in the pack",
    },
  ],
};

describe("IndicatorsPanel", () => {
  it("shows each core indicator with its unit, the coverage and what the method misses", async () => {
    renderWithProviders(<IndicatorsPanel processId={3} />, {
      mocks: [
        {
          request: { query: UpstreamProductIndicatorsDocument, variables: { processId: 3 } },
          result: { data: { upstreamProductIndicators: answer } },
        },
      ],
    });

    const table = await screen.findByRole("table", { name: "EN 15804+A2 core indicators" });
    expect(table).toHaveTextContent("GWP-total");
    expect(table).toHaveTextContent("0.6885");
    expect(table).toHaveTextContent("mol H+ eq");
    // 2 matched + 1 assumed of 4 flows = 75.0 %.
    expect(
      screen.getByText(
        "The method characterises 3 of the 4 elementary flows of the inventory (75.0%; 99.8% of its mass in kg); 1 with an assumed compartment.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText("Largest flows without a factor: Radioactive species (5700 kBq)"),
    ).toBeVisible();
  });
});

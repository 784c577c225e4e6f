import { screen, within } from "@testing-library/react";
import {
  CarbonAssetCorporationsDocument,
  CarbonCompliancePositionDocument,
  CarbonHoldingsDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { AssetListPage } from "./AssetListPage";

const PLANT = {
  __typename: "CarbonAssetCorporation",
  id: 3,
  name: "ETS Cement Plant",
  years: [2024],
};

const holding = (id: number, assetType: string, quantity: number, blocks: string[][] = []) => ({
  __typename: "CarbonHolding",
  id,
  corporationId: 3,
  corporationName: "ETS Cement Plant",
  assetType,
  vintage: 2024,
  quantity,
  unit: assetType === "GEC" ? "MWh" : "t CO2e",
  updatedAt: "2025-03-10T08:00:00.000Z",
  serialBlocks: blocks.map(([serialStart, serialEnd, count], index) => ({
    __typename: "CarbonSerialBlock",
    id: id * 10 + index,
    serialStart,
    serialEnd,
    count: Number(count),
  })),
});

const total = (assetType: string, quantity: number, holdings: number) => ({
  __typename: "CarbonHoldingTotal",
  assetType,
  unit: assetType === "GEC" || assetType === "IREC" ? "MWh" : "t CO2e",
  quantity,
  holdings,
});

// The hand-worked case of the server's test: 120,000 t verified, 100,000 CEA allocated and
// held, 8,000 CCER held of which 6,000 (5%) may count: 14,000 t left to buy.
const POSITION = {
  __typename: "CarbonCompliancePosition",
  corporationId: 3,
  corporationName: "ETS Cement Plant",
  year: 2024,
  verifiedT: 120_000,
  verifiedBasis: "calculated",
  verifiedSource: null,
  calculatedT: 120_000,
  caseId: 5,
  caseName: "Kiln 2024",
  runId: 9,
  runNo: 2,
  scopes: [1],
  coveredGases: "CO2",
  allocated: 100_000,
  heldCea: 100_000,
  surrenderedCea: 0,
  surrenderedCcer: 0,
  heldCcer: 8_000,
  ccerCap: 6_000,
  ccerCounted: 0,
  ccerUsable: 6_000,
  outstanding: 120_000,
  leftToBuy: 14_000,
  surplus: 0,
  ceaPrice: 90,
  leftToBuyValue: 1_260_000,
};

const mocks = [
  {
    request: {
      query: CarbonHoldingsDocument,
      variables: { page: 1, pageSize: 20, includeEmpty: false },
    },
    result: {
      data: {
        carbonHoldings: {
          __typename: "CarbonHoldingPage",
          total: 2,
          items: [
            holding(1, "CEA", 100_000),
            holding(2, "CCER", 8_000, [["CCER-PV-00000001", "CCER-PV-00008000", "8000"]]),
          ],
        },
        carbonHoldingTotals: [
          total("CEA", 100_000, 1),
          total("CCER", 8_000, 1),
          total("GEC", 0, 0),
          total("IREC", 0, 0),
        ],
      },
    },
  },
  {
    request: { query: CarbonAssetCorporationsDocument },
    result: { data: { carbonAssetCorporations: [PLANT] } },
  },
  {
    request: {
      query: CarbonCompliancePositionDocument,
      variables: { corporationId: 3, year: 2024 },
    },
    result: { data: { carbonCompliancePosition: POSITION } },
  },
];

describe("the carbon assets list (/co2book/assetslist)", () => {
  it("shows holdings with their units and serial ranges, and the totals by type", async () => {
    renderWithProviders(<AssetListPage />, { mocks });

    const table = await screen.findByRole("table", { name: "Holdings" });
    const ccer = (await within(table).findByText("CCER")).closest("tr")!;
    expect(within(ccer).getByText("8,000 t CO₂e")).toBeVisible();
    expect(within(ccer).getByText("CCER-PV-00000001 – CCER-PV-00008000")).toBeVisible();
    const totals = screen.getByRole("group", { name: "Units held" });
    expect(within(totals).getByText(/^CEA · National ETS allowances/)).toBeVisible();
    expect(within(totals).getAllByText("1 holding")).toHaveLength(2);
    // Recording takes bk01.
    expect(screen.queryByRole("button", { name: "Record transaction" })).not.toBeInTheDocument();
  });

  it("shows the compliance position with the obligation's source and what is left to buy", async () => {
    renderWithProviders(<AssetListPage />, { mocks, permissions: ["bk01"] });

    expect(await screen.findByText("Left to buy")).toBeVisible();
    expect(screen.getByText("14,000")).toBeVisible();
    expect(screen.getByText("≈ 1,260,000.00 CNY at 90.00 CNY/t")).toBeVisible();
    expect(
      screen.getByText(/^Calculated from “Kiln 2024”, run No\. 2: scope 1, CO₂\./),
    ).toBeVisible();
    expect(screen.getByText("120,000 − 0 CEA − 0 CCER = 120,000 t")).toBeVisible();
    expect(screen.getByText("0 count, cap 6,000 (5%)")).toBeVisible();
    expect(screen.getByRole("button", { name: "Record transaction" })).toBeVisible();
  });
});

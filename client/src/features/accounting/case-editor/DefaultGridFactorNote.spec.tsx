import { screen } from "@testing-library/react";
import { CaseEditorDefaultGridFactorDocument } from "../../../__generated__/graphql";
import { renderWithProviders } from "../../../test/render";
import { DefaultGridFactorNote } from "./DefaultGridFactorNote";

// The server's note for a Jiangsu corporation's 2024 case (REFERENCE-FACTORS: Jiangsu 2023,
// 0.5827 kg CO2/kWh, the 2024 factor not yet published).
const NOTE =
  "Purchased electricity takes Jiangsu provincial average electricity CO2 emission factor (2023) (0.5827 kg CO2/kWh). The 2024 factor is not published yet (the MEE/NBS publish about two years after the data year): the latest published year, 2023, is used.";

const choice = (defaultGridFactor: unknown) => ({
  request: { query: CaseEditorDefaultGridFactorDocument, variables: { caseId: 7 } },
  result: { data: { defaultGridFactor } },
});

describe("DefaultGridFactorNote", () => {
  it("names the grid factor apply-default-factors will give purchased electricity", async () => {
    renderWithProviders(<DefaultGridFactorNote caseId={7} />, {
      mocks: [
        choice({
          __typename: "GridFactorChoice",
          level: "province",
          caseYear: 2024,
          dataYear: 2023,
          note: NOTE,
          factor: { __typename: "EmissionFactor", id: 1200, code: "CN-GRID-2023-320000" },
        }),
      ],
    });
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
  });

  it("says purchased electricity keeps the template's factor when no grid factor is seeded", async () => {
    renderWithProviders(<DefaultGridFactorNote caseId={7} />, { mocks: [choice(null)] });
    expect(
      await screen.findByText(/purchased electricity keeps the template's default factor/),
    ).toBeInTheDocument();
  });
});

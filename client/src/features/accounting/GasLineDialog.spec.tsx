import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { CaseEditorAddCustomLineDocument } from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { GasLineDialog, gwpOf, releasableGases } from "./GasLineDialog";
import { referenceDataMock } from "./test-fixtures";

const PROCESS = { id: 7, caseId: 3, name: "Refrigeration" };

function addMock(input: Record<string, unknown>, onCall: () => void): MockLink.MockedResponse {
  return {
    request: { query: CaseEditorAddCustomLineDocument, variables: { input } },
    result: () => {
      onCall();
      return { data: { addCustomLine: { __typename: "ActivityLine", id: 99 } } };
    },
  };
}

describe("GasLineDialog", () => {
  it("offers refrigerants and SF6 first and never CO2e", () => {
    const gases = [
      { code: "CO2" },
      { code: "CH4_FOSSIL" },
      { code: "SF6" },
      { code: "R-410A" },
      { code: "CO2E" },
    ].map((gas) => ({ ...gas, label: gas.code, name: "", nameEn: "" }));

    const codes = releasableGases(gases as never).map((gas) => gas.code);

    expect(codes).toEqual(["R-410A", "SF6", "CO2", "CH4_FOSSIL"]);
  });

  it("reads the GWP of the case's set", () => {
    const r410a = { gwpAR4: 2087.5, gwpAR5: 1923.5, gwpAR6: 2255.5 };

    expect([gwpOf(r410a as never, "AR4"), gwpOf(r410a as never, "AR5")]).toEqual([2087.5, 1923.5]);
    expect(gwpOf(r410a as never, "AR6")).toBe(2255.5);
  });

  it("shows the CO2e of the mass entered under the case's set and adds a line of method gas", async () => {
    const user = userEvent.setup();
    const added = jest.fn();
    const onAdded = jest.fn();
    renderWithProviders(
      <GasLineDialog
        open
        process={PROCESS}
        gwpSet="AR6"
        onClose={() => undefined}
        onAdded={onAdded}
      />,
      {
        mocks: [
          referenceDataMock,
          addMock(
            {
              caseId: 3,
              processId: 7,
              name: "R-410A released",
              method: "gas",
              gas: "R-410A",
              unitId: 10,
              amount: 12,
              dataSourceType: 3,
            },
            added,
          ),
        ],
      },
    );
    const gas = await screen.findByRole("combobox", { name: /Gas/ });
    await within(gas).findByRole("option", { name: /^R-410A/ });

    await user.selectOptions(gas, "R-410A");
    await user.type(screen.getByRole("textbox", { name: "Mass released" }), "12");

    // R-410A under AR6: 0.5 × 771 (HFC-32) + 0.5 × 3,740 (HFC-125) = 2,255.5;
    // 12 kg × 2,255.5 = 27,066 kg CO2e.
    expect(screen.getByText(/GWP100 under AR6: 2,255\.5/)).toBeInTheDocument();
    expect(
      screen.getByText("12 kg R-410A × GWP (AR6) 2,255.5 = 27,066 kg CO2e"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add line" }));
    await waitFor(() => expect(added).toHaveBeenCalled());
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
  });
});

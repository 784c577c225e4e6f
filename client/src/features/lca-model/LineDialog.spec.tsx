import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import {
  LcaModelAddLinesDocument,
  LcaModelMaterialDataDocument,
} from "../../__generated__/graphql";
import { expectFieldError } from "../../test/fields";
import { renderWithProviders } from "../../test/render";
import { referenceDataMock } from "../accounting/test-fixtures";
import { codesMock, LINE } from "./lca-model.fixtures";
import { LineDialog } from "./LineDialog";
import { useModelCodes } from "./use-model-codes";

// Carbon steel, market average: 2,050 kg CO2e per tonne (the seeded global material datum).
const STEEL = {
  __typename: "MaterialDatum" as const,
  id: 1,
  companyId: null,
  name: "普通碳钢（市场平均）",
  nameEn: "Carbon steel, market average",
  unitId: 11,
  gwp: 2050,
  region: "CN",
  source: "CLCD",
};

const materialsMock = {
  request: { query: LcaModelMaterialDataDocument, variables: { keyword: null, page: 1 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      materialData: { __typename: "MaterialDatumPage" as const, total: 1, items: [STEEL] },
    },
  },
};

function Harness({ onSaved }: { onSaved: (id: number) => void }) {
  const codes = useModelCodes();
  const [open, setOpen] = useState(true);
  if (!codes.loaded || codes.units.length === 0) return null;
  return (
    <LineDialog
      open={open}
      productId={7}
      standard="iso14067"
      databaseId={3}
      databaseName="USLCI FY18 Q1"
      line={null}
      stage="raw-material"
      codes={codes}
      onClose={() => setOpen(false)}
      onSaved={onSaved}
    />
  );
}

describe("adding a model line", () => {
  it("asks for what is missing, then saves a line on the material datum picked", async () => {
    const user = userEvent.setup();
    const saved: number[] = [];
    // 0.35 t of steel per declared unit: the picked datum names the line and sets its unit to t.
    const addMock = {
      request: {
        query: LcaModelAddLinesDocument,
        variables: {
          input: {
            productId: 7,
            lines: [
              {
                stage: "raw-material",
                kind: "material",
                name: "Carbon steel, market average",
                amount: 0.35,
                unitId: 11,
                supplier: "",
                sourceKind: "material",
                sourceId: 1,
                supplierGwp: null,
                distanceKm: null,
                massPerUnit: null,
                pricePerUnit: null,
                primary: false,
                quality: null,
                note: "",
              },
            ],
          },
        },
      },
      result: {
        data: {
          addLcaModelLines: [
            {
              ...LINE,
              id: 44,
              stage: "raw-material",
              kind: "material",
              name: "Carbon steel, market average",
              amount: 0.35,
              unitId: 11,
              sourceKind: "material",
              sourceId: 1,
            },
          ],
        },
      },
    };
    renderWithProviders(<Harness onSaved={(id) => saved.push(id)} />, {
      mocks: [codesMock, referenceDataMock, materialsMock, addMock],
    });

    const dialog = await screen.findByRole("dialog", {
      name: "Add a line to Raw material acquisition",
    });
    await user.click(within(dialog).getByRole("button", { name: "Add line" }));
    await expectFieldError(() => within(dialog).getByRole("textbox", { name: "Name" }), "Required");
    expect(
      within(dialog).getByText("Choose a source, or set the source kind to “Not chosen yet”"),
    ).toBeVisible();

    await user.click(
      await within(dialog).findByRole("button", { name: "Choose Carbon steel, market average" }),
    );
    expect(within(dialog).getByTestId("picked-source")).toHaveTextContent(
      "Carbon steel, market averagePer t",
    );
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue(
      "Carbon steel, market average",
    );
    expect(within(dialog).getByRole("combobox", { name: "Unit" })).toHaveValue("11");
    // Only units the datum converts to are offered.
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Unit" }), "10");
    expect(
      within(within(dialog).getByRole("combobox", { name: "Unit" })).queryByRole("option", {
        name: "kWh",
      }),
    ).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Unit" }), "11");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Amount per declared unit" }),
      "0.35",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add line" }));

    await waitFor(() => expect(saved).toEqual([44]));
    expect(await screen.findByText("Carbon steel, market average added")).toBeVisible();
  });

  it("turns a transport leg to transport data, a mass and a distance", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSaved={() => undefined} />, {
      mocks: [codesMock, referenceDataMock, materialsMock],
    });
    const dialog = await screen.findByRole("dialog", {
      name: "Add a line to Raw material acquisition",
    });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Kind" }), "transport");

    const sourceKind = within(dialog).getByRole("combobox", { name: "Source kind" });
    expect(sourceKind).toHaveValue("transport");
    // Material data are not offered for a transport leg.
    expect(within(sourceKind).queryByRole("option", { name: "Material datum" })).toBeNull();
    const unit = within(dialog).getByRole("combobox", { name: "Unit" });
    expect(
      within(unit)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["—", "g", "kg", "t"]);

    await user.click(within(dialog).getByRole("button", { name: "Add line" }));
    await expectFieldError(
      () => within(dialog).getByRole("textbox", { name: "Distance (km)" }),
      "Enter the distance, more than 0 km",
    );
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  type LcaData_MaterialFragment,
  DeleteMaterialDatumDocument,
  LcaDataCodesDocument,
  MaterialDataDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { referenceDataMock } from "../accounting/test-fixtures";
import { AdminMaterialDataPage, ScMaterialDataPage } from "./MaterialDataPage";

type Material = LcaData_MaterialFragment & { __typename: "MaterialDatum" };

const NONE = {
  __typename: "Uncertainty" as const,
  distribution: "none",
  geometricSd: null,
  sd: null,
  min: null,
  mode: null,
  max: null,
};

const material = (
  id: number,
  companyId: number | null,
  name: string,
  nameEn: string,
): Material => ({
  __typename: "MaterialDatum" as const,
  id,
  companyId,
  name,
  nameEn,
  category: "metal",
  unitId: 11,
  sourceKind: "own",
  upstreamDatabaseId: null,
  upstreamProcessId: null,
  gwp: 2050,
  indicators: [],
  source: "GB/T 51366-2019 附录D",
  referenceYear: null,
  region: "CN",
  quality: null,
  uncertainty: NONE,
});

// GB/T 51366's carbon steel (global) and a company's own billet at 1,980 kg CO2e/t.
const STEEL = material(1, null, "普通碳钢（市场平均）", "Carbon steel, market average");
const BILLET = {
  ...material(7, 5, "方坯（自产）", "Steel billet, own mill"),
  gwp: 1980,
  referenceYear: 2024,
  region: "CN-320000",
  source: "Mill EPD 2024",
};

const codesMock = {
  request: { query: LcaDataCodesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      lcaDataCodes: {
        __typename: "LcaDataCodes" as const,
        materialCategories: [
          { __typename: "LcaDataCode" as const, code: "metal", name: "金属", nameEn: "Metals" },
        ],
        transportModes: [],
        indicators: ["AP", "ODP"],
        regions: ["GLO", "CN", "CN-320000"],
      },
    },
  },
};

const listMock = (variables: Record<string, unknown>, items: ReturnType<typeof material>[]) => ({
  request: { query: MaterialDataDocument, variables: { page: 1, pageSize: 20, ...variables } },
  result: {
    data: {
      materialData: { __typename: "MaterialDatumPage" as const, total: items.length, items },
    },
  },
});

const table = () => screen.getByRole("table", { name: "Material data" });

describe("the company's material data (/sc/materialData)", () => {
  it("shows the global rows read-only beside the company's own", async () => {
    renderWithProviders(<ScMaterialDataPage />, {
      user: { companyId: 5 },
      mocks: [codesMock, referenceDataMock, listMock({ owner: "all" }, [STEEL, BILLET])],
    });

    const steel = (await within(table()).findByText("普通碳钢（市场平均）")).closest("tr")!;
    // 2050 kg CO2e per t, as GB/T 51366 gives it.
    expect(await within(steel).findByText("2,050 kg CO2e/t")).toBeInTheDocument();
    expect(within(steel).getByText("Global")).toBeInTheDocument();
    expect(within(steel).queryByRole("button")).not.toBeInTheDocument();

    const billet = within(table()).getByText("方坯（自产）").closest("tr")!;
    expect(within(billet).getByText("1,980 kg CO2e/t")).toBeInTheDocument();
    expect(within(billet).getByText("Own")).toBeInTheDocument();
    expect(within(billet).getByText("2024")).toBeInTheDocument();
    expect(within(billet).getByRole("button", { name: "Edit 方坯（自产）" })).toBeInTheDocument();
    expect(screen.getByText("2 in total")).toBeInTheDocument();
    // Every user adds the company's own rows; no code gates it on this page.
    expect(screen.getByRole("button", { name: "New material" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeInTheDocument();
  });

  it("asks before deleting an own row, then deletes it and reloads the list", async () => {
    const user = userEvent.setup();
    const deleted = jest.fn(() => ({ data: { deleteMaterialDatum: true } }));
    renderWithProviders(<ScMaterialDataPage />, {
      user: { companyId: 5 },
      mocks: [
        codesMock,
        referenceDataMock,
        listMock({ owner: "all" }, [STEEL, BILLET]),
        { request: { query: DeleteMaterialDatumDocument, variables: { id: 7 } }, result: deleted },
        listMock({ owner: "all" }, [STEEL]),
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Delete 方坯（自产）" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete “方坯（自产）”? This cannot be undone.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("1 in total")).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(within(table()).queryByText("方坯（自产）")).not.toBeInTheDocument();
  });

  it("opens the edit form with the row's values", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScMaterialDataPage />, {
      user: { companyId: 5 },
      mocks: [codesMock, referenceDataMock, listMock({ owner: "all" }, [STEEL, BILLET])],
    });

    await user.click(await screen.findByRole("button", { name: "Edit 方坯（自产）" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/^Name \(Chinese\)/)).toHaveValue("方坯（自产）");
    expect(within(dialog).getByLabelText(/^GWP/)).toHaveValue("1980");
    expect(within(dialog).getByLabelText(/^Source/)).toHaveValue("Mill EPD 2024");
  });
});

describe("the global material data (/admin/co2footprint/materialdatalist)", () => {
  it("lists only global rows and offers no change without gab04", async () => {
    renderWithProviders(<AdminMaterialDataPage />, {
      permissions: ["gab"],
      mocks: [codesMock, referenceDataMock, listMock({ owner: "global" }, [STEEL])],
    });

    await within(table()).findByText("普通碳钢（市场平均）");
    expect(screen.queryByRole("button", { name: "New material" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument();
  });

  it("lets the operator with gab04 create, edit and import global rows", async () => {
    renderWithProviders(<AdminMaterialDataPage />, {
      permissions: ["gab", "gab04"],
      mocks: [codesMock, referenceDataMock, listMock({ owner: "global" }, [STEEL])],
    });

    await within(table()).findByText("普通碳钢（市场平均）");
    expect(screen.getByRole("button", { name: "New material" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit 普通碳钢（市场平均）" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  type LcaData_TransportFragment,
  LcaDataCodesDocument,
  TransportDataDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { referenceDataMock } from "../accounting/test-fixtures";
import { ScTransportDataPage } from "./TransportDataPage";

type Transport = LcaData_TransportFragment & { __typename: "TransportDatum" };

// A company's own truck: 0.08 kg CO2e per t·km at 60 % load, running empty 30 % of the way back.
const TRUCK = {
  __typename: "TransportDatum",
  id: 3,
  companyId: 5,
  mode: "road-16-32t",
  name: "重型货车 16–32 t",
  nameEn: "Truck 16–32 t",
  factor: 0.08,
  loadFactor: 0.6,
  emptyReturn: 0.3,
  source: "Carrier fleet data 2024",
  referenceYear: 2024,
  region: "CN",
  quality: null,
  uncertainty: {
    __typename: "Uncertainty",
    distribution: "none",
    geometricSd: null,
    sd: null,
    min: null,
    mode: null,
    max: null,
  },
} satisfies Transport & { uncertainty: { __typename: "Uncertainty" } };

const mode = (code: string, name: string, nameEn: string) => ({
  __typename: "LcaDataCode" as const,
  code,
  name,
  nameEn,
});

const codesMock = {
  request: { query: LcaDataCodesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      lcaDataCodes: {
        __typename: "LcaDataCodes" as const,
        materialCategories: [],
        transportModes: [
          mode("road-16-32t", "公路：货车 16–32 t", "Road: truck 16–32 t"),
          mode("rail", "铁路", "Rail"),
        ],
        indicators: [],
        regions: ["GLO", "CN"],
      },
    },
  },
};

const listMock = (variables: Record<string, unknown>, items: Transport[]) => ({
  request: { query: TransportDataDocument, variables: { page: 1, pageSize: 20, ...variables } },
  result: {
    data: {
      transportData: { __typename: "TransportDatumPage" as const, total: items.length, items },
    },
  },
});

describe("the company's transport data (/sc/TransportData)", () => {
  it("shows a mode's factor, load factor and empty return, and filters by mode", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScTransportDataPage />, {
      user: { companyId: 5 },
      mocks: [
        codesMock,
        referenceDataMock,
        listMock({ owner: "all" }, [TRUCK]),
        listMock({ owner: "all", mode: "rail" }, []),
      ],
    });

    const table = await screen.findByRole("table", { name: "Transport data" });
    const row = (await within(table).findByText("重型货车 16–32 t")).closest("tr")!;
    expect(await within(row).findByText("Road: truck 16–32 t")).toBeInTheDocument();
    expect(within(row).getByText("0.08")).toBeInTheDocument();
    expect(within(row).getByText("0.6")).toBeInTheDocument();
    expect(within(row).getByText("0.3")).toBeInTheDocument();
    expect(within(row).getByText("China")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Mode" }), "rail");
    expect(await screen.findByText("No rows match. Add one or import a workbook.")).toBeVisible();
  });

  it("speaks Chinese", async () => {
    renderWithProviders(<ScTransportDataPage />, {
      user: { companyId: 5 },
      language: "zh-CN",
      mocks: [codesMock, referenceDataMock, listMock({ owner: "all" }, [TRUCK])],
    });

    const table = await screen.findByRole("table", { name: "运输数据" });
    expect(await within(table).findByText("公路：货车 16–32 t")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "新建运输方式" })).toBeInTheDocument();
  });
});

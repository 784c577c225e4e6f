import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import {
  CaseAddCorporationsDocument,
  CopyCaseCorporationCasesDocument,
  CopyCaseDocument,
  RepositoryCaseTagsDocument,
  RepositoryCorporationsDocument,
  RepositoryMapPointsDocument,
  type RepositoryPage_CorporationFragment,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { RepositoryPage } from "./RepositoryPage";
import { referenceDataMock } from "./test-fixtures";

// jsdom has no canvas: the map is replaced by the list of the points it would draw.
jest.mock("./LazyChinaMap", () => {
  const { createElement } = jest.requireActual<typeof import("react")>("react");
  return {
    LazyChinaMap: ({ points, label }: { points: { id: number; name: string }[]; label: string }) =>
      createElement(
        "ul",
        { "aria-label": label },
        points.map((point) => createElement("li", { key: point.id }, point.name)),
      ),
  };
});

const tag = (id: number, name: string) => ({ __typename: "Tag" as const, id, name });

const caseRow = (
  id: number,
  name: string,
  year: number,
  status: number,
  calculationCount: number,
  totalKg: number | null,
  tags: ReturnType<typeof tag>[] = [],
) => ({
  __typename: "Case" as const,
  id,
  name,
  year,
  status,
  calculationCount,
  corporationId: 1,
  tags,
  latestRun:
    totalKg === null
      ? null
      : {
          __typename: "CalculationRun" as const,
          id: id * 10,
          runNo: calculationCount,
          totalKg,
          createdAt: "2026-03-01T08:00:00.000Z",
        },
});

const DISCLOSURE = tag(1, "2024 disclosure");

type Corporation = RepositoryPage_CorporationFragment & { __typename: "Corporation" };

const suzhou: Corporation = {
  __typename: "Corporation",
  id: 1,
  name: "Suzhou Demo Plant",
  creditCode: "91320500MA1XD0001K",
  industryId: 3,
  province: "320000",
  city: "Suzhou",
  longitude: 120.7,
  latitude: 31.32,
  latestReportDate: "2026-03-01",
  cases: [
    // 3,223,595.04 kg is 3,223.6 t at one decimal (formatTonnes shows one decimal from 1,000 t).
    caseRow(11, "2024 GHG inventory", 2024, 10, 2, 3223595.04, [DISCLOSURE]),
    caseRow(12, "2025 GHG inventory", 2025, 5, 0, null),
    caseRow(13, "Imported 2023 inventory", 2023, 7, 1, 850, []),
  ],
};

// A corporation not placed on the map yet, without cases.
const shanghai: Corporation = {
  ...suzhou,
  id: 2,
  name: "Shanghai Office",
  creditCode: null,
  province: "310000",
  city: null,
  longitude: null,
  latitude: null,
  latestReportDate: null,
  cases: [],
};

const corporationsMock = (
  items: Corporation[],
  variables: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: {
    query: RepositoryCorporationsDocument,
    variables: { page: 1, pageSize: 20, ...variables },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: { corporations: { __typename: "CorporationPage", total: items.length, items } },
  },
});

type Point = { id: number; name: string; longitude: number | null; latitude: number | null };

/** The map's answer: the placed ones among `items`; `total` counts those found, placed or not. */
const mapMock = (
  items: Point[],
  variables: Record<string, unknown> = {},
  total = items.length,
): MockLink.MockedResponse => ({
  request: { query: RepositoryMapPointsDocument, variables },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      corporationMap: {
        __typename: "CorporationMap",
        total,
        points: items.flatMap(({ id, name, longitude, latitude }) =>
          longitude === null || latitude === null
            ? []
            : [{ __typename: "CorporationMapPoint", id, name, longitude, latitude }],
        ),
      },
    },
  },
});

const tagsMock: MockLink.MockedResponse = {
  request: { query: RepositoryCaseTagsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { caseTags: [DISCLOSURE] } },
};

const mocks = (items: Corporation[] = [suzhou, shanghai]) => [
  corporationsMock(items),
  mapMock(items),
  tagsMock,
  referenceDataMock,
];

const casesOf = (name: string) => screen.findByRole("table", { name: `Cases of ${name}` });
const rowOf = async (name: string) =>
  (await within(await casesOf("Suzhou Demo Plant")).findByText(name)).closest("tr")!;

describe("RepositoryPage", () => {
  it("lists the corporations with their industry, region and latest report", async () => {
    renderWithProviders(<RepositoryPage />, { permissions: ["aa"], mocks: mocks() });
    const table = await screen.findByRole("table", { name: "Corporations and their cases" });
    const row = (await within(table).findByText("Suzhou Demo Plant")).closest("tr")!;
    expect(within(row).getByText("91320500MA1XD0001K")).toBeInTheDocument();
    expect(await within(row).findByText("Manufacturing")).toBeInTheDocument();
    expect(within(row).getByText("Jiangsu · Suzhou")).toBeInTheDocument();
    expect(within(row).getByText("2026-03-01")).toBeInTheDocument();
    expect(within(row).getByText("3")).toBeInTheDocument();
    expect(screen.getByText("2 in total")).toBeInTheDocument();
  });

  it("shows each case's status, latest total in tCO2e, tags and latest run number", async () => {
    renderWithProviders(<RepositoryPage />, { permissions: ["aa"], mocks: mocks() });
    const done = await rowOf("2024 GHG inventory");
    expect(within(done).getByText("Completed")).toBeInTheDocument();
    expect(within(done).getByText("3,223.6 tCO₂e")).toBeInTheDocument();
    expect(within(done).getByText("2024 disclosure")).toBeInTheDocument();
    expect(within(done).getByText("No. 2")).toBeInTheDocument();
    const open = await rowOf("2025 GHG inventory");
    expect(within(open).getByText("In progress")).toBeInTheDocument();
    expect(within(open).getByText("Not calculated")).toBeInTheDocument();
    // Status 7 is neither 5 nor 10 (SPEC §4).
    const other = await rowOf("Imported 2023 inventory");
    expect(within(other).getByText("Unknown")).toBeInTheDocument();
    // 850 kg is below 1 t: three significant digits.
    expect(within(other).getByText("0.85 tCO₂e")).toBeInTheDocument();
  });

  it("offers no new case without aa02", async () => {
    renderWithProviders(<RepositoryPage />, {
      permissions: ["aa", "aa01", "aa03"],
      mocks: mocks(),
    });
    await casesOf("Suzhou Demo Plant");
    expect(
      screen.queryByRole("button", { name: "New case for Suzhou Demo Plant" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create the first case" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Copy 2024 GHG inventory to a new period" }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Suzhou Demo Plant" })).toBeInTheDocument();
  });

  it("opens the new-case form for the corporation with aa02", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, { permissions: ["aa", "aa02"], mocks: mocks() });
    await user.click(await screen.findByRole("button", { name: "New case for Suzhou Demo Plant" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/co2/caseAdd?corporationId=1");
  });

  it("offers a corporation without cases to create its first one with aa02", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, { permissions: ["aa", "aa02"], mocks: mocks() });
    await user.click(await screen.findByRole("button", { name: "Create the first case" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/co2/caseAdd?corporationId=2");
  });

  it("opens a case in the editor", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, { permissions: ["aa"], mocks: mocks() });
    await user.click(await screen.findByRole("link", { name: "2024 GHG inventory" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/co2/edit?caseId=11");
  });

  it("hides and shows a corporation's cases", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, { permissions: ["aa"], mocks: mocks() });
    await casesOf("Suzhou Demo Plant");
    await user.click(screen.getByRole("button", { name: "Hide the cases of Suzhou Demo Plant" }));
    expect(
      screen.queryByRole("table", { name: "Cases of Suzhou Demo Plant" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show the cases of Suzhou Demo Plant" }));
    expect(await casesOf("Suzhou Demo Plant")).toBeInTheDocument();
  });

  it("narrows the cases to those with the chosen tag", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, { permissions: ["aa"], mocks: mocks() });
    await casesOf("Suzhou Demo Plant");
    // The tags come with their own query.
    await user.click(await screen.findByRole("button", { name: "2024 disclosure" }));
    const cases = await casesOf("Suzhou Demo Plant");
    expect(within(cases).getByText("2024 GHG inventory")).toBeInTheDocument();
    expect(within(cases).queryByText("2025 GHG inventory")).not.toBeInTheDocument();
    expect(screen.getByText("No case tagged “2024 disclosure”.")).toBeInTheDocument();
  });

  it("names the corporation and how many cases go with it before deleting (aa03)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, { permissions: ["aa", "aa03"], mocks: mocks() });
    await user.click(await screen.findByRole("button", { name: "Delete Suzhou Demo Plant" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(/Delete the corporation “Suzhou Demo Plant”\? Its 3 cases/),
    ).toBeInTheDocument();
  });

  it("names the case and its calculation runs before deleting it (aa03)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, { permissions: ["aa", "aa03"], mocks: mocks() });
    await user.click(await screen.findByRole("button", { name: "Delete 2024 GHG inventory" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(/Delete the case “2024 GHG inventory”\? .* its 2 calculation runs/),
    ).toBeInTheDocument();
  });

  it("offers no deleting without aa03", async () => {
    renderWithProviders(<RepositoryPage />, {
      permissions: ["aa", "aa01", "aa02"],
      mocks: mocks(),
    });
    await casesOf("Suzhou Demo Plant");
    expect(
      screen.queryByRole("button", { name: "Delete Suzhou Demo Plant" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Delete 2024 GHG inventory" }),
    ).not.toBeInTheDocument();
  });

  it("places the corporations that have a position on the map", async () => {
    renderWithProviders(<RepositoryPage />, { permissions: ["aa"], mocks: mocks() });
    const map = await screen.findByRole("list", { name: "Map of China with 1 corporation" });
    expect(within(map).getByText("Suzhou Demo Plant")).toBeInTheDocument();
    expect(within(map).queryByText("Shanghai Office")).not.toBeInTheDocument();
    expect(screen.getByText("1 of 2 corporations placed on the map")).toBeInTheDocument();
  });

  it("places every positioned corporation the search finds, not only the table's page", async () => {
    // 130 placed plants and 10 without a position: more than one page of the table, and more
    // than the 100 a page of the list can hold at most.
    const plants: Point[] = Array.from({ length: 140 }, (_, index) => ({
      id: 100 + index,
      name: `Plant ${index + 1}`,
      longitude: index < 130 ? 100 + index / 10 : null,
      latitude: index < 130 ? 30 : null,
    }));
    renderWithProviders(<RepositoryPage />, {
      permissions: ["aa"],
      mocks: [corporationsMock([suzhou, shanghai]), mapMock(plants), tagsMock, referenceDataMock],
    });

    const map = await screen.findByRole("list", { name: "Map of China with 130 corporations" });

    expect(within(map).getAllByRole("listitem")).toHaveLength(130);
    expect(within(map).getByText("Plant 130")).toBeInTheDocument();
    expect(within(map).queryByText("Plant 131")).not.toBeInTheDocument();
    expect(screen.getByText("130 of 140 corporations placed on the map")).toBeInTheDocument();
  });

  it("narrows the map with the search", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, {
      permissions: ["aa"],
      mocks: [
        ...mocks(),
        corporationsMock([suzhou], { keyword: "Suzhou" }),
        mapMock([suzhou], { keyword: "Suzhou" }),
      ],
    });
    await screen.findByRole("list", { name: "Map of China with 1 corporation" });

    await user.type(screen.getByRole("searchbox"), "Suzhou");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(await screen.findByText("1 of 1 corporations placed on the map")).toBeInTheDocument();
  });

  it("invites to create the first corporation when there is none", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RepositoryPage />, { permissions: ["aa", "aa01"], mocks: mocks([]) });
    expect(await screen.findByText("No corporations yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create the first corporation" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/co2/coredit");
  });

  it("shows its text in Chinese", async () => {
    renderWithProviders(<RepositoryPage />, {
      permissions: ["aa"],
      mocks: mocks(),
      language: "zh-CN",
    });
    const done = (
      await within(
        await screen.findByRole("table", { name: "Suzhou Demo Plant 的案例" }),
      ).findByText("2024 GHG inventory")
    ).closest("tr")!;
    expect(within(done).getByText("已完成")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "核算库" })).toBeInTheDocument();
  });

  it("copies a case to the next year, asking before a second case for a period already taken", async () => {
    // jsdom has no PointerEvent, which Ark's checkboxes construct on a click; a MouseEvent does.
    if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
    const user = userEvent.setup();
    const periodCase = (id: number, name: string, year: number) => ({
      __typename: "Case" as const,
      id,
      name,
      periodStart: `${year}-01-01`,
      periodEnd: `${year}-12-31`,
    });
    const copyMocks: MockLink.MockedResponse[] = [
      {
        request: { query: CaseAddCorporationsDocument, variables: { pageSize: 50 } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: {
          data: {
            corporations: {
              __typename: "CorporationPage",
              total: 1,
              items: [
                {
                  __typename: "Corporation",
                  id: 1,
                  name: "Suzhou Demo Plant",
                  creditCode: "91320500MA1XD0001K",
                  templateId: null,
                },
              ],
            },
          },
        },
      },
      {
        request: { query: CopyCaseCorporationCasesDocument, variables: { corporationId: 1 } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: {
          data: {
            cases: {
              __typename: "CasePage",
              total: 2,
              items: [
                periodCase(11, "2024 GHG inventory", 2024),
                periodCase(12, "2025 GHG inventory", 2025),
              ],
            },
          },
        },
      },
      {
        request: {
          query: CopyCaseDocument,
          variables: {
            input: {
              sourceCaseId: 11,
              corporationId: 1,
              name: "2025 GHG inventory",
              year: 2025,
              periodStart: "2025-01-01",
              periodEnd: "2025-12-31",
              copyAmounts: true,
              allowSamePeriod: true,
            },
          },
        },
        result: { data: { copyCase: { __typename: "Case", id: 99, name: "2025 GHG inventory" } } },
      },
    ];
    renderWithProviders(<RepositoryPage />, {
      permissions: ["aa", "aa02"],
      mocks: [...mocks(), ...copyMocks],
    });
    await user.click(
      await screen.findByRole("button", { name: "Copy 2024 GHG inventory to a new period" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Copy to a new period" });

    // The next year, its name following, the same corporation.
    expect(within(dialog).getByLabelText(/Name of the new case/)).toHaveValue("2025 GHG inventory");
    expect(within(dialog).getByLabelText(/Reporting year/)).toHaveValue("2025");
    expect(within(dialog).getByLabelText(/Period start/)).toHaveValue("2025-01-01");
    const warning = await within(dialog).findByTestId("copy-same-period");
    expect(warning).toHaveTextContent("Suzhou Demo Plant already has a case for this period");
    expect(warning).toHaveTextContent("2025 GHG inventory (2025-01-01 – 2025-12-31)");

    await user.click(within(dialog).getByText("Copy the amounts as well"));
    await user.click(within(dialog).getByRole("button", { name: "Create the case" }));
    expect(
      await within(dialog).findAllByText("Confirm that another case for this period is wanted"),
    ).not.toHaveLength(0);
    expect(screen.getByTestId("location")).not.toHaveTextContent("caseId=99");

    await user.click(within(dialog).getByText("Create another case for this period anyway"));
    await user.click(within(dialog).getByRole("button", { name: "Create the case" }));
    await screen.findByText("2025 GHG inventory created from 2024 GHG inventory");
    // The message is shown by the lazily loaded toaster and the move is a router transition:
    // either may come first.
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/co2/edit?caseId=99"),
    );
  });
});

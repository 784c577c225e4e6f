import { Suspense } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { system } from "../../app/theme";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import {
  DeleteLcaCalculationDocument,
  LcaManageProductsDocument,
  type LcaManageProductsQuery,
} from "../../__generated__/graphql";
import { KeepAliveOutlet } from "../../app/layout/KeepAliveOutlet";
import { SessionContext, type Session } from "../../app/session";
import { Toaster } from "../../components/ui/toaster";
import { i18n } from "../../i18n";
import { hasPermission } from "../../lib/permissions";
import { LocationProbe, renderWithProviders } from "../../test/render";
import { ManagePage } from "./ManagePage";
import { LIST_MOCKS } from "./test-fixtures";

// The answers carry their __typename, which the generated types leave out.
type Product = LcaManageProductsQuery["lcaProducts"]["items"][number] & { __typename: string };
type Calculation = Product["calculations"][number] & { __typename: string };

const calculation = (
  id: number,
  number: number,
  status: string,
  total: number | null,
): Calculation =>
  ({
    __typename: "LcaCalculation",
    id,
    productId: 7,
    number,
    version: 2,
    status,
    databaseLabel: "USLCI FY24Q4",
    method: "ipcc-ar6-gwp100",
    createdAt: "2025-03-04T08:30:00.000Z",
    result:
      total === null
        ? null
        : {
            __typename: "LcaResult",
            headline: 1,
            indicators: [
              { __typename: "LcaIndicator", name: "Acidification", unit: "mol H+-eq", total: 6.2 },
              { __typename: "LcaIndicator", name: "Climate change", unit: "kg CO2-eq", total },
            ],
          },
  }) as Calculation;

// 1 t of coil: calculation #2 gave 1,843.27 kg CO2e (the headline, second indicator); #1 failed.
const COIL: Product = {
  __typename: "LcaProduct",
  id: 7,
  name: "热轧卷板 Q235B",
  specification: "2.0 mm",
  categoryId: 2,
  standard: "en15804",
  declaredAmount: 1,
  declaredUnitId: 11,
  unitKind: "declared",
  version: 2,
  auditStatus: "0",
  calculationCount: 2,
  updatedAt: "2025-03-04T08:30:00.000Z",
  calculations: [calculation(31, 2, "succeeded", 1843.27), calculation(30, 1, "failed", null)],
};

const listMock = (
  variables: Record<string, unknown>,
  items: Product[],
  total = items.length,
): MockLink.MockedResponse => ({
  request: { query: LcaManageProductsDocument, variables: { page: 1, pageSize: 10, ...variables } },
  result: { data: { lcaProducts: { __typename: "LcaProductPage", total, items } } },
});

describe("LCA management (/eclca/manage)", () => {
  it("shows each product with its status, count and calculations with the headline total", async () => {
    renderWithProviders(<ManagePage />, {
      permissions: ["ff41"],
      mocks: [...LIST_MOCKS, listMock({}, [COIL])],
    });

    const product = await screen.findByRole("region", { name: "热轧卷板 Q235B" });
    expect(within(product).getByText("Draft")).toBeInTheDocument();
    expect(await within(product).findByText(/2 calculations/)).toBeInTheDocument();
    expect(within(product).getByText(/per 1 t/)).toBeInTheDocument();
    const table = within(product).getByRole("table", { name: "Calculations of 热轧卷板 Q235B" });
    const second = within(table).getByText("#2").closest("tr")!;
    // 1,843.27 rounds to a whole number from 1,000 on.
    expect(within(second).getByText("1,843 kg CO2-eq")).toBeInTheDocument();
    expect(within(second).getByText("Done")).toBeInTheDocument();
    expect(within(second).getByText("USLCI FY24Q4")).toBeInTheDocument();
    const first = within(table).getByText("#1").closest("tr")!;
    expect(within(first).getByText("Failed")).toBeInTheDocument();
    expect(within(first).getByText("—")).toBeInTheDocument();
  });

  it("opens a calculation's results in the editor", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManagePage />, {
      permissions: ["ff41"],
      mocks: [...LIST_MOCKS, listMock({}, [COIL])],
    });

    await user.click(
      await screen.findByRole("button", { name: "Open the results of calculation #2" }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/eclca/brandedit?id=7&calculation=31",
    );
  });

  it("deletes a calculation after a confirmation and reads the product again", async () => {
    const user = userEvent.setup();
    let deleted = false;
    renderWithProviders(<ManagePage />, {
      permissions: ["ff41"],
      mocks: [
        ...LIST_MOCKS,
        listMock({}, [COIL]),
        {
          request: { query: DeleteLcaCalculationDocument, variables: { id: 30 } },
          result: () => {
            deleted = true;
            return { data: { deleteLcaCalculation: true } };
          },
        },
        listMock({}, [{ ...COIL, calculationCount: 1, calculations: [COIL.calculations[0]] }]),
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Delete calculation #1" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "Delete calculation #1 (version 2) of “热轧卷板 Q235B” with its results? This cannot be undone.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Calculation #1 deleted")).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.queryByText("#1")).not.toBeInTheDocument());
    expect(screen.getByText(/1 calculation$/)).toBeInTheDocument();
  });

  it("speaks Chinese", async () => {
    renderWithProviders(<ManagePage />, {
      permissions: ["ff41"],
      language: "zh-CN",
      mocks: [...LIST_MOCKS, listMock({}, [COIL])],
    });

    expect(await screen.findByRole("heading", { name: "LCA 管理" })).toBeVisible();
    const product = await screen.findByRole("region", { name: "热轧卷板 Q235B" });
    expect(await within(product).findByText("草稿")).toBeInTheDocument();
    expect(within(product).getByText("已完成")).toBeInTheDocument();
    expect(within(product).getByRole("button", { name: "删除第 1 次计算" })).toBeInTheDocument();
  });
});

describe("LCA management is kept alive", () => {
  it("keeps its search when the user comes back from the editor, and reads the list again", async () => {
    const user = userEvent.setup();
    void i18n.changeLanguage("en");
    const permissions = ["ff41"];
    const session: Session = {
      token: "test-token",
      user: null,
      permissions,
      signedOut: false,
      hasPermission: (code) => hasPermission(permissions, code),
      signedIn: () => undefined,
      signOut: () => Promise.resolve(),
    };
    const later = calculation(32, 3, "succeeded", 1790.5);
    render(
      <ChakraProvider value={system}>
        <MockedProvider
          mocks={[
            ...LIST_MOCKS,
            listMock({}, [COIL, { ...COIL, id: 8, name: "冷轧卷板", calculations: [] }]),
            listMock({ keyword: "Q235B" }, [COIL]),
            // Back from the editor, where a third calculation ran.
            listMock({ keyword: "Q235B" }, [
              { ...COIL, calculationCount: 3, calculations: [later, ...COIL.calculations] },
            ]),
          ]}
        >
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={["/eclca/manage"]}>
              <Routes>
                <Route element={<KeepAliveOutlet />}>
                  <Route path="/eclca/manage" element={<ManagePage />} />
                  <Route
                    path="/eclca/brandedit"
                    element={<Link to="/eclca/manage">Back to LCA management</Link>}
                  />
                </Route>
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </SessionContext.Provider>
        </MockedProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ChakraProvider>,
    );

    expect(await screen.findByRole("region", { name: "冷轧卷板" })).toBeInTheDocument();
    const search = screen.getByRole("searchbox", { name: "Search by name or specification" });
    await user.type(search, "Q235B{Enter}");
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "冷轧卷板" })).not.toBeInTheDocument(),
    );

    await user.click(
      await screen.findByRole("button", { name: "Open the results of calculation #2" }),
    );
    expect(await screen.findByRole("link", { name: "Back to LCA management" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "LCA management", hidden: true })).not.toBeVisible();

    await user.click(screen.getByRole("link", { name: "Back to LCA management" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/eclca/manage");
    expect(screen.getByRole("searchbox", { name: "Search by name or specification" })).toHaveValue(
      "Q235B",
    );
    expect(await screen.findByText("#3")).toBeVisible();
    expect(screen.getByText(/3 calculations/)).toBeVisible();
  });
});

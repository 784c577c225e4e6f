import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import {
  CopyLcaProductDocument,
  DeleteLcaProductDocument,
  LcaProductsDocument,
  type LcaProducts_RowFragment,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { ProductListPage } from "./ProductListPage";
import { LIST_MOCKS } from "./test-fixtures";

type Row = LcaProducts_RowFragment & { __typename: "LcaProduct" };

// A released coil study: 1 t under EN 15804, version 2, calculated three times.
const COIL: Row = {
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
  auditStatus: "18",
  calculationCount: 3,
  updatedAt: "2025-03-04T08:30:00.000Z",
};

const listMock = (
  variables: Record<string, unknown>,
  items: Row[],
  options: { times?: number } = {},
): MockLink.MockedResponse => ({
  request: { query: LcaProductsDocument, variables: { page: 1, pageSize: 20, ...variables } },
  maxUsageCount: options.times ?? 1,
  result: { data: { lcaProducts: { __typename: "LcaProductPage", total: items.length, items } } },
});

describe("the product list (/eclca/brandlist)", () => {
  it("shows a product's specification, category, standard, unit, version, status and calculations", async () => {
    renderWithProviders(<ProductListPage />, {
      permissions: ["ff43"],
      mocks: [...LIST_MOCKS, listMock({}, [COIL])],
    });

    const table = await screen.findByRole("table", { name: "Products of the LCA library" });
    const row = (await within(table).findByText("热轧卷板 Q235B")).closest("tr")!;
    expect(within(row).getByText("2.0 mm")).toBeInTheDocument();
    expect(await within(row).findByText("Hot-rolled coil")).toBeInTheDocument();
    expect(within(row).getByText("EN 15804+A2")).toBeInTheDocument();
    expect(within(row).getByText("1 t")).toBeInTheDocument();
    expect(within(row).getByText("v2")).toBeInTheDocument();
    expect(within(row).getByText("Released")).toBeInTheDocument();
    expect(within(row).getByText("3")).toBeInTheDocument();
    // Without ff41 a product is not deleted from here.
    expect(within(row).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("filters by audit status and standard, and opens a product in the editor", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductListPage />, {
      permissions: ["ff43"],
      mocks: [
        ...LIST_MOCKS,
        listMock({}, [COIL]),
        listMock({ auditStatus: "0" }, []),
        listMock({ auditStatus: "0", standard: "iso14067" }, []),
        listMock({ auditStatus: "18" }, [COIL]),
      ],
    });
    await screen.findByText("热轧卷板 Q235B");
    await within(screen.getByRole("combobox", { name: "Status" })).findByRole("option", {
      name: "Draft",
    });

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "0");
    expect(await screen.findByText("No product matches the search and filters.")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: "Standard" }), "iso14067");
    await user.selectOptions(screen.getByRole("combobox", { name: "Standard" }), "");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "18");
    await user.click(
      await screen.findByRole("button", { name: "Open 热轧卷板 Q235B in the editor" }),
    );

    expect(screen.getByTestId("location")).toHaveTextContent("/eclca/brandedit?id=7");
  });

  it("copies a product under the name asked and opens the copy", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductListPage />, {
      permissions: ["ff43"],
      mocks: [
        ...LIST_MOCKS,
        listMock({}, [COIL]),
        {
          request: {
            query: CopyLcaProductDocument,
            variables: { input: { id: 7, name: "热轧卷板 Q235B 3.0 mm" } },
          },
          result: {
            data: {
              copyLcaProduct: { __typename: "LcaProduct", id: 8, name: "热轧卷板 Q235B 3.0 mm" },
            },
          },
        },
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Copy 热轧卷板 Q235B" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy 热轧卷板 Q235B" });
    const name = within(dialog).getByRole("textbox", { name: /^Name of the copy/ });
    expect(name).toHaveValue("热轧卷板 Q235B (copy)");
    await user.clear(name);
    await user.click(name);
    await user.paste("热轧卷板 Q235B 3.0 mm");
    await user.click(within(dialog).getByRole("button", { name: "Copy and open" }));

    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/eclca/brandedit?id=8"),
    );
  });

  it("deletes a product with ff41 after a confirmation naming its calculations", async () => {
    const user = userEvent.setup();
    let deleted = false;
    renderWithProviders(<ProductListPage />, {
      permissions: ["ff43", "ff41"],
      mocks: [
        ...LIST_MOCKS,
        listMock({}, [COIL]),
        {
          request: { query: DeleteLcaProductDocument, variables: { id: 7 } },
          result: () => {
            deleted = true;
            return { data: { deleteLcaProduct: true } };
          },
        },
        listMock({}, []),
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Delete 热轧卷板 Q235B" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Its 3 calculations are deleted with it.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("热轧卷板 Q235B deleted")).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it("offers the first product when there is none, in Chinese", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductListPage />, {
      permissions: ["ff43", "ff01"],
      language: "zh-CN",
      mocks: [...LIST_MOCKS, listMock({}, [])],
    });

    expect(await screen.findByText("还没有产品")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "新建第一个产品" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/eclca/brandnew");
  });

  it("shows no create button without ff01", async () => {
    renderWithProviders(<ProductListPage />, {
      permissions: ["ff43"],
      mocks: [...LIST_MOCKS, listMock({}, [])],
    });

    expect(await screen.findByText("No products yet")).toBeVisible();
    expect(screen.queryByRole("button", { name: /product/ })).not.toBeInTheDocument();
  });
});

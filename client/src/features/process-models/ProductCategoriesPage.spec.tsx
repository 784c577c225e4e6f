// The product category list: the tree indented under its parents in sort order, searched here,
// and the confirmation before a category is deleted.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  DeleteProductCategoryDocument,
  ProductCategoriesDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { flattenTree } from "./category-tree";
import { ProductCategoriesPage } from "./ProductCategoriesPage";

const category = (id: number, parentId: number | null, code: string, name: string, sort = 0) => ({
  __typename: "ProductCategory" as const,
  id,
  parentId,
  code,
  name,
  nameEn: name,
  sort,
});

// Steel products with rebar (sort 2) and plate (sort 1) under it; plastics on its own.
const CATEGORIES = [
  category(3, 1, "steel.rebar", "钢筋", 2),
  category(1, null, "steel", "钢铁产品"),
  category(4, null, "plastics", "塑料制品", 1),
  category(2, 1, "steel.plate", "钢板", 1),
];

const listMock = {
  request: { query: ProductCategoriesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { productCategories: CATEGORIES } },
};

describe("the product category tree", () => {
  it("orders parents before their children, by sort order, with their depth", () => {
    expect(flattenTree(CATEGORIES).map(({ category: item, depth }) => [item.code, depth])).toEqual([
      ["steel", 0],
      ["steel.plate", 1],
      ["steel.rebar", 1],
      ["plastics", 0],
    ]);
  });

  it("lists the tree and finds a category by its name", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductCategoriesPage />, { permissions: ["gab02"], mocks: [listMock] });

    const table = await screen.findByRole("table", { name: "Product categories" });
    await within(table).findByText("钢铁产品");
    const names = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[0].textContent);
    expect(names).toEqual(["钢铁产品", "钢板", "钢筋", "塑料制品"]);
    expect(screen.getByRole("button", { name: "New category" })).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox"), "钢筋{Enter}");
    // Only rebar (and the header row) is left.
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    expect(within(table).getByText("钢筋")).toBeInTheDocument();
  });

  it("asks before deleting a category, then deletes it", async () => {
    const user = userEvent.setup();
    const deleted = jest.fn(() => ({ data: { deleteProductCategory: true } }));
    renderWithProviders(<ProductCategoriesPage />, {
      permissions: ["gab02"],
      mocks: [
        listMock,
        {
          request: { query: DeleteProductCategoryDocument, variables: { id: 4 } },
          result: deleted,
        },
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Delete 塑料制品" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Delete “塑料制品”? This cannot be undone."),
    ).toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await screen.findByText("Deleted");
    expect(deleted).toHaveBeenCalled();
  });

  it("hides the changes from a user without gab02", async () => {
    renderWithProviders(<ProductCategoriesPage />, { permissions: [], mocks: [listMock] });

    await screen.findByText("钢铁产品");
    expect(screen.queryByRole("button", { name: "New category" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete 钢筋" })).not.toBeInTheDocument();
  });
});

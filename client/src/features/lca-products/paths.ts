// The addresses and permission codes of the product library's screens (SPEC §2, §3).

export const LCA_CODES = {
  /** New product LCA: creating a product. */
  create: "ff01",
  /** Product LCA management: deleting a product or a calculation. */
  manage: "ff41",
  /** Product LCA list. */
  list: "ff43",
} as const;

export const BRAND_NEW_PATH = "/eclca/brandnew";
export const BRAND_LIST_PATH = "/eclca/brandlist";
export const MANAGE_PATH = "/eclca/manage";
export const QUICK_ADD_PATH = "/lca/add";

/** The model editor of a product, opened on a calculation's results when one is given. */
export function lcaEditorPath(productId: number, calculationId?: number): string {
  const query = new URLSearchParams({ id: String(productId) });
  if (calculationId !== undefined) query.set("calculation", String(calculationId));
  return `/eclca/brandedit?${query.toString()}`;
}

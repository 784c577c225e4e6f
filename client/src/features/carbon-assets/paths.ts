// The addresses and permission codes of the carbon-asset screens (SPEC §2, §3).

/** Recording and reversing transactions, and a compliance year's verified figure. */
export const ASSET_EDIT_CODE = "bk01";

export const ASSET_LIST_PATH = "/co2book/assetslist";
export const ASSET_EDIT_PATH = "/co2book/edit";

/** The edit screen of a holding, opened on a kind of transaction when given. */
export function holdingPath(holdingId: number, kind?: string): string {
  const params = new URLSearchParams({ holdingId: String(holdingId) });
  if (kind) params.set("kind", kind);
  return `${ASSET_EDIT_PATH}?${params.toString()}`;
}

/** A positive whole number from the address, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

// The addresses and permission codes of the EPD screens (SPEC §2, §3).
import { BRAND_LIST_PATH, LCA_CODES } from "../lca-products/paths";

export const EPD_CODES = {
  /** New EPD report: making, changing, deleting and applying for verification. */
  create: "fd02",
} as const;

/** Listing the company's released studies takes one of the product library's codes. */
export const STUDY_CODES: readonly string[] = [LCA_CODES.create, LCA_CODES.manage, LCA_CODES.list];

export const EPD_LIST_PATH = "/epd/list";
export const EPD_CREATE_PATH = "/epd/creatReport";
export const PRODUCT_LIBRARY_PATH = BRAND_LIST_PATH;

/** The editor of a saved report. */
export const epdEditPath = (id: number) => `${EPD_CREATE_PATH}?id=${id}`;

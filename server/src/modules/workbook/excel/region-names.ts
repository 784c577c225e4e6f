// A factor's region as a reader of a workbook knows it: a province by its name rather than its
// GB/T 2260 code (320000 reads 江苏省 / Jiangsu), a regional grid by its name (CN-EAST reads
// 华东 / East China); other codes (CN, GB, GLO) are left as the library writes them.
import { GRID_REGIONS } from "../../../db/seed/factors/china-grid";
import { REGIONS } from "../../reference/regions";
import type { WorkbookLanguage } from "./labels";

const PROVINCES = new Map(REGIONS.map((region) => [region.code, region]));
const GRIDS = new Map<string, { name: string; nameEn: string }>(
  Object.values(GRID_REGIONS).map((grid) => [grid.region, { name: grid.zh, nameEn: grid.en }]),
);

export function regionName(code: string | null, language: WorkbookLanguage): string | null {
  if (!code) return code;
  const known = PROVINCES.get(code) ?? GRIDS.get(code);
  if (!known) return code;
  return language === "en" ? known.nameEn : known.name;
}

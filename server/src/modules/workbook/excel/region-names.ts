// A factor's region as a reader of a workbook knows it: a province by its name rather than its
// GB/T 2260 code (320000 reads 江苏省 / Jiangsu), a regional grid by its name (CN-EAST reads
// 华东 / East China), a country or the globe by its name (GB reads 英国 / United Kingdom); other
// codes (eGRID subregions such as US-SRVC) are left as the library writes them.
import { GRID_REGIONS } from "../../../db/seed/factors/china-grid";
import { REGIONS } from "../../reference/regions";
import type { WorkbookLanguage } from "./labels";

const PROVINCES = new Map(REGIONS.map((region) => [region.code, region]));
const GRIDS = new Map<string, { name: string; nameEn: string }>(
  Object.values(GRID_REGIONS).map((grid) => [grid.region, { name: grid.zh, nameEn: grid.en }]),
);

/** The whole-country and global regions the library's factors name. */
const AREAS = new Map<string, { name: string; nameEn: string }>([
  ["CN", { name: "中国", nameEn: "China" }],
  ["GB", { name: "英国", nameEn: "United Kingdom" }],
  ["US", { name: "美国", nameEn: "United States" }],
  ["GLO", { name: "全球", nameEn: "Global" }],
]);

export function regionName(code: string | null, language: WorkbookLanguage): string | null {
  if (!code) return code;
  const known = PROVINCES.get(code) ?? GRIDS.get(code) ?? AREAS.get(code);
  if (!known) return code;
  return language === "en" ? known.nameEn : known.name;
}

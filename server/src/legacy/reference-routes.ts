// Legacy call of SPEC §7 "Reference data": the trees forms pick from.
import { PermissionCode } from "../modules/permission/permission-codes";
import { type LegacyRoute, route } from "./route";

/**
 * A unit, gas or data-source type as the old clients read it: English first, `name` in English
 * and `nameZh` in Chinese, where the platform has `name` in Chinese and `nameEn` in English
 * (docs/glossary.md). The two fields take the place of the first of them, so the answer keeps
 * its old order; industries and regions were always Chinese first and pass unchanged.
 */
function englishFirst(item: { name: string; nameEn: string }): Record<string, unknown> {
  const fields: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(item)) {
    if (key === "name" || key === "nameEn") {
      if (!fields.some(([field]) => field === "nameZh")) {
        fields.push(["name", item.nameEn], ["nameZh", item.name]);
      }
    } else {
      fields.push([key, value]);
    }
  }
  return Object.fromEntries(fields);
}

export const REFERENCE_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "datatree/preData",
    summary: "Reference trees for forms: industries, units, regions",
    permission: PermissionCode.Account,
    handler: async ({ services }) => {
      const data = await services.reference.preData();
      return {
        ...data,
        units: data.units.map(englishFirst),
        gases: data.gases.map(englishFirst),
        dataSourceTypes: data.dataSourceTypes.map(englishFirst),
      };
    },
  }),
];

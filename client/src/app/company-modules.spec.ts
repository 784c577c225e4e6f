import { inDisabledModule } from "./company-modules";
import { menuFor, type MenuItem } from "./layout/menu";

const paths = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? paths(item.children) : item.path ? [item.path] : []));

describe("modules a company switched off", () => {
  it("leave the menu, and only theirs", () => {
    const all = paths(menuFor([]));
    expect(all).toContain("/co2flowinout/list");
    expect(all).toContain("/co2report/list");
    const without = paths(menuFor([], ["co2flow"]));
    expect(without).not.toContain("/co2flowinout/list");
    expect(without).toContain("/co2report/list");
    expect(without.length).toBe(all.length - 1);
  });

  it("cover their pages by path", () => {
    expect(inDisabledModule("/co2/corporationIndex", ["co2accounting"])).toBe(true);
    // The panorama's paths start with /co2panorama/, not /co2/.
    expect(inDisabledModule("/co2panorama/list", ["co2accounting"])).toBe(false);
    expect(inDisabledModule("/admin/log/loginLog", ["systemLogs"])).toBe(true);
    expect(inDisabledModule("/admin/imageManage", ["systemLogs"])).toBe(false);
  });
});

import { filterByPermission } from "../lib/permissions";
import { activeMenuPath, menuFor } from "./layout/menu";
import { ROUTES, findRoute, leaves } from "./routes";

/**
 * Every route of SPEC §2 with its code ("" for none), copied from the specification. Where SPEC
 * states no code for a screen of administrators, the platform gates it with its own code (the
 * open platform with `op`, the reseller's client management with `ag`).
 */
const SPEC_ROUTES: [string, string][] = [
  ["/login", ""],
  ["/co2calculator", ""],
  ["/c-label", ""],
  ["/platform", ""],
  ["/chartPanoramaShare", ""],
  ["/404", ""],
  ["/co2/caseDefaultPanorama", ""],
  ["/co2/caseAdd", "aa02"],
  ["/co2/corporationIndex", ""],
  ["/co2/coredit", ""],
  ["/co2/edit", ""],
  ["/co2panorama/caseHome", ""],
  ["/co2panorama/list", ""],
  ["/co2panorama/chartAdd", ""],
  ["/co2flowinout/list", ""],
  ["/co2book/count", ""],
  ["/co2book/list", ""],
  ["/co2book/assetslist", ""],
  ["/co2book/edit", ""],
  ["/co2info/company", ""],
  ["/co2info", "ct02"],
  ["/co2report/list", ""],
  ["/co2compare/list", ""],
  ["/eclca/brandnew", "ff01"],
  ["/eclca/brandlist", "ff43"],
  ["/eclca/manage", "ff41"],
  ["/eclca/brandedit", ""],
  ["/co2label/list", ""],
  ["/co2label/createco2label", "fb02"],
  ["/co2label/assessmentReportList", ""],
  ["/epd/list", ""],
  ["/epd/creatReport", "fd02"],
  ["/admin/co2accounting/default", "gaa01"],
  ["/admin/co2accounting/const", "gaa02"],
  ["/admin/co2accounting/baseModel", "gaa03"],
  ["/admin/co2accounting/baseModelDetail", "gaa03"],
  ["/admin/co2footprint/processmodel", "gab01"],
  ["/admin/co2footprint/designproduct", "gab02"],
  ["/admin/co2footprint/productCategory", "gab02"],
  ["/admin/co2footprint/processassign", "gab03"],
  ["/admin/co2footprint/productmodelassign", "gab08"],
  ["/admin/co2footprint/materialdatalist", "gab04"],
  ["/admin/co2footprint/transportdatalist", "gab05"],
  ["/admin/co2footprint/upstreamdatabase", "gab06"],
  ["/admin/co2footprint/dataMatching", "gab10"],
  ["/admin/co2footprint/resultsComparing", "gab11"],
  ["/admin/industry", "gac"],
  ["/admin/industrystandard", "gad"],
  ["/admin/imageManage", "gae"],
  ["/admin/companyConfigs", "gaf"],
  ["/user/userlist", "gbb"],
  ["/role/list", "gbc"],
  ["/permission/list", "gbd"],
  ["/company/list", "gbe"],
  ["/op/authManage", "op"],
  ["/op/interfaceConfig", "op"],
  ["/op/productList", "op"],
  ["/pv/productAssign", "pv03"],
  ["/pv/EpdApplyList", "pv02"],
  ["/pv/review", "pv01"],
  ["/sc/upstreamData", ""],
  ["/sc/materialData", ""],
  ["/sc/TransportData", ""],
  ["/sc/synonymConfig", ""],
  ["/sc/trackDataConfig", ""],
  ["/admin/log/loginLog", ""],
  ["/admin/log/lcaLog", ""],
  ["/agent/clientManage/list", "ag"],
  ["/agent/clientManage/addClient", "ag"],
  ["/agent/submitMessage", ""],
];

describe("route table", () => {
  it.each(SPEC_ROUTES)("has %s with code '%s'", (path, code) => {
    const found = findRoute(path);
    expect(found).toBeDefined();
    expect(found!.route.permission ?? "").toBe(code);
  });

  it("marks the hidden routes of SPEC §2 hidden", () => {
    for (const path of [
      "/co2/caseDefaultPanorama",
      "/co2/coredit",
      "/co2/edit",
      "/co2panorama/chartAdd",
      "/co2book/edit",
      "/eclca/brandedit",
      "/admin/co2accounting/baseModelDetail",
      "/agent/clientManage/addClient",
    ]) {
      expect(findRoute(path)!.route.hidden).toBe(true);
    }
  });

  it("highlights the repository while a case is edited", () => {
    expect(activeMenuPath("/co2/coredit")).toBe("/co2/corporationIndex");
    expect(activeMenuPath("/co2/edit")).toBe("/co2/corporationIndex");
    expect(activeMenuPath("/user/userlist")).toBe("/user/userlist");
  });

  it("keeps the repository page alive and gives every route a unique name and path", () => {
    expect(findRoute("/co2/corporationIndex")!.route.meta.keepAlive).toBe(true);
    const all = leaves(ROUTES).map(({ route }) => route);
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
  });
});

describe("menu", () => {
  const topTitles = (codes: string[]) => menuFor(codes).map((item) => item.title);

  it("shows items without a code to a user without codes", () => {
    const titles = topTitles([]);
    expect(titles).toEqual(expect.arrayContaining(["home", "co2accounting"]));
    // The open platform needs its code (op): without it the menu entry is not shown.
    expect(titles).not.toContain("openPlatform");
    expect(titles).not.toContain("usersAndRoles");
    expect(titles).not.toContain("adminData");
  });

  it("shows a gated group once the user holds one of its codes", () => {
    const users = menuFor(["gbc"]).find((item) => item.title === "usersAndRoles");
    expect(users?.children?.map((child) => child.title)).toEqual(["roleList"]);
  });

  it("needs both the group code and the item code inside admin data", () => {
    const admin = (codes: string[]) =>
      menuFor(codes)
        .find((item) => item.title === "adminData")
        ?.children?.map((c) => c.title);
    expect(admin(["gaa01"])).toBeUndefined();
    expect(admin(["gaa", "gaa01"])).toEqual(["adminCo2Accounting"]);
  });

  it("hides the pages of modules not built yet from the menu, while their routes stay", () => {
    const routes = leaves(ROUTES).map(({ route }) => route);
    const allCodes = routes.flatMap((route) => (route.permission ? [route.permission] : []));
    const shown = new Set<string>();
    const walk = (items: ReturnType<typeof menuFor>) =>
      items.forEach((item) => {
        if (item.path) shown.add(item.path);
        if (item.children) walk(item.children);
      });
    walk(menuFor([...allCodes, "gaa", "gb", "sys"]));
    const unbuilt = routes.filter((route) => !route.page && !route.hidden && !route.alwaysHidden);
    for (const route of unbuilt) {
      expect(shown.has(route.path!)).toBe(false);
      // The address still opens the module's "not available yet" page.
      expect(findRoute(route.path!)?.route.path).toBe(route.path);
    }
    // Built pages stay in the menu: the corporations and cases, the users.
    expect(shown.has("/co2/corporationIndex")).toBe(true);
    expect(shown.has("/user/userlist")).toBe(true);
    expect(shown.has("/op/productList")).toBe(true);
  });

  it("never shows hidden or alwaysHidden entries", () => {
    const titles = JSON.stringify(menuFor(["aa02"]));
    expect(titles).not.toContain("corEdit");
    const withHidden = filterByPermission([{ name: "x", alwaysHidden: true }], []);
    expect(withHidden).toEqual([]);
  });
});

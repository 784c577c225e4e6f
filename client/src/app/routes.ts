// The route table of SPEC §2 as data: every screen with its path, name, meta (title key, icon,
// affix, activeMenu, keepAlive), permission code and menu flags. The router, the sidebar, the
// breadcrumb, the page title and the home page's module list are all read from it.
//
// Group entries only shape the menu; leaves carry absolute paths. A leaf's `page` names the
// screen that renders it; leaves without one belong to modules not built yet and show a plain
// page saying so.
import type { IconType } from "react-icons";
import type { FeaturePageKey } from "../features";
import {
  LuBadgeCheck,
  LuBookOpen,
  LuBoxes,
  LuBuilding2,
  LuCalculator,
  LuChartPie,
  LuClipboardCheck,
  LuDatabase,
  LuFileText,
  LuGitCompare,
  LuHouse,
  LuLeaf,
  LuMessageSquare,
  LuNetwork,
  LuPlug,
  LuScrollText,
  LuTag,
  LuUsers,
  LuWaypoints,
} from "react-icons/lu";

/** Screens that exist: the app's bare pages and the features' pages (features/index.ts); any
 * other leaf shows the "not available yet" page of its module. */
export type PageKey = "login" | "notFound" | "noPermission" | FeaturePageKey;

export interface RouteMeta {
  /** i18n key under `menu.` */
  title: string;
  icon?: IconType;
  /** Pinned in the tab bar of the original client; kept for compatibility of the data. */
  affix?: boolean;
  /** The menu item to highlight while this (hidden) route is shown. */
  activeMenu?: string;
  /** The page keeps its state (filters, paging, scroll) when the user comes back. */
  keepAlive?: boolean;
  /** Never dropped from the kept pages, whatever route comes next. */
  alwaysKeep?: boolean;
  /** Names of kept pages this route leaves in place (e.g. a list behind its editor). */
  keepComponents?: readonly string[];
  /** The module a not-yet-built page belongs to (i18n key under `modules.`). */
  module?: string;
  /** The title (key under `menu.`) while the page creates a record: no `id` in the address. */
  newTitle?: string;
}

export interface RouteEntry {
  /** Absolute path of a leaf; groups have none. */
  path?: string;
  name: string;
  meta: RouteMeta;
  permission?: string;
  hidden?: boolean;
  alwaysHidden?: boolean;
  /** Reachable without a token (SPEC §2: /login, /c-label, /chartPanoramaShare). */
  tokenFree?: boolean;
  /** Rendered without the sidebar and navbar. */
  bare?: boolean;
  page?: PageKey;
  children?: RouteEntry[];
}

const leaf = (
  path: string,
  name: string,
  meta: RouteMeta,
  extra: Omit<RouteEntry, "path" | "name" | "meta"> = {},
): RouteEntry => ({ path, name, meta, ...extra });

const group = (
  name: string,
  meta: RouteMeta,
  children: RouteEntry[],
  extra: Omit<RouteEntry, "name" | "meta" | "children"> = {},
): RouteEntry => ({ name, meta, children, ...extra });

/** Constant routes (SPEC §2 "Public routes"): present for every user, whatever the codes. */
export const CONSTANT_ROUTES: RouteEntry[] = [
  leaf(
    "/login",
    "Login",
    { title: "login" },
    { tokenFree: true, bare: true, hidden: true, page: "login" },
  ),
  leaf("/platform", "Platform", { title: "home", icon: LuHouse, affix: true }, { page: "home" }),
  leaf(
    "/co2calculator",
    "Co2Calculator",
    { title: "co2calculator", icon: LuCalculator, module: "co2calculator" },
    { page: "calculator" },
  ),
  leaf(
    "/c-label",
    "CLabel",
    { title: "cLabel", module: "co2label" },
    { tokenFree: true, bare: true, hidden: true, page: "labelVerify" },
  ),
  leaf(
    "/chartPanoramaShare",
    "ChartPanoramaShare",
    { title: "chartPanoramaShare", module: "co2panorama" },
    { tokenFree: true, bare: true, hidden: true, page: "panoramaShare" },
  ),
  leaf("/404", "NotFound", { title: "notFound" }, { bare: true, hidden: true, page: "notFound" }),
  leaf(
    "/401",
    "NoPermission",
    { title: "noPermission" },
    { bare: true, hidden: true, page: "noPermission" },
  ),
];

const co2 = (
  path: string,
  name: string,
  title: string,
  extra: Omit<RouteEntry, "path" | "name" | "meta"> = {},
  meta: Partial<RouteMeta> = {},
) => leaf(path, name, { title, module: "co2accounting", ...meta }, extra);

/** Routes gated by permission codes (SPEC §2), in menu order. */
export const ASYNC_ROUTES: RouteEntry[] = [
  group("Co2Accounting", { title: "co2accounting", icon: LuCalculator }, [
    co2(
      "/co2/corporationIndex",
      "Co2CorporationIndex",
      "corporationIndex",
      { page: "repository" },
      { keepAlive: true },
    ),
    co2("/co2/caseAdd", "Co2CaseAdd", "caseAdd", { permission: "aa02", page: "caseAdd" }),
    co2("/co2/caseDefaultPanorama", "Co2CaseDefaultPanorama", "caseDefaultPanorama", {
      hidden: true,
      page: "casePanorama",
    }),
    co2(
      "/co2/coredit",
      "Co2CorEdit",
      "corEdit",
      { hidden: true, page: "corporationEdit" },
      {
        newTitle: "corNew",
        activeMenu: "/co2/corporationIndex",
        keepComponents: ["Co2CorporationIndex"],
      },
    ),
    co2(
      "/co2/edit",
      "Co2Edit",
      "caseEdit",
      { hidden: true, page: "caseEdit" },
      {
        activeMenu: "/co2/corporationIndex",
        keepComponents: ["Co2CorporationIndex"],
      },
    ),
  ]),
  group("Co2Panorama", { title: "co2panorama", icon: LuChartPie }, [
    leaf(
      "/co2panorama/caseHome",
      "Co2PanoramaCaseHome",
      { title: "panoramaCaseHome", module: "co2panorama" },
      { page: "panoramaHome" },
    ),
    leaf(
      "/co2panorama/list",
      "Co2PanoramaList",
      { title: "panoramaList", module: "co2panorama" },
      { page: "panoramaList" },
    ),
    leaf(
      "/co2panorama/chartAdd",
      "Co2PanoramaChartAdd",
      { title: "panoramaChartAdd", module: "co2panorama", activeMenu: "/co2panorama/list" },
      { hidden: true, page: "panoramaChartAdd" },
    ),
  ]),
  leaf(
    "/co2flowinout/list",
    "Co2FlowList",
    { title: "co2flow", icon: LuWaypoints, module: "co2flow" },
    { page: "carbonFlow" },
  ),
  group("Co2Book", { title: "co2book", icon: LuBookOpen }, [
    leaf(
      "/co2book/count",
      "Co2BookCount",
      { title: "bookCount", module: "co2book" },
      { page: "ledgerCount" },
    ),
    leaf(
      "/co2book/list",
      "Co2BookList",
      { title: "bookList", module: "co2book" },
      { page: "ledgerList" },
    ),
    leaf(
      "/co2book/assetslist",
      "Co2BookAssets",
      { title: "bookAssets", module: "co2book" },
      { page: "carbonAssetList" },
    ),
    leaf(
      "/co2book/edit",
      "Co2BookEdit",
      { title: "bookEdit", module: "co2book", activeMenu: "/co2book/assetslist" },
      { hidden: true, page: "carbonAssetEdit" },
    ),
  ]),
  leaf(
    "/co2report/list",
    "Co2ReportList",
    { title: "co2report", icon: LuFileText, module: "co2report" },
    { page: "ghgReports" },
  ),
  leaf(
    "/co2compare/list",
    "Co2CompareList",
    { title: "co2compare", icon: LuGitCompare, module: "co2compare" },
    { page: "comparison" },
  ),
  group("Eclca", { title: "eclca", icon: LuLeaf }, [
    leaf(
      "/eclca/brandnew",
      "LcaBrandNew",
      { title: "lcaBrandNew", module: "eclca" },
      { permission: "ff01", page: "lcaBrandNew" },
    ),
    leaf(
      "/eclca/brandlist",
      "LcaBrandList",
      { title: "lcaBrandList", module: "eclca" },
      { permission: "ff43", page: "lcaBrandList" },
    ),
    leaf(
      "/eclca/manage",
      "LcaManage",
      { title: "lcaManage", module: "eclca", keepAlive: true, alwaysKeep: true },
      { permission: "ff41", page: "lcaManage" },
    ),
    leaf(
      "/eclca/brandedit",
      "LcaBrandEdit",
      {
        title: "lcaBrandEdit",
        module: "eclca",
        activeMenu: "/eclca/brandlist",
        keepComponents: ["LcaManage"],
      },
      { hidden: true, page: "lcaBrandEdit" },
    ),
    leaf(
      "/lca/add",
      "LcaAdd",
      { title: "lcaAdd", module: "eclca", activeMenu: "/eclca/brandnew" },
      { hidden: true, permission: "ff01", page: "lcaAdd" },
    ),
  ]),
  group("Co2Label", { title: "co2label", icon: LuTag }, [
    leaf(
      "/co2label/list",
      "Co2LabelList",
      { title: "labelList", module: "co2label" },
      { page: "labelList" },
    ),
    leaf(
      "/co2label/createco2label",
      "Co2LabelCreate",
      { title: "labelCreate", module: "co2label" },
      { permission: "fb02", page: "labelCreate" },
    ),
    leaf(
      "/co2label/assessmentReportList",
      "Co2LabelReports",
      { title: "labelReports", module: "co2label" },
      { page: "labelReports" },
    ),
  ]),
  group("Epd", { title: "epd", icon: LuBadgeCheck }, [
    leaf("/epd/list", "EpdList", { title: "epdList", module: "epd" }, { page: "epdList" }),
    leaf(
      "/epd/creatReport",
      "EpdCreate",
      { title: "epdCreate", module: "epd" },
      { permission: "fd02", page: "epdCreate" },
    ),
  ]),
  group("ProductReview", { title: "productReview", icon: LuClipboardCheck }, [
    leaf(
      "/pv/productAssign",
      "PvProductAssign",
      { title: "pvProductAssign", module: "productReview" },
      { permission: "pv03", page: "pvProductAssign" },
    ),
    leaf(
      "/pv/EpdApplyList",
      "PvEpdApplyList",
      { title: "pvEpdApplyList", module: "productReview" },
      { permission: "pv02", page: "pvEpdApplyList" },
    ),
    leaf(
      "/pv/review",
      "PvReview",
      { title: "pvReview", module: "productReview" },
      { permission: "pv01", page: "pvReview" },
    ),
    leaf(
      "/pv/review/detail",
      "PvReviewDetail",
      { title: "pvReviewDetail", module: "productReview", activeMenu: "/pv/review" },
      { hidden: true, permission: "pv01", page: "pvReviewDetail" },
    ),
  ]),
  group("StockConfig", { title: "stockConfig", icon: LuBoxes }, [
    leaf(
      "/sc/upstreamData",
      "ScUpstreamData",
      { title: "scUpstreamData", module: "stockConfig" },
      { page: "stockUpstreamData" },
    ),
    leaf(
      "/sc/materialData",
      "ScMaterialData",
      { title: "scMaterialData", module: "stockConfig" },
      { page: "scMaterialData" },
    ),
    leaf(
      "/sc/TransportData",
      "ScTransportData",
      { title: "scTransportData", module: "stockConfig" },
      { page: "scTransportData" },
    ),
    leaf(
      "/sc/synonymConfig",
      "ScSynonymConfig",
      { title: "scSynonymConfig", module: "stockConfig" },
      { page: "scSynonymConfig" },
    ),
    leaf(
      "/sc/trackDataConfig",
      "ScTrackDataConfig",
      { title: "scTrackDataConfig", module: "stockConfig" },
      { page: "scTrackDataConfig" },
    ),
  ]),
  group("AdminData", { title: "adminData", icon: LuDatabase }, [
    group(
      "AdminCo2Accounting",
      { title: "adminCo2Accounting" },
      [
        leaf(
          "/admin/co2accounting/default",
          "AdminDefault",
          { title: "adminDefault", module: "adminData" },
          { permission: "gaa01", page: "adminDefaults" },
        ),
        leaf(
          "/admin/co2accounting/const",
          "AdminConst",
          { title: "adminConst", module: "adminData" },
          { permission: "gaa02", page: "adminFactors" },
        ),
        leaf(
          "/admin/co2accounting/baseModel",
          "AdminBaseModel",
          { title: "adminBaseModel", module: "adminData" },
          { permission: "gaa03", page: "adminTemplates" },
        ),
        leaf(
          "/admin/co2accounting/baseModelDetail",
          "AdminBaseModelDetail",
          {
            title: "adminBaseModelDetail",
            module: "adminData",
            activeMenu: "/admin/co2accounting/baseModel",
          },
          { permission: "gaa03", hidden: true, page: "adminTemplateDetail" },
        ),
      ],
      { permission: "gaa" },
    ),
    group(
      "AdminCo2Footprint",
      { title: "adminCo2Footprint" },
      [
        leaf(
          "/admin/co2footprint/processmodel",
          "AdminProcessModel",
          { title: "adminProcessModel", module: "adminData" },
          { permission: "gab01", page: "adminProcessModels" },
        ),
        leaf(
          "/admin/co2footprint/designproduct",
          "AdminDesignProduct",
          { title: "adminDesignProduct", module: "adminData" },
          { permission: "gab02", page: "adminDesignProducts" },
        ),
        leaf(
          "/admin/co2footprint/productCategory",
          "AdminProductCategory",
          { title: "adminProductCategory", module: "adminData" },
          { permission: "gab02", page: "adminProductCategories" },
        ),
        leaf(
          "/admin/co2footprint/processassign",
          "AdminProcessAssign",
          { title: "adminProcessAssign", module: "adminData" },
          { permission: "gab03", page: "adminProcessAssign" },
        ),
        leaf(
          "/admin/co2footprint/productmodelassign",
          "AdminProductModelAssign",
          { title: "adminProductModelAssign", module: "adminData" },
          { permission: "gab08", page: "adminProductModelAssign" },
        ),
        leaf(
          "/admin/co2footprint/materialdatalist",
          "AdminMaterialData",
          { title: "adminMaterialData", module: "adminData" },
          { permission: "gab04", page: "adminMaterialData" },
        ),
        leaf(
          "/admin/co2footprint/transportdatalist",
          "AdminTransportData",
          { title: "adminTransportData", module: "adminData" },
          { permission: "gab05", page: "adminTransportData" },
        ),
        leaf(
          "/admin/co2footprint/upstreamdatabase",
          "AdminUpstreamDatabase",
          { title: "adminUpstreamDatabase", module: "adminData" },
          { permission: "gab06", page: "upstreamDatabases" },
        ),
        leaf(
          "/admin/co2footprint/dataMatching",
          "AdminDataMatching",
          { title: "adminDataMatching", module: "adminData" },
          { permission: "gab10", page: "adminDataMatching" },
        ),
        leaf(
          "/admin/co2footprint/resultsComparing",
          "AdminResultsComparing",
          { title: "adminResultsComparing", module: "adminData" },
          { permission: "gab11", page: "adminResultsComparing" },
        ),
      ],
      { permission: "gab" },
    ),
    leaf(
      "/admin/industry",
      "AdminIndustry",
      { title: "adminIndustry", module: "adminData" },
      { permission: "gac", page: "adminIndustries" },
    ),
    leaf(
      "/admin/industrystandard",
      "AdminIndustryStandard",
      { title: "adminIndustryStandard", module: "adminData" },
      { permission: "gad", page: "adminStandards" },
    ),
    leaf(
      "/admin/imageManage",
      "AdminImageManage",
      { title: "adminImageManage", module: "adminData" },
      { permission: "gae", page: "adminImages" },
    ),
    leaf(
      "/admin/companyConfigs",
      "AdminCompanyConfigs",
      { title: "adminCompanyConfigs", module: "adminData" },
      { permission: "gaf", page: "companyConfigs" },
    ),
  ]),
  group("UsersAndRoles", { title: "usersAndRoles", icon: LuUsers }, [
    leaf(
      "/user/userlist",
      "UserList",
      { title: "userList", keepAlive: true },
      { permission: "gbb", page: "users" },
    ),
    leaf("/role/list", "RoleList", { title: "roleList" }, { permission: "gbc", page: "roles" }),
    leaf(
      "/permission/list",
      "PermissionList",
      { title: "permissionList" },
      { permission: "gbd", page: "permissions" },
    ),
    leaf(
      "/company/list",
      "CompanyList",
      { title: "companyList" },
      { permission: "gbe", page: "companies" },
    ),
  ]),
  group("EnterpriseCentre", { title: "enterpriseCentre", icon: LuBuilding2 }, [
    leaf(
      "/co2info/company",
      "EnterpriseInfo",
      { title: "enterpriseInfo" },
      { page: "companyProfile" },
    ),
    leaf(
      "/co2info",
      "AccountPassword",
      { title: "accountPassword" },
      { permission: "ct02", page: "password" },
    ),
  ]),
  group("OpenPlatform", { title: "openPlatform", icon: LuPlug }, [
    leaf(
      "/op/authManage",
      "OpAuthManage",
      { title: "opAuthManage", module: "openPlatform" },
      { permission: "op", page: "apiClients" },
    ),
    leaf(
      "/op/interfaceConfig",
      "OpInterfaceConfig",
      { title: "opInterfaceConfig", module: "openPlatform" },
      { permission: "op", page: "apiClientGrants" },
    ),
    leaf(
      "/op/productList",
      "OpProductList",
      { title: "opProductList", module: "openPlatform" },
      { permission: "op", page: "partnerProducts" },
    ),
  ]),
  group("SystemLogs", { title: "systemLogs", icon: LuScrollText }, [
    leaf(
      "/admin/log/loginLog",
      "LoginLog",
      { title: "loginLog", module: "systemLogs" },
      { page: "loginLog" },
    ),
    leaf(
      "/admin/log/lcaLog",
      "LcaLog",
      { title: "lcaLog", module: "systemLogs" },
      { page: "lcaLog" },
    ),
  ]),
  group("ClientManage", { title: "clientManage", icon: LuNetwork }, [
    leaf(
      "/agent/clientManage/list",
      "ClientList",
      { title: "clientList", module: "clientManage", keepAlive: true },
      { permission: "ag", page: "agentClientList" },
    ),
    leaf(
      "/agent/clientManage/addClient",
      "ClientAdd",
      { title: "clientAdd", module: "clientManage", activeMenu: "/agent/clientManage/list" },
      { permission: "ag", hidden: true, page: "agentClientAdd" },
    ),
    // The agent's ePlat / OBEI sign-in (issue 19 item 6); not a route of SPEC §2.
    leaf(
      "/agent/signInProviders",
      "SignInProviders",
      { title: "signInProviders", module: "clientManage" },
      { permission: "ag01", page: "signInProviders" },
    ),
  ]),
  leaf(
    "/agent/submitMessage",
    "SubmitMessage",
    { title: "submitMessage", icon: LuMessageSquare, module: "onlineMessage" },
    { page: "onlineMessages" },
  ),
];

/** Routes whose pages collapse the sidebar while shown (SPEC §2). */
export const SIDEBAR_COLLAPSING_PATHS: readonly string[] = [
  "/co2flowinout/list",
  "/co2report/list",
  "/co2compare/list",
];

/** The kept-pages list starts with this page (SPEC §4). */
export const INITIAL_KEPT_PAGES: readonly string[] = ["LcaManage"];

export const ROUTES: RouteEntry[] = [...CONSTANT_ROUTES, ...ASYNC_ROUTES];

/** Every leaf of the table, depth first, with the chain of groups above it. */
export function leaves(
  entries: readonly RouteEntry[] = ROUTES,
  parents: readonly RouteEntry[] = [],
): { route: RouteEntry; parents: readonly RouteEntry[] }[] {
  return entries.flatMap((entry) =>
    entry.children
      ? leaves(entry.children, [...parents, entry])
      : entry.path
        ? [{ route: entry, parents }]
        : [],
  );
}

/** Finds the leaf for a path (exact match; the table has no parameters). */
/** A route's title key for the address shown: its `newTitle` while creating (no `?id=`). */
export function routeTitle(route: RouteEntry, search: string): string {
  const creating = !new URLSearchParams(search).get("id");
  return creating && route.meta.newTitle ? route.meta.newTitle : route.meta.title;
}

export function findRoute(path: string) {
  return leaves().find(({ route }) => route.path === path);
}

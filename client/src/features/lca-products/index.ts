// The product library's screens: a new product with its study (/eclca/brandnew) and the quick
// create (/lca/add), the product list (/eclca/brandlist), LCA management with each product's
// calculations (/eclca/manage) and the LCA log (/admin/log/lcaLog).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const creating = () => import("./NewProductPages");
const list = () => import("./ProductListPage");
const manage = () => import("./ManagePage");
const log = () => import("./LcaLogPage");

export const lcaProductsFeature = defineFeature({
  name: "lcaProducts",
  pages: {
    lcaBrandNew: lazyPage(creating, "NewProductPage"),
    lcaAdd: lazyPage(creating, "QuickAddPage"),
    lcaBrandList: lazyPage(list, "ProductListPage"),
    lcaManage: lazyPage(manage, "ManagePage"),
    lcaLog: lazyPage(log, "LcaLogPage"),
  },
  messages,
});

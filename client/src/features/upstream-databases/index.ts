// Upstream (background) LCA databases: imported and deleted by the platform operator (admin data,
// gab06), browsed by every company (stock configuration).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const page = () => import("./UpstreamDatabasesPage");

export const upstreamDatabasesFeature = defineFeature({
  name: "upstreamDatabases",
  pages: {
    upstreamDatabases: lazyPage(page, "UpstreamDatabasesPage"),
    stockUpstreamData: lazyPage(page, "StockUpstreamDataPage"),
  },
  messages,
});

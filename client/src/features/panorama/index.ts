// The carbon panorama: the home panorama of saved charts (/co2panorama/caseHome), the charts and
// share links (/co2panorama/list), the chart builder (/co2panorama/chartAdd) and the public page
// a share link opens (/chartPanoramaShare).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const home = () => import("./HomePage");
const list = () => import("./ChartListPage");
const builder = () => import("./ChartBuilderPage");
const share = () => import("./SharePage");

export const panoramaFeature = defineFeature({
  name: "panorama",
  pages: {
    panoramaHome: lazyPage(home, "HomePage"),
    panoramaList: lazyPage(list, "ChartListPage"),
    panoramaChartAdd: lazyPage(builder, "ChartBuilderPage"),
    panoramaShare: lazyPage(share, "SharePage"),
  },
  messages,
});

// Carbon assets: holdings of allowances (CEA), CCER and certificates (GEC, I-REC) with the
// compliance position (/co2book/assetslist), and a holding's history with the form that records
// a transaction (/co2book/edit).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const list = () => import("./AssetListPage");
const edit = () => import("./AssetEditPage");

export const carbonAssetsFeature = defineFeature({
  name: "carbonAssets",
  pages: {
    carbonAssetList: lazyPage(list, "AssetListPage"),
    carbonAssetEdit: lazyPage(edit, "AssetEditPage"),
  },
  messages,
});

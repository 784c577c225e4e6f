// Carbon accounting: the repository of corporations and cases, the case forms and the editor.
import { defineFeature, lazyPage } from "../../app/feature";
import { preloadChinaMap } from "./LazyChinaMap";
import * as messages from "./messages";

export const accountingFeature = defineFeature({
  name: "accounting",
  pages: {
    // The repository always shows the map: its code and outline come with the page's.
    repository: lazyPage(() => {
      void preloadChinaMap();
      return import("./RepositoryPage");
    }, "RepositoryPage"),
    caseAdd: lazyPage(() => import("./CaseAddPage"), "CaseAddPage"),
    corporationEdit: lazyPage(() => import("./CorporationEditPage"), "CorporationEditPage"),
    caseEdit: lazyPage(() => import("./CaseEditorPage"), "CaseEditorPage"),
  },
  messages,
});

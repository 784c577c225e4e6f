// Carbon accounting: the repository of corporations and cases, the case forms and the editor.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const accountingFeature = defineFeature({
  name: "accounting",
  pages: {
    repository: lazyPage(() => import("./RepositoryPage"), "RepositoryPage"),
    caseAdd: lazyPage(() => import("./CaseAddPage"), "CaseAddPage"),
    corporationEdit: lazyPage(() => import("./CorporationEditPage"), "CorporationEditPage"),
    caseEdit: lazyPage(() => import("./CaseEditorPage"), "CaseEditorPage"),
  },
  messages,
});

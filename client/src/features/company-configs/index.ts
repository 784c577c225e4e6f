// Company configurations (/admin/companyConfigs): defaults for new work, display, modules.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const companyConfigsFeature = defineFeature({
  name: "companyConfigs",
  pages: {
    companyConfigs: lazyPage(() => import("./CompanyConfigsPage"), "CompanyConfigsPage"),
  },
  messages,
});

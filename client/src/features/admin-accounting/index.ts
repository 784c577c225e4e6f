// Accounting administration: the factor library, templates, industries, standards and defaults.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const adminAccountingFeature = defineFeature({
  name: "adminAccounting",
  pages: {
    adminFactors: lazyPage(() => import("../factors/FactorLibraryPage"), "FactorLibraryPage"),
    adminDefaults: lazyPage(() => import("./IndustryDefaultsPage"), "IndustryDefaultsPage"),
    adminTemplates: lazyPage(() => import("./TemplatesPage"), "TemplatesPage"),
    adminTemplateDetail: lazyPage(() => import("./TemplateDetailPage"), "TemplateDetailPage"),
    adminIndustries: lazyPage(() => import("./IndustriesPage"), "IndustriesPage"),
    adminStandards: lazyPage(() => import("./IndustryStandardsPage"), "IndustryStandardsPage"),
  },
  messages,
});

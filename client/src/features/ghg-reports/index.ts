// GHG inventory reports (/co2report/list): the company's generated reports with their PDF and
// Word files, generating one from a case's calculation run, and deleting one.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const list = () => import("./ReportListPage");

export const ghgReportsFeature = defineFeature({
  name: "ghgReports",
  pages: { ghgReports: lazyPage(list, "ReportListPage") },
  messages,
});

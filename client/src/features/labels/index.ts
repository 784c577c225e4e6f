// Carbon labels: the company's labels (/co2label/list), issuing one from a released study
// (/co2label/createco2label), the ISO 14067 reports behind them (/co2label/assessmentReportList)
// and the public verification page a label's QR code opens (/c-label).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const list = () => import("./LabelListPage");
const create = () => import("./CreateLabelPage");
const reports = () => import("./ReportListPage");
const verify = () => import("./VerifyPage");

export const labelsFeature = defineFeature({
  name: "labels",
  pages: {
    labelList: lazyPage(list, "LabelListPage"),
    labelCreate: lazyPage(create, "CreateLabelPage"),
    labelReports: lazyPage(reports, "ReportListPage"),
    labelVerify: lazyPage(verify, "VerifyPage"),
  },
  messages,
});

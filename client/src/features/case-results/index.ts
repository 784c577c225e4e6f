// A case's results: totals, charts, result lines, run history and the trace of every figure.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const caseResultsFeature = defineFeature({
  name: "caseResults",
  pages: { casePanorama: lazyPage(() => import("./CasePanoramaPage"), "CasePanoramaPage") },
  messages,
});

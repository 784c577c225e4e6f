// Data matching: a material name matched to material data and upstream products, synonyms (admin
// data gab10 for the global vocabulary, /sc/synonymConfig for a company's own), results
// comparison across upstream databases (gab11) and tracked-data rules (/sc/trackDataConfig).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const synonyms = () => import("./SynonymsPage");

export const dataMatchingFeature = defineFeature({
  name: "dataMatching",
  pages: {
    adminDataMatching: lazyPage(synonyms, "DataMatchingPage"),
    scSynonymConfig: lazyPage(synonyms, "SynonymConfigPage"),
    adminResultsComparing: lazyPage(
      () => import("./ResultsComparisonPage"),
      "ResultsComparisonPage",
    ),
    scTrackDataConfig: lazyPage(() => import("./TrackedDataPage"), "TrackedDataPage"),
  },
  messages,
});

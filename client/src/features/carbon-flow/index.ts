// The carbon flow (/co2flowinout/list): a case's run as a Sankey of carbon from sources through
// processes to emissions and carbon kept in products, with the carbon mass balance.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const carbonFlowFeature = defineFeature({
  name: "carbonFlow",
  pages: { carbonFlow: lazyPage(() => import("./CarbonFlowPage"), "CarbonFlowPage") },
  messages,
});

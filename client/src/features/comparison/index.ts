// Comparison: calculated cases side by side with the drivers of each change and the base-year
// recalculation check (/co2compare/list), and a corporation's base-year card.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const comparisonFeature = defineFeature({
  name: "comparison",
  pages: { comparison: lazyPage(() => import("./ComparisonPage"), "ComparisonPage") },
  messages,
});

// The quick carbon calculator (/co2calculator): for any signed-in user, a small footprint from
// the factor library, kept as a case on request.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const calculatorFeature = defineFeature({
  name: "calculator",
  pages: {
    calculator: lazyPage(() => import("./CalculatorPage"), "CalculatorPage"),
  },
  messages,
});

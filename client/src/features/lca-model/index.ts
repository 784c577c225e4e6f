// The model editor of the product library (/eclca/brandedit): a product's study, its model by
// life-cycle stage with each line's source, versions, the check before a calculation, the
// calculations and their results.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const lcaModelFeature = defineFeature({
  name: "lcaModel",
  pages: {
    lcaBrandEdit: lazyPage(() => import("./LcaModelPage"), "LcaModelPage"),
  },
  messages,
});

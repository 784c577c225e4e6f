// The company's own information.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const enterpriseFeature = defineFeature({
  name: "enterprise",
  pages: { enterprise: lazyPage(() => import("./EnterprisePage"), "EnterprisePage") },
  messages,
});

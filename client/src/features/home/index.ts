// The home page: the modules the user may open.
import { defineFeature, lazyPage } from "../../app/feature";

export const homeFeature = defineFeature({
  name: "home",
  pages: { home: lazyPage(() => import("./HomePage"), "HomePage") },
});

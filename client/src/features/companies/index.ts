// Companies an agent serves: list and form.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const companiesFeature = defineFeature({
  name: "companies",
  pages: { companies: lazyPage(() => import("./CompaniesPage"), "CompaniesPage") },
  messages,
});

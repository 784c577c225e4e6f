// The company's own information.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const companyProfileFeature = defineFeature({
  name: "companyProfile",
  pages: { companyProfile: lazyPage(() => import("./CompanyProfilePage"), "CompanyProfilePage") },
  messages,
});

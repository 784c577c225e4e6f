// Every feature of the client. Adding one is adding its folder (with an index.ts) and one line
// here; its route entries name its pages in app/routes.ts.
import type { Feature } from "../app/feature";
import { accountingFeature } from "./accounting";
import { adminAccountingFeature } from "./admin-accounting";
import { agentClientsFeature } from "./agent-clients";
import { authFeature } from "./auth";
import { calculatorFeature } from "./calculator";
import { carbonAssetsFeature } from "./carbon-assets";
import { carbonFlowFeature } from "./carbon-flow";
import { caseResultsFeature } from "./case-results";
import { companiesFeature } from "./companies";
import { companyConfigsFeature } from "./company-configs";
import { companyProfileFeature } from "./company-profile";
import { comparisonFeature } from "./comparison";
import { consolidationFeature } from "./consolidation";
import { dataMatchingFeature } from "./data-matching";
import { epdFeature } from "./epd";
import { ghgReportsFeature } from "./ghg-reports";
import { homeFeature } from "./home";
import { imagesFeature } from "./images";
import { jobsFeature } from "./jobs";
import { loginLogFeature } from "./login-log";
import { labelsFeature } from "./labels";
import { ledgerFeature } from "./ledger";
import { lcaDataFeature } from "./lca-data";
import { lcaModelFeature } from "./lca-model";
import { lcaProductsFeature } from "./lca-products";
import { lcaResultsFeature } from "./lca-results";
import { onlineMessagesFeature } from "./online-messages";
import { openPlatformFeature } from "./open-platform";
import { panoramaFeature } from "./panorama";
import { permissionsFeature } from "./permissions";
import { processModelsFeature } from "./process-models";
import { reviewFeature } from "./review";
import { rolesFeature } from "./roles";
import { signInProvidersFeature } from "./sign-in-providers";
import { upstreamDatabasesFeature } from "./upstream-databases";
import { usersFeature } from "./users";

export const FEATURES = [
  homeFeature,
  calculatorFeature,
  authFeature,
  jobsFeature,
  companyProfileFeature,
  usersFeature,
  rolesFeature,
  permissionsFeature,
  companiesFeature,
  accountingFeature,
  caseResultsFeature,
  comparisonFeature,
  consolidationFeature,
  adminAccountingFeature,
  upstreamDatabasesFeature,
  lcaDataFeature,
  dataMatchingFeature,
  processModelsFeature,
  lcaModelFeature,
  lcaProductsFeature,
  lcaResultsFeature,
  reviewFeature,
  epdFeature,
  ghgReportsFeature,
  labelsFeature,
  carbonFlowFeature,
  ledgerFeature,
  carbonAssetsFeature,
  panoramaFeature,
  signInProvidersFeature,
  openPlatformFeature,
  loginLogFeature,
  imagesFeature,
  companyConfigsFeature,
  agentClientsFeature,
  onlineMessagesFeature,
] as const;

type PagesOf<F> = F extends Feature<infer P> ? P : never;

/** The page keys the features provide. */
export type FeaturePageKey = PagesOf<(typeof FEATURES)[number]>;

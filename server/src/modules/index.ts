// Every module of the platform, in dependency order: a module's services may use those of the
// modules above it. Adding a module is adding its folder and one line here.
import { agentModule } from "./agent";
import { agentClientModule } from "./agent-client";
import { authModule } from "./auth";
import { templateModule } from "./template";
import { calculationModule } from "./calculation";
import { calculatorModule } from "./calculator";
import { carbonAssetModule } from "./carbon-asset";
import { carbonFlowModule } from "./carbon-flow";
import { carbonLabelModule } from "./carbon-label";
import { caseModule } from "./case";
import { companyModule } from "./company";
import { companyConfigModule } from "./company-config";
import { comparisonModule } from "./comparison";
import { consolidationModule } from "./consolidation";
import { corporationModule } from "./corporation";
import { dataMatchingModule } from "./data-matching";
import { epdModule } from "./epd";
import { factorModule } from "./factor";
import { fileModule } from "./file";
import { ghgReportModule } from "./ghg-report";
import { imageModule } from "./image";
import { lcaDataModule } from "./lca-data";
import { ledgerModule } from "./ledger";
import { lcaProductModule } from "./lca-product";
import { apiClientModule } from "./api-client";
import { identityProviderModule } from "./identity-provider";
import { jobModule } from "./job";
import { loginLogModule } from "./login-log";
import { onlineMessageModule } from "./online-message";
import { panoramaModule } from "./panorama";
import { permissionModule } from "./permission";
import { processModelModule } from "./process-model";
import { activityLineModule } from "./activity-line";
import { referenceModule } from "./reference";
import { reviewModule } from "./review";
import { roleModule } from "./role";
import { tagModule } from "./tag";
import { upstreamDatabaseModule } from "./upstream-database";
import { userModule } from "./user";
import { workbookModule } from "./workbook";

export const MODULES = [
  agentModule,
  companyModule,
  authModule,
  userModule,
  roleModule,
  permissionModule,
  loginLogModule,
  identityProviderModule,
  companyConfigModule,
  jobModule,
  referenceModule,
  factorModule,
  lcaDataModule,
  templateModule,
  corporationModule,
  caseModule,
  tagModule,
  activityLineModule,
  calculationModule,
  calculatorModule,
  workbookModule,
  comparisonModule,
  consolidationModule,
  carbonFlowModule,
  ledgerModule,
  fileModule,
  imageModule,
  upstreamDatabaseModule,
  processModelModule,
  dataMatchingModule,
  lcaProductModule,
  reviewModule,
  epdModule,
  carbonLabelModule,
  ghgReportModule,
  carbonAssetModule,
  panoramaModule,
  apiClientModule,
  agentClientModule,
  onlineMessageModule,
] as const;

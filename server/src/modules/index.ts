// Every module of the platform, in dependency order: a module's services may use those of the
// modules above it. Adding a module is adding its folder and one line here.
import { agentModule } from "./agent";
import { agentClientModule } from "./agent-client";
import { authModule } from "./auth";
import { templateModule } from "./template";
import { calculationModule } from "./calculation";
import { carbonAssetModule } from "./carbon-asset";
import { carbonFlowModule } from "./carbon-flow";
import { carbonLabelModule } from "./carbon-label";
import { caseModule } from "./case";
import { companyModule } from "./company";
import { comparisonModule } from "./comparison";
import { consolidationModule } from "./consolidation";
import { corporationModule } from "./corporation";
import { dataMatchingModule } from "./data-matching";
import { epdModule } from "./epd";
import { factorModule } from "./factor";
import { fileModule } from "./file";
import { ghgReportModule } from "./ghg-report";
import { lcaDataModule } from "./lca-data";
import { ledgerModule } from "./ledger";
import { lcaProductModule } from "./lca-product";
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
  workbookModule,
  comparisonModule,
  consolidationModule,
  carbonFlowModule,
  ledgerModule,
  fileModule,
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
  agentClientModule,
  onlineMessageModule,
] as const;

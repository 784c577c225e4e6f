// Carbon assets: holdings of national ETS allowances (CEA), CCER, green electricity certificates
// (GEC) and I-REC by corporation, type, vintage and serial range, changed only by transactions;
// the compliance position of a corporation's year; certificates retired against scope 2 lines.
import type { CalculationService } from "../calculation/calculation.service";
import type { CaseService } from "../case/case.service";
import type { CorporationService } from "../corporation/corporation.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { AssetTransaction, CertificateClaim, ComplianceYear } from "./asset-transaction.entity";
import { carbonAssetLoaders } from "./carbon-asset.loaders";
import { CARBON_ASSET_MESSAGES } from "./carbon-asset.messages";
import {
  AssetTransactionResolver,
  CarbonHoldingResolver,
  CompliancePositionResolver,
  SerialBlockResolver,
} from "./carbon-asset.resolver";
import { CarbonAssetService } from "./carbon-asset.service";
import { CarbonHolding, SerialBlock } from "./carbon-holding.entity";
import { ComplianceService } from "./compliance.service";

export const carbonAssetModule = defineModule({
  name: "carbon-asset",
  entities: [CarbonHolding, SerialBlock, AssetTransaction, CertificateClaim, ComplianceYear],
  resolvers: [
    CarbonHoldingResolver,
    SerialBlockResolver,
    AssetTransactionResolver,
    CompliancePositionResolver,
  ],
  services: ({
    dataSource,
    corporations,
    cases,
    calculations,
  }: Deps<{
    corporations: CorporationService;
    cases: CaseService;
    calculations: CalculationService;
  }>) => {
    const complianceYears = new ComplianceService(dataSource, corporations, cases, calculations);
    return {
      complianceYears,
      carbonAssets: new CarbonAssetService(dataSource, corporations, complianceYears),
    };
  },
  loaders: carbonAssetLoaders,
  messages: CARBON_ASSET_MESSAGES,
  permissions: [PermissionCode.Ledger, PermissionCode.LedgerEdit],
});

// The emission factor library: global and company factors, their import and retirement.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { EmissionFactor } from "./emission-factor.entity";
import { factorLoaders } from "./factor.loaders";
import { FACTOR_IMPORT_MESSAGES } from "./factor-import.messages";
import { FACTOR_MESSAGES } from "./factor.messages";
import { FactorResolver } from "./factor.resolver";
import { FactorService } from "./factor.service";

export const factorModule = defineModule({
  name: "factor",
  entities: [EmissionFactor],
  resolvers: [FactorResolver],
  services: ({ dataSource }) => ({ factors: new FactorService(dataSource) }),
  loaders: factorLoaders,
  messages: [FACTOR_MESSAGES, FACTOR_IMPORT_MESSAGES],
  permissions: [PermissionCode.Accounting, PermissionCode.AdminFactorLibrary],
});

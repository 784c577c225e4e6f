// Corporations: the legal entities whose inventories a company keeps, on the repository map.
import { CORPORATION_ROUTES } from "../../legacy/co2case/corporation-routes";
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Corporation } from "./corporation.entity";
import { corporationLoaders } from "./corporation.loaders";
import { CORPORATION_MESSAGES } from "./corporation.messages";
import { CorporationResolver } from "./corporation.resolver";
import { CorporationService } from "./corporation.service";

export const corporationModule = defineModule({
  name: "corporation",
  entities: [Corporation],
  resolvers: [CorporationResolver],
  services: ({ dataSource }) => ({ corporations: new CorporationService(dataSource) }),
  loaders: corporationLoaders,
  legacyRoutes: CORPORATION_ROUTES,
  messages: CORPORATION_MESSAGES,
  permissions: [
    PermissionCode.Accounting,
    PermissionCode.AccountingEdit,
    PermissionCode.AccountingDelete,
  ],
});

// Reference data forms pick from: industries, units, gases and regions.
import { REFERENCE_ROUTES } from "../../legacy/reference-routes";
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Industry } from "./industry.entity";
import { REFERENCE_MESSAGES } from "./reference.messages";
import { ReferenceResolver } from "./reference.resolver";
import { ReferenceService } from "./reference.service";

export const referenceModule = defineModule({
  name: "reference",
  entities: [Industry],
  resolvers: [ReferenceResolver],
  services: ({ dataSource }) => ({ reference: new ReferenceService(dataSource) }),
  legacyRoutes: REFERENCE_ROUTES,
  messages: REFERENCE_MESSAGES,
  permissions: [PermissionCode.Account, PermissionCode.AdminIndustry],
});

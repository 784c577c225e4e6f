// The company total: a consolidated inventory over the company's corporations for a year, by
// operational control, financial control or equity share, read from the cases' stored runs.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { ConsolidationResolver } from "./consolidation.resolver";
import { ConsolidationService } from "./consolidation.service";

export const consolidationModule = defineModule({
  name: "consolidation",
  resolvers: [ConsolidationResolver],
  services: ({ dataSource }) => ({ consolidation: new ConsolidationService(dataSource) }),
  permissions: [PermissionCode.Accounting],
});

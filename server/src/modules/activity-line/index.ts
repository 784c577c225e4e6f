// Activity lines: the amounts of a case's processes, each with the factor it is multiplied by.
import { PROCESS_DATA_ROUTES } from "../../legacy/co2case/activity-line-routes";
import type { TemplateService } from "../template/template.service";
import type { CaseService } from "../case/case.service";
import type { CorporationService } from "../corporation/corporation.service";
import type { FactorService } from "../factor/factor.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { ActivityLine } from "./activity-line.entity";
import { ACTIVITY_LINE_MESSAGES } from "./activity-line.messages";
import { ActivityLineResolver } from "./activity-line.resolver";
import { ActivityLineService } from "./activity-line.service";

export const activityLineModule = defineModule({
  name: "activity-line",
  entities: [ActivityLine],
  resolvers: [ActivityLineResolver],
  services: ({
    dataSource,
    cases,
    corporations,
    templates,
    factors,
  }: Deps<{
    cases: CaseService;
    corporations: CorporationService;
    templates: TemplateService;
    factors: FactorService;
  }>) => ({
    activityLines: new ActivityLineService(dataSource, cases, corporations, templates, factors),
  }),
  legacyRoutes: PROCESS_DATA_ROUTES,
  messages: ACTIVITY_LINE_MESSAGES,
  permissions: [PermissionCode.Accounting, PermissionCode.AccountingEdit],
});

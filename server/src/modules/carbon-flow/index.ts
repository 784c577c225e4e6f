// Carbon flow: a case's stored run drawn as a Sankey of carbon from sources through processes
// to emissions by scope and carbon kept in products, with the carbon mass balance.
import type { CalculationService } from "../calculation/calculation.service";
import type { CaseService } from "../case/case.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { CARBON_FLOW_MESSAGES } from "./carbon-flow.messages";
import { CarbonFlowResolver } from "./carbon-flow.resolver";
import { CarbonFlowService } from "./carbon-flow.service";

export const carbonFlowModule = defineModule({
  name: "carbon-flow",
  resolvers: [CarbonFlowResolver],
  services: ({
    dataSource,
    cases,
    calculations,
  }: Deps<{ cases: CaseService; calculations: CalculationService }>) => ({
    carbonFlow: new CarbonFlowService(dataSource, cases, calculations),
  }),
  messages: CARBON_FLOW_MESSAGES,
  permissions: [PermissionCode.CarbonFlow],
});

// The monthly emissions ledger: a corporation's year read from its case's stored run, the result
// lines summed by the month their activity lines were entered for.
import type { CalculationService } from "../calculation/calculation.service";
import type { CaseService } from "../case/case.service";
import type { CorporationService } from "../corporation/corporation.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { LEDGER_MESSAGES } from "./ledger.messages";
import { LedgerResolver } from "./ledger.resolver";
import { LedgerService } from "./ledger.service";

export const ledgerModule = defineModule({
  name: "ledger",
  resolvers: [LedgerResolver],
  services: ({
    dataSource,
    corporations,
    cases,
    calculations,
  }: Deps<{
    corporations: CorporationService;
    cases: CaseService;
    calculations: CalculationService;
  }>) => ({
    ledger: new LedgerService(dataSource, corporations, cases, calculations),
  }),
  messages: LEDGER_MESSAGES,
  permissions: [PermissionCode.Ledger],
});

// The ledger module's messages to users in both product languages.
import { defineMessages } from "../../lib/messages";

export const LEDGER_MESSAGES = defineMessages(
  {
    ledgerCaseNotOfYear: "{field}: case {id} is not a case of this corporation in {year}",
    ledgerNoCalculatedCase: "{field}: the corporation has no calculated case in {year}",
  },
  {
    ledgerCaseNotOfYear: "{field}：核算案例 {id} 不是该核算主体 {year} 年的案例",
    ledgerNoCalculatedCase: "{field}：该核算主体 {year} 年没有已计算的核算案例",
  },
);

type LedgerMessages = (typeof LEDGER_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends LedgerMessages {}
}

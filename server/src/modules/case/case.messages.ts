// The case module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const CASE_MESSAGES = defineMessages(
  {
    periodOrder: "The period must end on or after the day it starts",
    processNotInCase: "The process {id} is not a process of this case",
    casePeriodTaken:
      "{corporation} already has a case for this period ({names}); confirm to create another one",
  },
  {
    periodOrder: "核算期的结束日期不能早于开始日期",
    processNotInCase: "排放过程 {id} 不属于此案例",
    casePeriodTaken: "{corporation} 在此核算期已有案例（{names}），确认后才会再新建一个",
  },
);

type CaseMessages = (typeof CASE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CaseMessages {}
}

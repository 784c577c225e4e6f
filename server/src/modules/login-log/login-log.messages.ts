// The login log's messages to users in both product languages; their keys join the platform's
// (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const LOGIN_LOG_MESSAGES = defineMessages(
  {
    loginLogRangeReversed: "The start of the period must come before its end",
    loginLogExportTooLarge:
      "{count} entries match; a workbook holds at most {max}. Narrow the period or the user",
  },
  {
    loginLogRangeReversed: "开始时间须早于结束时间",
    loginLogExportTooLarge:
      "共有{count}条记录符合条件，一次最多导出{max}条，请缩小时间范围或指定用户",
  },
);

type LoginLogMessages = (typeof LOGIN_LOG_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends LoginLogMessages {}
}

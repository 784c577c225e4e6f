// The company configuration's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const COMPANY_CONFIG_MESSAGES = defineMessages(
  {
    companyConfigDatabaseNotFound: "There is no upstream database {id}",
    companyConfigDuplicateModule: "The module {module} is listed twice",
  },
  {
    companyConfigDatabaseNotFound: "上游数据库 {id} 不存在",
    companyConfigDuplicateModule: "模块 {module} 重复",
  },
);

type CompanyConfigMessages = (typeof COMPANY_CONFIG_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CompanyConfigMessages {}
}

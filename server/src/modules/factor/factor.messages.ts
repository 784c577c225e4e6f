// The factor module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const FACTOR_MESSAGES = defineMessages(
  {
    factorCodeTaken: "A factor with the code {code} already exists",
    globalLibraryReadOnly:
      "Only the platform operator can change the global library; add a company factor instead",
    exportTooLarge:
      "The search finds {total} factors, more than the {max} one export may hold; narrow the search",
  },
  {
    factorCodeTaken: "编码为{code}的因子已存在",
    globalLibraryReadOnly: "只有平台运营方可以修改公共因子库，请添加企业自有因子",
    exportTooLarge: "检索到 {total} 个因子，超过单次导出上限 {max} 个，请缩小检索范围",
  },
);

type FactorMessages = (typeof FACTOR_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends FactorMessages {}
}

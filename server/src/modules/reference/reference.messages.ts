// The reference module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const REFERENCE_MESSAGES = defineMessages(
  {
    industryCodeTaken: "An industry with the code {code} already exists",
    industryParentCycle: "An industry cannot be placed under itself or one of its sub-industries",
    industryInUse: "The industry {code} is still used by {uses}; change or delete them first",
    globalReferenceReadOnly:
      "Industries and standards are global data: only the platform operator (permission sys) changes them",
    usedByCorporations: "{count} corporation(s)",
    usedByTemplates: "{count} template(s)",
    usedByIndustryDefaults: "the industry defaults",
    usedBySubIndustries: "{count} sub-industry(ies)",
  },
  {
    industryCodeTaken: "代码为{code}的行业已存在",
    industryParentCycle: "行业不能放在自身或其下级行业之下",
    industryInUse: "行业{code}仍被{uses}使用，请先修改或删除它们",
    globalReferenceReadOnly: "行业和标准是全局数据，只有平台运营方（权限 sys）可以修改",
    usedByCorporations: "{count} 个核算主体",
    usedByTemplates: "{count} 个核算模板",
    usedByIndustryDefaults: "行业默认值",
    usedBySubIndustries: "{count} 个下级行业",
  },
);

type ReferenceMessages = (typeof REFERENCE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends ReferenceMessages {}
}

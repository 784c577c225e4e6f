// The company module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const COMPANY_MESSAGES = defineMessages(
  {
    companyNameTaken: "A company named {name} already exists",
    companyHasUsers: "The company {name} still has {count} user(s); delete or move them first",
    cannotDeleteOwnCompany: "You cannot delete your own company",
  },
  {
    companyNameTaken: "企业{name}已存在",
    companyHasUsers: "企业{name}还有{count}个用户，请先删除或转移",
    cannotDeleteOwnCompany: "不能删除自己所在的企业",
  },
);

type CompanyMessages = (typeof COMPANY_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CompanyMessages {}
}

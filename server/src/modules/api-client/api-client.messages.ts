// The open platform's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const API_CLIENT_MESSAGES = defineMessages(
  {
    apiClientNotFound: "API client not found",
    apiClientIdTaken: "The client id {clientId} is already in use",
    apiClientRevoked: "The API client {name} is revoked",
    apiClientCodeUnknown: "{field}: {code} is not a permission code",
    apiClientCodeNotGrantable: "{field}: {code} cannot be granted to an API client",
    apiClientCodeBeyond: "{field}: you do not hold {codes}, so you cannot grant it",
    apiClientProductUnknown: "{field}: product {id} is not one of your company's products",
  },
  {
    apiClientNotFound: "未找到该API客户端",
    apiClientIdTaken: "客户端ID {clientId} 已被使用",
    apiClientRevoked: "API客户端{name}已吊销",
    apiClientCodeUnknown: "{field}：{code} 不是权限编码",
    apiClientCodeNotGrantable: "{field}：{code} 不能授予API客户端",
    apiClientCodeBeyond: "{field}：您本人没有 {codes}，不能授予",
    apiClientProductUnknown: "{field}：产品 {id} 不是本企业的产品",
  },
);

type ApiClientMessages = (typeof API_CLIENT_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends ApiClientMessages {}
}

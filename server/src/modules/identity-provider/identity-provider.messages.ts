// The external sign-in's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const IDENTITY_PROVIDER_MESSAGES = defineMessages(
  {
    providerKindTaken: "This agent already has a {provider} sign-in; change that one instead",
    providerSecretRequired: "clientSecret is required when a provider is first set up",
    providerOpenidScope: "scopes must include openid for an OpenID Connect provider",
    providerEndpointsRequired:
      "{field} is required for an OAuth 2.0 provider (it has no discovery document)",
    providerCompanyOutside: "companyId must be the agent's own company or one of its clients",
    providerRoleOutside: "defaultRoleId must be a role of the company new users join",
    providerUnreachable: "The provider at {issuer} could not be reached or described: {detail}",
    externalSignInExpired: "The sign-in took too long or was already used; please start again",
    externalSignInFailed: "{provider} did not confirm the sign-in: {detail}",
    externalSubjectMissing: "{provider} did not say who signed in (claim {claim} is missing)",
    externalUserUnknown:
      "{provider} account {username} has no user on this platform; ask your administrator",
    externalUsernameInvalid:
      "{provider} gave no usable username (claim {claim}); ask your administrator",
  },
  {
    providerKindTaken: "该代理商已配置{provider}登录，请修改已有配置",
    providerSecretRequired: "首次配置登录方式时必须填写 clientSecret",
    providerOpenidScope: "OpenID Connect 登录方式的 scopes 必须包含 openid",
    providerEndpointsRequired: "OAuth 2.0 登录方式必须填写 {field}（它没有发现文档）",
    providerCompanyOutside: "companyId 必须是该代理商自己的企业或其客户企业",
    providerRoleOutside: "defaultRoleId 必须是新用户所属企业的角色",
    providerUnreachable: "无法访问或读取登录方式 {issuer}：{detail}",
    externalSignInExpired: "登录超时或已使用，请重新开始",
    externalSignInFailed: "{provider}未确认本次登录：{detail}",
    externalSubjectMissing: "{provider}未说明登录者（缺少声明 {claim}）",
    externalUserUnknown: "{provider}账号 {username} 在本平台没有对应用户，请联系管理员",
    externalUsernameInvalid: "{provider}未提供可用的用户名（声明 {claim}），请联系管理员",
  },
);

type IdentityProviderMessages = (typeof IDENTITY_PROVIDER_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends IdentityProviderMessages {}
}

// The auth module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const AUTH_MESSAGES = defineMessages(
  {
    sessionExpired: "Your session has expired; please sign in again",
    sessionInvalid: "Your session is invalid or was ended; please sign in again",
    passwordChangeRequired: "You must change your initial password before continuing",
    loginFailed: "Wrong username or password",
    loginDisabled: "This account is disabled; contact your administrator",
    loginCompanyDisabled: "Your company's account is disabled; contact your administrator",
    loginCompanyExpired: "Your company's subscription has expired; contact your service provider",
    loginThrottled:
      "Too many failed sign-in attempts for this account; try again in {minutes} minute(s)",
    loginThrottledAddress:
      "Too many failed sign-in attempts from your network address; try again in {minutes} minute(s)",
    passwordMismatch: "The two passwords differ",
    confirmRequired: "Please enter the password again",
    oldPasswordWrong: "The old password is wrong",
    passwordSame: "The new password must differ from the old one",
    passwordChanged: "Changed successfully",
    cannotGrant: "You cannot grant permissions you do not hold: {codes}",
    strongerAccount:
      "You cannot change, reset, disable or delete a user who holds permissions you do not: {codes}",
    strongerRole:
      "You cannot change or delete a role that grants permissions you do not hold: {codes}",
  },
  {
    sessionExpired: "登录已过期，请重新登录",
    sessionInvalid: "登录状态无效或已退出，请重新登录",
    passwordChangeRequired: "请先修改初始密码",
    loginFailed: "用户名或密码错误",
    loginDisabled: "该账号已被禁用，请联系管理员",
    loginCompanyDisabled: "所属企业已被禁用，请联系管理员",
    loginCompanyExpired: "所属企业的服务已到期，请联系服务商",
    loginThrottled: "该账号登录失败次数过多，请{minutes}分钟后再试",
    loginThrottledAddress: "来自您网络地址的登录失败次数过多，请{minutes}分钟后再试",
    passwordMismatch: "两次输入密码不一致",
    confirmRequired: "请再次输入密码",
    oldPasswordWrong: "原密码错误",
    passwordSame: "新密码不能与原密码相同",
    passwordChanged: "修改成功",
    cannotGrant: "不能授予自己没有的权限：{codes}",
    strongerAccount: "不能修改、重置、停用或删除拥有您所没有权限的用户：{codes}",
    strongerRole: "不能修改或删除授予您所没有权限的角色：{codes}",
  },
);

type AuthMessages = (typeof AUTH_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends AuthMessages {}
}

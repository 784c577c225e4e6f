// The user module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const USER_MESSAGES = defineMessages(
  {
    usernameTaken: "The username {username} is already taken",
    cannotDeleteSelf: "You cannot delete your own account",
    cannotResetOwnPassword: "Change your own password with your current password instead",
    cannotDisableSelf: "You cannot disable your own account",
    cannotDemoteSelf: "You cannot remove your own permission to manage users and roles",
  },
  {
    usernameTaken: "用户名{username}已存在",
    cannotDeleteSelf: "不能删除自己的账号",
    cannotResetOwnPassword: "请使用当前密码修改自己的密码",
    cannotDisableSelf: "不能禁用自己的账号",
    cannotDemoteSelf: "不能移除自己管理用户和角色的权限",
  },
);

type UserMessages = (typeof USER_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends UserMessages {}
}

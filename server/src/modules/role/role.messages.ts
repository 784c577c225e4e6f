// The role module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const ROLE_MESSAGES = defineMessages(
  {
    roleNameTaken: "A role named {name} already exists in this company",
    roleInUse:
      "The role {name} is assigned to {count} user(s); choose a role to reassign them to first",
    reassignSameRole: "Users cannot be reassigned to the role being deleted",
    sysOperatorOnly:
      "The permission sys (platform administration) can only be granted in the platform operator's company",
    unknownPermission: "Unknown permission code(s): {codes}",
  },
  {
    roleNameTaken: "本企业已有名为{name}的角色",
    roleInUse: "角色{name}已分配给{count}个用户，请先选择要转移到的角色",
    reassignSameRole: "不能把用户转移到正在删除的角色",
    sysOperatorOnly: "平台管理权限 sys 只能在平台运营方的企业中授予",
    unknownPermission: "未知的权限代码：{codes}",
  },
);

type RoleMessages = (typeof ROLE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends RoleMessages {}
}

// Roles of a company and the permission codes each grants.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Role } from "./role.entity";
import { roleLoaders } from "./role.loaders";
import { ROLE_MESSAGES } from "./role.messages";
import { RoleResolver } from "./role.resolver";
import { RoleService } from "./role.service";

export const roleModule = defineModule({
  name: "role",
  entities: [Role],
  resolvers: [RoleResolver],
  services: ({ dataSource }) => ({ roles: new RoleService(dataSource) }),
  loaders: roleLoaders,
  messages: ROLE_MESSAGES,
  permissions: [PermissionCode.RoleList, PermissionCode.RoleEdit],
});

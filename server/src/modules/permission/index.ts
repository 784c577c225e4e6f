// The catalogue of permission codes (SPEC §3), as a tree for role editing.
import { defineModule } from "../module";
import { PermissionCode } from "./permission-codes";
import { Permission } from "./permission.entity";
import { PermissionResolver } from "./permission.resolver";
import { PermissionService } from "./permission.service";

export const permissionModule = defineModule({
  name: "permission",
  entities: [Permission],
  resolvers: [PermissionResolver],
  services: ({ dataSource }) => ({ permissions: new PermissionService(dataSource) }),
  permissions: [PermissionCode.PermissionList],
});

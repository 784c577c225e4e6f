// Per-request loaders of roles: the permission codes of many roles in one statement.
import type DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { groupedLoader } from "../../lib/loaders";

export interface RoleLoaders {
  permissionCodesByRoleId: DataLoader<number, string[]>;
}

interface RoleCodeRow {
  role_id: number;
  permission_code: string;
}

export const roleLoaders = (dataSource: DataSource): RoleLoaders => ({
  permissionCodesByRoleId: groupedLoader(
    (roleIds) =>
      dataSource.query<RoleCodeRow[]>(
        "SELECT role_id, permission_code FROM role_permission WHERE role_id = ANY($1) ORDER BY permission_code",
        [roleIds],
      ),
    (row) => row.role_id,
    (row) => row.permission_code,
  ),
});

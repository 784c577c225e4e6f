import type { DataSource } from "typeorm";
import { Permission } from "./permission.entity";

export class PermissionService {
  constructor(private readonly dataSource: DataSource) {}

  /** The whole catalogue in menu order; `parentCode` makes it a tree. */
  list(): Promise<Permission[]> {
    return this.dataSource.getRepository(Permission).find({ order: { sort: "ASC" } });
  }
}

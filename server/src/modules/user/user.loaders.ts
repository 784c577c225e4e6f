// Per-request loaders of users: the roles of many users in one statement.
import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { Role } from "../role/role.entity";

export interface UserLoaders {
  rolesByUserId: DataLoader<number, Role[]>;
}

export const userLoaders = (dataSource: DataSource): UserLoaders => ({
  rolesByUserId: new DataLoader(async (userIds) => {
    const rows = await dataSource
      .getRepository(Role)
      .createQueryBuilder("role")
      .innerJoin("user_role", "ur", "ur.role_id = role.id")
      .addSelect("ur.user_id", "ur_user_id")
      .where("ur.user_id IN (:...userIds)", { userIds: [...userIds] })
      .orderBy("role.id")
      .getRawAndEntities();
    const byUser = new Map<number, Role[]>();
    rows.raw.forEach((raw: { ur_user_id: number; role_id: number }) => {
      const role = rows.entities.find((entity) => entity.id === raw.role_id);
      if (!role) return;
      const list = byUser.get(Number(raw.ur_user_id)) ?? [];
      list.push(role);
      byUser.set(Number(raw.ur_user_id), list);
    });
    return userIds.map((id) => byUser.get(id) ?? []);
  }),
});

// Legacy calls of SPEC §7 "Users": the paged list, save (create or update) and delete.
import { IsInt, IsOptional, IsString, Min } from "class-validator";
import { m } from "../lib/validation";
import { PermissionCode } from "../modules/permission/permission-codes";
import type { User } from "../modules/user/user.entity";
import { CreateUserInput, UpdateUserInput, UserListArgs } from "../modules/user/user.inputs";
import type { Services } from "../services";
import { IdBody } from "./bodies";
import { type LegacyRoute, route } from "./route";

/**
 * The legacy user save call: with an id it updates (only the fields sent), without it creates.
 * Only shapes are checked here; the create and update inputs carry the full rules. The numeric
 * rules also make form-encoded numbers arrive as numbers (coerce.ts).
 */
class SaveUserBody {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id?: number;

  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() realname?: string;
  @IsOptional() @IsString() avatar?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() phone?: string;

  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  companyId?: number;

  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  status?: number;

  @IsOptional()
  @IsInt({ each: true, message: m("mustBeInteger") })
  roleIds?: number[];
}

async function userAnswer(services: Services, user: User) {
  return userFields(user, await services.auth.rolesOf(user.id));
}

function userFields(user: User, roles: Array<{ id: number; name: string }>) {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    email: user.email,
    phone: user.phone,
    companyId: user.companyId,
    status: user.status,
    mustChangePassword: user.mustChangePassword,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
  };
}

export const USER_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "user/list",
    summary: "Users, paged (page, pageSize, keyword, companyId, status, sortBy, sortOrder)",
    permission: PermissionCode.UserList,
    input: UserListArgs,
    handler: async ({ services, viewer, input }) => {
      const page = await services.users.list(viewer, input);
      return {
        // One statement for the roles of the whole page, not one per user.
        list: await services.auth
          .rolesOfUsers(page.items.map((user) => user.id))
          .then((roles) => page.items.map((user) => userFields(user, roles.get(user.id) ?? []))),
        total: page.total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },
  }),
  route({
    path: "user/item",
    summary: "Save a user: creates one without id (initial password), updates the one with id",
    permission: PermissionCode.UserEdit,
    input: SaveUserBody,
    handler: async ({ services, viewer, input }) => {
      const { id, username, companyId, status, ...fields } = input;
      const user = id
        ? await services.users.update(
            viewer,
            Object.assign(new UpdateUserInput(), { id, status, ...fields }),
          )
        : await services.users.create(
            viewer,
            Object.assign(new CreateUserInput(), { username, companyId, ...fields }),
          );
      return userAnswer(services, user);
    },
  }),
  route({
    path: "user/delete",
    summary: "Delete a user (id)",
    permission: PermissionCode.UserDelete,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      await services.users.delete(viewer, input.id);
      return null;
    },
  }),
];

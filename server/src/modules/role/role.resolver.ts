import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs, Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import {
  CreateRoleInput,
  DeleteRoleInput,
  RoleListArgs,
  SetRolePermissionsInput,
  UpdateRoleInput,
} from "./role.inputs";
import { Role } from "./role.entity";

@ObjectType()
export class RolePage extends Paginated(Role) {}

@Resolver(() => Role)
export class RoleResolver {
  @Authorized(PermissionCode.RoleList)
  @Query(() => RolePage)
  roles(@Args(() => RoleListArgs) args: RoleListArgs, @Ctx() ctx: Context): Promise<RolePage> {
    return ctx.services.roles.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.RoleList)
  @Query(() => Role)
  role(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<Role> {
    return ctx.services.roles.get(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.RoleEdit)
  @Mutation(() => Role)
  createRole(
    @Arg("input", () => CreateRoleInput) input: CreateRoleInput,
    @Ctx() ctx: Context,
  ): Promise<Role> {
    return ctx.services.roles.create(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.RoleEdit)
  @Mutation(() => Role)
  updateRole(
    @Arg("input", () => UpdateRoleInput) input: UpdateRoleInput,
    @Ctx() ctx: Context,
  ): Promise<Role> {
    return ctx.services.roles.update(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.RoleEdit)
  @Mutation(() => Boolean, {
    description: "Deletes a role, moving its users to another role first",
  })
  deleteRole(
    @Arg("input", () => DeleteRoleInput) input: DeleteRoleInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.roles.delete(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.RoleEdit)
  @Mutation(() => Role, { description: "Replaces the permission codes a role grants" })
  setRolePermissions(
    @Arg("input", () => SetRolePermissionsInput) input: SetRolePermissionsInput,
    @Ctx() ctx: Context,
  ): Promise<Role> {
    return ctx.services.roles.setPermissions(ctx.viewer!, input);
  }

  @FieldResolver(() => [String])
  permissionCodes(@Root() role: Role, @Ctx() ctx: Context): Promise<string[]> {
    if (role.permissions) return Promise.resolve(role.permissions.map((p) => p.code).sort());
    return ctx.loaders.permissionCodesByRoleId.load(role.id);
  }
}

import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { PermissionCode } from "./permission-codes";
import { Permission } from "./permission.entity";

@Resolver(() => Permission)
export class PermissionResolver {
  @Authorized(PermissionCode.PermissionList)
  @Query(() => [Permission], {
    description: "The permission catalogue; parentCode makes it a tree",
  })
  permissions(@Ctx() ctx: Context): Promise<Permission[]> {
    return ctx.services.permissions.list();
  }
}

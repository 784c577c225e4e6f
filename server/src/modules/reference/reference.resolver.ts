import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { PermissionCode } from "../permission/permission-codes";
import { ReferenceData } from "./reference.types";

@Resolver()
export class ReferenceResolver {
  @Authorized(PermissionCode.Account)
  @Query(() => ReferenceData, { description: "Industries, units and regions for forms" })
  referenceData(@Ctx() ctx: Context): Promise<ReferenceData> {
    return ctx.services.reference.preData();
  }
}

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
import { Company } from "../company/company.entity";
import { PermissionCode } from "../permission/permission-codes";
import { Role } from "../role/role.entity";
import {
  AssignUserRolesInput,
  CreateUserInput,
  UpdateUserInput,
  UserListArgs,
} from "./user.inputs";
import { User } from "./user.entity";

@ObjectType()
export class UserPage extends Paginated(User) {}

@Resolver(() => User)
export class UserResolver {
  @Authorized(PermissionCode.UserList)
  @Query(() => UserPage, { description: "Users of the companies the caller may see" })
  users(@Args(() => UserListArgs) args: UserListArgs, @Ctx() ctx: Context): Promise<UserPage> {
    return ctx.services.users.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.UserList)
  @Query(() => User)
  user(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.get(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.UserEdit)
  @Mutation(() => User, {
    description: "Creates a user who signs in with the company's initial password",
  })
  createUser(
    @Arg("input", () => CreateUserInput) input: CreateUserInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.users.create(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.UserEdit)
  @Mutation(() => User)
  updateUser(
    @Arg("input", () => UpdateUserInput) input: UpdateUserInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.users.update(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.UserEdit)
  @Mutation(() => User, {
    description:
      "Puts a user back on the company's initial password, to be changed at next sign-in",
  })
  resetUserPassword(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.resetToInitialPassword(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.UserDelete)
  @Mutation(() => Boolean)
  deleteUser(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.users.delete(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.UserEdit)
  @Mutation(() => User, { description: "Replaces the roles of a user" })
  assignUserRoles(
    @Arg("input", () => AssignUserRolesInput) input: AssignUserRolesInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.users.assignRoles(ctx.viewer!, input);
  }

  @FieldResolver(() => Company)
  async company(@Root() user: User, @Ctx() ctx: Context): Promise<Company> {
    return (await ctx.loaders.companyById.load(user.companyId))!;
  }

  @FieldResolver(() => [Role])
  roles(@Root() user: User, @Ctx() ctx: Context): Promise<Role[]> {
    return ctx.loaders.rolesByUserId.load(user.id);
  }
}

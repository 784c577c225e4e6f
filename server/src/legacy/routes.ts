// The legacy `POST /api/*` calls of SPEC §7, in one table. The spellings the old front end used
// live here and nowhere else; every call goes to the same module services as GraphQL.
import type { Request } from "express";
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from "class-validator";
import type { ClassType } from "type-graphql";
import { IdArgs } from "../graphql/paging";
import { clientMeta } from "../lib/client-meta";
import { DomainError, ErrorCode } from "../lib/errors";
import { m } from "../lib/validation";
import { UpdateBrandingInput } from "../modules/agent/agent.inputs";
import { toTheme } from "../modules/agent/agent.service";
import { LoginInput, ResetPasswordInput, type UserDetails } from "../modules/auth/auth.inputs";
import type { Viewer } from "../modules/auth/viewer";
import { PermissionCode } from "../modules/permission/permission-codes";
import { CreateUserInput, UpdateUserInput, UserListArgs } from "../modules/user/user.inputs";
import { type User, UserStatus } from "../modules/user/user.entity";
import type { Services } from "../services";

export interface LegacyCall<I> {
  services: Services;
  /** Present on every call whose permission is not "public". */
  viewer: Viewer;
  input: I;
  req: Request;
}

export interface LegacyRoute<I extends object = object> {
  /** Path under /api, e.g. "user/login". */
  path: string;
  summary: string;
  permission: PermissionCode | "public";
  /** The input class the body is coerced into and validated as; omitted for calls without input. */
  input?: ClassType<I>;
  /** JSON (the case, corporation and theme calls) or form-encoded; both are accepted. */
  encoding?: "form" | "json";
  handler: (call: LegacyCall<I>) => Promise<unknown>;
  /** Overrides the envelope's message on success. */
  message?: string;
}

class DomainArgs {
  @IsOptional()
  @IsString()
  @MaxLength(253)
  domain?: string;
}

class CompanyIdArgs {
  @IsOptional()
  companyId: number;
}

/**
 * The legacy user save call: with an id it updates, without it creates. The numeric rules also
 * make a form-encoded id and status arrive as numbers (coerce.ts).
 */
class SaveUserBody extends CreateUserInput {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id?: number;

  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  @IsIn(Object.values(UserStatus), { message: m("invalidFormat", { hint: "1 or 0" }) })
  status?: number;
}

const route = <I extends object>(definition: LegacyRoute<I>) =>
  definition as unknown as LegacyRoute;

function detailsAnswer(details: UserDetails) {
  return {
    username: details.username,
    realname: details.realname,
    avatar: details.avatar,
    companyId: details.companyId,
    companyName: details.company.name,
    roles: details.roles.map((role) => ({ id: role.id, name: role.name })),
    permissionCode: details.permissionCode,
    ePlatToken: details.ePlatToken,
    mustChangePassword: details.mustChangePassword,
  };
}

async function userAnswer(services: Services, user: User) {
  const roles = await services.auth.rolesOf(user.id);
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

const externalSignIn = (provider: string) => () =>
  Promise.reject(
    new DomainError(
      ErrorCode.BadUserInput,
      `Sign-in through ${provider} is not configured for this platform; sign in with a username and password`,
      { reason: "PROVIDER_NOT_CONFIGURED" },
    ),
  );

export const LEGACY_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "user/login",
    summary: "Sign in; answers the token to send as the user-token header",
    permission: "public",
    input: LoginInput,
    encoding: "form",
    handler: async ({ services, input, req }) => {
      const answer = await services.auth.login(input.username, input.password, clientMeta(req));
      const details = await services.auth.detailsOf(answer.user.id);
      return { token: answer.token, expiresAt: answer.expiresAt, ...detailsAnswer(details) };
    },
  }),
  route({
    path: "user/logout",
    summary: "End the current session",
    permission: PermissionCode.Account,
    handler: async ({ services, viewer, req }) => {
      await services.auth.logout(viewer, clientMeta(req));
      return null;
    },
  }),
  route({
    path: "user/userDetails",
    summary: "The signed-in user, roles and comma-separated permission codes",
    permission: PermissionCode.Account,
    handler: async ({ services, viewer }) =>
      detailsAnswer(await services.auth.detailsOf(viewer.userId)),
  }),
  route({
    path: "user/resetPassword",
    summary: "Change the password (oldPassword, newPassword, confirmPassword); ends every session",
    permission: PermissionCode.Account,
    input: ResetPasswordInput,
    handler: async ({ services, viewer, input }) => {
      await services.auth.changePassword(viewer, input);
      return null;
    },
  }),
  route({
    path: "user/list",
    summary: "Users, paged (page, pageSize, keyword, companyId, status)",
    permission: PermissionCode.UserList,
    input: UserListArgs,
    handler: async ({ services, viewer, input }) => {
      const page = await services.users.list(viewer, input);
      return {
        list: await Promise.all(page.items.map((user) => userAnswer(services, user))),
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
      let user: User;
      if (input.id) {
        const update = Object.assign(new UpdateUserInput(), {
          id: input.id,
          realname: input.realname,
          avatar: input.avatar,
          email: input.email,
          phone: input.phone,
          status: input.status,
        });
        user = await services.users.update(viewer, update);
        if (input.roleIds !== undefined) {
          user = await services.users.assignRoles(viewer, {
            userId: user.id,
            roleIds: input.roleIds,
          });
        }
      } else {
        user = await services.users.create(viewer, input);
      }
      return userAnswer(services, user);
    },
  }),
  route({
    path: "user/delete",
    summary: "Delete a user (id)",
    permission: PermissionCode.UserDelete,
    input: IdArgs,
    handler: async ({ services, viewer, input }) => {
      await services.users.delete(viewer, input.id);
      return null;
    },
  }),
  route({
    path: "theme/getTheme",
    summary: "Branding of the agent serving a domain (domain; defaults to the request's host)",
    permission: "public",
    input: DomainArgs,
    encoding: "json",
    handler: ({ services, input, req }) =>
      services.agents.themeForHost(input.domain ?? req.hostname),
  }),
  route({
    path: "theme/getThemeByCompanyId",
    summary: "Branding of the agent serving a company (companyId)",
    permission: PermissionCode.Account,
    input: CompanyIdArgs,
    encoding: "json",
    handler: ({ services, viewer, input }) =>
      services.agents.themeForCompany(viewer, Number(input.companyId ?? viewer.companyId)),
  }),
  route({
    path: "theme/add",
    summary:
      "Save the caller's agent branding (platLogo, loginBg, loginLogo, logo, description, banner, ...)",
    permission: PermissionCode.AgentBranding,
    input: UpdateBrandingInput,
    encoding: "json",
    handler: async ({ services, viewer, input }) => {
      const agent = await services.agents.updateBranding(viewer, input);
      return toTheme(agent, agent.domains[0] ?? "");
    },
  }),
  route({
    path: "datatree/preData",
    summary: "Reference trees for forms: industries, units, regions",
    permission: PermissionCode.Account,
    handler: ({ services }) => services.reference.preData(),
  }),
  route({
    path: "ePlatlogin/getToken",
    summary: "Token exchange with the external ePlat platform (not configured here)",
    permission: "public",
    handler: externalSignIn("ePlat"),
  }),
  route({
    path: "obei/login",
    summary: "Sign-in through the Obei platform (not configured here)",
    permission: "public",
    handler: externalSignIn("Obei"),
  }),
];

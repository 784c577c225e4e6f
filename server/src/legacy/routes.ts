// The legacy `POST /api/*` calls of SPEC §7, in one table. The spellings the old front end used
// live here and nowhere else; every call goes to the same module services as GraphQL.
import type { Request } from "express";
import { IsInt, IsOptional, IsString, MaxLength, Min } from "class-validator";
import type { ClassType } from "type-graphql";
import { IdBody } from "./bodies";
import { clientMeta } from "../lib/client-meta";
import { DomainError, ErrorCode } from "../lib/errors";
import type { MessageKey } from "../lib/messages";
import { m } from "../lib/validation";
import { UpdateBrandingInput } from "../modules/agent/agent.inputs";
import { toTheme } from "../modules/agent/agent.service";
import { LoginInput, ResetPasswordInput, type UserDetails } from "../modules/auth/auth.inputs";
import type { Viewer } from "../modules/auth/viewer";
import { PermissionCode } from "../modules/permission/permission-codes";
import { CreateUserInput, UpdateUserInput, UserListArgs } from "../modules/user/user.inputs";
import type { User } from "../modules/user/user.entity";
import type { Services } from "../services";
import { ACCOUNTING_ROUTES } from "./accounting-routes";

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
  /** Also puts the data beside `code` under this key, where the old client read it there. */
  dataKey?: string;
  handler: (call: LegacyCall<I>) => Promise<unknown>;
  /** The envelope's message on success, when it says more than "success". */
  message?: MessageKey;
  /** The handler answers a file (GeneratedFile), sent as the body instead of an envelope. */
  download?: boolean;
}

class DomainArgs {
  @IsOptional()
  @IsString()
  @MaxLength(253)
  domain?: string;
}

class CompanyIdArgs {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  companyId?: number;
}

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

const externalSignIn = (provider: string) => () =>
  Promise.reject(
    DomainError.of(
      ErrorCode.BadUserInput,
      "providerNotConfigured",
      { provider },
      { reason: "PROVIDER_NOT_CONFIGURED" },
    ),
  );

const CORE_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "user/login",
    summary: "Sign in; answers the token to send as the user-token header",
    permission: "public",
    input: LoginInput,
    handler: async ({ services, input, req }) => {
      const { token, expiresAt, details } = await services.auth.login(
        input.username,
        input.password,
        clientMeta(req),
      );
      return { token, expiresAt, ...detailsAnswer(details) };
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
    message: "passwordChanged",
    handler: async ({ services, viewer, input }) => {
      await services.auth.changePassword(viewer, input);
      return null;
    },
  }),
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
  route({
    path: "theme/getTheme",
    summary: "Branding of the agent serving a domain (domain; defaults to the request's host)",
    permission: "public",
    input: DomainArgs,
    // SPEC §7: "the response has code and theme with logo".
    dataKey: "theme",
    handler: ({ services, input, req }) =>
      services.agents.themeForHost(input.domain ?? req.hostname),
  }),
  route({
    path: "theme/getThemeByCompanyId",
    summary: "Branding of the agent serving a company (companyId)",
    permission: PermissionCode.Account,
    input: CompanyIdArgs,
    handler: ({ services, viewer, input }) =>
      services.agents.themeForCompany(viewer, input.companyId ?? viewer.companyId),
  }),
  route({
    path: "theme/add",
    summary:
      "Save the caller's agent branding (platLogo, loginBg, loginLogo, logo, description, banner, ...)",
    permission: PermissionCode.AgentBranding,
    input: UpdateBrandingInput,
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

export const LEGACY_ROUTES: readonly LegacyRoute[] = [...CORE_ROUTES, ...ACCOUNTING_ROUTES];

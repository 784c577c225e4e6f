// Legacy calls of SPEC §7 "Account": sign-in, sign-out, the signed-in user and password change.
// The external platforms' sign-in calls are the identity-provider module's
// (external-sign-in-routes.ts).
import { clientMeta } from "../lib/client-meta";
import { LoginInput, ResetPasswordInput, type UserDetails } from "../modules/auth/auth.inputs";
import { PermissionCode } from "../modules/permission/permission-codes";
import { type LegacyRoute, route } from "./route";

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

export const AUTH_ROUTES: readonly LegacyRoute[] = [
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
];

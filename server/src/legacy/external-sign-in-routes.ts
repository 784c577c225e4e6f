// The legacy calls of the external platforms' sign-in (SPEC §7): /api/ePlatlogin/getToken and
// /api/obei/login. Without a code they answer the provider's authorization page to send the
// user to; with the provider's code and state they answer as user/login does. While the agent
// serving the domain has no such provider they answer "not configured".
import { IsOptional } from "class-validator";
import { clientMeta } from "../lib/client-meta";
import { IsText } from "../lib/input-rules";
import { callbackUrl } from "../modules/identity-provider/external-sign-in.routes";
import { type LegacyRoute, route } from "./route";

export class ExternalSignInBody {
  @IsOptional()
  @IsText(2000)
  code?: string;

  @IsOptional()
  @IsText(200)
  state?: string;

  @IsOptional()
  @IsText(500)
  iss?: string;

  @IsOptional()
  @IsText(500)
  returnTo?: string;
}

const externalSignIn = (kind: string, path: string, summary: string) =>
  route({
    path,
    summary,
    permission: "public",
    input: ExternalSignInBody,
    handler: async ({ services, input, req }) => {
      if (!input.code) {
        const url = await services.externalSignIn.begin(
          req.hostname,
          kind,
          callbackUrl(req),
          input.returnTo,
        );
        return { url };
      }
      const answer = new URLSearchParams({ code: input.code, state: input.state ?? "" });
      if (input.iss) answer.set("iss", input.iss);
      const meta = clientMeta(req);
      const { ticket } = await services.externalSignIn.complete(answer, meta);
      const { token, expiresAt, details } = await services.externalSignIn.redeem(ticket, meta);
      return {
        token,
        expiresAt,
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
    },
  });

export const EXTERNAL_SIGN_IN_ROUTES: readonly LegacyRoute[] = [
  externalSignIn(
    "eplat",
    "ePlatlogin/getToken",
    "Sign-in through ePlat: the authorization page to go to, or the session for its code",
  ),
  externalSignIn(
    "obei",
    "obei/login",
    "Sign-in through Obei: the authorization page to go to, or the session for its code",
  ),
];

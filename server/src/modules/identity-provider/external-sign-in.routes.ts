// GET /sso/start?provider=eplat&returnTo=/path: sends the browser to the agent's provider.
// GET /sso/callback?code&state&iss: the provider's answer; sends the browser to the login page
// with a one-time ticket (which the page redeems for a session) or with the reason it failed.
import { type Request, type Response, Router } from "express";
import { clientMeta } from "../../lib/client-meta";
import { DomainError } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { localeFrom, runWithLocale } from "../../lib/request-context";
import type { ExternalSignInService } from "./external-sign-in.service";

export const SSO_PATH = "/sso";

/** This site's callback address as the browser reached it (the one to register). */
export function callbackUrl(req: Request): string {
  return `${req.protocol}://${req.get("host")}${SSO_PATH}/callback`;
}

function toLogin(res: Response, params: Record<string, string>): void {
  res.set("Cache-Control", "no-store");
  res.redirect(303, `/login?${new URLSearchParams(params).toString()}`);
}

function reason(error: unknown): string {
  if (error instanceof DomainError) return error.message;
  console.error("Unexpected error in an external sign-in", error);
  return translate("internal");
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function externalSignInRouter(services: { externalSignIn: ExternalSignInService }): Router {
  const router = Router();
  router.get("/start", (req: Request, res: Response) =>
    runWithLocale(localeFrom(req.get("accept-language")), async () => {
      try {
        const url = await services.externalSignIn.begin(
          req.hostname,
          text(req.query.provider),
          callbackUrl(req),
          text(req.query.returnTo),
        );
        res.set("Cache-Control", "no-store");
        res.redirect(303, url);
      } catch (error) {
        toLogin(res, { ssoError: reason(error) });
      }
    }),
  );
  router.get("/callback", (req: Request, res: Response) =>
    runWithLocale(localeFrom(req.get("accept-language")), async () => {
      const answer = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
      try {
        const { ticket, returnTo } = await services.externalSignIn.complete(
          answer,
          clientMeta(req),
        );
        toLogin(res, { ssoTicket: ticket, redirect: returnTo });
      } catch (error) {
        toLogin(res, { ssoError: reason(error) });
      }
    }),
  );
  return router;
}

// PostgreSQL text cannot hold the NUL character (U+0000): a value carrying one would fail deep in
// a query as an internal error. Requests are checked once, after their body is parsed, and a NUL
// anywhere is refused with the field that holds it.
import type { NextFunction, Request, Response } from "express";
import { ErrorCode } from "./errors";
import { translate } from "./messages";
import { localeFrom, runWithLocale } from "./request-context";

/** The path of the first key or string holding a NUL, or null when there is none. */
export function nulPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "body" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) return at;
      const found = nulPath(item, at);
      if (found) return found;
    }
  }
  return null;
}

/** GraphQL writes NUL inside a string literal as the escape \u0000. */
const ESCAPED_NUL = /\\u0000/i;

export function refuseNul(api: "graphql" | "legacy") {
  return (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as unknown;
    let field = nulPath(body) ?? nulPath(req.query);
    if (!field && api === "graphql") {
      const query = (body as { query?: unknown } | undefined)?.query;
      if (typeof query === "string" && ESCAPED_NUL.test(query)) field = "query";
    }
    if (!field) {
      next();
      return;
    }
    runWithLocale(localeFrom(req.get("accept-language")), () => {
      const message = translate("nulCharacter", { field });
      if (api === "graphql") {
        res.status(400).json({
          errors: [{ message, extensions: { code: ErrorCode.BadUserInput, field } }],
        });
      } else {
        res.status(400).json({ code: 501, msg: message, data: { field } });
      }
    });
  };
}

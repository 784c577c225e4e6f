import type { Request } from "express";
import type { ClientMeta } from "../modules/auth/auth.service";

export function clientMeta(req: Request): ClientMeta {
  return { ip: req.ip ?? null, userAgent: req.get("user-agent") ?? null };
}

/** The bearer token of a request: the `user-token` header (SPEC §7), or `Authorization: Bearer`. */
export function requestToken(req: Request): string | undefined {
  const header = req.get("user-token");
  if (header?.trim()) return header.trim();
  const authorization = req.get("authorization");
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

// The security headers of every answer (helmet): a Content-Security-Policy the built client works
// under, no framing, no MIME sniffing; and no caching of API answers, which carry session tokens
// (the login answers) and tenant data.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";

/**
 * The client's policy, also sent with /api/*, /api/docs and /graphql.
 * - Scripts only from our own origin: Vite builds one module script, no inline script.
 * - Styles from our origin and inline: Chakra UI (emotion) injects <style> elements and style
 *   attributes at run time, so 'unsafe-inline' stays until it is given a nonce. The legacy
 *   /api/docs page has one inline <style> and no script.
 * - Images: our own files, data: (icons), blob: (previews) and branding images on https, or http
 *   on localhost as the branding rules allow (lib/safe-url.ts). Charts draw on canvas.
 * - Requests (GraphQL, file downloads) only to our origin; no plugins, no <base> elsewhere,
 *   forms post only here, and no page may frame ours.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https:", "http://localhost:*", "http://127.0.0.1:*"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** helmet with our policy: nosniff, X-Frame-Options DENY, no referrer, HSTS on https. */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: "deny" },
    // The platform also runs on plain http inside company networks: no upgrade-insecure-requests
    // (it is not in the policy above), and HSTS without includeSubDomains, so an agent's other
    // subdomains are not forced onto https by ours.
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
  });
}

/** API answers are never stored: they carry tokens (sign-in) and tenant data. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set("Cache-Control", "no-store");
  next();
}

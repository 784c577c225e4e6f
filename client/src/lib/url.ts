// Address helpers: telling external links from routes (SPEC §5) and composing file urls (SPEC §9).
import { FILE_BASE } from "./env";

// Exactly the spec's rule, case-sensitive, so the menu treats links the way the original did.
const EXTERNAL = /^(https?:|mailto:|tel:)/;

// Schemes are case-insensitive in URLs; a file link may come back from the server as any of these.
const ABSOLUTE = /^(https?:|data:|blob:|\/\/)/i;

/** True for an address the browser should open itself rather than the router. */
export function isExternal(path: string): boolean {
  return EXTERNAL.test(path);
}

/**
 * The address of an uploaded file. Absolute urls are kept as they are; a relative path is joined
 * to `base` with exactly one slash, whatever slashes either side brings. Missing or blank → "".
 */
export function fileUrl(path: string | null | undefined, base: string = FILE_BASE): string {
  const trimmed = path?.trim() ?? "";
  if (trimmed === "") return "";
  if (ABSOLUTE.test(trimmed)) return trimmed;
  return `${base.replace(/\/+$/, "")}/${trimmed.replace(/^\/+/, "")}`;
}

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

/** Hosts where plain http is accepted: a developer's own machine (the server's rule as well). */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whitespace, quotes, angle brackets and backslashes: never in an address we follow. */
const UNSAFE_CHARACTERS = /[\s"'`<>\\]/;

/**
 * The address when the browser may be sent to it or link to it: https anywhere, http only on
 * localhost. Anything else (`javascript:`, `data:`, plain http to another host, a value stored
 * before the server checked addresses) answers null. The server stores addresses by the same
 * rule; this is the second check, right before the address is followed.
 */
export function safeUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (!/^https?:\/\//i.test(trimmed) || UNSAFE_CHARACTERS.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === "https:") return trimmed;
  return url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname) ? trimmed : null;
}

/**
 * The address of a branding image: a safe absolute address as it is, or a path of a file on
 * this server joined to the file base. "" for anything else, including values that would end the
 * CSS `url(...)` the image is put in.
 */
export function safeImageUrl(path: string | null | undefined): string {
  const trimmed = path?.trim() ?? "";
  if (trimmed === "" || /[()]/.test(trimmed)) return "";
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return safeUrl(trimmed) ?? "";
  if (/^[/\\]{2}|^\/\\/.test(trimmed) || UNSAFE_CHARACTERS.test(trimmed)) return "";
  return fileUrl(trimmed);
}

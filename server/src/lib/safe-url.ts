// Addresses the platform stores and later hands to a browser: branding images, the external
// sign-in page, evidence links and factor sources. Only https addresses (http only on this
// machine, for development) pass, so a stored value can never be a `javascript:`, `data:` or
// other script-bearing address, nor break out of the attribute or CSS `url()` it is put in.

/** Hosts for which plain http is accepted: a developer's own machine. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whitespace, quotes, brackets, backslashes and control characters: never in a stored address. */
const UNSAFE_CHARACTERS = /[\s"'`<>\\]|\p{Cc}/u;

/** Image addresses also go into CSS `url(...)`, where a parenthesis would end the value. */
const CSS_BREAKING = /[()]/;

/** A scheme such as `javascript:` or `https:`. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** An absolute `https://` address, or `http://` to localhost, 127.0.0.1 or [::1]. */
export function isSafeUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || UNSAFE_CHARACTERS.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // user:password@host hides the real host from a reader of the address.
  if (url.username || url.password || !url.hostname) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
}

/**
 * A path of a file on this server (`/uploads/logo.png` or `uploads/logo.png`; the client serves
 * it under its file base): no scheme, no `//host`, nothing that leaves the origin.
 */
export function isSameOriginPath(value: string): boolean {
  return (
    value.length > 0 &&
    !SCHEME.test(value) &&
    !/^[/\\]{2}/.test(value) &&
    !/^\/\\/.test(value) &&
    !UNSAFE_CHARACTERS.test(value)
  );
}

/** A branding image: a safe absolute address or a same-origin path, usable inside CSS url(). */
export function isSafeImageRef(value: string): boolean {
  return !CSS_BREAKING.test(value) && (isSafeUrl(value) || isSameOriginPath(value));
}

/** The value when it is a safe address, else null: for rows stored before the rule. */
export const safeUrlOrNull = (value: string | null | undefined): string | null =>
  value && isSafeUrl(value) ? value : null;

/** The value when it is a safe image reference, else null: for rows stored before the rule. */
export const safeImageOrNull = (value: string | null | undefined): string | null =>
  value && isSafeImageRef(value) ? value : null;

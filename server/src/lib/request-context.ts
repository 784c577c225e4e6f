// Per-request values that deep code needs without threading them through every call: the
// locale messages are written in.
import { AsyncLocalStorage } from "node:async_hooks";

export type Locale = "en" | "zh-CN";

interface RequestStore {
  locale: Locale;
}

const storage = new AsyncLocalStorage<RequestStore>();

export function runWithLocale<T>(locale: Locale, fn: () => T): T {
  return storage.run({ locale }, fn);
}

export function currentLocale(): Locale {
  return storage.getStore()?.locale ?? "en";
}

/** Picks zh-CN when the client prefers Chinese (`Accept-Language: zh...` or `lang=zh`). */
export function localeFrom(acceptLanguage: string | undefined, explicit?: string): Locale {
  const wanted = (explicit || acceptLanguage || "").trim().toLowerCase();
  return wanted.startsWith("zh") ? "zh-CN" : "en";
}

// The two interface languages and how a browser's language maps onto them.
export const LANGUAGES = ["zh-CN", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Chinese browsers (zh, zh-TW, zh-Hans-CN...) get zh-CN; every other language English. */
export const toLanguage = (value: string | undefined | null): Language =>
  value?.toLowerCase().startsWith("zh") ? "zh-CN" : "en";

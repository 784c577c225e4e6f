// The interface language as the number and date formatters of lib/format take it; components
// that call it render again when the language is switched.
import { useTranslation } from "react-i18next";
import type { Locale } from "../lib/format";
import { toLanguage } from "./language";

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

// The interface language as the number formatters of lib/ take it, following language switches.
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../i18n";
import type { Locale } from "../../lib/format";

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

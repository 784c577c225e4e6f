// react-i18next with complete zh-CN and en resources. The language comes from the browser the
// first time, can be switched, and is remembered in localStorage. The shell's text (core) is in
// the first script; the screens' own bundles come in a chunk of their own (`loadFeatureTexts`),
// fetched at start beside the page's code, so the first page does not carry every screen's text.
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { en, zhCN } from "./core";
import { LANGUAGES, toLanguage, type Language } from "./language";

export { LANGUAGES, toLanguage, type Language };
export { useLocale } from "./use-locale";
export const LANGUAGE_STORAGE_KEY = "language";

const resources = {
  en: { translation: en },
  "zh-CN": { translation: zhCN },
};

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: "en",
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ["localStorage", "navigator"],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ["localStorage"],
      convertDetectedLanguage: (lng: string) => toLanguage(lng),
    },
    returnNull: false,
    // Components re-render when the screens' bundles arrive.
    react: { bindI18nStore: "added" },
  });

let featureTexts: Promise<void> | undefined;

/** Adds every screen's bundle to the translations, once; resolves when they are in. */
export function loadFeatureTexts(): Promise<void> {
  featureTexts ??= import("./bundles").then(({ bundles }) => {
    for (const language of LANGUAGES) {
      i18n.addResourceBundle(language, "translation", bundles[language], true, false);
    }
  });
  return featureTexts;
}

export const currentLanguage = (): Language => toLanguage(i18n.resolvedLanguage ?? i18n.language);

export { i18n };

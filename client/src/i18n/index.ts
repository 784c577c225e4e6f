// react-i18next with complete zh-CN and en resources. The language comes from the browser the
// first time, can be switched, and is remembered in localStorage.
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { en, zhCN } from "./core";
import { bundles } from "./bundles";
import { LANGUAGES, toLanguage, type Language } from "./language";

export { LANGUAGES, toLanguage, type Language };
export { useLocale } from "./use-locale";
export const LANGUAGE_STORAGE_KEY = "language";

const resources = {
  en: { translation: { ...en, ...bundles.en } },
  "zh-CN": { translation: { ...zhCN, ...bundles["zh-CN"] } },
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
  });

export const currentLanguage = (): Language => toLanguage(i18n.resolvedLanguage ?? i18n.language);

export { i18n };

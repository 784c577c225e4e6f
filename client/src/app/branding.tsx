// Branding of the agent serving this domain (SPEC §1): the page title, the favicon, the login
// page's background and logo, the home banner. The server resolves the agent from the host.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ThemeQuery } from "../__generated__/graphql";
import { useThemeQuery } from "../__generated__/hooks";
import { useLocale } from "../i18n";
import { seededText } from "../i18n/seeded-names";
import { fileUrl } from "../lib/url";

export type Branding = ThemeQuery["theme"];

const BrandingContext = createContext<Branding | null>(null);

export const useBranding = (): Branding | null => useContext(BrandingContext);

/** The site name: the agent's description, else the platform (agent) name, else ours. */
export function siteName(branding: Branding | null, fallback: string): string {
  return branding?.description?.trim() || branding?.name?.trim() || fallback;
}

/** `page title - description`, or the site name alone when the page has no title. */
export function documentTitle(pageTitle: string | null | undefined, site: string): string {
  return pageTitle ? `${pageTitle} - ${site}` : site;
}

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.appendChild(link);
  }
  link.href = href;
}

export function BrandingProvider({ children }: { children: ReactNode }) {
  const { data } = useThemeQuery({ fetchPolicy: "cache-first" });
  const locale = useLocale();
  // The seed's default name, description and banner texts in the reader's language.
  const branding = useMemo(() => {
    const theme = data?.theme;
    if (!theme) return null;
    return {
      ...theme,
      name: seededText(theme.name, locale),
      description: seededText(theme.description, locale),
      bannerTitle: seededText(theme.bannerTitle, locale),
      bannerInfo: seededText(theme.bannerInfo, locale),
    };
  }, [data, locale]);

  useEffect(() => {
    if (branding?.logo) setFavicon(fileUrl(branding.logo));
  }, [branding?.logo]);

  return <BrandingContext.Provider value={branding}>{children}</BrandingContext.Provider>;
}

/** Sets the document title for a page; `titleKey` is an i18n key or null for the site alone. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const branding = useBranding();
  const site = siteName(branding, t("common.appName"));
  useEffect(() => {
    document.title = documentTitle(title, site);
  }, [title, site]);
}

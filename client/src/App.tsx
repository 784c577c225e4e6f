// Placeholder landing page until the full client (Chakra UI, Apollo Client, router) lands. It
// shows the branding the server resolves for this domain and points integrators at the APIs.
import { useEffect, useState } from "react";

const THEME_QUERY = "{ theme { name description logo loginLogo bannerTitle bannerInfo } }";
const DEFAULT_TITLE = "Carbon Platform";

export interface Theme {
  name: string | null;
  description: string | null;
  logo: string | null;
  loginLogo: string | null;
  bannerTitle: string | null;
  bannerInfo: string | null;
}

type Locale = "en" | "zh-CN";

const messages = {
  en: {
    defaultName: "Carbon Platform",
    defaultDescription: "Carbon accounting and product life-cycle assessment",
    building: "The web client is being built. Until it is ready, use the APIs below.",
    graphql: "GraphQL API",
    openapi: "Legacy API (OpenAPI description)",
    logoAlt: "Platform logo",
  },
  "zh-CN": {
    defaultName: "碳管理平台",
    defaultDescription: "企业碳核算与产品生命周期评价",
    building: "网页客户端正在建设中。在此之前，请使用以下接口。",
    graphql: "GraphQL 接口",
    openapi: "旧版接口（OpenAPI 描述）",
    logoAlt: "平台标志",
  },
} satisfies Record<Locale, Record<string, string>>;

export function pickLocale(language: string | undefined): Locale {
  return language?.toLowerCase().startsWith("zh") ? "zh-CN" : "en";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function optionalString(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Reads `data.theme` from a GraphQL response body; anything unexpected yields null. */
export function parseTheme(body: unknown): Theme | null {
  if (!isRecord(body) || !isRecord(body.data) || !isRecord(body.data.theme)) {
    return null;
  }
  const theme = body.data.theme;
  return {
    name: optionalString(theme.name),
    description: optionalString(theme.description),
    logo: optionalString(theme.logo),
    loginLogo: optionalString(theme.loginLogo),
    bannerTitle: optionalString(theme.bannerTitle),
    bannerInfo: optionalString(theme.bannerInfo),
  };
}

async function fetchTheme(signal: AbortSignal): Promise<Theme | null> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: THEME_QUERY }),
    signal,
  });
  if (!response.ok) {
    return null;
  }
  return parseTheme(await response.json());
}

export function App() {
  const [theme, setTheme] = useState<Theme | null>(null);
  const locale = pickLocale(navigator.language);
  const t = messages[locale];

  useEffect(() => {
    const controller = new AbortController();
    fetchTheme(controller.signal)
      .then(setTheme)
      .catch(() => {
        // No server or no branding for this domain: the page keeps its defaults.
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = theme?.description ?? DEFAULT_TITLE;
  }, [locale, theme]);

  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 720, margin: "4rem auto" }}>
      {theme?.logo && <img src={theme.logo} alt={t.logoAlt} style={{ maxHeight: 64 }} />}
      <h1>{theme?.name ?? t.defaultName}</h1>
      <p>{theme?.description ?? t.defaultDescription}</p>
      {theme?.bannerTitle && (
        <section>
          <h2>{theme.bannerTitle}</h2>
          {theme.bannerInfo && <p>{theme.bannerInfo}</p>}
        </section>
      )}
      <p>{t.building}</p>
      <ul>
        <li>
          <a href="/graphql">{t.graphql}</a>
        </li>
        <li>
          <a href="/api/openapi.json">{t.openapi}</a>
        </li>
      </ul>
    </main>
  );
}

// The router, built from the route table: bare pages (sign-in, error pages, public shares) and
// the signed-in frame. One guard applies the navigation rules of SPEC §2 to every path.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  type RouteObject,
} from "react-router-dom";
import { Center, Spinner } from "@chakra-ui/react";
import { NoPermissionPage, NotFoundPage } from "../features/errors/ErrorPages";
import { loadFeatureTexts } from "../i18n";
import { ModulePlaceholder } from "../features/modules/ModulePlaceholder";
import { BrandingProvider } from "./branding";
import { lazyPage, type LazyPage } from "./feature";
import { Layout } from "./layout/Layout";
import { decideNavigation } from "./navigation";
import { findRoute, leaves, type PageKey, type RouteEntry } from "./routes";
import { SessionProvider, useSession } from "./session";

/** The bare pages of the app: the error pages in the first script, sign-in (forms) on first use. */
const APP_PAGES: Partial<Record<PageKey, ComponentType>> = {
  login: lazyPage(() => import("../features/auth/LoginPage"), "LoginPage"),
  notFound: NotFoundPage,
  noPermission: NoPermissionPage,
};

/** The features' screens by page key, from the feature list's own chunk (with their text). */
const featurePages = async (): Promise<Record<string, ComponentType>> => {
  const [{ FEATURES }] = await Promise.all([import("../features"), loadFeatureTexts()]);
  return Object.assign({}, ...FEATURES.map((feature) => feature.pages ?? {})) as Record<
    string,
    ComponentType
  >;
};

/**
 * Fetches the code of the page at `pathname` (and the feature list) at once, so that it arrives
 * while the shell waits for the user (SPEC §4's 500 ms) rather than after it.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const key = findRoute(pathname)?.route.page;
  if (!key || APP_PAGES[key]) return;
  const page = (await featurePages())[key] as Partial<LazyPage> | undefined;
  await page?.preload?.();
}

const loadedPages = new Map<PageKey, ComponentType>();

/** A page by key: an app page at once, a feature's page once the feature list has loaded. */
function pageComponent(key: PageKey): ComponentType {
  const known = APP_PAGES[key] ?? loadedPages.get(key);
  if (known) return known;
  const Page = lazy(async (): Promise<{ default: ComponentType }> => {
    const FeaturePage = (await featurePages())[key];
    if (!FeaturePage) throw new Error(`No feature provides the page "${key}"`);
    // A feature's page is itself lazy (lazyPage), and React refuses a lazy component that
    // resolves to another lazy one: render it inside a function component instead.
    return { default: () => <FeaturePage /> };
  });
  loadedPages.set(key, Page);
  return Page;
}

const loading = (
  <Center minHeight="40vh">
    <Spinner size="lg" color="teal.500" />
  </Center>
);

function pageFor(route: RouteEntry): ReactNode {
  if (route.page) {
    const Page = pageComponent(route.page);
    return (
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    );
  }
  return (
    <ModulePlaceholder module={route.meta.module ?? "co2accounting"} title={route.meta.title} />
  );
}

/** Applies the navigation rules; renders the matched page when they let it through. */
function Guard() {
  const { pathname, search } = useLocation();
  const { token, signedOut } = useSession();
  const decision = decideNavigation(pathname, signedOut ? "" : search, Boolean(token), signedOut);
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

/** True once the screens' text has arrived (fetched from the start, beside the user info). */
function useFeatureTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadFeatureTexts().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** Inside the signed-in frame the page waits for the user info (loaded after 500 ms). */
function SignedInFrame() {
  const { user } = useSession();
  const texts = useFeatureTexts();
  return user && texts ? <Layout /> : loading;
}

function Root() {
  return (
    <BrandingProvider>
      <SessionProvider>
        <Guard />
      </SessionProvider>
    </BrandingProvider>
  );
}

function routeObjects(): RouteObject[] {
  const all = leaves().map(({ route }) => route);
  const toObject = (route: RouteEntry): RouteObject => ({
    path: route.path,
    element: pageFor(route),
    handle: { route },
  });
  return [
    {
      element: <Root />,
      children: [
        ...all.filter((route) => route.bare).map(toObject),
        { element: <SignedInFrame />, children: all.filter((route) => !route.bare).map(toObject) },
        // Unknown paths and "/" reach the guard, which redirects them.
        { path: "*", element: null },
      ],
    },
  ];
}

export const router = createBrowserRouter(routeObjects());

// The router, built from the route table: bare pages (sign-in, error pages, public shares) and
// the signed-in frame. One guard applies the navigation rules of SPEC §2 to every path.
import { Suspense, type ComponentType, type ReactNode } from "react";
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  type RouteObject,
} from "react-router-dom";
import { Center, Spinner } from "@chakra-ui/react";
import { LoginPage } from "../features/auth/LoginPage";
import { NoPermissionPage, NotFoundPage } from "../features/errors/ErrorPages";
import { FEATURES } from "../features";
import { ModulePlaceholder } from "../features/modules/ModulePlaceholder";
import { BrandingProvider } from "./branding";
import { Layout } from "./layout/Layout";
import { decideNavigation } from "./navigation";
import { leaves, type PageKey, type RouteEntry } from "./routes";
import { SessionProvider, useSession } from "./session";

/** Screens by page key: the bare pages of the app and every feature's pages. */
const PAGES = Object.assign(
  { login: LoginPage, notFound: NotFoundPage, noPermission: NoPermissionPage },
  ...FEATURES.map((feature) => feature.pages ?? {}),
) as Record<PageKey, ComponentType>;

const loading = (
  <Center minHeight="40vh">
    <Spinner size="lg" color="teal.500" />
  </Center>
);

function pageFor(route: RouteEntry): ReactNode {
  if (route.page) {
    const Page = PAGES[route.page];
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

/** Inside the signed-in frame the page waits for the user info (loaded after 500 ms). */
function SignedInFrame() {
  const { user } = useSession();
  return user ? <Layout /> : loading;
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

// The router, built from the route table: bare pages (sign-in, error pages, public shares) and
// the signed-in frame. One guard applies the navigation rules of SPEC §2 to every path.
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
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
import { ModulePlaceholder } from "../features/modules/ModulePlaceholder";
import { BrandingProvider } from "./branding";
import { Layout } from "./layout/Layout";
import { decideNavigation } from "./navigation";
import { leaves, type PageKey, type RouteEntry } from "./routes";
import { SessionProvider, useSession } from "./session";

const named = <K extends string>(loader: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await loader())[name] }));

/** Screens by page key; the larger ones load on first use. */
const PAGES: Record<PageKey, ComponentType> = {
  login: LoginPage,
  notFound: NotFoundPage,
  noPermission: NoPermissionPage,
  home: named(() => import("../features/home/HomePage"), "HomePage"),
  password: named(() => import("../features/auth/PasswordPage"), "PasswordPage"),
  enterprise: named(() => import("../features/enterprise/EnterprisePage"), "EnterprisePage"),
  users: named(() => import("../features/users/UsersPage"), "UsersPage"),
  roles: named(() => import("../features/roles/RolesPage"), "RolesPage"),
  permissions: named(() => import("../features/permissions/PermissionsPage"), "PermissionsPage"),
  companies: named(() => import("../features/companies/CompaniesPage"), "CompaniesPage"),
  repository: named(() => import("../features/accounting/RepositoryPage"), "RepositoryPage"),
  caseAdd: named(() => import("../features/accounting/CaseAddPage"), "CaseAddPage"),
  corporationEdit: named(
    () => import("../features/accounting/CorporationEditPage"),
    "CorporationEditPage",
  ),
  caseEdit: named(() => import("../features/accounting/CaseEditorPage"), "CaseEditorPage"),
  casePanorama: named(
    () => import("../features/case-results/CasePanoramaPage"),
    "CasePanoramaPage",
  ),
  adminFactors: named(
    () => import("../features/admin-accounting/FactorLibraryPage"),
    "FactorLibraryPage",
  ),
  adminDefaults: named(
    () => import("../features/admin-accounting/IndustryDefaultsPage"),
    "IndustryDefaultsPage",
  ),
  adminBaseModels: named(
    () => import("../features/admin-accounting/BaseModelsPage"),
    "BaseModelsPage",
  ),
  adminBaseModelDetail: named(
    () => import("../features/admin-accounting/BaseModelDetailPage"),
    "BaseModelDetailPage",
  ),
  adminIndustries: named(
    () => import("../features/admin-accounting/IndustriesPage"),
    "IndustriesPage",
  ),
  adminStandards: named(
    () => import("../features/admin-accounting/IndustryStandardsPage"),
    "IndustryStandardsPage",
  ),
};

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

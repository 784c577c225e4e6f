// Renders a component as the app would: Chakra, mocked Apollo answers, i18n in a chosen
// language, a memory router at a path, and a signed-in session with the given codes.
import { ChakraProvider } from "@chakra-ui/react";
import { system } from "../app/theme";
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { render, type RenderResult } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { SessionContext, type Session, type SessionUser } from "../app/session";
import { Toaster } from "../components/ui/toaster";
import { i18n } from "../i18n";
import { hasPermission } from "../lib/permissions";

export interface RenderOptions {
  permissions?: string[];
  user?: Partial<SessionUser> | null;
  mocks?: MockedProviderProps["mocks"];
  path?: string;
  /** The route pattern the component is mounted at (defaults to `path`). */
  routePath?: string;
  language?: "en" | "zh-CN";
  session?: Partial<Session>;
}

/** Shows the router's current location, so tests can assert navigations. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const permissions = options.permissions ?? [];
  const user: SessionUser | null =
    options.user === null
      ? null
      : {
          username: "admin",
          realname: "Administrator",
          avatar: "",
          companyId: 1,
          permissions,
          roles: [],
          ePlatToken: null,
          mustChangePassword: false,
          ...options.user,
        };
  const session: Session = {
    token: user ? "test-token" : undefined,
    user,
    permissions,
    signedOut: false,
    hasPermission: (code) => hasPermission(permissions, code),
    signedIn: () => undefined,
    signOut: () => Promise.resolve(),
    ...options.session,
  };
  void i18n.changeLanguage(options.language ?? "en");
  const path = options.path ?? "/";
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={options.mocks ?? []}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={options.routePath ?? path.split("?")[0]} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SessionContext.Provider>
      </MockedProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>,
  );
}

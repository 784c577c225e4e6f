// The signed-in frame: sidebar, top bar (with the quick-create button) and the page, and the
// forced password change. The page title follows the route (SPEC §1 branding).
import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from "../../lib/constants";
import { useDocumentTitle } from "../branding";
import { findRoute, routeTitle } from "../routes";
import { useSession } from "../session";
import { SidebarProvider, useSidebar } from "../sidebar";
import { KeepAliveOutlet } from "./KeepAliveOutlet";
import { Navbar } from "./Navbar";
import { Sidebar } from "./Sidebar";

// The dialog (and its focus trap) is fetched only for a user who must change the password.
const ForcedPasswordChange = lazy(async () => ({
  default: (await import("./ForcedPasswordChange")).ForcedPasswordChange,
}));

function Frame() {
  const { opened, device, withoutAnimation } = useSidebar();
  const { user } = useSession();
  const offset = device === "mobile" ? 0 : opened ? SIDEBAR_WIDTH_PX : SIDEBAR_COLLAPSED_WIDTH_PX;
  return (
    <Box minHeight="100vh" bg="gray.50">
      <Sidebar />
      <Box
        marginInlineStart={`${offset}px`}
        transition={withoutAnimation ? "none" : "margin 0.28s"}
        minHeight="100vh"
      >
        <Navbar />
        {/* Nothing floats over the page: the quick-create button lives in the top bar. */}
        <Box as="main" padding={{ base: "3", md: "5" }}>
          <KeepAliveOutlet />
        </Box>
      </Box>
      {user?.mustChangePassword && (
        <Suspense fallback={null}>
          <ForcedPasswordChange />
        </Suspense>
      )}
    </Box>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const route = findRoute(pathname)?.route;
  useDocumentTitle(route ? t(`menu.${routeTitle(route, search)}`) : null);
  return (
    <SidebarProvider>
      <Frame />
    </SidebarProvider>
  );
}

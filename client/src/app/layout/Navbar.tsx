// The top bar (SPEC §2 Layout): menu toggle, breadcrumb, the quick-create button, language, the
// user's name and real name, and the avatar dropdown with home, the enterprise centre (code ct)
// and sign-out (confirmed). The two menus come in their own chunk (./NavbarMenus), fetched as the
// bar first renders; until then their buttons are drawn, and one pressed meanwhile opens its menu
// when it arrives.
import { Box, Breadcrumb, Flex, IconButton, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuMenu } from "react-icons/lu";
import { Link, useLocation } from "react-router-dom";
import { HOME_PATH } from "../navigation";
import { findRoute, routeTitle } from "../routes";
import { useSession } from "../session";
import { useSidebar } from "../sidebar";
import { LanguageButton, UserButton } from "./navbar-buttons";
import { QuickCreate } from "./QuickCreate";
import { UnreadBadge } from "../../features/online-messages/UnreadBadge";

const menus = () => import("./NavbarMenus");
const LanguageMenu = lazy(async () => ({ default: (await menus()).LanguageMenu }));
const UserMenu = lazy(async () => ({ default: (await menus()).UserMenu }));

function Crumbs() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const found = findRoute(pathname);
  if (!found) return null;
  const trail = [
    ...found.parents.map((parent) => parent.meta.title),
    routeTitle(found.route, search),
  ];
  const atHome = pathname === HOME_PATH;
  return (
    <Breadcrumb.Root aria-label={t("layout.breadcrumb")} size="sm" minWidth="0">
      <Breadcrumb.List flexWrap="nowrap">
        <Breadcrumb.Item>
          {atHome ? (
            <Breadcrumb.CurrentLink>{t("menu.home")}</Breadcrumb.CurrentLink>
          ) : (
            <Breadcrumb.Link asChild>
              <Link to={HOME_PATH}>{t("menu.home")}</Link>
            </Breadcrumb.Link>
          )}
        </Breadcrumb.Item>
        {!atHome &&
          trail.map((title, index) => (
            <Box key={title} display="contents">
              <Breadcrumb.Separator />
              <Breadcrumb.Item minWidth="0">
                {index === trail.length - 1 ? (
                  <Breadcrumb.CurrentLink truncate>{t(`menu.${title}`)}</Breadcrumb.CurrentLink>
                ) : (
                  <Text as="span" color="fg.muted" truncate>
                    {t(`menu.${title}`)}
                  </Text>
                )}
              </Breadcrumb.Item>
            </Box>
          ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

export function Navbar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { toggle } = useSidebar();
  const [pressed, setPressed] = useState<"language" | "user">();

  return (
    <Flex
      as="header"
      height="56px"
      alignItems="center"
      gap="3"
      paddingInline="3"
      bg="white"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <IconButton variant="ghost" size="sm" aria-label={t("layout.toggleSidebar")} onClick={toggle}>
        <LuMenu />
      </IconButton>
      <Box flex="1" minWidth="0">
        <Crumbs />
      </Box>
      <QuickCreate />
      {user && <UnreadBadge />}
      <Suspense fallback={<LanguageButton onClick={() => setPressed("language")} />}>
        <LanguageMenu openAtOnce={pressed === "language"} />
      </Suspense>
      {user && (
        <Flex
          direction="column"
          alignItems="flex-end"
          lineHeight="short"
          display={{ base: "none", sm: "flex" }}
        >
          <Text fontSize="sm" fontWeight="medium" data-testid="navbar-username">
            {user.username}
          </Text>
          <Text fontSize="xs" color="fg.muted" data-testid="navbar-realname">
            {user.realname}
          </Text>
        </Flex>
      )}
      <Suspense fallback={<UserButton onClick={() => setPressed("user")} />}>
        <UserMenu openAtOnce={pressed === "user"} />
      </Suspense>
    </Flex>
  );
}

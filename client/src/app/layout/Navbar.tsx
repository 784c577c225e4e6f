// The top bar (SPEC §2 Layout): menu toggle, breadcrumb, the quick-create button, language, the
// user's name and real name, and the avatar dropdown with home, the enterprise centre (code ct)
// and sign-out (confirmed).
import { Avatar, Box, Breadcrumb, Flex, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuLanguages, LuMenu } from "react-icons/lu";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { fileUrl } from "../../lib/url";
import { LANGUAGES, i18n } from "../../i18n";
import { HOME_PATH } from "../navigation";
import { findRoute, routeTitle } from "../routes";
import { useSession } from "../session";
import { useSidebar } from "../sidebar";
import { QuickCreate } from "./QuickCreate";
import { UnreadBadge } from "../../features/online-messages/UnreadBadge";

export const ENTERPRISE_CENTRE_PATH = "/co2info/company";

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

function LanguageMenu() {
  const { t } = useTranslation();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t("common.language")}>
          <LuLanguages />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {LANGUAGES.map((language) => (
              <Menu.Item
                key={language}
                value={language}
                onSelect={() => void i18n.changeLanguage(language)}
              >
                {t(`common.languages.${language}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function Navbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, hasPermission, signOut } = useSession();
  const { toggle } = useSidebar();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

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
      <LanguageMenu />
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
      <Menu.Root>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" rounded="full" aria-label={t("layout.userMenu")}>
            <Avatar.Root size="sm">
              <Avatar.Fallback name={user?.realname || user?.username || "?"} />
              {user?.avatar && <Avatar.Image src={fileUrl(user.avatar)} />}
            </Avatar.Root>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="home" onSelect={() => void navigate(HOME_PATH)}>
                {t("layout.home")}
              </Menu.Item>
              {hasPermission("ct") && (
                <Menu.Item
                  value="enterprise"
                  onSelect={() => void navigate(ENTERPRISE_CENTRE_PATH)}
                >
                  {t("layout.enterpriseCentre")}
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="logout" onSelect={() => setConfirmingLogout(true)}>
                {t("layout.logout")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirmingLogout}
        title={t("layout.logoutConfirmTitle")}
        confirmLabel={t("layout.logout")}
        onConfirm={() => signOut()}
        onClose={() => setConfirmingLogout(false)}
      >
        {t("layout.logoutConfirm")}
      </ConfirmDialog>
    </Flex>
  );
}

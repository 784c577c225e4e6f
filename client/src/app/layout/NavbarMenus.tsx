// The top bar's menus: the language menu, and the user's menu with home, the enterprise centre
// (code ct) and sign-out (confirmed). Fetched after the first page's script (Navbar.tsx); a menu
// whose button was pressed before it arrived opens at once.
import { Menu, Portal } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LANGUAGES, i18n } from "../../i18n";
import { HOME_PATH } from "../navigation";
import { useSession } from "../session";
import { LanguageButton, UserButton } from "./navbar-buttons";

export const ENTERPRISE_CENTRE_PATH = "/co2info/company";

export interface NavbarMenuProps {
  /** The button was pressed while the menu was on its way. */
  openAtOnce: boolean;
}

export function LanguageMenu({ openAtOnce }: NavbarMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root defaultOpen={openAtOnce}>
      <Menu.Trigger asChild>
        <LanguageButton />
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

export function UserMenu({ openAtOnce }: NavbarMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission, signOut } = useSession();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  return (
    <>
      <Menu.Root defaultOpen={openAtOnce}>
        <Menu.Trigger asChild>
          <UserButton />
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
    </>
  );
}

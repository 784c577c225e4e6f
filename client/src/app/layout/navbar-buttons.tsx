// The top bar's two menu buttons, drawn at once; their menus (./NavbarMenus) come in a chunk of
// their own right after the first page's script.
import { Avatar, IconButton, type IconButtonProps } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuLanguages } from "react-icons/lu";
import { fileUrl } from "../../lib/url";
import { useSession } from "../session";

export function LanguageButton(props: IconButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton variant="ghost" size="sm" aria-label={t("common.language")} {...props}>
      <LuLanguages />
    </IconButton>
  );
}

export function UserButton(props: IconButtonProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <IconButton variant="ghost" rounded="full" aria-label={t("layout.userMenu")} {...props}>
      <Avatar.Root size="sm">
        <Avatar.Fallback name={user?.realname || user?.username || "?"} />
        {user?.avatar && <Avatar.Image src={fileUrl(user.avatar)} />}
      </Avatar.Root>
    </IconButton>
  );
}

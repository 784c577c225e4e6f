// SPEC §4: a user still on the initial password is held in this dialog until the password is
// changed; the change signs the user out. The dialog cannot be dismissed.
import { Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PasswordForm } from "../../features/auth/PasswordForm";
import { useSession } from "../session";

export function ForcedPasswordChange() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user?.mustChangePassword) return null;
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("auth.mustChangeTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text marginBottom="4" color="fg.muted">
                {t("auth.mustChangeBody")}
              </Text>
              <PasswordForm />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

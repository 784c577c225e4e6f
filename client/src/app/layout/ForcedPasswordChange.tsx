// SPEC §4: a user still on the initial password is held in this dialog until the password is
// changed; the change signs the user out. The dialog cannot be dismissed. The layout renders it
// (and fetches it) only for such a user.
import { Dialog, Portal, Spinner, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

// The form (and the form library) is fetched only for a user who must change the password.
const PasswordForm = lazy(async () => ({
  default: (await import("../../features/auth/PasswordForm")).PasswordForm,
}));

export function ForcedPasswordChange() {
  const { t } = useTranslation();
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
              <Suspense fallback={<Spinner />}>
                <PasswordForm />
              </Suspense>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

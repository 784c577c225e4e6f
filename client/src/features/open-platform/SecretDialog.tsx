// The client id and its secret right after the client was created or its secret rotated: shown
// this once (the server keeps only a hash), each with a Copy button.
import { Alert, Button, Clipboard, Dialog, HStack, Input, Portal, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCheck, LuCopy } from "react-icons/lu";

export interface ShownSecret {
  name: string;
  clientId: string;
  secret: string;
}

export function SecretDialog({
  shown,
  onClose,
}: {
  shown: ShownSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={shown !== null}
      size="lg"
      lazyMount
      unmountOnExit
      // Only the button closes it: the secret is not to be dismissed by a stray click.
      closeOnInteractOutside={false}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {shown && t("openPlatform.clients.secretTitle", { name: shown.name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Description>{t("openPlatform.clients.secretWarning")}</Alert.Description>
                </Alert.Root>
                {shown && (
                  <>
                    <CopyValue
                      label={t("openPlatform.clients.clientIdLabel")}
                      value={shown.clientId}
                    />
                    <CopyValue label={t("openPlatform.clients.secretLabel")} value={shown.secret} />
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={onClose}>
                {t("openPlatform.clients.done")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Clipboard.Root value={value} timeout={2000}>
      <Clipboard.Label fontWeight="medium" fontSize="sm">
        {label}
      </Clipboard.Label>
      <HStack gap="2" marginTop="1">
        <Clipboard.Input asChild>
          <Input size="sm" readOnly fontFamily="mono" flex="1" />
        </Clipboard.Input>
        <Clipboard.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            aria-label={`${t("openPlatform.clients.copy")} ${label}`}
          >
            <Clipboard.Indicator copied={<LuCheck />}>
              <LuCopy />
            </Clipboard.Indicator>
            <Clipboard.Context>
              {(clipboard) =>
                clipboard.copied
                  ? t("openPlatform.clients.copied", { what: label })
                  : t("openPlatform.clients.copy")
              }
            </Clipboard.Context>
          </Button>
        </Clipboard.Trigger>
      </HStack>
    </Clipboard.Root>
  );
}

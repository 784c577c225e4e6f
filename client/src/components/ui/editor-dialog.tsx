// The frame of the case editor's dialogs: a modal whose content is mounted only while it is open,
// so each opening starts afresh (a new search, a form with the current values), with a close
// button in the corner.
import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function EditorDialog({
  open,
  size = "lg",
  onClose,
  children,
}: {
  open: boolean;
  size?: "lg" | "xl";
  onClose: () => void;
  /** Header, body and footer (Dialog.Header, Dialog.Body, Dialog.Footer), or a form of them. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      size={size}
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open && children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

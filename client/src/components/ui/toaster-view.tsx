// Chakra UI v3's toaster (the snippet `npx @chakra-ui/cli snippet add toaster` would write), in
// a chunk of its own: `toaster.tsx` fetches it with the first message.
import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from "@chakra-ui/react";
import { MESSAGE_DURATION_MS } from "../../lib/constants";

const toaster = createToaster({
  placement: "top",
  pauseOnPageIdle: true,
  duration: MESSAGE_DURATION_MS,
});

export function show(type: "error" | "success" | "info", message: string): void {
  toaster.create({ type, description: message, duration: MESSAGE_DURATION_MS });
}

export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} role={toast.type === "error" ? "alert" : "status"}>
            {toast.type === "loading" ? (
              <Spinner size="sm" color="blue.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

// The note on a screen that shows data it cannot change yet: plain words, not an error.
import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="info" variant="subtle" marginBottom="4" size="sm">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}

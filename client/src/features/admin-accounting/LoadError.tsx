// A screen's data that could not be loaded: the server's message and a retry.
import type { ErrorLike } from "@apollo/client";
import { Alert, Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/errors";

export function LoadError({ error, onRetry }: { error: ErrorLike; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" maxWidth="2xl" marginBottom="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("adminAccounting.loadFailed")}</Alert.Title>
        <Alert.Description>{errorMessage(error, t("common.hasError"))}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t("adminAccounting.retry")}
      </Button>
    </Alert.Root>
  );
}

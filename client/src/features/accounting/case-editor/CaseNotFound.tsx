// What the editor shows for a case that is missing from the address or cannot be read.
import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { REPOSITORY_PATH } from "../paths";

export function CaseNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t("accounting.editor.notFound")}</EmptyState.Title>
          <EmptyState.Description>{t("accounting.editor.notFoundBody")}</EmptyState.Description>
        </VStack>
        <Button size="sm" variant="outline" onClick={() => void navigate(REPOSITORY_PATH)}>
          <LuArrowLeft aria-hidden />
          {t("accounting.backToRepository")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

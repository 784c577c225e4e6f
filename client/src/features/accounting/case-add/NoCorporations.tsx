// A case belongs to a corporation: without any, the page says so and leads back.
import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { PageHeader } from "../../../components/ui/page-header";
import { REPOSITORY_PATH } from "../paths";

export function NoCorporations() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t("accounting.caseForm.title")} />
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{t("accounting.caseForm.noCorporations")}</EmptyState.Title>
            <EmptyState.Description>
              {t("accounting.caseForm.noCorporationsBody")}
            </EmptyState.Description>
          </VStack>
          <Button size="sm" variant="outline" onClick={() => void navigate(REPOSITORY_PATH)}>
            <LuArrowLeft aria-hidden />
            {t("accounting.backToRepository")}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}

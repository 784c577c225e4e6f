// What the model editor shows for a product missing from the address or not to be read.
import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { BRAND_LIST_PATH } from "../lca-products/paths";

export function ModelNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t("lcaModel.notFound")}</EmptyState.Title>
          <EmptyState.Description>{t("lcaModel.notFoundBody")}</EmptyState.Description>
        </VStack>
        <Button size="sm" variant="outline" onClick={() => void navigate(BRAND_LIST_PATH)}>
          <LuArrowLeft aria-hidden />
          {t("lcaModel.header.back")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

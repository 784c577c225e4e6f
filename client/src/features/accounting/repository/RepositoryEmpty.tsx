// The repository without corporations to show: none match the search, or none exist yet (with
// the first to create, for holders of aa01).
import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuBuilding2, LuPlus } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { Permission } from "../../../components/Permission";
import { ACCOUNTING_CODES, corporationEditPath } from "../paths";

export function RepositoryEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (filtered) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Title>{t("accounting.repository.noMatch")}</EmptyState.Title>
          <EmptyState.Description>{t("accounting.repository.noMatchHint")}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuBuilding2 />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t("accounting.repository.emptyTitle")}</EmptyState.Title>
          <EmptyState.Description>{t("accounting.repository.emptyBody")}</EmptyState.Description>
        </VStack>
        <Permission code={ACCOUNTING_CODES.edit}>
          <Button
            size="sm"
            colorPalette="teal"
            onClick={() => void navigate(corporationEditPath())}
          >
            <LuPlus aria-hidden />
            {t("accounting.repository.createFirst")}
          </Button>
        </Permission>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

// The page of a module not built yet: it names the module and says so, with nothing to click.
import { EmptyState, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuConstruction } from "react-icons/lu";

export function ModulePlaceholder({ module, title }: { module: string; title: string }) {
  const { t } = useTranslation();
  const moduleName = t(`modules.${module}`);
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuConstruction />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">
            {t("modules.notAvailableTitle", { module: moduleName })}
          </EmptyState.Title>
          <EmptyState.Description>
            {t(`menu.${title}`)} · {t("modules.notAvailableBody")}
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

// The editor's heading: the case, its corporation, the case settings and the way back.
import { Box, Button, Flex, HStack, Heading, Link, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuSettings } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import type { CaseEditor_CaseFragment } from "../../../__generated__/graphql";
import { Permission } from "../../../components/Permission";
import { CaseSettingsDialog } from "../CaseSettingsDialog";
import { ACCOUNTING_CODES, REPOSITORY_PATH, corporationEditPath } from "../paths";

export function CaseHeader({
  item,
  canEdit,
  onChanged,
}: {
  item: CaseEditor_CaseFragment;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <Flex
        alignItems="flex-start"
        justifyContent="space-between"
        gap="3"
        marginBottom="3"
        flexWrap="wrap"
      >
        <Box>
          <Heading as="h1" size="lg">
            {item.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <Link asChild colorPalette="teal">
              <RouterLink to={corporationEditPath(item.corporation.id)}>
                {item.corporation.name}
              </RouterLink>
            </Link>
          </Text>
        </Box>
        <HStack gap="2" flexWrap="wrap">
          <Permission code={ACCOUNTING_CODES.edit}>
            <Button size="sm" variant="outline" onClick={() => setSettingsOpen(true)}>
              <LuSettings aria-hidden />
              {t("accounting.caseSettings.open")}
            </Button>
          </Permission>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={REPOSITORY_PATH}>
              <LuArrowLeft aria-hidden />
              {t("accounting.backToRepository")}
            </RouterLink>
          </Button>
        </HStack>
      </Flex>
      {canEdit && (
        <CaseSettingsDialog
          open={settingsOpen}
          item={item}
          onClose={() => setSettingsOpen(false)}
          onSaved={onChanged}
        />
      )}
    </>
  );
}

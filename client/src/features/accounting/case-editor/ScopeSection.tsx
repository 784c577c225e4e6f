// One scope's heading and the processes that fall in it.
import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CaseEditor_ProcessFragment } from "../../../__generated__/graphql";

export function ScopeSection({
  scope,
  processes,
  render,
}: {
  scope: number;
  processes: readonly CaseEditor_ProcessFragment[];
  render: (process: CaseEditor_ProcessFragment) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby={`scope-${scope}-heading`}>
      <Heading as="h2" size="md" id={`scope-${scope}-heading`} marginBottom="2">
        {t(`accounting.scope.${scope}`)}
        <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal" marginInlineStart="2">
          {t(`accounting.scopeHelp.${scope}`)}
        </Text>
      </Heading>
      {processes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("accounting.editor.noProcessesInScope")}
        </Text>
      ) : (
        <Stack gap="3">{processes.map(render)}</Stack>
      )}
    </Box>
  );
}

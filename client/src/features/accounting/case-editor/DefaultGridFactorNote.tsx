// What "apply default factors" will give the case's purchased electricity, said before the user
// applies: the server's note names the grid factor (the corporation's province, else its
// regional grid, else the national average) and the year taken, in the reader's language.
// Shown inside the confirmation's text, so it is made of inline elements only.
import { Box, Spinner, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuPlugZap } from "react-icons/lu";
import { useCaseEditorDefaultGridFactorQuery } from "../../../__generated__/hooks";

export function DefaultGridFactorNote({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  // The corporation's province or the library may have changed since the editor opened.
  const { data, loading, error } = useCaseEditorDefaultGridFactorQuery({
    variables: { caseId },
    fetchPolicy: "network-only",
  });
  if (error) return null;
  const choice = data?.defaultGridFactor;
  return (
    <Box
      as="span"
      display="flex"
      gap="2"
      alignItems="flex-start"
      padding="3"
      borderRadius="md"
      borderWidth="1px"
      borderColor="blue.200"
      bg="blue.50"
      fontSize="sm"
      data-testid="default-grid-factor"
    >
      <Box as="span" color="blue.600" paddingTop="0.5" flexShrink={0}>
        {loading && !data ? <Spinner size="xs" /> : <LuPlugZap aria-hidden />}
      </Box>
      <Text as="span">
        {loading && !data
          ? t("accounting.editor.gridFactorLoading")
          : choice
            ? choice.note
            : t("accounting.editor.gridFactorNone")}
      </Text>
    </Box>
  );
}

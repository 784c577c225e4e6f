// What stops the current version from being calculated: each blocked line by name with the
// server's reason (in the reader's language), a button that takes the reader to the line; or a
// line saying the model is ready.
import { Alert, Box, Button, List, Spinner, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { LcaModelProblemsQuery } from "../../__generated__/graphql";

export type LineProblem = LcaModelProblemsQuery["lcaModelProblems"][number];

export interface ProblemsPanelProps {
  problems: readonly LineProblem[] | undefined;
  loading: boolean;
  /** Shows the line (lineId 0 is the model as a whole: nothing to show). */
  onShowLine: (lineId: number) => void;
}

export function ProblemsPanel({ problems, loading, onShowLine }: ProblemsPanelProps) {
  const { t } = useTranslation();
  if (!problems) {
    return loading ? <Spinner size="sm" aria-label={t("lcaModel.problems.checking")} /> : null;
  }
  if (problems.length === 0) {
    return (
      <Alert.Root status="success" size="sm" variant="subtle">
        <Alert.Indicator />
        <Alert.Title>{t("lcaModel.problems.ready")}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" size="sm" variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Title>{t("lcaModel.problems.title", { count: problems.length })}</Alert.Title>
        <Alert.Description>
          <List.Root as="ul" gap="1" marginTop="1" aria-label={t("lcaModel.problems.listLabel")}>
            {problems.map((problem, index) => (
              <List.Item key={`${problem.lineId}:${index}`} listStyleType="none">
                {problem.lineId > 0 ? (
                  <Button
                    variant="plain"
                    size="xs"
                    height="auto"
                    padding="0"
                    textDecoration="underline"
                    fontWeight="semibold"
                    onClick={() => onShowLine(problem.lineId)}
                  >
                    {problem.name}
                  </Button>
                ) : (
                  <Text as="span" fontWeight="semibold">
                    {problem.name}
                  </Text>
                )}
                <Text as="span" fontSize="sm">
                  {t("lcaModel.problems.reason", { reason: problem.reason })}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Box>
    </Alert.Root>
  );
}

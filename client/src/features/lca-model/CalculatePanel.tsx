// Calculating the current version: the Calculate button beside what blocks it (ProblemsPanel),
// then the background job's progress (cancel allowed) until it has finished. A refusal names
// the blocked lines; the list is read again so it shows them.
import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCalculator } from "react-icons/lu";
import type { JobProgress_JobFragment } from "../../__generated__/graphql";
import { useLcaModelCalculateMutation } from "../../__generated__/hooks";
import { notify } from "../../components/ui/toaster";
import { errorMessage } from "../../lib/errors";
import { JobProgress } from "../jobs/JobProgress";
import { ProblemsPanel, type LineProblem } from "./ProblemsPanel";

export interface RunningCalculation {
  calculationId: number;
  number: number;
  jobId: string;
  /** The job has finished: its outcome stays shown until the next calculation. */
  done?: boolean;
}

export interface CalculatePanelProps {
  productId: number;
  version: number;
  canCalculate: boolean;
  lineCount: number;
  problems: readonly LineProblem[] | undefined;
  problemsLoading: boolean;
  running: RunningCalculation | null;
  onShowLine: (lineId: number) => void;
  onStarted: (running: RunningCalculation) => void;
  onRefused: () => void;
  onFinished: (calculationId: number, job: JobProgress_JobFragment) => void;
}

export function CalculatePanel({
  productId,
  version,
  canCalculate,
  lineCount,
  problems,
  problemsLoading,
  running,
  onShowLine,
  onStarted,
  onRefused,
  onFinished,
}: CalculatePanelProps) {
  const { t } = useTranslation();
  const [calculate, { loading }] = useLcaModelCalculateMutation({ context: { formErrors: true } });
  const blocked = (problems?.length ?? 0) > 0 || lineCount === 0;

  const start = async () => {
    try {
      const answer = await calculate({ variables: { input: { productId } } });
      const calculation = answer.data?.calculateLcaProduct;
      if (calculation?.jobId) {
        onStarted({
          calculationId: calculation.id,
          number: calculation.number,
          jobId: calculation.jobId,
        });
      }
    } catch (error) {
      notify.error(errorMessage(error as Error, t("lcaModel.calculate.failed")));
      onRefused();
    }
  };

  return (
    <Box bg="white" borderWidth="1px" rounded="md" padding="4">
      <Stack gap="3">
        <Heading as="h2" size="sm">
          {t("lcaModel.calculate.heading", { version })}
        </Heading>
        {canCalculate && (
          <Button
            colorPalette="teal"
            onClick={() => void start()}
            loading={loading}
            disabled={blocked || Boolean(running && !running.done)}
          >
            <LuCalculator aria-hidden />
            {t("lcaModel.calculate.button")}
          </Button>
        )}
        {lineCount === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("lcaModel.calculate.noLines")}
          </Text>
        ) : (
          canCalculate && (
            <ProblemsPanel problems={problems} loading={problemsLoading} onShowLine={onShowLine} />
          )
        )}
        {running && (
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium">
              {t("lcaModel.calculate.running", { number: running.number })}
            </Text>
            <JobProgress
              key={running.jobId}
              jobId={running.jobId}
              onFinished={(job) => onFinished(running.calculationId, job)}
            />
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

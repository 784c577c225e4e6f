// The progress of one background job: its state, a bar with the step under way, a cancel button
// for its starter while it runs, and why it failed. What a finished job produced (an import's
// report) is the caller's to show, from `onFinished` or the job's result.
import { Alert, Badge, Box, Button, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { JobProgress_JobFragment } from "../../__generated__/graphql";
import { useCancelJobMutation } from "../../__generated__/hooks";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useJob } from "./use-job";

const STATUS_COLOUR: Record<string, string> = {
  queued: "gray",
  running: "blue",
  succeeded: "green",
  failed: "red",
  cancelled: "orange",
};

export interface JobProgressProps {
  jobId: string;
  /** Called once when the job has finished, whichever way. */
  onFinished?: (job: JobProgress_JobFragment) => void;
  /** Hides the cancel button (a job the viewer did not start). */
  cancellable?: boolean;
}

export function JobProgress({ jobId, onFinished, cancellable = true }: JobProgressProps) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) => t(`jobs.${key}`, options);
  const { job, error, done } = useJob(jobId);
  const [cancelJob] = useCancelJobMutation();
  const [confirming, setConfirming] = useState(false);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (job && done && reported.current !== job.id) {
      reported.current = job.id;
      onFinished?.(job);
    }
  }, [job, done, onFinished]);

  if (error && !job) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{k("loadFailed", { message: error.message })}</Alert.Description>
      </Alert.Root>
    );
  }
  if (!job) {
    return (
      <Progress.Root value={null} size="sm" colorPalette="teal" aria-label={k("status.queued")}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    );
  }

  const known = job.progressTotal > 0;
  const percent = known
    ? Math.min(100, Math.round((job.progressDone / job.progressTotal) * 100))
    : 0;
  const running = job.status === "queued" || job.status === "running";

  return (
    <Stack gap="2" role="status" aria-live="polite" data-testid="job-progress">
      <HStack justify="space-between">
        <Badge colorPalette={STATUS_COLOUR[job.status] ?? "gray"}>
          {k(`status.${job.status}`)}
        </Badge>
        {known && (
          <Text fontSize="sm" color="fg.muted">
            {k("progress", { done: job.progressDone, total: job.progressTotal })}
          </Text>
        )}
      </HStack>
      {running && (
        <Progress.Root
          value={known ? percent : null}
          size="sm"
          colorPalette="teal"
          aria-label={k(`status.${job.status}`)}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          {known && (
            <Progress.ValueText fontSize="xs">{k("percent", { percent })}</Progress.ValueText>
          )}
        </Progress.Root>
      )}
      {running && job.progressNote && (
        <Text fontSize="sm" color="fg.muted">
          {job.progressNote}
        </Text>
      )}
      {running && job.attempts > 1 && (
        <Text fontSize="xs" color="fg.muted">
          {k("attempt", { attempts: job.attempts })}
        </Text>
      )}
      {running && (
        <HStack justify="space-between">
          <Text fontSize="xs" color="fg.muted">
            {k("waitingHint")}
          </Text>
          {cancellable && (
            <Button size="xs" variant="outline" onClick={() => setConfirming(true)}>
              {k("cancel")}
            </Button>
          )}
        </HStack>
      )}
      {job.status === "failed" && job.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{job.error}</Alert.Description>
        </Alert.Root>
      )}
      {job.status === "cancelled" && (
        <Text fontSize="sm" color="fg.muted">
          {k("cancelled")}
        </Text>
      )}
      <Box>
        <ConfirmDialog
          open={confirming}
          title={k("cancelTitle")}
          confirmLabel={k("cancelConfirm")}
          destructive
          onConfirm={() => cancelJob({ variables: { id: job.id } })}
          onClose={() => setConfirming(false)}
        >
          {k("cancelQuestion")}
        </ConfirmDialog>
      </Box>
    </Stack>
  );
}

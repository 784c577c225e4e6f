// Follows a job the user started: reads it every second until it has finished, then stops.
import { useEffect } from "react";
import type { JobProgress_JobFragment } from "../../__generated__/graphql";
import { useJobQuery } from "../../__generated__/hooks";

export const JOB_POLL_MS = 1000;

const FINISHED = new Set(["succeeded", "failed", "cancelled"]);

export function jobFinished(job: Pick<JobProgress_JobFragment, "status"> | null | undefined) {
  return Boolean(job && FINISHED.has(job.status));
}

export function useJob(id: string | null | undefined) {
  const query = useJobQuery({
    variables: { id: id ?? "" },
    skip: !id,
    fetchPolicy: "network-only",
    pollInterval: JOB_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const job = query.data?.job ?? null;
  const done = jobFinished(job);
  const { stopPolling } = query;
  useEffect(() => {
    if (done) stopPolling();
  }, [done, stopPolling]);
  return { job, error: query.error, done };
}

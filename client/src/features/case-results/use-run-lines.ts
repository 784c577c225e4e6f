// Every result line of a run, for the gas stacks and the traces of totals: the lines are paged
// through 100 at a time (the server's largest page). A run never changes, so the pages are read
// from the cache when they are there.
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import {
  CaseResultsLinesDocument,
  type CaseResults_LineFragment,
} from "../../__generated__/graphql";

export const ALL_LINES_PAGE_SIZE = 100;

export interface RunLines {
  lines: CaseResults_LineFragment[];
  /** Lines loaded so far and the run's count (null until the first page answers). */
  loaded: number;
  total: number | null;
  loading: boolean;
  failed: boolean;
}

const EMPTY: RunLines = { lines: [], loaded: 0, total: null, loading: false, failed: false };

export function useRunLines(runId: number | null): RunLines {
  const client = useApolloClient();
  const [state, setState] = useState<{ runId: number | null; lines: RunLines }>({
    runId: null,
    lines: EMPTY,
  });

  useEffect(() => {
    if (runId === null) return;
    let cancelled = false;
    const page = async (number: number) => {
      const { data } = await client.query({
        query: CaseResultsLinesDocument,
        variables: { runId, page: number, pageSize: ALL_LINES_PAGE_SIZE },
      });
      if (!data) throw new Error("no data");
      return data.resultLines;
    };
    const load = async () => {
      const first = await page(1);
      const lines = [...first.items];
      const total = first.total;
      const pages = Math.ceil(total / ALL_LINES_PAGE_SIZE);
      for (let number = 2; number <= pages; number += 1) {
        if (cancelled) return;
        const loaded = { lines: [...lines], loaded: lines.length, total, loading: true };
        setState({ runId, lines: { ...loaded, failed: false } });
        lines.push(...(await page(number)).items);
      }
      if (cancelled) return;
      setState({
        runId,
        lines: { lines, loaded: lines.length, total, loading: false, failed: false },
      });
    };
    load().catch(() => {
      // The error link has shown the message; the views say the lines are missing.
      if (!cancelled) setState({ runId, lines: { ...EMPTY, failed: true } });
    });
    return () => {
      cancelled = true;
    };
  }, [client, runId]);

  // A different run than the one loaded: nothing yet (not the previous run's lines).
  if (runId === null) return EMPTY;
  return state.runId === runId ? state.lines : { ...EMPTY, loading: true };
}

// What the editor reads of a case: the case itself, its processes in scope order and every
// activity line grouped by process, and one reload of all of them after a server-side change.
import { useMemo } from "react";
import type { CaseEditor_ProcessFragment } from "../../../__generated__/graphql";
import { useCaseEditorCaseQuery, useCaseEditorProcessesQuery } from "../../../__generated__/hooks";
import type { Line } from "../line-edits";
import { useCaseLines } from "../use-case-lines";

export function useCaseData(caseId: number, onLinesReloaded: (lines: readonly Line[]) => void) {
  const caseQuery = useCaseEditorCaseQuery({ variables: { id: caseId } });
  const processesQuery = useCaseEditorProcessesQuery({ variables: { caseId } });
  const lines = useCaseLines(caseId);

  const processes = useMemo(
    () =>
      [...(processesQuery.data?.caseProcesses ?? [])].sort(
        (a, b) => a.scope - b.scope || a.sort - b.sort || a.id - b.id,
      ),
    [processesQuery.data],
  );
  const linesByProcess = useMemo(() => {
    const map = new Map<number, Line[]>();
    for (const line of lines.lines) {
      const group = map.get(line.processId);
      if (group) group.push(line);
      else map.set(line.processId, [line]);
    }
    return map;
  }, [lines.lines]);

  /** After lines were added, deleted or rewritten on the server. */
  const reloadAll = async () => {
    const fresh = await lines.reload();
    if (fresh) onLinesReloaded(fresh);
    await Promise.all([processesQuery.refetch(), caseQuery.refetch()]);
  };

  return {
    item: caseQuery.data?.case,
    caseFailed: Boolean(caseQuery.error),
    refetchCase: () => void caseQuery.refetch(),
    refetchProcesses: () => void processesQuery.refetch(),
    processesLoading: processesQuery.loading,
    processes,
    lines,
    linesByProcess,
    reloadAll,
  };
}

export type CaseData = ReturnType<typeof useCaseData>;
export type Process = CaseEditor_ProcessFragment;

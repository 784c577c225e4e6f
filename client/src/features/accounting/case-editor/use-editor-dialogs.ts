// Which of the editor's dialogs is open and what it is about: the factor picker (a line's factor
// or instrument, or new lines for a process), the entered factor, the dialogs that add lines or
// processes, the import, the deletions and the confirmations of the toolbar's actions.
import { useCallback, useState } from "react";
import { useDialogTarget } from "../../../components/ui/use-dialog-target";
import type { FactorKind } from "../../factors/FactorCell";
import type { Line } from "../line-edits";
import type { Process } from "./use-case-data";

export type PickerTarget = { kind: FactorKind; line: Line } | { kind: "lines"; process: Process };
export type FactorTarget = { kind: FactorKind; line: Line };
export type CaseAction = "discard" | "removeEmpty" | "defaults" | "calculate";

export function useEditorDialogs() {
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [customFor, setCustomFor] = useState<FactorTarget | null>(null);
  const customLine = useDialogTarget<Process>();
  const gasLine = useDialogTarget<Process>();
  const [addingProcess, setAddingProcess] = useState(false);
  const [addingTemplate, setAddingTemplate] = useState(false);
  const [importing, setImporting] = useState(false);
  const deletingLine = useDialogTarget<Line>();
  const deletingProcess = useDialogTarget<Process>();
  const [confirming, setConfirming] = useState<CaseAction | null>(null);

  // Stable, so the memoised rows of the table do not re-render.
  const pickFactorFor = useCallback(
    (line: Line, kind: FactorKind) => setPicker({ kind, line }),
    [],
  );
  const enterFactorFor = useCallback(
    (line: Line, kind: FactorKind) => setCustomFor({ kind, line }),
    [],
  );
  const { show: showDeleteLine } = deletingLine;
  // useDialogTarget's show only sets state, so the first one stays valid.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first show stays valid
  const askDeleteLine = useCallback((line: Line) => showDeleteLine(line), []);

  return {
    picker,
    pickLinesFor: (process: Process) => setPicker({ kind: "lines", process }),
    pickFactorFor,
    closePicker: () => setPicker(null),
    customFor,
    enterFactorFor,
    closeCustomFactor: () => setCustomFor(null),
    customLine,
    gasLine,
    addingProcess,
    setAddingProcess,
    addingTemplate,
    setAddingTemplate,
    importing,
    setImporting,
    deletingLine,
    askDeleteLine,
    deletingProcess,
    confirming,
    confirm: (action: CaseAction) => setConfirming(action),
    closeConfirm: () => setConfirming(null),
  };
}

export type EditorDialogs = ReturnType<typeof useEditorDialogs>;

// Save: every unsaved line change in one updateActivityLines. Lines that cannot be saved, by this
// screen's checks or the server's, are named and the first of them is shown.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCaseEditorSaveLinesMutation } from "../../../__generated__/hooks";
import { notify } from "../../../components/ui/toaster";
import { callErrors, errorAction, type CallError } from "../../../lib/errors";
import { toPatches, type Line } from "../line-edits";
import type { CaseLines } from "../use-case-lines";
import type { UnsavedEdits } from "./use-unsaved-edits";

export function useSaveLines({
  caseId,
  unsaved,
  lines,
  focusLine,
  onSaved,
}: {
  caseId: number;
  unsaved: UnsavedEdits;
  lines: CaseLines;
  focusLine: (lineId: number) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [saveLines] = useCaseEditorSaveLinesMutation({ context: { formErrors: true } });

  const showFailures = (error: unknown, patches: { id: number }[]) => {
    for (const failure of callErrors(error as Parameters<typeof callErrors>[0])) {
      if (errorAction(failure).kind !== "message") continue;
      const index = /^lines\.(\d+)/.exec(failure.field ?? "")?.[1];
      const lineId = index !== undefined ? patches[Number(index)]?.id : undefined;
      if (lineId) focusLine(lineId);
      notify.error(failureText(failure, lineId, lines.lines));
    }
  };

  /** Saves every unsaved change in one call; false when nothing could be saved. */
  const save = async (): Promise<boolean> => {
    const { invalid, edits } = unsaved;
    if (invalid.length > 0) {
      notify.error(t("accounting.editor.fixInvalid", { count: invalid.length }));
      focusLine(invalid[0]);
      return false;
    }
    const patches = toPatches(edits, lines.lines);
    if (patches.length === 0) {
      unsaved.discard();
      return true;
    }
    setSaving(true);
    try {
      const result = await saveLines({ variables: { input: { caseId, lines: patches } } });
      unsaved.rebase(lines.replace(result.data?.updateActivityLines ?? []));
      notify.success(t("accounting.editor.saved", { count: patches.length }));
      onSaved();
      return true;
    } catch (error) {
      showFailures(error, patches);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}

/** A save error with the line it concerns named, when the server's field points at one. */
function failureText(failure: CallError, lineId: number | undefined, lines: readonly Line[]) {
  const line = lineId ? lines.find((item) => item.id === lineId) : undefined;
  return line ? `${line.name}: ${failure.message}` : failure.message;
}

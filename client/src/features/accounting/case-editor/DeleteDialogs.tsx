// The confirmations of deleting a line or a process, which delete it on the server at once.
import { useTranslation } from "react-i18next";
import {
  useCaseEditorDeleteLinesMutation,
  useCaseEditorDeleteProcessMutation,
} from "../../../__generated__/hooks";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { notify } from "../../../components/ui/toaster";
import type { Locale } from "../../../lib/format";
import type { Line, LineEdits } from "../line-edits";
import { localName } from "../../reference/reference";
import type { EditorDialogs } from "./use-editor-dialogs";

export function DeleteDialogs({
  caseId,
  dialogs,
  edits,
  linesByProcess,
  locale,
  onDeleted,
}: {
  caseId: number;
  dialogs: EditorDialogs;
  edits: LineEdits;
  linesByProcess: ReadonlyMap<number, readonly Line[]>;
  locale: Locale;
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [deleteLines] = useCaseEditorDeleteLinesMutation();
  const [deleteProcess] = useCaseEditorDeleteProcessMutation();
  const { deletingLine, deletingProcess } = dialogs;
  return (
    <>
      <ConfirmDialog
        open={deletingLine.open}
        title={t("accounting.line.deleteTitle")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={async () => {
          const line = deletingLine.target;
          if (!line) return;
          await deleteLines({ variables: { input: { caseId, ids: [line.id] } } });
          notify.success(t("accounting.line.deleted", { name: line.name }));
          await onDeleted();
        }}
        onClose={deletingLine.close}
      >
        {deletingLine.target &&
          (edits[deletingLine.target.id]
            ? t("accounting.line.deleteConfirmUnsaved", { name: deletingLine.target.name })
            : t("accounting.line.deleteConfirm", { name: deletingLine.target.name }))}
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingProcess.open}
        title={t("accounting.process.deleteTitle")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={async () => {
          const process = deletingProcess.target;
          if (!process) return;
          await deleteProcess({ variables: { id: process.id } });
          notify.success(t("accounting.process.deleted", { name: localName(process, locale) }));
          await onDeleted();
        }}
        onClose={deletingProcess.close}
      >
        {deletingProcess.target &&
          t("accounting.process.deleteConfirm", {
            name: localName(deletingProcess.target, locale),
            count: linesByProcess.get(deletingProcess.target.id)?.length ?? 0,
          })}
      </ConfirmDialog>
    </>
  );
}

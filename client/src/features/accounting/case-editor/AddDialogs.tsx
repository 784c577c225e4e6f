// The dialogs that add to the case: a line the user describes, a greenhouse-gas line, a process,
// a template's processes, and an imported workbook of activity data.
import type { CaseEditor_CaseFragment } from "../../../__generated__/graphql";
import type { Locale } from "../../../lib/format";
import { CustomLineDialog } from "../CustomLineDialog";
import { GasLineDialog } from "../GasLineDialog";
import { ImportDialog } from "../ImportDialog";
import { AddProcessDialog, TemplateProcessesDialog } from "../ProcessDialogs";
import { localName } from "../../reference/reference";
import type { Process } from "./use-case-data";
import type { EditorDialogs } from "./use-editor-dialogs";

/** The process a line dialog adds to, named in the interface language. */
const lineTarget = (process: Process | null, locale: Locale) =>
  process ? { id: process.id, caseId: process.caseId, name: localName(process, locale) } : null;

export function AddDialogs({
  caseId,
  item,
  dialogs,
  locale,
  onLinesChanged,
  onProcessAdded,
}: {
  caseId: number;
  item: CaseEditor_CaseFragment;
  dialogs: EditorDialogs;
  locale: Locale;
  onLinesChanged: () => void;
  onProcessAdded: () => void;
}) {
  const { customLine, gasLine } = dialogs;
  return (
    <>
      <CustomLineDialog
        open={customLine.open}
        process={lineTarget(customLine.target, locale)}
        onClose={customLine.close}
        onAdded={onLinesChanged}
      />
      <GasLineDialog
        open={gasLine.open}
        process={lineTarget(gasLine.target, locale)}
        gwpSet={item.gwpSet}
        onClose={gasLine.close}
        onAdded={onLinesChanged}
      />
      <AddProcessDialog
        open={dialogs.addingProcess}
        caseId={caseId}
        onClose={() => dialogs.setAddingProcess(false)}
        onAdded={onProcessAdded}
      />
      <TemplateProcessesDialog
        open={dialogs.addingTemplate}
        caseId={caseId}
        defaultTemplateId={item.templateId ?? null}
        onClose={() => dialogs.setAddingTemplate(false)}
        onAdded={onLinesChanged}
      />
      <ImportDialog
        open={dialogs.importing}
        caseId={caseId}
        onClose={() => dialogs.setImporting(false)}
        onImported={onLinesChanged}
      />
    </>
  );
}

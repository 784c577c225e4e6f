// The activity tab: the toolbar, a failed calculation's lines, the buttons that add processes
// and the processes with their lines.
import { Alert, Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuLayers, LuPlus } from "react-icons/lu";
import { localName, type Reference } from "../../reference/reference";
import { linesWithoutAmount } from "../line-edits";
import { CalculationErrors } from "./CalculationErrors";
import { EditorToolbar } from "./EditorToolbar";
import { ProcessList } from "./ProcessList";
import type { Calculation, LineError } from "./use-calculation";
import type { CaseData } from "./use-case-data";
import type { EditorDialogs } from "./use-editor-dialogs";
import type { EditorView } from "./use-editor-view";
import type { ShownFactors } from "./use-shown-factors";
import type { UnsavedEdits } from "./use-unsaved-edits";

export function ActivityTab({
  data,
  reference,
  canEdit,
  unsaved,
  shown,
  view,
  dialogs,
  calculation,
  saving,
  exporting,
  onSave,
  onExport,
}: {
  data: CaseData;
  reference: Reference;
  canEdit: boolean;
  unsaved: UnsavedEdits;
  shown: ShownFactors;
  view: EditorView;
  dialogs: EditorDialogs;
  calculation: Calculation;
  saving: boolean;
  exporting: boolean;
  onSave: () => void;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  const { lines, processes } = data;
  const { dirty } = unsaved;

  // Unsaved changes are saved first, or the calculation would not see them.
  const askCalculate = () => {
    if (dirty > 0) dialogs.confirm("calculate");
    else void calculation.calculate();
  };
  const lineLabel = (error: LineError) => {
    const line = lines.lines.find((candidate) => candidate.id === error.lineId);
    const process = processes.find((candidate) => candidate.id === line?.processId);
    return line && process ? `${localName(process, reference.locale)} / ${line.name}` : null;
  };

  return (
    <>
      <EditorToolbar
        canEdit={canEdit}
        dirty={dirty}
        toFill={linesWithoutAmount(lines.lines).length}
        saving={saving}
        calculating={calculation.calculating}
        exporting={exporting}
        onSave={onSave}
        onDiscard={() => dialogs.confirm("discard")}
        onCalculate={askCalculate}
        onApplyDefaults={() => dialogs.confirm("defaults")}
        onRemoveEmpty={() => dialogs.confirm("removeEmpty")}
        onExport={onExport}
        onImport={() => dialogs.setImporting(true)}
      />

      {calculation.errors && calculation.errors.length > 0 && (
        <CalculationErrors
          errors={calculation.errors}
          lineLabel={lineLabel}
          onShow={view.focusLine}
          onClose={calculation.dismissErrors}
        />
      )}

      {lines.failed && (
        <Alert.Root status="error" marginBottom="3">
          <Alert.Indicator />
          <Alert.Title>{t("accounting.editor.linesFailed")}</Alert.Title>
          <Button
            size="xs"
            variant="outline"
            marginInlineStart="auto"
            onClick={() => void lines.reload()}
          >
            {t("accounting.editor.retry")}
          </Button>
        </Alert.Root>
      )}

      {canEdit && (
        <HStack gap="2" marginBottom="3" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => dialogs.setAddingProcess(true)}>
            <LuPlus aria-hidden />
            {t("accounting.process.addTitle")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => dialogs.setAddingTemplate(true)}>
            <LuLayers aria-hidden />
            {t("accounting.process.templateTitle")}
          </Button>
        </HStack>
      )}

      <ProcessList
        data={data}
        reference={reference}
        canEdit={canEdit}
        unsaved={unsaved}
        highlight={view.highlight}
        factorOf={shown.factorOf}
        marketFactorOf={shown.marketFactorOf}
        dialogs={dialogs}
      />
    </>
  );
}

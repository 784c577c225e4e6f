// The factor picker (a line's factor or instrument, or library factors as new lines of a process)
// and the dialog of a factor the user enters for a line.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import {
  useCaseEditorAddLibraryLinesMutation,
  useCaseEditorCaseQuery,
  useCaseEditorProcessesQuery,
} from "../../../__generated__/hooks";
import { notify } from "../../../components/ui/toaster";
import type { Locale } from "../../../lib/format";
import { CustomFactorDialog } from "../CustomLineDialog";
import { FactorPickerDialog } from "../../factors/FactorPickerDialog";
import type { PickedFactor } from "../../factors/FactorSearch";
import { currentValues, type CustomFactorValue } from "../line-edits";
import { localName } from "../../reference/reference";
import { idParam } from "../paths";
import { searchStarts } from "./picker-context";
import type { EditorDialogs } from "./use-editor-dialogs";
import type { UnsavedEdits } from "./use-unsaved-edits";

export function FactorDialogs({
  dialogs,
  unsaved,
  locale,
  onLinesAdded,
}: {
  dialogs: EditorDialogs;
  unsaved: UnsavedEdits;
  locale: Locale;
  onLinesAdded: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [addLibraryLines] = useCaseEditorAddLibraryLinesMutation();
  const { picker, customFor } = dialogs;
  const { edits } = unsaved;
  // The case and its processes, as the editor has loaded them: the line's context.
  const [params] = useSearchParams();
  const caseId = idParam(params.get("caseId")) ?? 0;
  const theCase = useCaseEditorCaseQuery({
    variables: { id: caseId },
    fetchPolicy: "cache-first",
    skip: !caseId,
  }).data?.case;
  const processes = useCaseEditorProcessesQuery({
    variables: { caseId },
    fetchPolicy: "cache-first",
    skip: !caseId,
  }).data?.caseProcesses;
  const lineProcess =
    picker && picker.kind !== "lines"
      ? processes?.find((process) => process.id === picker.line.processId)
      : undefined;
  const starts =
    picker && picker.kind !== "lines" && theCase && lineProcess
      ? searchStarts({
          lineName: currentValues(picker.line, edits).name,
          processName: `${lineProcess.name} ${lineProcess.nameEn}`,
          scope: lineProcess.scope,
          kind: picker.kind,
          year: theCase.year,
          province: theCase.corporation?.province ?? null,
        })
      : [];

  const pickFactor = (factor: PickedFactor) => {
    if (!picker || picker.kind === "lines") return;
    unsaved.pickFactor(picker.line, picker.kind, factor);
  };

  const applyCustomFactor = (factor: CustomFactorValue) => {
    if (!customFor) return;
    unsaved.enterFactor(customFor.line, customFor.kind, factor);
  };

  const addLines = async (factors: PickedFactor[]) => {
    if (!picker || picker.kind !== "lines") return;
    await addLibraryLines({
      variables: {
        input: {
          caseId: picker.process.caseId,
          processId: picker.process.id,
          lines: factors.map((factor) => ({ factorId: factor.id })),
        },
      },
    });
    notify.success(t("accounting.editor.linesAdded", { count: factors.length }));
    await onLinesAdded();
  };

  return (
    <>
      <FactorPickerDialog
        open={picker !== null}
        onClose={dialogs.closePicker}
        title={
          picker === null
            ? ""
            : picker.kind === "lines"
              ? t("accounting.picker.addTitle", { process: localName(picker.process, locale) })
              : picker.kind === "market"
                ? t("accounting.picker.marketTitle", { name: picker.line.name })
                : t("accounting.picker.factorTitle", { name: picker.line.name })
        }
        mode={picker?.kind === "lines" ? "multi" : "single"}
        unitId={picker && picker.kind !== "lines" ? currentValues(picker.line, edits).unitId : null}
        onPick={pickFactor}
        onAdd={addLines}
        starts={starts}
      />
      <CustomFactorDialog
        target={
          customFor && {
            kind: customFor.kind,
            lineName: customFor.line.name,
            lineUnitId: currentValues(customFor.line, edits).unitId,
            factor: currentValues(customFor.line, edits)[
              customFor.kind === "factor" ? "customFactor" : "marketCustomFactor"
            ],
          }
        }
        onClose={dialogs.closeCustomFactor}
        onApply={applyCustomFactor}
      />
    </>
  );
}

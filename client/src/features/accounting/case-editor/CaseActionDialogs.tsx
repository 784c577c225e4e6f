// The confirmations of the toolbar's whole-case actions: discarding the unsaved changes, removing
// the lines without an amount, applying the default factors, and saving before a calculation.
import { Checkbox, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useCaseEditorApplyDefaultFactorsMutation,
  useCaseEditorRemoveUnneededLinesMutation,
} from "../../../__generated__/hooks";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { notify } from "../../../components/ui/toaster";
import { linesWithoutAmount, type Line } from "../line-edits";
import { DefaultGridFactorNote } from "./DefaultGridFactorNote";
import type { EditorDialogs } from "./use-editor-dialogs";

export function CaseActionDialogs({
  caseId,
  dialogs,
  dirty,
  lines,
  onDiscard,
  onSaveAndCalculate,
  onLinesChanged,
}: {
  caseId: number;
  dialogs: EditorDialogs;
  /** How many lines have unsaved changes. */
  dirty: number;
  lines: readonly Line[];
  onDiscard: () => void;
  onSaveAndCalculate: () => Promise<void>;
  onLinesChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [removeUnneeded] = useCaseEditorRemoveUnneededLinesMutation();
  const [applyDefaults] = useCaseEditorApplyDefaultFactorsMutation();
  const [overwriteDefaults, setOverwriteDefaults] = useState(false);
  const { confirming, closeConfirm } = dialogs;
  const emptyLines = linesWithoutAmount(lines);
  return (
    <>
      <ConfirmDialog
        open={confirming === "discard"}
        title={t("accounting.editor.discardTitle")}
        confirmLabel={t("accounting.editor.discard")}
        destructive
        onConfirm={onDiscard}
        onClose={closeConfirm}
      >
        {t("accounting.editor.discardConfirm", { count: dirty })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "removeEmpty"}
        title={t("accounting.workflow.toFill.removeTitle")}
        confirmLabel={t("accounting.workflow.toFill.remove")}
        destructive
        onConfirm={async () => {
          if (emptyLines.length === 0) return;
          const result = await removeUnneeded({ variables: { caseId } });
          notify.success(
            t("accounting.editor.removed", { count: result.data?.removeUnneededLines ?? 0 }),
          );
          await onLinesChanged();
        }}
        onClose={closeConfirm}
      >
        {emptyLines.length === 0
          ? t("accounting.editor.removeEmptyNone")
          : t("accounting.workflow.toFill.removeConfirm", { count: emptyLines.length })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "defaults"}
        title={t("accounting.editor.applyDefaults")}
        confirmLabel={t("accounting.editor.apply")}
        onConfirm={async () => {
          const result = await applyDefaults({
            variables: { caseId, overwrite: overwriteDefaults },
          });
          notify.success(
            t("accounting.editor.defaultsApplied", {
              count: result.data?.applyDefaultFactors ?? 0,
            }),
          );
          setOverwriteDefaults(false);
          await onLinesChanged();
        }}
        onClose={closeConfirm}
      >
        <Stack as="span" gap="3" display="flex">
          <span>{t("accounting.editor.applyDefaultsHelp")}</span>
          {confirming === "defaults" && <DefaultGridFactorNote caseId={caseId} />}
          <Checkbox.Root
            size="sm"
            colorPalette="teal"
            checked={overwriteDefaults}
            onCheckedChange={(details) => setOverwriteDefaults(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("accounting.editor.overwrite")}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "calculate"}
        title={t("accounting.editor.calculateTitle")}
        confirmLabel={t("accounting.editor.saveAndCalculate")}
        onConfirm={onSaveAndCalculate}
        onClose={closeConfirm}
      >
        {t("accounting.editor.calculateConfirm", { count: dirty })}
      </ConfirmDialog>
    </>
  );
}

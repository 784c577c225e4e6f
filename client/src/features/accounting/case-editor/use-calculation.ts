// Calculate: runs the case's calculation and keeps a failed run's line errors until dismissed.
// A run that succeeded shows the results; one that failed, the lines that stopped it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CaseEditorCalculateMutation } from "../../../__generated__/graphql";
import { useCaseEditorCalculateMutation } from "../../../__generated__/hooks";
import { notify } from "../../../components/ui/toaster";
import { formatCo2e } from "../../../lib/emissions";
import type { Locale } from "../../../lib/format";
import type { EditorView } from "./use-editor-view";

export type LineError = CaseEditorCalculateMutation["calculateCase"]["errors"][number];

export function useCalculation({
  caseId,
  locale,
  view,
  onCalculated,
}: {
  caseId: number;
  locale: Locale;
  view: EditorView;
  onCalculated: () => void;
}) {
  const { t } = useTranslation();
  const [calculating, setCalculating] = useState(false);
  const [errors, setErrors] = useState<readonly LineError[] | null>(null);
  const [calculateCase] = useCaseEditorCalculateMutation();

  const calculate = async () => {
    setCalculating(true);
    setErrors(null);
    view.clearHighlight();
    try {
      const result = await calculateCase({ variables: { caseId } });
      const run = result.data?.calculateCase;
      if (!run) return;
      onCalculated();
      if (run.status === "succeeded") {
        notify.success(
          t("accounting.editor.calculated", { total: formatCo2e(run.totalKg, locale) }),
        );
        view.setTab("results");
      } else {
        setErrors(run.errors);
        view.setTab("activity");
      }
    } catch {
      // The error link has shown the message.
    } finally {
      setCalculating(false);
    }
  };

  return { calculating, errors, calculate, dismissErrors: () => setErrors(null) };
}

export type Calculation = ReturnType<typeof useCalculation>;

// Where the editor looks: the tab shown and the line picked out, which a failed save or
// calculation moves to the line it concerns.
import { useState } from "react";
import { lineRowId } from "../LineTable";

export interface EditorView {
  tab: string;
  setTab: (tab: string) => void;
  highlight: number | null;
  clearHighlight: () => void;
  /** Shows a line's row on the activity tab, picked out, with its first control focused. */
  focusLine: (lineId: number) => void;
}

export function useEditorView(): EditorView {
  const [tab, setTab] = useState<string>("activity");
  const [highlight, setHighlight] = useState<number | null>(null);

  const focusLine = (lineId: number) => {
    setTab("activity");
    setHighlight(lineId);
    // After the tab shows the table.
    setTimeout(() => {
      const row = document.getElementById(lineRowId(lineId));
      row?.scrollIntoView?.({ behavior: "smooth", block: "center" });
      // The amount is what most blocking lines lack; the first control otherwise.
      const target =
        row?.querySelector<HTMLElement>("input[inputmode=decimal]") ??
        row?.querySelector<HTMLElement>("input, select, button");
      target?.focus({ preventScroll: true });
    }, 50);
  };

  return { tab, setTab, highlight, clearHighlight: () => setHighlight(null), focusLine };
}

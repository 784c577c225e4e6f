// The case's unsaved line edits (line-edits.ts holds their rules) and the library factors picked
// for them, which the table shows before the server has them. Save, discard and reloads move the
// edits on; `isDirty` reads them at the moment it is called, for the leave guard.
import { useCallback, useRef, useState } from "react";
import type { FactorDetails_FactorFragment } from "../../../__generated__/graphql";
import type { FactorKind } from "../../factors/FactorCell";
import type { PickedFactor } from "../../factors/FactorSearch";
import {
  NO_EDITS,
  currentValues,
  customFactorChange,
  dirtyCount,
  editLine,
  factorChange,
  invalidLineIds,
  marketChange,
  rebaseEdits,
  type CustomFactorValue,
  type Line,
  type LineChange,
  type LineEdits,
} from "../line-edits";

export type PickedFactors = ReadonlyMap<number, FactorDetails_FactorFragment>;

export interface UnsavedEdits {
  edits: LineEdits;
  picked: PickedFactors;
  /** How many lines have unsaved changes. */
  dirty: number;
  /** Lines whose changes cannot be saved as they are. */
  invalid: number[];
  isDirty: () => boolean;
  edit: (line: Line, change: LineChange) => void;
  /** A library factor (or market-based instrument) chosen for a line. */
  pickFactor: (line: Line, kind: FactorKind, factor: PickedFactor) => void;
  /** A factor (or instrument) the user entered for a line. */
  enterFactor: (line: Line, kind: FactorKind, factor: CustomFactorValue) => void;
  /** Keeps only the edits that still differ from the server's lines. */
  rebase: (lines: readonly Line[]) => void;
  discard: () => void;
}

export function useUnsavedEdits(): UnsavedEdits {
  const [edits, setEdits] = useState<LineEdits>(NO_EDITS);
  const editsRef = useRef(edits);
  editsRef.current = edits;
  const isDirty = useCallback(() => dirtyCount(editsRef.current) > 0, []);
  const [picked, setPicked] = useState<PickedFactors>(new Map());

  // Stable, so the memoised rows of the table do not re-render for each keystroke elsewhere.
  const edit = useCallback(
    (line: Line, change: LineChange) => setEdits((current) => editLine(current, line, change)),
    [],
  );
  const rebase = useCallback(
    (lines: readonly Line[]) => setEdits((current) => rebaseEdits(current, lines)),
    [],
  );
  const discard = useCallback(() => setEdits(NO_EDITS), []);

  const pickFactor = (line: Line, kind: FactorKind, factor: PickedFactor) => {
    setPicked((current) => new Map(current).set(factor.id, factor));
    setEdits((current) =>
      editLine(
        current,
        line,
        kind === "factor"
          ? factorChange(currentValues(line, current), factor)
          : marketChange(factor),
      ),
    );
  };

  const enterFactor = (line: Line, kind: FactorKind, factor: CustomFactorValue) =>
    setEdits((current) =>
      editLine(
        current,
        line,
        kind === "factor"
          ? customFactorChange(currentValues(line, current), factor)
          : marketChange(factor),
      ),
    );

  return {
    edits,
    picked,
    dirty: dirtyCount(edits),
    invalid: invalidLineIds(edits),
    isDirty,
    edit,
    pickFactor,
    enterFactor,
    rebase,
    discard,
  };
}

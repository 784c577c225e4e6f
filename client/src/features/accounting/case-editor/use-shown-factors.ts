// The factor and market-based instrument each line shows: its unsaved choice over the server's.
import { useMemo } from "react";
import type { FactorDetails_FactorFragment } from "../../../__generated__/graphql";
import type { Locale } from "../../../lib/format";
import type { FactorKind } from "../../factors/FactorCell";
import { customFactor, libraryFactor, type DisplayFactor } from "../../factors/FactorDetails";
import type { CustomFactorValue, Line, LineEdits } from "../line-edits";
import type { PickedFactors } from "./use-unsaved-edits";

type ShownFactor = (line: Line) => DisplayFactor | null;

export interface ShownFactors {
  factorOf: ShownFactor;
  marketFactorOf: ShownFactor;
}

export function useShownFactors(
  edits: LineEdits,
  picked: PickedFactors,
  locale: Locale,
): ShownFactors {
  // One display object per factor object (the cache's, or an unsaved custom factor), so
  // unchanged rows see the same props and skip rendering (LineTable's rows are memoized).
  const display = useMemo(() => {
    const cache = new WeakMap<object, DisplayFactor>();
    return (
      factor: FactorDetails_FactorFragment | NonNullable<Line["customFactor"]> | CustomFactorValue,
    ): DisplayFactor => {
      let shown = cache.get(factor);
      if (!shown) {
        shown = "id" in factor ? libraryFactor(factor, locale) : customFactor(factor);
        cache.set(factor, shown);
      }
      return shown;
    };
  }, [locale]);

  const shownFactor = (line: Line, kind: FactorKind): DisplayFactor | null => {
    const change = edits[line.id];
    const [idField, customField, library] =
      kind === "factor"
        ? (["factorId", "customFactor", line.factor] as const)
        : (["marketFactorId", "marketCustomFactor", line.marketFactor] as const);
    const id = change?.[idField] !== undefined ? change[idField] : line[idField];
    if (id !== null && id !== undefined) {
      const factor = picked.get(id) ?? (library?.id === id ? library : undefined);
      return factor ? display(factor) : null;
    }
    const custom = change?.[customField] !== undefined ? change[customField] : line[customField];
    return custom ? display(custom) : null;
  };
  return {
    factorOf: (line) => shownFactor(line, "factor"),
    marketFactorOf: (line) => shownFactor(line, "market"),
  };
}

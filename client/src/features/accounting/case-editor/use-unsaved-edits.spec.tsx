import { act, renderHook } from "@testing-library/react";
import type { PickedFactor } from "../../factors/FactorSearch";
import type { CustomFactorValue } from "../line-edits";
import { lineFixture } from "../test-fixtures";
import { useShownFactors } from "./use-shown-factors";
import { useUnsavedEdits } from "./use-unsaved-edits";

/** The hooks as the editor combines them: the edits, and the factors the lines show. */
function useEditor() {
  const unsaved = useUnsavedEdits();
  const shown = useShownFactors(unsaved.edits, unsaved.picked, "en");
  return { unsaved, shown };
}

// Diesel as the 2013 NDRC guideline lists it, measured per GJ (unit 11).
const DIESEL: PickedFactor = {
  id: 34,
  code: "F-34",
  name: "柴油",
  nameEn: "Diesel",
  synonyms: [],
  unitId: 11,
  gases: [{ gas: "CO2", value: 3145.8 }],
  ncv: null,
  carbonContent: null,
  oxidation: null,
  region: "CN",
  year: 2013,
  source: "NDRC guideline (2013)",
  sourceUrl: null,
  retired: false,
  proxy: false,
  dataQuality: null,
  dataQualityEn: null,
};

const SUPPLIER: CustomFactorValue = {
  name: "Supplier's declared factor",
  unitId: 10,
  gases: [{ gas: "CO2", value: 2.1 }],
  source: "Supplier declaration 2024",
  ncv: null,
  carbonContent: null,
  oxidation: null,
};

describe("useUnsavedEdits", () => {
  it("counts a changed line as unsaved until its value is set back to the server's", () => {
    const line = lineFixture(1, { amount: 40 });
    const { result } = renderHook(useEditor);

    act(() => result.current.unsaved.edit(line, { amount: 150 }));
    expect(result.current.unsaved.dirty).toBe(1);
    expect(result.current.unsaved.isDirty()).toBe(true);

    act(() => result.current.unsaved.edit(line, { amount: 40 }));
    expect(result.current.unsaved.dirty).toBe(0);
    expect(result.current.unsaved.isDirty()).toBe(false);
  });

  it("shows a picked library factor on its line before the line is saved", () => {
    // No amount yet: the line takes the factor's unit.
    const line = lineFixture(1);
    const { result } = renderHook(useEditor);

    act(() => result.current.unsaved.pickFactor(line, "factor", DIESEL));

    expect(result.current.unsaved.edits[1]).toEqual({ factorId: 34, unitId: 11 });
    expect(result.current.shown.factorOf(line)?.name).toBe("Diesel");
    expect(result.current.shown.marketFactorOf(line)).toBeNull();
  });

  it("replaces a line's library factor with a factor the user enters", () => {
    const line = lineFixture(1, { amount: 40, factorId: 34 });
    const { result } = renderHook(useEditor);

    act(() => result.current.unsaved.enterFactor(line, "factor", SUPPLIER));

    expect(result.current.unsaved.edits[1]).toEqual({ customFactor: SUPPLIER, factorId: null });
    expect(result.current.shown.factorOf(line)).toMatchObject({
      kind: "custom",
      name: "Supplier's declared factor",
    });
  });

  it("keeps after a reload only the changes the server's lines do not have yet", () => {
    const first = lineFixture(1, { amount: 40 });
    const second = lineFixture(2, { amount: 10 });
    const { result } = renderHook(useEditor);
    act(() => {
      result.current.unsaved.edit(first, { amount: 150 });
      result.current.unsaved.edit(second, { amount: 20 });
    });

    // Another tab saved the first line's change; the second line is as it was.
    act(() => result.current.unsaved.rebase([{ ...first, amount: 150 }, second]));

    expect(result.current.unsaved.edits).toEqual({ 2: { amount: 20 } });
  });

  it("forgets every change on discard", () => {
    const line = lineFixture(1, { amount: 40 });
    const { result } = renderHook(useEditor);
    act(() => result.current.unsaved.edit(line, { amount: 150, remark: "meter read twice" }));

    act(() => result.current.unsaved.discard());

    expect(result.current.unsaved.dirty).toBe(0);
    expect(result.current.unsaved.edits).toEqual({});
  });
});

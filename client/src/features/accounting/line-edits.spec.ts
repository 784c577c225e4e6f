import {
  NO_EDITS,
  combustionAvailable,
  combustionInUse,
  convertsTo,
  currentValues,
  customFactorChange,
  dirtyCount,
  editLine,
  factorChange,
  hasCombustionParameters,
  marketChange,
  invalidLineIds,
  lineProblems,
  linesWithoutAmount,
  parseAmount,
  rebaseEdits,
  toPatches,
  unitOptions,
  type CustomFactorValue,
  type Line,
  type Unit,
} from "./line-edits";
import { lineFixture } from "./test-fixtures";

/** A line as the server sends it; each test changes only what it is about. */
const line = (id: number, overrides: Partial<Line> = {}): Line => lineFixture(id, overrides);

const unit = (id: number, symbol: string, dimension: string, selectable = false): Unit => ({
  id,
  symbol,
  name: symbol,
  nameEn: symbol,
  dimension,
  toBase: 1,
  selectable,
});

// The units of SPEC §3 the tests need, with the selectable five marked as the spec lists them.
const UNITS: Unit[] = [
  unit(8, "mg", "mass"),
  unit(9, "g", "mass"),
  unit(10, "kg", "mass", true),
  unit(11, "t", "mass"),
  unit(20, "m³", "volume", true),
  unit(22, "10⁴ Nm³", "volume"),
  unit(30, "kWh", "energy", true),
  unit(31, "MWh", "energy"),
  unit(40, "MJ", "energy", true),
  unit(41, "GJ", "energy"),
  unit(50, "piece", "count", true),
  unit(55, "L", "volume"),
  unit(60, "m", "length"),
];

const symbols = (units: Unit[]) => units.map((item) => item.symbol);

describe("editing lines", () => {
  it("records a changed amount as one unsaved line", () => {
    const diesel = line(7, { amount: 12 });
    const edits = editLine(NO_EDITS, diesel, { amount: 15 });
    expect(edits).toEqual({ 7: { amount: 15 } });
    expect(dirtyCount(edits)).toBe(1);
    expect(currentValues(diesel, edits).amount).toBe(15);
  });

  it("forgets a field set back to the server's value, and the line with it", () => {
    const diesel = line(7, { amount: 12 });
    const changed = editLine(NO_EDITS, diesel, { amount: 15 });
    const back = editLine(changed, diesel, { amount: 12 });
    expect(back).toEqual({});
    expect(dirtyCount(back)).toBe(0);
  });

  it("counts a line with several changed fields once", () => {
    const gas = line(1, { amount: 18.5 });
    let edits = editLine(NO_EDITS, gas, { amount: 20 });
    edits = editLine(edits, gas, { month: 3, remark: "meter 2" });
    expect(edits).toEqual({ 1: { amount: 20, month: 3, remark: "meter 2" } });
    expect(dirtyCount(edits)).toBe(1);
  });

  it("counts each changed line", () => {
    let edits = editLine(NO_EDITS, line(1), { amount: 1 });
    edits = editLine(edits, line(2), { amount: 2 });
    edits = editLine(edits, line(3), { dataSourceType: 1 });
    expect(dirtyCount(edits)).toBe(3);
  });

  it("keeps other fields changed when one goes back", () => {
    const gas = line(1, { amount: 18.5, month: null });
    let edits = editLine(NO_EDITS, gas, { amount: 20, month: 4 });
    edits = editLine(edits, gas, { month: null });
    expect(edits).toEqual({ 1: { amount: 20 } });
  });

  it("treats a remark of spaces as no remark", () => {
    const gas = line(1, { remark: null });
    expect(editLine(NO_EDITS, gas, { remark: "   " })).toEqual({});
  });

  it("sees a new evidence link as a change and the same links as none", () => {
    const invoice = { name: "Invoice 2024-03", url: "https://files.example.com/inv-03.pdf" };
    const power = line(16, { evidence: [{ __typename: "Evidence", ...invoice } as never] });
    expect(editLine(NO_EDITS, power, { evidence: [{ ...invoice }] })).toEqual({});
    const meter = { name: "Meter reading", url: "https://files.example.com/meter.jpg" };
    expect(editLine(NO_EDITS, power, { evidence: [invoice, meter] })).toEqual({
      16: { evidence: [invoice, meter] },
    });
  });

  it("leaves the edits it was given unchanged", () => {
    const first = editLine(NO_EDITS, line(1), { amount: 1 });
    editLine(first, line(1), { amount: 2 });
    expect(first).toEqual({ 1: { amount: 1 } });
  });
});

describe("the save input", () => {
  it("sends each changed line with only its changed fields", () => {
    const lines = [line(1, { amount: 18.5 }), line(2, { amount: 12 }), line(7, { amount: 36 })];
    let edits = editLine(NO_EDITS, lines[2], { amount: 40 });
    edits = editLine(edits, lines[0], { unitId: 22, month: 1 });
    expect(toPatches(edits, lines)).toEqual([
      { id: 1, unitId: 22, month: 1 },
      { id: 7, amount: 40 },
    ]);
  });

  it("sends an emptied amount, month, remark and market instrument as null to clear them", () => {
    const power = line(16, {
      amount: 4200000,
      month: 6,
      remark: "Grid bill",
      marketFactorId: 90,
      marketBasis: "supplier",
    });
    const edits = editLine(NO_EDITS, power, {
      amount: null,
      month: null,
      remark: "",
      marketFactorId: null,
      marketBasis: null,
    });
    expect(toPatches(edits, [power])).toEqual([
      { id: 16, amount: null, month: null, remark: null, marketFactorId: null, marketBasis: null },
    ]);
  });

  it("sends the quantity certificates cover, and null to let them cover all of the line", () => {
    const power = line(16, {
      amount: 1000,
      unitId: 31,
      marketFactorId: 90,
      marketBasis: "certificate",
    });
    const covered = editLine(NO_EDITS, power, { marketCoveredAmount: 300 });
    const all = editLine(
      NO_EDITS,
      { ...power, marketCoveredAmount: 300 },
      {
        marketCoveredAmount: null,
      },
    );

    expect(toPatches(covered, [power])).toEqual([{ id: 16, marketCoveredAmount: 300 }]);
    expect(toPatches(all, [power])).toEqual([{ id: 16, marketCoveredAmount: null }]);
  });

  it("sends the gas a line of method gas releases", () => {
    const leak = line(5, { method: "gas", gas: "R-410A", amount: 12 });
    const edits = editLine(NO_EDITS, leak, { gas: "HFC-134a" });

    expect(toPatches(edits, [leak])).toEqual([{ id: 5, gas: "HFC-134a" }]);
  });

  it("trims names and remarks", () => {
    const gas = line(1, { name: "Natural gas" });
    const edits = editLine(NO_EDITS, gas, { name: "  Natural gas, boiler 2 ", remark: " weekly " });
    expect(toPatches(edits, [gas])).toEqual([
      { id: 1, name: "Natural gas, boiler 2", remark: "weekly" },
    ]);
  });

  it("sends evidence as plain name and address pairs", () => {
    const power = line(16);
    const link = { name: "Invoice", url: "https://files.example.com/inv.pdf" };
    const edits = editLine(NO_EDITS, power, { evidence: [link] });
    expect(toPatches(edits, [power])).toEqual([{ id: 16, evidence: [link] }]);
  });

  it("leaves out lines the server no longer has", () => {
    const kept = line(1);
    const gone = line(2);
    let edits = editLine(NO_EDITS, kept, { amount: 5 });
    edits = editLine(edits, gone, { amount: 6 });
    expect(toPatches(edits, [kept])).toEqual([{ id: 1, amount: 5 }]);
  });
});

describe("changes that cannot be saved", () => {
  it("flags an unreadable, a negative amount and an empty name", () => {
    expect(lineProblems({ amount: NaN })).toEqual(["amount"]);
    expect(lineProblems({ amount: -1 })).toEqual(["amount"]);
    expect(lineProblems({ name: "  " })).toEqual(["name"]);
    expect(lineProblems({ month: 13 })).toEqual(["month"]);
  });

  it("flags a covered quantity that is unreadable or negative", () => {
    expect(lineProblems({ marketCoveredAmount: NaN })).toEqual(["covered"]);
    expect(lineProblems({ marketCoveredAmount: -300 })).toEqual(["covered"]);
    expect(lineProblems({ marketCoveredAmount: 0 })).toEqual([]);
    expect(lineProblems({ marketCoveredAmount: null })).toEqual([]);
  });

  it("accepts zero, no amount and a month of the year", () => {
    expect(lineProblems({ amount: 0, month: 12 })).toEqual([]);
    expect(lineProblems({ amount: null, month: null })).toEqual([]);
  });

  it("lists the lines whose changes cannot be saved", () => {
    let edits = editLine(NO_EDITS, line(1), { amount: 3 });
    edits = editLine(edits, line(2), { amount: NaN });
    edits = editLine(edits, line(3), { name: "" });
    expect(invalidLineIds(edits)).toEqual([2, 3]);
  });

  it("keeps an unreadable amount as a change even where the server has none", () => {
    // NaN equals nothing, so typing "abc" into an empty amount is not silently dropped.
    expect(dirtyCount(editLine(NO_EDITS, line(1), { amount: NaN }))).toBe(1);
  });
});

describe("after the server's rows are reloaded", () => {
  it("drops changes the server now has and keeps the others", () => {
    const before = [line(1, { amount: 18.5 }), line(2, { amount: 12 })];
    let edits = editLine(NO_EDITS, before[0], { amount: 20 });
    edits = editLine(edits, before[1], { amount: 14, remark: "typed after the save began" });
    // The save wrote line 1's amount and line 2's amount, but not the remark.
    const after = [line(1, { amount: 20 }), line(2, { amount: 14 })];
    expect(rebaseEdits(edits, after)).toEqual({ 2: { remark: "typed after the save began" } });
  });

  it("drops changes to lines that were deleted", () => {
    const edits = editLine(NO_EDITS, line(5), { amount: 1 });
    expect(rebaseEdits(edits, [line(6)])).toEqual({});
  });
});

describe("choosing a library factor for a line", () => {
  const diesel = {
    id: 34,
    unitId: 11,
    ncv: 42.652,
    carbonContent: 0.0202,
    oxidation: 0.98,
  };
  const grid = { id: 14, unitId: 30, ncv: null, carbonContent: null, oxidation: null };

  it("takes the factor's unit while no amount is entered", () => {
    const values = currentValues(line(2, { unitId: 10 }), NO_EDITS);
    expect(factorChange(values, diesel)).toEqual({ factorId: 34, unitId: 11 });
  });

  it("keeps the unit an amount was entered in", () => {
    const values = currentValues(line(2, { unitId: 10, amount: 12000 }), NO_EDITS);
    expect(factorChange(values, diesel)).toEqual({ factorId: 34 });
  });

  it("falls back to the factor method when the new factor has no combustion parameters", () => {
    const values = currentValues(line(2, { method: "combustion", amount: 1 }), NO_EDITS);
    expect(factorChange(values, grid)).toEqual({ factorId: 14, method: "factor" });
  });

  it("keeps the combustion method with a factor that has NCV, carbon content and oxidation", () => {
    const values = currentValues(line(2, { method: "combustion", amount: 1 }), NO_EDITS);
    expect(factorChange(values, diesel)).toEqual({ factorId: 34 });
    expect(hasCombustionParameters(diesel)).toBe(true);
    expect(hasCombustionParameters({ ...diesel, oxidation: null })).toBe(false);
    expect(hasCombustionParameters(null)).toBe(false);
  });
});

describe("the units a line offers", () => {
  it("lists the selectable units first, then the factor unit's dimension", () => {
    // A diesel line in kg with a factor per tonne: the mass units convert.
    const options = unitOptions(UNITS, 10, 11);
    expect(symbols(options.common)).toEqual(["kg", "m³", "kWh", "MJ", "piece"]);
    expect(symbols(options.sameDimension)).toEqual(["mg", "g", "t"]);
  });

  it("offers the volume units for a natural-gas factor per 10⁴ Nm³", () => {
    expect(symbols(unitOptions(UNITS, 22, 22).sameDimension)).toEqual(["10⁴ Nm³", "L"]);
  });

  it("keeps the line's own unit among the choices when it does not convert", () => {
    // A line in metres against a factor per kWh: shown, so the select can display it.
    const options = unitOptions(UNITS, 60, 30);
    expect(symbols(options.sameDimension)).toEqual(["MWh", "GJ", "m"]);
  });

  it("uses the line unit's dimension when the line has no factor", () => {
    expect(symbols(unitOptions(UNITS, 41, null).sameDimension)).toEqual(["MWh", "GJ"]);
  });

  it("tells whether an amount's unit converts to the factor's", () => {
    expect(convertsTo(UNITS, 10, 11)).toBe(true);
    expect(convertsTo(UNITS, 30, 41)).toBe(true);
    expect(convertsTo(UNITS, 10, 30)).toBe(false);
  });
});

describe("reading a typed amount", () => {
  it("reads plain numbers, thousands separators and exponents", () => {
    expect(parseAmount("18.5")).toBe(18.5);
    expect(parseAmount("4,200,000")).toBe(4200000);
    expect(parseAmount("1.2e3")).toBe(1200);
    expect(parseAmount(".5")).toBe(0.5);
  });

  it("reads a blank field as no amount", () => {
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("   ")).toBeNull();
  });

  it("reads anything else as unreadable", () => {
    expect(parseAmount("12 t")).toBeNaN();
    expect(parseAmount("abc")).toBeNaN();
    expect(parseAmount("1.2.3")).toBeNaN();
  });

  it("reads a minus sign, so the table can flag the negative amount", () => {
    expect(parseAmount("-2")).toBe(-2);
  });
});

describe("lines without an amount", () => {
  it("are the lines with none or 0, as the server removes them", () => {
    const lines = [line(1, { amount: null }), line(2, { amount: 0 }), line(3, { amount: 0.5 })];
    expect(linesWithoutAmount(lines).map((item) => item.id)).toEqual([1, 2]);
  });
});

describe("measured combustion parameters", () => {
  // The guideline's anthracite (CN-GUIDE-FUEL-ANTHRACITE): NCV 20.304 GJ/t, 27.49 t C/TJ =
  // 0.02749 t C/GJ, oxidation 0.94. The plant's laboratory measured 20.908, 0.02618 and 0.93.
  const anthracite = { id: 31, unitId: 11, ncv: 20.304, carbonContent: 0.02749, oxidation: 0.94 };
  const coal = () =>
    line(4, { method: "combustion", amount: 100, unitId: 11, factorId: anthracite.id });

  it("records measured values as changes of the line and sends them in one patch", () => {
    const edits = editLine(NO_EDITS, coal(), {
      ncv: 20.908,
      carbonContent: 0.02618,
      oxidation: 0.93,
    });
    expect(dirtyCount(edits)).toBe(1);
    expect(toPatches(edits, [coal()])).toEqual([
      { id: 4, ncv: 20.908, carbonContent: 0.02618, oxidation: 0.93 },
    ]);
  });

  it("sends an emptied measured value as null, so the factor's applies again", () => {
    const measured = line(4, { method: "combustion", factorId: anthracite.id, ncv: 20.908 });
    const edits = editLine(NO_EDITS, measured, { ncv: null });
    expect(toPatches(edits, [measured])).toEqual([{ id: 4, ncv: null }]);
  });

  it("uses each measured value over the factor's and the factor's where none was measured", () => {
    const values = currentValues(coal(), editLine(NO_EDITS, coal(), { ncv: 20.908 }));
    expect(combustionInUse(values, anthracite)).toEqual({
      ncv: 20.908,
      carbonContent: 0.02749,
      oxidation: 0.94,
    });
  });

  it("offers the combustion method with a factor without parameters once all three are measured", () => {
    const grid = { id: 14, unitId: 30, ncv: null, carbonContent: null, oxidation: null };
    const some = { ncv: 20.908, carbonContent: 0.02618, oxidation: null };
    expect(combustionAvailable(some, grid)).toBe(false);
    expect(combustionAvailable({ ...some, oxidation: 0.93 }, grid)).toBe(true);
    expect(
      combustionAvailable({ ncv: null, carbonContent: null, oxidation: null }, anthracite),
    ).toBe(true);
  });

  it("keeps the combustion method on a new factor when the line has its own three values", () => {
    const grid = { id: 14, unitId: 30, ncv: null, carbonContent: null, oxidation: null };
    const measured = line(4, {
      method: "combustion",
      amount: 100,
      ncv: 20.908,
      carbonContent: 0.02618,
      oxidation: 0.93,
    });
    expect(factorChange(currentValues(measured, NO_EDITS), grid)).toEqual({ factorId: 14 });
  });

  it("flags values the calculation would refuse: none above 0, a carbon content in t C/TJ, a percentage", () => {
    expect(lineProblems({ ncv: 0 })).toEqual(["ncv"]);
    expect(lineProblems({ ncv: NaN })).toEqual(["ncv"]);
    // 26.18 is the guideline's t C/TJ figure: 0.02618 t C/GJ unscaled.
    expect(lineProblems({ carbonContent: 26.18 })).toEqual(["carbonContent"]);
    expect(lineProblems({ carbonContent: -0.02 })).toEqual(["carbonContent"]);
    expect(lineProblems({ oxidation: 93 })).toEqual(["oxidation"]);
    expect(invalidLineIds(editLine(NO_EDITS, coal(), { carbonContent: 26.18 }))).toEqual([4]);
  });

  it("accepts a carbon content up to 1 t C/GJ, an oxidation of 1 and a large NCV", () => {
    // Natural gas per 10⁴ Nm³ has an NCV of 389.31 GJ: NCV has no upper bound.
    expect(lineProblems({ ncv: 389.31, carbonContent: 1, oxidation: 1 })).toEqual([]);
    expect(lineProblems({ ncv: null, carbonContent: null, oxidation: null })).toEqual([]);
  });
});

describe("factors entered for a line", () => {
  const supplier: CustomFactorValue = {
    name: "Steel sheet, supplier EPD 2024",
    unitId: 11,
    gases: [{ gas: "CO2", value: 1850 }],
    source: "Supplier EPD 2024, table 4",
    ncv: null,
    carbonContent: null,
    oxidation: null,
  };
  const fromServer = (factor: CustomFactorValue) => ({
    __typename: "CustomFactor" as const,
    ...factor,
    gases: factor.gases.map((gas) => ({ __typename: "GasValueType" as const, ...gas })),
  });

  it("replaces a library factor with one entered, and sends it without the empty parameters", () => {
    const sheet = line(9, { factorId: 77, amount: 12 });
    const edits = editLine(
      NO_EDITS,
      sheet,
      customFactorChange(currentValues(sheet, NO_EDITS), supplier),
    );
    expect(toPatches(edits, [sheet])).toEqual([
      {
        id: 9,
        factorId: null,
        customFactor: {
          name: "Steel sheet, supplier EPD 2024",
          unitId: 11,
          gases: [{ gas: "CO2", value: 1850 }],
          source: "Supplier EPD 2024, table 4",
        },
      },
    ]);
  });

  it("sees the same entered factor as no change, and a corrected value as one", () => {
    const sheet = line(9, { customFactor: fromServer(supplier) });
    expect(editLine(NO_EDITS, sheet, { customFactor: { ...supplier } })).toEqual({});
    const corrected = { ...supplier, gases: [{ gas: "CO2", value: 1790 }] };
    expect(editLine(NO_EDITS, sheet, { customFactor: corrected })).toEqual({
      9: { customFactor: corrected },
    });
  });

  it("takes the entered factor's unit while no amount is entered", () => {
    const sheet = line(9, { unitId: 10, factorId: 77 });
    expect(customFactorChange(currentValues(sheet, NO_EDITS), supplier)).toEqual({
      customFactor: supplier,
      factorId: null,
      unitId: 11,
    });
  });

  it("drops the entered factor when a library factor is picked", () => {
    const sheet = line(9, { customFactor: fromServer(supplier), amount: 12 });
    const edits = editLine(
      NO_EDITS,
      sheet,
      factorChange(currentValues(sheet, NO_EDITS), { ...supplier, id: 77 }),
    );
    expect(toPatches(edits, [sheet])).toEqual([{ id: 9, factorId: 77, customFactor: null }]);
  });

  it("gives a scope 2 line a supplier's factor beside its grid factor, replacing a library instrument", () => {
    const green = {
      ...supplier,
      name: "Green tariff",
      unitId: 31,
      gases: [{ gas: "CO2", value: 120 }],
    };
    const power = line(16, { factorId: 14, marketFactorId: 90, marketBasis: "certificate" });
    let edits = editLine(NO_EDITS, power, marketChange(green));
    edits = editLine(edits, power, { marketBasis: "supplier" });
    expect(toPatches(edits, [power])).toEqual([
      {
        id: 16,
        marketFactorId: null,
        marketCustomFactor: {
          name: "Green tariff",
          unitId: 31,
          gases: [{ gas: "CO2", value: 120 }],
          source: "Supplier EPD 2024, table 4",
        },
        marketBasis: "supplier",
      },
    ]);
    expect(currentValues(power, edits).factorId).toBe(14);
  });

  it("removes either kind of instrument", () => {
    const power = line(16, { marketCustomFactor: fromServer(supplier) });
    expect(toPatches(editLine(NO_EDITS, power, marketChange(null)), [power])).toEqual([
      { id: 16, marketCustomFactor: null },
    ]);
  });
});

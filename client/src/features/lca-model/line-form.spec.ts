import { i18n } from "../../i18n";
import { lineInput, lineSchema, lineValues, type LineFormValues } from "./line-form";

const UNITS = [
  { id: 10, symbol: "kg", dimension: "mass" },
  { id: 11, symbol: "t", dimension: "mass" },
  { id: 30, symbol: "kWh", dimension: "energy" },
  { id: 40, symbol: "MJ", dimension: "energy" },
];

const t = i18n.getFixedT("en");
const schema = lineSchema(t, UNITS);

const values = (patch: Partial<LineFormValues>): LineFormValues => ({
  ...lineValues(null, "raw-material"),
  name: "Line",
  amount: "1",
  unitId: "10",
  ...patch,
});

async function errorsOf(form: LineFormValues): Promise<Record<string, string>> {
  try {
    await schema.validate(form, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as { inner: Array<{ path: string; message: string }> }).inner) {
      found[inner.path] ??= inner.message;
    }
    return found;
  }
}

describe("the rules of a model line", () => {
  it("keeps a line without a source for later, but not a source kind without its row", async () => {
    expect(await errorsOf(values({ sourceKind: "" }))).toEqual({});
    expect(await errorsOf(values({ sourceKind: "material", source: null }))).toEqual({
      source: "Choose a source, or set the source kind to “Not chosen yet”",
    });
  });

  it("states the line in a unit of its source's dimension", async () => {
    // Carbon steel is given per tonne: kWh cannot be converted to it.
    const steel = { id: 1, name: "Carbon steel", unit: "t", dimension: "mass" };
    expect(await errorsOf(values({ sourceKind: "material", source: steel, unitId: "30" }))).toEqual(
      { unitId: "kWh cannot be converted to t, the source's unit" },
    );
    expect(await errorsOf(values({ sourceKind: "material", source: steel, unitId: "10" }))).toEqual(
      {},
    );
  });

  it("carries a transport leg's mass over a distance", async () => {
    const truck = { id: 3, name: "Truck", unit: "t·km", dimension: "mass" };
    const leg = values({ kind: "transport", sourceKind: "transport", source: truck });
    expect(await errorsOf({ ...leg, unitId: "30", distanceKm: "" })).toEqual({
      unitId: "A transport leg's amount is the mass carried: kWh is not a mass",
      distanceKm: "Enter the distance, more than 0 km",
    });
    // A transport datum serves transport legs only.
    expect(await errorsOf({ ...leg, kind: "material", distanceKm: "100" })).toEqual({
      sourceKind: "Transport data are for transport legs; choose another source kind",
    });
  });

  it("needs the supplier's footprint for supplier data, and all five pedigree scores or none", async () => {
    expect(await errorsOf(values({ sourceKind: "supplier" }))).toEqual({
      supplierGwp: "Enter the supplier's footprint",
    });
    const partial = await errorsOf(values({ reliability: "2", temporal: "1" }));
    expect(partial.completeness).toBe("Score all five, or none");
  });

  it("sends only the fields of the line's kind and source", () => {
    // 1.2 t carried 350 km by a truck datum; a stray supplier footprint typed earlier is dropped.
    const input = lineInput(
      values({
        kind: "transport",
        name: " Resin transport ",
        amount: "1.2",
        unitId: "11",
        sourceKind: "transport",
        source: { id: 3, name: "Truck", unit: "t·km", dimension: "mass" },
        distanceKm: "350",
        supplierGwp: "9",
        reliability: "1",
        completeness: "2",
        temporal: "1",
        geographical: "3",
        technological: "2",
      }),
    );
    expect(input).toEqual({
      stage: "raw-material",
      kind: "transport",
      name: "Resin transport",
      amount: 1.2,
      unitId: 11,
      supplier: "",
      sourceKind: "transport",
      sourceId: 3,
      supplierGwp: null,
      distanceKm: 350,
      massPerUnit: null,
      pricePerUnit: null,
      primary: false,
      quality: { reliability: 1, completeness: 2, temporal: 1, geographical: 3, technological: 2 },
      note: "",
    });
  });
});

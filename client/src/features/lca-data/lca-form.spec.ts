import type { ValidationError } from "yup";
import { i18n } from "../../i18n";
import {
  materialInput,
  materialSchema,
  materialValues,
  parseIndicators,
  transportInput,
  transportSchema,
  transportValues,
  type MaterialFormValues,
  type TransportFormValues,
} from "./lca-form";

const t = i18n.getFixedT("en");
const INDICATORS = ["AP", "ODP", "ADP-fossil"];

// GB/T 51366-2019's carbon steel default: 2050 kg CO2e per tonne, China.
const STEEL: MaterialFormValues = {
  ...materialValues(null),
  name: "普通碳钢（市场平均）",
  nameEn: "Carbon steel, market average",
  category: "metal",
  unitId: "11",
  gwp: "2,050",
  source: "GB/T 51366-2019 附录D",
  region: "CN",
};

/** Each failing field with its message, as Formik would show them. */
async function problems(
  schema: { validate: (values: object, options: object) => Promise<unknown> },
  values: object,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((item) => [item.path, item.message]),
    );
  }
}

describe("the material form", () => {
  const schema = materialSchema(t, INDICATORS);

  it("accepts an own footprint and sends 2,050 as the number 2050", async () => {
    expect(await problems(schema, STEEL)).toEqual({});
    const input = materialInput(STEEL, false);

    expect(input).toMatchObject({
      name: "普通碳钢（市场平均）",
      unitId: 11,
      sourceKind: "own",
      gwp: 2050,
      indicators: [],
      upstreamProcessId: null,
      referenceYear: null,
      quality: null,
      uncertainty: { distribution: "none", sd: null, min: null, max: null },
      global: false,
    });
  });

  it("asks for the GWP of an own footprint and the product of a database link", async () => {
    expect(await problems(schema, { ...STEEL, gwp: "" })).toEqual({
      gwp: "An own footprint needs its GWP",
    });
    expect(await problems(schema, { ...STEEL, gwp: "", sourceKind: "upstream" })).toEqual({
      upstreamProcessId: "Enter the database product it links to",
    });
    expect(
      await problems(schema, { ...STEEL, sourceKind: "upstream", upstreamProcessId: "steel-7" }),
    ).toEqual({ upstreamProcessId: "A whole number or a UUID" });
  });

  it("sends a database link without the footprint typed before switching", () => {
    const input = materialInput(
      { ...STEEL, sourceKind: "upstream", upstreamProcessId: " 42 ", indicators: "AP=1" },
      true,
    );

    expect(input).toMatchObject({
      sourceKind: "upstream",
      upstreamProcessId: "42",
      gwp: null,
      indicators: [],
      global: true,
    });
  });

  it("reads further indicators and refuses unknown codes and junk", async () => {
    expect(parseIndicators("AP=0.004; ODP = 1.2e-7\nADP-fossil=18500")).toEqual([
      { indicator: "AP", value: 0.004 },
      { indicator: "ODP", value: 1.2e-7 },
      { indicator: "ADP-fossil", value: 18500 },
    ]);
    expect(await problems(schema, { ...STEEL, indicators: "AP=x" })).toEqual({
      indicators: "Write CODE=value pairs, e.g. AP=0.004",
    });
    expect(await problems(schema, { ...STEEL, indicators: "CED=12" })).toEqual({
      indicators: "CED is not an EN 15804+A2 indicator here",
    });
  });

  it("takes the pedigree matrix whole, each score 1 to 5", async () => {
    expect(await problems(schema, { ...STEEL, reliability: "2" })).toEqual({
      completeness: "Required",
      temporal: "Required",
      geographical: "Required",
      technological: "Required",
    });
    const full = {
      ...STEEL,
      reliability: "2",
      completeness: "1",
      temporal: "6",
      geographical: "2",
      technological: "3",
    };
    expect(await problems(schema, full)).toEqual({ temporal: "A score from 1 to 5" });
    expect(materialInput({ ...full, temporal: "1" }, false).quality).toEqual({
      reliability: 2,
      completeness: 1,
      temporal: 1,
      geographical: 2,
      technological: 3,
    });
  });

  it("checks each distribution's parameters and sends only those", async () => {
    expect(
      await problems(schema, { ...STEEL, distribution: "lognormal", geometricSd: "1" }),
    ).toEqual({ geometricSd: "Above 1" });
    expect(await problems(schema, { ...STEEL, distribution: "normal" })).toEqual({
      sd: "Required",
    });
    expect(
      await problems(schema, {
        ...STEEL,
        distribution: "triangular",
        min: "1800",
        mode: "2300",
        max: "2200",
      }),
    ).toEqual({ mode: "Minimum ≤ mode ≤ maximum, minimum below maximum" });
    expect(
      await problems(schema, { ...STEEL, distribution: "uniform", min: "2000", max: "2000" }),
    ).toEqual({ max: "The minimum must lie below the maximum" });

    // A stray SD left from another choice is not sent with a triangular distribution.
    const input = materialInput(
      { ...STEEL, distribution: "triangular", min: "1800", mode: "2050", max: "2300", sd: "9" },
      false,
    );
    expect(input.uncertainty).toEqual({
      distribution: "triangular",
      geometricSd: null,
      sd: null,
      min: 1800,
      mode: 2050,
      max: 2300,
    });
  });

  it("asks for name, source and a year between 1900 and 2100", async () => {
    expect(
      await problems(schema, { ...STEEL, name: " ", source: "", referenceYear: "24" }),
    ).toEqual({
      name: "Required",
      source: "Required",
      referenceYear: "A year from 1900 to 2100",
    });
  });
});

describe("the transport form", () => {
  const schema = transportSchema(t);
  const TRUCK: TransportFormValues = {
    ...transportValues(null),
    name: "重型货车",
    factor: "0.08",
    loadFactor: "0.6",
    emptyReturn: "0.3",
    source: "Carrier fleet data 2024",
  };

  it("accepts a truck and sends its figures as numbers", async () => {
    expect(await problems(schema, TRUCK)).toEqual({});
    expect(transportInput(TRUCK, false)).toMatchObject({
      mode: "road-16-32t",
      factor: 0.08,
      loadFactor: 0.6,
      emptyReturn: 0.3,
    });
  });

  it("keeps the load factor above 0 and at most 1, the empty return 0 to 1", async () => {
    expect(await problems(schema, { ...TRUCK, loadFactor: "0", emptyReturn: "1.5" })).toEqual({
      loadFactor: "Above 0 and at most 1",
      emptyReturn: "From 0 to 1",
    });
    expect(await problems(schema, { ...TRUCK, factor: "" })).toEqual({
      factor: "Required",
    });
  });
});

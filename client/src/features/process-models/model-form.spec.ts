// The process model editor's rules, checked before any call: the reference amount, the source of
// an input, the name and compartment of an emission, and the allocation properties a rule
// divides by once there are by-products. The input sent converts the typed text to numbers.
import type { ValidationError } from "yup";
import { i18n } from "../../i18n";
import {
  emptyLine,
  modelInput,
  modelSchema,
  modelValues,
  type ModelFormValues,
} from "./model-form";

const t = i18n.getFixedT("en");

// A blast furnace: 1 t pig iron (1000 kg/t, 3000 per t) with 300 kg slag (1 kg/kg, 0.1 per kg),
// 400 kg coke from process model 7 and 1.2 t CO2 to air.
const BLAST_FURNACE: ModelFormValues = {
  ...modelValues(null),
  code: "BF-01",
  name: "高炉炼铁",
  referenceProduct: "生铁",
  referenceAmount: "1",
  referenceUnitId: "11",
  referenceMassPerUnit: "1000",
  referencePricePerUnit: "3000",
  allocation: "physical",
  lines: [
    { ...emptyLine("input"), sourceKind: "process", sourceId: "7", amount: "400", unitId: "10" },
    {
      ...emptyLine("output"),
      name: "高炉渣",
      amount: "300",
      massPerUnit: "1",
      pricePerUnit: "0.1",
    },
    { ...emptyLine("emission"), name: "Carbon dioxide, fossil", amount: "1.2", unitId: "11" },
  ],
};

async function problems(values: ModelFormValues): Promise<Record<string, string>> {
  try {
    await modelSchema(t).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      // yup names list items lines[2].amount; Formik reads both spellings.
      found[(inner.path ?? "").replace(/\[(\d+)\]/g, ".$1")] ??= inner.message;
    }
    return found;
  }
}

describe("the process model editor's rules", () => {
  it("accepts a blast furnace with its input, by-product and emission", async () => {
    expect(await problems(BLAST_FURNACE)).toEqual({});
  });

  it("needs a reference amount above 0", async () => {
    expect(await problems({ ...BLAST_FURNACE, referenceAmount: "0" })).toEqual({
      referenceAmount: "Amount must be above 0",
    });
  });

  it("needs an input's source id, a whole number", async () => {
    const lines = [{ ...BLAST_FURNACE.lines[0], sourceId: "2.5" }, ...BLAST_FURNACE.lines.slice(1)];
    expect(await problems({ ...BLAST_FURNACE, lines })).toEqual({
      "lines.0.sourceId": "Source id: a whole number above 0",
    });
  });

  it("needs an emission's name and refuses a negative amount", async () => {
    const lines = [
      ...BLAST_FURNACE.lines.slice(0, 2),
      { ...BLAST_FURNACE.lines[2], name: " ", amount: "-1" },
    ];
    expect(await problems({ ...BLAST_FURNACE, lines })).toEqual({
      "lines.2.name": "Name is required",
      "lines.2.amount": "Amount: zero or more",
    });
  });

  it("needs the slag's mass under physical allocation", async () => {
    const lines = [BLAST_FURNACE.lines[0], { ...BLAST_FURNACE.lines[1], massPerUnit: "" }];
    expect(await problems({ ...BLAST_FURNACE, lines })).toEqual({
      "lines.1.massPerUnit": "Physical allocation needs the mass per unit of every output",
    });
  });

  it("needs the reference's price under economic allocation", async () => {
    expect(
      await problems({ ...BLAST_FURNACE, allocation: "economic", referencePricePerUnit: "" }),
    ).toEqual({
      referencePricePerUnit: "Economic allocation needs the price per unit of every output",
    });
  });

  it("needs no allocation property under system expansion", async () => {
    const lines = [
      BLAST_FURNACE.lines[0],
      { ...BLAST_FURNACE.lines[1], massPerUnit: "", pricePerUnit: "" },
    ];
    expect(
      await problems({
        ...BLAST_FURNACE,
        allocation: "expansion",
        referenceMassPerUnit: "",
        lines,
      }),
    ).toEqual({});
  });

  it("sends numbers, each line with only its own fields", () => {
    const input = modelInput(BLAST_FURNACE, true);

    expect(input).toMatchObject({ referenceAmount: 1, referenceMassPerUnit: 1000, global: true });
    expect(input.lines).toEqual([
      expect.objectContaining({
        direction: "input",
        sourceKind: "process",
        sourceId: 7,
        name: null,
        amount: 400,
        unitId: 10,
        massPerUnit: null,
      }),
      expect.objectContaining({
        direction: "output",
        sourceId: null,
        name: "高炉渣",
        amount: 300,
        massPerUnit: 1,
        pricePerUnit: 0.1,
      }),
      expect.objectContaining({
        direction: "emission",
        name: "Carbon dioxide, fossil",
        compartment: "air",
        amount: 1.2,
        unitId: 11,
      }),
    ]);
  });
});

import type { ValidationError } from "yup";
import type { FactorLibrary_FactorFragment } from "../../__generated__/graphql";
import { i18n } from "../../i18n";
import {
  emptyFactorValues,
  factorFormSchema,
  factorToValues,
  formatSynonyms,
  parseDecimal,
  parseSynonyms,
  toFactorInput,
  toUpdateFactorInput,
  type FactorFormValues,
} from "./factor-form";

const t = i18n.getFixedT("en");

// The natural-gas row of the template's example CSV (docs/factor-import-template.md): the Chinese
// guidelines' 389.31 GJ per 10⁴ Nm³, 15.32 t C/TJ written as 0.01532 t C/GJ, oxidation 0.99.
const NATURAL_GAS: FactorFormValues = {
  ...emptyFactorValues(),
  code: "ACME-NG-2024",
  name: "天然气（锅炉）",
  nameEn: "Natural gas (boiler)",
  category: "stationary-combustion",
  subcategory: "Gaseous fuels",
  unitId: "22",
  gases: [
    { gas: "CO2", value: "21650" },
    { gas: "CH4", value: "0.389" },
    { gas: "N2O", value: "0.0389" },
  ],
  ncv: "389.31",
  carbonContent: "0.01532",
  oxidation: "0.99",
  region: "CN",
  year: "2024",
  source: "Industry accounting guideline defaults, natural gas",
  dataSourceType: "2",
  synonyms: "管道天然气；NG",
  scope: "1",
};

/** The messages of a failed validation, by field path. */
async function errorsOf(values: FactorFormValues): Promise<Record<string, string>> {
  try {
    await factorFormSchema(t).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}

describe("parseSynonyms", () => {
  it("splits on the Chinese semicolon of the template example", () => {
    expect(parseSynonyms("管道天然气；NG")).toEqual(["管道天然气", "NG"]);
  });

  it("splits on ASCII and Chinese commas when there is no semicolon", () => {
    expect(parseSynonyms("diesel, gas oil，柴油")).toEqual(["diesel", "gas oil", "柴油"]);
  });

  it("keeps a comma inside a name when semicolons separate", () => {
    expect(parseSynonyms("Diesel, average biofuel blend; 柴油")).toEqual([
      "Diesel, average biofuel blend",
      "柴油",
    ]);
  });

  it("drops blanks and repeats", () => {
    expect(parseSynonyms(" NG ;; NG ; ")).toEqual(["NG"]);
    expect(parseSynonyms("")).toEqual([]);
  });

  it("reads back what formatSynonyms writes", () => {
    const synonyms = ["Diesel, average biofuel blend", "柴油"];
    expect(parseSynonyms(formatSynonyms(synonyms))).toEqual(synonyms);
  });
});

describe("parseDecimal", () => {
  it("reads plain decimals and exponent form", () => {
    expect(parseDecimal(" 0.01532 ")).toBe(0.01532);
    expect(parseDecimal("2.16e-3")).toBe(0.00216);
  });

  it("is null for a blank and NaN for thousands separators or units", () => {
    expect(parseDecimal("  ")).toBeNull();
    expect(parseDecimal("1,234")).toBeNaN();
    expect(parseDecimal("2 kg")).toBeNaN();
  });
});

describe("toFactorInput", () => {
  it("turns the template's natural-gas row into the input the server takes", () => {
    expect(toFactorInput(NATURAL_GAS)).toEqual({
      code: "ACME-NG-2024",
      name: "天然气（锅炉）",
      nameEn: "Natural gas (boiler)",
      category: "stationary-combustion",
      subcategory: "Gaseous fuels",
      unitId: 22,
      gases: [
        { gas: "CO2", value: 21650 },
        { gas: "CH4", value: 0.389 },
        { gas: "N2O", value: 0.0389 },
      ],
      ncv: 389.31,
      carbonContent: 0.01532,
      oxidation: 0.99,
      region: "CN",
      year: 2024,
      version: null,
      source: "Industry accounting guideline defaults, natural gas",
      sourceUrl: null,
      dataSourceType: 2,
      uncertainty: null,
      synonyms: ["管道天然气", "NG"],
      scope: 1,
      gwpBasis: null,
      notes: null,
      global: false,
    });
  });

  it("sends the id with an update", () => {
    expect(toUpdateFactorInput(41, NATURAL_GAS)).toMatchObject({ id: 41, code: "ACME-NG-2024" });
  });

  it("gives back the stored factor a form was opened with", () => {
    const stored: FactorLibrary_FactorFragment = {
      id: 41,
      companyId: null,
      code: "DESNZ-2024-1_100_1004_1",
      name: "Fuels / Gaseous fuels / Natural gas / cubic metres",
      nameEn: "Fuels / Gaseous fuels / Natural gas / cubic metres",
      category: "stationary-combustion",
      subcategory: "Gaseous fuels",
      unitId: 20,
      gases: [
        { gas: "CO2", value: 2.0414 },
        { gas: "CH4_FOSSIL", value: 0.000109643 },
        { gas: "N2O", value: 0.00000358 },
      ],
      ncv: null,
      carbonContent: null,
      oxidation: null,
      region: "GB",
      year: 2024,
      version: "2024",
      source: "UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ)",
      sourceUrl:
        "https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting",
      dataSourceType: 2,
      uncertainty: null,
      synonyms: ["Natural gas"],
      scope: 1,
      gwpBasis: null,
      notes: null,
      retired: false,
      proxy: false,
      dataQuality: null,
      dataQualityEn: null,
    };
    // The form holds every field but the owner, the retired flag and the data-quality note and
    // proxy flag (the seeded library's, not edited here); a global row stays global.
    const notInForm = ["companyId", "retired", "proxy", "dataQuality", "dataQualityEn"];
    const fields = Object.fromEntries(
      Object.entries(stored).filter(([key]) => !notInForm.includes(key)),
    );
    expect(toUpdateFactorInput(stored.id, factorToValues(stored))).toEqual({
      ...fields,
      global: true,
    });
  });
});

describe("factorFormSchema", () => {
  it("accepts the template's natural-gas row", async () => {
    expect(await errorsOf(NATURAL_GAS)).toEqual({});
  });

  it("refuses a CO2E value without the GWP set it was made with", async () => {
    const values = { ...NATURAL_GAS, gases: [{ gas: "CO2E", value: "0.5703" }] };
    expect(await errorsOf(values)).toEqual({
      gwpBasis: "Choose the GWP set the CO2e value was made with",
    });
    expect(await errorsOf({ ...values, gwpBasis: "AR5" })).toEqual({});
  });

  it("puts a missing combustion parameter on the field left blank", async () => {
    const errors = await errorsOf({ ...NATURAL_GAS, oxidation: "" });
    expect(errors).toEqual({
      oxidation: "NCV, carbon content and oxidation go together: give all three or none",
    });
  });

  it("accepts none of the combustion parameters", async () => {
    expect(await errorsOf({ ...NATURAL_GAS, ncv: "", carbonContent: "", oxidation: "" })).toEqual(
      {},
    );
  });

  it("refuses an oxidation rate written as a percentage", async () => {
    expect((await errorsOf({ ...NATURAL_GAS, oxidation: "99" })).oxidation).toBe(
      "A fraction greater than 0 and at most 1 (write 0.98, not 98)",
    );
  });

  it("refuses a gas value with a thousands separator or below zero", async () => {
    const errors = await errorsOf({
      ...NATURAL_GAS,
      gases: [
        { gas: "CO2", value: "21,650" },
        { gas: "N2O", value: "-0.1" },
      ],
    });
    expect(errors["gases[0].value"]).toMatch(/no thousands separators/);
    expect(errors["gases[1].value"]).toBe("Must be 0 or more");
  });

  it("refuses a gas given twice, on the second row", async () => {
    const errors = await errorsOf({
      ...NATURAL_GAS,
      gases: [
        { gas: "CO2", value: "1" },
        { gas: "CO2", value: "2" },
      ],
    });
    expect(errors).toEqual({ "gases[1].gas": "CO2 is given twice" });
  });

  it("asks for at least one gas row, each with a gas and a value", async () => {
    expect((await errorsOf({ ...NATURAL_GAS, gases: [] })).gases).toBe(
      "Give at least one gas value",
    );
    const errors = await errorsOf({ ...NATURAL_GAS, gases: [{ gas: "", value: "" }] });
    expect(errors["gases[0].gas"]).toBe("Choose the gas");
    expect(errors["gases[0].value"]).toBe("Enter kg of the gas per unit");
  });

  it("asks for code, name, category, unit, region, year and source", async () => {
    const errors = await errorsOf(emptyFactorValues({ region: "", year: "" }));
    expect(Object.keys(errors).sort()).toEqual(
      ["category", "code", "gases[0].value", "name", "region", "source", "unitId", "year"].sort(),
    );
  });

  it("refuses a year outside 1990-2100 and a source address that is not https", async () => {
    const errors = await errorsOf({ ...NATURAL_GAS, year: "1989", sourceUrl: "www.gov.uk" });
    const plainHttp = await errorsOf({ ...NATURAL_GAS, sourceUrl: "http://www.gov.uk/factors" });
    expect(errors.year).toBe("Enter a whole year from 1990 to 2100");
    expect(errors.sourceUrl).toBe(
      "Enter an address starting with https:// (http:// only for localhost)",
    );
    expect(plainHttp.sourceUrl).toBe(
      "Enter an address starting with https:// (http:// only for localhost)",
    );
  });

  it("refuses a code with a space", async () => {
    expect((await errorsOf({ ...NATURAL_GAS, code: "CN NG" })).code).toBe(
      "Only letters, digits and . _ : - are allowed",
    );
  });
});

// US EPA GHG Emission Factors Hub 2025 ("Last Modified: January 15, 2025"), sheet "Emission
// Factors Hub": the rows the library seeds, each with the printed cells it is computed from, so a
// test can re-read the workbook and a reader can follow every number. Values are converted to
// the project's units (kg of gas per m³, L, t, GJ, MWh, km, t·km, p·km) with exact constants.
import type { GasCode } from "../../../calc/ghg/types";
import type { FactorCategoryCode, FactorData } from "../../../modules/factor/factor-data";
import { GALLON_L, LB_KG, MILE_KM, MMBTU_GJ, SCF_M3, SHORT_TON_T, UNIT } from "./common";

/** One gas of a factor: the product of the printed cells times `multiplier`, in kg per unit. */
export interface EpaGasInput {
  gas: GasCode;
  /** Cells of sheet "Emission Factors Hub" as printed, by address. */
  cells: Readonly<Record<string, number>>;
  multiplier: number;
  /** The conversion in words, e.g. "÷ 0.028316846592 m³/scf". */
  conversion: string;
}

export interface EpaEntry {
  factor: FactorData;
  /** Text cells that identify the row and its unit basis (label, column or section headers). */
  labels: Readonly<Record<string, string>>;
  inputs: readonly EpaGasInput[];
}

export const EPA_HUB_2025_SHEET = "Emission Factors Hub";
const VERSION = "2025-01-15";
const SOURCE_URL = "https://www.epa.gov/climateleadership/ghg-emission-factors-hub";
const PUBLICATION =
  'US EPA Center for Corporate Climate Leadership, GHG Emission Factors Hub (last modified 15 January 2025), sheet "Emission Factors Hub"';

interface Meta {
  code: string;
  name: string;
  nameEn: string;
  subcategory: string;
  synonyms: string[];
}

interface Basis {
  unitId: number;
  /** Divide a per-publisher-unit value by this to get it per our unit. */
  divisor: number;
  conversion: string;
}

/** Fuel units of Table 1 and 2 and what one of them is in our units. */
const FUEL_UNIT = {
  scf: { unitId: UNIT.m3, divisor: SCF_M3, conversion: "÷ 0.028316846592 m³/scf" },
  gallon: { unitId: UNIT.L, divisor: GALLON_L, conversion: "÷ 3.785411784 L/US gallon" },
  shortTon: { unitId: UNIT.t, divisor: SHORT_TON_T, conversion: "÷ 0.90718474 t/short ton" },
} as const satisfies Record<string, Basis>;

/** Distance units of Tables 8 and 10. */
const DISTANCE_UNIT = {
  "vehicle-mile": { unitId: UNIT.km, divisor: MILE_KM, conversion: "÷ 1.609344 km/mile" },
  "passenger-mile": { unitId: UNIT.pkm, divisor: MILE_KM, conversion: "÷ 1.609344 km/mile" },
  "short ton-mile": {
    unitId: UNIT.tkm,
    divisor: SHORT_TON_T * MILE_KM,
    conversion: "÷ (0.90718474 t/short ton × 1.609344 km/mile)",
  },
} as const satisfies Record<string, Basis>;

const FUEL_UNIT_NAME = { scf: "scf", gallon: "US gallon", shortTon: "short ton" } as const;
const OUR_UNIT_NAME = { scf: "m³", gallon: "litre", shortTon: "tonne" } as const;

/** Section headers of Table 1 that state the heat content unit of each fuel block. */
const HEAT_CONTENT_HEADER = {
  shortTon: { D15: "mmBtu per short ton" },
  scf: { D36: "mmBtu per scf" },
  gallon: { D47: "mmBtu per gallon" },
} as const;

function gasInput(
  gas: GasCode,
  cells: Record<string, number>,
  multiplier: number,
  conversion: string,
): EpaGasInput {
  return { gas, cells, multiplier, conversion };
}

/** g → kg on top of a unit conversion. */
function grams(basis: Basis): { multiplier: number; conversion: string } {
  return { multiplier: 1 / 1000 / basis.divisor, conversion: `÷ 1000 g/kg ${basis.conversion}` };
}

function inputValue(input: EpaGasInput): number {
  return Object.values(input.cells).reduce((product, cell) => product * cell, input.multiplier);
}

function formula(input: EpaGasInput): string {
  return `${input.gas} = ${Object.values(input.cells).join(" × ")} ${input.conversion}`;
}

function entry(
  meta: Meta,
  details: {
    table: string;
    row: string;
    category: FactorCategoryCode;
    unitId: number;
    region?: string;
    scope: 1 | 2 | 3;
    labels: Record<string, string>;
    inputs: EpaGasInput[];
    gwpBasis?: "AR4";
    preface: string;
    suffix?: string;
  },
): EpaEntry {
  const cells = details.inputs.flatMap((input) => Object.keys(input.cells));
  const uniqueCells = [...new Set(cells)].join(", ");
  return {
    labels: details.labels,
    inputs: details.inputs,
    factor: {
      code: meta.code,
      name: meta.name,
      nameEn: meta.nameEn,
      category: details.category,
      subcategory: meta.subcategory,
      unitId: details.unitId,
      gases: details.inputs.map((input) => ({ gas: input.gas, value: inputValue(input) })),
      ncv: null,
      carbonContent: null,
      oxidation: null,
      region: details.region ?? "US",
      year: 2025,
      version: VERSION,
      source: `${PUBLICATION}, ${details.table}, row "${details.row}" (cells ${uniqueCells}).`,
      sourceUrl: SOURCE_URL,
      dataSourceType: 2,
      uncertainty: null,
      synonyms: meta.synonyms,
      scope: details.scope,
      gwpBasis: details.gwpBasis ?? null,
      notes: [details.preface, `${details.inputs.map(formula).join("; ")}.`, details.suffix]
        .filter(Boolean)
        .join(" "),
    },
  };
}

/** Table 1: per-mmBtu factors (HHV) times the default heat content, per physical unit. */
function stationary(
  spec: Meta & {
    row: number;
    label: string;
    per: keyof typeof FUEL_UNIT;
    biomass: boolean;
    hhv: number;
    co2: number;
    ch4: number;
    n2o: number;
  },
): EpaEntry {
  const basis = FUEL_UNIT[spec.per];
  const r = spec.row;
  const perGram = grams(basis);
  const hhv = { [`D${r}`]: spec.hhv };
  return entry(spec, {
    table: "Table 1 Stationary Combustion",
    row: spec.label,
    category: "stationary-combustion",
    unitId: basis.unitId,
    scope: 1,
    labels: { [`C${r}`]: spec.label, ...HEAT_CONTENT_HEADER[spec.per] },
    inputs: [
      gasInput(
        spec.biomass ? "CO2_BIO" : "CO2",
        { [`E${r}`]: spec.co2, ...hhv },
        1 / basis.divisor,
        basis.conversion,
      ),
      gasInput(
        spec.biomass ? "CH4_NONFOSSIL" : "CH4_FOSSIL",
        { [`F${r}`]: spec.ch4, ...hhv },
        perGram.multiplier,
        perGram.conversion,
      ),
      gasInput("N2O", { [`G${r}`]: spec.n2o, ...hhv }, perGram.multiplier, perGram.conversion),
    ],
    preface:
      `Table 1 prints ${spec.co2} kg CO2, ${spec.ch4} g CH4 and ${spec.n2o} g N2O per mmBtu ` +
      `(higher heating value) and ${spec.hhv} mmBtu per ${FUEL_UNIT_NAME[spec.per]}; ` +
      `per ${OUR_UNIT_NAME[spec.per]}:`,
    suffix:
      "EPA assumes 100% oxidation; combustion only, no upstream emissions." +
      (spec.biomass ? " Biogenic CO2 is reported outside the scopes." : ""),
  });
}

/** Table 2: CO2 per unit of fuel for mobile combustion (CH4 and N2O depend on the vehicle). */
function mobileCo2(
  spec: Meta & { row: number; label: string; per: "gallon" | "scf"; co2: number },
): EpaEntry {
  const basis = FUEL_UNIT[spec.per];
  const r = spec.row;
  return entry(spec, {
    table: "Table 2 Mobile Combustion CO2",
    row: spec.label,
    category: "mobile-combustion",
    unitId: basis.unitId,
    scope: 1,
    labels: { [`C${r}`]: spec.label, [`E${r}`]: spec.per },
    inputs: [gasInput("CO2", { [`D${r}`]: spec.co2 }, 1 / basis.divisor, basis.conversion)],
    preface: `Table 2 prints ${spec.co2} kg CO2 per ${FUEL_UNIT_NAME[spec.per]}; per ${OUR_UNIT_NAME[spec.per]}:`,
    suffix:
      "CO2 only: add CH4 and N2O per distance (Tables 3-4) or per gallon (Table 5). " +
      "Tank-to-wheel only.",
  });
}

/** Tables 3 and 4: CH4 and N2O in g per vehicle-mile, per vehicle km. */
function vehicleCh4N2o(
  spec: Meta & {
    table: "Table 3" | "Table 4";
    row: number;
    label: string;
    labels: Record<string, string>;
    ch4: Record<string, number>;
    n2o: Record<string, number>;
  },
): EpaEntry {
  const basis = DISTANCE_UNIT["vehicle-mile"];
  const perGram = grams(basis);
  return entry(spec, {
    table:
      spec.table === "Table 3"
        ? "Table 3 Mobile Combustion CH4 and N2O for On-Road Gasoline Vehicles"
        : "Table 4 Mobile Combustion CH4 and N2O for On-Road Diesel and Alternative Fuel Vehicles",
    row: spec.label,
    category: "mobile-combustion",
    unitId: basis.unitId,
    scope: 1,
    labels: spec.labels,
    inputs: [
      gasInput("CH4_FOSSIL", spec.ch4, perGram.multiplier, perGram.conversion),
      gasInput("N2O", spec.n2o, perGram.multiplier, perGram.conversion),
    ],
    preface: "g per vehicle-mile; per vehicle km:",
    suffix:
      "CH4 and N2O only: combine with the fuel's CO2 factor (Table 2) for the same trips. " +
      "Tank-to-wheel only.",
  });
}

/** Table 6: eGRID2023 total output emission rates, lb per MWh, as kg per MWh. */
function electricity(spec: {
  row: number;
  acronym: string;
  subregion: string;
  region: string;
  co2: number;
  ch4: number;
  n2o: number;
  code: string;
}): EpaEntry {
  const r = spec.row;
  const average = spec.acronym === "US Average";
  const conversion = "× 0.45359237 kg/lb";
  return entry(
    {
      code: spec.code,
      name: average ? "美国全国平均电网电力（eGRID2023）" : `美国eGRID电网分区 ${spec.acronym}`,
      nameEn: average
        ? "US average grid electricity (eGRID2023)"
        : `eGRID2023 subregion ${spec.acronym} (${spec.subregion})`,
      subcategory: "Grid electricity",
      synonyms: average
        ? ["US grid", "eGRID", "US electricity", "美国电网", "外购电力"]
        : [spec.acronym, spec.subregion, "eGRID", "美国电网"],
    },
    {
      table: "Table 6 Electricity (eGRID2023 total output emission factors)",
      row: average ? "US Average" : `${spec.acronym} ${spec.subregion}`,
      category: "electricity",
      unitId: UNIT.MWh,
      region: spec.region,
      scope: 2,
      labels: {
        [`C${r}`]: spec.acronym,
        [`D${r}`]: spec.subregion,
        E338: "(lb CO2 / MWh)",
        F338: "(lb CH4 / MWh)",
        G338: "(lb N2O / MWh)",
      },
      inputs: [
        gasInput("CO2", { [`E${r}`]: spec.co2 }, LB_KG, conversion),
        gasInput("CH4", { [`F${r}`]: spec.ch4 }, LB_KG, conversion),
        gasInput("N2O", { [`G${r}`]: spec.n2o }, LB_KG, conversion),
      ],
      preface: "eGRID2023 (January 2025) total output emission rates in lb per MWh; per MWh in kg:",
      suffix: "Location-based scope 2. CH4 origin is not given (grid mix).",
    },
  );
}

/** Table 7: purchased steam and heat (natural gas at 80% efficiency), per mmBtu, as per GJ. */
function steamAndHeat(spec: { row: number; co2: number; ch4: number; n2o: number }): EpaEntry {
  const r = spec.row;
  const conversion = "÷ 1.055056 GJ/mmBtu";
  return entry(
    {
      code: "EPA-2025-T7-STEAM-HEAT",
      name: "外购蒸汽与热力（美国）",
      nameEn: "Purchased steam and heat (US)",
      subcategory: "Steam and heat",
      synonyms: ["steam", "heat", "district heating", "蒸汽", "外购热力"],
    },
    {
      table: "Table 7 Steam and Heat",
      row: "Steam and Heat",
      category: "heat",
      unitId: UNIT.GJ,
      scope: 2,
      labels: {
        [`C${r}`]: "Steam and Heat",
        D409: "CO2 Factor (kg CO2 / mmBtu)",
        E409: "CH4 Factor (g CH4 / mmBtu)",
        F409: "N2O Factor (g N2O / mmBtu)",
      },
      inputs: [
        gasInput("CO2", { [`D${r}`]: spec.co2 }, 1 / MMBTU_GJ, conversion),
        gasInput(
          "CH4_FOSSIL",
          { [`E${r}`]: spec.ch4 },
          1 / 1000 / MMBTU_GJ,
          `÷ 1000 g/kg ${conversion}`,
        ),
        gasInput("N2O", { [`F${r}`]: spec.n2o }, 1 / 1000 / MMBTU_GJ, `÷ 1000 g/kg ${conversion}`),
      ],
      preface:
        "Per mmBtu of steam or heat purchased, assuming natural gas at 80% thermal efficiency; per GJ:",
      suffix: "Combustion only, no upstream emissions.",
    },
  );
}

/** Tables 8 and 10: distance-based factors, kg CO2 and g CH4 / N2O per unit of distance. */
function distance(
  spec: Meta & {
    table: "Table 8" | "Table 10";
    row: number;
    label: string;
    per: keyof typeof DISTANCE_UNIT;
    category: FactorCategoryCode;
    ch4Gas: "CH4" | "CH4_FOSSIL";
    co2: Record<string, number>;
    ch4: Record<string, number>;
    n2o: Record<string, number>;
  },
): EpaEntry {
  const basis = DISTANCE_UNIT[spec.per];
  const perGram = grams(basis);
  return entry(spec, {
    table:
      spec.table === "Table 8"
        ? "Table 8 Scope 3 Category 4 and 9: Upstream and Downstream Transportation and Distribution"
        : "Table 10 Scope 3 Category 6 and 7: Business Travel and Employee Commuting",
    row: spec.label,
    category: spec.category,
    unitId: basis.unitId,
    scope: 3,
    labels: { [`C${spec.row}`]: spec.label, [`G${spec.row}`]: spec.per },
    inputs: [
      gasInput("CO2", spec.co2, 1 / basis.divisor, basis.conversion),
      gasInput(spec.ch4Gas, spec.ch4, perGram.multiplier, perGram.conversion),
      gasInput("N2O", spec.n2o, perGram.multiplier, perGram.conversion),
    ],
    preface:
      `kg CO2 and g CH4 / N2O per ${spec.per}; per ` +
      `${basis.unitId === UNIT.tkm ? "t·km" : basis.unitId === UNIT.pkm ? "passenger km" : "vehicle km"}` +
      " (exact: 1 mile = 1.609344 km, 1 short ton = 0.90718474 t):",
    suffix: "Tank-to-wheel only (no upstream emissions).",
  });
}

const WASTE_HEADER: Record<string, string> = {
  D: "RecycledA",
  E: "LandfilledB",
  F: "CombustedC",
  G: "CompostedD",
};

/** Table 9: metric tons CO2e (AR4) per short ton of material, as kg CO2e per tonne. */
function waste(
  spec: Meta & { row: number; column: string; label: string; route: string; value: number },
): EpaEntry {
  const cell = `${spec.column}${spec.row}`;
  return entry(spec, {
    table:
      "Table 9 Scope 3 Category 5: Waste Generated in Operations and Category 12: End-of-Life Treatment of Sold Products",
    row: `${spec.label}, ${spec.route}`,
    category: "waste",
    unitId: UNIT.t,
    scope: 3,
    labels: {
      [`C${spec.row}`]: spec.label,
      [`${spec.column}435`]: WASTE_HEADER[spec.column],
      [`${spec.column}434`]: "Metric Tons CO2e / Short Ton Material",
    },
    inputs: [
      gasInput(
        "CO2E",
        { [cell]: spec.value },
        1000 / SHORT_TON_T,
        "× 1000 kg/t ÷ 0.90718474 t/short ton",
      ),
    ],
    gwpBasis: "AR4",
    preface:
      "Metric tons CO2e per short ton of material, published with AR4 GWPs (WARM-based, " +
      "excluding avoided emissions, including transport to the facility); per tonne in kg CO2e:",
    suffix: "A CO2e value: it keeps its AR4 weighting under any GWP set.",
  });
}

/** Table 1 per-mmBtu factors (HHV) per GJ, for fuel bought by energy (therms, GJ). */
function stationaryPerGj(
  spec: Meta & {
    row: number;
    label: string;
    headerRow: number;
    co2: number;
    ch4: number;
    n2o: number;
  },
): EpaEntry {
  const r = spec.row;
  const h = spec.headerRow;
  const conversion = "÷ 1.055056 GJ/mmBtu";
  const perGram = { multiplier: 1 / 1000 / MMBTU_GJ, conversion: `÷ 1000 g/kg ${conversion}` };
  return entry(spec, {
    table: "Table 1 Stationary Combustion",
    row: spec.label,
    category: "stationary-combustion",
    unitId: UNIT.GJ,
    scope: 1,
    labels: {
      [`C${r}`]: spec.label,
      [`E${h}`]: "kg CO2 per mmBtu",
      [`F${h}`]: "g CH4 per mmBtu",
      [`G${h}`]: "g N2O per mmBtu",
    },
    inputs: [
      gasInput("CO2", { [`E${r}`]: spec.co2 }, 1 / MMBTU_GJ, conversion),
      gasInput("CH4_FOSSIL", { [`F${r}`]: spec.ch4 }, perGram.multiplier, perGram.conversion),
      gasInput("N2O", { [`G${r}`]: spec.n2o }, perGram.multiplier, perGram.conversion),
    ],
    preface: "Per mmBtu of higher heating value; per GJ (HHV):",
    suffix: "EPA assumes 100% oxidation; combustion only, no upstream emissions.",
  });
}

export const EPA_HUB_2025_ENTRIES: readonly EpaEntry[] = [
  stationary({
    row: 17,
    label: "Anthracite",
    per: "shortTon",
    biomass: false,
    hhv: 25.09,
    co2: 103.69,
    ch4: 11,
    n2o: 1.6,
    code: "EPA-2025-T1-ANTHRACITE",
    name: "无烟煤",
    nameEn: "Anthracite coal",
    subcategory: "Coal and coke",
    synonyms: ["anthracite", "无烟煤", "coal"],
  }),
  stationary({
    row: 18,
    label: "Bituminous",
    per: "shortTon",
    biomass: false,
    hhv: 24.93,
    co2: 93.28,
    ch4: 11,
    n2o: 1.6,
    code: "EPA-2025-T1-BITUMINOUS",
    name: "烟煤",
    nameEn: "Bituminous coal",
    subcategory: "Coal and coke",
    synonyms: ["bituminous coal", "烟煤", "coal"],
  }),
  stationary({
    row: 19,
    label: "Sub-bituminous",
    per: "shortTon",
    biomass: false,
    hhv: 17.25,
    co2: 97.17,
    ch4: 11,
    n2o: 1.6,
    code: "EPA-2025-T1-SUB-BITUMINOUS",
    name: "次烟煤",
    nameEn: "Sub-bituminous coal",
    subcategory: "Coal and coke",
    synonyms: ["sub-bituminous coal", "次烟煤", "coal"],
  }),
  stationary({
    row: 20,
    label: "Lignite",
    per: "shortTon",
    biomass: false,
    hhv: 14.21,
    co2: 97.72,
    ch4: 11,
    n2o: 1.6,
    code: "EPA-2025-T1-LIGNITE",
    name: "褐煤",
    nameEn: "Lignite",
    subcategory: "Coal and coke",
    synonyms: ["lignite", "brown coal", "褐煤"],
  }),
  stationary({
    row: 24,
    label: "Mixed (Industrial Sector)",
    per: "shortTon",
    biomass: false,
    hhv: 22.35,
    co2: 94.67,
    ch4: 11,
    n2o: 1.6,
    code: "EPA-2025-T1-MIXED-COAL-INDUSTRIAL",
    name: "混合煤（工业部门）",
    nameEn: "Mixed coal (industrial sector)",
    subcategory: "Coal and coke",
    synonyms: ["coal", "industrial coal", "煤", "工业用煤"],
  }),
  stationary({
    row: 25,
    label: "Coal Coke",
    per: "shortTon",
    biomass: false,
    hhv: 24.8,
    co2: 113.67,
    ch4: 11,
    n2o: 1.6,
    code: "EPA-2025-T1-COAL-COKE",
    name: "焦炭",
    nameEn: "Coal coke",
    subcategory: "Coal and coke",
    synonyms: ["coke", "coal coke", "焦炭"],
  }),
  stationary({
    row: 28,
    label: "Petroleum Coke (Solid)",
    per: "shortTon",
    biomass: false,
    hhv: 30,
    co2: 102.41,
    ch4: 32,
    n2o: 4.2,
    code: "EPA-2025-T1-PETROLEUM-COKE",
    name: "石油焦",
    nameEn: "Petroleum coke (solid)",
    subcategory: "Other solid fuels",
    synonyms: ["petroleum coke", "petcoke", "石油焦"],
  }),
  stationary({
    row: 35,
    label: "Wood and Wood Residuals",
    per: "shortTon",
    biomass: true,
    hhv: 17.48,
    co2: 93.8,
    ch4: 7.2,
    n2o: 3.6,
    code: "EPA-2025-T1-WOOD",
    name: "木材及木质残余物",
    nameEn: "Wood and wood residuals",
    subcategory: "Biomass fuels",
    synonyms: ["wood", "biomass", "wood residuals", "木材", "生物质", "木屑"],
  }),
  stationary({
    row: 38,
    label: "Natural Gas",
    per: "scf",
    biomass: false,
    hhv: 0.001026,
    co2: 53.06,
    ch4: 1,
    n2o: 0.1,
    code: "EPA-2025-T1-NATURAL-GAS",
    name: "天然气（按体积）",
    nameEn: "Natural gas (per cubic metre)",
    subcategory: "Gaseous fuels",
    synonyms: ["natural gas", "NG", "天然气"],
  }),
  stationary({
    row: 41,
    label: "Coke Oven Gas",
    per: "scf",
    biomass: false,
    hhv: 0.000599,
    co2: 46.85,
    ch4: 0.48,
    n2o: 0.1,
    code: "EPA-2025-T1-COKE-OVEN-GAS",
    name: "焦炉煤气",
    nameEn: "Coke oven gas",
    subcategory: "Other gaseous fuels",
    synonyms: ["coke oven gas", "COG", "焦炉煤气"],
  }),
  stationary({
    row: 40,
    label: "Blast Furnace Gas",
    per: "scf",
    biomass: false,
    hhv: 0.000092,
    co2: 274.32,
    ch4: 0.022,
    n2o: 0.1,
    code: "EPA-2025-T1-BLAST-FURNACE-GAS",
    name: "高炉煤气",
    nameEn: "Blast furnace gas",
    subcategory: "Other gaseous fuels",
    synonyms: ["blast furnace gas", "BFG", "高炉煤气"],
  }),
  stationary({
    row: 45,
    label: "Landfill Gas",
    per: "scf",
    biomass: true,
    hhv: 0.000485,
    co2: 52.07,
    ch4: 3.2,
    n2o: 0.63,
    code: "EPA-2025-T1-LANDFILL-GAS",
    name: "填埋气",
    nameEn: "Landfill gas",
    subcategory: "Biomass fuels",
    synonyms: ["landfill gas", "biogas", "填埋气", "沼气"],
  }),
  stationary({
    row: 55,
    label: "Distillate Fuel Oil No. 2",
    per: "gallon",
    biomass: false,
    hhv: 0.138,
    co2: 73.96,
    ch4: 3,
    n2o: 0.6,
    code: "EPA-2025-T1-DISTILLATE-NO2",
    name: "柴油（2号馏分燃料油）",
    nameEn: "Distillate fuel oil No. 2 (diesel)",
    subcategory: "Petroleum products",
    synonyms: ["diesel", "distillate fuel oil", "heating oil", "柴油", "2号燃料油"],
  }),
  stationary({
    row: 75,
    label: "Residual Fuel Oil No. 6",
    per: "gallon",
    biomass: false,
    hhv: 0.15,
    co2: 75.1,
    ch4: 3,
    n2o: 0.6,
    code: "EPA-2025-T1-RESIDUAL-NO6",
    name: "6号渣油（重质燃料油）",
    nameEn: "Residual fuel oil No. 6",
    subcategory: "Petroleum products",
    synonyms: ["residual fuel oil", "heavy fuel oil", "bunker C", "燃料油", "重油"],
  }),
  stationary({
    row: 64,
    label: "Liquefied Petroleum Gases (LPG)",
    per: "gallon",
    biomass: false,
    hhv: 0.092,
    co2: 61.71,
    ch4: 3,
    n2o: 0.6,
    code: "EPA-2025-T1-LPG",
    name: "液化石油气",
    nameEn: "Liquefied petroleum gases (LPG)",
    subcategory: "Petroleum products",
    synonyms: ["LPG", "liquefied petroleum gas", "液化石油气"],
  }),
  stationary({
    row: 72,
    label: "Propane",
    per: "gallon",
    biomass: false,
    hhv: 0.091,
    co2: 62.87,
    ch4: 3,
    n2o: 0.6,
    code: "EPA-2025-T1-PROPANE",
    name: "丙烷",
    nameEn: "Propane",
    subcategory: "Petroleum products",
    synonyms: ["propane", "丙烷"],
  }),
  stationary({
    row: 66,
    label: "Motor Gasoline",
    per: "gallon",
    biomass: false,
    hhv: 0.125,
    co2: 70.22,
    ch4: 3,
    n2o: 0.6,
    code: "EPA-2025-T1-MOTOR-GASOLINE",
    name: "车用汽油（固定源）",
    nameEn: "Motor gasoline (stationary use)",
    subcategory: "Petroleum products",
    synonyms: ["gasoline", "petrol", "汽油"],
  }),
  stationary({
    row: 62,
    label: "Kerosene",
    per: "gallon",
    biomass: false,
    hhv: 0.135,
    co2: 75.2,
    ch4: 3,
    n2o: 0.6,
    code: "EPA-2025-T1-KEROSENE",
    name: "煤油",
    nameEn: "Kerosene",
    subcategory: "Petroleum products",
    synonyms: ["kerosene", "煤油"],
  }),
  stationary({
    row: 53,
    label: "Crude Oil",
    per: "gallon",
    biomass: false,
    hhv: 0.138,
    co2: 74.54,
    ch4: 3,
    n2o: 0.6,
    code: "EPA-2025-T1-CRUDE-OIL",
    name: "原油",
    nameEn: "Crude oil",
    subcategory: "Petroleum products",
    synonyms: ["crude oil", "原油"],
  }),
  mobileCo2({
    row: 107,
    label: "Diesel Fuel",
    per: "gallon",
    co2: 10.21,
    code: "EPA-2025-T2-DIESEL",
    name: "柴油（移动源）",
    nameEn: "Diesel fuel (mobile)",
    subcategory: "Mobile fuels",
    synonyms: ["diesel", "柴油"],
  }),
  mobileCo2({
    row: 112,
    label: "Motor Gasoline",
    per: "gallon",
    co2: 8.78,
    code: "EPA-2025-T2-MOTOR-GASOLINE",
    name: "车用汽油（移动源）",
    nameEn: "Motor gasoline (mobile)",
    subcategory: "Mobile fuels",
    synonyms: ["gasoline", "petrol", "汽油"],
  }),
  mobileCo2({
    row: 109,
    label: "Kerosene-Type Jet Fuel",
    per: "gallon",
    co2: 9.75,
    code: "EPA-2025-T2-JET-FUEL",
    name: "航空煤油",
    nameEn: "Kerosene-type jet fuel",
    subcategory: "Mobile fuels",
    synonyms: ["jet fuel", "Jet A", "航空煤油", "航煤"],
  }),
  mobileCo2({
    row: 111,
    label: "Liquefied Petroleum Gases (LPG)",
    per: "gallon",
    co2: 5.68,
    code: "EPA-2025-T2-LPG",
    name: "液化石油气（移动源）",
    nameEn: "LPG (mobile)",
    subcategory: "Mobile fuels",
    synonyms: ["LPG", "autogas", "液化石油气"],
  }),
  mobileCo2({
    row: 106,
    label: "Compressed Natural Gas (CNG)",
    per: "scf",
    co2: 0.05444,
    code: "EPA-2025-T2-CNG",
    name: "压缩天然气（移动源）",
    nameEn: "Compressed natural gas (mobile)",
    subcategory: "Mobile fuels",
    synonyms: ["CNG", "compressed natural gas", "压缩天然气"],
  }),
  vehicleCh4N2o({
    table: "Table 3",
    row: 164,
    label: "Gasoline Passenger Cars, model year 2022",
    labels: { D164: "2022" },
    ch4: { E164: 0.005 },
    n2o: { F164: 0.0014 },
    code: "EPA-2025-T3-GASOLINE-CAR-2022",
    name: "汽油乘用车（2022年款）CH4/N2O",
    nameEn: "Gasoline passenger car, model year 2022 (CH4 and N2O)",
    subcategory: "Road vehicles (CH4 and N2O per distance)",
    synonyms: ["gasoline car", "汽油车"],
  }),
  vehicleCh4N2o({
    table: "Table 3",
    row: 205,
    label: "Gasoline Light-Duty Trucks, model year 2022",
    labels: { D205: "2022" },
    ch4: { E205: 0.0079 },
    n2o: { F205: 0.0012 },
    code: "EPA-2025-T3-GASOLINE-LDT-2022",
    name: "汽油轻型卡车（2022年款）CH4/N2O",
    nameEn: "Gasoline light-duty truck, model year 2022 (CH4 and N2O)",
    subcategory: "Road vehicles (CH4 and N2O per distance)",
    synonyms: ["light-duty truck", "SUV", "pickup", "轻型卡车"],
  }),
  vehicleCh4N2o({
    table: "Table 4",
    row: 251,
    label: "Passenger Cars, Diesel, 2007-2022",
    labels: { C251: "Passenger Cars", D251: "Diesel", E251: "2007-2022" },
    ch4: { F251: 0.0302 },
    n2o: { G251: 0.0192 },
    code: "EPA-2025-T4-DIESEL-CAR-2007-2022",
    name: "柴油乘用车（2007–2022年款）CH4/N2O",
    nameEn: "Diesel passenger car, model years 2007-2022 (CH4 and N2O)",
    subcategory: "Road vehicles (CH4 and N2O per distance)",
    synonyms: ["diesel car", "柴油车"],
  }),
  vehicleCh4N2o({
    table: "Table 4",
    row: 256,
    label: "Medium- and Heavy-Duty Vehicles, Diesel, 2007-2022",
    labels: { C256: "Medium- and Heavy-Duty Vehicles", D256: "Diesel", E256: "2007-2022" },
    ch4: { F256: 0.0095 },
    n2o: { G256: 0.0431 },
    code: "EPA-2025-T4-DIESEL-HDV-2007-2022",
    name: "柴油中重型车辆（2007–2022年款）CH4/N2O",
    nameEn: "Diesel medium- and heavy-duty vehicle, model years 2007-2022 (CH4 and N2O)",
    subcategory: "Road vehicles (CH4 and N2O per distance)",
    synonyms: ["diesel truck", "heavy-duty vehicle", "柴油货车", "重型车"],
  }),
  electricity({
    row: 339,
    acronym: "AKGD",
    subregion: "ASCC Alaska Grid",
    region: "US-AKGD",
    co2: 899.003,
    ch4: 0.086,
    n2o: 0.012,
    code: "EPA-2025-T6-AKGD",
  }),
  electricity({
    row: 340,
    acronym: "AKMS",
    subregion: "ASCC Miscellaneous",
    region: "US-AKMS",
    co2: 519.445,
    ch4: 0.026,
    n2o: 0.004,
    code: "EPA-2025-T6-AKMS",
  }),
  electricity({
    row: 341,
    acronym: "AZNM",
    subregion: "WECC Southwest",
    region: "US-AZNM",
    co2: 740.81,
    ch4: 0.041,
    n2o: 0.006,
    code: "EPA-2025-T6-AZNM",
  }),
  electricity({
    row: 342,
    acronym: "CAMX",
    subregion: "WECC California",
    region: "US-CAMX",
    co2: 436.655,
    ch4: 0.025,
    n2o: 0.003,
    code: "EPA-2025-T6-CAMX",
  }),
  electricity({
    row: 343,
    acronym: "ERCT",
    subregion: "ERCOT All",
    region: "US-ERCT",
    co2: 738.038,
    ch4: 0.043,
    n2o: 0.006,
    code: "EPA-2025-T6-ERCT",
  }),
  electricity({
    row: 344,
    acronym: "FRCC",
    subregion: "FRCC All",
    region: "US-FRCC",
    co2: 801.891,
    ch4: 0.042,
    n2o: 0.005,
    code: "EPA-2025-T6-FRCC",
  }),
  electricity({
    row: 345,
    acronym: "HIMS",
    subregion: "HICC Miscellaneous",
    region: "US-HIMS",
    co2: 1122.117,
    ch4: 0.146,
    n2o: 0.022,
    code: "EPA-2025-T6-HIMS",
  }),
  electricity({
    row: 346,
    acronym: "HIOA",
    subregion: "HICC Oahu",
    region: "US-HIOA",
    co2: 1489.362,
    ch4: 0.134,
    n2o: 0.021,
    code: "EPA-2025-T6-HIOA",
  }),
  electricity({
    row: 347,
    acronym: "MROE",
    subregion: "MRO East",
    region: "US-MROE",
    co2: 1402.005,
    ch4: 0.116,
    n2o: 0.017,
    code: "EPA-2025-T6-MROE",
  }),
  electricity({
    row: 348,
    acronym: "MROW",
    subregion: "MRO West",
    region: "US-MROW",
    co2: 920.022,
    ch4: 0.097,
    n2o: 0.014,
    code: "EPA-2025-T6-MROW",
  }),
  electricity({
    row: 349,
    acronym: "NEWE",
    subregion: "NPCC New England",
    region: "US-NEWE",
    co2: 537.243,
    ch4: 0.063,
    n2o: 0.008,
    code: "EPA-2025-T6-NEWE",
  }),
  electricity({
    row: 350,
    acronym: "NWPP",
    subregion: "WECC Northwest",
    region: "US-NWPP",
    co2: 631.705,
    ch4: 0.054,
    n2o: 0.008,
    code: "EPA-2025-T6-NWPP",
  }),
  electricity({
    row: 351,
    acronym: "NYCW",
    subregion: "NPCC NYC/Westchester",
    region: "US-NYCW",
    co2: 974.656,
    ch4: 0.025,
    n2o: 0.003,
    code: "EPA-2025-T6-NYCW",
  }),
  electricity({
    row: 352,
    acronym: "NYLI",
    subregion: "NPCC Long Island",
    region: "US-NYLI",
    co2: 1180.678,
    ch4: 0.14,
    n2o: 0.018,
    code: "EPA-2025-T6-NYLI",
  }),
  electricity({
    row: 353,
    acronym: "NYUP",
    subregion: "NPCC Upstate NY",
    region: "US-NYUP",
    co2: 240.99,
    ch4: 0.011,
    n2o: 0.001,
    code: "EPA-2025-T6-NYUP",
  }),
  electricity({
    row: 354,
    acronym: "PRMS",
    subregion: "Puerto Rico Miscellaneous",
    region: "US-PRMS",
    co2: 1542.952,
    ch4: 0.077,
    n2o: 0.012,
    code: "EPA-2025-T6-PRMS",
  }),
  electricity({
    row: 355,
    acronym: "RFCE",
    subregion: "RFC East",
    region: "US-RFCE",
    co2: 594.74,
    ch4: 0.036,
    n2o: 0.005,
    code: "EPA-2025-T6-RFCE",
  }),
  electricity({
    row: 356,
    acronym: "RFCM",
    subregion: "RFC Michigan",
    region: "US-RFCM",
    co2: 962.084,
    ch4: 0.082,
    n2o: 0.011,
    code: "EPA-2025-T6-RFCM",
  }),
  electricity({
    row: 357,
    acronym: "RFCW",
    subregion: "RFC West",
    region: "US-RFCW",
    co2: 911.321,
    ch4: 0.071,
    n2o: 0.01,
    code: "EPA-2025-T6-RFCW",
  }),
  electricity({
    row: 358,
    acronym: "RMPA",
    subregion: "WECC Rockies",
    region: "US-RMPA",
    co2: 1036.021,
    ch4: 0.09,
    n2o: 0.013,
    code: "EPA-2025-T6-RMPA",
  }),
  electricity({
    row: 359,
    acronym: "SPNO",
    subregion: "SPP North",
    region: "US-SPNO",
    co2: 861.925,
    ch4: 0.087,
    n2o: 0.012,
    code: "EPA-2025-T6-SPNO",
  }),
  electricity({
    row: 360,
    acronym: "SPSO",
    subregion: "SPP South",
    region: "US-SPSO",
    co2: 891.103,
    ch4: 0.055,
    n2o: 0.008,
    code: "EPA-2025-T6-SPSO",
  }),
  electricity({
    row: 361,
    acronym: "SRMV",
    subregion: "SERC Mississippi Valley",
    region: "US-SRMV",
    co2: 739.415,
    ch4: 0.032,
    n2o: 0.004,
    code: "EPA-2025-T6-SRMV",
  }),
  electricity({
    row: 362,
    acronym: "SRMW",
    subregion: "SERC Midwest",
    region: "US-SRMW",
    co2: 1238.311,
    ch4: 0.132,
    n2o: 0.019,
    code: "EPA-2025-T6-SRMW",
  }),
  electricity({
    row: 363,
    acronym: "SRSO",
    subregion: "SERC South",
    region: "US-SRSO",
    co2: 840.893,
    ch4: 0.055,
    n2o: 0.008,
    code: "EPA-2025-T6-SRSO",
  }),
  electricity({
    row: 364,
    acronym: "SRTV",
    subregion: "SERC Tennessee Valley",
    region: "US-SRTV",
    co2: 895.693,
    ch4: 0.079,
    n2o: 0.011,
    code: "EPA-2025-T6-SRTV",
  }),
  electricity({
    row: 365,
    acronym: "SRVC",
    subregion: "SERC Virginia/Carolina",
    region: "US-SRVC",
    co2: 590.229,
    ch4: 0.045,
    n2o: 0.006,
    code: "EPA-2025-T6-SRVC",
  }),
  electricity({
    row: 366,
    acronym: "US Average",
    subregion: "US Average",
    region: "US",
    co2: 771.523,
    ch4: 0.057,
    n2o: 0.008,
    code: "EPA-2025-T6-US-AVERAGE",
  }),
  steamAndHeat({ row: 410, co2: 66.33, ch4: 1.25, n2o: 0.125 }),
  distance({
    table: "Table 8",
    row: 422,
    label: "Medium- and Heavy-Duty Truck",
    per: "vehicle-mile",
    category: "transport",
    ch4Gas: "CH4_FOSSIL",
    co2: { D422: 1.298 },
    ch4: { E422: 0.0115 },
    n2o: { F422: 0.0376 },
    code: "EPA-2025-T8-TRUCK-VMILE",
    name: "中重型货车（按车公里）",
    nameEn: "Medium- and heavy-duty truck (per vehicle km)",
    subcategory: "Road freight",
    synonyms: ["truck", "HGV", "货车"],
  }),
  distance({
    table: "Table 8",
    row: 423,
    label: "Passenger Car A",
    per: "vehicle-mile",
    category: "transport",
    ch4Gas: "CH4_FOSSIL",
    co2: { D423: 0.297 },
    ch4: { E423: 0.0059 },
    n2o: { F423: 0.0053 },
    code: "EPA-2025-T8-CAR-VMILE",
    name: "乘用车货运（按车公里）",
    nameEn: "Passenger car, freight use (per vehicle km)",
    subcategory: "Road freight",
    synonyms: ["car", "小汽车"],
  }),
  distance({
    table: "Table 8",
    row: 424,
    label: "Light-Duty Truck B",
    per: "vehicle-mile",
    category: "transport",
    ch4Gas: "CH4_FOSSIL",
    co2: { D424: 0.394 },
    ch4: { E424: 0.0109 },
    n2o: { F424: 0.0088 },
    code: "EPA-2025-T8-LDT-VMILE",
    name: "轻型卡车货运（按车公里）",
    nameEn: "Light-duty truck, freight use (per vehicle km)",
    subcategory: "Road freight",
    synonyms: ["light-duty truck", "van", "pickup", "轻型卡车"],
  }),
  distance({
    table: "Table 8",
    row: 425,
    label: "Medium- and Heavy-Duty TruckC",
    per: "short ton-mile",
    category: "transport",
    ch4Gas: "CH4_FOSSIL",
    co2: { D425: 0.186 },
    ch4: { E425: 0.0016 },
    n2o: { F425: 0.0054 },
    code: "EPA-2025-T8-TRUCK-TKM",
    name: "中重型货车（按吨公里）",
    nameEn: "Medium- and heavy-duty truck (per tonne km)",
    subcategory: "Road freight",
    synonyms: ["truck", "road freight", "公路货运", "货车"],
  }),
  distance({
    table: "Table 8",
    row: 426,
    label: "Rail",
    per: "short ton-mile",
    category: "transport",
    ch4Gas: "CH4_FOSSIL",
    co2: { D426: 0.021 },
    ch4: { E426: 0.0016 },
    n2o: { F426: 0.0005 },
    code: "EPA-2025-T8-RAIL-TKM",
    name: "铁路货运（按吨公里）",
    nameEn: "Rail freight (per tonne km)",
    subcategory: "Rail freight",
    synonyms: ["rail freight", "铁路货运"],
  }),
  distance({
    table: "Table 8",
    row: 427,
    label: "Waterborne Craft",
    per: "short ton-mile",
    category: "transport",
    ch4Gas: "CH4_FOSSIL",
    co2: { D427: 0.077 },
    ch4: { E427: 0.031 },
    n2o: { F427: 0.002 },
    code: "EPA-2025-T8-WATERBORNE-TKM",
    name: "水运货运（按吨公里）",
    nameEn: "Waterborne craft (per tonne km)",
    subcategory: "Water freight",
    synonyms: ["ship", "barge", "waterborne freight", "水运", "船运"],
  }),
  distance({
    table: "Table 8",
    row: 428,
    label: "Aircraft",
    per: "short ton-mile",
    category: "transport",
    ch4Gas: "CH4_FOSSIL",
    co2: { D428: 1.086 },
    ch4: { E428: 0 },
    n2o: { F428: 0.0334 },
    code: "EPA-2025-T8-AIRCRAFT-TKM",
    name: "航空货运（按吨公里）",
    nameEn: "Aircraft freight (per tonne km)",
    subcategory: "Air freight",
    synonyms: ["air freight", "air cargo", "航空货运", "空运"],
  }),
  distance({
    table: "Table 10",
    row: 504,
    label: "Passenger Car A",
    per: "vehicle-mile",
    category: "business-travel",
    ch4Gas: "CH4_FOSSIL",
    co2: { D504: 0.297 },
    ch4: { E504: 0.0059 },
    n2o: { F504: 0.0053 },
    code: "EPA-2025-T10-CAR",
    name: "乘用车（按车公里）",
    nameEn: "Passenger car (per vehicle km)",
    subcategory: "Cars",
    synonyms: ["car", "小汽车", "通勤"],
  }),
  distance({
    table: "Table 10",
    row: 505,
    label: "Light-Duty Truck B",
    per: "vehicle-mile",
    category: "business-travel",
    ch4Gas: "CH4_FOSSIL",
    co2: { D505: 0.394 },
    ch4: { E505: 0.0109 },
    n2o: { F505: 0.0088 },
    code: "EPA-2025-T10-LDT",
    name: "轻型卡车/SUV（按车公里）",
    nameEn: "Light-duty truck / SUV (per vehicle km)",
    subcategory: "Cars",
    synonyms: ["SUV", "minivan", "pickup", "轻型卡车"],
  }),
  distance({
    table: "Table 10",
    row: 506,
    label: "Motorcycle",
    per: "vehicle-mile",
    category: "business-travel",
    ch4Gas: "CH4_FOSSIL",
    co2: { D506: 0.368 },
    ch4: { E506: 0.0888 },
    n2o: { F506: 0.0188 },
    code: "EPA-2025-T10-MOTORCYCLE",
    name: "摩托车（按车公里）",
    nameEn: "Motorcycle (per vehicle km)",
    subcategory: "Motorbikes",
    synonyms: ["motorcycle", "motorbike", "摩托车"],
  }),
  distance({
    table: "Table 10",
    row: 509,
    label: "Intercity Rail - National Average C",
    per: "passenger-mile",
    category: "business-travel",
    ch4Gas: "CH4",
    co2: { D509: 0.096 },
    ch4: { E509: 0.008 },
    n2o: { F509: 0.002 },
    code: "EPA-2025-T10-INTERCITY-RAIL",
    name: "城际铁路（全国平均）",
    nameEn: "Intercity rail, national average",
    subcategory: "Rail",
    synonyms: ["intercity rail", "Amtrak", "train", "城际铁路", "火车"],
  }),
  distance({
    table: "Table 10",
    row: 510,
    label: "Commuter Rail D",
    per: "passenger-mile",
    category: "business-travel",
    ch4Gas: "CH4",
    co2: { D510: 0.133 },
    ch4: { E510: 0.0105 },
    n2o: { F510: 0.0026 },
    code: "EPA-2025-T10-COMMUTER-RAIL",
    name: "市郊铁路",
    nameEn: "Commuter rail",
    subcategory: "Rail",
    synonyms: ["commuter rail", "regional rail", "市郊铁路", "通勤铁路"],
  }),
  distance({
    table: "Table 10",
    row: 511,
    label: "Transit Rail (i.e. Subway, Tram) E",
    per: "passenger-mile",
    category: "business-travel",
    ch4Gas: "CH4",
    co2: { D511: 0.093 },
    ch4: { E511: 0.0075 },
    n2o: { F511: 0.001 },
    code: "EPA-2025-T10-TRANSIT-RAIL",
    name: "城市轨道交通（地铁、有轨电车）",
    nameEn: "Transit rail (subway, tram)",
    subcategory: "Rail",
    synonyms: ["subway", "metro", "tram", "地铁", "城市轨道交通"],
  }),
  distance({
    table: "Table 10",
    row: 512,
    label: "Bus",
    per: "passenger-mile",
    category: "business-travel",
    ch4Gas: "CH4_FOSSIL",
    co2: { D512: 0.066 },
    ch4: { E512: 0.0046 },
    n2o: { F512: 0.0019 },
    code: "EPA-2025-T10-BUS",
    name: "公交车",
    nameEn: "Bus",
    subcategory: "Bus and coach",
    synonyms: ["bus", "公交车", "巴士"],
  }),
  distance({
    table: "Table 10",
    row: 513,
    label: "Air Travel - Short Haul (< 300 miles)",
    per: "passenger-mile",
    category: "business-travel",
    ch4Gas: "CH4_FOSSIL",
    co2: { D513: 0.207 },
    ch4: { E513: 0.0064 },
    n2o: { F513: 0.0066 },
    code: "EPA-2025-T10-AIR-SHORT",
    name: "航空旅行（短途，<300英里）",
    nameEn: "Air travel, short haul (< 300 miles)",
    subcategory: "Air travel",
    synonyms: ["short-haul flight", "短途航班", "飞机"],
  }),
  distance({
    table: "Table 10",
    row: 514,
    label: "Air Travel - Medium Haul (>= 300 miles, < 2300 miles)",
    per: "passenger-mile",
    category: "business-travel",
    ch4Gas: "CH4_FOSSIL",
    co2: { D514: 0.129 },
    ch4: { E514: 0.0006 },
    n2o: { F514: 0.0041 },
    code: "EPA-2025-T10-AIR-MEDIUM",
    name: "航空旅行（中途，300–2300英里）",
    nameEn: "Air travel, medium haul (300-2300 miles)",
    subcategory: "Air travel",
    synonyms: ["medium-haul flight", "中途航班", "飞机"],
  }),
  distance({
    table: "Table 10",
    row: 515,
    label: "Air Travel - Long Haul (>= 2300 miles)",
    per: "passenger-mile",
    category: "business-travel",
    ch4Gas: "CH4_FOSSIL",
    co2: { D515: 0.163 },
    ch4: { E515: 0.0006 },
    n2o: { F515: 0.0052 },
    code: "EPA-2025-T10-AIR-LONG",
    name: "航空旅行（长途，≥2300英里）",
    nameEn: "Air travel, long haul (>= 2300 miles)",
    subcategory: "Air travel",
    synonyms: ["long-haul flight", "长途航班", "飞机"],
  }),
  waste({
    row: 477,
    column: "E",
    label: "Mixed MSW",
    route: "Landfilled",
    value: 0.58,
    code: "EPA-2025-T9-MIXED-MSW-LANDFILLED",
    name: "混合城市生活垃圾（填埋）",
    nameEn: "Mixed MSW, landfilled",
    subcategory: "Landfill",
    synonyms: ["municipal solid waste", "MSW", "生活垃圾", "填埋"],
  }),
  waste({
    row: 477,
    column: "F",
    label: "Mixed MSW",
    route: "Combusted",
    value: 0.43,
    code: "EPA-2025-T9-MIXED-MSW-COMBUSTED",
    name: "混合城市生活垃圾（焚烧）",
    nameEn: "Mixed MSW, combusted",
    subcategory: "Combustion",
    synonyms: ["municipal solid waste", "MSW", "生活垃圾", "焚烧"],
  }),
  waste({
    row: 474,
    column: "D",
    label: "Mixed Recyclables",
    route: "Recycled",
    value: 0.09,
    code: "EPA-2025-T9-MIXED-RECYCLABLES-RECYCLED",
    name: "混合可回收物（回收）",
    nameEn: "Mixed recyclables, recycled",
    subcategory: "Recycling",
    synonyms: ["recyclables", "可回收物", "回收"],
  }),
  waste({
    row: 475,
    column: "E",
    label: "Food Waste",
    route: "Landfilled",
    value: 0.68,
    code: "EPA-2025-T9-FOOD-WASTE-LANDFILLED",
    name: "食物垃圾（填埋）",
    nameEn: "Food waste, landfilled",
    subcategory: "Landfill",
    synonyms: ["food waste", "餐厨垃圾", "厨余垃圾", "填埋"],
  }),
  waste({
    row: 475,
    column: "G",
    label: "Food Waste",
    route: "Composted",
    value: 0.11,
    code: "EPA-2025-T9-FOOD-WASTE-COMPOSTED",
    name: "食物垃圾（堆肥）",
    nameEn: "Food waste, composted",
    subcategory: "Composting",
    synonyms: ["food waste", "餐厨垃圾", "厨余垃圾", "堆肥"],
  }),
  waste({
    row: 473,
    column: "E",
    label: "Mixed Plastics",
    route: "Landfilled",
    value: 0.02,
    code: "EPA-2025-T9-MIXED-PLASTICS-LANDFILLED",
    name: "混合塑料（填埋）",
    nameEn: "Mixed plastics, landfilled",
    subcategory: "Landfill",
    synonyms: ["plastic waste", "塑料废弃物", "填埋"],
  }),
  waste({
    row: 473,
    column: "F",
    label: "Mixed Plastics",
    route: "Combusted",
    value: 2.34,
    code: "EPA-2025-T9-MIXED-PLASTICS-COMBUSTED",
    name: "混合塑料（焚烧）",
    nameEn: "Mixed plastics, combusted",
    subcategory: "Combustion",
    synonyms: ["plastic waste", "塑料废弃物", "焚烧"],
  }),
  waste({
    row: 473,
    column: "D",
    label: "Mixed Plastics",
    route: "Recycled",
    value: 0.22,
    code: "EPA-2025-T9-MIXED-PLASTICS-RECYCLED",
    name: "混合塑料（回收）",
    nameEn: "Mixed plastics, recycled",
    subcategory: "Recycling",
    synonyms: ["plastic waste", "塑料回收", "回收"],
  }),
  waste({
    row: 449,
    column: "D",
    label: "Corrugated Containers",
    route: "Recycled",
    value: 0.11,
    code: "EPA-2025-T9-CORRUGATED-RECYCLED",
    name: "瓦楞纸箱（回收）",
    nameEn: "Corrugated containers, recycled",
    subcategory: "Recycling",
    synonyms: ["cardboard", "corrugated", "纸箱", "废纸", "回收"],
  }),
  waste({
    row: 449,
    column: "E",
    label: "Corrugated Containers",
    route: "Landfilled",
    value: 1,
    code: "EPA-2025-T9-CORRUGATED-LANDFILLED",
    name: "瓦楞纸箱（填埋）",
    nameEn: "Corrugated containers, landfilled",
    subcategory: "Landfill",
    synonyms: ["cardboard", "corrugated", "纸箱", "废纸", "填埋"],
  }),
  waste({
    row: 469,
    column: "E",
    label: "Mixed Paper (general)",
    route: "Landfilled",
    value: 0.89,
    code: "EPA-2025-T9-MIXED-PAPER-LANDFILLED",
    name: "混合纸（一般）（填埋）",
    nameEn: "Mixed paper (general), landfilled",
    subcategory: "Landfill",
    synonyms: ["paper waste", "废纸", "填埋"],
  }),
  stationaryPerGj({
    row: 38,
    label: "Natural Gas",
    headerRow: 36,
    co2: 53.06,
    ch4: 1,
    n2o: 0.1,
    code: "EPA-2025-T1-NATURAL-GAS-GJ",
    name: "天然气（按高位热值吉焦）",
    nameEn: "Natural gas (per GJ, higher heating value)",
    subcategory: "Gaseous fuels",
    synonyms: ["natural gas", "therm", "天然气"],
  }),
];

export const EPA_HUB_2025_FACTORS: readonly FactorData[] = EPA_HUB_2025_ENTRIES.map(
  (epa) => epa.factor,
);

// Method packs: the characterisation factors of one impact method, cut from a large LCIA file to
// the indicators the platform reports and kept in the project as a small table (en15804-pack.json).
//
// The source is an LCIA file in the layout of brightway2-io's ecoinvent LCIA export: a JSON array
// of methods `{ name: [family, category, indicator], unit, factors: [{ flow, compartment:
// [compartment, sub-compartment?], amount, biosphere3 }] }` (../shared/data/lcia, see its README).
// `buildEn15804Pack` keeps the 13 core indicators of EN 15804+A2 from the family "EF v3.1
// EN15804" and the inventory indicators of the family "EN15804", and writes each indicator's
// factors by compartment and flow name:
//
//   "air/*"                 the factor holds in every sub-compartment of air the file knows
//   "water"                 water, sub-compartment unspecified
//   "water/surface water"   that sub-compartment only
//
// A factor is written under "top/*" only when the file gives the same value for the flow in every
// sub-compartment of that top compartment (those the file uses anywhere); otherwise each
// sub-compartment is written as given, so a flow the source leaves out of a sub-compartment
// (phosphate to the ocean for freshwater eutrophication) stays out of it.
//
// The file gives no units for its flows. Factors are per the flow's unit in the ecoinvent
// biosphere: kilogram, except the flows named in `units` (natural gas and water in m3, energy
// in MJ; the inventory indicators' own flows in their indicator's unit).
import type { En15804CoreIndicator } from "./methods";

/** One method of the LCIA file, as the file writes it. */
export interface LciaFileMethod {
  name: [family: string, category: string, indicator: string];
  unit: string;
  factors: {
    flow: string;
    compartment: string[];
    amount: number;
    biosphere3?: string;
  }[];
}

export type En15804InventoryIndicator =
  | "PERT"
  | "PENRT"
  | "SM"
  | "RSF"
  | "FW"
  | "HWD"
  | "NHWD"
  | "HLRW"
  | "ILLRW"
  | "MFR"
  | "MER"
  | "EEE"
  | "EET"
  | "RE";

export interface PackIndicator {
  code: En15804CoreIndicator | En15804InventoryIndicator;
  /** the source's method name */
  family: string;
  category: string;
  indicator: string;
  /** the unit EN 15804+A2 declares it in; `sourceUnit` as the file writes it */
  unit: string;
  sourceUnit: string;
  /** compartment key ("air/*", "water", "water/surface water") → flow name → factor */
  factors: Record<string, Record<string, number>>;
}

export interface MethodPack {
  id: string;
  name: string;
  /** where the factors come from, to be cited with every result */
  citation: string;
  source: { file: string; sha256: string; methods: number; licence: string };
  /** flows whose factors are per another unit than kg */
  units: Record<string, string>;
  core: PackIndicator[];
  inventory: PackIndicator[];
}

interface IndicatorSource {
  code: PackIndicator["code"];
  family: string;
  category: string;
  /** when the category holds several methods (the inventory indicators) */
  indicator?: string;
  unit: string;
}

const EF = "EF v3.1 EN15804";
const INV = "EN15804";
const ISO21930 = "inventory indicators ISO21930";

/** EN 15804+A2 core indicators (REFERENCE-LCA-EPD.md §1.2) and the EF 3.1 category of each. */
export const CORE_SOURCES: readonly IndicatorSource[] = [
  { code: "GWP-total", family: EF, category: "climate change", unit: "kg CO2 eq" },
  { code: "GWP-fossil", family: EF, category: "climate change: fossil", unit: "kg CO2 eq" },
  { code: "GWP-biogenic", family: EF, category: "climate change: biogenic", unit: "kg CO2 eq" },
  {
    code: "GWP-luluc",
    family: EF,
    category: "climate change: land use and land use change",
    unit: "kg CO2 eq",
  },
  { code: "ODP", family: EF, category: "ozone depletion", unit: "kg CFC-11 eq" },
  { code: "AP", family: EF, category: "acidification", unit: "mol H+ eq" },
  { code: "EP-freshwater", family: EF, category: "eutrophication: freshwater", unit: "kg P eq" },
  { code: "EP-marine", family: EF, category: "eutrophication: marine", unit: "kg N eq" },
  { code: "EP-terrestrial", family: EF, category: "eutrophication: terrestrial", unit: "mol N eq" },
  {
    code: "POCP",
    family: EF,
    category: "photochemical oxidant formation: human health",
    unit: "kg NMVOC eq",
  },
  {
    code: "ADP-minerals&metals",
    family: EF,
    category: "material resources: metals/minerals",
    unit: "kg Sb eq",
  },
  { code: "ADP-fossil", family: EF, category: "energy resources: non-renewable", unit: "MJ" },
  { code: "WDP", family: EF, category: "water use", unit: "m3 world eq deprived" },
];

/**
 * The inventory indicators the file carries (ecoinvent's "EN15804 / inventory indicators
 * ISO21930"), under the EN 15804+A2 codes of REFERENCE-LCA-EPD.md §1.3. PERT and PENRT are the
 * file's cumulative energy demand, renewable and non-renewable (no split into energy and raw
 * material use); RE (recovered energy) has no EN 15804 code and keeps ecoinvent's name.
 */
export const INVENTORY_SOURCES: readonly IndicatorSource[] = [
  {
    code: "PERT",
    family: INV,
    category: ISO21930,
    indicator: "Cumulative Energy Demand - renewable energy resources",
    unit: "MJ",
  },
  {
    code: "PENRT",
    family: INV,
    category: ISO21930,
    indicator: "Cumulative Energy Demand - non-renewable energy resources",
    unit: "MJ",
  },
  {
    code: "SM",
    family: INV,
    category: ISO21930,
    indicator: "use of secondary material",
    unit: "kg",
  },
  {
    code: "RSF",
    family: INV,
    category: ISO21930,
    indicator: "use of renewable secondary fuels",
    unit: "MJ",
  },
  { code: "FW", family: INV, category: ISO21930, indicator: "use of net fresh water", unit: "m3" },
  {
    code: "HWD",
    family: INV,
    category: ISO21930,
    indicator: "hazardous waste disposed",
    unit: "kg",
  },
  {
    code: "NHWD",
    family: INV,
    category: ISO21930,
    indicator: "non-hazardous waste disposed",
    unit: "kg",
  },
  {
    code: "HLRW",
    family: INV,
    category: ISO21930,
    indicator: "high-level radioactive waste disposed",
    unit: "kg",
  },
  {
    code: "ILLRW",
    family: INV,
    category: ISO21930,
    indicator: "intermediate and low-level radioactive waste disposed",
    unit: "kg",
  },
  {
    code: "MFR",
    family: INV,
    category: ISO21930,
    indicator: "materials for recycling",
    unit: "kg",
  },
  {
    code: "MER",
    family: INV,
    category: ISO21930,
    indicator: "materials for energy recovery",
    unit: "kg",
  },
  {
    code: "EEE",
    family: INV,
    category: ISO21930,
    indicator: "exported energy - electricity",
    unit: "MJ",
  },
  { code: "EET", family: INV, category: ISO21930, indicator: "exported energy - heat", unit: "MJ" },
  { code: "RE", family: INV, category: ISO21930, indicator: "recovered energy", unit: "MJ" },
];

export const EN15804_PACK_CITATION =
  "EF 3.1 (JRC) as implemented in ecoinvent 3.9 LCIA (LCIA_Implementation_3.9.xlsx), read from " +
  "brightway-lca/brightway2-io bw2io/data/lcia/lcia_39_ecoinvent.zip (BSD-3-Clause), values " +
  "unchanged; EN 15804+A2 indicator codes and units after EN 15804:2012+A2:2019/AC:2021 and the " +
  "EF 3.1 profile of GreenDelta/olca-ilcd (EN_15804_A2_EF31.xml).";

const UNIT_NAMES: Readonly<Record<string, string>> = {
  megajoule: "MJ",
  kilogram: "kg",
  "cubic meter": "m3",
};

/** The ecoinvent biosphere unit of a flow of the file (see the header). */
function flowUnit(flow: string, compartment: string, indicatorUnit: string): string {
  if (compartment === "inventory indicator") return UNIT_NAMES[indicatorUnit] ?? indicatorUnit;
  if (/^gas, /i.test(flow) || /^water\b/i.test(flow)) return "m3";
  if (/^energy, /i.test(flow)) return "MJ";
  return "kg";
}

/** "air", "urban air close to ground" → "air/urban air close to ground"; no sub → "air". */
export function compartmentKey(top: string, sub = ""): string {
  return sub ? `${top}/${sub}` : top;
}

function findMethod(methods: readonly LciaFileMethod[], s: IndicatorSource): LciaFileMethod {
  const found = methods.filter(
    (m) =>
      m.name[0] === s.family &&
      m.name[1] === s.category &&
      (s.indicator === undefined || m.name[2] === s.indicator),
  );
  if (found.length !== 1) {
    const name = [s.family, s.category, s.indicator].filter(Boolean).join(" / ");
    throw new Error(`${found.length} methods "${name}" in the LCIA file`);
  }
  return found[0];
}

function packIndicator(
  method: LciaFileMethod,
  source: IndicatorSource,
  subsOf: ReadonlyMap<string, ReadonlySet<string>>,
  units: Record<string, string>,
): PackIndicator {
  // flow → top → sub → amount
  const byFlow = new Map<string, Map<string, Map<string, number>>>();
  for (const f of method.factors) {
    if (!Number.isFinite(f.amount)) throw new Error(`factor of ${f.flow} is not a number`);
    const [top, sub = ""] = f.compartment;
    let tops = byFlow.get(f.flow);
    if (!tops) byFlow.set(f.flow, (tops = new Map<string, Map<string, number>>()));
    let subs = tops.get(top);
    if (!subs) tops.set(top, (subs = new Map<string, number>()));
    subs.set(sub, f.amount);
    const unit = flowUnit(f.flow, top, method.unit);
    if (unit !== "kg") units[f.flow] = unit;
  }
  const factors: Record<string, Record<string, number>> = {};
  const put = (key: string, flow: string, amount: number) => {
    (factors[key] ??= {})[flow] = amount;
  };
  for (const [flow, tops] of byFlow) {
    for (const [top, subs] of tops) {
      const values = new Set(subs.values());
      const all = subsOf.get(top)!;
      if (values.size === 1 && all.size > 1 && [...all].every((s) => subs.has(s))) {
        put(`${top}/*`, flow, [...values][0]);
      } else {
        for (const [sub, amount] of subs) put(compartmentKey(top, sub), flow, amount);
      }
    }
  }
  const sorted: Record<string, Record<string, number>> = {};
  for (const key of Object.keys(factors).sort()) {
    sorted[key] = Object.fromEntries(
      Object.entries(factors[key]).sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return {
    code: source.code,
    family: method.name[0],
    category: method.name[1],
    indicator: method.name[2],
    unit: source.unit,
    sourceUnit: method.unit,
    factors: sorted,
  };
}

/** The EN 15804+A2 pack from the LCIA file's methods (see the header). */
export function buildEn15804Pack(
  methods: readonly LciaFileMethod[],
  source: { file: string; sha256: string },
): MethodPack {
  // Every sub-compartment the file uses under each top compartment.
  const subsOf = new Map<string, Set<string>>();
  for (const m of methods) {
    for (const f of m.factors) {
      const [top, sub = ""] = f.compartment;
      let set = subsOf.get(top);
      if (!set) subsOf.set(top, (set = new Set<string>()));
      set.add(sub);
    }
  }
  const units: Record<string, string> = {};
  const core = CORE_SOURCES.map((s) => packIndicator(findMethod(methods, s), s, subsOf, units));
  const inventory = INVENTORY_SOURCES.map((s) =>
    packIndicator(findMethod(methods, s), s, subsOf, units),
  );
  return {
    id: "en15804-a2-ef31",
    name: "EN 15804+A2 (EF 3.1)",
    citation: EN15804_PACK_CITATION,
    source: {
      file: source.file,
      sha256: source.sha256,
      methods: methods.length,
      licence: "BSD-3-Clause (brightway2-io); data: ecoinvent 3.9 LCIA implementation of EF 3.1",
    },
    units: Object.fromEntries(Object.entries(units).sort(([a], [b]) => a.localeCompare(b))),
    core,
    inventory,
  };
}

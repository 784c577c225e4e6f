// The synonym table between a database's elementary flows and a method pack's flow names
// (ecoinvent 3.9 biosphere names, as the EF 3.1 pack writes them). Reviewable by hand: every row
// says what it maps and, where it is a choice rather than a spelling, why.
//
// Names are compared normalised (`normaliseName`): lower case, single spaces, British and
// American spellings made one ("sulphur" → "sulfur", "aluminum" → "aluminium"), no trailing
// bracket ("[Inorganic emissions to air]": read as a compartment hint first), no unit suffix
// ("/m3"), no compartment tail ("(water)", ", in ground"). A row applies after normalisation;
// a name that normalises to a pack name needs no row.
//
// `scale` converts the database flow into the pack flow: 1 unit of the source is `scale` units
// of the target. It is used where a database names a fuel by its heating value: the EF 3.1
// ADP-fossil factor of a fossil resource is its net calorific value (MJ per unit), so a coal
// of 24.8 MJ/kg counts as 24.8 / 18.01 kg of the pack's "Coal, hard, unspecified" (18.01 MJ/kg).

export interface FlowSynonym {
  /** normalised database name */
  from: string;
  /** pack name, as the pack writes it */
  to: string;
  /** only for flows in this direction */
  direction?: "emission" | "resource";
  /** units of the pack flow per unit of the database flow, after unit conversion */
  scale?: number;
  /** the unit the database flow must be in for `scale` to hold */
  unit?: string;
  note?: string;
}

// Net calorific values the pack gives its fossil resources (ADP-fossil factors, MJ per unit).
const HARD_COAL_MJ_PER_KG = 18.01;
const BROWN_COAL_MJ_PER_KG = 9.41;
const CRUDE_OIL_MJ_PER_KG = 43.4;
const NATURAL_GAS_MJ_PER_M3 = 36;

/** A fuel named by its heating value, as so much of the pack's fuel of the same energy. */
function byHeatingValue(from: string, to: string, mjPerKg: number, packMj: number): FlowSynonym {
  return {
    from,
    to,
    direction: "resource",
    unit: "kg",
    scale: mjPerKg / packMj,
    note: `${mjPerKg} MJ/kg against the pack's ${packMj} MJ per unit of ${to}`,
  };
}

/** A fuel given in MJ, as the pack's fuel of that energy. */
function byEnergy(from: string, to: string, packMj: number): FlowSynonym {
  return {
    from,
    to,
    direction: "resource",
    unit: "MJ",
    scale: 1 / packMj,
    note: `MJ of ${to} at the pack's ${packMj} MJ per unit`,
  };
}

export const FLOW_SYNONYMS: readonly FlowSynonym[] = [
  // Climate change. CO2 and CH4 with no origin given count as fossil, as in methods.ts: USLCI
  // writes them for combustion of fossil fuels and for mining.
  { from: "carbon dioxide", to: "Carbon dioxide, fossil", direction: "emission" },
  { from: "carbon dioxide, biogenic", to: "Carbon dioxide, non-fossil", direction: "emission" },
  {
    from: "carbon dioxide, land transformation",
    to: "Carbon dioxide, from soil or biomass stock",
  },
  // Uptake of CO2 by plants: the -1 of the EN 15804 biogenic carbon balance.
  { from: "carbon dioxide", to: "Carbon dioxide, in air", direction: "resource" },
  { from: "carbon dioxide, biogenic", to: "Carbon dioxide, in air", direction: "resource" },
  { from: "carbon dioxide, in air", to: "Carbon dioxide, in air", direction: "resource" },
  { from: "methane", to: "Methane, fossil" },
  { from: "methane, biogenic", to: "Methane, non-fossil" },
  { from: "methane, land transformation", to: "Methane, from soil or biomass stock" },
  { from: "carbon monoxide", to: "Carbon monoxide, fossil" },
  { from: "carbon monoxide, biogenic", to: "Carbon monoxide, non-fossil" },
  { from: "nitrous oxide", to: "Dinitrogen monoxide" },
  { from: "nitrogen trifluoride", to: "Nitrogen fluoride" },
  { from: "sulfur hexafluoride", to: "Sulfur hexafluoride" },
  // Halocarbons under USLCI's older designations (the same substances, CAS-checked in methods.ts).
  { from: "methane, tetrafluoro-, cfc-14", to: "Methane, tetrafluoro-, R-14" },
  { from: "methane, tetrafluoro-, fc-14", to: "Methane, tetrafluoro-, R-14" },
  { from: "methane, tetrachloro-, cfc-10", to: "Methane, tetrachloro-, R-10" },
  { from: "methane, dichloro, hcc-30", to: "Methane, dichloro-, HCC-30" },
  { from: "methane, monochloro, r-40", to: "Methane, monochloro-, R-40" },
  { from: "methane, chloro-", to: "Methane, monochloro-, R-40" },
  { from: "methane, difluromonochloro-, hcfc-22", to: "Methane, chlorodifluoro-, HCFC-22" },
  { from: "ethane, trifluoro-, hfc-143", to: "Ethane, 1,1,1-trifluoro-, HFC-143a" },
  {
    from: "ethane, 1,1,1-trifluoro-2,2-dichloro-, hcfc-123",
    to: "Ethane, 2,2-dichloro-1,1,1-trifluoro-, HCFC-123",
  },
  {
    from: "ethane, 1,2-dichloro-1,1,2-trifluoro-, hcfc-123",
    to: "Ethane, 2,2-dichloro-1,1,1-trifluoro-, HCFC-123",
    note: "by its chemical name HCFC-123a; the flow declares itself HCFC-123 (as methods.ts)",
  },
  {
    from: "ethane, 2-chloro-1,1,1,2-tetra-fluoro-, hcfc-124",
    to: "Ethane, 2-chloro-1,1,1,2-tetrafluoro-, HCFC-124",
  },
  { from: "ethane, dichloro-", to: "Ethane, 1,2-dichloro-" },
  { from: "ethane, chloro-", to: "Monochloroethane" },

  // Acidification, eutrophication, photochemical ozone.
  { from: "nitrogen oxide", to: "Nitrogen oxides", note: "USLCI's NOx (as NO2)" },
  { from: "nitrogen dioxide", to: "Nitrogen oxides", note: "NOx are counted as NO2" },
  { from: "nitrogen monoxide", to: "Nitric oxide" },
  { from: "sulfur oxides", to: "Sulfur oxides" },
  { from: "ammonium, ion", to: "Ammonium" },
  { from: "ammonium ion", to: "Ammonium" },
  { from: "nitrate, as total n", to: "Nitrogen", note: "a nitrate amount given as N is N" },
  { from: "nitrate (as total n)", to: "Nitrogen", note: "a nitrate amount given as N is N" },
  { from: "nitrogen, total", to: "Nitrogen" },
  { from: "nitrogen (as total n)", to: "Nitrogen" },
  { from: "phosphorus, total", to: "Phosphorus" },
  { from: "phosphates", to: "Phosphate" },
  {
    from: "nmvoc, non-methane volatile organic compounds, unspecified origin",
    to: "NMVOC, non-methane volatile organic compounds",
  },
  {
    from: "nmvoc, non-methane volatile organic compounds, unspecified",
    to: "NMVOC, non-methane volatile organic compounds",
  },
  {
    from: "hydrocarbons (other than methane)",
    to: "NMVOC, non-methane volatile organic compounds",
    note: "non-methane hydrocarbons counted as unspecified NMVOC",
  },
  { from: "xylene", to: "m-Xylene", note: "isomer unspecified; the pack's POCP for m-xylene" },

  // Fossil resources (ADP-fossil). The pack's natural gas is in m3, its other fuels in kg.
  { from: "coal, hard", to: "Coal, hard, unspecified", direction: "resource" },
  { from: "coal, lignite", to: "Coal, brown", direction: "resource", unit: "kg" },
  { from: "lignite", to: "Coal, brown", direction: "resource", unit: "kg" },
  {
    from: "coal, metallurgical",
    to: "Coal, hard, unspecified",
    direction: "resource",
    unit: "kg",
  },
  byHeatingValue("coal, 26.4 mj per kg", "Coal, hard, unspecified", 26.4, HARD_COAL_MJ_PER_KG),
  byHeatingValue(
    "coal, hard, 26.4 mj per kg",
    "Coal, hard, unspecified",
    26.4,
    HARD_COAL_MJ_PER_KG,
  ),
  byHeatingValue(
    "coal, hard, 30.7 mj per kg",
    "Coal, hard, unspecified",
    30.7,
    HARD_COAL_MJ_PER_KG,
  ),
  byHeatingValue(
    "coal, bituminous, 24.8 mj per kg",
    "Coal, hard, unspecified",
    24.8,
    HARD_COAL_MJ_PER_KG,
  ),
  byHeatingValue(
    "coal, bituminous, 24.8 mj/kg",
    "Coal, hard, unspecified",
    24.8,
    HARD_COAL_MJ_PER_KG,
  ),
  byHeatingValue(
    "coal; raw; surface mine; 19.9 mj/kg",
    "Coal, hard, unspecified",
    19.9,
    HARD_COAL_MJ_PER_KG,
  ),
  byHeatingValue(
    "coal; raw; underground mine; 27.1 mj/kg",
    "Coal, hard, unspecified",
    27.1,
    HARD_COAL_MJ_PER_KG,
  ),
  byHeatingValue("coal, brown, 8 mj per kg", "Coal, brown", 8, BROWN_COAL_MJ_PER_KG),
  byHeatingValue("oil, crude, 42 mj per kg", "Oil, crude", 42, CRUDE_OIL_MJ_PER_KG),
  byHeatingValue("oil, crude, 43.7 mj per kg", "Oil, crude", 43.7, CRUDE_OIL_MJ_PER_KG),
  byHeatingValue("oil, crude, 45.25 mj per kg", "Oil, crude", 45.25, CRUDE_OIL_MJ_PER_KG),
  byHeatingValue("gas, natural, 46.8 mj per kg", "Gas, natural", 46.8, NATURAL_GAS_MJ_PER_M3),
  byHeatingValue("gas, natural, 49.8 mj per kg", "Gas, natural", 49.8, NATURAL_GAS_MJ_PER_M3),
  byEnergy("coal, lignite", "Coal, brown", BROWN_COAL_MJ_PER_KG),
  byEnergy("coal, unprocessed bituminous", "Coal, hard, unspecified", HARD_COAL_MJ_PER_KG),
  byEnergy("crude oil (in mj)", "Oil, crude", CRUDE_OIL_MJ_PER_KG),
  byEnergy("coalbed methane (in mj)", "Gas, natural", NATURAL_GAS_MJ_PER_M3),
  byEnergy("energy, from coal", "Coal, hard, unspecified", HARD_COAL_MJ_PER_KG),
  byEnergy("energy, from oil", "Oil, crude", CRUDE_OIL_MJ_PER_KG),
  byEnergy("energy, from gas, natural", "Gas, natural", NATURAL_GAS_MJ_PER_M3),
  byEnergy("energy, from uranium", "Uranium", 560000),
  byEnergy("energy, from peat", "Peat", 9.76),
  byEnergy("hard coal (in mj)", "Coal, hard, unspecified", HARD_COAL_MJ_PER_KG),
  byEnergy("lignite (in mj)", "Coal, brown", BROWN_COAL_MJ_PER_KG),
  byEnergy("natural gas (in mj)", "Gas, natural", NATURAL_GAS_MJ_PER_M3),
  byEnergy("shale gas (in mj)", "Gas, natural", NATURAL_GAS_MJ_PER_M3),
  byEnergy("tight gas (in mj)", "Gas, natural", NATURAL_GAS_MJ_PER_M3),
  byEnergy("pit methane (in mj)", "Gas, mine, off-gas, process, coal mining", 36),
  byEnergy("oil sand (10% bitumen) (in mj)", "Oil, crude", CRUDE_OIL_MJ_PER_KG),
  byEnergy("oil sand (100% bitumen) (in mj)", "Oil, crude", CRUDE_OIL_MJ_PER_KG),
  byEnergy("peat (in mj)", "Peat", 9.76),
  byEnergy("uranium natural (in mj)", "Uranium", 560000),
  // Uranium named by the energy USLCI ascribes to it counts that energy, like the fuels above
  // (EF 3.1 gives natural uranium 560 GJ/kg).
  byHeatingValue("uranium, 2291 gj per kg", "Uranium", 2291000, 560000),
  byHeatingValue("uranium oxide (u3o8), 332 gj per kg, in ore", "Uranium", 332000, 560000),
  byHeatingValue("uranium oxide, 332 gj per kg, in ore", "Uranium", 332000, 560000),
  // Renewable energy taken from nature (the PERT inventory indicator).
  {
    from: "energy, from hydro power",
    to: "Energy, potential (in hydropower reservoir), converted",
  },
  {
    from: "energy, potential, stock, in barrage water",
    to: "Energy, potential (in hydropower reservoir), converted",
  },
  { from: "energy, kinetic, flow, in wind", to: "Energy, kinetic (in wind), converted" },
  { from: "energy, solar", to: "Energy, solar, converted" },
  { from: "energy, geothermal", to: "Energy, geothermal, converted" },
  { from: "energy, from biomass", to: "Energy, gross calorific value, in biomass" },
  { from: "energy, from wood", to: "Energy, gross calorific value, in biomass" },
  {
    from: "gas, natural, 50.0 mj per kg",
    to: "Gas, natural",
    direction: "resource",
    unit: "m3",
    note: "given in m3 although named per kg: counted as m3 of natural gas",
  },

  // Fresh water taken (the FW inventory indicator counts every natural-resource water alike).
  { from: "water", to: "Water, unspecified natural origin", direction: "resource" },
  { from: "water, fresh", to: "Water, unspecified natural origin", direction: "resource" },
  { from: "water, process", to: "Water, unspecified natural origin", direction: "resource" },
  { from: "water, cooling", to: "Water, cooling, unspecified natural origin" },
  { from: "water, cooling, fresh", to: "Water, cooling, unspecified natural origin" },
  { from: "water, cooling, surface", to: "Water, cooling, unspecified natural origin" },
  { from: "water, process, surface", to: "Water, river", direction: "resource" },
  { from: "water, process and cooling, surface", to: "Water, river", direction: "resource" },
  { from: "water (surface water, fresh)", to: "Water, river", direction: "resource" },
  { from: "water, process, well", to: "Water, well, in ground", direction: "resource" },
  { from: "water, well", to: "Water, well, in ground", direction: "resource" },
  { from: "water, ground", to: "Water, well, in ground", direction: "resource" },
  {
    from: "water, process, unspecified natural origin",
    to: "Water, unspecified natural origin",
    direction: "resource",
  },
  { from: "water (unspecified)", to: "Water, unspecified natural origin", direction: "resource" },
];

/** Compartment names of databases → the pack's top compartments. */
export const COMPARTMENT_SYNONYMS: Readonly<Record<string, string>> = {
  air: "air",
  "emission to air": "air",
  "emissions to air": "air",
  water: "water",
  "emission to water": "water",
  "emissions to water": "water",
  soil: "soil",
  "emission to soil": "soil",
  "emissions to soil": "soil",
  "natural resource": "natural resource",
  "natural resources": "natural resource",
  resource: "natural resource",
  resources: "natural resource",
  "inventory indicator": "inventory indicator",
};

/** Sub-compartment names → the pack's (ecoinvent 3.9) names; "unspecified" is none. */
export const SUBCOMPARTMENT_SYNONYMS: Readonly<Record<string, string>> = {
  unspecified: "",
  // ecoinvent 3.9's own names
  "urban air close to ground": "urban air close to ground",
  "non-urban air or from high stacks": "non-urban air or from high stacks",
  "low population density, long-term": "low population density, long-term",
  "ground-, long-term": "ground-, long-term",
  agricultural: "agricultural",
  forestry: "forestry",
  industrial: "industrial",
  // older ecoinvent and other databases
  "high population density": "urban air close to ground",
  "low population density": "non-urban air or from high stacks",
  "lower stratosphere + upper troposphere": "lower stratosphere + upper troposphere",
  stratosphere: "lower stratosphere + upper troposphere",
  "fresh water": "surface water",
  river: "surface water",
  lake: "surface water",
  "surface water": "surface water",
  "ground water": "ground-",
  groundwater: "ground-",
  "ground-": "ground-",
  ocean: "ocean",
  "sea water": "ocean",
  "in ground": "in ground",
  "in water": "in water",
  "in air": "in air",
  biotic: "biotic",
};

/** Trailing brackets USLCI uses for a compartment ("[Inorganic emissions to air]"). */
export function compartmentFromBracket(bracket: string): string | undefined {
  const text = bracket.toLowerCase();
  if (/deposited goods/.test(text)) return "deposited goods";
  if (/\bto air\b|emissions to air|\bair\)/.test(text)) return "air";
  if (/water/.test(text)) return "water";
  if (/soil|agricultural/.test(text)) return "soil";
  return undefined;
}

export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/\s*,\s*/g, ", ")
    .replace(/sulphur/g, "sulfur")
    .replace(/aluminum/g, "aluminium")
    .replace(/\.$/, "")
    .trim();
}

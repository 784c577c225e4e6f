// Reads EcoSpold2 data sets (`.spold`, one activity per file: the format of ecoinvent 3 and of
// USLCI as openLCA exports it), from a file, a folder or a zip of them, and builds the engine's
// product system.
//
// What is read from each data set:
// - the activity (`activityDescription/activity`: id, activityName) and its geography shortname;
// - `flowData/intermediateExchange`: the product (intermediateExchangeId), amount, unit, name,
//   outputGroup 0 (reference product), 2 (by-product), 3 (material for treatment) or an
//   inputGroup (1-3, 5: from the technosphere), activityLinkId (the provider, when given), its
//   `uncertainty` and its `property` elements (mass and price, for allocation);
// - `flowData/elementaryExchange`: the flow (elementaryExchangeId), amount, unit, name,
//   compartment/subcompartment, casNumber, inputGroup 4 (resource) or outputGroup 4 (emission),
//   and its uncertainty.
// Amounts are taken as the file states them; formulas (`mathematicalRelation`) and parameters
// are not re-evaluated, since exporters write the calculated amount beside them.
//
// Modelling choices, in the order they are applied:
// - A data set without a reference product (outputGroup 0) or whose reference amount is zero
//   cannot deliver anything: it is left out and listed in `skipped`.
// - A reference product with a negative amount is a waste treatment (the EcoSpold2 convention:
//   "treats 1 kg" is written as an output of -1 kg). It is kept as it is: demanding -1 of the
//   product asks for the treatment of 1 unit, and producers of the waste, which record it as a
//   negative input, link to it.
// - Materials for treatment (outputGroup 3) and by-products with a negative amount are wastes the
//   process sends away: each becomes a technosphere input of the negated amount, so it links to a
//   treatment process when one exists and is reported as a cut-off when none does. In matrix
//   terms nothing changes sign: A holds +amount in the waste's row either way.
// - By-products (outputGroup 2) are co-products. When every output of the process carries the
//   property the requested allocation needs (a mass for physical allocation, taken from a mass
//   `property` or from a mass unit; a `price` property for economic allocation), the process is
//   allocated. Otherwise, and always under allocation "none", the process keeps its reference
//   product and each co-product becomes a negative input: system expansion, crediting the
//   product's other provider when there is one, and a reported cut-off when there is none (the
//   reference product then carries the whole process). `expanded` lists these processes. USLCI
//   as exported by openLCA 1.5 carries no properties (its allocation factors stay behind in
//   openLCA, some quoted in exchange comments), so only its multi-output processes whose outputs
//   are all in mass units can be allocated physically; by-products it files in outputGroup 2
//   although named as wastes ("Solid waste; ... for disposal") are co-products like the others.
// - Zero amounts without a distribution carry nothing and are dropped.
// - Inputs keep their sign: a positive input is consumed; a negative one is delivered back.
// - An input links to the process delivering its product (reference product, or allocated
//   co-product). `activityLinkId`, when present, names that process. When several processes
//   deliver a product and the data set does not say which, the one whose name is the product's
//   name is taken, else the first by process id; `notes` lists each such product. Inputs of a
//   product nobody delivers (USLCI's many "CUTOFF ..." and dummy flows) stay in the system as
//   they are: the matrix builder records them as cut-offs.
// - Amounts of an input in another unit than its provider's output (MJ against kWh, l against
//   m3, ...) are converted; an input whose unit cannot be converted is cut off under its own key
//   "<product id> [unit]" and noted.
// - An elementary flow used in both directions (USLCI lists "Carbon dioxide, biogenic" as an
//   emission and as an uptake under one id) becomes two flows, "<id>:emission" and "<id>:resource".
//   A flow used in several units is converted to the unit most of its exchanges use.
// - Uncertainty: lognormal sigma = sqrt(variance of ln x) with the pedigree scores beside it
//   (the engine adds the pedigree variances, so the file's varianceWithPedigreeUncertainty is
//   used only when no pedigree matrix is given); normal sd = sqrt(variance); triangular and
//   uniform by their bounds. Distributions that cannot be sampled (infinite or negative
//   variance, bounds out of order, unsupported kinds) are dropped and counted in the stats.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";
import { SaxesParser } from "saxes";
import { emissionsMethodsFor } from "./methods";
import type {
  AllocationMethod,
  Distribution,
  ElementaryExchange,
  ElementaryFlow,
  ImpactMethod,
  PedigreeScores,
  ProcessSpec,
  ProductOutput,
  ProductSystem,
  TechInput,
} from "./types";

export class EcoSpold2Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EcoSpold2Error";
  }
}

// ---------------------------------------------------------------------------------------------
// One data set as the file states it

export interface EcoSpold2Property {
  name: string;
  amount: number;
  unit?: string;
}

export interface EcoSpold2Intermediate {
  product: string;
  name: string;
  unit: string;
  amount: number;
  /** 0 reference product, 2 by-product, 3 material for treatment (other groups as by-products) */
  outputGroup?: number;
  /** 1-3 and 5: from the technosphere */
  inputGroup?: number;
  /** the activity delivering an input, when the data set names it */
  activityLink?: string;
  uncertainty?: Distribution;
  properties: EcoSpold2Property[];
}

export interface EcoSpold2Elementary {
  flow: string;
  name: string;
  unit: string;
  amount: number;
  direction: "emission" | "resource";
  compartment?: string;
  subcompartment?: string;
  cas?: string;
  uncertainty?: Distribution;
}

export interface EcoSpold2Dataset {
  /** file name or zip entry */
  source: string;
  activityId: string;
  name: string;
  location?: string;
  intermediate: EcoSpold2Intermediate[];
  elementary: EcoSpold2Elementary[];
  /** distributions dropped while reading, by reason */
  droppedUncertainties: Record<string, number>;
}

const INPUT_GROUPS = new Set([1, 2, 3, 5]);

// The distribution elements of EcoSpold2's `uncertainty` (its other children are the pedigree
// matrix and comments).
const DISTRIBUTIONS = new Set([
  "lognormal",
  "normal",
  "triangular",
  "uniform",
  "beta",
  "gamma",
  "binomial",
  "undefined",
  "steppedUniform",
]);

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

function number(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isNaN(n) ? undefined : n;
}

interface Text {
  value?: string;
  lang?: string;
}

/** Keeps the English text of a multilingual element, else the first one. */
function setText(into: Text, value: string, lang: string | undefined): void {
  if (into.value === undefined || (lang === "en" && into.lang !== "en")) {
    into.value = value.trim();
    into.lang = lang;
  }
}

interface ExchangeDraft {
  tag: "intermediateExchange" | "elementaryExchange";
  id?: string;
  amount?: number;
  amountText?: string;
  name: Text;
  unit: Text;
  compartment: Text;
  subcompartment: Text;
  inputGroup?: number;
  outputGroup?: number;
  activityLink?: string;
  cas?: string;
  properties: EcoSpold2Property[];
  distribution?: { kind: string; attributes: Record<string, string> };
  pedigree?: Record<string, string>;
}

interface PropertyDraft {
  amount?: number;
  name: Text;
  unit: Text;
}

/** Parses one EcoSpold2 document (`source` names it in errors). */
export function parseEcoSpold2(xml: string, source = "EcoSpold2 document"): EcoSpold2Dataset {
  const parser = new SaxesParser({ position: true });
  const stack: string[] = [];
  let text = "";
  let lang: string | undefined;
  let datasets = 0;
  let activityId: string | undefined;
  const activityName: Text = {};
  const location: Text = {};
  let exchange: ExchangeDraft | undefined;
  let property: PropertyDraft | undefined;
  let inUncertainty = false;
  const intermediate: EcoSpold2Intermediate[] = [];
  const elementary: EcoSpold2Elementary[] = [];
  const dropped: Record<string, number> = {};

  const fail = (message: string): never => {
    throw new EcoSpold2Error(`${source}: ${message}`);
  };

  const finishExchange = (draft: ExchangeDraft): void => {
    const kind =
      draft.tag === "intermediateExchange" ? "intermediate exchange" : "elementary exchange";
    const label = `${kind} "${draft.name.value ?? draft.id ?? "?"}"`;
    if (!draft.id) fail(`${label} has no ${draft.tag}Id`);
    if (draft.amount === undefined || !Number.isFinite(draft.amount)) {
      fail(`${label}: amount "${draft.amountText ?? ""}" is not a number`);
    }
    const amount = draft.amount!;
    const uncertainty = draft.distribution
      ? toDistribution(draft.distribution, draft.pedigree, amount)
      : undefined;
    if (typeof uncertainty === "string") dropped[uncertainty] = (dropped[uncertainty] ?? 0) + 1;
    const distribution = typeof uncertainty === "string" ? undefined : uncertainty;
    const name = draft.name.value ?? draft.id!;
    const unit = draft.unit.value ?? "";
    if (draft.tag === "intermediateExchange") {
      if (draft.outputGroup === undefined && draft.inputGroup === undefined) {
        fail(`${label} has neither an inputGroup nor an outputGroup`);
      }
      intermediate.push({
        product: draft.id!,
        name,
        unit,
        amount,
        outputGroup: draft.outputGroup,
        inputGroup: draft.inputGroup,
        activityLink: draft.activityLink,
        uncertainty: distribution,
        properties: draft.properties,
      });
    } else {
      let direction: "emission" | "resource";
      if (draft.outputGroup === 4) direction = "emission";
      else if (draft.inputGroup === 4) direction = "resource";
      else direction = fail(`${label} is neither inputGroup 4 nor outputGroup 4`);
      elementary.push({
        flow: draft.id!,
        name,
        unit,
        amount,
        direction,
        compartment: draft.compartment.value || undefined,
        subcompartment: draft.subcompartment.value || undefined,
        cas: draft.cas || undefined,
        uncertainty: distribution,
      });
    }
  };

  parser.on("opentag", (tag) => {
    const name = localName(tag.name);
    const parent = stack.length > 0 ? stack[stack.length - 1] : "";
    stack.push(name);
    text = "";
    const attributes = tag.attributes as Record<string, string>;
    lang = attributes["xml:lang"];
    switch (name) {
      case "activityDataset":
      case "childActivityDataset":
        datasets += 1;
        if (datasets > 1) fail("holds more than one activity data set");
        break;
      case "activity":
        if (parent === "activityDescription") activityId = attributes.id;
        break;
      case "intermediateExchange":
      case "elementaryExchange":
        if (parent === "flowData") {
          exchange = {
            tag: name,
            id: attributes[`${name}Id`],
            amountText: attributes.amount,
            amount: number(attributes.amount),
            name: {},
            unit: {},
            compartment: {},
            subcompartment: {},
            activityLink: attributes.activityLinkId || undefined,
            cas: attributes.casNumber,
            properties: [],
          };
        }
        break;
      case "property":
        if (exchange && parent === exchange.tag) {
          property = { amount: number(attributes.amount), name: {}, unit: {} };
        }
        break;
      case "uncertainty":
        inUncertainty = exchange !== undefined && parent === exchange.tag;
        break;
      case "pedigreeMatrix":
        if (inUncertainty && parent === "uncertainty") exchange!.pedigree = attributes;
        break;
      default:
        if (
          inUncertainty &&
          parent === "uncertainty" &&
          DISTRIBUTIONS.has(name) &&
          exchange &&
          !exchange.distribution
        ) {
          exchange.distribution = { kind: name, attributes };
        }
    }
  });

  parser.on("text", (chunk) => {
    text += chunk;
  });
  parser.on("cdata", (chunk) => {
    text += chunk;
  });

  parser.on("closetag", () => {
    const name = stack.pop()!;
    const parent = stack.length > 0 ? stack[stack.length - 1] : "";
    const grandparent = stack.length > 1 ? stack[stack.length - 2] : "";
    if (property) {
      if (name === "property") {
        if (property.amount !== undefined && property.name.value) {
          exchange!.properties.push({
            name: property.name.value,
            amount: property.amount,
            unit: property.unit.value,
          });
        }
        property = undefined;
      } else if (parent === "property" && name === "name") setText(property.name, text, lang);
      else if (parent === "property" && name === "unitName") setText(property.unit, text, lang);
      return;
    }
    if (exchange) {
      if (name === exchange.tag && parent === "flowData") {
        finishExchange(exchange);
        exchange = undefined;
      } else if (parent === exchange.tag) {
        if (name === "name") setText(exchange.name, text, lang);
        else if (name === "unitName") setText(exchange.unit, text, lang);
        else if (name === "inputGroup") exchange.inputGroup = number(text);
        else if (name === "outputGroup") exchange.outputGroup = number(text);
        else if (name === "uncertainty") inUncertainty = false;
      } else if (parent === "compartment" && grandparent === exchange.tag) {
        if (name === "compartment") setText(exchange.compartment, text, lang);
        else if (name === "subcompartment") setText(exchange.subcompartment, text, lang);
      }
      return;
    }
    if (name === "activityName" && parent === "activity" && grandparent === "activityDescription") {
      setText(activityName, text, lang);
    } else if (name === "shortname" && parent === "geography") {
      setText(location, text, lang);
    }
  });

  try {
    parser.write(xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml).close();
  } catch (error) {
    if (error instanceof EcoSpold2Error) throw error;
    fail(`not well-formed XML (${(error as Error).message})`);
  }
  if (datasets === 0) fail("has no activityDataset");
  if (!activityId) fail("has no activity id");
  return {
    source,
    activityId: activityId!,
    name: activityName.value ?? activityId!,
    location: location.value || undefined,
    intermediate,
    elementary,
    droppedUncertainties: dropped,
  };
}

const PEDIGREE_ATTRIBUTES = [
  "reliability",
  "completeness",
  "temporalCorrelation",
  "geographicalCorrelation",
  "furtherTechnologyCorrelation",
] as const;

/** The engine's distribution for an EcoSpold2 uncertainty, or why it was dropped. */
function toDistribution(
  given: { kind: string; attributes: Record<string, string> },
  pedigreeAttributes: Record<string, string> | undefined,
  amount: number,
): Distribution | string {
  const a = given.attributes;
  switch (given.kind) {
    case "lognormal": {
      let pedigree: PedigreeScores | undefined;
      if (pedigreeAttributes) {
        const scores = PEDIGREE_ATTRIBUTES.map((key) => number(pedigreeAttributes[key]));
        if (scores.every((s) => s !== undefined && Number.isInteger(s) && s >= 1 && s <= 5)) {
          pedigree = scores as PedigreeScores;
        }
      }
      // The engine adds the pedigree variances itself; the file's total is for files without
      // the scores.
      const variance = number(
        pedigree ? a.variance : (a.varianceWithPedigreeUncertainty ?? a.variance),
      );
      if (variance === undefined) return "lognormal without a variance";
      if (!Number.isFinite(variance) || variance < 0) return "lognormal variance not finite";
      if (amount === 0) return "lognormal on a zero amount";
      if (variance === 0 && !pedigree) return "no spread";
      return pedigree
        ? { kind: "lognormal", sigma: Math.sqrt(variance), pedigree }
        : { kind: "lognormal", sigma: Math.sqrt(variance) };
    }
    case "normal": {
      const variance = number(a.varianceWithPedigreeUncertainty ?? a.variance);
      if (variance === undefined || !Number.isFinite(variance) || variance < 0) {
        return "normal variance not finite";
      }
      if (variance === 0) return "no spread";
      return { kind: "normal", sd: Math.sqrt(variance) };
    }
    case "triangular": {
      const min = number(a.minValue);
      const mode = number(a.mostLikelyValue);
      const max = number(a.maxValue);
      if (min === undefined || mode === undefined || max === undefined) {
        return "triangular without its bounds";
      }
      if (!(min <= mode && mode <= max && min < max)) return "triangular bounds out of order";
      return { kind: "triangular", min, max, mode };
    }
    case "uniform": {
      const min = number(a.minValue);
      const max = number(a.maxValue);
      if (min === undefined || max === undefined) return "uniform without its bounds";
      if (!(min < max)) return "uniform bounds out of order";
      return { kind: "uniform", min, max };
    }
    default:
      return `${given.kind} distribution not supported`;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading files, folders and zips

const isDataset = (name: string) => /\.(spold|xml)$/i.test(name);

/** The data sets of a zip (every `.spold` or `.xml` entry, in name order). */
export async function readEcoSpold2Zip(
  data: Buffer | Uint8Array,
  source = "zip",
): Promise<EcoSpold2Dataset[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch (error) {
    throw new EcoSpold2Error(`${source}: not a readable zip (${(error as Error).message})`);
  }
  const entries = Object.values(zip.files)
    .filter((entry) => !entry.dir && isDataset(entry.name))
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const datasets: EcoSpold2Dataset[] = [];
  for (const entry of entries) {
    datasets.push(parseEcoSpold2(await entry.async("string"), `${source}:${entry.name}`));
  }
  return datasets;
}

/** The data sets of a `.spold` file, a `.zip` of them, or a folder holding either. */
export async function readEcoSpold2Datasets(file: string): Promise<EcoSpold2Dataset[]> {
  let info;
  try {
    info = await stat(file);
  } catch {
    throw new EcoSpold2Error(`${file}: no such file or folder`);
  }
  if (info.isDirectory()) {
    const names = (await readdir(file)).filter((n) => isDataset(n) || /\.zip$/i.test(n)).sort();
    const all: EcoSpold2Dataset[] = [];
    for (const name of names) all.push(...(await readEcoSpold2Datasets(path.join(file, name))));
    return all;
  }
  const data = await readFile(file);
  if (/\.zip$/i.test(file) || (data[0] === 0x50 && data[1] === 0x4b)) {
    return readEcoSpold2Zip(data, file);
  }
  return [parseEcoSpold2(data.toString("utf8"), file)];
}

/** Reads a `.spold` file, a zip or a folder and builds its product system. */
export async function readEcoSpold2(
  file: string,
  options: EcoSpold2BuildOptions = {},
): Promise<EcoSpold2Import> {
  return buildProductSystem(await readEcoSpold2Datasets(file), options);
}

// ---------------------------------------------------------------------------------------------
// Units: EcoSpold2 unit names, each in a dimension with a factor to its base unit

interface UnitFactor {
  dimension: string;
  toBase: number;
}

const BTU_MJ = 1.05505585262e-3; // International Table BTU

// prettier-ignore
const UNITS_BY_DIMENSION: Record<string, Record<string, number>> = {
  mass: { kg: 1, g: 1e-3, mg: 1e-6, t: 1000, "metric ton": 1000, tonne: 1000, lb: 0.45359237,
    "sh tn": 907.18474, "short ton": 907.18474, "long ton": 1016.0469088, oz: 0.028349523125 },
  energy: { mj: 1, kj: 1e-3, gj: 1000, tj: 1e6, j: 1e-6, kwh: 3.6, wh: 3.6e-3, mwh: 3600,
    gwh: 3.6e6, btu: BTU_MJ, mmbtu: BTU_MJ * 1e6, therm: BTU_MJ * 1e5, kcal: 4.1868e-3 },
  volume: { m3: 1, l: 1e-3, dm3: 1e-3, ml: 1e-6, cm3: 1e-6, "cu ft": 0.028316846592,
    ft3: 0.028316846592, "cu yd": 0.764554857984, gal: 0.003785411784, bbl: 0.158987294928 },
  area: { m2: 1, ha: 1e4, km2: 1e6, acre: 4046.8564224, ft2: 0.09290304 },
  length: { m: 1, km: 1000, cm: 0.01, mm: 1e-3, ft: 0.3048, mi: 1609.344 },
  freight: { "kg*km": 1, "metric ton*km": 1000, "t*km": 1000, tkm: 1000, "tonne*km": 1000 },
  passenger: { "person*km": 1, pkm: 1, "person*mi": 1.609344 },
  radioactivity: { bq: 1, kbq: 1e3, mbq: 1e6, gbq: 1e9 },
  time: { s: 1 / 3600, min: 1 / 60, h: 1, hour: 1, hr: 1, day: 24, d: 24, year: 8760, a: 8760 },
  "area-time": { "m2*year": 1, "m2*a": 1, "ha*year": 1e4, "ha*a": 1e4 },
  item: { unit: 1, item: 1, "item(s)": 1, p: 1, piece: 1 },
};

const UNIT_TABLE: ReadonlyMap<string, UnitFactor> = new Map(
  Object.entries(UNITS_BY_DIMENSION).flatMap(([dimension, units]) =>
    Object.entries(units).map(([unit, toBase]) => [unit, { dimension, toBase }] as const),
  ),
);

const unitKey = (unit: string) =>
  unit
    .trim()
    .toLowerCase()
    .replace(/\s*\*\s*/g, "*");

/** Factor turning an amount in `from` into `to`, or undefined when they do not convert. */
export function unitConversion(from: string, to: string): number | undefined {
  if (unitKey(from) === unitKey(to)) return 1;
  const a = UNIT_TABLE.get(unitKey(from));
  const b = UNIT_TABLE.get(unitKey(to));
  if (!a || !b || a.dimension !== b.dimension) return undefined;
  return a.toBase / b.toBase;
}

/** kg per unit for mass units, else undefined. */
function massPerUnit(unit: string): number | undefined {
  const u = UNIT_TABLE.get(unitKey(unit));
  return u?.dimension === "mass" ? u.toBase : undefined;
}

/** The distribution of `factor × x` given that of x. */
function scaleDistribution(d: Distribution | undefined, factor: number): Distribution | undefined {
  if (!d || factor === 1) return d;
  switch (d.kind) {
    case "lognormal":
      return d; // sigma is of ln x: scaling shifts the median only, which is the amount
    case "normal":
      return { kind: "normal", sd: d.sd * Math.abs(factor) };
    case "triangular": {
      const [min, max] = [d.min * factor, d.max * factor].sort((x, y) => x - y);
      return {
        kind: "triangular",
        min,
        max,
        mode: d.mode === undefined ? undefined : d.mode * factor,
      };
    }
    case "uniform": {
      const [min, max] = [d.min * factor, d.max * factor].sort((x, y) => x - y);
      return { kind: "uniform", min, max };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Building the product system

export interface EcoSpold2BuildOptions {
  /** The allocation the system will be calculated with (default "physical", as the builder's). */
  allocation?: AllocationMethod;
  /** Impact methods to carry (default: GWP100 under AR5 and AR6 for the system's flows). */
  methods?: ImpactMethod[];
}

export interface ProductInfo {
  id: string;
  name: string;
  unit: string;
  /** ids of the processes delivering it (none for a cut-off product) */
  providers: string[];
}

export interface SkippedDataset {
  source: string;
  activityId: string;
  name: string;
  reason: string;
}

export interface ExpandedProcess {
  process: string;
  name: string;
  reason: string;
  coProducts: { product: string; name: string; amount: number; unit: string }[];
}

export interface EcoSpold2Stats {
  datasets: number;
  processes: number;
  /** products some process delivers */
  products: number;
  flows: number;
  /** technosphere inputs, wastes for treatment and expanded co-products included */
  inputs: number;
  linkedInputs: number;
  cutOffInputs: number;
  /** distinct products of the cut-off inputs */
  cutOffProducts: number;
  allocatedProcesses: number;
  expandedProcesses: number;
  /** exchanges whose amount was converted to another unit */
  convertedUnits: number;
  /** products with more than one provider */
  ambiguousProducts: number;
  droppedZeroExchanges: number;
  /** exchanges keeping a distribution */
  uncertainties: number;
  droppedUncertainties: Record<string, number>;
}

export interface EcoSpold2Import {
  system: ProductSystem;
  /** every product id the system mentions, delivered or cut off */
  products: ReadonlyMap<string, ProductInfo>;
  skipped: SkippedDataset[];
  expanded: ExpandedProcess[];
  notes: string[];
  stats: EcoSpold2Stats;
}

interface DraftInput extends TechInput {
  unit: string;
  name: string;
  activityLink?: string;
}
interface DraftProcess {
  id: string;
  activityId: string;
  name: string;
  location?: string;
  outputs: ProductOutput[];
  coProducts: ProductOutput[];
  inputs: DraftInput[];
  elementary: EcoSpold2Elementary[];
}

function physicalOf(output: EcoSpold2Intermediate): number | undefined {
  // A mass property first ("mass", then wet, then dry), in kg per unit of the product.
  const byName = (n: string) =>
    output.properties.find((p) => p.name.trim().toLowerCase() === n && Number.isFinite(p.amount));
  const property = byName("mass") ?? byName("wet mass") ?? byName("dry mass");
  if (property) {
    const factor = property.unit ? massPerUnit(property.unit) : 1;
    if (factor !== undefined) return property.amount * factor;
  }
  return massPerUnit(output.unit);
}

function priceOf(output: EcoSpold2Intermediate): number | undefined {
  return output.properties.find((p) => p.name.trim().toLowerCase() === "price")?.amount;
}

/** Counts kept while building, reported in the stats. */
interface Tally {
  droppedZeroExchanges: number;
  convertedUnits: number;
  allocatedProcesses: number;
  uncertainties: number;
  droppedUncertainties: Record<string, number>;
}

/** Builds the product system of a set of data sets (see the module comment for the choices). */
export function buildProductSystem(
  datasets: readonly EcoSpold2Dataset[],
  options: EcoSpold2BuildOptions = {},
): EcoSpold2Import {
  const tally: Tally = {
    droppedZeroExchanges: 0,
    convertedUnits: 0,
    allocatedProcesses: 0,
    uncertainties: 0,
    droppedUncertainties: {},
  };
  const notes: string[] = [];
  const { drafts, skipped } = draftProcesses(datasets, tally, notes);
  const expanded = settleCoProducts(drafts, options.allocation ?? "physical", tally);
  const { products, defaultProvider } = indexProducts(drafts, tally, notes);

  // Inputs: provider and unit. Products nobody delivers are listed too, in the unit their first
  // consumer uses, so that results can name them and cut-offs of one product add up.
  const processes: ProcessSpec[] = [];
  let inputs = 0;
  let linkedInputs = 0;
  const cutOffProducts = new Set<string>();
  const byActivity = new Map<string, string[]>();
  for (const d of drafts) {
    const list = byActivity.get(d.activityId);
    if (list) list.push(d.id);
    else byActivity.set(d.activityId, [d.id]);
  }
  const flowBuilder = new FlowBuilder();
  for (const draft of drafts) {
    const techInputs: TechInput[] = [];
    for (const x of draft.inputs) {
      let product = x.product;
      let amount = x.amount;
      let uncertainty = x.uncertainty;
      let provider: string | undefined;
      let info = products.get(product);
      if (info && info.providers.length > 0) {
        const providers = info.providers;
        if (x.activityLink) {
          provider = byActivity.get(x.activityLink)?.find((p) => providers.includes(p));
          if (!provider) {
            notes.push(
              `"${draft.name}": input "${x.name}" names activity ${x.activityLink}, ` +
                `which does not deliver it; linked by product instead`,
            );
          }
        }
        // The builder needs a provider only where there is a choice.
        provider = providers.length > 1 ? (provider ?? defaultProvider.get(product)) : undefined;
      }
      if (info && x.unit !== info.unit) {
        const factor = unitConversion(x.unit, info.unit);
        if (factor === undefined) {
          notes.push(
            `"${draft.name}": input "${x.name}" in ${x.unit} does not convert to ${info.unit}; cut off`,
          );
          product = `${product} [${x.unit}]`;
          provider = undefined;
          info = products.get(product);
        } else {
          amount *= factor;
          uncertainty = scaleDistribution(uncertainty, factor);
          tally.convertedUnits += 1;
        }
      }
      if (!info) {
        info = { id: product, name: x.name, unit: x.unit, providers: [] };
        products.set(product, info);
      }
      const input: TechInput = { product, amount };
      if (provider) input.provider = provider;
      if (uncertainty) {
        input.uncertainty = uncertainty;
        tally.uncertainties += 1;
      }
      techInputs.push(input);
      inputs += 1;
      if (info.providers.length > 0) linkedInputs += 1;
      else cutOffProducts.add(product);
    }
    for (const o of draft.outputs) if (o.uncertainty) tally.uncertainties += 1;
    const elementary = draft.elementary.map((e) => {
      if (e.uncertainty) tally.uncertainties += 1;
      return flowBuilder.exchange(e);
    });
    const process: ProcessSpec = {
      id: draft.id,
      name: draft.name,
      outputs: draft.outputs,
      inputs: techInputs,
      elementary,
    };
    if (draft.location) process.location = draft.location;
    processes.push(process);
  }

  const flows = flowBuilder.flows();
  return {
    system: { processes, flows, methods: options.methods ?? emissionsMethodsFor(flows) },
    products,
    skipped,
    expanded,
    notes,
    stats: {
      datasets: datasets.length,
      processes: processes.length,
      products: [...products.values()].filter((p) => p.providers.length > 0).length,
      flows: flows.length,
      inputs,
      linkedInputs,
      cutOffInputs: inputs - linkedInputs,
      cutOffProducts: cutOffProducts.size,
      allocatedProcesses: tally.allocatedProcesses,
      expandedProcesses: expanded.length,
      convertedUnits: tally.convertedUnits + flowBuilder.converted,
      ambiguousProducts: defaultProvider.size,
      droppedZeroExchanges: tally.droppedZeroExchanges,
      uncertainties: tally.uncertainties,
      droppedUncertainties: tally.droppedUncertainties,
    },
  };
}

/** One draft process per data set that delivers something; the others are `skipped`. */
function draftProcesses(
  datasets: readonly EcoSpold2Dataset[],
  tally: Tally,
  notes: string[],
): { drafts: DraftProcess[]; skipped: SkippedDataset[] } {
  const keep = (amount: number, d: Distribution | undefined) => {
    if (amount !== 0 || d !== undefined) return true;
    tally.droppedZeroExchanges += 1;
    return false;
  };
  const drafts: DraftProcess[] = [];
  const skipped: SkippedDataset[] = [];
  const activityCount = new Map<string, number>();
  for (const d of datasets) {
    activityCount.set(d.activityId, (activityCount.get(d.activityId) ?? 0) + 1);
  }
  const processIds = new Set<string>();
  for (const d of datasets) {
    for (const [reason, n] of Object.entries(d.droppedUncertainties)) {
      tally.droppedUncertainties[reason] = (tally.droppedUncertainties[reason] ?? 0) + n;
    }
    const skip = (reason: string) =>
      skipped.push({ source: d.source, activityId: d.activityId, name: d.name, reason });
    const references = d.intermediate.filter((x) => x.outputGroup === 0);
    const reference = references[0];
    if (!reference) {
      skip("no reference product (outputGroup 0)");
      continue;
    }
    if (reference.amount === 0) {
      skip(`reference product "${reference.name}" has amount 0`);
      continue;
    }
    // ecoinvent ships one file per (activity, product) in its allocated system models: the
    // activity id alone is then not unique.
    const id =
      (activityCount.get(d.activityId) ?? 0) > 1
        ? `${d.activityId}/${reference.product}`
        : d.activityId;
    if (processIds.has(id)) {
      skip(`a second data set for activity ${d.activityId} and product "${reference.name}"`);
      continue;
    }
    processIds.add(id);
    if (references.length > 1) {
      notes.push(
        `"${d.name}": ${references.length} reference products; ` +
          `the first is the reference, the others co-products`,
      );
    }
    const draft: DraftProcess = {
      id,
      activityId: d.activityId,
      name: d.name,
      location: d.location,
      outputs: [outputOf(reference)],
      coProducts: [],
      inputs: [],
      elementary: [],
    };
    for (const x of d.intermediate) {
      if (x === reference || !keep(x.amount, x.uncertainty)) continue;
      if (x.inputGroup !== undefined && INPUT_GROUPS.has(x.inputGroup)) {
        draft.inputs.push(inputOf(x, 1));
      } else if (x.outputGroup === 3 || (x.outputGroup !== undefined && x.amount < 0)) {
        // A waste leaving the process: the same matrix entry as an input of the negated amount.
        draft.inputs.push(inputOf(x, -1));
      } else if (x.outputGroup !== undefined) {
        draft.coProducts.push(outputOf(x));
      } else {
        notes.push(
          `"${d.name}": intermediate exchange "${x.name}" in inputGroup ${x.inputGroup} ignored`,
        );
      }
    }
    draft.elementary = d.elementary.filter((e) => keep(e.amount, e.uncertainty));
    drafts.push(draft);
  }
  return { drafts, skipped };
}

function outputOf(x: EcoSpold2Intermediate): ProductOutput {
  const o: ProductOutput = { id: x.product, name: x.name, unit: x.unit, amount: x.amount };
  const physical = physicalOf(x);
  const price = priceOf(x);
  if (physical !== undefined) o.physical = physical;
  if (price !== undefined) o.price = price;
  if (x.uncertainty) o.uncertainty = x.uncertainty;
  return o;
}

/** An input of `sign` × the exchange amount. */
function inputOf(x: EcoSpold2Intermediate, sign: 1 | -1): DraftInput {
  const i: DraftInput = { product: x.product, amount: sign * x.amount, unit: x.unit, name: x.name };
  const uncertainty = scaleDistribution(x.uncertainty, sign);
  if (uncertainty) i.uncertainty = uncertainty;
  if (x.activityLink) i.activityLink = x.activityLink;
  return i;
}

/**
 * Co-products: allocated when every output carries the property the allocation needs, else
 * turned into negative inputs (system expansion). Returns the processes expanded.
 */
function settleCoProducts(
  drafts: DraftProcess[],
  allocation: AllocationMethod,
  tally: Tally,
): ExpandedProcess[] {
  const property =
    allocation === "physical" ? "physical" : allocation === "economic" ? "price" : undefined;
  const expanded: ExpandedProcess[] = [];
  for (const draft of drafts) {
    if (draft.coProducts.length === 0) continue;
    const missing = property
      ? [...draft.outputs, ...draft.coProducts].filter((o) => o[property] === undefined)
      : [];
    if (property && missing.length === 0) {
      draft.outputs.push(...draft.coProducts);
      tally.allocatedProcesses += 1;
    } else {
      const what = allocation === "physical" ? "mass" : "price";
      expanded.push({
        process: draft.id,
        name: draft.name,
        reason: property
          ? `no ${what} for ${missing.map((o) => `"${o.name}"`).join(", ")}`
          : "allocation none",
        coProducts: draft.coProducts.map((o) => ({
          product: o.id,
          name: o.name,
          amount: o.amount,
          unit: o.unit,
        })),
      });
      for (const o of draft.coProducts) {
        const credit: DraftInput = { product: o.id, amount: -o.amount, unit: o.unit, name: o.name };
        const uncertainty = scaleDistribution(o.uncertainty, -1);
        if (uncertainty) credit.uncertainty = uncertainty;
        draft.inputs.push(credit);
      }
    }
    draft.coProducts = [];
  }
  return expanded;
}

/**
 * Who delivers each product, in which unit (the first provider's: other providers' outputs are
 * converted to it), and which provider inputs take when several deliver it.
 */
function indexProducts(
  drafts: readonly DraftProcess[],
  tally: Tally,
  notes: string[],
): { products: Map<string, ProductInfo>; defaultProvider: Map<string, string> } {
  const products = new Map<string, ProductInfo>();
  for (const draft of drafts) {
    for (const o of draft.outputs) {
      const info = products.get(o.id);
      if (info) info.providers.push(draft.id);
      else products.set(o.id, { id: o.id, name: o.name, unit: o.unit, providers: [draft.id] });
    }
  }
  for (const draft of drafts) {
    for (const o of draft.outputs) {
      const unit = products.get(o.id)!.unit;
      if (o.unit === unit) continue;
      const factor = unitConversion(o.unit, unit);
      if (factor === undefined) {
        notes.push(`"${draft.name}": output "${o.name}" in ${o.unit}, other providers use ${unit}`);
        continue;
      }
      o.amount *= factor;
      if (o.physical !== undefined) o.physical /= factor;
      if (o.price !== undefined) o.price /= factor;
      o.uncertainty = scaleDistribution(o.uncertainty, factor);
      if (!o.uncertainty) delete o.uncertainty;
      o.unit = unit;
      tally.convertedUnits += 1;
    }
  }
  const nameOf = new Map(drafts.map((d) => [d.id, d.name]));
  const defaultProvider = new Map<string, string>();
  for (const info of products.values()) {
    if (info.providers.length < 2) continue;
    const sorted = [...info.providers].sort();
    const chosen =
      sorted.find((p) => nameOf.get(p)!.toLowerCase() === info.name.toLowerCase()) ?? sorted[0];
    defaultProvider.set(info.id, chosen);
    notes.push(
      `product "${info.name}" has ${info.providers.length} providers ` +
        `(${sorted.map((p) => `"${nameOf.get(p)}"`).join(", ")}); ` +
        `inputs that do not name one take "${nameOf.get(chosen)}"`,
    );
  }
  return { products, defaultProvider };
}

/**
 * Elementary flows: one per EcoSpold2 flow id, split by direction when the id is used both ways,
 * in the unit most of its exchanges use. Exchanges are handed out first and get their final flow
 * id and amount when the flow list is made, once every use of each id has been seen.
 */
class FlowBuilder {
  private readonly seen = new Map<string, SeenFlow>();
  private readonly pending: { e: EcoSpold2Elementary; exchange: ElementaryExchange }[] = [];
  converted = 0;

  exchange(e: EcoSpold2Elementary): ElementaryExchange {
    let seen = this.seen.get(e.flow);
    if (!seen) {
      seen = { name: e.name, directions: new Set(), units: new Map() };
      this.seen.set(e.flow, seen);
    }
    seen.directions.add(e.direction);
    seen.units.set(e.unit, (seen.units.get(e.unit) ?? 0) + 1);
    // Exporters write the compartment on some exchanges of a flow and not on others.
    if (!seen.compartment && e.compartment) {
      seen.compartment = [e.compartment, e.subcompartment].filter(Boolean).join("/");
    }
    if (!seen.cas && e.cas?.trim()) seen.cas = e.cas.trim();
    const exchange: ElementaryExchange = { flow: e.flow, amount: e.amount };
    if (e.uncertainty) exchange.uncertainty = e.uncertainty;
    this.pending.push({ e, exchange });
    return exchange;
  }

  /** The flow list; also settles the ids and amounts of the exchanges handed out. */
  flows(): ElementaryFlow[] {
    const flows: ElementaryFlow[] = [];
    const made = new Set<string>();
    for (const { e, exchange } of this.pending) {
      const seen = this.seen.get(e.flow)!;
      seen.unit ??= mostUsed(seen.units);
      let id = seen.directions.size > 1 ? `${e.flow}:${e.direction}` : e.flow;
      let unit = seen.unit;
      if (e.unit !== unit) {
        const factor = unitConversion(e.unit, unit);
        if (factor === undefined) {
          id = `${id} [${e.unit}]`;
          unit = e.unit;
        } else {
          exchange.amount *= factor;
          exchange.uncertainty = scaleDistribution(exchange.uncertainty, factor);
          if (!exchange.uncertainty) delete exchange.uncertainty;
          this.converted += 1;
        }
      }
      exchange.flow = id;
      if (made.has(id)) continue;
      made.add(id);
      const flow: ElementaryFlow = {
        id,
        name: seen.name,
        unit,
        compartment: seen.compartment ?? "unspecified",
        direction: e.direction,
      };
      if (seen.cas) flow.cas = seen.cas;
      flows.push(flow);
    }
    return flows;
  }
}

interface SeenFlow {
  name: string;
  directions: Set<string>;
  units: Map<string, number>;
  unit?: string;
  compartment?: string;
  cas?: string;
}

function mostUsed(counts: ReadonlyMap<string, number>): string {
  let best = "";
  let most = -1;
  for (const [key, n] of counts) {
    if (n > most) [best, most] = [key, n];
  }
  return best;
}

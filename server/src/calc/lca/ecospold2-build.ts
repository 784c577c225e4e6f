// EcoSpold2 product-system building: data sets linked into the engine's product system, with
// cut-offs, and allocation or system expansion of co-products.
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
import { FlowBuilder } from "./ecospold2-flows";
import type {
  EcoSpold2Dataset,
  EcoSpold2Elementary,
  EcoSpold2Intermediate,
} from "./ecospold2-parse";
import { massPerUnit, scaleDistribution, unitConversion } from "./ecospold2-units";
import { emissionsMethodsFor } from "./methods";
import type {
  AllocationMethod,
  Distribution,
  ImpactMethod,
  ProcessSpec,
  ProductOutput,
  ProductSystem,
  TechInput,
} from "./types";

const INPUT_GROUPS = new Set([1, 2, 3, 5]);

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

// EcoSpold2 parsing: one `.spold` document read into the typed records of its activity data set.
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
// Uncertainty: lognormal sigma = sqrt(variance of ln x) with the pedigree scores beside it
// (the engine adds the pedigree variances, so the file's varianceWithPedigreeUncertainty is
// used only when no pedigree matrix is given); normal sd = sqrt(variance); triangular and
// uniform by their bounds. Distributions that cannot be sampled (infinite or negative
// variance, bounds out of order, unsupported kinds) are dropped and counted in the stats.
import { SaxesParser } from "saxes";
import type { Distribution, PedigreeScores } from "./types";

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

// Rules across the fields of a material or transport datum, and the record as stored. Both the
// API (first problem thrown) and the workbook import (every problem reported) use them.
import { type ValidationError, validate } from "class-validator";
import { UNITS } from "../../calc/units";
import { DomainError, ErrorCode } from "../../lib/errors";
import { translate } from "../../lib/messages";
import {
  normalUncertainty,
  type DataQuality,
  type Problem,
  regionProblems,
  type Uncertainty,
  uncertaintyProblems,
} from "./data-quality";
import { FURTHER_INDICATORS } from "./lca-data.codes";
import type { MaterialDatumInput, TransportDatumInput } from "./lca-data.inputs";

const UNIT_IDS = new Set(UNITS.map((unit) => unit.id));
const UPSTREAM_ID = /^(\d{1,10}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** What both kinds of datum store besides their own fields. */
interface CommonData {
  name: string;
  nameEn: string;
  source: string;
  referenceYear: number | null;
  region: string;
  quality: DataQuality | null;
  uncertainty: Uncertainty;
}

export interface MaterialData extends CommonData {
  category: string;
  unitId: number;
  sourceKind: string;
  upstreamDatabaseId: string | null;
  upstreamProcessId: string | null;
  gwp: number | null;
  indicators: Record<string, number>;
}

export interface TransportData extends CommonData {
  mode: string;
  factor: number;
  loadFactor: number;
  emptyReturn: number;
}

/** Every broken single-field rule of an input, one per field, nested fields as `a.b`. */
export async function fieldProblems(input: object): Promise<Problem[]> {
  return collect(await validate(input, { forbidUnknownValues: false }), "");
}

function collect(errors: ValidationError[], prefix: string): Problem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // class-validator lists a property's rules in reverse of the order they are written.
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) return [{ field, message: messages[messages.length - 1] }];
    return collect(error.children ?? [], field);
  });
}

function common(input: MaterialDatumInput | TransportDatumInput): CommonData {
  const name = input.name.trim();
  return {
    name,
    nameEn: input.nameEn?.trim() || name,
    source: input.source.trim(),
    referenceYear: input.referenceYear ?? null,
    region: input.region.trim(),
    quality: input.quality
      ? {
          reliability: input.quality.reliability,
          completeness: input.quality.completeness,
          temporal: input.quality.temporal,
          geographical: input.quality.geographical,
          technological: input.quality.technological,
        }
      : null,
    uncertainty: normalUncertainty(input.uncertainty),
  };
}

/** A valid material input as stored: an own footprint keeps no link, a link no footprint. */
export function toMaterialData(input: MaterialDatumInput): MaterialData {
  const own = input.sourceKind === "own";
  const indicators: Record<string, number> = {};
  for (const entry of own ? (input.indicators ?? []) : []) {
    indicators[entry.indicator.trim()] = entry.value;
  }
  return {
    ...common(input),
    category: input.category,
    unitId: input.unitId,
    sourceKind: input.sourceKind,
    upstreamDatabaseId: own ? null : input.upstreamDatabaseId?.trim() || null,
    upstreamProcessId: own ? null : input.upstreamProcessId?.trim() || null,
    gwp: own ? (input.gwp ?? null) : null,
    indicators,
  };
}

export function toTransportData(input: TransportDatumInput): TransportData {
  return {
    ...common(input),
    mode: input.mode,
    factor: input.factor,
    loadFactor: input.loadFactor,
    emptyReturn: input.emptyReturn,
  };
}

/** The problems across fields of a material input whose single fields are valid. */
export function materialProblems(input: MaterialDatumInput): Problem[] {
  const problems: Problem[] = [];
  const at = (field: string, key: Parameters<typeof translate>[0], params = {}) =>
    problems.push({ field, message: translate(key, { field, ...params }) });
  if (!UNIT_IDS.has(input.unitId)) at("unitId", "unknownUnit", { unit: input.unitId });
  if (input.sourceKind === "own") {
    if (input.gwp === null || input.gwp === undefined) at("gwp", "ownFootprintNeedsGwp");
    const seen = new Set<string>();
    for (const entry of input.indicators ?? []) {
      const indicator = entry.indicator.trim();
      if (indicator === "GWP-total") at("indicators", "gwpIsMainFigure");
      else if (!FURTHER_INDICATORS.includes(indicator)) {
        at("indicators", "unknownIndicator", { indicator });
      } else if (seen.has(indicator)) at("indicators", "indicatorTwice", { indicator });
      seen.add(indicator);
    }
  } else {
    const process = input.upstreamProcessId?.trim();
    if (!process) at("upstreamProcessId", "upstreamNeedsProcess");
    else if (!UPSTREAM_ID.test(process)) at("upstreamProcessId", "upstreamIdFormat");
    const database = input.upstreamDatabaseId?.trim();
    if (database && !UPSTREAM_ID.test(database)) at("upstreamDatabaseId", "upstreamIdFormat");
    if (input.gwp !== null && input.gwp !== undefined) at("gwp", "upstreamHasNoFootprint");
    if ((input.indicators ?? []).length > 0) at("indicators", "upstreamHasNoFootprint");
  }
  problems.push(...regionProblems(input.region.trim()));
  problems.push(...uncertaintyProblems(normalUncertainty(input.uncertainty)));
  return problems;
}

export function transportProblems(input: TransportDatumInput): Problem[] {
  return [
    ...regionProblems(input.region.trim()),
    ...uncertaintyProblems(normalUncertainty(input.uncertainty)),
  ];
}

/** Throws the first problem as BAD_USER_INPUT naming its field. */
export function assertNoProblem(problems: Problem[]): void {
  const [first] = problems;
  if (first) throw new DomainError(ErrorCode.BadUserInput, first.message, { field: first.field });
}

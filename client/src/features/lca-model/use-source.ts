// The source a line draws on, by kind and id: its name in the interface language and its unit
// with that unit's dimension, read by one query per kind (Apollo keeps each answer by id, so a
// table of lines on a few sources asks once per source).
import {
  useLcaModelMaterialSourceQuery,
  useLcaModelProcessSourceQuery,
  useLcaModelTransportSourceQuery,
  useLcaModelUpstreamSourceQuery,
} from "../../__generated__/hooks";
import { localName, useReference } from "../reference/reference";
import type { PickedSource } from "./line-form";

export interface SourceState {
  source: PickedSource | null;
  loading: boolean;
  /** The source no longer exists or is not the company's to use. */
  missing: boolean;
}

/** Spellings of platform units in upstream databases (EcoSpold, openLCA exports). */
const SPELLINGS: Record<string, string> = {
  m3: "m³",
  m2: "m²",
  "metric ton": "t",
  "metric ton·km": "t·km",
  tkm: "t·km",
  item: "piece",
  "item(s)": "piece",
  unit: "piece",
};

/** A database product's unit symbol as one of the platform's units, for its dimension. */
export function dimensionOfSymbol(
  units: ReadonlyArray<{ symbol: string; dimension: string }>,
  symbol: string,
): string | null {
  const spelt = symbol.trim().toLowerCase().replace(/\*/g, "·");
  const wanted = (SPELLINGS[spelt] ?? spelt).toLowerCase();
  return units.find((unit) => unit.symbol.toLowerCase() === wanted)?.dimension ?? null;
}

export function useSource(kind: string | null | undefined, id: number | null | undefined) {
  const reference = useReference();
  const { locale } = reference;
  const has = (wanted: string) => ({
    variables: { id: id ?? 0 },
    skip: kind !== wanted || !id,
    fetchPolicy: "cache-first" as const,
    context: { formErrors: true },
  });
  const upstream = useLcaModelUpstreamSourceQuery(has("upstream"));
  const material = useLcaModelMaterialSourceQuery(has("material"));
  const transport = useLcaModelTransportSourceQuery(has("transport"));
  const process = useLcaModelProcessSourceQuery(has("process"));

  const unitOf = (unitId: number): Pick<PickedSource, "unit" | "dimension"> => {
    const unit = reference.unit(unitId);
    return { unit: unit?.symbol ?? null, dimension: unit?.dimension ?? null };
  };

  let state: SourceState = { source: null, loading: false, missing: false };
  const result = (
    query: { loading: boolean; error?: unknown },
    source: PickedSource | null,
  ): SourceState => ({
    source,
    loading: query.loading,
    missing: !query.loading && Boolean(query.error),
  });
  if (kind === "upstream") {
    const p = upstream.data?.upstreamProcess;
    state = result(
      upstream,
      p
        ? {
            id: p.id,
            name: p.productName === p.name ? p.name : `${p.productName} (${p.name})`,
            unit: p.productUnit,
            dimension: dimensionOfSymbol(reference.units, p.productUnit),
          }
        : null,
    );
  } else if (kind === "material") {
    const m = material.data?.materialDatum;
    state = result(
      material,
      m ? { id: m.id, name: localName(m, locale), ...unitOf(m.unitId) } : null,
    );
  } else if (kind === "transport") {
    const d = transport.data?.transportDatum;
    state = result(
      transport,
      d ? { id: d.id, name: localName(d, locale), unit: "t·km", dimension: "mass" } : null,
    );
  } else if (kind === "process") {
    const m = process.data?.processModel;
    state = result(
      process,
      m ? { id: m.id, name: localName(m, locale), ...unitOf(m.referenceUnitId) } : null,
    );
  }
  return state;
}

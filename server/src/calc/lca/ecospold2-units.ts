// EcoSpold2 units: unit names by dimension, conversions between them, and the distribution of a
// converted amount.
import type { Distribution } from "./types";

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
export function massPerUnit(unit: string): number | undefined {
  const u = UNIT_TABLE.get(unitKey(unit));
  return u?.dimension === "mass" ? u.toBase : undefined;
}

/** The distribution of `factor × x` given that of x. */
export function scaleDistribution(
  d: Distribution | undefined,
  factor: number,
): Distribution | undefined {
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

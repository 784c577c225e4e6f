// Units of SPEC §3 with their ids, which the legacy API and stored rows use, plus the few units
// published emission factors need (MWh, GJ, 10^4 Nm³, km, t·km, passenger·km) on ids SPEC §3
// leaves free. Each unit belongs to
// one dimension and converts to that dimension's base unit by a factor; conversion across
// dimensions is an error, never a silent zero.

export type Dimension =
  | "mass"
  | "volume"
  | "energy"
  | "count"
  | "length"
  | "area"
  | "area-time"
  | "mass-per-time"
  | "volume-per-time"
  | "amount"
  | "amount-time"
  | "radioactivity"
  | "freight"
  | "passenger-distance";

export interface UnitDefinition {
  id: number;
  symbol: string;
  name: string;
  nameZh: string;
  dimension: Dimension;
  /** Multiply by this to get the dimension's base unit (kg, m³, MJ, ...). */
  toBase: number;
  /** Offered in activity-data forms (SPEC §3 "selectable units"). */
  selectable: boolean;
}

export const UNITS: readonly UnitDefinition[] = [
  {
    id: 8,
    symbol: "mg",
    name: "milligram",
    nameZh: "毫克",
    dimension: "mass",
    toBase: 1e-6,
    selectable: false,
  },
  {
    id: 9,
    symbol: "g",
    name: "gram",
    nameZh: "克",
    dimension: "mass",
    toBase: 1e-3,
    selectable: false,
  },
  {
    id: 10,
    symbol: "kg",
    name: "kilogram",
    nameZh: "千克",
    dimension: "mass",
    toBase: 1,
    selectable: true,
  },
  {
    id: 11,
    symbol: "t",
    name: "tonne",
    nameZh: "吨",
    dimension: "mass",
    toBase: 1000,
    selectable: false,
  },
  {
    id: 20,
    symbol: "m³",
    name: "cubic metre",
    nameZh: "立方米",
    dimension: "volume",
    toBase: 1,
    selectable: true,
  },
  {
    id: 21,
    symbol: "km³",
    name: "cubic kilometre",
    nameZh: "立方千米",
    dimension: "volume",
    toBase: 1e9,
    selectable: false,
  },
  {
    id: 22,
    symbol: "10⁴ Nm³",
    name: "ten thousand normal cubic metres",
    nameZh: "万标准立方米",
    dimension: "volume",
    toBase: 10000,
    selectable: false,
  },
  {
    id: 30,
    symbol: "kWh",
    name: "kilowatt hour",
    nameZh: "千瓦时",
    dimension: "energy",
    toBase: 3.6,
    selectable: true,
  },
  {
    id: 31,
    symbol: "MWh",
    name: "megawatt hour",
    nameZh: "兆瓦时",
    dimension: "energy",
    toBase: 3600,
    selectable: false,
  },
  {
    id: 40,
    symbol: "MJ",
    name: "megajoule",
    nameZh: "兆焦",
    dimension: "energy",
    toBase: 1,
    selectable: true,
  },
  {
    id: 41,
    symbol: "GJ",
    name: "gigajoule",
    nameZh: "吉焦",
    dimension: "energy",
    toBase: 1000,
    selectable: false,
  },
  {
    id: 50,
    symbol: "piece",
    name: "piece",
    nameZh: "个",
    dimension: "count",
    toBase: 1,
    selectable: true,
  },
  {
    id: 55,
    symbol: "L",
    name: "litre",
    nameZh: "升",
    dimension: "volume",
    toBase: 1e-3,
    selectable: false,
  },
  {
    id: 60,
    symbol: "m",
    name: "metre",
    nameZh: "米",
    dimension: "length",
    toBase: 1,
    selectable: false,
  },
  {
    id: 61,
    symbol: "m2*yr",
    name: "square metre year",
    nameZh: "平方米·年",
    dimension: "area-time",
    toBase: 1,
    selectable: false,
  },
  {
    id: 62,
    symbol: "kg/a",
    name: "kilogram per year",
    nameZh: "千克/年",
    dimension: "mass-per-time",
    toBase: 1,
    selectable: false,
  },
  {
    id: 63,
    symbol: "m²",
    name: "square metre",
    nameZh: "平方米",
    dimension: "area",
    toBase: 1,
    selectable: false,
  },
  {
    id: 64,
    symbol: "m³/a",
    name: "cubic metre per year",
    nameZh: "立方米/年",
    dimension: "volume-per-time",
    toBase: 1,
    selectable: false,
  },
  {
    id: 65,
    symbol: "mol*a",
    name: "mole year",
    nameZh: "摩尔·年",
    dimension: "amount-time",
    toBase: 1,
    selectable: false,
  },
  {
    id: 66,
    symbol: "mol",
    name: "mole",
    nameZh: "摩尔",
    dimension: "amount",
    toBase: 1,
    selectable: false,
  },
  {
    id: 67,
    symbol: "Bq",
    name: "becquerel",
    nameZh: "贝可",
    dimension: "radioactivity",
    toBase: 1,
    selectable: false,
  },
  {
    id: 70,
    symbol: "km",
    name: "kilometre",
    nameZh: "千米",
    dimension: "length",
    toBase: 1000,
    selectable: false,
  },
  {
    id: 71,
    symbol: "t·km",
    name: "tonne kilometre",
    nameZh: "吨公里",
    dimension: "freight",
    toBase: 1,
    selectable: false,
  },
  {
    id: 72,
    symbol: "p·km",
    name: "passenger kilometre",
    nameZh: "人公里",
    dimension: "passenger-distance",
    toBase: 1,
    selectable: false,
  },
];

const byId = new Map(UNITS.map((unit) => [unit.id, unit]));

export class UnitConversionError extends Error {}

export function unitById(id: number): UnitDefinition {
  const unit = byId.get(id);
  if (!unit) throw new UnitConversionError(`Unknown unit id ${id}`);
  return unit;
}

/** Converts `amount` from one unit to another of the same dimension. */
export function convertUnit(amount: number, fromId: number, toId: number): number {
  const from = unitById(fromId);
  const to = unitById(toId);
  if (from.dimension !== to.dimension) {
    throw new UnitConversionError(
      `Cannot convert ${from.symbol} (${from.dimension}) to ${to.symbol} (${to.dimension})`,
    );
  }
  return fromId === toId ? amount : (amount * from.toBase) / to.toBase;
}

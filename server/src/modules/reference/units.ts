// Units of SPEC §3 with their ids, which the legacy API and stored rows use. Each unit belongs to
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
  | "radioactivity";

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
    id: 30,
    symbol: "kWh",
    name: "kilowatt hour",
    nameZh: "千瓦时",
    dimension: "energy",
    toBase: 3.6,
    selectable: true,
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

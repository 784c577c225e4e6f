// Units of SPEC §3 with their ids, which the legacy API and stored rows use, plus the few units
// published emission factors need (MWh, GJ, 10^4 Nm³, km, t·km, passenger·km) on ids SPEC §3
// leaves free. Each unit belongs to
// one dimension and converts to that dimension's base unit by a factor; conversion across
// dimensions is an error, never a silent zero.
import { unitConversion } from "./lca/ecospold2-units";

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
  nameEn: string;
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
    name: "毫克",
    nameEn: "milligram",
    dimension: "mass",
    toBase: 1e-6,
    selectable: false,
  },
  {
    id: 9,
    symbol: "g",
    name: "克",
    nameEn: "gram",
    dimension: "mass",
    toBase: 1e-3,
    selectable: false,
  },
  {
    id: 10,
    symbol: "kg",
    name: "千克",
    nameEn: "kilogram",
    dimension: "mass",
    toBase: 1,
    selectable: true,
  },
  {
    id: 11,
    symbol: "t",
    name: "吨",
    nameEn: "tonne",
    dimension: "mass",
    toBase: 1000,
    selectable: false,
  },
  {
    id: 20,
    symbol: "m³",
    name: "立方米",
    nameEn: "cubic metre",
    dimension: "volume",
    toBase: 1,
    selectable: true,
  },
  {
    id: 21,
    symbol: "km³",
    name: "立方千米",
    nameEn: "cubic kilometre",
    dimension: "volume",
    toBase: 1e9,
    selectable: false,
  },
  {
    id: 22,
    symbol: "10⁴ Nm³",
    name: "万标准立方米",
    nameEn: "ten thousand normal cubic metres",
    dimension: "volume",
    toBase: 10000,
    selectable: false,
  },
  {
    id: 30,
    symbol: "kWh",
    name: "千瓦时",
    nameEn: "kilowatt hour",
    dimension: "energy",
    toBase: 3.6,
    selectable: true,
  },
  {
    id: 31,
    symbol: "MWh",
    name: "兆瓦时",
    nameEn: "megawatt hour",
    dimension: "energy",
    toBase: 3600,
    selectable: false,
  },
  {
    id: 40,
    symbol: "MJ",
    name: "兆焦",
    nameEn: "megajoule",
    dimension: "energy",
    toBase: 1,
    selectable: true,
  },
  {
    id: 41,
    symbol: "GJ",
    name: "吉焦",
    nameEn: "gigajoule",
    dimension: "energy",
    toBase: 1000,
    selectable: false,
  },
  {
    id: 50,
    symbol: "piece",
    name: "件",
    nameEn: "piece",
    dimension: "count",
    toBase: 1,
    selectable: true,
  },
  {
    id: 55,
    symbol: "L",
    name: "升",
    nameEn: "litre",
    dimension: "volume",
    toBase: 1e-3,
    selectable: false,
  },
  {
    id: 60,
    symbol: "m",
    name: "米",
    nameEn: "metre",
    dimension: "length",
    toBase: 1,
    selectable: false,
  },
  {
    id: 61,
    symbol: "m2*yr",
    name: "平方米·年",
    nameEn: "square metre year",
    dimension: "area-time",
    toBase: 1,
    selectable: false,
  },
  {
    id: 62,
    symbol: "kg/a",
    name: "千克/年",
    nameEn: "kilogram per year",
    dimension: "mass-per-time",
    toBase: 1,
    selectable: false,
  },
  {
    id: 63,
    symbol: "m²",
    name: "平方米",
    nameEn: "square metre",
    dimension: "area",
    toBase: 1,
    selectable: false,
  },
  {
    id: 64,
    symbol: "m³/a",
    name: "立方米/年",
    nameEn: "cubic metre per year",
    dimension: "volume-per-time",
    toBase: 1,
    selectable: false,
  },
  {
    id: 65,
    symbol: "mol*a",
    name: "摩尔·年",
    nameEn: "mole year",
    dimension: "amount-time",
    toBase: 1,
    selectable: false,
  },
  {
    id: 66,
    symbol: "mol",
    name: "摩尔",
    nameEn: "mole",
    dimension: "amount",
    toBase: 1,
    selectable: false,
  },
  {
    id: 67,
    symbol: "Bq",
    name: "贝可",
    nameEn: "becquerel",
    dimension: "radioactivity",
    toBase: 1,
    selectable: false,
  },
  {
    id: 70,
    symbol: "km",
    name: "千米",
    nameEn: "kilometre",
    dimension: "length",
    toBase: 1000,
    selectable: false,
  },
  {
    id: 71,
    symbol: "t·km",
    name: "吨公里",
    nameEn: "tonne kilometre",
    dimension: "freight",
    toBase: 1,
    selectable: false,
  },
  {
    id: 72,
    symbol: "p·km",
    name: "人公里",
    nameEn: "passenger kilometre",
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

/** A platform symbol as databases spell it: m³ as m3, t·km as t*km. */
const asciiSymbol = (symbol: string) =>
  symbol.replace("·", "*").replace("³", "3").replace("²", "2");

/**
 * The platform unit a database names by its symbol (kg, MJ, kWh, t*km, "metric ton*km"...):
 * the same symbol, or another spelling of the very same unit (a conversion factor of exactly 1).
 */
export function unitBySymbol(symbol: string): UnitDefinition | undefined {
  const wanted = symbol.trim().toLowerCase().replace("*", "·");
  return (
    UNITS.find((unit) => unit.symbol.toLowerCase() === wanted) ??
    UNITS.find((unit) => unitConversion(symbol, asciiSymbol(unit.symbol)) === 1)
  );
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

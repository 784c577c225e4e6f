// The spellings a person types or pastes for a platform unit in an imported file: the symbol
// ("m³", "m3", "t·km"), the English or Chinese name ("kilowatt hour", "千瓦时") and the Chinese
// words of invoices, meters and the national accounting guidelines ("度", "公斤", "万立方米").
import { UNITS, type UnitDefinition } from "./units";

/**
 * Spellings beyond a unit's symbol and its two names, by unit id. "万立方米" is the guidelines'
 * unit of gaseous fuels (10⁴ Nm³, at standard conditions), so it is the 10⁴ Nm³ unit.
 */
const EXTRA_SPELLINGS: Record<number, readonly string[]> = {
  10: ["公斤", "kgs"],
  11: ["tonne", "tonnes", "ton", "tons", "公吨"],
  20: ["m3", "方", "立方"],
  21: ["km3"],
  22: [
    "10^4 nm3",
    "10^4nm3",
    "10000 nm3",
    "10^4 m3",
    "万立方米",
    "万标立方米",
    "万标准立方米",
    "万nm³",
    "万m³",
  ],
  30: ["度", "千瓦·时", "千瓦小时"],
  31: ["兆瓦·时", "兆瓦小时"],
  40: ["兆焦耳"],
  41: ["吉焦耳", "百万千焦"],
  50: ["个", "件", "台", "套", "pcs", "pieces", "unit", "units"],
  55: ["公升", "litres", "liters", "liter"],
  63: ["m2"],
  70: ["公里"],
  71: ["t.km", "t*km", "tkm", "吨·公里", "吨千米", "吨·千米"],
  72: ["p.km", "p*km", "pkm", "人·公里", "人千米", "人·千米", "人次公里"],
};

/** Compares spellings without case, spaces, middle dots or carets; NFKC folds "m³" to "m3". */
export function unitSpellingKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s·⋅•*×^]/g, "");
}

const UNIT_BY_SPELLING = new Map<string, UnitDefinition>();
// A symbol wins over a name, and a name over an extra spelling, when two would meet.
for (const unit of UNITS) UNIT_BY_SPELLING.set(unitSpellingKey(unit.symbol), unit);
for (const unit of UNITS) {
  for (const name of [unit.nameEn, unit.name]) {
    const key = unitSpellingKey(name);
    if (!UNIT_BY_SPELLING.has(key)) UNIT_BY_SPELLING.set(key, unit);
  }
}
for (const unit of UNITS) {
  for (const spelling of EXTRA_SPELLINGS[unit.id] ?? []) {
    const key = unitSpellingKey(spelling);
    if (!UNIT_BY_SPELLING.has(key)) UNIT_BY_SPELLING.set(key, unit);
  }
}

/** The unit a typed spelling names (symbol, name in either language, or a common word). */
export function unitBySpelling(text: string): UnitDefinition | undefined {
  const key = unitSpellingKey(text);
  return key === "" ? undefined : UNIT_BY_SPELLING.get(key);
}

// A recorded formula in the reader's language. The engine writes each trace once, in English
// words around the figures (methods.ts, line.ts); a Chinese reader gets the same trace with the
// words replaced, the figures and symbols (FC, NCV, GWP, kg CO2e) untouched.

/** English phrase of a trace → its Chinese wording; longer phrases first. */
const ZH_PHRASES: ReadonlyArray<readonly [string, string]> = [
  [
    "market-based (grid, no contractual instrument) = location-based = ",
    "基于市场（电网平均，无合同工具）= 基于位置 = ",
  ],
  [" at the location-based factor: ", " 按基于位置的因子："],
  [", outside the scopes; CO2e = 0 kg CO2e", "，不计入范围；CO2e = 0 kg CO2e"],
  [", outside the scopes; ", "，不计入范围；"],
  ["; deducted (carbon locked in products): ", "；扣减（产品固碳）："],
  [" (the factor's own CO2 value is not used)", "（不使用因子自身的 CO2 值）"],
  ["Σ mass fraction × GWP", "Σ 质量分数 × GWP"],
  ["CO2e = Σ mass × GWP(", "CO2e = Σ 质量 × GWP("],
  ["CO2e = mass × GWP(", "CO2e = 质量 × GWP("],
  ["market-based (certificate)", "基于市场（能源属性证书）"],
  ["market-based (supplier)", "基于市场（供应商排放因子）"],
  ["market-based (residual)", "基于市场（剩余组合）"],
  ["market-based (grid)", "基于市场（电网平均）"],
  ["market-based = ", "基于市场 = "],
  ["; the other ", "；其余 "],
  [" (as published, ", "（按发布值，"],
  ["; GWP of ", "；GWP："],
  [" released", " 排放"],
  [" for ", " 覆盖 "],
  [" of ", " / "],
];

/** The formula as recorded, or with its words in Chinese for a Chinese reader. */
export function formulaIn(formula: string, language: "en" | "zh-CN"): string {
  if (language === "en") return formula;
  let text = formula;
  for (const [en, zh] of ZH_PHRASES) text = text.split(en).join(zh);
  return text.replace(/（按发布值，(AR\d)\)/g, "（按发布值，$1）");
}

/** The name the engine gives a method-gas line's factor ("R-410A released (kg of gas)"). */
const GAS_FACTOR_NAME = /^(.+) released \(kg of gas\)$/;

/** A factor name the engine wrote, in the reader's language; library names are left alone. */
export function factorNameIn(name: string, language: "en" | "zh-CN"): string {
  if (language === "en") return name;
  return name.replace(GAS_FACTOR_NAME, "$1 直接排放（按气体质量）");
}

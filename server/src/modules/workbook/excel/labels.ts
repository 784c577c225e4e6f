// Every word the case workbooks print, in both workbook languages, and the category names of
// ISO 14064-1:2018 and the GHG Protocol scope 3 standard, which reports and screens reuse.
// The activity-line columns live here too: their keys are the import contract, so the writer,
// the reader and the Help sheet must take them from one list.

export type WorkbookLanguage = "zh-CN" | "en";

export interface CategoryNames {
  /** Index 0 is category 1. */
  readonly en: readonly string[];
  readonly zh: readonly string[];
}

/** ISO 14064-1:2018 clause 5.2.4 categories (GB/T 32150 wording in Chinese). */
export const ISO_CATEGORY_NAMES: CategoryNames = {
  en: [
    "Direct GHG emissions and removals",
    "Indirect GHG emissions from imported energy",
    "Indirect GHG emissions from transportation",
    "Indirect GHG emissions from products used by the organization",
    "Indirect GHG emissions associated with the use of products from the organization",
    "Indirect GHG emissions from other sources",
  ],
  zh: [
    "直接温室气体排放和清除",
    "输入能源的间接温室气体排放",
    "运输产生的间接温室气体排放",
    "组织使用的产品产生的间接温室气体排放",
    "与使用组织产品相关的间接温室气体排放",
    "其他来源的间接温室气体排放",
  ],
};

/** GHG Protocol Corporate Value Chain (Scope 3) Standard, categories 1-15. */
export const SCOPE3_CATEGORY_NAMES: CategoryNames = {
  en: [
    "Purchased goods and services",
    "Capital goods",
    "Fuel- and energy-related activities (not included in scope 1 or scope 2)",
    "Upstream transportation and distribution",
    "Waste generated in operations",
    "Business travel",
    "Employee commuting",
    "Upstream leased assets",
    "Downstream transportation and distribution",
    "Processing of sold products",
    "Use of sold products",
    "End-of-life treatment of sold products",
    "Downstream leased assets",
    "Franchises",
    "Investments",
  ],
  zh: [
    "外购商品和服务",
    "资本货物",
    "燃料和能源相关活动（未包括在范围一或范围二中）",
    "上游运输和配送",
    "运营中产生的废弃物",
    "商务差旅",
    "员工通勤",
    "上游租赁资产",
    "下游运输和配送",
    "售出产品的加工",
    "售出产品的使用",
    "售出产品的报废处理",
    "下游租赁资产",
    "特许经营",
    "投资",
  ],
};

function categoryName(names: CategoryNames, category: number, language: WorkbookLanguage): string {
  const list = language === "en" ? names.en : names.zh;
  // An out-of-range number still gets printed, so a bad row shows up instead of vanishing.
  return list[category - 1] ?? String(category);
}

export function isoCategoryName(category: number, language: WorkbookLanguage): string {
  return categoryName(ISO_CATEGORY_NAMES, category, language);
}

export function scope3CategoryName(category: number, language: WorkbookLanguage): string {
  return categoryName(SCOPE3_CATEGORY_NAMES, category, language);
}

/** Scope 2 market-based bases (`MarketBasis` of the engine). */
const MARKET_BASIS_NAMES: Record<WorkbookLanguage, Record<string, string>> = {
  en: {
    certificate: "Energy attribute certificate",
    supplier: "Supplier-specific factor",
    residual: "Residual mix",
    grid: "No instrument: the location-based factor",
  },
  "zh-CN": {
    certificate: "能源属性证书",
    supplier: "供应商排放因子",
    residual: "剩余组合排放因子",
    grid: "无合同工具，沿用基于位置的因子",
  },
};

export function marketBasisName(basis: string, language: WorkbookLanguage): string {
  return MARKET_BASIS_NAMES[language][basis] ?? basis;
}

/** Organisational boundaries (GHG Protocol chapter 3; ISO 14064-1 5.1). */
const BOUNDARY_NAMES: Record<WorkbookLanguage, Record<string, string>> = {
  en: {
    "operational-control": "Operational control",
    "financial-control": "Financial control",
    "equity-share": "Equity share",
  },
  "zh-CN": {
    "operational-control": "运营控制权法",
    "financial-control": "财务控制权法",
    "equity-share": "股权比例法",
  },
};

export function boundaryName(boundary: string, language: WorkbookLanguage): string {
  return BOUNDARY_NAMES[language][boundary] ?? boundary;
}

/** Calculation methods of a line; the import reads the code or either language's name. */
export const METHOD_NAMES: Record<
  WorkbookLanguage,
  Record<"factor" | "combustion" | "gas", string>
> = {
  en: {
    factor: "Emission factor",
    combustion: "Fuel combustion (carbon content)",
    gas: "Gas released",
  },
  "zh-CN": {
    factor: "排放因子法",
    combustion: "燃料燃烧（含碳量法）",
    gas: "气体直接排放",
  },
};

export function methodName(method: string, language: WorkbookLanguage): string {
  return METHOD_NAMES[language][method as keyof (typeof METHOD_NAMES)["en"]] ?? method;
}

/** The method a cell names: its code or its name in either language; null when none. */
export function methodOfText(text: string): "factor" | "combustion" | "gas" | null {
  const wanted = text.trim().toLowerCase();
  for (const method of ["factor", "combustion", "gas"] as const) {
    if (wanted === method) return method;
    for (const names of Object.values(METHOD_NAMES)) {
      if (names[method].toLowerCase() === wanted) return method;
    }
  }
  return null;
}

export interface ResultLabels {
  sheets: {
    summary: string;
    byScope: string;
    byIsoCategory: string;
    byScope3Category: string;
    byProcess: string;
    byGas: string;
    lines: string;
  };
  item: string;
  value: string;
  unit: string;
  corporation: string;
  caseName: string;
  year: string;
  period: string;
  boundary: string;
  gwpSet: string;
  runNo: string;
  calculatedAt: string;
  utc: string;
  emissions: string;
  totalLocation: string;
  totalMarket: string;
  scope1: string;
  scope2Location: string;
  scope2Market: string;
  scope3: string;
  biogenic: string;
  deducted: string;
  intensityPerOutput: string;
  intensityPerRevenue: string;
  scope: string;
  category: string;
  categoryName: string;
  process: string;
  gas: string;
  massKg: string;
  tCo2e: string;
  total: string;
  line: string;
  isoCategory: string;
  scope3Category: string;
  deductedLine: string;
  yes: string;
  amount: string;
  factorName: string;
  factorCode: string;
  factorValues: string;
  proxy: string;
  dataQuality: string;
  source: string;
  factorYear: string;
  version: string;
  region: string;
  co2eKg: string;
  co2eT: string;
  biogenicKg: string;
  marketKg: string;
  marketBasis: string;
  formula: string;
  /** Header of a per-gas mass column. */
  gasKg: (gasLabel: string) => string;
}

export const RESULT_LABELS: Record<WorkbookLanguage, ResultLabels> = {
  en: {
    sheets: {
      summary: "Summary",
      byScope: "By scope",
      byIsoCategory: "By ISO 14064-1 category",
      byScope3Category: "By scope 3 category",
      byProcess: "By process",
      byGas: "By gas",
      lines: "Lines",
    },
    item: "Item",
    value: "Value",
    unit: "Unit",
    corporation: "Corporation",
    caseName: "Case",
    year: "Year",
    period: "Period",
    boundary: "Boundary",
    gwpSet: "GWP set (100-year)",
    runNo: "Calculation run",
    calculatedAt: "Calculated at",
    utc: "UTC",
    emissions: "Emissions",
    totalLocation: "Total emissions (scope 2 location-based)",
    totalMarket: "Total emissions (scope 2 market-based)",
    scope1: "Scope 1",
    scope2Location: "Scope 2 (location-based)",
    scope2Market: "Scope 2 (market-based)",
    scope3: "Scope 3",
    biogenic: "Biogenic CO2 (outside the scopes)",
    deducted: "Carbon locked in products (deducted)",
    intensityPerOutput: "Intensity per unit of output",
    intensityPerRevenue: "Intensity per unit of revenue",
    scope: "Scope",
    category: "Category",
    categoryName: "Name",
    process: "Process",
    gas: "Gas",
    massKg: "Mass (kg)",
    tCo2e: "t CO2e",
    total: "Total",
    line: "Line",
    isoCategory: "ISO 14064-1 category",
    scope3Category: "Scope 3 category",
    deductedLine: "Deducted",
    yes: "yes",
    amount: "Amount",
    factorName: "Factor name",
    factorCode: "Factor code",
    factorValues: "Factor values",
    proxy: "Proxy factor",
    dataQuality: "Data quality",
    source: "Source",
    factorYear: "Factor year",
    version: "Version",
    region: "Region",
    co2eKg: "CO2e (kg)",
    co2eT: "CO2e (t)",
    biogenicKg: "Biogenic CO2 (kg)",
    marketKg: "Market-based CO2e (kg)",
    marketBasis: "Market-based basis",
    formula: "Formula",
    gasKg: (gas) => `${gas} (kg)`,
  },
  "zh-CN": {
    sheets: {
      summary: "汇总",
      byScope: "按范围",
      byIsoCategory: "按ISO 14064-1类别",
      byScope3Category: "按范围三类别",
      byProcess: "按排放过程",
      byGas: "按温室气体",
      lines: "活动数据明细",
    },
    item: "项目",
    value: "数值",
    unit: "单位",
    corporation: "核算主体",
    caseName: "核算案例",
    year: "年度",
    period: "核算期",
    boundary: "核算边界",
    gwpSet: "GWP 取值（100 年）",
    runNo: "计算批次",
    calculatedAt: "计算时间",
    utc: "UTC",
    emissions: "排放量",
    totalLocation: "排放总量（范围二基于位置）",
    totalMarket: "排放总量（范围二基于市场）",
    scope1: "范围一",
    scope2Location: "范围二（基于位置）",
    scope2Market: "范围二（基于市场）",
    scope3: "范围三",
    biogenic: "生物源二氧化碳（范围外报告）",
    deducted: "产品固碳（扣减）",
    intensityPerOutput: "单位产品排放强度",
    intensityPerRevenue: "单位营业收入排放强度",
    scope: "范围",
    category: "类别",
    categoryName: "名称",
    process: "排放过程",
    gas: "温室气体",
    massKg: "质量（kg）",
    tCo2e: "t CO2e",
    total: "合计",
    line: "活动数据",
    isoCategory: "ISO 14064-1 类别",
    scope3Category: "范围三类别",
    deductedLine: "扣减",
    yes: "是",
    amount: "活动数据量",
    factorName: "排放因子名称",
    factorCode: "排放因子编码",
    factorValues: "排放因子值",
    proxy: "代理因子",
    dataQuality: "数据质量",
    source: "来源",
    factorYear: "因子年份",
    version: "版本",
    region: "地区",
    co2eKg: "CO2e（kg）",
    co2eT: "CO2e（t）",
    biogenicKg: "生物源 CO2（kg）",
    marketKg: "基于市场 CO2e（kg）",
    marketBasis: "基于市场的依据",
    formula: "计算式",
    gasKg: (gas) => `${gas}（kg）`,
  },
};

/** Machine keys of the activity-line columns: the stable part of each header. */
export type ProcessColumnKey =
  | "id"
  | "process"
  | "scope"
  | "line_name"
  | "amount"
  | "unit"
  | "method"
  | "gas"
  | "factor_code"
  | "factor_name"
  | "factor_values"
  | "factor_unit"
  | "factor_source"
  | "proxy"
  | "data_quality"
  | "data_source_type"
  | "month"
  | "remark";

export interface ProcessColumn {
  key: ProcessColumnKey;
  /** English header; it reads as the key with spaces, so either spelling matches on import. */
  en: string;
  zh: string;
  /** Read on import; the other columns only show what the line uses. */
  read: boolean;
  /** The import refuses a sheet without it. */
  required: boolean;
  width: number;
  helpEn: string;
  helpZh: string;
}

export const PROCESS_COLUMNS: readonly ProcessColumn[] = [
  {
    key: "id",
    en: "ID",
    zh: "编号",
    read: true,
    required: false,
    width: 10,
    helpEn: "Activity line id. Keep it to update that line; leave it empty for a new line.",
    helpZh: "活动数据编号。保留则更新该条活动数据；新增活动数据请留空。",
  },
  {
    key: "process",
    en: "Process",
    zh: "排放过程",
    read: true,
    required: true,
    width: 24,
    helpEn: "Name of a process of this case (Chinese or English name, case-insensitive).",
    helpZh: "本案例的排放过程名称（中文名或英文名，不区分大小写）。",
  },
  {
    key: "scope",
    en: "Scope",
    zh: "范围",
    read: false,
    required: false,
    width: 8,
    helpEn: "Scope of the process (1, 2 or 3); it follows from the process.",
    helpZh: "排放过程所属范围（1、2 或 3），由排放过程决定。",
  },
  {
    key: "line_name",
    en: "Line name",
    zh: "活动数据名称",
    read: true,
    required: true,
    width: 30,
    helpEn: "Name of the activity line, at most 200 characters.",
    helpZh: "活动数据名称，最多 200 个字符。",
  },
  {
    key: "amount",
    en: "Amount",
    zh: "活动数据量",
    read: true,
    required: false,
    width: 14,
    helpEn: "Activity amount, a number of 0 or more; empty until known.",
    helpZh: "活动数据量，不小于 0 的数字；未知时留空。",
  },
  {
    key: "unit",
    en: "Unit",
    zh: "单位",
    read: true,
    required: true,
    width: 10,
    helpEn:
      "Unit symbol, unit id or unit name from the list below (case-insensitive; m3 for m³); " +
      "Chinese names are accepted too (吨, 千瓦时, 立方米, 万立方米, 件...).",
    helpZh:
      "下表中的单位符号、单位编号或单位名称（不区分大小写；m3 即 m³），" +
      "也可填写中文单位名称，如吨、千克、千瓦时、兆瓦时、立方米、万立方米、升、吉焦、件、公里、吨公里。",
  },
  {
    key: "method",
    en: "Method",
    zh: "计算方法",
    read: true,
    required: false,
    width: 12,
    helpEn:
      "factor (amount x factor), combustion (CO2 from calorific value, carbon content and " +
      "oxidation rate) or gas (the amount is the mass of the gas column's gas released); " +
      "empty means factor.",
    helpZh:
      "factor（活动数据量 × 排放因子）、combustion（由低位发热量、单位热值含碳量和碳氧化率计算 CO2）或 gas（活动数据量为“气体”列所填气体的排放质量）；留空即 factor。",
  },
  {
    key: "gas",
    en: "Gas",
    zh: "气体",
    read: true,
    required: false,
    width: 12,
    helpEn:
      "Method gas only: the gas released, e.g. HFC-134a (or R-134a), R-410A, SF6, CO2; the " +
      "amount is its mass (kg, t) and its GWP is the case's set's.",
    helpZh:
      "仅用于 gas 方法：排放的气体，如 HFC-134a（或 R-134a）、R-410A、SF6、CO2；活动数据量为其质量（kg、t），GWP 按案例所选的取值。",
  },
  {
    key: "factor_code",
    en: "Factor code",
    zh: "排放因子编码",
    read: true,
    required: false,
    width: 22,
    helpEn:
      "Code of a library emission factor. Empty: a new line gets no factor yet, an existing " +
      "line keeps the factor it has (a custom factor has no code).",
    helpZh:
      "排放因子库中的因子编码。留空时：新增的活动数据暂不设排放因子，已有的活动数据保留其现有排放因子（自定义排放因子没有编码）。",
  },
  {
    key: "factor_name",
    en: "Factor name",
    zh: "排放因子名称",
    read: false,
    required: false,
    width: 30,
    helpEn: "Name of the factor the line uses.",
    helpZh: "该条活动数据使用的排放因子名称。",
  },
  {
    key: "factor_values",
    en: "Factor values",
    zh: "排放因子值",
    read: false,
    required: false,
    width: 40,
    helpEn: "Values of the factor per gas.",
    helpZh: "排放因子的各温室气体数值。",
  },
  {
    key: "factor_unit",
    en: "Factor unit",
    zh: "排放因子单位",
    read: false,
    required: false,
    width: 12,
    helpEn: "Activity unit of the factor; the amount is converted into it.",
    helpZh: "排放因子对应的活动数据单位；计算时活动数据量换算为该单位。",
  },
  {
    key: "factor_source",
    en: "Factor source",
    zh: "排放因子来源",
    read: false,
    required: false,
    width: 30,
    helpEn: "Where the factor comes from.",
    helpZh: "排放因子的出处。",
  },
  {
    key: "proxy",
    en: "Proxy factor",
    zh: "代理因子",
    read: false,
    required: false,
    width: 10,
    helpEn:
      "Yes when the factor stands in for a fitting one that is not published (e.g. a UK factor in a Chinese inventory).",
    helpZh: "排放因子为代理值（替代尚未发布的适用因子，如在中国清单中使用英国因子）时为“是”。",
  },
  {
    key: "data_quality",
    en: "Data quality",
    zh: "数据质量",
    read: false,
    required: false,
    width: 40,
    helpEn: "The factor library's note on the figure's quality and what to replace it with.",
    helpZh: "排放因子库对该数值质量的说明，以及可替换的数据。",
  },
  {
    key: "data_source_type",
    en: "Data source type",
    zh: "数据来源类型",
    read: true,
    required: false,
    width: 24,
    helpEn:
      "Where the amount comes from: a type from the list (or its number, see below); empty means field collection.",
    helpZh: "活动数据量的来源：从下拉列表选择（或填其编号，见下表）；留空即实地采集。",
  },
  {
    key: "month",
    en: "Month",
    zh: "月份",
    read: true,
    required: false,
    width: 8,
    helpEn: "Month of the ledger entry, 1-12; empty for the whole period.",
    helpZh: "台账月份，1-12；整个核算期的数据留空。",
  },
  {
    key: "remark",
    en: "Remark",
    zh: "备注",
    read: true,
    required: false,
    width: 30,
    helpEn: "Free text.",
    helpZh: "自由文本。",
  },
];

/**
 * The header a column is written with. Chinese headers carry the key in parentheses, English
 * ones are the key in words; the reader matches either (see `process-workbook.ts`).
 */
export function processColumnHeader(column: ProcessColumn, language: WorkbookLanguage): string {
  return language === "en" ? column.en : `${column.zh} (${column.key})`;
}

export const DATA_SOURCE_TYPE_NAMES: Record<WorkbookLanguage, Record<1 | 2 | 3, string>> = {
  en: {
    1: "Estimate",
    2: "Literature or published statistics",
    3: "Field collection (meter readings / invoices / ledgers)",
  },
  "zh-CN": { 1: "估算", 2: "文献或公开统计数据", 3: "实地采集（计量表、发票、台账）" },
};

export interface ProcessLabels {
  dataSheet: string;
  helpSheet: string;
  title: string;
  caseLine: (corporation: string, caseName: string, year: number) => string;
  headerRule: string;
  readRule: string;
  columnsTitle: string;
  column: string;
  key: string;
  readOnImport: string;
  yes: string;
  no: string;
  description: string;
  unitsTitle: string;
  unitId: string;
  unitSymbol: string;
  unitName: string;
  dataSourceTypesTitle: string;
  methodsTitle: string;
  methodFactor: string;
  methodCombustion: string;
  methodGas: string;
}

export const PROCESS_LABELS: Record<WorkbookLanguage, ProcessLabels> = {
  en: {
    dataSheet: "Process data",
    helpSheet: "Help",
    title: "Process data workbook",
    caseLine: (corporation, caseName, year) => `${corporation} - ${caseName} (${year})`,
    headerRule:
      "The import finds the header row by its headers. A header is recognised by the key in " +
      'parentheses at its end, e.g. "活动数据量 (amount)", or else by its English text, ' +
      'ignoring case, spaces and punctuation ("Line name", "line_name" and "LINE NAME" are ' +
      "the same). Columns may be in any order; unknown columns are ignored.",
    readRule:
      "Only the columns marked as read are imported; the others show what each line uses. " +
      "All rows or none: when any row has an error, nothing is imported, and every error is " +
      "listed with its row, its column and the reason; fix them and import the file again.",
    columnsTitle: "Columns",
    column: "Header",
    key: "Key",
    readOnImport: "Read on import",
    yes: "yes",
    no: "no",
    description: "Description",
    unitsTitle: "Units",
    unitId: "Unit id",
    unitSymbol: "Symbol",
    unitName: "Name",
    dataSourceTypesTitle: "Data source types",
    methodsTitle: "Methods",
    methodFactor: "Amount multiplied by the factor's value for each gas",
    methodCombustion:
      "CO2 = amount x net calorific value x carbon content x oxidation rate x 44/12; " +
      "other gases from the factor",
    methodGas:
      "The amount is the mass of one gas released (a refrigerant top-up, an SF6 leak); " +
      "CO2e = mass x the gas's GWP in the case's set",
  },
  "zh-CN": {
    dataSheet: "活动数据",
    helpSheet: "说明",
    title: "活动数据工作簿",
    caseLine: (corporation, caseName, year) => `${corporation} - ${caseName}（${year}）`,
    headerRule:
      "导入时按表头识别表头行。表头末尾括号中的键名（如“活动数据量 (amount)”）用于识别该列；" +
      "没有括号时按英文表头识别，不区分大小写、空格和标点（“Line name”“line_name”相同）。" +
      "列的顺序不限，无法识别的列将被忽略。",
    readRule:
      "仅导入标记为“读取”的列，其余列仅展示各条活动数据使用的信息。" +
      "全部导入或全部不导入：任何一行有错误时，整个文件都不导入，并逐条列出每个错误的行号、列和原因；" +
      "改正后请重新导入整个文件。",
    columnsTitle: "列",
    column: "表头",
    key: "键名",
    readOnImport: "导入时读取",
    yes: "是",
    no: "否",
    description: "说明",
    unitsTitle: "单位",
    unitId: "单位编号",
    unitSymbol: "符号",
    unitName: "名称",
    dataSourceTypesTitle: "数据来源类型",
    methodsTitle: "计算方法",
    methodFactor: "活动数据量乘以排放因子的各温室气体数值",
    methodCombustion:
      "CO2 = 活动数据量 × 低位发热量 × 单位热值含碳量 × 碳氧化率 × 44/12；其他温室气体按排放因子计算",
    methodGas:
      "活动数据量为某一气体的排放质量（制冷剂补充量、SF6 泄漏量）；CO2e = 质量 × 该气体在案例所选 GWP 取值下的 GWP",
  },
};

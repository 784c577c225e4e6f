// Interface text of the company total (the repository's "Company total" tab), in both languages.
export const en = {
  tab: "Company total",
  corporationsTab: "Corporations",
  title: "Company total",
  intro:
    "The company's inventory for a year, consolidated over its corporations (GHG Protocol Corporate Standard ch. 3, ISO 14064-1 5.1). Each corporation counts with its latest calculated case of the year.",
  year: "Reporting year",
  approach: "Consolidation approach",
  approaches: {
    "operational-control": "Operational control",
    "financial-control": "Financial control",
    "equity-share": "Equity share",
  },
  approachHelp: {
    "operational-control":
      "100% of the corporations the company has operational control of, 0% of the others.",
    "financial-control":
      "100% of the corporations the company has financial control of, 0% of the others.",
    "equity-share": "Each corporation's emissions × the company's ownership %.",
  },
  noCases: "No corporation has a case yet: create cases in the repository first.",
  total: "Consolidated total",
  totalMarket: "Consolidated total (scope 2 market-based)",
  scope1: "Scope 1",
  scope2Location: "Scope 2 (location)",
  scope2Market: "Scope 2 (market)",
  scope3: "Scope 3",
  unit: "tCO₂e",
  included_one: "{{count}} corporation included",
  included_other: "{{count}} corporations included",
  missingTitle_one:
    "Incomplete: {{count}} corporation in the boundary has no calculated case for {{year}}",
  missingTitle_other:
    "Incomplete: {{count}} corporations in the boundary have no calculated case for {{year}}",
  missingBody:
    "They are listed below as missing and are not counted in the total. Calculate their cases of the year to complete it.",
  mixedGwp:
    "The included cases use different GWP sets ({{sets}}): their figures are not strictly comparable.",
  caption: "Each corporation's contribution to the company total",
  corporation: "Corporation",
  case: "Case of the year",
  share: "Share applied",
  caseTotal: "Case total",
  contribution: "Contribution",
  contributionOf: "Contribution to the total, tCO₂e",
  run: "run {{runNo}}",
  openResults: "Open the results of {{name}}",
  owned: "owned {{percent}}%",
  control: {
    "operational-control": "operational control",
    "financial-control": "financial control",
  },
  noControl: {
    "operational-control": "no operational control",
    "financial-control": "no financial control",
  },
  status: {
    included: "Included",
    missing: "Missing",
    excluded: "Outside the boundary",
  },
  noCase: "No case for {{year}}",
  notCalculated_one: "{{count}} case, not calculated",
  notCalculated_other: "{{count}} cases, none calculated",
  newCase: "New case",
  sum: "Company total",
  basisNote:
    "Totals use scope 2 location-based; the market-based total is shown beside it. Ownership and control are set on each corporation's page.",
};

export const zhCN: typeof en = {
  tab: "公司合并排放",
  corporationsTab: "核算主体",
  title: "公司合并排放",
  intro:
    "公司某一年度的排放清单，按各核算主体合并（GHG Protocol 企业标准第 3 章，ISO 14064-1 第 5.1 条）。每个核算主体取其该年度最近计算的案例。",
  year: "报告年度",
  approach: "合并方法",
  approaches: {
    "operational-control": "运营控制权法",
    "financial-control": "财务控制权法",
    "equity-share": "股权比例法",
  },
  approachHelp: {
    "operational-control": "公司拥有运营控制权的核算主体计 100%，其他计 0%。",
    "financial-control": "公司拥有财务控制权的核算主体计 100%，其他计 0%。",
    "equity-share": "各核算主体的排放 × 公司持股比例。",
  },
  noCases: "尚无任何核算主体建立案例：请先在核算库中新建案例。",
  total: "合并排放总量",
  totalMarket: "合并排放总量（范围二基于市场）",
  scope1: "范围一",
  scope2Location: "范围二（基于位置）",
  scope2Market: "范围二（基于市场）",
  scope3: "范围三",
  unit: "tCO₂e",
  included_one: "已纳入 {{count}} 个核算主体",
  included_other: "已纳入 {{count}} 个核算主体",
  missingTitle_one: "数据不完整：边界内有 {{count}} 个核算主体没有 {{year}} 年已计算的案例",
  missingTitle_other: "数据不完整：边界内有 {{count}} 个核算主体没有 {{year}} 年已计算的案例",
  missingBody: "这些核算主体在下表中标为“缺失”，未计入总量。计算其该年度案例后即可补全。",
  mixedGwp: "纳入的案例使用了不同的 GWP 值版本（{{sets}}），数据不完全可比。",
  caption: "各核算主体对公司合并排放的贡献",
  corporation: "核算主体",
  case: "该年度案例",
  share: "合并比例",
  caseTotal: "案例总量",
  contribution: "贡献",
  contributionOf: "计入总量的贡献，tCO₂e",
  run: "第 {{runNo}} 次计算",
  openResults: "打开 {{name}} 的计算结果",
  owned: "持股 {{percent}}%",
  control: {
    "operational-control": "拥有运营控制权",
    "financial-control": "拥有财务控制权",
  },
  noControl: {
    "operational-control": "无运营控制权",
    "financial-control": "无财务控制权",
  },
  status: {
    included: "已纳入",
    missing: "缺失",
    excluded: "不在边界内",
  },
  noCase: "无 {{year}} 年案例",
  notCalculated_one: "{{count}} 个案例，未计算",
  notCalculated_other: "{{count}} 个案例，均未计算",
  newCase: "新建案例",
  sum: "公司合计",
  basisNote:
    "总量按范围二基于位置计算，旁边另列基于市场的总量。持股比例和控制权在各核算主体页面设置。",
};

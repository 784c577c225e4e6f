// Text of the case workflow in both languages: a new case copied from another period's, and the
// lines still to fill next to Calculate. Joined to the accounting bundle as `workflow`.
export const workflowEn = {
  copy: {
    action: "Copy {{name}} to a new period",
    title: "Copy to a new period",
    intro:
      "A new case with the settings, processes and lines of {{name}} ({{year}}), each line keeping its factor. Evidence is not copied: last period's documents do not back the new period's figures.",
    name: "Name of the new case",
    year: "Reporting year",
    periodStart: "Period start",
    periodEnd: "Period end",
    corporation: "Corporation",
    searchCorporations: "Search corporations",
    copyAmounts: "Copy the amounts as well",
    copyAmountsHelp:
      "Amounts, measured NCV, carbon content and oxidation, and the output and revenue are copied as a starting point; otherwise they are left to fill.",
    samePeriodTitle_one: "{{corporation}} already has a case for this period",
    samePeriodTitle_other: "{{corporation}} already has {{count}} cases for this period",
    samePeriodConfirm: "Create another case for this period anyway",
    samePeriodRequired: "Confirm that another case for this period is wanted",
    submit: "Create the case",
    created: "{{name}} created from {{source}}",
  },
  template: {
    pick: "Tick only the processes this site has: each comes with its emission sources as lines to fill, and a line left empty stops the calculation.",
    selectAll: "Select all",
    clear: "Clear",
    chosen: "{{count}} of {{total}} chosen",
  },
  run: {
    latest: "Latest run",
    number: "No. {{runNo}}",
  },
  stale: {
    title: "The results shown are older than the case's data",
    data: "Lines, processes or settings changed after run {{runNo}} of {{date}}.",
    factors_one:
      "{{count}} emission factor the lines use was edited in the library after run {{runNo}} of {{date}}.",
    factors_other:
      "{{count}} emission factors the lines use were edited in the library after run {{runNo}} of {{date}}.",
    recalculate: "Recalculate",
  },
  toFill: {
    count_one: "{{count}} line to fill",
    count_other: "{{count}} lines to fill",
    countHelp:
      "Lines without an amount stop the calculation. Enter their amounts, or remove the lines this site does not have.",
    remove: "Remove empty lines",
    removeTitle: "Remove the empty lines",
    removeConfirm_one:
      "Remove {{count}} line without an amount? Lines with an amount stay; this cannot be undone.",
    removeConfirm_other:
      "Remove {{count}} lines without an amount? Lines with an amount stay; this cannot be undone.",
  },
};

export const workflowZh: typeof workflowEn = {
  copy: {
    action: "将 {{name}} 复制到新核算期",
    title: "复制到新核算期",
    intro:
      "以 {{name}}（{{year}} 年）的设置、排放过程和活动数据新建案例，每条活动数据保留其排放因子。证明材料不复制：上一期的单据不能证明新一期的数据。",
    name: "新案例名称",
    year: "报告年度",
    periodStart: "核算期开始",
    periodEnd: "核算期结束",
    corporation: "核算主体",
    searchCorporations: "搜索核算主体",
    copyAmounts: "同时复制活动数据量",
    copyAmountsHelp:
      "活动数据量、实测低位发热量、含碳量和碳氧化率，以及产量和营业收入一并复制作为起点；否则留待填写。",
    samePeriodTitle_one: "{{corporation}} 在此核算期已有案例",
    samePeriodTitle_other: "{{corporation}} 在此核算期已有 {{count}} 个案例",
    samePeriodConfirm: "仍为此核算期再新建一个案例",
    samePeriodRequired: "请确认需要为此核算期再新建一个案例",
    submit: "新建案例",
    created: "已由 {{source}} 新建 {{name}}",
  },
  template: {
    pick: "只勾选本企业实际存在的排放过程：每个过程连同其排放源作为待填写的活动数据加入，留空的活动数据会使核算无法进行。",
    selectAll: "全选",
    clear: "全不选",
    chosen: "已选 {{count}} / {{total}}",
  },
  run: {
    latest: "最近核算",
    number: "第 {{runNo}} 次",
  },
  stale: {
    title: "显示的结果早于案例当前数据",
    data: "第 {{runNo}} 次核算（{{date}}）之后，活动数据、排放过程或案例设置已修改。",
    factors_one:
      "第 {{runNo}} 次核算（{{date}}）之后，活动数据所用的 {{count}} 个排放因子已在因子库中修改。",
    factors_other:
      "第 {{runNo}} 次核算（{{date}}）之后，活动数据所用的 {{count}} 个排放因子已在因子库中修改。",
    recalculate: "重新核算",
  },
  toFill: {
    count_one: "{{count}} 条待填写",
    count_other: "{{count}} 条待填写",
    countHelp: "没有数据量的活动数据会使核算无法进行。请填写数据量，或删除本企业没有的活动数据。",
    remove: "删除空行",
    removeTitle: "删除空的活动数据",
    removeConfirm_one: "删除 {{count}} 条没有数据量的活动数据？有数据量的保留；此操作无法撤销。",
    removeConfirm_other: "删除 {{count}} 条没有数据量的活动数据？有数据量的保留；此操作无法撤销。",
  },
};

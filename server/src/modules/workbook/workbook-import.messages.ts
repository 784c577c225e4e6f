// The activity-line import's reasons, in both product languages: each names the column and the
// value it is about, so a reader fixes the workbook in one round.
import { defineMessages } from "../../lib/messages";

export const WORKBOOK_IMPORT_MESSAGES = defineMessages(
  {
    lineImportIdNotPositive: "id {value} is not a positive integer",
    lineImportIdRepeated: "id {id} is already on row {row}",
    lineImportProcessEmpty: "process is empty",
    lineImportProcessUnknown: 'process "{name}" is not a process of this case',
    lineImportProcessAmbiguous: 'process "{name}" matches more than one process of this case',
    lineImportNameEmpty: "line name is empty",
    lineImportNameTooLong: "line name is longer than {max} characters",
    lineImportAmountNotNumber: "amount {value} is not a number",
    lineImportAmountNegative: "amount {value} is negative",
    lineImportAmountTooLarge: "amount {value} is above {max}",
    lineImportUnitEmpty: "unit is empty",
    lineImportUnitUnknown:
      "unit {value} is not a unit symbol, id or name (kg, t, m³, kWh, 吨, 千瓦时, 立方米, ...)",
    lineImportMethod: 'method "{value}" must be factor, combustion or gas',
    lineImportGasEmpty: "gas is empty: method gas needs the gas released",
    lineImportGasUnknown: 'gas "{value}" is not a gas of the catalogue',
    lineImportDataSourceType:
      "data source type {value} is none of estimate, literature or published statistics, field collection (or 1, 2, 3)",
    lineImportMonthNotNumber: "month {value} is not a number",
    lineImportMonthNotWhole: "month {value} is not a whole number",
    lineImportMonthRange: "month {value} is outside 1-12",
    lineImportFactorUnknown: 'factor code "{code}" is not in the library',
    lineImportLineUnknown: "line id {id} is not a line of this case",
    lineImportNotXlsx: "The file is not a readable .xlsx workbook",
    lineImportNoSheet: "The workbook has no sheet",
    lineImportNoHeader:
      'Sheet "{sheet}" has no header row with the required columns; missing: {missing}',
  },
  {
    lineImportIdNotPositive: "id {value} 不是正整数",
    lineImportIdRepeated: "id {id} 已在第 {row} 行出现",
    lineImportProcessEmpty: "排放过程为空",
    lineImportProcessUnknown: "排放过程“{name}”不是本案例的排放过程",
    lineImportProcessAmbiguous: "排放过程“{name}”与本案例的多个排放过程同名",
    lineImportNameEmpty: "活动数据名称为空",
    lineImportNameTooLong: "活动数据名称超过 {max} 个字符",
    lineImportAmountNotNumber: "活动数据量 {value} 不是数字",
    lineImportAmountNegative: "活动数据量 {value} 为负数",
    lineImportAmountTooLarge: "活动数据量 {value} 超过 {max}",
    lineImportUnitEmpty: "单位为空",
    lineImportUnitUnknown:
      "单位 {value} 不是单位符号、编号或名称（kg、t、m³、kWh、吨、千瓦时、立方米……）",
    lineImportMethod: "计算方法“{value}”应为 factor、combustion 或 gas",
    lineImportGasEmpty: "温室气体为空：计算方法 gas 须填写排放的气体",
    lineImportGasUnknown: "温室气体“{value}”不在气体目录中",
    lineImportDataSourceType:
      "数据来源类型 {value} 不是估算、文献或公开统计数据、实地采集之一（或 1、2、3）",
    lineImportMonthNotNumber: "月份 {value} 不是数字",
    lineImportMonthNotWhole: "月份 {value} 不是整数",
    lineImportMonthRange: "月份 {value} 不在 1 到 12 之间",
    lineImportFactorUnknown: "因子编码“{code}”不在因子库中",
    lineImportLineUnknown: "id 为 {id} 的活动数据不属于本案例",
    lineImportNotXlsx: "文件不是可读取的 .xlsx 工作簿",
    lineImportNoSheet: "工作簿中没有工作表",
    lineImportNoHeader: "工作表“{sheet}”中没有包含必填列的表头行；缺少：{missing}",
  },
);

type WorkbookImportMessages = (typeof WORKBOOK_IMPORT_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends WorkbookImportMessages {}
}

// The factor template import's reasons, in both product languages: every problem of a row names
// its column, so a reader fixes the file in one round. The column is the template's header key.
import { defineMessages } from "../../lib/messages";

export const FACTOR_IMPORT_MESSAGES = defineMessages(
  {
    factorImportRequired: "{column} is required",
    factorImportTooLong: "{column} is longer than {max} characters",
    factorImportCodeTooLong: 'code "{code}" is longer than 64 characters',
    factorImportCodePattern: 'code "{code}" may only hold letters, digits and . _ : -',
    factorImportCodeRepeats: 'code "{code}" repeats row {row}',
    factorImportStray: "column {column} holds {value} but has no header",
    factorImportNotNumber: "{column} {value} is not a number",
    factorImportNotNumberComma:
      '{column} {value} is not a number (use "." for decimals and no thousands separators)',
    factorImportOutOfRange: "{column} {value} must be {rule}",
    factorImportRuleNonNegative: ">= 0",
    factorImportRuleGasMass: "between 0 and {max} (kg of gas per unit)",
    factorImportRuleNcv: "above 0 and at most {max} (GJ per unit)",
    factorImportRuleCarbonContent: ">= 0 (t C per GJ)",
    factorImportRuleOxidation: "a fraction greater than 0 and at most 1",
    factorImportCategory: "category {value} is not a category code ({codes})",
    factorImportUnit:
      "unit {value} is not a unit id, symbol or name (kg, t, m³, kWh, 吨, 千瓦时, 立方米, ...)",
    factorImportNoGas: "no gas value: fill at least one of {gases}",
    factorImportCombustion: "ncv, carbonContent and oxidation go together: {missing} missing",
    factorImportRegion: "region {value} may only hold letters, digits and -",
    factorImportYear: "year {value} is not a whole year between 1990 and 2100",
    factorImportSourceUrl: "sourceUrl {value} is not an https address (http only for localhost)",
    factorImportDataSourceType:
      "dataSourceType {value} is not 1 (estimate), 2 (literature) or 3 (field measurement)",
    factorImportSynonymsTooMany: "synonyms holds {count} names, at most 50",
    factorImportSynonymTooLong: "synonym {value} is longer than 100 characters",
    factorImportScope: "scope {value} is not 1, 2 or 3",
    factorImportGwpRequired: "gwpBasis is required when CO2E is filled (AR4, AR5 or AR6)",
    factorImportGwpUnknown: "gwpBasis {value} is not AR4, AR5 or AR6",
    factorImportHeader: "The file's header row does not fit the factor template: {problems}",
    factorImportHeaderMissing: "required columns missing: {columns}",
    factorImportHeaderNoGas: "no gas column (one of {gases})",
    factorImportHeaderUnknown:
      'unknown columns: {columns} (start a header with "#" to keep a column of your own)',
    factorImportHeaderRepeated: "repeated columns: {columns}",
    factorImportNotUtf8: "The file is not UTF-8 text, so it cannot be read as CSV",
    factorImportNotCsv: "The file is not a readable CSV file ({detail})",
    factorImportEmpty: "The file is empty: it has no header row",
    factorImportNotXlsx: "The file is not a readable .xlsx workbook ({detail})",
    factorImportNoSheet: "The workbook has no sheet",
    factorImportNoHeader: 'Sheet "{sheet}" has no header in row 1',
  },
  {
    factorImportRequired: "{column}列不能为空",
    factorImportTooLong: "{column}列超过 {max} 个字符",
    factorImportCodeTooLong: "编码“{code}”超过 64 个字符",
    factorImportCodePattern: "编码“{code}”只能包含字母、数字和 . _ : -",
    factorImportCodeRepeats: "编码“{code}”与第 {row} 行重复",
    factorImportStray: "第 {column} 列有值 {value}，但该列没有表头",
    factorImportNotNumber: "{column}列的值 {value} 不是数字",
    factorImportNotNumberComma:
      "{column}列的值 {value} 不是数字（小数点请用“.”，不要用千位分隔符）",
    factorImportOutOfRange: "{column}列的值 {value} 应为{rule}",
    factorImportRuleNonNegative: "大于等于 0",
    factorImportRuleGasMass: "0 到 {max} 之间（每单位活动的气体千克数）",
    factorImportRuleNcv: "大于 0 且不超过 {max}（吉焦/单位）",
    factorImportRuleCarbonContent: "大于等于 0（吨碳/吉焦）",
    factorImportRuleOxidation: "大于 0 且不超过 1 的小数",
    factorImportCategory: "类别 {value} 不是类别编码（{codes}）",
    factorImportUnit:
      "单位 {value} 不是单位编号、符号或名称（kg、t、m³、kWh、吨、千瓦时、立方米……）",
    factorImportNoGas: "没有气体数值：请至少填写 {gases} 中的一列",
    factorImportCombustion: "ncv、carbonContent 和 oxidation 须一起填写：缺少 {missing}",
    factorImportRegion: "地区 {value} 只能包含字母、数字和 -",
    factorImportYear: "年份 {value} 不是 1990 到 2100 之间的整数年份",
    factorImportSourceUrl: "sourceUrl {value} 不是 https 地址（http 仅限本机 localhost）",
    factorImportDataSourceType: "dataSourceType {value} 应为 1（估算）、2（文献）或 3（实测）",
    factorImportSynonymsTooMany: "同义词共 {count} 个，最多 50 个",
    factorImportSynonymTooLong: "同义词 {value} 超过 100 个字符",
    factorImportScope: "范围 {value} 应为 1、2 或 3",
    factorImportGwpRequired: "填写了 CO2E 时须填写 gwpBasis（AR4、AR5 或 AR6）",
    factorImportGwpUnknown: "gwpBasis {value} 应为 AR4、AR5 或 AR6",
    factorImportHeader: "文件的表头行与因子模板不符：{problems}",
    factorImportHeaderMissing: "缺少必填列：{columns}",
    factorImportHeaderNoGas: "没有气体列（{gases} 之一）",
    factorImportHeaderUnknown: "未知的列：{columns}（自定义列的表头请以“#”开头）",
    factorImportHeaderRepeated: "重复的列：{columns}",
    factorImportNotUtf8: "文件不是 UTF-8 文本，无法作为 CSV 读取",
    factorImportNotCsv: "文件不是可读取的 CSV 文件（{detail}）",
    factorImportEmpty: "文件为空：没有表头行",
    factorImportNotXlsx: "文件不是可读取的 .xlsx 工作簿（{detail}）",
    factorImportNoSheet: "工作簿中没有工作表",
    factorImportNoHeader: "工作表“{sheet}”第 1 行没有表头",
  },
);

type FactorImportMessages = (typeof FACTOR_IMPORT_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends FactorImportMessages {}
}

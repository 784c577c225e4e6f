// The calculation module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const CALCULATION_MESSAGES = defineMessages(
  {
    calculationBlocked: "The case cannot be calculated: {count} line(s) need attention. {lines}",
    lineMissingAmount: "no activity amount entered",
    lineMissingFactor: "no emission factor chosen",
    lineUnitMismatch: "the unit does not match the factor's: {detail}",
    lineUnknownUnit: "unknown unit: {detail}",
    lineMissingCombustion: "combustion parameters missing or invalid: {detail}",
    lineInvalidAmount: "invalid amount: {detail}",
    lineUnknownGas: "unknown gas: {detail}",
    lineNotFinite: "the result is not a finite number: {detail}",
    lineMissingMarketFactor: "scope 2 instrument without its factor: {detail}",
    caseHasNoLines:
      "The case has no activity lines: add the lines of its emission sources before calculating",
    notCalculated: "The case has not been calculated yet",
  },
  {
    calculationBlocked: "案例无法计算：{count} 条活动数据需要处理。{lines}",
    lineMissingAmount: "未填写活动数据量",
    lineMissingFactor: "未选择排放因子",
    lineUnitMismatch: "单位与因子单位不一致：{detail}",
    lineUnknownUnit: "未知单位：{detail}",
    lineMissingCombustion: "燃烧参数缺失或无效：{detail}",
    lineInvalidAmount: "活动数据量无效：{detail}",
    lineUnknownGas: "未知气体：{detail}",
    lineNotFinite: "计算结果超出数值范围：{detail}",
    lineMissingMarketFactor: "范围二市场化工具缺少其排放因子：{detail}",
    caseHasNoLines: "此案例没有活动数据，请先添加排放源的活动数据再计算",
    notCalculated: "案例尚未计算",
  },
);

type CalculationMessages = (typeof CALCULATION_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CalculationMessages {}
}

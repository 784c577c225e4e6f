// The comparison module's messages to users in both product languages: refusals, the notices a
// comparison carries and the reasons of the base-year recalculation check. Their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const COMPARISON_MESSAGES = defineMessages(
  {
    comparisonCaseCount: "{field}: choose from {min} to {max} cases to compare",
    comparisonDuplicateCase: "{field}: the case {name} is chosen twice",
    comparisonOneCompany: "{field}: the cases compared must belong to one company",
    comparisonReferenceNotCompared: "{field}: the reference must be one of the compared cases",
    comparisonNotCalculated:
      "Not calculated yet: {names}. Calculate them before comparing, or leave them out",
    comparisonRunNotOfCases:
      "{field}: run {runId} is not a succeeded run of one of the compared cases",
    comparisonGwpMismatch:
      "The cases are in different GWP sets: {list}. Their CO2e figures are not comparable as they stand; recalculate the cases in one set",
    comparisonStaleRun:
      "{name} has changed since run {runNo}: the figures shown are that run's, not the case's current data",
    comparisonEarlierRun: "{name}: run {runNo} is shown, not the latest run",
    comparisonBaseYearOtherCorporation:
      "{field}: the case {name} belongs to another corporation, not to {corporation}",
    comparisonBaseYearNotCalculated:
      "{field}: the case {name} has no successful calculation; calculate it before making it the base year",
    comparisonThresholdRange: "{field} must be more than 0 and at most 100 (%)",
    comparisonGwpSetUnchanged: "{field}: the case {name} is in {gwpSet} already",
    comparisonReasonBoundary:
      "{name}: the boundary approach changed from {from} to {to}; the whole base year is consolidated again",
    comparisonReasonGwpSet:
      "{name}: the GWP set changed from {from} to {to}; the base year in {to} would move by this much",
    comparisonReasonCorporationAdded:
      "{subject} is in {year} but has no base-year case in this comparison: an acquisition or insourcing is added to the base year, a facility built since is organic growth and is not",
    comparisonReasonCorporationRemoved:
      "{subject} is in the base year but not in {year}: a divestment or outsourcing is taken out of the base year, a closure is not",
    comparisonReasonProcessAdded:
      "{name}: the process {subject} is not in the base year (an insourced or acquired operation calls for recalculation, a new production line does not)",
    comparisonReasonProcessRemoved:
      "{name}: the base year's process {subject} is gone (outsourced or sold calls for recalculation, closed does not)",
    comparisonReasonLineAdded:
      "{name}: the source {subject} is counted but not in the base year (a source newly identified is a method change)",
    comparisonReasonLineRemoved: "{name}: the base year's source {subject} is no longer counted",
    comparisonReasonFactorChanged:
      "{name}: the factor of {subject} changed from {from} to {to}; the base year at the new factor would move by this much",
  },
  {
    comparisonCaseCount: "{field}：请选择 {min} 至 {max} 个案例进行对比",
    comparisonDuplicateCase: "{field}：案例{name}被选择了两次",
    comparisonOneCompany: "{field}：参与对比的案例必须属于同一家企业",
    comparisonReferenceNotCompared: "{field}：基准案例必须是参与对比的案例之一",
    comparisonNotCalculated: "尚未计算：{names}。请先计算这些案例，或将其移出对比",
    comparisonRunNotOfCases: "{field}：计算记录 {runId} 不是参与对比案例的成功计算记录",
    comparisonGwpMismatch:
      "参与对比的案例使用了不同的 GWP 值版本：{list}。其 CO2e 数值不能直接比较，请将案例按同一版本重新计算",
    comparisonStaleRun:
      "{name}在第 {runNo} 次计算后已修改：显示的是该次计算的结果，而非案例当前数据",
    comparisonEarlierRun: "{name}：显示的是第 {runNo} 次计算，不是最新一次",
    comparisonBaseYearOtherCorporation: "{field}：案例{name}属于其他核算主体，不属于{corporation}",
    comparisonBaseYearNotCalculated: "{field}：案例{name}没有成功的计算记录，请先计算再设为基准年",
    comparisonThresholdRange: "{field}必须大于 0 且不超过 100（%）",
    comparisonGwpSetUnchanged: "{field}：案例{name}已经使用 {gwpSet}",
    comparisonReasonBoundary: "{name}：组织边界方法由{from}变为{to}，基准年需整体重新合并",
    comparisonReasonGwpSet: "{name}：GWP 值版本由 {from} 变为 {to}，基准年按 {to} 计将变化此数量",
    comparisonReasonCorporationAdded:
      "{subject}出现在 {year} 年，但本次对比中没有其基准年案例：收购或业务转入应补入基准年，此后新建的设施属于自然增长，不需补入",
    comparisonReasonCorporationRemoved:
      "{subject}在基准年中，但不在 {year} 年：出售或业务外包应从基准年剔除，关停则不剔除",
    comparisonReasonProcessAdded:
      "{name}：排放过程{subject}不在基准年中（业务转入或收购需重新计算基准年，新建产线则不需要）",
    comparisonReasonProcessRemoved:
      "{name}：基准年的排放过程{subject}已不存在（外包或出售需重新计算，关停则不需要）",
    comparisonReasonLineAdded:
      "{name}：排放源{subject}已计入，但基准年未计入（新识别的排放源属于方法变更）",
    comparisonReasonLineRemoved: "{name}：基准年的排放源{subject}已不再计入",
    comparisonReasonFactorChanged:
      "{name}：{subject}的排放因子由{from}变为{to}，基准年按新因子计将变化此数量",
  },
);

type ComparisonMessages = (typeof COMPARISON_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends ComparisonMessages {}
}

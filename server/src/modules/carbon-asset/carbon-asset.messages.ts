// The carbon-asset module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them. A holding is named as
// "CEA 2024 · Demo Plant"; figures come formatted with thousands separators.
import { defineMessages } from "../../lib/messages";

export const CARBON_ASSET_MESSAGES = defineMessages(
  {
    assetHoldingNotFound: "Carbon-asset holding not found",
    assetTransactionNotFound: "Carbon-asset transaction not found",
    assetKindAllocation: "allocation",
    assetKindPurchase: "purchase",
    assetKindSale: "sale",
    assetKindTransferIn: "transfer in",
    assetKindTransferOut: "transfer out",
    assetKindSurrender: "surrender",
    assetKindRetirement: "retirement",
    assetKindExpiry: "expiry",
    assetKindReversal: "reversal",
    assetKindNotAllowed: "{type} takes no {kind}; its transactions are: {allowed}",
    assetHoldingRequired:
      "{field}: name the holding, or the corporation, asset type and vintage the units go to",
    assetOutgoingNeedsHolding: "{field}: a {kind} takes units out of a holding: name the holding",
    assetShortfall:
      "{holding} holds {held} {unit}; a {kind} of {quantity} {unit} would leave it {shortfall} {unit} short. Nothing was recorded",
    assetIrecVintage:
      "I-REC were issued in China only for generation up to 31 Dec 2024; vintage {vintage} does not exist",
    assetSerialRequired: "{field}: {type} units carry serial numbers; enter the first and last",
    assetNoSerials: "{field}: CEA carry no serial numbers; enter the quantity only",
    assetSerialFormat: '{field}: "{value}" does not end in a number',
    assetSerialMismatch:
      "{field}: the first and last serial must differ only in their last digits, with as many digits each",
    assetSerialOrder: "{field}: the last serial comes before the first",
    assetSerialCount:
      "{field}: the serials {range} are {count} units, but the quantity is {quantity}",
    assetSerialHeld: "The serials {range} are already held in {holding}. Nothing was recorded",
    assetSerialSpent:
      "The serials {range} were {state} on {date} ({holding}) and can never be held or spent again. Nothing was recorded",
    assetSerialNotHeld: "{holding} does not hold the serials {range}. Nothing was recorded",
    assetStateSurrendered: "surrendered",
    assetStateRetired: "retired",
    assetStateExpired: "expired",
    assetPriceRequired: "{field}: a {kind} needs its price per unit (CNY)",
    assetCounterpartyRequired: "{field}: a {kind} needs its counterparty",
    assetTransferTarget:
      "{field}: a transfer out names the company's corporation receiving the units, or a counterparty",
    assetTransferSelf: "{field}: the units already belong to {corporation}",
    assetComplianceYearRequired: "{field}: a surrender names the compliance year it counts for",
    assetCeaBorrowing:
      "CEA of vintage {vintage} cannot be surrendered for {year}: only allowances of the compliance year or earlier years (banked) count; borrowing from later years is not allowed after 2022",
    assetCcerStock:
      "CCER of vintage {vintage} (issued before 2017) counted for compliance only until 31 Dec 2024; this surrender is dated {date}",
    assetCcerCap:
      "CCER may cover at most 5% of the verified emissions: {cap} t for {corporation} in {year} ({verified} t verified), of which {used} t are surrendered, so at most {room} t more. Nothing was recorded",
    assetSurrenderExceeds:
      "{corporation} owes {outstanding} t for {year} ({verified} t verified, {surrendered} t surrendered); a surrender of {quantity} t would exceed it. Nothing was recorded",
    assetNoVerified:
      "{corporation} has no verified emissions for {year}: calculate its {year} case, or enter the verified figure in the compliance position",
    assetPurposeRequired: "{field}: a retirement names its purpose: scope2 or voluntary",
    assetScope2Certificates:
      "{field}: only GEC and I-REC (MWh of renewable electricity) are retired against scope 2",
    assetClaimsOnlyScope2: "{field}: lines are claimed only by a retirement against scope 2",
    assetClaimsRequired:
      "{field}: a retirement against scope 2 names the electricity lines it covers, MWh each",
    assetClaimsSum:
      "{field}: the lines claimed add up to {claimed} MWh; the certificates retired are {quantity} MWh",
    assetClaimPositive: "{field}: the MWh claimed of a line must be more than zero",
    assetClaimLineTwice: "{field}: the line {line} is named twice",
    assetClaimLine:
      "{field}: the activity line {id} is not a scope 2 electricity line (kWh or MWh) of a case of {corporation}",
    assetClaimVintage:
      "{field}: certificates of {vintage} cannot cover the consumption of {year} ({case}): a certificate's vintage must match the period of the consumption it covers",
    assetClaimExceeds:
      "{field}: the line {line} ({case}) used {amount} MWh, of which {claimed} MWh are already covered; {mwh} MWh more would claim the same electricity twice. Nothing was recorded",
    assetGecTradedOnce:
      "A GEC can be traded only once (NEA rules of 5 Sep 2024): the certificates {range} were bought and cannot be sold again",
    assetReverseTwice: "The transaction {id} was already reversed",
    assetReverseReversal:
      "A reversal cannot itself be reversed; record the transaction again instead",
    assetReverseGone:
      "The units of transaction {id} have since left {holding}; reverse the later transactions first",
    assetEvidenceFileUnknown: 'The evidence "{name}" refers to a file that does not exist',
    assetEvidenceNeedsFileOrUrl: 'The evidence "{name}" needs an uploaded file or an address',
    assetCaseNotOfCorporation: "{field}: the case {id} is not a case of {corporation} for {year}",
  },
  {
    assetHoldingNotFound: "碳资产持仓不存在",
    assetTransactionNotFound: "碳资产交易不存在",
    assetKindAllocation: "配额分配",
    assetKindPurchase: "买入",
    assetKindSale: "卖出",
    assetKindTransferIn: "转入",
    assetKindTransferOut: "转出",
    assetKindSurrender: "履约清缴",
    assetKindRetirement: "自愿注销",
    assetKindExpiry: "过期",
    assetKindReversal: "冲销",
    assetKindNotAllowed: "{type}没有“{kind}”交易；可登记的交易为：{allowed}",
    assetHoldingRequired: "{field}：请指定持仓，或指定转入的核算主体、资产类型和年份",
    assetOutgoingNeedsHolding: "{field}：“{kind}”从持仓中转出，请指定持仓",
    assetShortfall:
      "{holding}持有 {held} {unit}；{kind} {quantity} {unit} 将缺少 {shortfall} {unit}。未登记任何内容",
    assetIrecVintage:
      "I-REC 在中国只签发至 2024 年 12 月 31 日的发电量，不存在 {vintage} 年的 I-REC",
    assetSerialRequired: "{field}：{type}带有序列号，请填写起始和结束序列号",
    assetNoSerials: "{field}：CEA 没有序列号，只填写数量",
    assetSerialFormat: "{field}：“{value}”不是以数字结尾",
    assetSerialMismatch: "{field}：起始和结束序列号只能在末尾数字上不同，且位数相同",
    assetSerialOrder: "{field}：结束序列号在起始序列号之前",
    assetSerialCount: "{field}：序列号 {range} 共 {count} 个单位，但数量为 {quantity}",
    assetSerialHeld: "序列号 {range} 已在{holding}中持有。未登记任何内容",
    assetSerialSpent:
      "序列号 {range} 已于 {date} {state}（{holding}），不能再次持有或使用。未登记任何内容",
    assetSerialNotHeld: "{holding}未持有序列号 {range}。未登记任何内容",
    assetStateSurrendered: "履约清缴",
    assetStateRetired: "注销",
    assetStateExpired: "过期",
    assetPriceRequired: "{field}：“{kind}”需要填写单价（元）",
    assetCounterpartyRequired: "{field}：“{kind}”需要填写交易对方",
    assetTransferTarget: "{field}：转出需指定接收的本企业核算主体或交易对方",
    assetTransferSelf: "{field}：这些单位已属于{corporation}",
    assetComplianceYearRequired: "{field}：履约清缴需指定所属履约年度",
    assetCeaBorrowing:
      "{vintage} 年度配额不能用于 {year} 年度清缴：只有履约年度及以前年度（结转）的配额可用，2022 年后不允许预借以后年度配额",
    assetCcerStock:
      "{vintage} 年的 CCER（2017 年以前签发）只能用于 2024 年 12 月 31 日以前的履约抵销；本次清缴日期为 {date}",
    assetCcerCap:
      "CCER 抵销不得超过核查排放量的 5%：{corporation} {year} 年度上限为 {cap} 吨（核查排放量 {verified} 吨），已清缴 {used} 吨，最多还可清缴 {room} 吨。未登记任何内容",
    assetSurrenderExceeds:
      "{corporation} {year} 年度尚需清缴 {outstanding} 吨（核查排放量 {verified} 吨，已清缴 {surrendered} 吨）；清缴 {quantity} 吨将超出。未登记任何内容",
    assetNoVerified:
      "{corporation}没有 {year} 年度核查排放量：请计算其 {year} 年核算案例，或在履约情况中填写核查排放量",
    assetPurposeRequired: "{field}：注销需注明用途：范围二（scope2）或自愿（voluntary）",
    assetScope2Certificates: "{field}：只有绿证和 I-REC（可再生电力 MWh）可注销用于范围二",
    assetClaimsOnlyScope2: "{field}：只有用于范围二的注销才对应活动数据",
    assetClaimsRequired: "{field}：用于范围二的注销需指定所覆盖的用电活动数据及各自的 MWh",
    assetClaimsSum: "{field}：所对应活动数据合计 {claimed} MWh，注销的证书为 {quantity} MWh",
    assetClaimPositive: "{field}：每条活动数据对应的 MWh 必须大于零",
    assetClaimLineTwice: "{field}：活动数据“{line}”重复出现",
    assetClaimLine:
      "{field}：活动数据 {id} 不是{corporation}核算案例中的范围二用电数据（kWh 或 MWh）",
    assetClaimVintage:
      "{field}：{vintage} 年的证书不能覆盖 {year} 年的用电（{case}）：证书年份须与所覆盖用电的期间一致",
    assetClaimExceeds:
      "{field}：活动数据“{line}”（{case}）用电 {amount} MWh，已覆盖 {claimed} MWh；再覆盖 {mwh} MWh 将重复声明同一电量。未登记任何内容",
    assetGecTradedOnce:
      "绿证只能交易一次（国家能源局 2024 年 9 月 5 日规定）：证书 {range} 为买入所得，不能再次卖出",
    assetReverseTwice: "交易 {id} 已被冲销",
    assetReverseReversal: "冲销交易不能再被冲销；请重新登记该交易",
    assetReverseGone: "交易 {id} 的单位已离开{holding}；请先冲销其后的交易",
    assetEvidenceFileUnknown: "证明材料“{name}”引用的文件不存在",
    assetEvidenceNeedsFileOrUrl: "证明材料“{name}”需要上传文件或填写地址",
    assetCaseNotOfCorporation: "{field}：案例 {id} 不是{corporation} {year} 年的核算案例",
  },
);

type CarbonAssetMessages = (typeof CARBON_ASSET_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CarbonAssetMessages {}
}

// The calculator module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const CALCULATOR_MESSAGES = defineMessages(
  {
    calculatorElectricity: "Purchased electricity (grid average of the province)",
    calculatorRateLimited:
      "Too many calculator requests: at most {limit} a minute. Try again in {seconds} s",
    calculatorFactorMissing:
      "The factor {code} of this calculator source is not in the library; ask the platform operator",
    calculatorNoGridFactor: "No grid electricity factor is in the library",
    calculatorLineRemark: "From the carbon calculator",
    calculatorNeedsEdit:
      "Turning an estimate into a case adds activity data: it needs the permission {code}",
  },
  {
    calculatorElectricity: "外购电力（所在省份电网平均）",
    calculatorRateLimited: "碳计算器请求过于频繁：每分钟最多{limit}次，请{seconds}秒后再试",
    calculatorFactorMissing: "碳计算器所用因子{code}不在因子库中，请联系平台运营方",
    calculatorNoGridFactor: "因子库中没有电网电力排放因子",
    calculatorLineRemark: "来自碳计算器",
    calculatorNeedsEdit: "将估算转为核算案例会添加活动数据，需要权限{code}",
  },
);

type CalculatorMessages = (typeof CALCULATOR_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CalculatorMessages {}
}

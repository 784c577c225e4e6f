// The activity-line module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const ACTIVITY_LINE_MESSAGES = defineMessages(
  {
    lineNotInCase: "The activity line {id} is not a line of this case",
    factorRetired: "The factor {code} is retired; choose a current one",
    lineUnitNotConvertible:
      "{field}: {unit} cannot be converted to {factorUnit}, the unit of the factor {factor}",
    evidenceFileUnknown:
      'The evidence "{name}" of the activity line "{line}" refers to a file that does not exist',
    evidenceNeedsFileOrUrl:
      'The evidence "{name}" of the activity line "{line}" needs an uploaded file or an address',
    lineMonthAmounts:
      "{field}: the monthly amounts are twelve, January to December, each empty or a quantity of zero or more",
    lineAmountByMonth:
      'The activity line "{line}" is entered by month: its amount is the sum of its months; change the months, or return the line to one amount',
  },
  {
    lineNotInCase: "活动数据 {id} 不属于此案例",
    factorRetired: "因子{code}已停用，请选择现行因子",
    lineUnitNotConvertible: "{field}：{unit} 无法换算为因子 {factor} 的单位 {factorUnit}",
    evidenceFileUnknown: "活动数据“{line}”的证明材料“{name}”引用的文件不存在",
    evidenceNeedsFileOrUrl: "活动数据“{line}”的证明材料“{name}”需要上传文件或填写地址",
    lineMonthAmounts: "{field}：逐月数据应为 1 月至 12 月共十二个，每个为空或为不小于零的数量",
    lineAmountByMonth:
      "活动数据“{line}”按月填报：其数量为各月之和；请修改各月数据，或改回按年填报一个数量",
  },
);

type ActivityLineMessages = (typeof ACTIVITY_LINE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends ActivityLineMessages {}
}

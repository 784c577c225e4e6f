// The panorama module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const PANORAMA_MESSAGES = defineMessages(
  {
    panoramaChartNotFound: "Chart not found",
    panoramaChartNameTaken: "A chart named {name} already exists",
    panoramaTooMany: "{field} may hold at most {max} entries",
    panoramaNoScope: "{field}: choose at least one of scopes 1, 2 and 3",
    panoramaGroupingUnfit: "{field}: {kind} charts cannot be grouped by {grouping}",
    panoramaChartTypeUnfit: "{field}: {kind} charts cannot be drawn as {chartType}",
    panoramaPieGrouped: "{field}: a pie chart shows one set of figures; choose no grouping",
    panoramaTargetYears: "{field}: the target year must come after the base year",
    panoramaTargetRequired: "{field} is required for a target trajectory",
    panoramaUnknownCorporation: "{field}: corporation {id} is not one of your corporations",
    panoramaUnknownCase: "{field}: case {id} is not one of your cases",
    panoramaHomeDuplicate: "{field}: chart {id} is on the panorama twice",
    panoramaHomeEmpty: "The home panorama has no charts to share yet",
    panoramaShareNotFound: "Share link not found",
    panoramaShareInvalid:
      "This share link is not valid: it may have expired or been revoked, or the address is incomplete",
    panoramaTitle: "Carbon panorama",
  },
  {
    panoramaChartNotFound: "图表不存在",
    panoramaChartNameTaken: "已存在名为{name}的图表",
    panoramaTooMany: "{field}最多{max}项",
    panoramaNoScope: "{field}：请至少选择范围一、二、三中的一个",
    panoramaGroupingUnfit: "{field}：{kind}图表不能按{grouping}分组",
    panoramaChartTypeUnfit: "{field}：{kind}图表不能画成{chartType}",
    panoramaPieGrouped: "{field}：饼图只显示一组数据，请选择不分组",
    panoramaTargetYears: "{field}：目标年须晚于基准年",
    panoramaTargetRequired: "目标路径须填写{field}",
    panoramaUnknownCorporation: "{field}：核算主体 {id} 不属于本公司",
    panoramaUnknownCase: "{field}：案例 {id} 不属于本公司",
    panoramaHomeDuplicate: "{field}：图表 {id} 在全景中出现了两次",
    panoramaHomeEmpty: "首页全景还没有图表，无法分享",
    panoramaShareNotFound: "分享链接不存在",
    panoramaShareInvalid: "该分享链接无效：可能已过期或已被撤销，或地址不完整",
    panoramaTitle: "碳全景",
  },
);

type PanoramaMessages = (typeof PANORAMA_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends PanoramaMessages {}
}

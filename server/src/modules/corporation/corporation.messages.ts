// The corporation module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const CORPORATION_MESSAGES = defineMessages(
  {
    corporationNameTaken: "A corporation named {name} already exists",
    creditCodeCheckFailed:
      "{field}: the last character of the unified social credit code does not match the first 17 (check character of GB 32100-2015); look for a typing error",
    positionOutsideChina:
      "The position ({longitude}, {latitude}) is outside the map of China (longitude 73-136, latitude 3-54)",
  },
  {
    corporationNameTaken: "核算主体{name}已存在",
    creditCodeCheckFailed:
      "{field}：统一社会信用代码的校验码（第 18 位）与前 17 位不符（GB 32100-2015），请检查是否输入有误",
    positionOutsideChina:
      "位置（{longitude}, {latitude}）不在中国地图范围内（经度 73-136，纬度 3-54）",
  },
);

type CorporationMessages = (typeof CORPORATION_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CorporationMessages {}
}

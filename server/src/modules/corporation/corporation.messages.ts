// The corporation module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const CORPORATION_MESSAGES = defineMessages(
  {
    corporationNameTaken: "A corporation named {name} already exists",
    positionOutsideChina:
      "The position ({longitude}, {latitude}) is outside the map of China (longitude 73-136, latitude 3-54)",
  },
  {
    corporationNameTaken: "核算主体{name}已存在",
    positionOutsideChina:
      "位置（{longitude}, {latitude}）不在中国地图范围内（经度 73-136，纬度 3-54）",
  },
);

type CorporationMessages = (typeof CORPORATION_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CorporationMessages {}
}

// The tag module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const TAG_MESSAGES = defineMessages(
  {
    tagNameTaken: "A tag named {name} already exists",
  },
  {
    tagNameTaken: "标签{name}已存在",
  },
);

type TagMessages = (typeof TAG_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends TagMessages {}
}

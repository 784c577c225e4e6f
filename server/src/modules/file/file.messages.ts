// The file module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const FILE_MESSAGES = defineMessages(
  {
    fileTypeNotAllowed: "{name}: files of type {extension} cannot be uploaded. Allowed: {allowed}",
    fileContentMismatch:
      "{name} is not a valid {kind} file: its content does not match its extension",
    fileTooLarge: "{name} is {size}; a file may be at most {limit}",
    fileEmpty: "{name} is empty",
  },
  {
    fileTypeNotAllowed: "{name}：不能上传 {extension} 类型的文件。可上传：{allowed}",
    fileContentMismatch: "{name} 不是有效的 {kind} 文件：内容与扩展名不符",
    fileTooLarge: "{name} 大小为 {size}，单个文件最大 {limit}",
    fileEmpty: "{name} 是空文件",
  },
);

type FileMessages = (typeof FILE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends FileMessages {}
}

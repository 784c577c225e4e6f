// The image module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const IMAGE_MESSAGES = defineMessages(
  {
    imageNotAnImage:
      "{name} is not an image: only PNG, JPEG, WebP and GIF pictures can be uploaded",
    imageUnreadable: "{name} looks like a {kind} picture but cannot be read: the file is damaged",
    imageTooLarge: "{name} is {size}; an image may be at most {limit}",
    imageTooManyPixels:
      "{name} is {width} × {height} pixels; an image may have at most {max} million pixels",
  },
  {
    imageNotAnImage: "{name} 不是图片：只能上传 PNG、JPEG、WebP 和 GIF 图片",
    imageUnreadable: "{name} 看似 {kind} 图片，但无法读取：文件已损坏",
    imageTooLarge: "{name} 大小为 {size}，单张图片最大 {limit}",
    imageTooManyPixels: "{name} 为 {width} × {height} 像素，单张图片最多 {max} 百万像素",
  },
);

type ImageMessages = (typeof IMAGE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends ImageMessages {}
}

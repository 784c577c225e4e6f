// EPD reports: the company's list with files and applications for verification (/epd/list), and
// making or changing one from a released EN 15804+A2 study (/epd/creatReport).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const list = () => import("./EpdListPage");
const editor = () => import("./EpdEditorPage");

export const epdFeature = defineFeature({
  name: "epd",
  pages: {
    epdList: lazyPage(list, "EpdListPage"),
    epdCreate: lazyPage(editor, "EpdEditorPage"),
  },
  messages,
});

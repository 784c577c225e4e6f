// Image management (/admin/imageManage): a company's logos, product photos and label artwork.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const imagesFeature = defineFeature({
  name: "images",
  pages: { adminImages: lazyPage(() => import("./ImageManagePage"), "ImageManagePage") },
  messages,
});

// Images (/admin/imageManage, gae): a company's logos, product photos and label artwork, checked
// by their bytes, with thumbnails drawn on upload, and the route that serves them.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Image } from "./image.entity";
import { IMAGE_MESSAGES } from "./image.messages";
import { ImageResolver } from "./image.resolver";
import { imageRouter } from "./image.routes";
import { ImageService } from "./image.service";

export const imageModule = defineModule({
  name: "image",
  entities: [Image],
  resolvers: [ImageResolver],
  services: ({ dataSource }) => ({ images: new ImageService(dataSource) }),
  http: { path: "/images", router: imageRouter },
  messages: IMAGE_MESSAGES,
  permissions: [PermissionCode.AdminImages],
});

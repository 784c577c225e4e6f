// EPD reports: EN 15804+A2 declarations made from released studies, verified and issued by a
// review organisation, downloadable as PDF (zh-CN, en), openEPD JSON and ILCD+EPD XML.
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import type { ReviewService } from "../review/review.service";
import { EpdApplication, EpdReport } from "./epd.entity";
import { EPD_MESSAGES } from "./epd.messages";
import { EpdApplicationResolver, EpdReportResolver } from "./epd.resolver";
import { EpdService } from "./epd.service";

export const epdModule = defineModule({
  name: "epd",
  entities: [EpdReport, EpdApplication],
  resolvers: [EpdReportResolver, EpdApplicationResolver],
  services: ({ dataSource, reviews }: Deps<{ reviews: ReviewService }>) => ({
    epds: new EpdService(dataSource, reviews),
  }),
  messages: EPD_MESSAGES,
  permissions: [
    PermissionCode.Account,
    PermissionCode.EpdCreate,
    PermissionCode.ReviewEpdApplications,
  ],
});

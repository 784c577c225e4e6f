// Carbon labels: issued from released studies with a serial number and a QR code that opens the
// public verification page `/c-label`; revocable; the ISO 14067 report behind each as a PDF.
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import type { ReviewService } from "../review/review.service";
import { CarbonLabel } from "./carbon-label.entity";
import { CARBON_LABEL_MESSAGES } from "./carbon-label.messages";
import { CarbonLabelResolver } from "./carbon-label.resolver";
import { CarbonLabelService } from "./carbon-label.service";

export const carbonLabelModule = defineModule({
  name: "carbon-label",
  entities: [CarbonLabel],
  resolvers: [CarbonLabelResolver],
  services: ({ dataSource, reviews }: Deps<{ reviews: ReviewService }>) => ({
    carbonLabels: new CarbonLabelService(dataSource, reviews),
  }),
  messages: CARBON_LABEL_MESSAGES,
  permissions: [PermissionCode.Account, PermissionCode.LabelCreate],
});

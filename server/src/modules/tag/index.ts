// Case tags: a company's labels for grouping and finding cases.
import { TAG_ROUTES } from "../../legacy/co2case/tag-routes";
import type { CaseService } from "../case/case.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Tag } from "./tag.entity";
import { TAG_MESSAGES } from "./tag.messages";
import { CaseTagsResolver, TagResolver } from "./tag.resolver";
import { TagService } from "./tag.service";

export const tagModule = defineModule({
  name: "tag",
  entities: [Tag],
  resolvers: [TagResolver, CaseTagsResolver],
  services: ({ dataSource, cases }: Deps<{ cases: CaseService }>) => ({
    tags: new TagService(dataSource, cases),
  }),
  legacyRoutes: TAG_ROUTES,
  messages: TAG_MESSAGES,
  permissions: [PermissionCode.Accounting, PermissionCode.AccountingEdit],
});

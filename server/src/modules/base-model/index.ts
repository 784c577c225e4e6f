// Templates (base models) of processes by industry and standard, and each industry's default.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { BaseModel, BaseModelProcess, BaseModelSource } from "./base-model.entity";
import {
  BaseModelProcessResolver,
  BaseModelResolver,
  BaseModelSourceResolver,
} from "./base-model.resolver";
import { BaseModelService } from "./base-model.service";
import { IndustryDefault } from "./industry-default.entity";
import { IndustryStandard } from "./industry-standard.entity";

export const baseModelModule = defineModule({
  name: "base-model",
  entities: [IndustryStandard, IndustryDefault, BaseModel, BaseModelProcess, BaseModelSource],
  resolvers: [BaseModelResolver, BaseModelProcessResolver, BaseModelSourceResolver],
  services: ({ dataSource }) => ({ baseModels: new BaseModelService(dataSource) }),
  permissions: [
    PermissionCode.Account,
    PermissionCode.Accounting,
    PermissionCode.AdminAccountingDefault,
    PermissionCode.AdminBaseModel,
    PermissionCode.AdminIndustryStandard,
  ],
});

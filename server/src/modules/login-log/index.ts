// The record of sign-ins and sign-outs.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { LoginLog } from "./login-log.entity";
import { LoginLogResolver } from "./login-log.resolver";
import { LoginLogService } from "./login-log.service";

export const loginLogModule = defineModule({
  name: "login-log",
  entities: [LoginLog],
  resolvers: [LoginLogResolver],
  services: ({ dataSource }) => ({ loginLogs: new LoginLogService(dataSource) }),
  permissions: [PermissionCode.Account, PermissionCode.LoginLog],
});

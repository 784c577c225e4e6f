// The record of sign-ins and sign-outs: the login log screen, its workbook, recent activity.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { LoginLog } from "./login-log.entity";
import { LOGIN_LOG_MESSAGES } from "./login-log.messages";
import { LoginLogResolver } from "./login-log.resolver";
import { LoginLogService } from "./login-log.service";

export const loginLogModule = defineModule({
  name: "login-log",
  entities: [LoginLog],
  resolvers: [LoginLogResolver],
  services: ({ dataSource }) => ({ loginLogs: new LoginLogService(dataSource) }),
  messages: LOGIN_LOG_MESSAGES,
  permissions: [PermissionCode.Account, PermissionCode.LoginLog],
});

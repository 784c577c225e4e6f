// Sign-in, sessions and the access rule every API applies.
import { AUTH_ROUTES } from "../../legacy/auth-routes";
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { AUTH_MESSAGES } from "./auth.messages";
import { AuthResolver } from "./auth.resolver";
import { AuthService } from "./auth.service";
import { LoginThrottle } from "./login-throttle.entity";
import { Session } from "./session.entity";

export const authModule = defineModule({
  name: "auth",
  entities: [Session, LoginThrottle],
  resolvers: [AuthResolver],
  services: ({ dataSource, config }) => ({ auth: new AuthService(dataSource, config) }),
  legacyRoutes: AUTH_ROUTES,
  messages: AUTH_MESSAGES,
  permissions: [PermissionCode.Account],
});

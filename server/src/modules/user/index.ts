// Users of a company: their accounts, roles and status.
import { USER_ROUTES } from "../../legacy/user-routes";
import type { AuthService } from "../auth/auth.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { User } from "./user.entity";
import { userLoaders } from "./user.loaders";
import { USER_MESSAGES } from "./user.messages";
import { UserResolver } from "./user.resolver";
import { UserService } from "./user.service";

export const userModule = defineModule({
  name: "user",
  entities: [User],
  resolvers: [UserResolver],
  services: ({ dataSource, auth }: Deps<{ auth: AuthService }>) => ({
    users: new UserService(dataSource, auth),
  }),
  loaders: userLoaders,
  legacyRoutes: USER_ROUTES,
  messages: USER_MESSAGES,
  permissions: [PermissionCode.UserList, PermissionCode.UserEdit, PermissionCode.UserDelete],
});

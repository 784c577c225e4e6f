// Roles and the permission codes each grants.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const rolesFeature = defineFeature({
  name: "roles",
  pages: { roles: lazyPage(() => import("./RolesPage"), "RolesPage") },
  messages,
});

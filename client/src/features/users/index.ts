// Users of the company: list, form, roles and status.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const usersFeature = defineFeature({
  name: "users",
  pages: { users: lazyPage(() => import("./UsersPage"), "UsersPage") },
  messages,
});

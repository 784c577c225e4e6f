// The catalogue of permission codes as a tree.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const permissionsFeature = defineFeature({
  name: "permissions",
  pages: { permissions: lazyPage(() => import("./PermissionsPage"), "PermissionsPage") },
  messages,
});

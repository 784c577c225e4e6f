// The login log (/admin/log/loginLog): who signed in or failed to, when, from where, and why.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const loginLogFeature = defineFeature({
  name: "loginLog",
  pages: { loginLog: lazyPage(() => import("./LoginLogPage"), "LoginLogPage") },
  messages,
});

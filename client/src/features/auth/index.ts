// The account's own screens: the password change (sign-in is a bare page of the app).
import { defineFeature, lazyPage } from "../../app/feature";

export const authFeature = defineFeature({
  name: "auth",
  pages: { password: lazyPage(() => import("./PasswordPage"), "PasswordPage") },
});

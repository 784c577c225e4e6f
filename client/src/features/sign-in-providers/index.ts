// External sign-in settings of an agent: its ePlat and OBEI identity providers.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const signInProvidersFeature = defineFeature({
  name: "signInProviders",
  pages: {
    signInProviders: lazyPage(() => import("./SignInProvidersPage"), "SignInProvidersPage"),
  },
  messages,
});

// The open platform: API clients, their grants, and what partners see and call.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const openPlatformFeature = defineFeature({
  name: "openPlatform",
  pages: {
    apiClients: lazyPage(() => import("./ApiClientsPage"), "ApiClientsPage"),
    apiClientGrants: lazyPage(() => import("./InterfaceConfigPage"), "InterfaceConfigPage"),
    partnerProducts: lazyPage(() => import("./PartnerProductsPage"), "PartnerProductsPage"),
  },
  messages,
});

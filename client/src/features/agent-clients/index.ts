// An agent's client companies: the list with usage, the new-client page and the branding form.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const agentClientsFeature = defineFeature({
  name: "agentClients",
  pages: {
    agentClientList: lazyPage(() => import("./ClientListPage"), "ClientListPage"),
    agentClientAdd: lazyPage(() => import("./ClientAddPage"), "ClientAddPage"),
  },
  messages,
});

// Online messages between a client company and its agent, and the navbar's unread count.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const onlineMessagesFeature = defineFeature({
  name: "onlineMessages",
  pages: { onlineMessages: lazyPage(() => import("./MessagesPage"), "MessagesPage") },
  messages,
});

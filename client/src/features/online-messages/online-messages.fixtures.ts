// Mocked answers of the navbar's unread count, for specs that render the navbar.
import { UnreadMessagesDocument } from "../../__generated__/graphql";

export const unreadMessagesMock = (asClient = 0, asAgent = 0) => ({
  request: { query: UnreadMessagesDocument },
  result: {
    data: {
      unreadMessages: {
        __typename: "UnreadMessages" as const,
        asClient,
        asAgent,
        mayWrite: true,
        mayAnswer: asAgent > 0,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

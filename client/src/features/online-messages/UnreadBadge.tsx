// The navbar's message button: the unread count of both sides (answers from the agent, and for
// the agent's staff, client messages not yet read), polled every minute and after a thread is
// read. It leads to /agent/submitMessage.
import { Box, IconButton } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuMessageSquare } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { useUnreadMessagesQuery } from "../../__generated__/hooks";

export const MESSAGES_PATH = "/agent/submitMessage";
const POLL_MS = 60_000;

export function UnreadBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useUnreadMessagesQuery({
    pollInterval: POLL_MS,
    fetchPolicy: "cache-and-network",
  });
  const unread = data ? data.unreadMessages.asClient + data.unreadMessages.asAgent : 0;
  const label =
    unread > 0
      ? t("onlineMessages.navbarLabel", { count: unread })
      : t("onlineMessages.navbarLabelNone");
  return (
    <Box position="relative">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={label}
        title={label}
        onClick={() => void navigate(MESSAGES_PATH)}
      >
        <LuMessageSquare />
      </IconButton>
      {unread > 0 && (
        <Box
          aria-hidden
          data-testid="unread-messages"
          position="absolute"
          top="0"
          right="0"
          minWidth="18px"
          height="18px"
          paddingInline="1"
          borderRadius="full"
          bg="red.500"
          color="white"
          fontSize="11px"
          fontWeight="bold"
          lineHeight="18px"
          textAlign="center"
          pointerEvents="none"
        >
          {unread > 99 ? "99+" : unread}
        </Box>
      )}
    </Box>
  );
}

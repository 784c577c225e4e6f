// One conversation: its messages oldest first, the caller's side on the right, and the reply
// box. Opening it marks the other side's messages read (and the navbar's count follows).
import { Box, Button, Flex, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuSend } from "react-icons/lu";
import {
  useMarkMessageThreadReadMutation,
  useMessageThreadQuery,
  useReplyMessageMutation,
} from "../../__generated__/hooks";
import { notify } from "../../components/ui/toaster";
import { errorMessage } from "../../lib/errors";
import { formatDateTime } from "../../lib/format";

export const MAX_MESSAGE = 2000;

export function ThreadView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, loading } = useMessageThreadQuery({
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const [markRead] = useMarkMessageThreadReadMutation({
    refetchQueries: ["UnreadMessages", "MessageThreads"],
  });
  const [reply, { loading: sending }] = useReplyMessageMutation({
    refetchQueries: ["UnreadMessages", "MessageThreads"],
  });
  const [text, setText] = useState("");
  const end = useRef<HTMLDivElement>(null);
  const thread = data?.messageThread;

  const unreadFromOther =
    thread?.messages.some(
      (message) => message.readAt === null && message.fromAgent === (thread.side === "CLIENT"),
    ) ?? false;
  useEffect(() => {
    if (unreadFromOther) void markRead({ variables: { id } });
  }, [id, unreadFromOther, markRead]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [thread?.messages.length]);

  if (!thread) {
    return (
      <Flex justifyContent="center" padding="8">
        {loading ? <Spinner /> : <Text color="fg.muted">{t("common.noData")}</Text>}
      </Flex>
    );
  }

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    try {
      await reply({ variables: { input: { threadId: id, body } } });
      setText("");
    } catch (error) {
      notify.error(errorMessage(error as never, t("common.hasError")));
    }
  };

  return (
    <Flex direction="column" height="full" minHeight="0">
      <Box paddingBottom="3" borderBottomWidth="1px">
        <Text fontWeight="semibold" fontSize="lg">
          {thread.subject}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {thread.side === "AGENT"
            ? thread.companyName
            : t("onlineMessages.agentSide", { name: thread.agentName })}
        </Text>
      </Box>
      <Stack
        gap="3"
        paddingBlock="4"
        flex="1"
        overflowY="auto"
        aria-label={thread.subject}
        role="log"
      >
        {thread.messages.map((message) => {
          const mine = message.fromAgent === (thread.side === "AGENT");
          return (
            <Flex key={message.id} justifyContent={mine ? "flex-end" : "flex-start"}>
              <Box
                maxWidth="75%"
                bg={mine ? "teal.50" : "gray.50"}
                borderWidth="1px"
                borderColor={mine ? "teal.200" : "gray.200"}
                borderRadius="md"
                paddingInline="3"
                paddingBlock="2"
              >
                <Text fontSize="xs" color="fg.muted" marginBottom="1">
                  {mine ? t("onlineMessages.you") : message.authorName} ·{" "}
                  {formatDateTime(message.createdAt)}
                </Text>
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {message.body}
                </Text>
              </Box>
            </Flex>
          );
        })}
        <div ref={end} />
      </Stack>
      <Flex gap="2" alignItems="flex-end" paddingTop="3" borderTopWidth="1px">
        <Textarea
          aria-label={t("onlineMessages.reply")}
          placeholder={t("onlineMessages.replyPlaceholder")}
          value={text}
          maxLength={MAX_MESSAGE}
          rows={2}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
          }}
        />
        <Button
          colorPalette="teal"
          onClick={() => void send()}
          loading={sending}
          disabled={!text.trim()}
        >
          <LuSend aria-hidden />
          {t("onlineMessages.send")}
        </Button>
      </Flex>
    </Flex>
  );
}

// /agent/submitMessage (every signed-in user): a client company's users write to the agent
// serving it (My messages); the agent's staff answer their clients (Client messages). Each tab
// lists threads newest first with their unread counts, searched and paged by the server; the
// chosen thread is read and answered beside the list.
import { Badge, Box, Button, Flex, Grid, Stack, Tabs, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuPlus } from "react-icons/lu";
import * as yup from "yup";
import type { MessageSide } from "../../__generated__/graphql";
import {
  useMessageThreadsQuery,
  useStartMessageThreadMutation,
  useUnreadMessagesQuery,
} from "../../__generated__/hooks";
import { SearchBox } from "../../components/ui/data-table";
import { FormDialog } from "../../components/ui/form-dialog";
import { TextField, TextareaField } from "../../components/ui/form-fields";
import { showFormErrors } from "../../components/ui/form-errors";
import { PageHeader } from "../../components/ui/page-header";
import { Pager } from "../../components/ui/pager";
import { notify } from "../../components/ui/toaster";
import { formatDateTime } from "../../lib/format";
import { MAX_MESSAGE, ThreadView } from "./ThreadView";

const PAGE_SIZE = 10;

function ThreadList({
  side,
  selected,
  onSelect,
}: {
  side: MessageSide;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const { data, previousData } = useMessageThreadsQuery({
    variables: { side, page, pageSize: PAGE_SIZE, keyword: keyword.trim() || undefined },
    fetchPolicy: "cache-and-network",
  });
  const list = (data ?? previousData)?.messageThreads;
  return (
    <Stack gap="3" minWidth="0">
      <SearchBox
        value={keyword}
        onSearch={(value) => {
          setKeyword(value);
          setPage(1);
        }}
        placeholder={t("onlineMessages.searchPlaceholder")}
      />
      {list && list.items.length === 0 ? (
        <Box padding="6" textAlign="center" color="fg.muted" borderWidth="1px" borderRadius="md">
          <Text fontWeight="medium">{t("onlineMessages.empty")}</Text>
          <Text fontSize="sm" marginTop="1">
            {side === "CLIENT" ? t("onlineMessages.emptyClient") : t("onlineMessages.emptyAgent")}
          </Text>
        </Box>
      ) : (
        <Stack gap="0" borderWidth="1px" borderRadius="md" overflow="hidden" role="list">
          {list?.items.map((thread) => (
            <Box
              key={thread.id}
              role="listitem"
              as="button"
              textAlign="start"
              paddingInline="3"
              paddingBlock="2"
              borderBottomWidth="1px"
              bg={thread.id === selected ? "teal.50" : undefined}
              _hover={{ bg: thread.id === selected ? "teal.50" : "gray.50" }}
              onClick={() => onSelect(thread.id)}
              aria-current={thread.id === selected ? "true" : undefined}
            >
              <Flex justifyContent="space-between" gap="2" alignItems="center">
                <Text fontWeight={thread.unread > 0 ? "bold" : "medium"} truncate>
                  {thread.subject}
                </Text>
                {thread.unread > 0 && (
                  <Badge colorPalette="red" size="sm" flexShrink={0}>
                    {t("onlineMessages.unread", { count: thread.unread })}
                  </Badge>
                )}
              </Flex>
              <Text fontSize="xs" color="fg.muted" truncate>
                {side === "AGENT" ? `${thread.companyName} · ` : ""}
                {formatDateTime(thread.lastMessageAt)}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {thread.lastMessage}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {list && list.total > PAGE_SIZE && (
        <Pager page={page} pageSize={PAGE_SIZE} total={list.total} onPage={setPage} />
      )}
    </Stack>
  );
}

interface NewValues {
  subject: string;
  body: string;
}

function NewThreadDialog({
  open,
  onClose,
  onStarted,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [start] = useStartMessageThreadMutation({
    context: { formErrors: true },
    refetchQueries: ["MessageThreads"],
  });
  const schema = useMemo(
    () =>
      yup.object({
        subject: yup
          .string()
          .trim()
          .required(t("onlineMessages.required"))
          .max(100, t("onlineMessages.tooLong", { max: 100 })),
        body: yup
          .string()
          .trim()
          .required(t("onlineMessages.required"))
          .max(MAX_MESSAGE, t("onlineMessages.tooLong", { max: MAX_MESSAGE })),
      }),
    [t],
  );
  const submit = async (values: NewValues, helpers: FormikHelpers<NewValues>) => {
    try {
      const result = await start({
        variables: { input: { subject: values.subject.trim(), body: values.body.trim() } },
      });
      const id = result.data?.startMessageThread.id;
      notify.success(t("onlineMessages.sent"));
      onClose();
      if (id) onStarted(id);
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };
  return (
    <FormDialog
      open={open}
      title={t("onlineMessages.newThreadTitle")}
      initialValues={{ subject: "", body: "" }}
      schema={schema}
      submitLabel={t("onlineMessages.send")}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <Stack gap="4">
          <TextField name="subject" label={t("onlineMessages.subject")} required />
          <TextareaField name="body" rows={6} label={t("onlineMessages.body")} />
        </Stack>
      )}
    </FormDialog>
  );
}

function SideView({
  side,
  selected,
  setSelected,
}: {
  side: MessageSide;
  selected: number | null;
  setSelected: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid templateColumns={{ base: "1fr", lg: "22rem 1fr" }} gap="4" alignItems="start">
      <ThreadList side={side} selected={selected} onSelect={setSelected} />
      <Box
        borderWidth="1px"
        borderRadius="md"
        padding="4"
        minHeight="28rem"
        height="calc(100vh - 14rem)"
      >
        {selected ? (
          <ThreadView key={selected} id={selected} />
        ) : (
          <Flex height="full" alignItems="center" justifyContent="center" color="fg.muted">
            {t("onlineMessages.chooseThread")}
          </Flex>
        )}
      </Box>
    </Grid>
  );
}

export function MessagesPage() {
  const { t } = useTranslation();
  const { data } = useUnreadMessagesQuery({ fetchPolicy: "cache-and-network" });
  const [writing, setWriting] = useState(false);
  const [tab, setTab] = useState<string | null>(null);
  const [selected, setSelected] = useState<Partial<Record<MessageSide, number>>>({});
  const unread = data?.unreadMessages;
  const sides: { side: MessageSide; label: string; count: number }[] = [];
  if (unread?.mayWrite)
    sides.push({ side: "CLIENT", label: t("onlineMessages.toAgent"), count: unread.asClient });
  if (unread?.mayAnswer)
    sides.push({ side: "AGENT", label: t("onlineMessages.fromClients"), count: unread.asAgent });
  const current = tab ?? sides[0]?.side ?? null;

  return (
    <>
      <PageHeader title={t("onlineMessages.title")}>
        {unread?.mayWrite && (
          <Button size="sm" colorPalette="teal" onClick={() => setWriting(true)}>
            <LuPlus aria-hidden />
            {t("onlineMessages.newThread")}
          </Button>
        )}
      </PageHeader>
      {unread && sides.length === 0 && <Text color="fg.muted">{t("onlineMessages.noAgent")}</Text>}
      {current && (
        <Tabs.Root
          value={current}
          onValueChange={(details) => setTab(details.value)}
          variant="line"
          colorPalette="teal"
          lazyMount
        >
          <Tabs.List>
            {sides.map(({ side, label, count }) => (
              <Tabs.Trigger key={side} value={side}>
                {label}
                {count > 0 && (
                  <Badge colorPalette="red" size="sm" marginInlineStart="1">
                    {count}
                  </Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {sides.map(({ side }) => (
            <Tabs.Content key={side} value={side}>
              <SideView
                side={side}
                selected={selected[side] ?? null}
                setSelected={(id) => setSelected((now) => ({ ...now, [side]: id }))}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <NewThreadDialog
        open={writing}
        onClose={() => setWriting(false)}
        onStarted={(id) => {
          setTab("CLIENT");
          setSelected((now) => ({ ...now, CLIENT: id }));
        }}
      />
    </>
  );
}

// The remarks of a review: a reviewer's comment on the study or on one model line, open until a
// reviewer resolves it, with the owner's answers beneath it; and the box a new comment or answer
// is written in. The workspace and the owner's panel both show them; what each may do (resolve,
// answer) is given by the screen.
import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuCheck, LuReply, LuRotateCcw } from "react-icons/lu";
import type { Review_CommentFragment } from "../../__generated__/graphql";
import { formatDateTime } from "../../lib/format";

type Comment = Review_CommentFragment;

/** The longest remark the server keeps (LcaReviewCommentInput.body). */
export const MAX_COMMENT = 4000;

/** The reviewers' comments of a review by where they were made, and the answers to each. */
export function threadsOf(comments: readonly Comment[]) {
  const answers = new Map<number, Comment[]>();
  const byLine = new Map<number | null, Comment[]>();
  for (const comment of comments) {
    if (comment.parentId !== null) {
      answers.set(comment.parentId, [...(answers.get(comment.parentId) ?? []), comment]);
    } else {
      byLine.set(comment.lineId, [...(byLine.get(comment.lineId) ?? []), comment]);
    }
  }
  const tops = comments.filter((c) => c.parentId === null && c.side === "reviewer");
  return {
    /** The top-level comments on a line (null: on the study as a whole). */
    on: (lineId: number | null) => byLine.get(lineId) ?? [],
    answersTo: (id: number) => answers.get(id) ?? [],
    /** Reviewers' comments not resolved yet: approval waits for them. */
    unresolved: tops.filter((c) => !c.resolved).length,
    tops,
  };
}

export type Threads = ReturnType<typeof threadsOf>;

/**
 * A box to write a comment or an answer in, sent with its button and emptied once sent. With
 * `openLabel` it starts as that button and opens on a click (an answer under each comment).
 */
export function CommentBox({
  label,
  submitLabel,
  openLabel,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  openLabel?: string;
  onSubmit: (body: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [opened, setOpened] = useState(!openLabel);
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const text = body.trim();
  const tooLong = text.length > MAX_COMMENT;
  const send = async () => {
    setBusy(true);
    try {
      await onSubmit(text);
      setBody("");
      if (openLabel) setOpened(false);
    } catch {
      // The server's refusal has been shown; the text stays to be sent again.
    } finally {
      setBusy(false);
    }
  };
  if (!opened) {
    return (
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setOpened(true)}>
        <LuReply aria-hidden />
        {openLabel}
      </Button>
    );
  }
  return (
    <Field.Root invalid={tooLong}>
      <Field.Label htmlFor={id} fontSize="sm">
        {label}
      </Field.Label>
      <Textarea
        id={id}
        size="sm"
        rows={2}
        bg="white"
        autoFocus={Boolean(openLabel)}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      {tooLong && (
        <Field.ErrorText>{t("review.comments.tooLong", { max: MAX_COMMENT })}</Field.ErrorText>
      )}
      <HStack gap="2" marginTop="2">
        <Button
          size="xs"
          colorPalette="teal"
          disabled={text === "" || tooLong}
          loading={busy}
          onClick={() => void send()}
        >
          {submitLabel}
        </Button>
        {openLabel && (
          <Button size="xs" variant="ghost" disabled={busy} onClick={() => setOpened(false)}>
            {t("common.cancel")}
          </Button>
        )}
      </HStack>
    </Field.Root>
  );
}

function Remark({ comment, children }: { comment: Comment; children?: ReactNode }) {
  const { t } = useTranslation();
  const reviewer = comment.side === "reviewer";
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
        <Text fontWeight="semibold" color="fg">
          {comment.authorName}
        </Text>
        <Badge size="sm" variant="outline" colorPalette={reviewer ? "purple" : "blue"}>
          {t(reviewer ? "review.comments.reviewer" : "review.comments.owner")}
        </Badge>
        <Text>{t("review.roundValue", { round: comment.round })}</Text>
        <Text>{formatDateTime(comment.createdAt)}</Text>
        {children}
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {comment.body}
      </Text>
    </Stack>
  );
}

export interface CommentListProps {
  comments: readonly Comment[];
  threads: Threads;
  /** The name of a commented line, to say what a comment is about (the owner's panel). */
  lineName?: (lineId: number) => string | undefined;
  onResolve?: (comment: Comment, resolved: boolean) => Promise<unknown>;
  onAnswer?: (comment: Comment, body: string) => Promise<unknown>;
}

/** Reviewers' comments with their answers, each with the actions the screen allows. */
export function CommentList({
  comments,
  threads,
  lineName,
  onResolve,
  onAnswer,
}: CommentListProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const resolve = async (comment: Comment) => {
    if (!onResolve) return;
    setBusy(comment.id);
    try {
      await onResolve(comment, !comment.resolved);
    } catch {
      // Shown by the error link.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="3" as="ul" listStyleType="none">
      {comments.map((comment) => {
        const line = comment.lineId !== null ? lineName?.(comment.lineId) : undefined;
        return (
          <Box
            as="li"
            key={comment.id}
            borderStartWidth="3px"
            borderColor={comment.resolved ? "green.400" : "orange.400"}
            bg="white"
            rounded="sm"
            paddingX="3"
            paddingY="2"
            aria-label={t("review.comments.itemLabel", { name: comment.authorName })}
          >
            <Remark comment={comment}>
              <Badge size="sm" colorPalette={comment.resolved ? "green" : "orange"}>
                {t(comment.resolved ? "review.comments.resolved" : "review.comments.open")}
              </Badge>
            </Remark>
            {line && (
              <Text fontSize="xs" color="fg.muted" marginTop="1">
                {t("review.comments.onLine", { name: line })}
              </Text>
            )}
            {threads.answersTo(comment.id).map((answer) => (
              <Box
                key={answer.id}
                marginTop="2"
                marginStart="4"
                paddingStart="3"
                borderStartWidth="1px"
              >
                <Remark comment={answer} />
              </Box>
            ))}
            {onResolve && (
              <Button
                size="xs"
                variant="outline"
                marginTop="2"
                loading={busy === comment.id}
                onClick={() => void resolve(comment)}
              >
                {comment.resolved ? <LuRotateCcw aria-hidden /> : <LuCheck aria-hidden />}
                {t(comment.resolved ? "review.comments.reopen" : "review.comments.resolve")}
              </Button>
            )}
            {onAnswer && !comment.resolved && (
              <Box marginTop="2" marginStart="4">
                <CommentBox
                  label={t("review.comments.answerLabel", { name: comment.authorName })}
                  openLabel={t("review.comments.answer")}
                  submitLabel={t("review.comments.sendAnswer")}
                  onSubmit={(body) => onAnswer(comment, body)}
                />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

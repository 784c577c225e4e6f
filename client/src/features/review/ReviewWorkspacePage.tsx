// /pv/review/detail?id=<reviewId> (pv01; the owner's company reads it too): one review. Its head
// (product, company, version, round, status, reviewers), the study's settings, the model's lines
// by stage with their comment threads and the comments on the study, the results of the
// calculation under review and the history of the review. An assigned reviewer comments, resolves
// and decides while the review is in review; the owner answers while changes are requested. What
// the server refuses is shown in its own words (the error link).
import {
  Alert,
  Badge,
  Box,
  Button,
  DataList,
  EmptyState,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Tabs,
  Text,
  VStack,
} from "@chakra-ui/react";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuPencilRuler } from "react-icons/lu";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { ReviewWorkspaceQuery } from "../../__generated__/graphql";
import {
  useAnswerReviewCommentMutation,
  useCommentReviewMutation,
  useResolveReviewCommentMutation,
  useReviewWorkspaceQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { notify } from "../../components/ui/toaster";
import { useLocale } from "../../i18n";
import { formatDateTime } from "../../lib/format";
import { idParam } from "../lca-model/LcaModelPage";
import { formatAmount } from "../lca-products/display";
import { LCA_CODES, lcaEditorPath } from "../lca-products/paths";
import { useReference } from "../reference/reference";
import { AuditStateBadge } from "./audit";
import { CommentBox, CommentList, threadsOf } from "./CommentThread";
import { DecisionBar } from "./DecisionBar";
import { EventNote, EventTimeline } from "./EventTimeline";
import { ASSIGNED_REVIEWS_PATH, REVIEW_CODES } from "./paths";
import { useCodeNames, type CodeNames } from "./review-codes";
import { snapshotLines, WorkspaceModel } from "./WorkspaceModel";
import { WorkspaceResults } from "./WorkspaceResults";

type Review = ReviewWorkspaceQuery["lcaReview"];

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t("review.workspace.notFound")}</EmptyState.Title>
          <EmptyState.Description>{t("review.workspace.notFoundBody")}</EmptyState.Description>
        </VStack>
        <Button size="sm" variant="outline" onClick={() => void navigate(ASSIGNED_REVIEWS_PATH)}>
          <LuArrowLeft aria-hidden />
          {t("review.workspace.back")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="vertical" size="sm">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gapX="6" gapY="2">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </SimpleGrid>
    </DataList.Root>
  );
}

/** The study's goal and scope as the owner set it: unit, boundary, standard, method and more. */
function StudyCard({ review, names }: { review: Review; names: CodeNames }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { unitSymbol } = useReference();
  const product = review.product;
  const unit = `${formatAmount(product.declaredAmount, locale)} ${unitSymbol(product.declaredUnitId)}`;
  const items: [string, ReactNode][] = [
    [
      t(product.unitKind === "functional" ? "review.study.functional" : "review.study.declared"),
      product.unitDescription ? `${unit} · ${product.unitDescription}` : unit,
    ],
    [t("review.study.boundary"), names.boundary(product.boundary)],
    [t("review.study.standard"), names.standard(product.standard)],
    [t("review.study.method"), names.method(product.method)],
    [t("review.study.database"), review.calculation.databaseLabel || "—"],
    [t("review.study.allocation"), names.allocation(product.allocation)],
    [t("review.study.geography"), product.geography || "—"],
    [t("review.study.referenceYear"), product.referenceYear ?? "—"],
  ];
  return (
    <Box
      as="section"
      aria-labelledby="review-study"
      bg="white"
      borderWidth="1px"
      rounded="md"
      padding="4"
    >
      <Heading as="h2" size="sm" id="review-study" marginBottom="3">
        {t("review.study.heading")}
      </Heading>
      <Facts items={items} />
      {(product.cutOffRule || product.description) && (
        <Stack gap="1" marginTop="3" fontSize="sm">
          {product.cutOffRule && (
            <Text>
              <Text as="span" color="fg.muted">
                {t("review.study.cutOff")}:{" "}
              </Text>
              {product.cutOffRule}
            </Text>
          )}
          {product.description && (
            <Text whiteSpace="pre-wrap">
              <Text as="span" color="fg.muted">
                {t("review.study.description")}:{" "}
              </Text>
              {product.description}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}

export function ReviewWorkspacePage() {
  const [params] = useSearchParams();
  const reviewId = idParam(params.get("id"));
  if (reviewId === null) return <NotFound />;
  return <ReviewWorkspace key={reviewId} reviewId={reviewId} />;
}

function ReviewWorkspace({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const names = useCodeNames();
  const { unitSymbol } = useReference();
  const { hasPermission } = useSession();
  const { data, error, refetch } = useReviewWorkspaceQuery({
    variables: { id: reviewId },
    fetchPolicy: "cache-and-network",
  });
  const [comment] = useCommentReviewMutation();
  const [resolve] = useResolveReviewCommentMutation();
  const [answer] = useAnswerReviewCommentMutation();
  const review = data?.lcaReview;
  const threads = useMemo(() => threadsOf(review?.comments ?? []), [review?.comments]);
  const snapshot = useMemo(
    () => snapshotLines(review?.calculation.model),
    [review?.calculation.model],
  );

  if (!review || !data) {
    if (error) return <NotFound />;
    return (
      <Flex justify="center" padding="10">
        <Spinner size="lg" color="teal.500" />
      </Flex>
    );
  }

  const me = data.userDetails;
  const assigned =
    hasPermission(REVIEW_CODES.perform) &&
    review.assignments.some((assignment) => assignment.reviewerId === me.user.id);
  const reviewing = assigned && review.state === "inReview";
  const owner =
    me.companyId === review.companyId &&
    (hasPermission(LCA_CODES.create) || hasPermission(LCA_CODES.manage));
  const answering = owner && review.state === "changesRequested";
  const reload = () => refetch();

  const addComment = async (lineId: number | null, body: string) => {
    await comment({ variables: { input: { reviewId: review.id, lineId, body } } });
    notify.success(t("review.comments.added"));
    await reload();
  };
  const toggleResolved = async (id: number, resolved: boolean) => {
    await resolve({ variables: { input: { commentId: id, resolved } } });
    await reload();
  };
  const addAnswer = async (id: number, body: string) => {
    await answer({ variables: { input: { commentId: id, body } } });
    notify.success(t("review.comments.answered"));
    await reload();
  };
  const onResolve = reviewing
    ? (target: { id: number }, resolved: boolean) => toggleResolved(target.id, resolved)
    : undefined;
  const onAnswer = answering
    ? (target: { id: number }, body: string) => addAnswer(target.id, body)
    : undefined;

  const general = threads.on(null);
  const reviewers = review.assignments
    .map((a) => a.reviewerName)
    .join(t("review.list.nameSeparator"));
  const facts: [string, ReactNode][] = [
    [t("review.list.company"), review.companyName],
    [t("review.workspace.organisation"), review.reviewCompanyName],
    [t("review.list.version"), t("review.versionValue", { version: review.version })],
    [t("review.list.round"), review.round],
    [t("review.list.submittedAt"), formatDateTime(review.submittedAt)],
    [
      t("review.workspace.calculation"),
      t("review.workspace.calculationValue", { number: review.calculation.number }),
    ],
    [t("review.list.reviewers"), reviewers || t("review.list.notAssigned")],
  ];
  if (review.releasedAt) {
    facts.push([
      t("review.workspace.released"),
      t("review.workspace.releasedValue", {
        date: formatDateTime(review.releasedAt),
        name: review.approverName,
      }),
    ]);
  }

  return (
    <Stack gap="4">
      <Box bg="white" borderWidth="1px" rounded="md" padding="4">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" marginBottom="3">
          <Box>
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size="lg">
                {review.product.name}
              </Heading>
              <AuditStateBadge state={review.state} />
            </HStack>
            {review.product.specification && (
              <Text color="fg.muted" fontSize="sm">
                {review.product.specification}
              </Text>
            )}
          </Box>
          <HStack gap="2" wrap="wrap" align="flex-start">
            <Button size="sm" variant="ghost" onClick={() => void navigate(ASSIGNED_REVIEWS_PATH)}>
              <LuArrowLeft aria-hidden />
              {t("review.workspace.back")}
            </Button>
            {owner && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void navigate(lcaEditorPath(review.productId))}
              >
                <LuPencilRuler aria-hidden />
                {t("review.workspace.openEditor")}
              </Button>
            )}
            {reviewing && (
              <DecisionBar
                reviewId={review.id}
                productName={review.product.name}
                companyName={review.companyName}
                version={review.version}
                unresolved={threads.unresolved}
                onDecided={reload}
              />
            )}
          </HStack>
        </Flex>
        <Facts items={facts} />
        {review.note && (
          <Box marginTop="3" fontSize="sm" bg="gray.50" rounded="sm" paddingX="3" paddingY="2">
            <Text color="fg.muted" fontSize="xs">
              {t("review.workspace.ownerNote", { company: review.companyName })}
            </Text>
            <Text whiteSpace="pre-wrap">{review.note}</Text>
          </Box>
        )}
        {(review.state === "changesRequested" || review.round > 1) && (
          <EventNote
            marginTop="3"
            events={review.events}
            action={review.state === "changesRequested" ? "request-changes" : "resubmit"}
          />
        )}
      </Box>

      {!reviewing && (
        <Alert.Root status="info" size="sm" data-testid="review-read-only">
          <Alert.Indicator />
          <Alert.Description>
            {assigned
              ? t("review.workspace.closed", { state: t(`review.state.${review.state}`) })
              : owner
                ? t(answering ? "review.workspace.ownerAnswering" : "review.workspace.ownerReading")
                : t("review.workspace.readOnly")}
          </Alert.Description>
        </Alert.Root>
      )}

      <StudyCard review={review} names={names} />

      <Tabs.Root defaultValue="model" variant="enclosed" colorPalette="teal" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="model">
            {t("review.workspace.modelTab")}
            {threads.unresolved > 0 && (
              <Badge size="sm" colorPalette="orange" marginStart="1">
                {t("review.workspace.openComments", { count: threads.unresolved })}
              </Badge>
            )}
          </Tabs.Trigger>
          <Tabs.Trigger value="results">{t("review.workspace.resultsTab")}</Tabs.Trigger>
          <Tabs.Trigger value="history">{t("review.workspace.historyTab")}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="model">
          <Stack gap="4">
            <Box
              as="section"
              aria-labelledby="review-general"
              bg="white"
              borderWidth="1px"
              rounded="md"
              padding="4"
            >
              <Heading as="h2" size="sm" id="review-general">
                {t("review.comments.general")}
              </Heading>
              <Text fontSize="sm" color="fg.muted" marginBottom="3">
                {t("review.comments.generalHelp")}
              </Text>
              <Stack gap="3" maxWidth="56rem">
                {general.length > 0 ? (
                  <CommentList
                    comments={general}
                    threads={threads}
                    onResolve={onResolve}
                    onAnswer={onAnswer}
                  />
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {t("review.comments.noneOnStudy")}
                  </Text>
                )}
                {reviewing && (
                  <CommentBox
                    label={t("review.comments.addOnStudy")}
                    submitLabel={t("review.comments.add")}
                    onSubmit={(body) => addComment(null, body)}
                  />
                )}
              </Stack>
            </Box>
            <Heading as="h2" size="md">
              {t("review.model.heading", { version: review.version })}
            </Heading>
            <WorkspaceModel
              lines={review.lines}
              snapshot={snapshot}
              names={names}
              locale={locale}
              unitSymbol={unitSymbol}
              threads={threads}
              onComment={reviewing ? (lineId, body) => addComment(lineId, body) : undefined}
              onResolve={onResolve}
              onAnswer={onAnswer}
            />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="results">
          <Box bg="white" borderWidth="1px" rounded="md" padding="4">
            <WorkspaceResults calculation={review.calculation} />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="history">
          <Box bg="white" borderWidth="1px" rounded="md" padding="4">
            <EventTimeline events={review.events} label={t("review.events.heading")} />
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

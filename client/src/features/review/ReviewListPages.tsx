// The two lists of reviews of a review organisation: /pv/productAssign (pv03), every review
// addressed to the organisation with its reviewers and the Assign dialog, and /pv/review (pv01),
// the reviews assigned to me, each opened in the workspace. Both are searched by product, filtered
// by audit status and paged by the server.
import { Button, EmptyState, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuClipboardCheck, LuExternalLink, LuUserPlus } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { AuditState, Review_RowFragment } from "../../__generated__/graphql";
import { useReviewListQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListHeader, ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { AssignDialog } from "./AssignDialog";
import { AUDIT_CODES, AUDIT_STATES, AuditStateBadge, OPEN_STATES } from "./audit";
import { REVIEW_CODES, reviewWorkspacePath } from "./paths";

type Review = Review_RowFragment;
type View = "organisation" | "assigned";

/** The audit status filter: every state by name, or all. */
export function StateFilter({
  value,
  onChange,
}: {
  value: AuditState | "";
  onChange: (value: AuditState | "") => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto" minWidth="10rem">
      <NativeSelect.Field
        aria-label={t("review.list.statusFilter")}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as AuditState | "")}
        bg="white"
      >
        <option value="">{t("review.list.allStatuses")}</option>
        {AUDIT_STATES.filter((state) => state !== "draft").map((state) => (
          <option key={state} value={state}>
            {t(`review.state.${state}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function ProductCell({ review }: { review: Review }) {
  return (
    <Stack gap="0" minWidth="10rem" whiteSpace="normal">
      <Text fontWeight="medium">{review.product.name}</Text>
      {review.product.specification && (
        <Text fontSize="xs" color="fg.muted">
          {review.product.specification}
        </Text>
      )}
    </Stack>
  );
}

/** The columns both lists share: product, company, version, round, submitted, status. */
function useCommonColumns(): Column<Review, never>[] {
  const { t } = useTranslation();
  return [
    {
      key: "product",
      header: t("review.list.product"),
      render: (review) => <ProductCell review={review} />,
    },
    {
      key: "company",
      header: t("review.list.company"),
      render: (review) => (
        <Text whiteSpace="normal" maxWidth="14rem">
          {review.companyName}
        </Text>
      ),
    },
    {
      key: "version",
      header: t("review.list.version"),
      align: "end",
      render: (review) => t("review.versionValue", { version: review.version }),
    },
    {
      key: "round",
      header: t("review.list.round"),
      align: "end",
      render: (review) => review.round,
    },
    {
      key: "submitted",
      header: t("review.list.submittedAt"),
      render: (review) => formatDateTime(review.submittedAt),
    },
    {
      key: "status",
      header: t("review.list.status"),
      render: (review) => <AuditStateBadge state={review.state} />,
    },
  ];
}

/** The query, paging, search and status filter of a list of reviews. */
function useReviewList(view: View) {
  const table = useTableState<never>();
  const [state, setState] = useState<AuditState | "">("");
  const query = useReviewListQuery({
    variables: {
      view,
      status: state ? AUDIT_CODES[state] : undefined,
      ...pageVariables(table.state),
    },
  });
  const filterState = (value: AuditState | "") => {
    setState(value);
    table.setPage(1);
  };
  const rows = query.data?.lcaReviews.items ?? [];
  const total = query.data?.lcaReviews.total ?? 0;
  const filtered = table.state.keyword.trim() !== "" || state !== "";
  return { table, state, filterState, query, rows, total, filtered };
}

function NothingYet({ title, heading, text }: { title: string; heading: string; text: string }) {
  return (
    <>
      <ListHeader title={title} />
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuClipboardCheck />
          </EmptyState.Indicator>
          <EmptyState.Title>{heading}</EmptyState.Title>
          <EmptyState.Description maxWidth="32rem" textAlign="center">
            {text}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}

/** /pv/productAssign (pv03): the reviews addressed to my organisation and their reviewers. */
export function OrganisationReviewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const list = useReviewList("organisation");
  const assigning = useDialogTarget<Review>();
  const common = useCommonColumns();
  const title = t("menu.pvProductAssign");
  const mayOpen = hasPermission(REVIEW_CODES.perform);

  if (list.query.data && list.total === 0 && !list.filtered) {
    return (
      <NothingYet
        title={title}
        heading={t("review.organisation.emptyTitle")}
        text={t("review.organisation.emptyText")}
      />
    );
  }

  const columns: Column<Review, never>[] = [
    ...common,
    {
      key: "reviewers",
      header: t("review.list.reviewers"),
      render: (review) =>
        review.assignments.length > 0 ? (
          <Text whiteSpace="normal" maxWidth="14rem">
            {review.assignments.map((a) => a.reviewerName).join(t("review.list.nameSeparator"))}
          </Text>
        ) : (
          <Text color="fg.muted">{t("review.list.notAssigned")}</Text>
        ),
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (review) => (
        <HStack gap="0" justifyContent="flex-end">
          {OPEN_STATES.includes(review.state) && (
            <RowAction
              label={t("review.assign.action", { name: review.product.name })}
              onClick={() => assigning.show(review)}
            >
              <LuUserPlus />
            </RowAction>
          )}
          {mayOpen && (
            <RowAction
              label={t("review.list.open", { name: review.product.name })}
              onClick={() => void navigate(reviewWorkspacePath(review.id))}
            >
              <LuExternalLink />
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      title={title}
      table={list.table}
      search={{ placeholder: t("review.list.search") }}
      filters={<StateFilter value={list.state} onChange={list.filterState} />}
      list={{
        caption: t("review.organisation.caption"),
        columns,
        rows: list.rows,
        rowKey: (review) => review.id,
        total: list.total,
        loading: list.query.loading,
        emptyText: t("review.list.noMatch"),
      }}
    >
      <AssignDialog
        open={assigning.open}
        review={assigning.target}
        onClose={assigning.close}
        onAssigned={() => void list.query.refetch()}
      />
    </ListPage>
  );
}

/** /pv/review (pv01): the reviews assigned to me, each opened in its workspace. */
export function AssignedReviewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useReviewList("assigned");
  const common = useCommonColumns();
  const title = t("menu.pvReview");

  if (list.query.data && list.total === 0 && !list.filtered) {
    return (
      <NothingYet
        title={title}
        heading={t("review.assigned.emptyTitle")}
        text={t("review.assigned.emptyText")}
      />
    );
  }

  const open = (review: Review): ReactNode => (
    <Button
      size="xs"
      variant={review.state === "inReview" ? "solid" : "outline"}
      colorPalette="teal"
      aria-label={t("review.list.open", { name: review.product.name })}
      onClick={() => void navigate(reviewWorkspacePath(review.id))}
    >
      {t("review.list.openButton")}
    </Button>
  );

  return (
    <ListPage
      title={title}
      table={list.table}
      search={{ placeholder: t("review.list.search") }}
      filters={<StateFilter value={list.state} onChange={list.filterState} />}
      list={{
        caption: t("review.assigned.caption"),
        columns: [
          ...common,
          { key: "actions", header: t("common.actions"), align: "end", width: "1%", render: open },
        ],
        rows: list.rows,
        rowKey: (review) => review.id,
        total: list.total,
        loading: list.query.loading,
        emptyText: t("review.list.noMatch"),
      }}
    />
  );
}

// Data matching under admin data (gab10): the match panel, then the synonym vocabulary the
// operator keeps global. /sc/synonymConfig is the same for a company: its matches and its own
// synonyms beside the global ones, which it reads only.
import { Badge, Button, NativeSelect, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";
import type { DataMatching_SynonymFragment } from "../../__generated__/graphql";
import {
  useDataMatchingDeleteSynonymMutation,
  useDataMatchingSynonymsQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { DATA_MATCHING_ADMIN_CODE, MatchPanel } from "./MatchPanel";
import { SynonymDialog } from "./SynonymDialog";

export function DataMatchingPage() {
  return <Synonyms admin />;
}

export function SynonymConfigPage() {
  return <Synonyms admin={false} />;
}

type Owner = "all" | "global" | "own";

function Synonyms({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`dataMatching.synonyms.${key}`, options);
  const { hasPermission } = useSession();
  const mayGlobal = admin && hasPermission(DATA_MATCHING_ADMIN_CODE);
  const table = useTableState<never>();
  const [owner, setOwner] = useState<Owner>(admin ? "global" : "all");
  const { data, loading, refetch } = useDataMatchingSynonymsQuery({
    variables: { ...pageVariables(table.state), owner },
    fetchPolicy: "cache-and-network",
  });
  const [remove] = useDataMatchingDeleteSynonymMutation();
  const editing = useDialogTarget<DataMatching_SynonymFragment>();
  const deleting = useDialogTarget<DataMatching_SynonymFragment>();
  /** Global rows change only by the operator's gab10 users; a company's own rows by it. */
  const writable = (row: DataMatching_SynonymFragment) => row.companyId !== null || mayGlobal;

  const columns: Column<DataMatching_SynonymFragment, never>[] = [
    {
      key: "term",
      header: k("columns.term"),
      render: (row) => <Text fontWeight="medium">{row.term}</Text>,
    },
    {
      key: "language",
      header: k("columns.language"),
      render: (row) => k(`languages.${row.language}`),
    },
    { key: "standsFor", header: k("columns.standsFor"), render: (row) => row.canonical },
    { key: "kind", header: k("columns.kind"), render: (row) => k(`kinds.${row.targetKind}`) },
    { key: "origin", header: k("columns.origin"), render: (row) => k(`origins.${row.origin}`) },
    {
      key: "owner",
      header: k("columns.owner"),
      render: (row) =>
        row.companyId === null ? (
          <Badge colorPalette="purple">{k("globalRow")}</Badge>
        ) : (
          <Badge>{k("ownRow")}</Badge>
        ),
    },
    {
      key: "actions",
      header: "",
      align: "end",
      render: (row) =>
        writable(row) && (
          <>
            <RowAction label={k("edit", { term: row.term })} onClick={() => editing.show(row)}>
              <LuPencil />
            </RowAction>
            <RowAction
              label={k("delete", { term: row.term })}
              danger
              onClick={() => deleting.show(row)}
            >
              <LuTrash2 />
            </RowAction>
          </>
        ),
    },
  ];

  return (
    <ListPage
      title={admin ? t("dataMatching.match.title") : t("dataMatching.match.stockTitle")}
      create={
        admin
          ? {
              label: k("create"),
              code: DATA_MATCHING_ADMIN_CODE,
              onClick: () => editing.show(null),
            }
          : undefined
      }
      actions={
        !admin && (
          <Button size="sm" colorPalette="teal" onClick={() => editing.show(null)}>
            <LuPlus aria-hidden />
            {k("create")}
          </Button>
        )
      }
      notice={<MatchPanel admin={admin} onConfirmed={() => void refetch()} />}
      table={table}
      search={{ placeholder: k("search") }}
      filters={
        <NativeSelect.Root width="12rem">
          <NativeSelect.Field
            aria-label={k("ownerLabel")}
            value={owner}
            onChange={(event) => {
              setOwner(event.currentTarget.value as Owner);
              table.setPage(1);
            }}
          >
            {(["all", "global", "own"] as const).map((value) => (
              <option key={value} value={value}>
                {k(`owner.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      list={{
        caption: k("caption"),
        columns,
        rows: data?.synonyms.items ?? [],
        rowKey: (row) => row.id,
        total: data?.synonyms.total ?? 0,
        loading,
        emptyText: k("empty"),
      }}
      remove={{
        target: deleting,
        title: k("deleteTitle"),
        message: (row) => k("deleteQuestion", { term: row.term, canonical: row.canonical }),
        onConfirm: async (row) => {
          await remove({ variables: { id: row.id } });
          notify.success(k("deleted", { term: row.term }));
          await refetch();
        },
      }}
    >
      <SynonymDialog
        open={editing.open}
        synonym={editing.target}
        mayGlobal={mayGlobal}
        onClose={editing.close}
        onSaved={() => void refetch()}
      />
    </ListPage>
  );
}

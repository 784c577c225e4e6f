// The repository's table: a page of corporations, each row opening onto its cases (all, or
// those with the chosen tag), with the pager; or the empty state. Rows start open; the closed
// ones are remembered while the page is kept.
import { Box, Flex, Spinner, Table } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session";
import type { TableState } from "../../../components/ui/data-table";
import { Pager } from "../../../components/ui/pager";
import { useReference } from "../../reference/reference";
import { ACCOUNTING_CODES } from "../paths";
import { CorporationRows } from "./CorporationRows";
import { RepositoryEmpty } from "./RepositoryEmpty";
import type { CaseRow, Corporation } from "./use-repository";

export function CorporationTable({
  rows,
  total,
  loading,
  busy,
  filtered,
  state,
  onPage,
  onPageSize,
  activeTag,
  onDelete,
  onDeleteCase,
}: {
  rows: readonly Corporation[];
  total: number;
  /** Nothing to show yet. */
  loading: boolean;
  /** An answer awaited. */
  busy: boolean;
  /** A search or filter is applied: an empty answer is no match, not an empty repository. */
  filtered: boolean;
  state: Pick<TableState, "page" | "pageSize">;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  activeTag: { id: number; name: string } | null;
  onDelete: (corporation: Corporation) => void;
  onDeleteCase: (item: CaseRow) => void;
}) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const reference = useReference();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const canAct = [ACCOUNTING_CODES.edit, ACCOUNTING_CODES.caseAdd, ACCOUNTING_CODES.delete].some(
    (code) => hasPermission(code),
  );

  return (
    <Box bg="white" rounded="md" borderWidth="1px" overflow="hidden" minWidth="0" alignSelf="start">
      {total === 0 && !loading ? (
        <RepositoryEmpty filtered={filtered} />
      ) : (
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" aria-label={t("accounting.repository.caption")} aria-busy={busy}>
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader width="1%">
                  <Box srOnly>{t("accounting.repository.expand")}</Box>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.corporation.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.corporation.industry")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("accounting.corporation.region")}</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">
                  {t("accounting.repository.latestReport")}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t("accounting.repository.caseCount")}
                </Table.ColumnHeader>
                {canAct && (
                  <Table.ColumnHeader textAlign="end">{t("common.actions")}</Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((corporation) => (
                <CorporationRows
                  key={corporation.id}
                  corporation={corporation}
                  cases={
                    activeTag
                      ? corporation.cases.filter((item) =>
                          item.tags.some((tag) => tag.id === activeTag.id),
                        )
                      : corporation.cases
                  }
                  open={!collapsed.has(corporation.id)}
                  onToggle={() => toggle(corporation.id)}
                  canAct={canAct}
                  industryName={reference.industryName(corporation.industryId)}
                  regionName={[reference.regionName(corporation.province), corporation.city]
                    .filter(Boolean)
                    .join(" · ")}
                  tagName={activeTag?.name ?? null}
                  onDelete={() => onDelete(corporation)}
                  onDeleteCase={onDeleteCase}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {loading && (
        <Flex padding="8" justifyContent="center">
          <Spinner size="sm" />
        </Flex>
      )}
      {total > 0 && (
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          onPage={onPage}
          onPageSize={onPageSize}
        />
      )}
    </Box>
  );
}

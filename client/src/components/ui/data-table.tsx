// The table every list screen uses: the server pages, sorts and searches (the screen passes the
// state to its query); this component draws rows, sortable headers, the pager and the empty
// and loading states.
import { Box, Button, Flex, Input, Spinner, Table, Text } from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from "react-icons/lu";
import { Pager } from "./pager";

export type SortOrder = "ASC" | "DESC";

export interface TableState<F extends string = string> {
  page: number;
  pageSize: number;
  keyword: string;
  sortBy: F | null;
  sortOrder: SortOrder;
}

/** The table state of a list screen; it lives in the page, so a kept page keeps it. */
export function useTableState<F extends string>(initial: Partial<TableState<F>> = {}) {
  const [state, setState] = useState<TableState<F>>({
    page: 1,
    pageSize: 20,
    keyword: "",
    sortBy: null,
    sortOrder: "ASC",
    ...initial,
  });
  return {
    state,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setPageSize: (pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })),
    setKeyword: (keyword: string) => setState((s) => ({ ...s, keyword, page: 1 })),
    /** A header click: sort by the field ascending, then descending, then unsorted. */
    toggleSort: (field: F) =>
      setState((s) => {
        if (s.sortBy !== field) return { ...s, sortBy: field, sortOrder: "ASC", page: 1 };
        if (s.sortOrder === "ASC") return { ...s, sortOrder: "DESC", page: 1 };
        return { ...s, sortBy: null, sortOrder: "ASC", page: 1 };
      }),
  };
}

/** Query variables for a table state: the keyword only when given. */
export function pageVariables<F extends string>(state: TableState<F>) {
  return {
    page: state.page,
    pageSize: state.pageSize,
    keyword: state.keyword.trim() || undefined,
    sortBy: state.sortBy ?? undefined,
    sortOrder: state.sortBy ? state.sortOrder : undefined,
  };
}

export interface Column<T, F extends string = string> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The server's sort field for this column; without one the column does not sort. */
  sortField?: F;
  width?: string;
  align?: "start" | "end" | "center";
}

export interface DataTableProps<T, F extends string> {
  /** Accessible name of the table. */
  caption: string;
  columns: Column<T, F>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  total: number;
  loading: boolean;
  state: TableState<F>;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onSort: (field: F) => void;
  emptyText?: string;
}

export function DataTable<T, F extends string>(props: DataTableProps<T, F>) {
  const { t } = useTranslation();
  const { columns, rows, state, total, loading } = props;

  return (
    <Box bg="white" rounded="md" borderWidth="1px" overflow="hidden">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={props.caption} aria-busy={loading} interactive>
          <Table.Header>
            <Table.Row bg="gray.50">
              {columns.map((column) => {
                const sorted = column.sortField && state.sortBy === column.sortField;
                const ariaSort = sorted
                  ? state.sortOrder === "ASC"
                    ? "ascending"
                    : "descending"
                  : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    width={column.width}
                    textAlign={column.align}
                    aria-sort={ariaSort}
                    whiteSpace="nowrap"
                  >
                    {column.sortField ? (
                      <Button
                        variant="plain"
                        size="xs"
                        paddingInline="0"
                        fontWeight="semibold"
                        onClick={() => props.onSort(column.sortField!)}
                      >
                        {column.header}
                        {sorted ? (
                          state.sortOrder === "ASC" ? (
                            <LuArrowUp aria-label={t("common.sortAscending")} />
                          ) : (
                            <LuArrowDown aria-label={t("common.sortDescending")} />
                          )
                        ) : (
                          <LuArrowUpDown opacity={0.4} aria-hidden />
                        )}
                      </Button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={props.rowKey(row)}>
                {columns.map((column) => (
                  <Table.Cell key={column.key} textAlign={column.align}>
                    {column.render(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {rows.length === 0 && (
        <Flex padding="8" justifyContent="center" color="fg.muted">
          {loading ? <Spinner size="sm" /> : <Text>{props.emptyText ?? t("common.noData")}</Text>}
        </Flex>
      )}
      <Pager
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        onPage={props.onPage}
        onPageSize={props.onPageSize}
      />
    </Box>
  );
}

/** A search box that applies on Enter or the button, not on every keystroke. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Flex as="form" role="search" gap="2" onSubmit={submit}>
      <Input
        size="sm"
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxWidth="xs"
        bg="white"
      />
      <Button size="sm" type="submit" variant="outline" bg="white">
        {t("common.search")}
      </Button>
    </Flex>
  );
}

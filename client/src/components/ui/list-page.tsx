// The frame of a list screen: the heading with its create button for holders of the codes, the
// screen's notes, the search box beside the screen's filters, the data table with its pager, the
// screen's dialogs and the confirmation of a row's deletion. Its parts (ListHeader, ListToolbar,
// DeleteConfirm) also serve screens that draw a table of their own.
import { Box, Button, Flex, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuPlus } from "react-icons/lu";
import { useSession } from "../../app/session";
import { ConfirmDialog } from "./confirm-dialog";
import { DataTable, SearchBox, type DataTableProps, type useTableState } from "./data-table";
import { PageHeader } from "./page-header";
import type { useDialogTarget } from "./use-dialog-target";

type TableControl<F extends string> = ReturnType<typeof useTableState<F>>;
type DialogTarget<T> = ReturnType<typeof useDialogTarget<T>>;

export interface CreateAction {
  label: string;
  /** The permission codes the button needs, every one of them. */
  code: string | readonly string[];
  onClick: () => void;
}

/** The heading, the screen's own actions, then the create button for holders of its codes. */
export function ListHeader({
  title,
  create,
  actions,
}: {
  title: string;
  create?: CreateAction;
  actions?: ReactNode;
}) {
  const { hasPermission } = useSession();
  const codes = create ? (typeof create.code === "string" ? [create.code] : create.code) : [];
  // As with <Permission>: a create button without a code is a programming error, not a pass.
  if (create && (codes.length === 0 || codes.some((code) => !code))) {
    throw new Error("A list's create button needs its permission codes");
  }
  const shown = create && codes.every((code) => hasPermission(code)) ? create : undefined;
  return (
    <PageHeader title={title}>
      {(actions || shown) && (
        <>
          {actions}
          {shown && (
            <Button size="sm" colorPalette="teal" onClick={shown.onClick}>
              <LuPlus aria-hidden />
              {shown.label}
            </Button>
          )}
        </>
      )}
    </PageHeader>
  );
}

export interface SearchOptions {
  placeholder: string;
  /** How the box takes its room in the row; by default it grows up to 28rem. */
  layout?: BoxProps;
}

const SEARCH_LAYOUT: BoxProps = { flex: "1 1 18rem", maxWidth: "28rem" };

/** The row above a list: controls before the search box, the search box, then the filters. */
export function ListToolbar({
  keyword,
  onSearch,
  search,
  beforeSearch,
  children,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  search: SearchOptions;
  beforeSearch?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Flex gap="3" marginBottom="3" alignItems="center" flexWrap="wrap">
      {beforeSearch}
      <Box {...(search.layout ?? SEARCH_LAYOUT)}>
        <SearchBox value={keyword} onSearch={onSearch} placeholder={search.placeholder} />
      </Box>
      {children}
    </Flex>
  );
}

export interface DeleteOptions<T> {
  /** The row the question is about; the confirmation is open while the target is shown. */
  target: DialogTarget<T>;
  title: string;
  message: (row: T) => ReactNode;
  onConfirm: (row: T) => Promise<unknown> | void;
}

/** The question before a row's deletion, with a red Delete. */
export function DeleteConfirm<T>({ target, title, message, onConfirm }: DeleteOptions<T>) {
  const { t } = useTranslation();
  const row = target.target;
  return (
    <ConfirmDialog
      open={target.open}
      title={title}
      confirmLabel={t("common.delete")}
      destructive
      onConfirm={() => (row ? onConfirm(row) : undefined)}
      onClose={target.close}
    >
      {row && message(row)}
    </ConfirmDialog>
  );
}

export interface ListPageProps<T, F extends string> {
  title: string;
  create?: CreateAction;
  /** Header buttons before the create button. */
  actions?: ReactNode;
  /** Notes between the heading and the search: an introduction, read-only, load errors. */
  notice?: ReactNode;
  /** The table's paging, sorting and keyword. */
  table: TableControl<F>;
  search: SearchOptions;
  beforeSearch?: ReactNode;
  /** Controls after the search box. */
  filters?: ReactNode;
  /** A column beside the search and the table (a category tree). */
  aside?: ReactNode;
  /** The data table; its state, paging and sorting come from `table`. */
  list: Omit<DataTableProps<T, F>, "state" | "onPage" | "onPageSize" | "onSort">;
  remove?: DeleteOptions<T>;
  /** The screen's dialogs. */
  children?: ReactNode;
}

export function ListPage<T, F extends string>(props: ListPageProps<T, F>) {
  const { table } = props;
  const body = (
    <>
      <ListToolbar
        keyword={table.state.keyword}
        onSearch={table.setKeyword}
        search={props.search}
        beforeSearch={props.beforeSearch}
      >
        {props.filters}
      </ListToolbar>
      <DataTable
        {...props.list}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={table.toggleSort}
      />
    </>
  );
  return (
    <>
      <ListHeader title={props.title} create={props.create} actions={props.actions} />
      {props.notice}
      {props.aside ? (
        <Flex gap="4" alignItems="flex-start">
          {props.aside}
          <Box flex="1" minWidth="0" width="full">
            {body}
          </Box>
        </Flex>
      ) : (
        body
      )}
      {props.children}
      {props.remove && <DeleteConfirm {...props.remove} />}
    </>
  );
}

// What the industries and standards pages share about their rows: the edit and delete buttons,
// named after the row's code, and what follows a delete.
import type { ErrorLike } from "@apollo/client";
import { HStack } from "@chakra-ui/react";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import type { Column, TableState } from "../../components/ui/data-table";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { callErrors } from "../../lib/errors";
import { pageOf } from "../../components/ui/local-table";

export function editDeleteColumn<T extends { code: string }>(options: {
  header: string;
  label: (action: "edit" | "delete", code: string) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}): Column<T> {
  return {
    key: "actions",
    header: options.header,
    align: "end",
    width: "1%",
    render: (row) => (
      <HStack gap="1" justifyContent="flex-end">
        <RowAction label={options.label("edit", row.code)} onClick={() => options.onEdit(row)}>
          <LuPencil />
        </RowAction>
        <RowAction
          label={options.label("delete", row.code)}
          onClick={() => options.onDelete(row)}
          danger
        >
          <LuTrash2 />
        </RowAction>
      </HStack>
    ),
  };
}

/**
 * Runs a confirmed delete. A refusal (still in use: the server names the users) closes the
 * question with the server's message; asking again would not help until those users change.
 * After a success, the last row of the last page leaving shows the page before it.
 */
export async function deleteRow<T>(
  remove: () => Promise<unknown>,
  deletedMessage: string,
  rows: readonly T[],
  table: { state: Pick<TableState, "page" | "pageSize">; setPage: (page: number) => void },
): Promise<void> {
  try {
    await remove();
  } catch (error) {
    callErrors(error as ErrorLike).forEach((item) => notify.error(item.message));
    return;
  }
  notify.success(deletedMessage);
  if (pageOf(rows, table.state).length === 1 && table.state.page > 1) {
    table.setPage(table.state.page - 1);
  }
}

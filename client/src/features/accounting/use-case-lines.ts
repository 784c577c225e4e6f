// Every activity line of a case, for the editor's tables. The API pages lines (50 a page here,
// see below), so the first page tells the total and the rest are fetched together.
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CaseEditorLinesDocument } from "../../__generated__/graphql";
import type { Line } from "./line-edits";

// The server caps a query's cost at 5000 (fields × page size): a line with its two factors costs
// about 75, so 50 lines a page stay well within it.
export const LINES_PAGE_SIZE = 50;

export interface CaseLines {
  lines: Line[];
  /** True until the first answer. */
  loading: boolean;
  failed: boolean;
  /** Loads every line again; resolves with them. */
  reload: () => Promise<Line[] | null>;
  /** Puts the server's answer for some lines (a save) in place without a reload. */
  replace: (changed: readonly Line[]) => Line[];
}

export function useCaseLines(caseId: number | null): CaseLines {
  const client = useApolloClient();
  const [lines, setLines] = useState<Line[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const current = useRef<Line[]>([]);
  const generation = useRef(0);

  const reload = useCallback(async (): Promise<Line[] | null> => {
    if (caseId === null) return null;
    const mine = ++generation.current;
    const page = (number: number) =>
      client.query({
        query: CaseEditorLinesDocument,
        variables: { caseId, page: number, pageSize: LINES_PAGE_SIZE },
        fetchPolicy: "network-only",
      });
    try {
      const first = await page(1);
      const total = first.data?.processData.total ?? 0;
      const rest = await Promise.all(
        Array.from({ length: Math.ceil(total / LINES_PAGE_SIZE) - 1 }, (_, index) =>
          page(index + 2),
        ),
      );
      const all = [first, ...rest].flatMap((result) => result.data?.processData.items ?? []);
      if (mine !== generation.current) return null;
      current.current = all;
      setLines(all);
      setFailed(false);
      return all;
    } catch {
      if (mine === generation.current) setFailed(true);
      return null;
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [client, caseId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = useCallback((changed: readonly Line[]) => {
    const byId = new Map(changed.map((line) => [line.id, line]));
    const next = current.current.map((line) => byId.get(line.id) ?? line);
    current.current = next;
    setLines(next);
    return next;
  }, []);

  return { lines, loading, failed, reload, replace };
}

// Every activity line of a case, for the editor's tables. The API pages lines and limits a query's
// cost, so a case of hundreds or thousands of lines comes in pages: the first tells the total, the
// rest follow a few at a time, and the editor shows the lines only once all have come, so Save and
// the unsaved-change guard always see the whole case.
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CaseEditorLinesDocument } from "../../__generated__/graphql";
import type { Line } from "./line-edits";

// The server caps a query's cost at 5000 (fields × page size): a line with its two factors costs
// about 75, so 50 lines a page stay well within it.
export const LINES_PAGE_SIZE = 50;

/** Pages asked for at once: enough to load a large case quickly, few enough for the server. */
export const PARALLEL_PAGES = 4;

/** Reads of a case whose line count changed meanwhile (another user adding lines) before giving up. */
const ATTEMPTS = 3;

export interface LoadProgress {
  loaded: number;
  total: number;
}

export interface CaseLines {
  lines: Line[];
  /** True until the first answer. */
  loading: boolean;
  /** While a case of more than one page loads: how many lines have come. */
  progress: LoadProgress | null;
  failed: boolean;
  /** Loads every line again; resolves with them. */
  reload: () => Promise<Line[] | null>;
  /** Puts the server's answer for some lines (a save) in place without a reload. */
  replace: (changed: readonly Line[]) => Line[];
}

/** The case changed between the pages of one read: the pages do not fit together. */
class MovingCase extends Error {}

export function useCaseLines(caseId: number | null): CaseLines {
  const client = useApolloClient();
  const [lines, setLines] = useState<Line[]>([]);
  const [loading, setLoading] = useState(true);
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const current = useRef<Line[]>([]);
  const generation = useRef(0);

  const reload = useCallback(async (): Promise<Line[] | null> => {
    if (caseId === null) return null;
    const mine = ++generation.current;
    const page = async (number: number) => {
      const result = await client.query({
        query: CaseEditorLinesDocument,
        variables: { caseId, page: number, pageSize: LINES_PAGE_SIZE },
        fetchPolicy: "network-only",
      });
      return result.data?.activityLines ?? { total: 0, items: [] };
    };
    const readAll = async (): Promise<Line[]> => {
      const first = await page(1);
      const pages = Math.ceil(first.total / LINES_PAGE_SIZE);
      const all: Line[][] = [first.items];
      if (pages > 1 && mine === generation.current) {
        setProgress({ loaded: first.items.length, total: first.total });
      }
      for (let next = 2; next <= pages; next += PARALLEL_PAGES) {
        const batch = Array.from(
          { length: Math.min(PARALLEL_PAGES, pages - next + 1) },
          (_, index) => page(next + index),
        );
        for (const answer of await Promise.all(batch)) {
          // Pages of a case that grew or shrank meanwhile would skip or repeat lines.
          if (answer.total !== first.total) throw new MovingCase();
          all.push(answer.items);
        }
        if (mine !== generation.current) break;
        setProgress({ loaded: all.flat().length, total: first.total });
      }
      return all.flat();
    };
    try {
      let all: Line[] | null = null;
      for (let attempt = 1; all === null; attempt += 1) {
        try {
          all = await readAll();
        } catch (error) {
          if (!(error instanceof MovingCase) || attempt === ATTEMPTS) throw error;
        }
      }
      if (mine !== generation.current) return null;
      current.current = all;
      setLines(all);
      setFailed(false);
      return all;
    } catch {
      if (mine === generation.current) setFailed(true);
      return null;
    } finally {
      if (mine === generation.current) {
        setLoading(false);
        setProgress(null);
      }
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

  return { lines, loading, progress, failed, reload, replace };
}

// The corporation search of the new-case form: what the user types goes to the server after a
// pause (or at once on Enter), and the chosen corporation stays among the options whatever the
// search finds, so narrowing the search never silently changes the choice.
import { useEffect, useState } from "react";
import { useCaseAddCorporationsQuery } from "../../../__generated__/hooks";
import type { Corporation } from "./form";

/** How many matches the corporation choice offers; typing narrows the search to the rest. */
export const CORPORATION_CHOICES = 50;
/** Typing pauses this long before the search goes to the server. */
export const CORPORATION_SEARCH_DELAY_MS = 300;

export function useCorporationSearch(preset: Corporation | null) {
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const [chosen, setChosen] = useState<Corporation | null>(preset);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(draft.trim()), CORPORATION_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const search = useCaseAddCorporationsQuery({
    variables: { keyword: keyword || undefined, pageSize: CORPORATION_CHOICES },
  });
  const page = (search.data ?? search.previousData)?.corporations;
  const matches = page?.items ?? [];
  const options =
    chosen && !matches.some((item) => item.id === chosen.id) ? [chosen, ...matches] : matches;

  return {
    draft,
    setDraft,
    /** Searches for the draft without waiting for the pause. */
    searchNow: () => setKeyword(draft.trim()),
    keyword,
    loading: search.loading,
    /** The latest answer (the previous one while the next loads); none before the first. */
    page,
    matches,
    options,
    /** The option of a select value, remembered as the choice; null for none. */
    choose: (value: string): Corporation | null => {
      const picked = options.find((item) => String(item.id) === value) ?? null;
      setChosen(picked);
      return picked;
    },
  };
}

// The reference lists (units, gases, industries...) looked up by id or code, as the factor
// library and the admin data screens read them; their names in the interface language come from
// `localName` (reference.ts).
import { useMemo } from "react";
import type { AdminAccountingReferenceQuery } from "../../__generated__/graphql";
import { useAdminAccountingReferenceQuery } from "../../__generated__/hooks";
import { useLocale } from "../../i18n";
import { displaySymbol } from "./reference";

export type ReferenceData = AdminAccountingReferenceQuery["referenceData"];

/** The reference lists with lookups; the maps are empty until the answer arrives. */
export function useReferenceLookups() {
  const query = useAdminAccountingReferenceQuery();
  const locale = useLocale();
  const reference = query.data?.referenceData;
  const lookups = useMemo(
    () => ({
      units: new Map(
        (reference?.units ?? []).map((unit) => [
          unit.id,
          { ...unit, symbol: displaySymbol(unit.symbol, locale) },
        ]),
      ),
      gases: new Map((reference?.gases ?? []).map((gas) => [gas.code, gas])),
      industries: new Map((reference?.industries ?? []).map((industry) => [industry.id, industry])),
    }),
    [reference, locale],
  );
  return { ...query, reference, ...lookups };
}

/** The unit's symbol, or its id in brackets while the list loads or for an unknown id. */
export const unitSymbol = (units: ReadonlyMap<number, { symbol: string }>, id: number): string =>
  units.get(id)?.symbol ?? `#${id}`;

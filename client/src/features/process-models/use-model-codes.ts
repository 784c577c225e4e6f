// The fixed lists of the process model and design product forms (categories, allocation rules,
// compartments, boundaries, stage schemes) read once, with names in the interface language, and
// the platform's units.
import { useMemo } from "react";
import { useProcessModelCodesQuery } from "../../__generated__/hooks";
import { localName, useReference } from "../reference/reference";

interface Named {
  code: string;
  name: string;
  nameEn: string;
}

export function useModelCodes() {
  const reference = useReference();
  const { data } = useProcessModelCodesQuery({ fetchPolicy: "cache-first" });
  const codes = data?.processModelCodes;
  const { locale } = reference;
  return useMemo(() => {
    const name = (item: { name: string; nameEn?: string | null }) => localName(item, locale);
    const nameOf = (list: readonly Named[] | undefined, code: string) => {
      const found = list?.find((item) => item.code === code);
      return found ? name(found) : code;
    };
    return {
      categories: codes?.categories ?? [],
      allocations: codes?.allocations ?? [],
      compartments: codes?.compartments ?? [],
      boundaries: codes?.boundaries ?? [],
      stageSchemes: codes?.stageSchemes ?? [],
      units: reference.units,
      unitSymbol: reference.unitSymbol,
      name,
      categoryName: (code: string) => nameOf(codes?.categories, code),
      allocationName: (code: string) => nameOf(codes?.allocations, code),
      boundaryName: (code: string) => nameOf(codes?.boundaries, code),
      stagesOf: (scheme: string) =>
        codes?.stageSchemes.find((item) => item.code === scheme)?.stages ?? [],
    };
  }, [codes, reference, locale]);
}

export type ModelCodes = ReturnType<typeof useModelCodes>;

// The product library's fixed lists (standards with their stage schemes, methods, boundaries,
// line and source kinds, audit statuses) read once, with their names in the interface language,
// and the units of the reference data.
import { useMemo } from "react";
import { useLcaModelCodesQuery } from "../../__generated__/hooks";
import { localName, useReference } from "../reference/reference";

interface Code {
  code: string;
  name: string;
  nameEn: string;
}

export function useModelCodes() {
  const reference = useReference();
  const { locale } = reference;
  const { data } = useLcaModelCodesQuery({ fetchPolicy: "cache-first" });
  const codes = data?.lcaProductCodes;
  return useMemo(() => {
    const label = (list: readonly Code[] | undefined, code: string | null | undefined) => {
      if (!code) return "";
      const found = list?.find((item) => item.code === code);
      return found ? localName(found, locale) : code;
    };
    const stagesOf = (standard: string): readonly Code[] => {
      const scheme =
        codes?.standards.find((item) => item.code === standard)?.stageScheme ?? "lifecycle";
      return codes?.stageSchemes.find((item) => item.code === scheme)?.stages ?? [];
    };
    return {
      loaded: Boolean(codes),
      locale,
      reference,
      units: reference.units,
      unitSymbol: reference.unitSymbol,
      standards: codes?.standards ?? [],
      methods: codes?.methods ?? [],
      boundaries: codes?.boundaries ?? [],
      allocations: codes?.allocations ?? [],
      lineKinds: codes?.lineKinds ?? [],
      sourceKinds: codes?.sourceKinds ?? [],
      stagesOf,
      name: (item: Code) => localName(item, locale),
      standardName: (code: string) => label(codes?.standards, code),
      methodName: (code: string) => label(codes?.methods, code),
      boundaryName: (code: string) => label(codes?.boundaries, code),
      allocationName: (code: string) => label(codes?.allocations, code),
      kindName: (code: string) => label(codes?.lineKinds, code),
      sourceKindName: (code: string | null | undefined) => label(codes?.sourceKinds, code),
      auditName: (code: string) => label(codes?.auditStatuses, code),
      stageName: (standard: string, code: string) => label(stagesOf(standard), code),
    };
  }, [codes, locale, reference]);
}

export type ModelCodes = ReturnType<typeof useModelCodes>;

// The names a results screen shows in the reader's language: indicators by their category (the
// server stores the engine's English names), stages, line kinds and methods from the product
// library's code lists (falling back to the stored name while those load).
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLcaResultsCodesQuery } from "../../__generated__/hooks";
import { useLocale } from "../../i18n";
import { localName } from "../reference/reference";

export interface IndicatorLike {
  method: string;
  category: string;
  name: string;
}

/** "GWP100 AR6" for the IPCC indicators, the EN 15804 code (GWP-total, AP…) for the others. */
export function indicatorCode(indicator: IndicatorLike): string {
  if (indicator.category !== "gwp100") return indicator.category;
  return `GWP100 ${gwpReport(indicator.method)}`;
}

function gwpReport(method: string): string {
  return /ar5/i.test(method) ? "AR5" : "AR6";
}

export function useLabels() {
  const { t } = useTranslation();
  const locale = useLocale();
  const codes = useLcaResultsCodesQuery({ fetchPolicy: "cache-first" }).data?.lcaProductCodes;

  const k = useCallback(
    (key: string, options: Record<string, unknown> = {}) => t(`lcaResults.${key}`, options),
    [t],
  );

  const indicatorName = useCallback(
    (indicator: IndicatorLike) =>
      indicator.category === "gwp100"
        ? k("indicatorName.gwp100", { report: gwpReport(indicator.method) })
        : k(`indicatorName.${indicator.category}`, { defaultValue: indicator.name }),
    [k],
  );

  const maps = useMemo(() => {
    const stages = new Map<string, string>();
    for (const scheme of codes?.stageSchemes ?? []) {
      for (const stage of scheme.stages) stages.set(stage.code, localName(stage, locale));
    }
    const kinds = new Map((codes?.lineKinds ?? []).map((c) => [c.code, localName(c, locale)]));
    const methods = new Map((codes?.methods ?? []).map((c) => [c.code, localName(c, locale)]));
    return { stages, kinds, methods };
  }, [codes, locale]);

  return {
    k,
    locale,
    indicatorName,
    stageName: (code: string, fallback = code) => maps.stages.get(code) ?? fallback,
    kindName: (code: string) => maps.kinds.get(code) ?? code,
    methodName: (code: string) => maps.methods.get(code) ?? code,
  };
}

export type Labels = ReturnType<typeof useLabels>;

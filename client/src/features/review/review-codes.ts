// The names of the product library's codes (stages, standards, methods, boundaries, allocation
// rules, line and source kinds) as the review screens show them, from this feature's texts: a
// reviewer holds none of the codes `lcaProductCodes` needs. A code the texts do not know is shown
// as it is stored. The results components of features/lca-results take the same names through
// `useReviewLabels`, in place of their own hook that reads `lcaProductCodes`.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../i18n";
import type { IndicatorLike, Labels } from "../lca-results/use-labels";

type CodeList = "stage" | "standard" | "method" | "boundary" | "allocation" | "kind" | "sourceKind";

export function useCodeNames() {
  const { t } = useTranslation();
  return useMemo(() => {
    const name = (list: CodeList) => (code: string | null | undefined, fallback?: string) =>
      code ? t(`review.codes.${list}.${code}`, { defaultValue: fallback ?? code }) : "";
    return {
      stage: name("stage"),
      standard: name("standard"),
      method: name("method"),
      boundary: name("boundary"),
      allocation: name("allocation"),
      kind: name("kind"),
      sourceKind: name("sourceKind"),
    };
  }, [t]);
}

export type CodeNames = ReturnType<typeof useCodeNames>;

/** The IPCC report of a GWP100 method id ("ipcc-ar5-gwp100" → AR5), as lca-results names it. */
const gwpReport = (method: string) => (/ar5/i.test(method) ? "AR5" : "AR6");

/** What the results components of features/lca-results read, without `lcaProductCodes`. */
export function useReviewLabels(): Labels {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = useCodeNames();
  return useMemo(() => {
    const k = (key: string, options: Record<string, unknown> = {}) =>
      t(`lcaResults.${key}`, options);
    return {
      k,
      locale,
      indicatorName: (indicator: IndicatorLike) =>
        indicator.category === "gwp100"
          ? k("indicatorName.gwp100", { report: gwpReport(indicator.method) })
          : k(`indicatorName.${indicator.category}`, { defaultValue: indicator.name }),
      stageName: (code: string, fallback = code) => names.stage(code, fallback),
      kindName: (code: string) => names.kind(code),
      methodName: (code: string) => names.method(code),
    };
  }, [t, locale, names]);
}

/** The stages of both schemes in their order (ISO 14067's life cycle, EN 15804's A1 … D). */
const STAGE_ORDER = [
  "raw-material",
  "production",
  "distribution",
  "use",
  "end-of-life",
  ..."A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 B7 C1 C2 C3 C4 D".split(" "),
];

/** Stage codes in the scheme's order; codes of no scheme last, as they came. */
export function orderStages(codes: Iterable<string>): string[] {
  const rank = (code: string) => {
    const index = STAGE_ORDER.indexOf(code);
    return index < 0 ? STAGE_ORDER.length : index;
  };
  return [...new Set(codes)].sort((a, b) => rank(a) - rank(b));
}
